pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Battlemat.Models

// The combatants of a mastery fight as tokens on its region map: each stands in its region, beside the others
// there; who is not placed yet waits in a tray at the top. Dragging a token onto a region asks the page to put it
// there (dropped): the page turns that into a session step, so the layer decides nothing.
Item {
    id: layer

    required property MasteryController controller
    required property RegionMapModel regionModel
    property real zoom: 1
    // Who the fight bar acts for: drawn with a ring.
    property string selectedId: ""
    readonly property int tokenSize: 44

    signal dropped(string combatantId, string region, bool placeOnly)
    signal picked(string combatantId)

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
        visible: layer.controller.unplaced > 0
        width: Math.max(trayText.implicitWidth + 16, layer.controller.unplaced * (layer.tokenSize + 8) + 8)
        height: layer.tokenSize + trayText.implicitHeight + 30
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
        model: layer.controller

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

            readonly property point home: {
                if (region === "")
                    return Qt.point(tray.x + 8 + slot * (layer.tokenSize + 8), tray.y + trayText.implicitHeight + 10)
                if (!layer.regionModel)
                    return Qt.point(0, 0) // while the page is torn down
                const center = layer.regionModel.centerOf(region)
                // Up to four in a row around the region's centre, then another row below.
                const column = slot % 4
                const row = Math.floor(slot / 4)
                return Qt.point(center.x * layer.zoom - 2 * (layer.tokenSize + 4) + column * (layer.tokenSize + 4),
                                center.y * layer.zoom + 14 + row * (layer.tokenSize + 18))
            }

            objectName: "regionToken-" + combatantId
            width: layer.tokenSize
            height: layer.tokenSize
            x: home.x
            y: home.y
            z: dragArea.drag.active ? 10 : 1
            opacity: defeated ? 0.45 : 1

            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: layer.colorFor(token.side)
                border.width: token.onTurn ? 4 : layer.selectedId === token.combatantId ? 3 : 1
                border.color: token.onTurn ? "#f0c020" : layer.selectedId === token.combatantId ? "#ffffff" : "#202020"
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
                font.pixelSize: 11
                style: Text.Outline
                styleColor: "white"
                text: token.name
            }

            MouseArea {
                id: dragArea
                anchors.fill: parent
                drag.target: token
                cursorShape: Qt.OpenHandCursor
                onPressed: layer.picked(token.combatantId)
                onReleased: mouse => {
                    const where = layer.regionModel.regionAt((token.x + token.width / 2) / layer.zoom,
                                                             (token.y + token.height / 2) / layer.zoom)
                    const placeOnly = (mouse.modifiers & Qt.ShiftModifier) !== 0
                    // Back home first: the step, once the session takes it, moves the token by its new region.
                    token.x = Qt.binding(() => token.home.x)
                    token.y = Qt.binding(() => token.home.y)
                    if (where !== "" && where !== token.region)
                        layer.dropped(token.combatantId, where, placeOnly)
                }
            }
        }
    }
}
