pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// One roll in the dice log: why it was rolled, each die (dropped dice struck through and faded, exploding dice
// marked with "!"), the modifiers in the notation, and the total.
Item {
    id: entry

    required property string purpose
    required property string notation
    required property int total
    required property var dice

    implicitHeight: column.implicitHeight + 8

    Column {
        id: column
        x: 8
        y: 4
        width: entry.width - 16
        spacing: 2

        Label {
            width: parent.width
            text: entry.purpose
            font.bold: true
            elide: Text.ElideRight
        }
        Row {
            spacing: 4
            Label {
                text: entry.notation
                color: "#5b5146"
                anchors.verticalCenter: parent.verticalCenter
            }
            Repeater {
                model: entry.dice
                delegate: Label {
                    required property var modelData
                    text: modelData.exploded ? qsTr("%1!").arg(modelData.value) : String(modelData.value)
                    font.strikeout: !modelData.kept
                    opacity: modelData.kept ? 1 : 0.45
                    padding: 2
                    leftPadding: 4
                    rightPadding: 4
                    background: Rectangle {
                        color: "#f3ecdc"
                        border.color: "#8a7e6c"
                        radius: 3
                    }
                }
            }
            Label {
                objectName: "total"
                text: qsTr("= %1").arg(entry.total)
                font.bold: true
                font.pixelSize: 16
                anchors.verticalCenter: parent.verticalCenter
            }
        }
    }
}
