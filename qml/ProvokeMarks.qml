pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Battlemat.Models

// Above the tokens while a move is dragged: a red ring at each square where an opportunity attack is provoked,
// numbered in the ring; the move's status line names the attackers by number ("1: Skeleton 1"). The names are
// not written on the map, where they covered the tokens' own names and ran together on neighbouring squares.
Item {
    id: marks

    required property MovePreview preview
    property real cellSize: 48
    property int spaceSquares: 1 // the dragged creature's space
    property real viewZoom: 1    // the badge keeps a readable size on screen at any zoom

    // The first attacker's number at a square.
    function firstAt(column, row) {
        const provokes = marks.preview.provokes
        for (let i = 0; i < provokes.length; ++i) {
            if (provokes[i].column === column && provokes[i].row === row)
                return i
        }
        return 0
    }

    Repeater {
        model: marks.preview.provokes
        delegate: Rectangle {
            id: ring
            required property var modelData
            required property int index
            objectName: "provoke-" + modelData.attackerId
            x: modelData.column * marks.cellSize
            y: modelData.row * marks.cellSize
            width: marks.spaceSquares * marks.cellSize
            height: width
            radius: width / 2
            color: "transparent"
            border.color: "#c01818"
            border.width: Math.max(3, 3 / marks.viewZoom)
            Label {
                objectName: "provokeNumber"
                anchors.centerIn: parent
                // Several attackers at one square: their numbers side by side, not on top of each other.
                anchors.horizontalCenterOffset: (ring.index - marks.firstAt(ring.modelData.column, ring.modelData.row))
                                                * width
                scale: Math.max(1, 1 / marks.viewZoom)
                text: String(ring.index + 1)
                color: "white"
                font.bold: true
                font.pixelSize: 11
                padding: 2
                background: Rectangle {
                    color: "#c01818"
                    radius: 3
                }
            }
        }
    }
}
