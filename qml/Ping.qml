pragma ComponentBehavior: Bound

import QtQuick

// A ping: a ring that swells and fades over a square for a moment, on the game master's map and on the players'
// TV, so the table looks where the game master points ("the door here"). It removes itself when it has faded.
Item {
    id: ping
    objectName: "ping"
    required property real cellSize
    required property int column
    required property int row
    x: (column + 0.5) * cellSize
    y: (row + 0.5) * cellSize

    Timer {
        interval: 1800
        running: true
        onTriggered: ping.destroy()
    }

    Repeater {
        model: 2 // two rings, the second a little later: reads as a pulse, not a selection
        Rectangle {
            id: ring
            required property int index
            anchors.centerIn: parent
            width: ping.cellSize
            height: width
            radius: width / 2
            color: "transparent"
            border.color: "#ffb300"
            border.width: 4
            opacity: 0
            SequentialAnimation {
                running: true
                PauseAnimation { duration: ring.index * 350 }
                ParallelAnimation {
                    NumberAnimation { target: ring; property: "scale"; from: 0.4; to: 2.6; duration: 1300; easing.type: Easing.OutCubic }
                    NumberAnimation { target: ring; property: "opacity"; from: 1; to: 0; duration: 1300; easing.type: Easing.InQuad }
                }
            }
        }
    }
}
