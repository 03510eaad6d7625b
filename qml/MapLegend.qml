pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import Battlemat.Models

// What the map's colours and patterns mean (View > Map legend), on the laptop and the TV: each terrain kind with its
// swatch (the map editor's palette, MapDocument.terrainPalette) and the wall and the doors in their three states,
// drawn by TerrainSwatch exactly as the board draws them.
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
            model: legend.document.terrainPalette()
            delegate: Row {
                required property var modelData
                spacing: Theme.gapMedium
                TerrainSwatch {
                    width: legend.textSize * 1.6
                    height: width
                    terrain: parent.modelData.terrain
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
            // battlemat::EdgeFeature: 1 wall, 2 open, 3 closed, 4 locked door.
            model: [
                { edge: 1, name: qsTr("Wall") },
                { edge: 2, name: qsTr("Open door") },
                { edge: 3, name: qsTr("Closed door") },
                { edge: 4, name: qsTr("Locked door") }
            ]
            delegate: Row {
                id: edgeEntry
                required property var modelData
                spacing: Theme.gapMedium
                TerrainSwatch {
                    width: legend.textSize * 1.6
                    height: width
                    edge: edgeEntry.modelData.edge
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: parent.modelData.name
                    font.pixelSize: legend.textSize
                    color: Theme.ink
                }
            }
        }
        // The game master's mark on a secret door, where the map has one (the players' copy has none).
        Row {
            visible: legend.document.secretDoors.length > 0
            spacing: Theme.gapMedium
            Rectangle {
                width: legend.textSize * 1.6
                height: width
                radius: width / 4
                color: Theme.secretDoor
                Text {
                    anchors.centerIn: parent
                    text: qsTr("S", "secret door mark")
                    color: "white"
                    font.bold: true
                    font.pixelSize: legend.textSize
                }
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Secret door (a wall to the players until found)")
                font.pixelSize: legend.textSize
                color: Theme.ink
            }
        }
        ConditionLegend {
            textSize: legend.textSize
        }
    }
}
