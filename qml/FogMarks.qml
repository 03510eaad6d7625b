import QtQuick
import Battlemat.Models

// On the game master's map: the reveal and hide marks he painted for the players' window (FogMarksItem), and the
// rectangle of a fog stroke being dragged, before it is one map edit.
Item {
    id: marks

    property MapDocument document: null
    property real cellSize: 48
    property rect rectangle: Qt.rect(0, 0, 0, 0) // in squares; width 0: none

    FogMarksItem {
        objectName: "fogMarks"
        document: marks.document
        cellSize: marks.cellSize
    }

    Rectangle {
        objectName: "fogRectangle"
        visible: marks.rectangle.width > 0
        x: marks.rectangle.x * marks.cellSize
        y: marks.rectangle.y * marks.cellSize
        width: marks.rectangle.width * marks.cellSize
        height: marks.rectangle.height * marks.cellSize
        color: "#33ffd54a"
        border.color: "#ffd54a"
        border.width: 3
    }
}
