pragma ComponentBehavior: Bound

import QtQuick
import Battlemat.Models

// The tokens near the view as QML items (MapToken: name, badges, drag handlers), while a square is 20 pixels or
// more on screen (MapView.tokenLayerActive is false); further out the C++ token layer draws them all. A Repeater
// at the root, so that the tokens are the map content's own children (MapView's hit test asks content.childAt).
Repeater {
    id: tokens

    // The MapView (untyped: the map uses this file): its settings, its selection and its gestures' functions.
    required property var mapView
    required property TokenModel tokenModel
    required property TargetingPreview targetingPreview
    required property MovePreview movePreview
    required property real viewZoom

    model: VisibleTokenModel {
        tokens: tokens.tokenModel
        area: tokens.mapView.cullRect
        cellSize: tokens.mapView.cellSize
        enabled: !tokens.mapView.tokenLayerActive
    }
    delegate: MapToken {
        id: mapToken
        readonly property var view: tokens.mapView
        actionDicePool: view.actionDice !== null && character.length > 0
                        ? (view.actionDice.byHero[character] ?? null) : null
        board: view.board
        cellSize: view.cellSize
        detailLevel: view.detailLevel
        highContrast: view.highContrast
        selected: view.selectedToken === tokenIndex
        interactive: view.selectable && !view.measuring
        editing: view.editing
        draggable: !view.document.readOnly && !view.measuring
                   && ((view.editing && view.tool === "select") || (!view.editing && view.selectable))
        spaceHeld: view.spaceHeld
        pointedAt: view.hoveredToken === tokenIndex
        canRoll: tokens.targetingPreview.rollable
        viewZoom: tokens.viewZoom
        active: view.encounter !== null && view.encounter.running && view.encounter.currentCreature === creatureId
        onPointerEntered: inside => {
            if (inside)
                view.hoveredToken = tokenIndex
            else if (view.hoveredToken === tokenIndex)
                view.hoveredToken = -1
        }
        onSelectRequested: view.selectedToken = tokenIndex
        onRollRequested: view.rollAttack()
        onMenuRequested: (x, y) => {
            view.selectedToken = tokenIndex
            const p = mapToken.mapToItem(view, x, y)
            view.tokenMenuRequested(tokenIndex, p.x, p.y)
        }
        onDragStarted: moving => {
            view.selectedToken = tokenIndex
            view.dragSize = spaceSquares
            if (moving)
                tokens.movePreview.begin(creatureId)
        }
        onDragMoved: (square, safest, step) => view.previewTokenDrag(square, safest, step)
        onDropped: (square, moving) => view.finishTokenDrag(creatureId, square, moving)
    }
}
