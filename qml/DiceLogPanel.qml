import QtQuick
import QtQuick.Controls

// Every roll made at the table, newest last.
Pane {
    id: panel

    property var rolls: []

    padding: 0

    Column {
        anchors.fill: parent

        PanelHeader {
            text: qsTr("Dice log")
        }

        Label {
            width: parent.width
            padding: 8
            visible: panel.rolls.length === 0
            color: "#5b5146"
            wrapMode: Text.WordWrap
            text: qsTr("No rolls yet in this session.")
        }
    }
}
