pragma ComponentBehavior: Bound

import QtQuick
import Battlemat

// Along the TV's top edge while a fight is on: the turn order as the players may know it (PlayerScreen.initiative:
// only creatures they see; an unseen creature's turn is one "the enemy" entry), large names, each side's shape and
// colour, the creature whose turn it is ringed and kept in view.
Rectangle {
    id: strip

    property var entries: []

    implicitHeight: Theme.tvName + 2 * Theme.gapLarge + 8
    color: "#d9000000"
    visible: entries.length > 0

    ListView {
        id: list
        objectName: "initiativeStrip"
        anchors.fill: parent
        anchors.margins: Theme.gapMedium
        orientation: ListView.Horizontal
        spacing: Theme.gapMedium
        interactive: false
        model: strip.entries
        currentIndex: strip.entries.findIndex(e => e.active)
        onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
        delegate: Rectangle {
            id: chip
            required property var modelData
            readonly property int shape: Math.max(0, modelData.sideIndex) % 3
            objectName: "initiativeEntry"
            height: list.height
            width: row.implicitWidth + 2 * Theme.gapLarge
            radius: 6
            color: modelData.active ? "#333333" : "#141414"
            border.width: modelData.active ? 4 : 1
            border.color: modelData.active ? Theme.turn : "#555555"

            Row {
                id: row
                anchors.centerIn: parent
                spacing: Theme.gapMedium
                Item {
                    width: Theme.tvName
                    height: Theme.tvName
                    anchors.verticalCenter: parent.verticalCenter
                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.width * (chip.shape === 1 && !chip.modelData.enemy ? 0.72 : 0.9)
                        height: width
                        rotation: chip.shape === 1 && !chip.modelData.enemy ? 45 : 0
                        radius: chip.modelData.enemy || chip.shape === 0 ? width / 2 : width * 0.1
                        color: chip.modelData.enemy ? Theme.enemy : Theme.sideColour(chip.modelData.sideIndex, true)
                        border.width: 2
                        border.color: "white"
                    }
                    Text {
                        anchors.centerIn: parent
                        visible: chip.modelData.enemy
                        text: "?"
                        color: "white"
                        font.bold: true
                        font.pixelSize: Theme.tvName * 0.7
                    }
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: chip.modelData.enemy ? qsTr("the enemy") : chip.modelData.name
                    color: "white"
                    font.pixelSize: Theme.tvName
                    font.bold: chip.modelData.active
                }
            }
        }
    }
}
