import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The game master puts a condition on a creature with how long it lasts (an encounter effect, undoable).
Dialog {
    id: dialog

    required property TokenActions actions
    property string creatureId
    property string creatureName

    objectName: "conditionDialog"
    title: qsTr("Condition on %1").arg(creatureName)
    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: Overlay.overlay

    function openFor(token) {
        creatureId = token.creatureId ?? ""
        creatureName = token.name ?? ""
        open()
    }

    onAccepted: actions.addCondition(creatureId, dialog.actions.conditionNames[condition.currentIndex],
                                     durations.get(duration.currentIndex).value)

    ListModel {
        id: durations
        ListElement { value: "saveEnds" }
        ListElement { value: "endOfTargetNextTurn" }
        ListElement { value: "encounter" }
        ListElement { value: "untilResolved" }
    }

    GridLayout {
        columns: 2
        Label { text: qsTr("Condition") }
        ComboBox {
            id: condition
            objectName: "conditionChoice"
            Layout.fillWidth: true
            model: dialog.actions.conditionLabels // in the table's language; conditionNames holds the ids
        }
        Label { text: qsTr("Lasts") }
        ComboBox {
            id: duration
            objectName: "durationChoice"
            Layout.fillWidth: true
            // Orcus "Durations": the table's usual ones; "until removed" is ended from this menu.
            model: [qsTr("save ends"), qsTr("until the end of its next turn"), qsTr("until the encounter ends"),
                    qsTr("until removed")]
        }
    }
}
