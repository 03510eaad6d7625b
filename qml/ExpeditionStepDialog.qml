import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat
import Battlemat.Models

// An expedition dialog whose OK is one step of the expedition. A step the engine refuses keeps the dialog open with
// what was typed and says why in it: closed, the refusal went to the panel's top line, often scrolled out of sight
// under the latest results, and the stages or scores typed were lost.
Dialog {
    id: dialog

    required property ExpeditionModel expedition
    // The dialog's step, which each dialog overrides: runs it on the expedition, returns whether the engine took it.
    function step(): bool {
        return true
    }
    // Why the last OK was refused, in the table's language; empty after a fresh open.
    property string refusal: ""
    // While the dialog opens again after a refusal: its fields keep what was typed.
    property bool retrying: false
    // Opened anew (not after a refusal): the dialog fills its fields.
    signal fresh

    modal: true
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: Overlay.overlay

    header: ColumnLayout {
        spacing: 0
        Label {
            Layout.fillWidth: true
            text: dialog.title
            visible: dialog.title !== ""
            elide: Label.ElideRight
            font.bold: true
            padding: 6
        }
        Label {
            objectName: dialog.objectName + "Refusal"
            Layout.fillWidth: true
            Layout.preferredWidth: 1 // the dialog's width, never the text's: a wrapped line must not widen it
            visible: text !== ""
            leftPadding: 6
            rightPadding: 6
            wrapMode: Text.Wrap
            color: Theme.error
            text: dialog.refusal
        }
    }

    onAboutToShow: {
        if (retrying) {
            retrying = false
            return
        }
        refusal = ""
        fresh()
    }
    onAccepted: {
        if (dialog.step())
            return
        refusal = expedition.errorMessage
        retrying = true
    }
    // Open again once closed: open() while the closing is still under way is lost.
    onClosed: {
        if (retrying)
            open()
    }
    onRejected: refusal = ""
}
