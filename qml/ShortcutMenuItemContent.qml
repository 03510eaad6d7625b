import QtQuick
import QtQuick.Controls

// What a menu item shows: its text, and its shortcut at the right edge (ShortcutMenuItem).
Item {
    id: content

    property string text
    property string shortcut
    property font font
    property color color
    property real leftInset: 0  // room for the check box
    property real rightInset: 0 // room for a submenu's arrow

    implicitWidth: leftInset + label.implicitWidth + (shortcut.length > 0 ? 32 + keys.implicitWidth : 0) + rightInset
    implicitHeight: label.implicitHeight

    Label {
        id: label
        x: content.leftInset
        anchors.verticalCenter: parent.verticalCenter
        // Mnemonic ampersands are not shown ("&&" is a real one).
        text: content.text.replace(/&(.)/g, "$1")
        font: content.font
        color: content.color
    }
    Label {
        id: keys
        objectName: "shortcutLabel"
        anchors.right: parent.right
        anchors.rightMargin: content.rightInset
        anchors.verticalCenter: parent.verticalCenter
        visible: content.shortcut.length > 0
        text: content.shortcut
        font: content.font
        color: content.color
        opacity: 0.75
    }
}
