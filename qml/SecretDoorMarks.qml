pragma ComponentBehavior: Bound

import QtQuick
import Battlemat

// The game master's mark on each secret door (the players' window draws it as a wall until found): a violet badge
// with an S on the door's middle, in the map's content coordinates. The players' copy of the map carries no secret
// doors, so the same view on the TV marks none. Sized 0 x 0 so that MapView's hit test never takes it for a token.
Item {
    id: marks

    property var doors: [] // {x, y, side}, side 0..3 = N, E, S, W (MapDocument.secretDoors)
    property real cellSize: 48

    Repeater {
        model: marks.doors
        delegate: Rectangle {
            required property var modelData
            readonly property real size: Math.max(14, marks.cellSize * 0.36)
            // The middle of the edge.
            readonly property real edgeX: (modelData.x + (modelData.side === 1 ? 1
                                                          : modelData.side === 3 ? 0 : 0.5)) * marks.cellSize
            readonly property real edgeY: (modelData.y + (modelData.side === 2 ? 1
                                                          : modelData.side === 0 ? 0 : 0.5)) * marks.cellSize
            objectName: "secretDoor-" + modelData.x + "-" + modelData.y + "-" + modelData.side
            x: edgeX - size / 2
            y: edgeY - size / 2
            width: size
            height: size
            radius: size / 4
            color: Theme.secretDoor
            border.color: "white"
            border.width: 1
            Text {
                anchors.centerIn: parent
                // The first letter of "secret door" in the table's language.
                text: qsTr("S", "secret door mark")
                color: "white"
                font.bold: true
                font.pixelSize: parent.size * 0.7
            }
        }
    }
}
