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
        text: root.value === undefined || root.value === null ? "" : String(root.value)
        selectByMouse: true
        Accessible.name: root.label
        color: root.error.length > 0 ? "#a01818" : input.palette.text
        onTextEdited: root.sheet.setField(root.path, text)
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
