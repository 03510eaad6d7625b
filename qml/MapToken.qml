pragma ComponentBehavior: Bound

import QtQuick
import Battlemat.Models

// A token on the map view with what the game master does to it: hover (the map view shows the targeting label
// over the pointed-at target), click to select, Ctrl+click to roll the previewed attack, right-click for its menu, drag to
// move. It reports each gesture; the MapView decides (it previews and commits moves through the engine).
TokenItem {
    id: token
    required property int tokenIndex // the row in the view's TokenModel
    required property string creatureId
    required property string character // the campaign hero it is (its action dice); empty for monsters
    required property string portrait  // a data URL; empty: none
    required property var path         // [{x, y}]: the squares its last move went through (TokenModel "path")
    required property int column
    required property int row
    required property BattleMapItem board
    property bool interactive: true    // false on the players' screen
    property bool editing: false
    property bool draggable: true      // playing, or editing with the select tool, on a map that may change
    property bool spaceHeld: false     // Space + drag pans instead
    property bool pointedAt: false     // the hovered token
    property bool canRoll: false       // a targeting preview with odds: Ctrl+click rolls

    signal pointerEntered(bool inside)
    signal selectRequested()
    signal rollRequested()
    signal menuRequested(real x, real y) // token coordinates
    signal dragStarted(bool moving)
    signal dragMoved(point square, bool safest, bool step) // Shift: the safest path; Alt: a Step
    signal dropped(point square, bool moving)

    objectName: "token-" + creatureId
    portraitUrl: portrait
    x: placeX()
    y: placeY()

    // A moved token glides along the squares it moved through (on the players' window only those they see), on
    // both screens; one the game master dragged himself is already there. Without a path (placed, undone, a map
    // edit) the players' window glides it straight and the game master's shows it there at once.
    property var glidePoints: []      // squares, from where it stood through its path
    property real glideAt: 0          // how far along glidePoints (0 .. length - 1)
    property point shownSquare        // where it was last put; set, not bound, so that a move can see where from
    property bool droppedHere: false  // the game master's own drag put it where the model now says
    function glideSquare() {
        const i = Math.max(0, Math.min(glidePoints.length - 2, Math.floor(glideAt)))
        const a = glidePoints[i]
        const b = glidePoints[i + 1]
        const f = glideAt - i
        return Qt.point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
    }
    function placeX() { return glide.running ? glideSquare().x * cellSize : column * cellSize }
    function placeY() { return glide.running ? glideSquare().y * cellSize : row * cellSize }
    function startGlide() {
        // A copy: a point read from a property follows the property, which is set to the new square next.
        const from = Qt.point(shownSquare.x, shownSquare.y)
        const to = Qt.point(column, row)
        shownSquare = to
        if (droppedHere || (from.x === to.x && from.y === to.y)) {
            droppedHere = false
            return
        }
        const steps = token.path ?? []
        const last = steps.length > 0 ? steps[steps.length - 1] : null
        const points = [from]
        if (last !== null && last.x === to.x && last.y === to.y) {
            for (let i = 0; i < steps.length; ++i)
                points.push(Qt.point(steps[i].x, steps[i].y))
        } else if (token.interactive) {
            return // put there without a path (placed, undone): the game master's map shows it there at once
        } else {
            points.push(to) // the players see it move, straight across
        }
        glidePoints = points
        glide.to = points.length - 1
        glide.duration = points.length > 2 ? Math.min(1000, 150 * (points.length - 1)) : 350
        glide.restart()
    }
    Component.onCompleted: shownSquare = Qt.point(column, row)
    // Judged once the model has set all the roles of a change (its place and its path): a 0 ms timer.
    onColumnChanged: glideLater.restart()
    onRowChanged: glideLater.restart()
    Timer {
        id: glideLater
        interval: 0
        onTriggered: token.startGlide()
    }
    NumberAnimation {
        id: glide
        objectName: "glide"
        target: token
        property: "glideAt"
        from: 0
        easing.type: Easing.InOutSine
    }
    // The hovered target on top, so its name is not covered by the tokens drawn after it. Otherwise a token lower on
    // the map is drawn over the ones above it: a name hangs below its token, and on the TV it must not hide the
    // creature standing in the square underneath (the fraction keeps every token between the other layers).
    z: (pointedAt ? 3 : selected ? 2 : 1) + Math.min(row, 9999) / 10000

    HoverHandler {
        enabled: !token.editing && token.interactive
        onHoveredChanged: token.pointerEntered(hovered)
    }
    TapHandler {
        acceptedButtons: Qt.LeftButton
        acceptedModifiers: Qt.NoModifier
        enabled: !token.spaceHeld && token.interactive
        onTapped: token.selectRequested()
    }
    // Ctrl+click on the previewed target rolls the attack (the dice log explains it).
    TapHandler {
        acceptedButtons: Qt.LeftButton
        acceptedModifiers: Qt.ControlModifier
        enabled: token.interactive && token.canRoll && token.pointedAt
        onTapped: token.rollRequested()
    }
    TapHandler {
        acceptedButtons: Qt.RightButton
        enabled: token.interactive
        onTapped: eventPoint => token.menuRequested(eventPoint.position.x, eventPoint.position.y)
    }
    DragHandler {
        readonly property bool moving: !token.editing && token.interactive
        // Where the pointer held the token at the press, from its top-left corner (map pixels).
        property point grab: Qt.point(0, 0)
        enabled: !token.spaceHeld && token.draggable
        acceptedButtons: Qt.LeftButton
        // The square under the token's top-left quarter: where its space would start. Taken from the pointer, not
        // from the token's x and y: the handler reports a move before it moves the token.
        function targetSquare() {
            const p = token.board.mapFromItem(null, centroid.scenePosition.x, centroid.scenePosition.y)
            return token.board.squareAt(p.x - grab.x + token.cellSize / 2, p.y - grab.y + token.cellSize / 2)
        }
        onActiveChanged: {
            if (active) {
                const p = token.board.mapFromItem(null, centroid.scenePressPosition.x, centroid.scenePressPosition.y)
                grab = Qt.point(p.x - token.column * token.cellSize, p.y - token.row * token.cellSize)
                token.dragStarted(moving)
                return
            }
            token.droppedHere = true
            token.dropped(targetSquare(), moving)
            // Back to the square the model holds: the new one, or the old one if it was refused.
            token.x = Qt.binding(() => token.placeX())
            token.y = Qt.binding(() => token.placeY())
        }
        onTranslationChanged: {
            if (active && moving)
                token.dragMoved(targetSquare(), (centroid.modifiers & Qt.ShiftModifier) !== 0,
                                (centroid.modifiers & Qt.AltModifier) !== 0)
        }
    }
}
