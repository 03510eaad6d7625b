import QtQuick
import Battlemat.Models

// An editing stroke on the map: terrain or ambient light painted square by square, or walls and doors drawn edge by edge, every
// square or edge along the pointer's path; the whole stroke is one map edit when it ends.
QtObject {
    id: stroke

    // The map view it is drawn on, for its square and edge lookups (a QML type cannot name the type that creates
    // it: docs/building.md, trap 18).
    property var mapView
    required property MapDocument document
    property string tool: "select"
    property int paintTerrain: 1
    property int edgeFeature: 1
    // Not a feature of the edge: the walls and doors tool's choice that hides or reveals a door (MapEditPanel).
    readonly property int secretDoorFeature: 5
    property int paintLight: 0
    property int paintFog: 1 // 1 reveal, 2 hide, 0 clear: the players' fog brush
    // The fog brush's shape: "brush" (the squares under the pointer), "rectangle" (dragged from corner to corner)
    // or "room" (the click's room, flooded to its walls and doors by the engine: FogRegion::room).
    property string fogShape: "brush"
    // The rectangle being dragged, in squares (width 0: none), drawn by the map view until the stroke ends.
    property rect fogRectangle: Qt.rect(0, 0, 0, 0)
    property point firstSquare: Qt.point(-1, -1)
    property real squareOnScreen: 48 // pixels per square on screen

    property var squares: []
    property var edges: []
    property point last: Qt.point(-1, -1)
    function begin(x, y) {
        last = Qt.point(x, y)
        firstSquare = stroke.mapView.squareAtView(x, y)
        addAt(x, y)
    }
    // Every square or edge along the pointer's path, so a fast stroke leaves no gaps.
    function add(x, y) {
        const step = Math.max(2, stroke.squareOnScreen / 3)
        const dx = x - last.x
        const dy = y - last.y
        const n = Math.ceil(Math.sqrt(dx * dx + dy * dy) / step)
        for (let i = 1; i <= n; ++i)
            addAt(last.x + dx * i / n, last.y + dy * i / n)
        last = Qt.point(x, y)
    }
    function addAt(x, y) {
        if (stroke.tool === "fog" && stroke.fogShape !== "brush") {
            const sq = stroke.mapView.squareAtView(x, y)
            if (stroke.fogShape === "rectangle" && stroke.firstSquare.x >= 0 && sq.x >= 0)
                fogRectangle = Qt.rect(Math.min(sq.x, firstSquare.x), Math.min(sq.y, firstSquare.y),
                                       Math.abs(sq.x - firstSquare.x) + 1, Math.abs(sq.y - firstSquare.y) + 1)
            return
        }
        if (stroke.tool === "terrain" || stroke.tool === "light" || stroke.tool === "fog") {
            const sq = stroke.mapView.squareAtView(x, y)
            if (sq.x < 0 || squares.some(s => s.x === sq.x && s.y === sq.y))
                return
            squares = squares.concat([sq])
        } else if (stroke.tool === "edge") {
            const e = stroke.mapView.edgeAtView(x, y)
            if (!e || edges.some(o => o.x === e.x && o.y === e.y && o.side === e.side))
                return
            edges = edges.concat([e])
        }
    }
    function commit() {
        const fogNames = ["none", "revealed", "concealed"]
        if (stroke.tool === "fog" && stroke.fogShape === "rectangle" && fogRectangle.width > 0) {
            const r = fogRectangle
            stroke.document.runEdit({ type: "map.paintFog", fog: fogNames[stroke.paintFog],
                                      rectangle: [r.x, r.y, r.x + r.width - 1, r.y + r.height - 1] })
        } else if (stroke.tool === "fog" && stroke.fogShape === "room" && firstSquare.x >= 0) {
            stroke.document.runEdit({ type: "map.paintFog", fog: fogNames[stroke.paintFog],
                                      room: [firstSquare.x, firstSquare.y] })
        } else if (squares.length > 0 && stroke.tool === "light")
            stroke.document.paintAmbient(squares, stroke.paintLight)
        else if (squares.length > 0 && stroke.tool === "fog")
            stroke.document.paintFog(squares, stroke.paintFog)
        else if (squares.length > 0)
            stroke.document.paintTerrain(squares, stroke.paintTerrain)
        if (edges.length > 0 && stroke.edgeFeature === stroke.secretDoorFeature) {
            // The secret door tool hides or reveals the first door the stroke touched: one door per click.
            stroke.document.toggleSecretDoor(edges[0].x, edges[0].y, edges[0].side)
        } else if (edges.length > 0) {
            // Clicking an edge that already has this feature clears it.
            stroke.document.setEdges(edges, stroke.edgeFeature)
        }
        squares = []
        edges = []
        fogRectangle = Qt.rect(0, 0, 0, 0)
        firstSquare = Qt.point(-1, -1)
    }
}
