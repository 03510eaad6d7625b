pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import Battlemat.Models

// What the map's colours mean (View > Map legend), on the laptop and the TV: each terrain kind with its swatch
// (the map editor's palette, MapDocument.terrainPalette) and the wall and the doors in their three states.
Rectangle {
    id: legend

    required property MapDocument document
    property bool large: false // the TV: read from across the room

    readonly property int textSize: large ? 20 : Theme.textBody
    implicitWidth: column.implicitWidth + 2 * Theme.gapMedium
    implicitHeight: column.implicitHeight + 2 * Theme.gapMedium
    color: "#e6f3ecdc"
    border.color: Theme.ink
    radius: 4

    Column {
        id: column
        x: Theme.gapMedium
        y: Theme.gapMedium
        spacing: Theme.gap
        Repeater {
            // Open ground is the plain board: it needs no entry.
            model: legend.document.terrainPalette()
            delegate: Row {
                required property var modelData
                visible: modelData.terrain !== 0
                spacing: Theme.gapMedium
                Rectangle {
                    width: legend.textSize * 1.3
                    height: width
                    color: parent.modelData.colour
                    border.color: Theme.ink
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: parent.modelData.name
                    font.pixelSize: legend.textSize
                    color: Theme.ink
                }
            }
        }
        Repeater {
            model: [
                { colour: Theme.wall, name: qsTr("Wall") },
                { colour: Theme.doorOpen, name: qsTr("Open door") },
                { colour: Theme.doorClosed, name: qsTr("Closed door") },
                { colour: Theme.doorLocked, name: qsTr("Locked door") }
            ]
            delegate: Row {
                id: edgeEntry
                required property var modelData
                spacing: Theme.gapMedium
                Item {
                    width: legend.textSize * 1.3
                    height: width
                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.width
                        height: Math.max(4, parent.height * 0.25)
                        color: edgeEntry.modelData.colour
                    }
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: parent.modelData.name
                    font.pixelSize: legend.textSize
                    color: Theme.ink
                }
            }
        }
        ConditionLegend {
            textSize: legend.textSize
        }
    }
}
