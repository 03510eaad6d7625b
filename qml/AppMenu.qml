import QtQuick
import QtQuick.Controls

// A menu of the main window: as wide as its widest item (no item is cut), each item with its shortcut.
Menu {
    id: menu

    delegate: ShortcutMenuItem {}
    // The widest item decides; Qt 6.4's menu otherwise keeps its background's 200 pixels and elides longer text.
    width: {
        let widest = 0
        for (let i = 0; i < menu.count; ++i) {
            const item = menu.itemAt(i)
            if (item)
                widest = Math.max(widest, item.implicitWidth)
        }
        return Math.max(implicitWidth, widest + leftPadding + rightPadding)
    }
}
