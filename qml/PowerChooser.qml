import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
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
    RowLayout {
        Label { text: qsTr("Power") }
        ComboBox {
            id: powerBox
            objectName: "powerBox"
            implicitContentWidthPolicy: ComboBox.WidestText
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
        }
    }
}
