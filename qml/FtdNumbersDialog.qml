import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The numbers a Five Torches Deep combatant fights with, as the GM corrects them: a new DEX score moves it in the
// order, new hit points may drop it. Defaults for a token without a stat block: DEX 10, AC 10, +0, 1d6, 30 ft.
Dialog {
    id: dialog

    required property FtdFightModel fight
    property string combatant: ""
    property string rangedDamage: "1d6"
    // Whom a retainer may follow: nobody, or a PC of the fight other than itself.
    function followChoices(): var {
        const choices = [{ id: "", name: qsTr("nobody") }]
        for (const f of dialog.fight.fighters) {
            if (f.pc && f.id !== dialog.combatant)
                choices.push(f)
        }
        return choices
    }

    function diceText(d) {
        return d.count + "d" + d.sides + (d.bonus > 0 ? "+" + d.bonus : d.bonus < 0 ? String(d.bonus) : "")
    }

    function openFor(row) {
        combatant = row.id
        title = qsTr("Numbers: %1").arg(row.name)
        pc.checked = row.pc
        dexterity.value = row.dexterity
        armorClass.value = row.armorClass
        maxHp.value = row.maxHitPoints
        hp.value = row.hitPoints
        attack.value = row.meleeBonus
        damage.text = diceText(row.meleeDamage)
        rangedDamage = diceText(row.rangedDamage)
        rangedAttack.value = row.rangedBonus
        range.value = row.rangeFeet
        speed.value = row.speedFeet
        moraleBonus.value = row.moraleBonus
        wisdom.value = row.wisdomModifier
        leader.checked = row.leader
        darksight.checked = row.darksight
        hitDice.value = row.hitDice ?? 0
        follows.currentIndex = Math.max(0, follows.indexOfValue(row.follows ?? ""))
        open()
    }

    objectName: "ftdNumbersDialog"
    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "ftdNumbersOk"
    anchors.centerIn: Overlay.overlay

    onAboutToShow: dexterity.focusAndSelect()
    onAccepted: fight.setNumbers(combatant, {
        pc: pc.checked, dexterity: dexterity.value, armorClass: armorClass.value,
        maxHitPoints: maxHp.value, hitPoints: Math.min(hp.value, maxHp.value), attack: attack.value,
        rangedAttack: rangedAttack.value, damage: damage.text.trim(), rangedDamage: rangedDamage, rangeFeet: range.value, speedFeet: speed.value,
        moraleBonus: moraleBonus.value, wisdomModifier: wisdom.value, leader: leader.checked,
        darksight: darksight.checked, proficiency: pc.checked ? 2 : 0, hitDice: hitDice.value,
        follows: follows.currentValue ?? ""
    })

    GridLayout {
        columns: 4
        Label { text: qsTr("DEX score") }
        NumberSpinBox { id: dexterity; objectName: "ftdNumbersDex"; from: 0; to: 30; onCommitted: dialog.accept() }
        Label { text: qsTr("AC") }
        NumberSpinBox { id: armorClass; objectName: "ftdNumbersAc"; from: 0; to: 50; onCommitted: dialog.accept() }
        Label { text: qsTr("HP") }
        NumberSpinBox { id: hp; objectName: "ftdNumbersHp"; from: 0; to: 10000; onCommitted: dialog.accept() }
        Label { text: qsTr("Max HP") }
        NumberSpinBox { id: maxHp; objectName: "ftdNumbersMaxHp"; from: 1; to: 10000; onCommitted: dialog.accept() }
        Label { text: qsTr("Attack bonus") }
        NumberSpinBox { id: attack; objectName: "ftdNumbersAttack"; from: -10; to: 30; onCommitted: dialog.accept() }
        Label { text: qsTr("Damage") }
        TextField { id: damage; objectName: "ftdNumbersDamage"; Layout.preferredWidth: 90 }
        Label { text: qsTr("Ranged attack") }
        NumberSpinBox { id: rangedAttack; from: -10; to: 30; onCommitted: dialog.accept() }
        Label { text: qsTr("Range (ft)") }
        NumberSpinBox { id: range; from: 0; to: 1000; stepSize: 5; onCommitted: dialog.accept() }
        Label { text: qsTr("Speed (ft)") }
        NumberSpinBox { id: speed; from: 0; to: 1000; stepSize: 5; onCommitted: dialog.accept() }
        Label { text: qsTr("Morale bonus") }
        NumberSpinBox { id: moraleBonus; from: -10; to: 20; onCommitted: dialog.accept() }
        Label { text: qsTr("WIS modifier") }
        NumberSpinBox { id: wisdom; from: -5; to: 10; onCommitted: dialog.accept() }
        Label { text: qsTr("HD (loot)") }
        NumberSpinBox { id: hitDice; objectName: "ftdNumbersHd"; from: 0; to: 100; onCommitted: dialog.accept() }
        Label { text: qsTr("Retainer of") }
        ComboBox {
            id: follows
            objectName: "ftdNumbersFollows"
            Layout.preferredWidth: 160
            textRole: "name"
            valueRole: "id"
            // A retainer or NPC follows a PC: when that PC retreats, it checks morale at once ("Retreat").
            model: dialog.followChoices()
        }
        CheckBox { id: pc; objectName: "ftdNumbersPc"; Layout.columnSpan: 2; text: qsTr("A PC") }
        CheckBox { id: leader; Layout.columnSpan: 2; text: qsTr("Leader") }
        CheckBox { id: darksight; Layout.columnSpan: 2; text: qsTr("Darksight") }
    }
}
