pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// Edit > Let time pass on the map…: the entry and its dialog, made on first use (LazyObject). Outside a fight only:
// during one the rounds burn the fight's lights and its end makes them the map's.
Action {
    id: action

    // The main window (Main.qml), as the menu bar has it.
    required property var shell

    property LazyObject dialog: LazyObject {
        parentObject: action.shell
        component: LetTimePassDialog {
            document: action.shell.controller.map
        }
    }

    text: qsTr("Let &time pass on the map…")
    enabled: !action.shell.encounter.running && action.shell.controller.map !== null
    onTriggered: action.dialog.get().open()
}
