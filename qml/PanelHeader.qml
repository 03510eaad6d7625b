import QtQuick
import Battlemat
import QtQuick.Controls

// The title strip of a side panel.
Label {
    font.bold: true
    font.pixelSize: 15
    padding: 8
    width: parent ? parent.width : implicitWidth
    background: Rectangle {
        color: Theme.panelHeader
    }
}
