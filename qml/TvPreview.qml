import QtQuick
import Battlemat
import QtQuick.Controls
import Battlemat.Models

// A small picture of the TV in a corner of the game master's map (View > TV preview): the players' own filtered
// copy and tokens (PlayerScreen), drawn as the players' window draws them (pings and the shown ruler too), so the game master sees what the table
// sees without turning round. It may be panned and zoomed on its own; it fits the map when shown or resized.
Rectangle {
    id: preview

    required property PlayerScreen playerScreen

    implicitWidth: 420
    implicitHeight: 236
    color: "black"
    border.color: Theme.selection
    border.width: 2

    MapView {
        id: tvMap
        objectName: "tvPreviewMap"
        anchors.fill: parent
        anchors.margins: preview.border.width
        clip: true
        document: preview.playerScreen.map
        tokens: preview.playerScreen.tokens
        fogDocument: preview.playerScreen.map
        fogShades: preview.playerScreen.lightShades
        highContrast: true
        selectable: false
        selectedToken: preview.playerScreen.activeRow
        // The ruler the game master shows the players, as the TV draws it.
        measureSource: preview.playerScreen.ruler
        onWidthChanged: fit()
        onHeightChanged: fit()
        Component.onCompleted: fit()
    }

    // A ping pulses here as on the TV.
    Connections {
        target: preview.playerScreen
        function onPinged(column, row) { tvMap.showPing(column, row) }
    }

    Label {
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.margins: Theme.gapMedium
        text: qsTr("TV")
        font.bold: true
        color: "white"
        padding: 3
        background: Rectangle {
            color: "black"
            opacity: 0.7
            radius: 3
        }
    }
}
