import QtQuick
import QtQuick.Controls
import Battlemat.Models

// One field of the monster edit dialog: typed text, or a pick from a closed list (role, rank, leader, a power's
// action and recharge) named in the table's language; the pick hands the editor the stat block's word, so a German
// "Schütze" is the "archer" the engine reads. A value the list does not hold is shown as it is.
Item {
    id: root

    required property var field // {key, label, value, choices} (MonsterEditor::fieldView)
    required property MonsterEditor monsterEditor
    property color textColor: palette.text
    readonly property bool chosen: root.field.choices !== undefined && root.field.choices.length > 0

    function indexOf(value) {
        const wanted = String(value === undefined || value === null ? "" : value).toLowerCase().replace("–", "-")
        for (let i = 0; i < root.field.choices.length; ++i) {
            if (root.field.choices[i].id === wanted)
                return i
        }
        return -1
    }

    implicitWidth: root.chosen ? box.implicitWidth : input.implicitWidth
    implicitHeight: root.chosen ? box.implicitHeight : input.implicitHeight

    TextField {
        id: input
        anchors.fill: parent
        visible: !root.chosen
        objectName: visible ? "monsterField_" + root.field.key : ""
        text: root.field.value
        selectByMouse: true
        color: root.textColor
        ToolTip.visible: hovered
        ToolTip.text: root.field.label + (text.length > 0 ? ": " + text : "")
        onTextEdited: root.monsterEditor.setValue(root.field.key, text)
        // A value set from the block shows its beginning ("Feuer 15, nekrotisch 15"), not its end.
        onTextChanged: if (!activeFocus) cursorPosition = 0
        Component.onCompleted: cursorPosition = 0
    }
    ComboBox {
        id: box
        anchors.fill: parent
        visible: root.chosen
        objectName: visible ? "monsterField_" + root.field.key : ""
        Accessible.name: root.field.label
        model: root.chosen ? root.field.choices : []
        textRole: "name"
        valueRole: "id"
        currentIndex: root.chosen ? root.indexOf(root.field.value) : -1
        displayText: box.currentIndex >= 0 ? box.currentText : String(root.field.value)
        onActivated: root.monsterEditor.setValue(root.field.key, box.currentValue)
    }
}
