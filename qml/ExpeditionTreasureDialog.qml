pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// Treasure and XP ("Treasure", ../shared/rules/checks-actions-combat-gritty.txt): an enemy's carried loot is 1d20 gp
// per HD (the fight's fallen foes, and others by their HD), apart from hoards; XP comes from the gold recovered and
// captured magic items' fair value, never from unearned gold. The gold and the XP are shared evenly among the
// characters ticked and written to their stored sheets; the rolls go to the log.
ExpeditionStepDialog {
    id: dialog

    property bool fromFight: false
    // A var, so the list's JavaScript methods (map) are there for qmllint too.
    readonly property var foes: expedition.fallenFoes

    function openFor(fight) {
        fromFight = fight && expedition.fallenFoes.length > 0
        open()
    }

    objectName: "expeditionTreasureDialog"
    title: qsTr("Loot and XP")
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "expeditionTreasureOk"

    function step(): bool {
        let to = []
        for (let i = 0; i < sharers.count; ++i) {
            const box = sharers.itemAt(i) as CheckBox
            if (box && box.checked)
                to.push(expedition.sheetCharacters[i].id)
        }
        return expedition.treasure(fightFoes.checked, others.text, gold.value, magic.value, unearned.value, to)
    }

    ColumnLayout {
        spacing: 6
        CheckBox {
            id: fightFoes
            objectName: "expeditionTreasureFromFight"
            enabled: dialog.expedition.fallenFoes.length > 0
            checked: dialog.fromFight
            text: dialog.expedition.fallenFoes.length > 0
                  ? qsTr("The fight's fallen foes: %1").arg(
                        dialog.foes.map(f => qsTr("%1 (%2 HD)").arg(f.name).arg(f.hd)).join(", "))
                  : qsTr("No fallen foe with HD in a fight")
        }
        GridLayout {
            columns: 2
            Label { text: qsTr("Other foes (HD each, e.g. 2, 1)") }
            TextField {
                id: others
                objectName: "expeditionTreasureOthers"
                Layout.preferredWidth: 160
            }
            Label { text: qsTr("Gold from hoards (gp)") }
            NumberSpinBox { id: gold; objectName: "expeditionTreasureGold"; from: 0; to: 10000000 }
            Label { text: qsTr("Magic items captured (fair value, gp)") }
            NumberSpinBox { id: magic; objectName: "expeditionTreasureMagic"; from: 0; to: 10000000 }
            Label { text: qsTr("Unearned gold (no XP)") }
            NumberSpinBox { id: unearned; from: 0; to: 10000000 }
        }
        Label {
            text: qsTr("XP: %1 per gp of gold and magic items (resources/data/five-torches-deep.json)")
                      .arg(dialog.expedition.xpPerGold)
            opacity: 0.75
        }
        Label {
            text: dialog.expedition.sheetCharacters.length > 0 ? qsTr("Share among")
                                                               : qsTr("No character sheet in the campaign to share with")
            font.bold: true
        }
        Flow {
            Layout.fillWidth: true
            Layout.preferredWidth: 420
            spacing: 6
            Repeater {
                id: sharers
                model: dialog.expedition.sheetCharacters
                CheckBox {
                    required property var modelData
                    objectName: "expeditionTreasureTo_" + modelData.id
                    checked: true
                    text: modelData.name
                }
            }
        }
    }
}
