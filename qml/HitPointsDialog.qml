import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Sets a creature's current and maximum hit points (maximum 0 stops tracking them outside an encounter). The
// encounter decides where it goes: its setHitPoints command during a fight, a map edit otherwise; both undoable.
Dialog {
    id: dialog
    objectName: "hitPointsDialog"

    required property EncounterController encounter
    property string creatureId
    property string creatureName

    title: qsTr("Hit points of %1").arg(creatureName)
    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: Overlay.overlay

    function openFor(token) {
        creatureId = token.creatureId ?? ""
        creatureName = token.name ?? ""
        current.value = token.hitPointsKnown ? token.hitPoints : 20
        maximum.value = token.hitPointsKnown ? token.maxHitPoints : 20
        open()
        current.focusAndSelect()
    }

    onAccepted: encounter.setHitPoints(creatureId, current.value, maximum.value)

    GridLayout {
        columns: 2
        Label { text: qsTr("Current") }
        NumberSpinBox {
            id: current
            objectName: "hitPointsCurrent"
            onCommitted: dialog.accept()
            from: -999
            to: 9999
            editable: true
        }
        Label { text: qsTr("Maximum (0: untracked)") }
        NumberSpinBox {
            id: maximum
            objectName: "hitPointsMaximum"
            onCommitted: dialog.accept()
            from: 0
            to: 9999
            editable: true
        }
    }
}
