pragma ComponentBehavior: Bound

import QtQuick
import Battlemat.Models

// A rule that asks for a square (PromptDecider.squares: where a shift ends, where a far burst lands): the squares the
// rules allow, highlighted above the tokens, each with what the engine worked out about it (enemies adjacent there,
// hits expected); a click on one answers. The prompt's Decline button and Escape decline.
Item {
    id: overlay

    property PromptDecider prompt: null
    property real cellSize: 48
    readonly property bool asking: prompt !== null && prompt.pending && prompt.kind === "square"

    visible: asking
    Repeater {
        model: overlay.asking ? overlay.prompt.squares : []
        delegate: Rectangle {
            id: choice
            required property var modelData
            objectName: "squareChoice_" + modelData.x + "_" + modelData.y
            x: modelData.x * overlay.cellSize
            y: modelData.y * overlay.cellSize
            width: overlay.cellSize
            height: overlay.cellSize
            color: pointer.containsMouse ? "#1f8a4c" : "#2fae63"
            opacity: pointer.containsMouse ? 0.7 : 0.38
            border.color: "#145c33"
            border.width: 2
            Text {
                anchors.centerIn: parent
                text: choice.modelData.label
                color: "#0b2e1a"
                font.bold: true
                font.pixelSize: overlay.cellSize * 0.3
            }
            MouseArea {
                id: pointer
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: overlay.prompt.chooseSquare(choice.modelData.x, choice.modelData.y)
            }
        }
    }
}
