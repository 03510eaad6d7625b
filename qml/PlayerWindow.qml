pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Battlemat.Models

// The players' screen (the TV): the same map from the players' side, fed only by the filtered PlayerScreen
// models. TV mode: larger tokens and text, high contrast, and a camera that follows the active creature.
Window {
    id: playerWindow

    required property PlayerScreen playerScreen
    property bool tvMode: true
    // The heroes' action dice on their tokens (the players know their own pools); null: none shown.
    property ActionDicePools actionDice: null
    property bool followActive: true
    // Whether a fight is on: only then does the screen say whose turn it is (outside one the camera still follows
    // the creature the game master selects, which is nobody's turn).
    property bool inEncounter: false
    property bool showLegend: false // View > Map legend on the game master's side

    width: 1280
    height: 720
    color: "black"
    title: qsTr("Battlemat — players' view")

    function followActiveCreature() {
        if (playerWindow.followActive && playerWindow.playerScreen.activeRow >= 0)
            mapView.keepTokenVisible(playerWindow.playerScreen.activeRow)
    }

    MapView {
        id: mapView
        objectName: "playersMap"
        anchors.fill: parent
        document: playerWindow.playerScreen.map
        tokens: playerWindow.playerScreen.tokens
        actionDice: playerWindow.actionDice
        fogDocument: playerWindow.playerScreen.map
        fogShades: playerWindow.playerScreen.lightShades
        highContrast: playerWindow.tvMode
        selectable: false
        selectedToken: playerWindow.playerScreen.activeRow
        measureSource: playerWindow.playerScreen.ruler
        Component.onCompleted: {
            if (playerWindow.tvMode)
                mapView.camera.zoomBy(1.5)
        }
    }

    Connections {
        target: playerWindow.playerScreen
        function onActiveChanged() { playerWindow.followActiveCreature() }
        function onPinged(column, row) { mapView.showPing(column, row) }
    }
    Connections {
        target: playerWindow.playerScreen.tokens
        function onDataChanged() { playerWindow.followActiveCreature() }
    }

    InitiativeStrip {
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        entries: playerWindow.inEncounter ? playerWindow.playerScreen.initiative : []
    }

    MapLegend {
        objectName: "playersLegend"
        visible: playerWindow.showLegend
        document: playerWindow.playerScreen.map
        large: playerWindow.tvMode
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
    }

    Label {
        objectName: "playersTurnLine"
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.margins: 12
        // An unseen creature's turn is the enemy's: the table learns that someone acts, not who or where.
        visible: playerWindow.inEncounter
                 && (playerWindow.playerScreen.activeRow >= 0 || playerWindow.playerScreen.activeUnseen)
        text: playerWindow.playerScreen.activeRow >= 0
              ? qsTr("Turn: %1").arg(playerWindow.playerScreen.tokens.tokenAt(playerWindow.playerScreen.activeRow).name ?? "")
              : qsTr("Turn: the enemy")
        font.pixelSize: playerWindow.tvMode ? 34 : 18
        font.bold: true
        color: "white"
        padding: 8
        background: Rectangle {
            color: "black"
            opacity: 0.8
            radius: 6
        }
    }

    Shortcut {
        sequence: "F11"
        onActivated: playerWindow.visibility === Window.FullScreen ? playerWindow.showNormal() : playerWindow.showFullScreen()
    }
    Shortcut {
        sequence: "Esc"
        onActivated: playerWindow.showNormal()
    }
}
