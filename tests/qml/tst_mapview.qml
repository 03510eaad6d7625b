import QtQuick
import QtTest
import Battlemat

// The map view on the sample campaign: fit, zoom about the cursor, dragging a token in editing mode (the engine
// accepts or refuses the square; a refused drop snaps back), and painting a terrain stroke as one undoable edit.
TestCase {
    id: testCase
    name: "MapView"
    width: 800
    height: 600
    visible: true
    when: windowShown

    Component {
        id: viewComponent
        MapView {
            width: 800
            height: 600
            document: sampleCampaign.map
            tokens: sampleCampaign.tokens
        }
    }

    function cleanup() {
        while (sampleCampaign.map.canUndo)
            sampleCampaign.map.undo()
    }

    function tokenCentre(view, id) {
        const token = findChild(view, "token-" + id)
        verify(token, "no token " + id)
        return token.mapToItem(view, token.width / 2, token.height / 2)
    }

    function test_fitShowsTheWholeMap() {
        const view = createTemporaryObject(viewComponent, testCase)
        const rect = view.camera.visibleRect
        verify(rect.x <= 0 && rect.y <= 0)
        verify(rect.x + rect.width >= 24 * view.cellSize)
        verify(rect.y + rect.height >= 16 * view.cellSize)
    }

    function test_wheelZoomsAboutTheCursor() {
        const view = createTemporaryObject(viewComponent, testCase)
        const before = view.camera.toContent(300, 200)
        const zoom = view.camera.zoom
        mouseWheel(view, 300, 200, 0, 120)
        verify(view.camera.zoom > zoom)
        const after = view.camera.toContent(300, 200)
        fuzzyCompare(after.x, before.x, 0.01)
        fuzzyCompare(after.y, before.y, 0.01)
    }

    function test_dragMovesATokenInEditingMode() {
        const view = createTemporaryObject(viewComponent, testCase, { editing: true, tool: "select" })
        const row = sampleCampaign.tokens.rowOf("aldric")
        const start = sampleCampaign.tokens.tokenAt(row)
        const p = tokenCentre(view, "aldric")
        const square = view.cellSize * view.camera.zoom
        mouseDrag(view, p.x, p.y, 2 * square, square)
        const moved = sampleCampaign.tokens.tokenAt(row)
        compare(moved.column, start.column + 2)
        compare(moved.row, start.row + 1)
        const token = findChild(view, "token-aldric")
        compare(token.x, moved.column * view.cellSize)
        verify(sampleCampaign.map.canUndo)
    }

    function test_illegalDropSnapsBack() {
        const view = createTemporaryObject(viewComponent, testCase, { editing: true, tool: "select" })
        const row = sampleCampaign.tokens.rowOf("aldric")
        const start = sampleCampaign.tokens.tokenAt(row)
        const p = tokenCentre(view, "aldric")
        const square = view.cellSize * view.camera.zoom
        // Two rows up is the crypt's outer wall: blocking terrain.
        mouseDrag(view, p.x, p.y, 0, -2 * square)
        const after = sampleCampaign.tokens.tokenAt(row)
        compare(after.column, start.column)
        compare(after.row, start.row)
        const token = findChild(view, "token-aldric")
        tryCompare(token, "y", start.row * view.cellSize)
        verify(sampleCampaign.map.lastError.indexOf("blocking") >= 0, sampleCampaign.map.lastError)
        verify(!sampleCampaign.map.canUndo)
    }

    function test_paintStrokeIsOneEdit() {
        const view = createTemporaryObject(viewComponent, testCase, { editing: true, tool: "terrain", paintTerrain: 1 })
        const square = view.cellSize * view.camera.zoom
        // Row 12, columns 4..6 of the sample are open floor.
        const x = view.camera.panX + 4.5 * square
        const y = view.camera.panY + 12.5 * square
        mouseDrag(view, x, y, 2 * square, 0)
        compare(sampleCampaign.map.terrainNameAt(4, 12), "difficult")
        compare(sampleCampaign.map.terrainNameAt(6, 12), "difficult")
        compare(sampleCampaign.map.terrainNameAt(7, 12), "open")
        sampleCampaign.map.undo()
        compare(sampleCampaign.map.terrainNameAt(4, 12), "open")
        compare(sampleCampaign.map.terrainNameAt(6, 12), "open")
    }

    // Playing: Dagny (6, 2) walks away from a skeleton standing next to her; the path preview marks the square
    // she leaves with the skeleton's opportunity attack, and the drop moves her through the grid engine.
    function test_dragPreviewsPathAndOpportunityAttack() {
        verify(sampleCampaign.map.moveCreature("skel2", 7, 2))
        const view = createTemporaryObject(viewComponent, testCase)
        const row = sampleCampaign.tokens.rowOf("dagny")
        const p = tokenCentre(view, "dagny")
        const square = view.cellSize * view.camera.zoom
        mousePress(view, p.x, p.y)
        for (let i = 1; i <= 10; ++i) {
            mouseMove(view, p.x - i * square * 0.2, p.y)
            // Past the drag threshold the preview follows every pointer move at once (its square is the one under
            // the token's top-left quarter), never one move behind.
            if (i >= 3)
                compare(view.movePreview.targetColumn, Math.floor(6.5 - 0.2 * i), "after move " + i)
        }
        // Two squares west: cost 2 of her 6, one opportunity attack by Skeleton 2 at her starting square.
        compare(view.movePreview.targetColumn, 4)
        verify(view.movePreview.legal, view.movePreview.reason)
        compare(view.movePreview.cost, 2)
        compare(view.movePreview.modeName, "Walk")
        compare(view.movePreview.provokes.length, 1)
        compare(view.movePreview.provokes[0].attackerId, "skel2")
        compare(view.movePreview.provokes[0].column, 6)
        compare(view.movePreview.provokes[0].row, 2)
        verify(findChild(view, "provoke-skel2"), "the OA square is marked on the map")
        // The preview as the game master sees it, kept with the other screenshots.
        view.camera.zoomAt(2, p.x, p.y)
        waitForRendering(view)
        grabImage(view).save(screenshotDir + "/drag-preview.png")
        mouseRelease(view, p.x - 2 * square, p.y)
        compare(sampleCampaign.tokens.tokenAt(row).column, 4)
        verify(!view.movePreview.active)
        // No fight is running, so the drop was a map edit: the status says where she stands, not what a move in a
        // fight would have provoked.
        compare(view.moveMessage, "Dagny is now at column 4, row 2")
    }

    function test_illegalDropSnapsBackWithTheReason() {
        const view = createTemporaryObject(viewComponent, testCase)
        const row = sampleCampaign.tokens.rowOf("aldric")
        const start = sampleCampaign.tokens.tokenAt(row)
        const p = tokenCentre(view, "aldric")
        const square = view.cellSize * view.camera.zoom
        // Aldric's speed is 5 (Run 7): ten squares east is out of reach.
        mouseDrag(view, p.x, p.y, 10 * square, 0)
        compare(sampleCampaign.tokens.tokenAt(row).column, start.column)
        const token = findChild(view, "token-aldric")
        tryCompare(token, "x", start.column * view.cellSize)
        verify(view.moveRefused)
        verify(view.moveMessage.indexOf("cannot reach") >= 0, view.moveMessage)
    }
    // Zoomed out to 15 pixels a square the tokens are one layer, not items; a token is still dragged, previewed
    // (cost, the opportunity attack) and dropped the same way, and hovering it names it as the pointed-at token.
    function test_dragFromTheTokenLayer() {
        verify(sampleCampaign.map.moveCreature("skel2", 7, 2))
        const view = createTemporaryObject(viewComponent, testCase)
        view.camera.zoomBy(15 / (view.cellSize * view.camera.zoom))
        verify(view.tokenLayerActive)
        verify(!findChild(view, "token-dagny"), "no token items zoomed out")
        const row = sampleCampaign.tokens.rowOf("dagny")
        const square = view.cellSize * view.camera.zoom
        const p = Qt.point(view.camera.panX + 6.5 * square, view.camera.panY + 2.5 * square)
        mouseMove(view, p.x, p.y)
        compare(view.hoveredToken, row)
        mousePress(view, p.x, p.y)
        for (let i = 1; i <= 10; ++i)
            mouseMove(view, p.x - i * square * 0.2, p.y)
        compare(view.movePreview.targetColumn, 4)
        verify(view.movePreview.legal, view.movePreview.reason)
        compare(view.movePreview.cost, 2)
        compare(view.movePreview.provokes.length, 1)
        compare(view.movePreview.provokes[0].attackerId, "skel2")
        mouseRelease(view, p.x - 2 * square, p.y)
        compare(sampleCampaign.tokens.tokenAt(row).column, 4)
        compare(view.selectedToken, row)
        verify(!view.movePreview.active)
        // A drag that starts on open ground moves nothing.
        mouseDrag(view, view.camera.panX + 12.5 * square, view.camera.panY + 12.5 * square, 3 * square, 0)
        compare(sampleCampaign.tokens.tokenAt(row).column, 4)
        verify(!view.movePreview.active)
    }
}
