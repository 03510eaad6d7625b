import QtQuick
import QtQuick.Controls

// Escape in the game master's window: Edit > Clear selection / cancel, but only while no dialog or menu has the
// keyboard. As that Action's own shortcut it competed with every open dialog's Escape, and neither happened
// (Qt 6.4): no dialog closed on Escape.
Shortcut {
    id: escape

    required property ApplicationWindow window
    required property Action action

    readonly property bool keyboardInPopup: {
        for (let item = escape.window.activeFocusItem; item; item = item.parent) {
            if (item === escape.window.Overlay.overlay)
                return true
        }
        return false
    }

    sequence: "Esc"
    enabled: !escape.keyboardInPopup
    onActivated: escape.action.trigger()
}
