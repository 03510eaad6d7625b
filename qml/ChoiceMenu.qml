pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A submenu of choices given as a list of {id, <textRole>}: one entry each, or a disabled "(none)" when the list is
// empty. chosen(id) tells which was picked.
Menu {
    id: choiceMenu
    property var choices: []
    property string textRole: "name"
    signal chosen(string id)

    MenuItem {
        objectName: "noChoice"
        text: qsTr("(none)")
        enabled: false
        visible: choiceMenu.choices.length === 0
        height: visible ? implicitHeight : 0
    }
    Instantiator {
        model: choiceMenu.choices
        delegate: MenuItem {
            required property var modelData
            objectName: "choice_" + modelData.id
            text: modelData[choiceMenu.textRole]
            onTriggered: choiceMenu.chosen(modelData.id)
        }
        onObjectAdded: (index, object) => choiceMenu.insertItem(index + 1, object)
        onObjectRemoved: (index, object) => choiceMenu.removeItem(object)
    }
}
