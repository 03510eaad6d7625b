pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Battlemat.Models

// The players' window (the TV) for a mastery fight on a region map: the regions, the combatants the players may
// see and whose turn it is. It is fed only by MasteryPlayersView, which leaves hidden combatants, health and Mastery
// Points out, so nothing here can show them. Large text and tokens, the map fitted to the window.
Window {
    id: tv

    required property MasteryPlayersView view
    readonly property rect mapBounds: regionModel.count >= 0 ? regionModel.bounds() : Qt.rect(0, 0, 1, 1)
    readonly property real zoom: Math.max(0.2, Math.min((width - 40) / Math.max(1, mapBounds.x + mapBounds.width),
                                                         (height - 110) / Math.max(1, mapBounds.y + mapBounds.height)))
    readonly property int tokenSize: 64

    width: 1280
    height: 720
    color: "black"
    title: qsTr("Battlemat — players' view (region map)")

    RegionMapModel {
        id: regionModel
        property int count: 0 // bumped on each map, so the bounds are read again
        onMapChanged: count++
    }
    Connections {
        target: tv.view
        function onMapJsonChanged() {
            if (tv.view.mapJson !== "")
                regionModel.loadJson(tv.view.mapJson)
        }
    }
    Component.onCompleted: if (tv.view.mapJson !== "") regionModel.loadJson(tv.view.mapJson)

    Rectangle {
        anchors.fill: mapArea
        color: "#f4ead6"
        visible: tv.view.fight
    }
    Item {
        id: mapArea
        objectName: "playersRegionMap"
        x: 20
        y: 20
        width: (tv.mapBounds.x + tv.mapBounds.width) * tv.zoom
        height: (tv.mapBounds.y + tv.mapBounds.height) * tv.zoom
        visible: tv.view.fight

        RegionMapView {
            objectName: "playersRegionMapView"
            anchors.fill: parent
            regionModel: regionModel
            background: regionModel.background === "" ? "" : "file:" + regionModel.background
            zoom: tv.zoom
            labelPixelSize: 22
            enabled: false // the players look; the game master selects
        }

        Repeater {
            model: tv.view

            delegate: Item {
                id: token

                required property string combatantId
                required property string name
                required property string side
                required property string region
                required property int slot
                required property bool onTurn
                required property bool defeated

                readonly property point center: regionModel.count >= 0 ? regionModel.centerOf(region) : Qt.point(0, 0)

                objectName: "playersRegionToken-" + combatantId
                width: tv.tokenSize
                height: tv.tokenSize
                // The first in the middle under the region's name, the next to its right, then its left.
                x: center.x * tv.zoom - tv.tokenSize / 2 + [0, 1, -1][slot % 3] * (tv.tokenSize + 24)
                y: center.y * tv.zoom + 18 + Math.floor(slot / 3) * (tv.tokenSize + 26)
                opacity: defeated ? 0.4 : 1

                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    color: token.side === "heroes" || token.side === "players" ? "#2f6db5"
                           : token.side === "monsters" ? "#a8322d" : "#6b5b2e"
                    border.width: token.onTurn ? 6 : 2
                    border.color: token.onTurn ? "#f0c020" : "white"
                }
                Text {
                    anchors.centerIn: parent
                    color: "white"
                    font.bold: true
                    font.pixelSize: 22
                    text: token.name.split(" ").map(word => word.charAt(0)).join("").substring(0, 3)
                }
                Text {
                    anchors.top: parent.bottom
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: tv.tokenSize + 20
                    horizontalAlignment: Text.AlignHCenter
                    elide: Text.ElideRight
                    font.pixelSize: 16
                    font.bold: true
                    style: Text.Outline
                    styleColor: "white"
                    text: token.name
                }
            }
        }
    }

    Label {
        objectName: "playersRegionTurnLine"
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.margins: 12
        visible: tv.view.contested
        // A hidden combatant's turn is the enemy's: the table learns that someone acts, not who or where.
        text: tv.view.turnUnseen ? qsTr("Round %1 — turn: the enemy").arg(tv.view.round)
                                 : qsTr("Round %1 — turn: %2").arg(tv.view.round).arg(tv.view.turnName)
        font.pixelSize: 34
        font.bold: true
        color: "white"
        padding: 8
        background: Rectangle {
            color: "black"
            opacity: 0.8
            radius: 6
        }
    }
    Label {
        anchors.centerIn: parent
        visible: !tv.view.fight
        text: qsTr("No fight on a region map yet.")
        font.pixelSize: 30
        color: "white"
    }

    Shortcut {
        sequence: "F11"
        onActivated: tv.visibility === Window.FullScreen ? tv.showNormal() : tv.showFullScreen()
    }
    Shortcut {
        sequence: "Esc"
        onActivated: tv.showNormal()
    }
}
