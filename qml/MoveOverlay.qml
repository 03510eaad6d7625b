pragma ComponentBehavior: Bound

import QtQuick
import Battlemat.Models

// Under the tokens while a token is dragged: where the creature can get to (Walk darker than Run), the path, and
// the difficult squares on it. The squares where opportunity attacks are provoked are drawn above the tokens by
// the map view.
Item {
    id: overlay

    required property MovePreview preview
    property real cellSize: 48
    property int spaceSquares: 1 // the dragged creature's space, for where the path's dots sit

    Repeater {
        model: overlay.preview.reachable
        delegate: Rectangle {
            required property var modelData
            x: modelData.column * overlay.cellSize
            y: modelData.row * overlay.cellSize
            width: overlay.cellSize
            height: overlay.cellSize
            color: "#2f6db5"
            opacity: modelData.cost <= overlay.preview.walkBudget ? 0.18 : 0.08
        }
    }
    Repeater {
        model: overlay.preview.difficult
        delegate: Rectangle {
            required property point modelData
            x: (modelData.x + 0.1) * overlay.cellSize
            y: (modelData.y + 0.1) * overlay.cellSize
            width: overlay.cellSize * 0.8
            height: overlay.cellSize * 0.8
            color: "transparent"
            border.color: "#9a5b00"
            border.width: 3
            Text {
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: 2
                text: "2"
                color: "#9a5b00"
                font.bold: true
            }
        }
    }
    Repeater {
        model: overlay.preview.path
        delegate: Rectangle {
            required property point modelData
            required property int index
            readonly property real half: overlay.spaceSquares * overlay.cellSize / 2
            x: modelData.x * overlay.cellSize + half - width / 2
            y: modelData.y * overlay.cellSize + half - height / 2
            width: overlay.cellSize * (index === 0 ? 0.2 : 0.3)
            height: width
            radius: width / 2
            color: overlay.preview.legal ? "#1b1816" : "#b02a2a"
            border.color: "white"
        }
    }
}
