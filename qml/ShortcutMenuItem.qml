import QtQuick
import QtQuick.Controls

// A menu item showing its action's shortcut at the right, in the table's language ("Strg+Umschalt+C").
MenuItem {
    id: item

    // The shortcut as a person reads it; an Action's shortcut is written in the portable form ("Ctrl+Shift+C").
    readonly property string shortcutText: item.action && item.action.shortcut
                                           ? ShortcutText.of(String(item.action.shortcut)) : ""
    readonly property color textColor: !item.enabled ? item.palette.mid
                                       : item.down || item.highlighted ? item.palette.highlightedText
                                                                        : item.palette.text

    contentItem: Item {
        readonly property real indicatorPadding: item.checkable && item.indicator ? item.indicator.width + item.spacing : 0
        readonly property real arrowPadding: item.subMenu && item.arrow ? item.arrow.width + item.spacing : 0
        implicitWidth: indicatorPadding + label.implicitWidth
                       + (item.shortcutText.length > 0 ? 32 + shortcut.implicitWidth : 0) + arrowPadding
        implicitHeight: label.implicitHeight

        Label {
            id: label
            x: parent.indicatorPadding
            anchors.verticalCenter: parent.verticalCenter
            // Mnemonic ampersands are not shown ("&&" is a real one).
            text: item.text.replace(/&(.)/g, "$1")
            font: item.font
            color: item.textColor
        }
        Label {
            id: shortcut
            objectName: "shortcutLabel"
            anchors.right: parent.right
            anchors.rightMargin: parent.arrowPadding
            anchors.verticalCenter: parent.verticalCenter
            visible: item.shortcutText.length > 0
            text: item.shortcutText
            font: item.font
            color: item.textColor
            opacity: 0.75
        }
    }
}
