import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A number the engine derives (never typed): a caption and the value, with how it is made up on hover.
ColumnLayout {
    id: root

    required property string label
    property var value
    property string breakdown
    property alias valueLabel: valueText

    spacing: 0

    Label {
        text: root.label
        font.pixelSize: 11
        color: "#4a4036"
    }
    Label {
        id: valueText
        text: root.value === undefined ? "—" : String(root.value)
        font.bold: true
        font.pixelSize: 18

        HoverHandler {
            id: hover
        }
        ToolTip.visible: hover.hovered && root.breakdown.length > 0
        ToolTip.text: root.breakdown
    }
}
