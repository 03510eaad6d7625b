import QtQuick
import Battlemat.Models

// Zoomed out the tokens are one layer (TokenLayerItem), not items: a drag that starts on a token moves it as a
// token item's drag does. It reports the gesture; the MapView previews and commits the move.
DragHandler {
    id: drag
    required property TokenLayerItem layer
    required property TokenModel tokens
    required property MapCamera camera
    required property BattleMapItem board
    property bool editing: false

    signal started(int row, string creatureId, int spaceSquares, bool moving)
    signal moved(point square, bool safest, bool step) // Shift: the safest path; Alt: a Step
    signal dropped(string creatureId, point square, bool moving)

    property string creatureId: ""
    property point grab: Qt.point(0, 0) // the pressed square less the token's top-left square
    property bool moving: false

    target: null
    acceptedButtons: Qt.LeftButton

    function targetSquare() {
        const p = camera.toContent(centroid.position.x, centroid.position.y)
        const square = board.squareAt(p.x, p.y)
        return square.x < 0 ? Qt.point(-1, -1) : Qt.point(square.x - grab.x, square.y - grab.y)
    }
    onActiveChanged: {
        if (active) {
            const p = camera.toContent(centroid.pressPosition.x, centroid.pressPosition.y)
            const row = layer.rowAt(p.x, p.y)
            creatureId = ""
            if (row < 0)
                return // open ground: nothing to move
            const token = tokens.tokenAt(row)
            const pressed = board.squareAt(p.x, p.y)
            creatureId = token.creatureId
            grab = Qt.point(pressed.x - token.column, pressed.y - token.row)
            moving = !editing
            started(row, creatureId, token.spaceSquares, moving)
            return
        }
        if (creatureId.length > 0)
            dropped(creatureId, targetSquare(), moving)
        creatureId = ""
    }
    onCentroidChanged: {
        if (active && moving && creatureId.length > 0)
            moved(targetSquare(), (centroid.modifiers & Qt.ShiftModifier) !== 0,
                  (centroid.modifiers & Qt.AltModifier) !== 0)
    }
}
