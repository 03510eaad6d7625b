pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Help > Keyboard shortcuts: every menu command with a shortcut, read from the menus themselves so the list cannot
// fall behind them, then the keys and gestures of the map.
Dialog {
    id: dialog
    objectName: "shortcutsDialog"

    required property MenuBar menuBar
    // [{keys, what}], the menus' first.
    property var entries: []

    ShortcutText {
        id: keys
    }

    title: qsTr("Keyboard shortcuts")
    modal: true
    standardButtons: Dialog.Close
    anchors.centerIn: Overlay.overlay
    width: Math.min(640, (parent ? parent.width : 640) - 40)
    height: Math.min(640, (parent ? parent.height : 640) - 40)

    // The menu commands that have a shortcut, with the menu they are in ("File › Open campaign…").
    function menuShortcuts() {
        const found = []
        const walk = (menu, path) => {
            for (let i = 0; i < menu.count; ++i) {
                const sub = menu.menuAt(i)
                if (sub) {
                    walk(sub, path + " › " + sub.title.replace(/&(.)/g, "$1"))
                    continue
                }
                const action = menu.actionAt(i)
                // An Action whose key is a window Shortcut names it in shownShortcut (Main.qml, Escape).
                const shortcut = action ? (action.shortcut || action["shownShortcut"]) : undefined
                if (shortcut)
                    found.push({ keys: keys.of(String(shortcut)),
                                 what: path + " › " + action.text.replace(/&(.)/g, "$1") })
            }
        }
        for (let m = 0; m < dialog.menuBar.count; ++m) {
            const menu = dialog.menuBar.menuAt(m)
            walk(menu, menu.title.replace(/&(.)/g, "$1"))
        }
        return found
    }
    readonly property var mapShortcuts: [
        { keys: qsTr("Arrow keys"), what: qsTr("Map › Pan") },
        { keys: keys.of("Space") + qsTr("+drag"), what: qsTr("Map › Pan (or drag with the middle button)") },
        { keys: qsTr("+ / -, wheel"), what: qsTr("Map › Zoom in / out") },
        { keys: "0", what: qsTr("Map › Fit the map to the view") },
        { keys: qsTr("Drag a token"), what: qsTr("Map › Move along the cheapest path") },
        { keys: keys.of("Shift") + qsTr("+drag"), what: qsTr("Map › Move along the safest path (fewest opportunity attacks)") },
        { keys: keys.of("Alt") + qsTr("+drag"), what: qsTr("Map › Step") },
        { keys: keys.of("Ctrl") + qsTr("+click"), what: qsTr("Map › Roll the previewed attack on the pointed-at target") },
        { keys: keys.of("Shift") + qsTr("+click"), what: qsTr("Map › Lay the next square of a wall power") },
        { keys: qsTr("Right-click"), what: qsTr("Map › The token's menu; while measuring, take the last square back") },
        { keys: "F11", what: qsTr("Players' window › Full screen") }
    ]
    onAboutToShow: entries = menuShortcuts().concat(mapShortcuts)

    ListView {
        id: list
        objectName: "shortcutList"
        anchors.fill: parent
        clip: true
        model: dialog.entries
        ScrollBar.vertical: ScrollBar {}
        delegate: RowLayout {
            id: row
            required property var modelData
            width: list.width - 12
            spacing: 16
            Label {
                Layout.preferredWidth: 150
                text: row.modelData.keys
                font.bold: true
                wrapMode: Text.Wrap
            }
            Label {
                Layout.fillWidth: true
                text: row.modelData.what
                wrapMode: Text.Wrap
            }
        }
    }
}
