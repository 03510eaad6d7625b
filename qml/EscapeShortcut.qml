import QtQuick
import QtQuick.Controls

// Escape in the game master's window: Edit > Clear selection / cancel, but only while no dialog or menu has the
// keyboard. As that Action's own shortcut it competed with every open dialog's Escape, and neither happened
// (Qt 6.4): no dialog closed on Escape.
Shortcut {
    id: escapeKey

    required property ApplicationWindow window
    required property Action action

    readonly property bool keyboardInPopup: {
        for (let item = escapeKey.window.activeFocusItem; item; item = item.parent) {
            if (item === escapeKey.window.Overlay.overlay)
                return true
        }
        return false
    }

    sequence: "Esc"
    enabled: !escapeKey.keyboardInPopup
    onActivated: escapeKey.action.trigger()
}
