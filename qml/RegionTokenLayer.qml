pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Battlemat.Models

// The combatants of a mastery fight as tokens on its region map: each stands in its region, beside the others
// there; who is not placed yet waits in a tray at the top. Dragging a token onto a region asks the page to put it
// there (dropped): the page turns that into a session step, so the layer decides nothing.
Item {
    id: tokenLayer

    required property MasteryController controller
    required property RegionMapModel regionModel
    property real zoom: 1
    // Who the fight bar acts for: drawn with a ring.
    property string selectedId: ""
    readonly property int tokenSize: 44
    readonly property int spacing: tokenSize + 20 // room for the name under each token

    signal dropped(string combatantId, string region, bool placeOnly)
    signal picked(string combatantId)
    // A choice of the token's menu (right click): an action kind, "delay", "interrupt", "endTurn" or "move:<mode>"
    // (to the region selected on the map); the page makes it a step.
    signal actionChosen(string combatantId, string what)

    function colorFor(side: string): color {
        if (side === "heroes" || side === "players")
            return "#2f6db5"
        if (side === "monsters")
            return "#a8322d"
        return "#6b5b2e"
    }

    Rectangle {
        id: tray
        objectName: "unplacedTray"
        x: 6
        y: 6
        visible: tokenLayer.controller.unplaced > 0
        width: Math.max(trayText.implicitWidth + 16, tokenLayer.controller.unplaced * tokenLayer.spacing + 8)
        height: tokenLayer.tokenSize + trayText.implicitHeight + 30
        radius: 6
        color: "#e8fff8e7"
        border.color: "#8a7a5c"

        Label {
            id: trayText
            x: 8
            y: 4
            text: qsTr("Not placed yet: drag each onto a region")
        }
    }

    Repeater {
        model: tokenLayer.controller

        delegate: Item {
            id: token

            required property string combatantId
            required property string name
            required property string side
            required property string region
            required property int slot
            required property bool onTurn
            required property bool defeated
            required property int health
            required property bool hidden

            readonly property point home: {
                if (region === "")
                    return Qt.point(tray.x + 14 + slot * tokenLayer.spacing, tray.y + trayText.implicitHeight + 10)
                if (!tokenLayer.regionModel)
                    return Qt.point(0, 0) // while the page is torn down
                const center = tokenLayer.regionModel.centerOf(region)
                // Up to three in a row under the region's name (the first in the middle, the next to its right,
                // then its left), then another row below.
                const column = [0, 1, -1][slot % 3]
                const row = Math.floor(slot / 3)
                return Qt.point(center.x * tokenLayer.zoom - tokenLayer.tokenSize / 2 + column * tokenLayer.spacing,
                                center.y * tokenLayer.zoom + 14 + row * (tokenLayer.tokenSize + 18))
            }

            objectName: "regionToken-" + combatantId
            width: tokenLayer.tokenSize
            height: tokenLayer.tokenSize
            x: home.x
            y: home.y
            z: dragArea.drag.active ? 10 : 1
            opacity: defeated ? 0.45 : hidden ? 0.6 : 1

            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: tokenLayer.colorFor(token.side)
                border.width: token.onTurn ? 4 : tokenLayer.selectedId === token.combatantId ? 3 : 1
                border.color: token.onTurn ? "#f0c020" : tokenLayer.selectedId === token.combatantId ? "#ffffff" : "#202020"
            }
            Text {
                anchors.centerIn: parent
                color: "white"
                font.bold: true
                font.pixelSize: 15
                text: token.name.split(" ").map(word => word.charAt(0)).join("").substring(0, 3)
            }
            Text {
                anchors.top: parent.bottom
                anchors.horizontalCenter: parent.horizontalCenter
                width: tokenLayer.spacing - 4
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                font.pixelSize: 11
                style: Text.Outline
                styleColor: "white"
                text: token.hidden ? qsTr("%1 (hidden)").arg(token.name) : token.name
            }

            // Right click: the actions, as on the fight bar, for this combatant.
            TapHandler {
                acceptedButtons: Qt.RightButton
                onTapped: {
                    tokenLayer.picked(token.combatantId)
                    tokenMenu.popup()
                }
            }
            Menu {
                id: tokenMenu
                objectName: "tokenMenu-" + token.combatantId
                width: 320 // room for the moves' region names
                // Which of the turn order's moves the engine takes from this combatant now (read again after every
                // step, as `contested` is); the fight bar's buttons say why the others are closed.
                // (A token being removed with its row has no combatant left to ask about.)
                readonly property var turnMoves: token !== null && tokenLayer.controller.contested
                                                 ? tokenLayer.controller.turnMovesFor(token.combatantId) : ({})

                Repeater {
                    model: tokenLayer.controller.contested ? [
                        {what: "free", label: qsTr("Free action")},
                        {what: "minor", label: qsTr("Minor action")},
                        {what: "major", label: qsTr("Major action")},
                        {what: "exclusive", label: qsTr("Exclusive action")},
                        {what: "delay", label: qsTr("Delay turn")},
                        {what: "interrupt", label: qsTr("Interrupt (REF vs. REF)")},
                        {what: "endTurn", label: qsTr("End turn")}
                    ] : []
                    delegate: MenuItem {
                        required property var modelData
                        objectName: "tokenMenuItem-" + modelData.what
                        text: modelData.label
                        enabled: (tokenMenu.turnMoves[modelData.what] ?? "") === ""
                        onTriggered: tokenLayer.actionChosen(token.combatantId, modelData.what)
                    }
                }
                // The moves to the region selected on the map ("Regions"), each as the fight bar's Move would make it.
                Repeater {
                    model: tokenLayer.controller.contested && tokenLayer.regionModel
                           && tokenLayer.regionModel.selected !== "" && tokenLayer.regionModel.selected !== token.region ? [
                        {what: "move:step", label: qsTr("Move to %1")},
                        {what: "move:run", label: qsTr("Run to %1")},
                        {what: "move:careful", label: qsTr("Leave carefully to %1")},
                        {what: "move:swim", label: qsTr("Swim to %1")},
                        {what: "move:climb", label: qsTr("Climb to %1")}
                    ] : []
                    delegate: MenuItem {
                        required property var modelData
                        objectName: "tokenMenuItem-" + modelData.what
                        text: modelData.label.arg(tokenLayer.regionModel.nameOf(tokenLayer.regionModel.selected))
                        // Only the moves the engine's plan allows (MasteryController::moveRefusal).
                        enabled: token !== null && tokenLayer.controller.contested
                                 && tokenLayer.controller.moveRefusal(token.combatantId, tokenLayer.regionModel.selected,
                                                                      modelData.what.slice(5)) === ""
                        onTriggered: tokenLayer.actionChosen(token.combatantId, modelData.what)
                    }
                }
                MenuItem {
                    visible: !tokenLayer.controller.contested
                    height: visible ? implicitHeight : 0
                    enabled: false
                    text: qsTr("Start combat to act")
                }
            }

            MouseArea {
                id: dragArea
                anchors.fill: parent
                drag.target: token
                cursorShape: Qt.OpenHandCursor
                onPressed: tokenLayer.picked(token.combatantId)
                onReleased: mouse => {
                    const where = tokenLayer.regionModel.regionAt((token.x + token.width / 2) / tokenLayer.zoom,
                                                             (token.y + token.height / 2) / tokenLayer.zoom)
                    const placeOnly = (mouse.modifiers & Qt.ShiftModifier) !== 0
                    // Back home first: the step, once the session takes it, moves the token by its new region.
                    token.x = Qt.binding(() => token.home.x)
                    token.y = Qt.binding(() => token.home.y)
                    if (where !== "" && where !== token.region)
                        tokenLayer.dropped(token.combatantId, where, placeOnly)
                }
            }
        }
    }
}
