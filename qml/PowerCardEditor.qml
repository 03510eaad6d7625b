import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// One power as an editable card: recharge, action, range, target, attack and the Hit / Miss / Effect texts, with
// the attack bonus and damage the engine works out for this hero.
Frame {
    id: card

    required property CharacterSheetModel sheet
    required property int index
    required property var powers
    property var powerList
    readonly property var power: card.powers !== undefined && card.index < card.powers.length ? card.powers[card.index] : ({})
    readonly property var derivedPower: card.powerList !== undefined && card.index < card.powerList.length ? card.powerList[card.index] : ({})
    readonly property string base: "creature.powers[" + card.index + "]"
    // What the choice fields offer, names in the table's language (CharacterSheetModel::powerChoices).
    readonly property var choices: card.sheet.powerChoices

    GridLayout {
        anchors.fill: parent
        columns: 4
        columnSpacing: 8

        SheetField {
            sheet: card.sheet
            path: card.base + ".name"
            label: qsTr("Power")
            value: card.power.name
            Layout.columnSpan: 2
            Layout.fillWidth: true
        }
        SheetChoiceField {
            sheet: card.sheet
            path: card.base + ".recharge"
            label: qsTr("Recharge")
            choices: card.choices.recharge
            value: card.power.recharge
            Layout.fillWidth: true
        }
        SheetChoiceField {
            sheet: card.sheet
            path: card.base + ".action"
            label: qsTr("Action")
            choices: card.choices.action
            value: card.power.action
            Layout.fillWidth: true
        }
        SheetChoiceField {
            sheet: card.sheet
            path: card.base + ".origin"
            label: qsTr("Origin")
            choices: card.choices.origin
            value: card.power.origin
            Layout.fillWidth: true
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".range"
            label: qsTr("Range (squares)")
            value: card.power.range
            Layout.fillWidth: true
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".area"
            label: qsTr("Area (burst 1, spray 3)")
            value: card.power.area
            Layout.fillWidth: true
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".targets"
            label: qsTr("Target")
            value: card.power.targets
            Layout.fillWidth: true
        }
        SheetChoiceField {
            sheet: card.sheet
            path: card.base + ".attack.ability"
            label: qsTr("Attack ability")
            choices: card.choices.ability
            value: card.power.attack !== undefined ? card.power.attack.ability : ""
            Layout.fillWidth: true
        }
        SheetChoiceField {
            sheet: card.sheet
            path: card.base + ".attack.vs"
            label: qsTr("vs defense")
            choices: card.choices.defense
            value: card.power.attack !== undefined ? card.power.attack.vs : ""
            Layout.fillWidth: true
        }
        Label {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            objectName: "powerAttack" + card.index
            text: card.derivedPower.attack ? qsTr("Attack: %1   Range: %2").arg(card.derivedPower.attack).arg(card.derivedPower.range) : qsTr("Range: %1").arg(card.derivedPower.range || "")
            font.bold: true
            wrapMode: Text.Wrap
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".hit.damage.expression"
            label: qsTr("Hit damage (e.g. 1dW + Str)")
            value: card.power.hit !== undefined && card.power.hit.damage !== undefined ? card.power.hit.damage.expression : ""
            Layout.columnSpan: 2
            Layout.fillWidth: true
        }
        SheetChoiceField {
            sheet: card.sheet
            path: card.base + ".hit.damage.type"
            label: qsTr("Damage type")
            choices: card.choices.damageType
            // Damage that names no type is untyped (the file may leave the type out).
            value: card.power.hit !== undefined && card.power.hit.damage !== undefined ? (card.power.hit.damage.type || "untyped") : ""
            Layout.fillWidth: true
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".tags"
            label: qsTr("Keywords (spell, weapon, …)")
            plain: false
            value: card.sheet.hero, card.sheet.listText(card.base + ".tags")
            onTextTyped: (text) => card.sheet.setListField(card.base + ".tags", text)
            Layout.fillWidth: true
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".hit.text"
            label: qsTr("Hit")
            value: card.power.hit !== undefined ? card.power.hit.text : ""
            Layout.columnSpan: 2
            Layout.fillWidth: true
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".miss.text"
            label: qsTr("Miss")
            value: card.power.miss !== undefined ? card.power.miss.text : ""
            Layout.columnSpan: 2
            Layout.fillWidth: true
        }
        SheetField {
            sheet: card.sheet
            path: card.base + ".effect.text"
            label: qsTr("Effect")
            value: card.power.effect !== undefined ? card.power.effect.text : ""
            Layout.columnSpan: 2
            Layout.fillWidth: true
        }
        Label {
            Layout.columnSpan: 3
            Layout.fillWidth: true
            text: card.derivedPower.hit ? (card.derivedPower.hitDamage ? qsTr("On a hit: %1 (roll %2)").arg(card.derivedPower.hit).arg(card.derivedPower.hitDamage) : qsTr("On a hit: %1").arg(card.derivedPower.hit)) : ""
            wrapMode: Text.Wrap
            color: "#4a4036"
        }
        Button {
            text: qsTr("Remove power")
            onClicked: {
                card.sheet.removePower(card.index)
                card.sheet.commit()
            }
        }
    }
}
