import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One bar plot of Simulate from here (SimulationDialog): bars [{label, count, share}] with share the bar's height
// relative to the tallest; a bar's tool tip says how many fights it counts.
ColumnLayout {
    id: plot

    property string heading
    property var bars: []

    spacing: 2
    Label {
        text: plot.heading
        font.bold: true
    }
    // Bars of equal width across the plot: each fills its share of the row.
    RowLayout {
        Layout.fillWidth: true
        Layout.preferredHeight: 90
        spacing: 2
        Repeater {
            model: plot.bars
            delegate: Item {
                id: bar
                required property var modelData
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.preferredHeight: 90
                Rectangle {
                    anchors.bottom: parent.bottom
                    width: parent.width
                    height: Math.max(1, bar.modelData.share * 72)
                    color: bar.palette.highlight
                }
                ToolTip.visible: barHover.hovered
                ToolTip.text: qsTr("%1: %n fight(s)", "", bar.modelData.count).arg(bar.modelData.label)
                HoverHandler {
                    id: barHover
                }
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 2
        Repeater {
            model: plot.bars
            delegate: Label {
                id: label
                required property var modelData
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: 10
                text: label.modelData.tick
                elide: Text.ElideRight
            }
        }
    }
}
