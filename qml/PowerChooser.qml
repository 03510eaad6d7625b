import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat
import Battlemat.Models

// The attacker's power while an encounter runs: what the targeting preview shows and what Ctrl+click rolls.
Pane {
    id: chooser

    required property TargetingPreview preview
    property EncounterController encounter: null
    property string attackerId: "" // the selected token's creature; empty: nothing selected

    objectName: "powerChooser"
    padding: 4
    visible: chooser.attackerId.length > 0 && chooser.encounter !== null && chooser.encounter.running
             && powerBox.count > 1
    opacity: 0.92
    ColumnLayout {
        RowLayout {
            Label { text: qsTr("Power") }
            ChoiceBox {
                id: powerBox
                objectName: "powerBox"
                textRole: "name"
                valueRole: "id"
                model: {
                    const none = [{ id: "", name: qsTr("Automatic (basic attack)") }]
                    if (chooser.attackerId.length === 0 || chooser.encounter === null || !chooser.encounter.running)
                        return none
                    chooser.encounter.logSize // re-read after every command (powers get used)
                    return none.concat(chooser.preview.powersOf(chooser.attackerId))
                }
                onActivated: chooser.preview.powerId = currentValue
                // The list is rebuilt after every command: keep showing the power the preview uses.
                onModelChanged: currentIndex = Math.max(0, indexOfValue(chooser.preview.powerId))
                Connections {
                    target: chooser.preview
                    function onChanged() {
                        powerBox.currentIndex = Math.max(0, powerBox.indexOfValue(chooser.preview.powerId))
                    }
                }
            }
        }
        // How the attack is made, for whoever has not read the manual: the odds come on pointing, not on clicking
        // (a click selects the target, and its details replace the attacker's).
        Label {
            objectName: "attackHint"
            visible: !wallHint.visible
            text: qsTr("Point at a target for the odds; Ctrl+click it to roll")
            color: Theme.textMuted
            wrapMode: Text.Wrap
            Layout.maximumWidth: 360
        }
        // A wall power: how to lay it, then how far it is laid (or why it cannot stand so).
        Label {
            id: wallHint
            objectName: "wallHint"
            // The power the preview uses (its powerId), whoever chose it.
            readonly property var chosen: {
                const powers = powerBox.model
                for (let i = 0; i < powers.length; ++i) {
                    if (powers[i].id === chooser.preview.powerId)
                        return powers[i]
                }
                return null
            }
            visible: chosen !== null && chosen.wall === true
            text: chooser.preview.wallPlanStatus.length > 0
                  ? chooser.preview.wallPlanStatus
                  : qsTr("Shift+click %n square(s) to lay the wall, the first beside its origin", "",
                         visible ? chosen.size : 0)
            wrapMode: Text.Wrap
            Layout.maximumWidth: 360
        }
    }
}
