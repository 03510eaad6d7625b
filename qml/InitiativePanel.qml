pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Battlemat.Models

// The order of play. Before initiative is rolled it lists the creatures on the map in map order.
Pane {
    id: panel

    required property TokenModel tokens
    property int selectedToken: -1
    signal tokenActivated(int index)

    padding: 0

    Column {
        anchors.fill: parent

        PanelHeader {
            text: qsTr("Initiative")
        }

        Label {
            width: parent.width
            padding: 8
            wrapMode: Text.WordWrap
            color: "#5b5146"
            text: qsTr("No encounter running. Creatures on this map:")
        }

        ListView {
            id: list
            width: parent.width
            height: panel.height - y
            clip: true
            model: panel.tokens
            delegate: ItemDelegate {
                id: entry
                required property int index
                required property string name
                required property string side
                required property bool hidden
                width: list.width
                highlighted: panel.selectedToken === index
                text: hidden ? qsTr("%1 (hidden) · %2").arg(name).arg(side) : qsTr("%1 · %2").arg(name).arg(side)
                onClicked: panel.tokenActivated(index)
            }
        }
    }
}
