pragma ComponentBehavior: Bound

import QtQuick

// Light sources standing on squares (a sun where each stands), drawn while the map is edited.
Item {
    id: placed

    property var lights: [] // [{kind, name, x, y, minutesLeft}], MapDocument.placedLights()
    property real cellSize: 48

    Repeater {
        model: placed.lights
        delegate: Text {
            required property var modelData
            x: modelData.x * placed.cellSize
            y: modelData.y * placed.cellSize
            width: placed.cellSize
            height: placed.cellSize
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: "\u2600"
            color: "#ffb300"
            style: Text.Outline
            styleColor: "black"
            font.pixelSize: placed.cellSize * 0.6
        }
    }
}
