import QtQuick
import QtQuick.Controls
import Battlemat.Models

// The status line at the bottom of the map: while a token is dragged, the move's mode, cost, what is left and the
// opportunity attacks it provokes by their numbers on the map; after it, what the move did or why it was refused,
// until the next gesture or a few seconds later.
Label {
    id: status

    required property MovePreview preview
    property string message: ""
    property bool refused: false

    // Six seconds after a message was set, the view is asked to clear it.
    signal expired()
    onMessageChanged: if (message.length > 0) clearTimer.restart()
    Timer {
        id: clearTimer
        interval: 6000
        onTriggered: status.expired()
    }

    readonly property string provokeList: {
        const names = []
        for (let i = 0; i < status.preview.provokes.length; ++i)
            names.push(qsTr("%1: %2").arg(i + 1).arg(status.preview.provokes[i].attackerName))
        return names.join(", ")
    }

    objectName: "moveStatus"
    visible: text.length > 0
    wrapMode: Text.Wrap
    text: preview.active ? (preview.legal ? qsTr("%1: %2, %3 left%4").arg(preview.modeName)
                                            .arg(qsTr("%n square(s)", "", preview.cost)).arg(preview.remaining)
                                            .arg(preview.provokes.length > 0
                                                 ? qsTr(" · %n opportunity attack(s) (%1)", "", preview.provokes.length)
                                                   .arg(status.provokeList)
                                                 : "")
                                          : preview.reason)
                         : message
    color: "white"
    font.pixelSize: 15
    padding: 6
    background: Rectangle {
        color: (status.preview.active ? !status.preview.legal : status.refused) ? "#b02a2a" : "#1b1816"
        opacity: 0.85
        radius: 4
    }
}
