pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A combo box over a list of objects (or strings), as wide as its widest choice, whose open list shows every choice
// whole. Fusion's list sets the current choice in demi-bold, wider than the normal weight the box measured its width
// in, and so elides it when it is the widest ("Automatic (basic atta…"); here every choice has the box's own weight
// (the list opens with the current one highlighted, and the box shows it).
ComboBox {
    id: box

    implicitContentWidthPolicy: ComboBox.WidestText
    delegate: MenuItem {
        required property int index
        required property var modelData

        width: ListView.view.width
        text: box.textRole.length > 0 ? modelData[box.textRole] : modelData
        highlighted: box.highlightedIndex === index
        hoverEnabled: box.hoverEnabled
    }
}
