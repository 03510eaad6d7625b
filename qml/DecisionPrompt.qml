import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The engine asks a person mid-rule (take the opportunity attack? knock out?): the rule waits until one of the two
// buttons answers. Escape or closing the dialog counts as the second answer, never as no answer at all. A question
// whose answer is a square leaves the map free to click (SquareChoiceOverlay): only its Decline button is here.
// Over the map it sits in the half away from the creatures it asks about, so they stay in sight (not dimmed).
Dialog {
    id: dialog

    required property PromptDecider prompt
    property Item area: null               // the map view
    property rect avoid: Qt.rect(0, 0, 0, 0) // the creatures asked about, in the area's coordinates

    readonly property rect areaRect: area && parent ? area.mapToItem(parent, 0, 0, area.width, area.height)
                                                    : Qt.rect(0, 0, parent ? parent.width : 0, parent ? parent.height : 0)
    readonly property bool creaturesBelow: avoid.height > 0 && avoid.y + avoid.height / 2 > (area ? area.height / 2 : 0)

    title: dialog.prompt.title
    readonly property bool squareQuestion: dialog.prompt.kind === "square"

    modal: !squareQuestion
    dim: false
    // The square question's Escape is the window's (its own would make the key ambiguous and do nothing, Qt 6.4).
    closePolicy: squareQuestion ? Popup.NoAutoClose : Popup.CloseOnEscape
    x: areaRect.x + (areaRect.width - width) / 2
    y: creaturesBelow ? areaRect.y + 12 : areaRect.y + areaRect.height - height - 12
    visible: dialog.prompt.pending
    onRejected: dialog.prompt.answer(false)
    // Not modal for a square: the keyboard stays with the map, whose Escape (Edit > Clear selection / cancel)
    // declines the square.

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
                visible: !dialog.squareQuestion
                text: dialog.prompt.yesText
                highlighted: true
                focus: true
                onClicked: dialog.prompt.answer(true)
            }
        }
    }
}
