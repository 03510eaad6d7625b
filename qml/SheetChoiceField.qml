import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// One field of a character sheet chosen from a list (a power's recharge, action, defense ...): the list shows the
// names in the table's language and writes the hero file's word, so what a person picks is what the engine reads.
// A value the list does not hold (a monster's "recharge if bloodied") is shown as it is, until another is picked.
ColumnLayout {
    id: root

    required property CharacterSheetModel sheet
    required property string path
    required property string label
    required property var choices
    property var value
    readonly property string error: root.sheet.errors[root.path] !== undefined ? root.sheet.errors[root.path] : ""

    function indexOf(value) {
        const wanted = value === undefined || value === null ? "" : String(value).toLowerCase().replace("–", "-")
        for (let i = 0; i < root.choices.length; ++i) {
            if (root.choices[i].id === wanted)
                return i
        }
        return -1
    }

    spacing: 1

    Label {
        text: root.label
        font.pixelSize: 11
        color: "#4a4036"
    }
    ComboBox {
        id: box
        objectName: root.path
        Layout.fillWidth: true
        Layout.minimumWidth: 48
        Layout.preferredWidth: 110
        Accessible.name: root.label
        model: root.choices
        textRole: "name"
        valueRole: "id"
        currentIndex: root.indexOf(root.value)
        displayText: box.currentIndex >= 0 ? box.currentText : (root.value === undefined || root.value === null ? "" : String(root.value))
        onActivated: {
            root.sheet.setField(root.path, box.currentValue)
            root.sheet.commit()
        }
    }
    Label {
        objectName: root.path + ".error"
        Layout.fillWidth: true
        Layout.maximumWidth: 260
        visible: root.error.length > 0
        text: root.error
        color: "#a01818"
        font.pixelSize: 11
        wrapMode: Text.Wrap
    }
}
