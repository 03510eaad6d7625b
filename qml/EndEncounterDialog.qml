import QtQuick
import QtQuick.Controls
import Battlemat.Models

// Ending a fight awards XP and clears its effects: asked once, since a misclick would cost the table its turn
// order. It stays undoable (Encounter > Undo), which the text says.
Dialog {
    id: dialog

    required property EncounterController encounter

    objectName: "endEncounterDialog"
    title: qsTr("End the encounter?")
    modal: true
    focus: true
    contentWidth: 440
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: Overlay.overlay

    onAccepted: encounter.endEncounter()

    Label {
        width: 440
        wrapMode: Text.Wrap
        text: qsTr("Round %1. Ending it awards the experience for the defeated monsters and ends every effect. You can take it back with Edit > Undo.").arg(dialog.encounter.round)
    }
}
