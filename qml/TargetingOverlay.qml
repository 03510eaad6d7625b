pragma ComponentBehavior: Bound

import QtQuick
import Battlemat.Models

// Over the tokens while a target is hovered: the cover lines from the attacker's chosen corner, and an area
// power's template with the creatures it reaches; and the wall being laid, whatever is hovered.
Item {
    id: overlay

    required property TargetingPreview preview
    property real cellSize: 48

    // Targeting: the four cover lines from the attacker's corner, green when clear, red and thinner when blocked.
    Repeater {
        model: overlay.preview.lines
        delegate: Rectangle {
            required property var modelData
            readonly property real dx: (modelData.x2 - modelData.x1) * overlay.cellSize
            readonly property real dy: (modelData.y2 - modelData.y1) * overlay.cellSize
            objectName: modelData.blocked ? "coverLineBlocked" : "coverLineClear"
            x: modelData.x1 * overlay.cellSize
            y: modelData.y1 * overlay.cellSize - height / 2
            width: Math.sqrt(dx * dx + dy * dy)
            height: modelData.blocked ? 2 : 3
            transformOrigin: Item.Left
            rotation: Math.atan2(dy, dx) * 180 / Math.PI
            color: modelData.blocked ? "#d02020" : "#2fa84f"
            opacity: modelData.blocked ? 0.7 : 0.9
            z: 4
        }
    }
    Rectangle {
        visible: overlay.preview.active
        x: overlay.preview.corner.x * overlay.cellSize - width / 2
        y: overlay.preview.corner.y * overlay.cellSize - height / 2
        width: 10
        height: 10
        radius: 5
        color: "#2fa84f"
        border.color: "white"
        z: 4
    }

    // An area power's template at the hovered target: reached squares in amber, those behind an obstacle grey.
    Repeater {
        model: overlay.preview.areaSquares
        delegate: Rectangle {
            required property var modelData
            objectName: "areaSquare"
            x: modelData.column * overlay.cellSize
            y: modelData.row * overlay.cellSize
            width: overlay.cellSize
            height: overlay.cellSize
            color: modelData.reached ? "#e8a33a" : "#7a746c"
            opacity: modelData.reached ? 0.35 : 0.25
            border.color: modelData.reached ? "#b06d10" : "#5b5146"
            border.width: 1
            z: 3
        }
    }
    // The creatures the area attacks, ringed whatever their size.
    Repeater {
        model: overlay.preview.areaTargetSpaces
        delegate: Rectangle {
            required property var modelData
            objectName: "areaTarget"
            x: modelData.column * overlay.cellSize - 3
            y: modelData.row * overlay.cellSize - 3
            width: modelData.size * overlay.cellSize + 6
            height: width
            radius: width / 2
            color: "transparent"
            border.color: "#e07010"
            border.width: 3
            z: 5
        }
    }
    // The wall the game master is laying (Shift+click), numbered in the order the squares were laid.
    Repeater {
        model: overlay.preview.wallPlan
        delegate: Rectangle {
            required property var modelData
            objectName: "wallPlanSquare"
            x: modelData.column * overlay.cellSize + 3
            y: modelData.row * overlay.cellSize + 3
            width: overlay.cellSize - 6
            height: overlay.cellSize - 6
            color: "transparent"
            border.color: "#2060c0"
            border.width: 3
            z: 4
            Text {
                anchors.centerIn: parent
                text: parent.modelData.index
                color: "#2060c0"
                font.bold: true
                font.pixelSize: overlay.cellSize / 3
            }
        }
    }
}
