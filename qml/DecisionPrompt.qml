import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The engine asks a person mid-rule (take the opportunity attack? knock out?): the rule waits until one of the two
// buttons answers. Escape or closing the dialog counts as the second answer, never as no answer at all.
Dialog {
    id: dialog

    required property PromptDecider prompt

    title: dialog.prompt.title
    modal: true
    closePolicy: Popup.CloseOnEscape
    anchors.centerIn: Overlay.overlay
    visible: dialog.prompt.pending
    onRejected: dialog.prompt.answer(false)

    ColumnLayout {
        spacing: 12
        Label {
            Layout.maximumWidth: 420
            wrapMode: Text.WordWrap
            text: dialog.prompt.question
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Button {
                objectName: "promptNo"
                text: dialog.prompt.noText
                onClicked: dialog.prompt.answer(false)
            }
            Button {
                objectName: "promptYes"
                text: dialog.prompt.yesText
                highlighted: true
                focus: true
                onClicked: dialog.prompt.answer(true)
            }
        }
    }
}
