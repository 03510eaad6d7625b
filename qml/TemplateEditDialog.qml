pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Encounter > Monster library > a template > Edit...: the lines of a template that say what it gives a monster
// (speed, defenses, senses, resistances, vulnerabilities, immunities) as the book prints them, one field each. Save
// stores the template in the campaign's library as one step (Edit > Undo takes it back); a line that does not read is
// refused naming it, the template as it was.
Dialog {
    id: dialog

    required property MonsterLibraryModel library
    property string templateId: ""
    property var fields: []

    // Opens the dialog on one of the campaign's templates (or a bundled one, stored in the campaign on Save).
    function edit(id, name) {
        templateId = id
        title = qsTr("Edit the template %1").arg(name)
        fields = library.templateFields(id)
        message.text = ""
        open()
    }

    objectName: "templateEditDialog"
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(900, (Overlay.overlay ? Overlay.overlay.width : 900) - 60)

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Each line as the book prints it, in the book's words (fly 6 (hover); +2 Fortitude; necrotic 10). An empty line is taken out.")
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 4
            Repeater {
                id: rows
                model: dialog.fields
                delegate: RowLayout {
                    id: row
                    required property var modelData
                    readonly property string key: modelData.key
                    readonly property alias value: input.text
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Label {
                        Layout.preferredWidth: 160
                        text: row.modelData.label
                        elide: Text.ElideRight
                    }
                    TextField {
                        id: input
                        objectName: "templateField_" + row.modelData.key
                        Layout.fillWidth: true
                        text: row.modelData.value
                        selectByMouse: true
                        // A long line ("radiant damage 10, force damage 10. If it takes ...") whole on hover.
                        ToolTip.visible: hovered && contentWidth > width
                        ToolTip.text: text
                        Component.onCompleted: cursorPosition = 0
                    }
                }
            }
        }
        Label {
            id: message
            objectName: "templateEditMessage"
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.Wrap
            color: Theme.error
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            Button {
                objectName: "templateEditSave"
                text: qsTr("Save")
                highlighted: true
                onClicked: {
                    const values = {}
                    for (let i = 0; i < rows.count; ++i) {
                        const row = rows.itemAt(i)
                        values[row.key] = row.value
                    }
                    if (dialog.library.editTemplate(dialog.templateId, values))
                        dialog.close()
                    else
                        message.text = dialog.library.errorMessage
                }
            }
            Button {
                objectName: "templateEditCancel"
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
        }
    }
}
