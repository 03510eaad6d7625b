import QtQuick

// Where a monster dragged from the library's encounter list lands on the map: the square under the pointer, which
// the window turns into a placement (a session map edit: Edit > Undo takes it back).
DropArea {
    id: area

    signal monsterDropped(string monsterId, real x, real y)

    keys: ["battlemat/monster"]
    onDropped: (drop) => {
        area.monsterDropped(drop.source.monsterId, drop.x, drop.y)
        drop.accept(Qt.CopyAction)
    }
}
