import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// One editable field of a character sheet: a label, the text, and under it the reason when the engine refuses
// what was typed (the value is then not applied and not saved).
ColumnLayout {
    id: root

    required property CharacterSheetModel sheet
    required property string path
    required property string label
    property var value
    property alias field: input
    property bool multiline: false
    readonly property string error: root.sheet.errors[root.path] !== undefined ? root.sheet.errors[root.path] : ""

    // What a keystroke does: a plain field sets its value; a list field (senses, resistances) overrides this.
    signal textTyped(string text)
    property bool plain: true
    function edited(text) {
        if (root.plain)
            root.sheet.setField(root.path, text)
        else
            root.textTyped(text)
    }

    spacing: 1

    Label {
        text: root.label
        font.pixelSize: 11
        color: "#4a4036"
    }
    TextField {
        id: input
        objectName: root.path
        Layout.fillWidth: true
        Layout.minimumWidth: 48
        Layout.preferredWidth: 110
        selectByMouse: true
        Accessible.name: root.label
        color: root.error.length > 0 ? "#a01818" : input.palette.text
        // The derived numbers follow every keystroke; the campaign's hero is written when the field is left.
        onTextEdited: root.edited(text)
        onEditingFinished: root.sheet.commit()
    }
    // The field shows the hero's value, except while it is typed in: what was typed stays as typed (a list's
    // trailing comma, damage arriving from the encounter) until the field is left.
    Binding {
        target: input
        property: "text"
        when: !input.activeFocus
        value: root.value === undefined || root.value === null ? "" : String(root.value)
        restoreMode: Binding.RestoreNone
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
