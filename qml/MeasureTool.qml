pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Battlemat.Models

// The ruler over the map (View > Measure distance, Ctrl+M): a drag or each click adds a square to the path, the line
// runs on to the square under the pointer, and the distance by the Orcus count (the grid engine's) is shown at the pointer.
// Right-click takes the last square back; Escape or Ctrl+M again puts the ruler away. On the players' window it
// shows the game master's ruler (source), drawn the same way and taking no clicks.
Item {
    id: tool

    required property MapCamera camera
    required property BattleMapItem board
    property real cellSize: 48
    property bool active: false
    property MeasureRuler source: null
    readonly property alias ruler: ownRuler
    readonly property MeasureRuler shown: tool.source ? tool.source : ownRuler

    visible: active
    onActiveChanged: if (!active) ownRuler.clear()

    MeasureRuler {
        id: ownRuler
    }

    // The centre of a square in view coordinates.
    function centreOf(column, row) {
        return Qt.point((column + 0.5) * tool.cellSize * tool.camera.zoom + tool.camera.panX,
                        (row + 0.5) * tool.cellSize * tool.camera.zoom + tool.camera.panY)
    }
    function squareAt(x, y) {
        const p = tool.camera.toContent(x, y)
        return tool.board.squareAt(p.x, p.y)
    }

    // The legs: clicked squares, then on to the hovered one.
    readonly property var legs: {
        const points = tool.shown.points.slice()
        if (points.length > 0 && tool.shown.hovered.x >= 0)
            points.push({ x: tool.shown.hovered.x, y: tool.shown.hovered.y, total: tool.shown.totalToHovered })
        const result = []
        for (let i = 1; i < points.length; ++i)
            result.push({ from: points[i - 1], to: points[i], open: i === tool.shown.points.length })
        return result
    }

    Repeater {
        model: tool.legs
        delegate: Rectangle {
            required property var modelData
            readonly property point a: tool.centreOf(modelData.from.x, modelData.from.y)
            readonly property point b: tool.centreOf(modelData.to.x, modelData.to.y)
            x: a.x
            y: a.y - height / 2
            width: Math.sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y))
            height: 4
            transformOrigin: Item.Left
            rotation: Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI
            color: "#ffd54a"
            opacity: modelData.open ? 0.7 : 1
            border.color: "#1b1816"
            border.width: 1
        }
    }
    Repeater {
        model: tool.shown.points
        delegate: Rectangle {
            required property var modelData
            readonly property point c: tool.centreOf(modelData.x, modelData.y)
            x: c.x - 6
            y: c.y - 6
            width: 12
            height: 12
            radius: 6
            color: "#ffd54a"
            border.color: "#1b1816"
        }
    }
    Label {
        id: distanceLabel
        objectName: "measureLabel"
        readonly property point end: tool.shown.points.length === 0 ? Qt.point(0, 0)
                                     : tool.shown.hovered.x >= 0
                                       ? tool.centreOf(tool.shown.hovered.x, tool.shown.hovered.y)
                                       : tool.centreOf(tool.shown.points[tool.shown.points.length - 1].x,
                                                       tool.shown.points[tool.shown.points.length - 1].y)
        visible: tool.shown.points.length > 0
        x: Math.max(8, Math.min(tool.width - width - 8, end.x + 14))
        y: Math.max(8, Math.min(tool.height - height - 8, end.y - height - 14))
        text: qsTr("%n square(s)", "", tool.shown.totalToHovered)
        color: "white"
        font.bold: true
        font.pixelSize: 15
        padding: 5
        background: Rectangle {
            color: "#1b1816"
            opacity: 0.9
            radius: 4
        }
    }
    Label {
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: 8
        width: Math.min(implicitWidth, tool.width - 16)
        wrapMode: Text.Wrap
        visible: !tool.source
        text: qsTr("Measuring: drag, or click squares to measure along them; right-click takes the last back; Esc ends")
        color: "white"
        padding: 5
        background: Rectangle {
            color: "#1b1816"
            opacity: 0.8
            radius: 4
        }
    }

    TapHandler {
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        enabled: tool.active && !tool.source
        onTapped: (eventPoint, button) => {
            if (button === Qt.RightButton) {
                ownRuler.removeLast()
                return
            }
            const sq = tool.squareAt(eventPoint.position.x, eventPoint.position.y)
            ownRuler.addPoint(sq.x, sq.y)
        }
    }
    // A drag measures too, as a person expects of a ruler: the press is the first square (or the next one of a
    // path already clicked), the line follows the pointer, and the release adds the square it ends on.
    DragHandler {
        target: null
        acceptedButtons: Qt.LeftButton
        enabled: tool.active && !tool.source
        onActiveChanged: {
            const at = active ? centroid.pressPosition : centroid.position
            const sq = tool.squareAt(at.x, at.y)
            ownRuler.addPoint(sq.x, sq.y)
        }
        onCentroidChanged: {
            if (!active)
                return
            const sq = tool.squareAt(centroid.position.x, centroid.position.y)
            ownRuler.hovered = Qt.point(sq.x, sq.y)
        }
    }
    HoverHandler {
        enabled: tool.active && !tool.source
        onPointChanged: {
            const sq = tool.squareAt(point.position.x, point.position.y)
            ownRuler.hovered = Qt.point(sq.x, sq.y)
        }
    }
}
