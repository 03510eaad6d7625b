import QtQuick
import QtQuick.Controls

// A menu item showing its action's shortcut at the right, in the table's language ("Strg+Umschalt+C").
MenuItem {
    id: item

    // The shortcut as a person reads it; an Action's shortcut is written in the portable form ("Ctrl+Shift+C").
    // An Action whose key is a Shortcut of the window names it in shownShortcut (Main.qml, Escape).
    readonly property string shortcutText: !item.action ? ""
                                           : item.action.shortcut ? keys.of(String(item.action.shortcut))
                                           : item.anyAction.shownShortcut ? keys.of(String(item.anyAction.shownShortcut)) : ""
    readonly property var anyAction: item.action // untyped: shownShortcut is the Action's own property

    ShortcutText {
        id: keys
    }

    contentItem: ShortcutMenuItemContent {
        text: item.text
        shortcut: item.shortcutText
        font: item.font
        color: !item.enabled ? item.palette.mid
               : item.down || item.highlighted ? item.palette.highlightedText : item.palette.text
        leftInset: item.checkable && item.indicator ? item.indicator.width + item.spacing : 0
        rightInset: item.subMenu && item.arrow ? item.arrow.width + item.spacing : 0
    }
}
