pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Encounter > Monster library > Edit: a library monster's numbers as fields (level, role, rank, abilities, defenses,
// hit points, speeds, resistances, immunities) and a row per power (name, action, attack, damage, range or area,
// recharge). The tables' numbers can be filled in or moved to a new level; Save checks every field, names the one at
// fault, and stores the monster in the campaign's library as one step (Edit > Undo takes it back).
Dialog {
    id: dialog

    required property MonsterLibraryModel library
    readonly property alias editor: editor

    // Opens the editor on one monster of the library.
    function edit(monsterId) {
        editor.monsterId = monsterId
        levelBox.value = Math.min(30, Math.max(1, editor.fields.length > 1 ? Number(editor.fields[1].value) : 1))
        open()
    }

    objectName: "monsterEditDialog"
    title: qsTr("Edit %1").arg(editor.name)
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(1180, (Overlay.overlay ? Overlay.overlay.width : 1180) - 60)
    height: Math.min(760, (Overlay.overlay ? Overlay.overlay.height : 760) - 40)

    MonsterEditor {
        id: editor
        library: dialog.library
        onSaved: dialog.close()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            ColumnLayout {
                width: scroll.availableWidth
                spacing: 10

                GridLayout {
                    Layout.fillWidth: true
                    columns: 8
                    columnSpacing: 8
                    rowSpacing: 4
                    Repeater {
                        model: editor.fields
                        delegate: RowLayout {
                            id: fieldRow
                            required property var modelData
                            // The lists ("Fliegen 8 (schweben), Klettern 4", "Feuer 15, nekrotisch 15") take two cells.
                            readonly property bool list: ["movement", "resist", "vulnerable", "immune"]
                                                         .indexOf(modelData.key) >= 0
                            Layout.columnSpan: list ? 4 : 2
                            Layout.fillWidth: true
                            Layout.preferredWidth: list ? 200 : 100
                            Label {
                                Layout.preferredWidth: 150
                                text: fieldRow.modelData.label
                                elide: Text.ElideRight
                                color: editor.errorKey === fieldRow.modelData.key ? Theme.error : dialog.palette.text
                            }
                            MonsterFieldInput {
                                field: fieldRow.modelData
                                monsterEditor: editor
                                Layout.fillWidth: true
                                Layout.minimumWidth: 60
                            }
                        }
                    }
                }

                Label {
                    text: qsTr("Powers")
                    font.bold: true
                    visible: editor.powers.length > 0
                }
                GridLayout {
                    Layout.fillWidth: true
                    columns: 6
                    columnSpacing: 6
                    rowSpacing: 4
                    visible: editor.powers.length > 0
                    Repeater {
                        model: [qsTr("Name"), qsTr("Action"), qsTr("Attack"), qsTr("Damage"), qsTr("Range or area"),
                                qsTr("Recharge")]
                        delegate: Label {
                            required property string modelData
                            text: modelData
                            font.pixelSize: 12
                        }
                    }
                    Repeater {
                        // Every power's six fields in turn: the grid puts them in the columns under their heads.
                        model: {
                            const cells = []
                            for (const power of editor.powers)
                                for (const field of power.fields)
                                    cells.push(field)
                            return cells
                        }
                        delegate: MonsterFieldInput {
                            required property var modelData
                            field: modelData
                            monsterEditor: editor
                            Layout.fillWidth: true
                            Layout.preferredWidth: modelData.key.endsWith(".name") ? 180 : 110
                            textColor: editor.errorKey === modelData.key ? Theme.error : dialog.palette.text
                        }
                    }
                }
            }
        }

        Label {
            objectName: "monsterEditMessage"
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.Wrap
            color: editor.errorMessage.length > 0 ? Theme.error : dialog.palette.text
            text: editor.errorMessage.length > 0 ? editor.errorMessage : editor.changes
        }

        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "monsterEditAddPower"
                text: qsTr("Add a power")
                onClicked: editor.addPower()
            }
            Button {
                objectName: "monsterEditTables"
                text: qsTr("Numbers from the tables")
                onClicked: editor.fillFromTables()
            }
            Label { text: qsTr("Level") }
            NumberSpinBox {
                id: levelBox
                objectName: "monsterEditLevel"
                Layout.preferredWidth: 100
                from: 1
                to: 30
                value: 1
            }
            Button {
                objectName: "monsterEditRelevel"
                text: qsTr("Re-level")
                onClicked: editor.relevel(levelBox.value)
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "monsterEditSave"
                text: qsTr("Save")
                highlighted: true
                onClicked: editor.save()
            }
            Button {
                objectName: "monsterEditCancel"
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
        }
    }
}
