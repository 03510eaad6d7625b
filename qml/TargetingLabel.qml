import QtQuick
import QtQuick.Controls

// The targeting preview's words over the pointed-at target: range, cover, odds, modifiers; red when the target
// cannot be targeted.
Label {
    id: label
    property bool targetable: true
    color: "white"
    font.pixelSize: 13
    padding: 4
    z: 10
    background: Rectangle {
        color: label.targetable ? "#1b1816" : "#b02a2a"
        opacity: 0.9
        radius: 3
    }
}
