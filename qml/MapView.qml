pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import Battlemat.Models

// The battle map with its tokens. Pan: drag with the middle button, or with the left one while Space is held;
// arrow keys. Zoom: wheel, pinch, + and -; 0 fits the map. The whole board is one transformed item, so neither
// panning nor zooming re-lays out the tokens.
Item {
    id: view

    required property MapDocument document
    required property TokenModel tokens
    // The action dice module's pools, shown on the heroes' tokens; null: none shown.
    property ActionDicePools actionDice: null
    property int selectedToken: -1
    property EncounterController encounter: null // the running Orcus encounter gives the targeting preview odds
    property alias gridLinesVisible: board.gridLinesVisible
    property bool highContrast: false
    property bool selectable: true        // false on the players' screen: selection is the game master's
    // What the last drag of a token did, or why it was refused; it clears after a few seconds (MoveStatus) or at
    // the next gesture on the map.
    property string moveMessage: ""
    property bool moveRefused: false
    readonly property alias movePreview: movePreview
    property bool editing: false          // map editing mode: tools act on the map, tokens can be dragged
    property bool measuring: false        // the ruler takes the clicks (MeasureTool)
    readonly property alias measureTool: measureTool
    // The players' window: the game master's ruler to show (View > Show the ruler on the players' window), or null.
    property MeasureRuler measureSource: null
    property string tool: "select"        // in editing mode: "select" (drag tokens), "terrain", "edge", "place",
                                          // "light" (paint ambient light), "lamp" (put light sources down),
                                          // "fog" (reveal or hide squares on the players' window)
    property int paintTerrain: 1
    property int edgeFeature: 1
    property int paintLight: 0
    property int paintFog: 1
    property string fogShape: "brush"
    // The players' copy whose fog is drawn over the map (docs/vision.md): the players' window always, the game
    // master's map as a see-through preview of what the players see.
    property MapDocument fogDocument: null
    // The players' light per square over the fog (PlayerScreen.lightShades: a torch's dim ring under Five Torches
    // Deep); empty: none.
    property var fogShades: []
    property bool fogPreview: false
    readonly property real cellSize: 48
    readonly property alias camera: camera
    readonly property alias board: board
    readonly property alias spaceHeld: navigation.spaceHeld
    property int dragSize: 1              // space of the token being dragged, for the path overlay
    // Zoomed out until a square is under 20 pixels, all tokens are one C++ layer (shape, colour, HP bar, health
    // marks); closer, QML token items (name, badges, drag handlers) are built for the tokens near the view only.
    readonly property bool tokenLayerActive: camera.zoom * cellSize < 20
    // Token detail by the size of a square on screen, in steps (see TokenItem.detailLevel).
    readonly property int detailLevel: camera.zoom * cellSize >= 30 ? 2 : camera.zoom * cellSize >= 16 ? 1 : 0
    // Tokens outside this rectangle (content coordinates) are not drawn. It is the view plus half a view on each
    // side and moves only when the view leaves it, so panning re-evaluates the tokens only now and then.
    property rect cullRect: Qt.rect(0, 0, 0, 0)
    function updateCullRect() {
        const v = camera.visibleRect
        const c = view.cullRect
        if (v.x >= c.x && v.y >= c.y && v.x + v.width <= c.x + c.width && v.y + v.height <= c.y + c.height
                && c.width <= v.width * 3)
            return
        view.cullRect = Qt.rect(v.x - v.width / 2, v.y - v.height / 2, v.width * 2, v.height * 2)
    }
    readonly property bool mapFillsView: {
        const v = camera.visibleRect
        return !background.visible && v.x >= 0 && v.y >= 0 && v.x + v.width <= board.width
                && v.y + v.height <= board.height
    }
    property var placedLights: []
    Connections {
        target: view.document
        function onChanged() { view.placedLights = view.document.placedLights() }
    }
    Component.onCompleted: view.placedLights = view.document.placedLights()
    // The square the pointer is over, or (-1, -1).
    property point hoveredSquare: Qt.point(-1, -1)

    signal tokenMenuRequested(int index, real x, real y)
    signal squareActivated(int column, int row)
    // Alt+click on the game master's map: point the table at a square (Main.qml sends it to the TV).
    signal squarePinged(int column, int row)

    function showPing(column, row) {
        pingComponent.createObject(content, {column: column, row: row})
    }
    Component {
        id: pingComponent
        Ping { cellSize: view.cellSize }
    }

    clip: true
    focus: true

    function zoomIn() { camera.zoomBy(1.25) }
    function zoomOut() { camera.zoomBy(1 / 1.25) }
    function fit() { camera.fit() }
    function squareAtView(x, y) {
        const p = camera.toContent(x, y)
        return board.squareAt(p.x, p.y)
    }
    // The edge of a square nearest to a view point: {x, y, side} with side 0..3 = N, E, S, W; null off the map.
    function edgeAtView(x, y) {
        const p = camera.toContent(x, y)
        return board.edgeAt(p.x, p.y)
    }
    // Squares (content) to a rectangle in view coordinates.
    function viewRectOf(column, row, squares) {
        const zoom = camera.zoom
        return Qt.rect(column * view.cellSize * zoom + camera.panX, row * view.cellSize * zoom + camera.panY,
                       squares * view.cellSize * zoom, squares * view.cellSize * zoom)
    }
    // The rectangle (view coordinates) around these creatures' tokens; empty when none is on the map.
    function viewRectOfCreatures(ids) {
        let r = null
        for (const id of ids) {
            const t = view.tokens.tokenAt(view.tokens.rowOf(id))
            if (t.column === undefined)
                continue
            const q = view.viewRectOf(t.column, t.row, t.spaceSquares)
            r = r === null ? q : Qt.rect(Math.min(r.x, q.x), Math.min(r.y, q.y),
                                         Math.max(r.x + r.width, q.x + q.width) - Math.min(r.x, q.x),
                                         Math.max(r.y + r.height, q.y + q.height) - Math.min(r.y, q.y))
        }
        return r === null ? Qt.rect(0, 0, 0, 0) : r
    }
    property int tokenRevision: 0
    Connections {
        target: view.tokens
        function onDataChanged() { ++view.tokenRevision }
    }
    function centerOnToken(index) {
        const t = view.tokens.tokenAt(index)
        if (t.column === undefined)
            return
        camera.centerOn((t.column + t.spaceSquares / 2) * view.cellSize, (t.row + t.spaceSquares / 2) * view.cellSize)
    }
    function keepTokenVisible(index) {
        const t = view.tokens.tokenAt(index)
        if (t.column === undefined)
            return
        camera.keepVisible(Qt.rect(t.column * view.cellSize, t.row * view.cellSize,
                                   t.spaceSquares * view.cellSize, t.spaceSquares * view.cellSize),
                           Math.min(view.width, view.height) / 4)
    }

    Keys.onPressed: event => event.accepted = navigation.keyPressed(event)
    Keys.onReleased: event => event.accepted = navigation.keyReleased(event)

    // The game master's move preview; the players' window never builds one (selectable is false there).
    MovePreview {
        id: movePreview
        document: view.selectable ? view.document : null
        encounter: view.selectable ? view.encounter : null
    }

    // The game master's targeting preview: with a token selected, hovering another one shows cover, line of sight,
    // concealment, flanking and range from the grid engine. Play mode only.
    TargetingPreview {
        id: targetingPreview
        document: view.selectable ? view.document : null
        encounter: view.selectable ? view.encounter : null
    }
    property int hoveredToken: -1
    function updateTargeting() {
        if (view.editing || !view.selectable || view.selectedToken < 0 || view.hoveredToken < 0
                || view.hoveredToken === view.selectedToken || movePreview.active) {
            targetingPreview.clear()
            return
        }
        targetingPreview.update(view.tokens.tokenAt(view.selectedToken).creatureId,
                                view.tokens.tokenAt(view.hoveredToken).creatureId)
    }
    onSelectedTokenChanged: {
        targetingPreview.powerId = "" // another attacker: back to its automatic attack
        targetingPreview.clearWallPlan()
        updateTargeting()
    }
    onHoveredTokenChanged: updateTargeting()
    onEditingChanged: updateTargeting()
    Connections {
        target: movePreview
        function onChanged() {
            if (movePreview.active && targetingPreview.active)
                targetingPreview.clear()
        }
    }
    readonly property alias targetingPreview: targetingPreview
    readonly property string targetingText: targetingPreview.hasOdds
                                            ? targetingPreview.summary + "\n" + targetingPreview.oddsSummary
                                              + (targetingPreview.modifiersSummary.length > 0
                                                 ? "\n" + targetingPreview.modifiersSummary : "")
                                              + "\n" + (targetingPreview.rollable
                                                        ? qsTr("Ctrl+click to roll")
                                                        : qsTr("Cannot roll: %1").arg(targetingPreview.rollRefusal))
                                            : targetingPreview.summary
    // A token dragged to a square (its space's top-left): the path preview follows (Shift: the safest path; Alt:
    // a Step).
    function previewTokenDrag(square, safest, step) {
        movePreview.safest = safest
        movePreview.step = step
        if (square.x !== movePreview.targetColumn || square.y !== movePreview.targetRow)
            movePreview.update(square.x, square.y)
    }
    // The drop: a move through the engine (the encounter's when one runs), or in editing a placement.
    function finishTokenDrag(creatureId, square, moving) {
        view.moveMessage = "" // a message like the last one still counts as new (the status timer restarts)
        if (moving) {
            const reason = movePreview.reason
            view.moveRefused = !movePreview.commit()
            // The encounter's refusal (not its turn, no move action left) comes after the commit.
            const refusal = movePreview.reason.length > 0 ? movePreview.reason : reason
            view.moveMessage = view.moveRefused ? (refusal.length > 0 ? refusal : qsTr("Move cancelled"))
                                                : movePreview.lastMove
        } else if (view.encounter) {
            // Editing: the encounter's placement during a fight, a map edit otherwise (its decision, not ours).
            view.moveRefused = !view.encounter.dropInEditing(creatureId, square.x, square.y)
            view.moveMessage = view.moveRefused ? view.encounter.errorMessage : ""
        } else {
            view.document.moveCreature(creatureId, square.x, square.y)
        }
    }
    function rollAttack() {
        view.moveMessage = ""
        view.moveRefused = !targetingPreview.attack()
        view.moveMessage = view.moveRefused ? targetingPreview.lastError : qsTr("%1 rolled: see the dice log").arg(targetingPreview.powerName)
    }

    MapCamera {
        id: camera
        viewportSize: Qt.size(view.width, view.height)
        contentSize: Qt.size(board.width, board.height)
        onChanged: view.updateCullRect()
    }

    Rectangle {
        anchors.fill: parent
        color: view.highContrast ? "black" : Theme.mapSurround
        // Not drawn under a map that fills the view: a full-screen fill costs a software-rasterised OpenGL
        // (llvmpipe) about 3 ms a frame.
        visible: !view.mapFillsView
    }

    MapNavigation {
        id: navigation
        anchors.fill: parent
        camera: camera
        onZoomInRequested: view.zoomIn()
        onZoomOutRequested: view.zoomOut()
        onFitRequested: view.fit()
    }

    Item {
        id: content
        x: camera.panX
        y: camera.panY
        scale: camera.zoom
        transformOrigin: Item.TopLeft
        width: board.width
        height: board.height

        Image {
            id: background
            readonly property real factor: view.cellSize / Math.max(0.001, view.document.backgroundPixelsPerSquare)
            source: view.document.backgroundSource
            visible: status === Image.Ready
            asynchronous: true
            x: -view.document.backgroundOffsetX * factor
            y: -view.document.backgroundOffsetY * factor
            width: sourceSize.width * factor
            height: sourceSize.height * factor
            smooth: true
        }

        BattleMapItem {
            id: board
            document: view.document
            cellSize: view.cellSize
            width: implicitWidth
            height: implicitHeight
            overBackground: background.visible
            viewZoom: camera.zoom
            viewRect: camera.visibleRect
        }

        // Light, fog, the game master's fog marks and placed lights, over the map and under the tokens.
        SightLayers {
            document: view.document
            fogDocument: view.fogDocument
            fogPreview: view.fogPreview
            fogShades: view.fogShades
            table: view.encounter
            cellSize: view.cellSize
            viewRect: camera.visibleRect
            fogRectangle: strokeTool.fogRectangle
            // While the map is edited, and in a fight: the lights standing on squares (a dropped torch).
            placedLights: view.editing || (view.encounter !== null && view.encounter.running) ? view.placedLights : []
        }

        SecretDoorMarks {
            z: 4
            doors: view.document ? view.document.secretDoors : []
            cellSize: view.cellSize
        }

        StrokeMarks {
            squares: strokeTool.squares
            edges: strokeTool.edges
            cellSize: view.cellSize
        }

        // The move being dragged: where the creature can get to (Walk darker than Run), the path, difficult
        // squares on it, and each square where an opportunity attack is provoked, with who makes it.
        MoveOverlay {
            preview: movePreview
            cellSize: view.cellSize
            spaceSquares: view.dragSize
        }
        ProvokeMarks {
            z: 5
            preview: movePreview
            cellSize: view.cellSize
            spaceSquares: view.dragSize
            viewZoom: camera.zoom
        }

        TargetingOverlay {
            z: 4
            preview: targetingPreview
            cellSize: view.cellSize
        }

        // A rule asking for a square (a shift's end, a burst's origin): the squares it allows, above the tokens.
        SquareChoiceOverlay {
            id: squareChoices
            z: 6
            prompt: view.encounter ? view.encounter.prompt : null
            cellSize: view.cellSize
        }

        TokenLayerItem {
            id: tokenLayer
            z: 1
            tokens: view.tokens
            cellSize: view.cellSize
            viewZoom: camera.zoom
            viewRect: camera.visibleRect
            selectedRow: view.selectedToken
            highContrast: view.highContrast
            active: view.tokenLayerActive
        }

        MapTokens {
            mapView: view
            tokenModel: view.tokens
            targetingPreview: targetingPreview
            movePreview: movePreview
            viewZoom: camera.zoom
        }
    }

    // Editing strokes: paint terrain square by square, or draw walls and doors edge by edge; one edit per stroke.
    EditStroke {
        id: strokeTool
        mapView: view
        document: view.document
        tool: view.tool
        paintTerrain: view.paintTerrain
        edgeFeature: view.edgeFeature
        paintLight: view.paintLight
        paintFog: view.paintFog
        fogShape: view.fogShape
        squareOnScreen: view.cellSize * camera.zoom
    }

    PowerChooser {
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.margins: 8
        preview: targetingPreview
        encounter: view.encounter
        attackerId: view.selectable && !view.editing && view.selectedToken >= 0
                    ? view.tokens.tokenAt(view.selectedToken).creatureId : ""
    }

    // The targeting preview's words over the pointed-at target, at screen size and kept inside the view: above
    // the token, or below it near the top edge; pushed in from the left and right edges.
    TargetingLabel {
        id: targetingLabel
        objectName: "targetingLabel"
        readonly property var token: view.hoveredToken >= 0 && targetingPreview.active
                                     ? (view.tokenRevision, view.tokens.tokenAt(view.hoveredToken)) : null
        readonly property rect tokenRect: token && token.column !== undefined
                                          ? view.viewRectOf(token.column, token.row, token.spaceSquares)
                                          : Qt.rect(0, 0, 0, 0)
        // Not while a rule asks for a square: the odds are of the attack just rolled, and would cover the squares.
        visible: token !== null && text.length > 0 && !squareChoices.asking
        width: Math.min(implicitWidth, view.width - 16)
        wrapMode: Text.Wrap
        x: Math.max(8, Math.min(view.width - width - 8, tokenRect.x + tokenRect.width / 2 - width / 2))
        y: tokenRect.y - height - 4 >= 8 ? tokenRect.y - height - 4
                                         : Math.min(view.height - height - 8, tokenRect.y + tokenRect.height + 18)
        text: view.targetingText
        targetable: targetingPreview.targetable
    }

    MoveStatus {
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 12
        width: Math.min(implicitWidth, view.width - 16)
        preview: movePreview
        message: view.moveMessage
        refused: view.moveRefused
        onExpired: view.moveMessage = ""
    }

    DragHandler {
        id: strokeDrag
        target: null
        enabled: view.editing && (view.tool === "terrain" || view.tool === "edge" || view.tool === "light"
                                 || view.tool === "fog")
                 && !view.spaceHeld
                 && !view.measuring
        acceptedButtons: Qt.LeftButton
        dragThreshold: 0
        onActiveChanged: {
            if (active) {
                strokeTool.begin(centroid.pressPosition.x, centroid.pressPosition.y)
                strokeTool.add(centroid.position.x, centroid.position.y)
            } else {
                strokeTool.commit()
            }
        }
        onCentroidChanged: if (active) strokeTool.add(centroid.position.x, centroid.position.y)
    }

    TokenLayerDrag {
        objectName: "layerDrag"
        layer: tokenLayer
        tokens: view.tokens
        camera: camera
        board: board
        editing: view.editing
        enabled: view.tokenLayerActive && !view.spaceHeld && view.selectable && !view.document.readOnly
                 && !view.measuring && (!view.editing || view.tool === "select")
        onStarted: (row, creatureId, spaceSquares, moving) => {
            view.selectedToken = row
            view.dragSize = spaceSquares
            if (moving)
                movePreview.begin(creatureId)
        }
        onMoved: (square, safest, step) => view.previewTokenDrag(square, safest, step)
        onDropped: (creatureId, square, moving) => view.finishTokenDrag(creatureId, square, moving)
    }

    TapHandler {
        acceptedButtons: Qt.LeftButton
        enabled: !view.spaceHeld && !view.measuring
        onTapped: eventPoint => {
            view.forceActiveFocus()
            if (!view.selectable)
                return
            if ((point.modifiers & Qt.AltModifier) && !view.editing) {
                const pinged = view.squareAtView(eventPoint.position.x, eventPoint.position.y)
                if (pinged.x >= 0) {
                    view.showPing(pinged.x, pinged.y)
                    view.squarePinged(pinged.x, pinged.y)
                }
                return
            }
            // A click paints one square or draws one edge, as a drag paints many.
            if (view.editing && (view.tool === "terrain" || view.tool === "edge" || view.tool === "light"
                                 || view.tool === "fog")) {
                strokeTool.begin(eventPoint.position.x, eventPoint.position.y)
                strokeTool.commit()
                return
            }
            // Shift+click with a wall power chosen lays the wall's next square (on a token too).
            if ((point.modifiers & Qt.ShiftModifier) && !view.editing && view.selectedToken >= 0) {
                const square = view.squareAtView(eventPoint.position.x, eventPoint.position.y)
                if (square.x >= 0 && targetingPreview.layWallSquare(
                            view.tokens.tokenAt(view.selectedToken).creatureId, square.x, square.y))
                    return
            }
            // A token's own handler already took the tap.
            const p = camera.toContent(eventPoint.position.x, eventPoint.position.y)
            const hit = content.childAt(p.x, p.y)
            if (hit && hit.objectName.startsWith("token-"))
                return
            if (view.tokenLayerActive && !view.editing) {
                const row = tokenLayer.rowAt(p.x, p.y)
                if (row >= 0 && (point.modifiers & Qt.ControlModifier) && targetingPreview.rollable
                        && row === view.hoveredToken) {
                    view.rollAttack() // Ctrl+click on the previewed target, as on a token item
                    return
                }
                if (row >= 0) {
                    view.selectedToken = row
                    return
                }
            }
            view.moveMessage = "" // the next gesture on the map clears the last move's words
            const sq = view.squareAtView(eventPoint.position.x, eventPoint.position.y)
            if (view.editing && (view.tool === "place" || view.tool === "lamp") && sq.x >= 0)
                view.squareActivated(sq.x, sq.y)
            else if (!view.editing)
                view.selectedToken = -1
        }
    }

    HoverHandler {
        id: hover
        onPointChanged: {
            view.hoveredSquare = view.squareAtView(point.position.x, point.position.y)
            // Zoomed out no token item is there to be hovered: the layer says which token is under the pointer.
            if (view.tokenLayerActive && !view.editing && view.selectable) {
                const p = camera.toContent(point.position.x, point.position.y)
                view.hoveredToken = tokenLayer.rowAt(p.x, p.y)
            }
        }
    }

    MeasureTool {
        id: measureTool
        anchors.fill: parent
        camera: camera
        board: board
        cellSize: view.cellSize
        active: view.measuring || view.measureSource !== null
        source: view.measureSource
    }
}
