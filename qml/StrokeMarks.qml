pragma ComponentBehavior: Bound

import QtQuick

// The squares of the stroke being painted and the edges being drawn, before the edit is committed (EditStroke);
// in the map's content coordinates. Sized 0 x 0 so that MapView's hit test (childAt) never takes it for a token.
Item {
    id: marks

    property var squares: [] // points (column, row)
    property var edges: []   // {x, y, side}, side 0..3 = N, E, S, W
    property real cellSize: 48

    Repeater {
        model: marks.squares
        delegate: Rectangle {
            required property point modelData
            x: modelData.x * marks.cellSize
            y: modelData.y * marks.cellSize
            width: marks.cellSize
            height: marks.cellSize
            color: "#ffd54a"
            opacity: 0.5
        }
    }
    Repeater {
        model: marks.edges
        delegate: Rectangle {
            required property var modelData
            readonly property bool vertical: modelData.side === 1 || modelData.side === 3
            x: (modelData.x + (modelData.side === 1 ? 1 : 0)) * marks.cellSize - (vertical ? 3 : 0)
            y: (modelData.y + (modelData.side === 2 ? 1 : 0)) * marks.cellSize - (vertical ? 0 : 3)
            width: vertical ? 6 : marks.cellSize
            height: vertical ? marks.cellSize : 6
            color: "#ffd54a"
        }
    }
}
