import QtQuick
import QtQuick.Controls

// One creature on the map. Faction reads from shape as well as colour: circle, diamond, square, then repeats.
Item {
    id: token

    required property string name
    required property int spaceSquares
    required property int sideIndex
    required property bool hidden
    property real cellSize: 48
    property bool selected: false

    readonly property var palette: ["#2f6db5", "#b53a2f", "#3d8b3d", "#7b4fa6", "#b5832f"]
    readonly property int shape: sideIndex % 3
    readonly property color fill: palette[Math.max(0, sideIndex) % palette.length]

    width: spaceSquares * cellSize
    height: width
    opacity: hidden ? 0.55 : 1.0

    Rectangle {
        id: body
        anchors.centerIn: parent
        width: parent.width * (token.shape === 1 ? 0.62 : 0.82)
        height: width
        rotation: token.shape === 1 ? 45 : 0
        radius: token.shape === 0 ? width / 2 : width * 0.08
        color: token.fill
        border.width: token.selected ? 4 : 2
        border.color: token.selected ? "#ffd54a" : "#1b1816"
    }

    Label {
        anchors.centerIn: parent
        width: parent.width - 6
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
        text: token.name.length > 0 ? token.name.charAt(0) : ""
        color: "white"
        font.bold: true
        font.pixelSize: Math.max(10, token.cellSize * 0.38 * token.spaceSquares)
    }

    Label {
        anchors.top: parent.bottom
        anchors.topMargin: -token.cellSize * 0.18
        anchors.horizontalCenter: parent.horizontalCenter
        text: token.hidden ? qsTr("%1 (hidden)").arg(token.name) : token.name
        font.pixelSize: Math.max(9, token.cellSize * 0.22)
        color: "#1b1816"
        background: Rectangle {
            color: "#f3ecdc"
            opacity: 0.85
            radius: 3
        }
        padding: 1
    }
}
