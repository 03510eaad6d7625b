pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Battlemat.Models

// The battle map with its tokens: scrolls when larger than the view; the wheel with Ctrl zooms.
Flickable {
    id: view

    required property MapDocument document
    required property TokenModel tokens
    property int selectedToken: -1
    property real cellSize: 48
    property alias gridLinesVisible: board.gridLinesVisible

    contentWidth: board.width
    contentHeight: board.height
    clip: true
    boundsBehavior: Flickable.StopAtBounds

    ScrollBar.horizontal: ScrollBar {}
    ScrollBar.vertical: ScrollBar {}

    BattleMapItem {
        id: board
        document: view.document
        cellSize: view.cellSize
        width: implicitWidth
        height: implicitHeight

        TapHandler {
            onTapped: view.selectedToken = -1
        }

        Repeater {
            model: view.tokens
            delegate: TokenItem {
                id: tokenDelegate
                required property int index
                required property int column
                required property int row
                cellSize: view.cellSize
                x: column * view.cellSize
                y: row * view.cellSize
                selected: view.selectedToken === index
                TapHandler {
                    onTapped: view.selectedToken = tokenDelegate.index
                }
            }
        }
    }

    WheelHandler {
        acceptedModifiers: Qt.ControlModifier
        onWheel: event => view.cellSize = Math.max(12, Math.min(160, view.cellSize * (event.angleDelta.y > 0 ? 1.15 : 1 / 1.15)))
    }
}
