pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The campaign's mastery characters and monsters (docs/modules.md, "Mastery points": the roster): sheets whose
// statistics are ladder dice, rank, Mastery Points, action points per turn and health, and the monster groups that
// pool their MPs. Saving or removing is a session step (Edit > Undo takes it back); Print sheets… writes a PDF.
Dialog {
    id: dialog

    required property MasteryRosterModel roster
    // The sheet shown in the form ("" for a new one).
    property string editing: ""

    // "none", then every monster group of the roster.
    function groupChoices(): var {
        const choices = [{id: "", name: qsTr("none (keeps its own MPs)")}]
        for (const group of dialog.roster.groups)
            choices.push(group)
        return choices
    }

    // After a save the roster is read again: the form shows the sheet as stored.
    function showStored(id: string) {
        for (const sheet of dialog.roster.sheets) {
            if (sheet.id === id) {
                dialog.show(sheet)
                return
            }
        }
    }

    function show(sheet: var) {
        dialog.editing = sheet ? sheet.id : ""
        idField.text = sheet ? sheet.id : ""
        nameField.text = sheet ? sheet.name : ""
        sideField.text = sheet ? sheet.side : "heroes"
        groupBox.currentIndex = sheet ? Math.max(0, groupBox.indexOfValue(sheet.group)) : 0
        rankBox.value = sheet ? sheet.rank : 1
        mpBox.value = sheet ? sheet.mp : 0
        apBox.value = sheet ? sheet.ap : 0
        healthBox.value = sheet ? sheet.health : 3
        statisticsField.text = sheet ? sheet.statistics : "ref D8\nattack D8\ndefense D6"
    }

    objectName: "masterySheetsDialog"
    title: qsTr("Mastery characters and monsters")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(920, (parent ? parent.width : 920) - 40)
    height: Math.min(660, (parent ? parent.height : 660) - 40)
    standardButtons: Dialog.Close
    onAboutToShow: dialog.show(null)

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            visible: !dialog.roster.available
            Label {
                text: qsTr("This campaign plays by other rules; mastery sheets belong to the mastery rules.")
            }
            Button {
                objectName: "useMasteryRulesButton"
                text: qsTr("Play by the mastery rules")
                onClicked: dialog.roster.useMasteryRules()
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            enabled: dialog.roster.available
            spacing: 12

            ColumnLayout {
                Layout.preferredWidth: 330
                Layout.minimumWidth: 330
                Layout.maximumWidth: 330
                Layout.fillHeight: true

                Label {
                    text: qsTr("Sheets")
                    font.bold: true
                }
                ListView {
                    id: sheetList
                    objectName: "masterySheetList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: dialog.roster.sheets
                    delegate: ItemDelegate {
                        required property var modelData
                        width: sheetList.width
                        highlighted: dialog.editing === modelData.id
                        text: qsTr("%1 — rank %2 · %3").arg(modelData.name).arg(modelData.rank).arg(modelData.side)
                        onClicked: dialog.show(modelData)
                    }
                }
                Button {
                    objectName: "newSheetButton"
                    text: qsTr("New sheet")
                    onClicked: dialog.show(null)
                }
                Label {
                    text: qsTr("Monster groups (their MPs are pooled)")
                    font.bold: true
                }
                // In a Column, not straight in the layout: Qt 6.4's layout kept a pointer to a delegate the Repeater
                // had destroyed (the groups gone with a switch to other rules) and crashed when the dialog opened.
                Column {
                    Layout.fillWidth: true
                    Repeater {
                        model: dialog.roster.groups
                        delegate: Label {
                            required property var modelData
                            text: qsTr("%1 (%2) — REF %3 · MP pool %4").arg(modelData.name).arg(modelData.id)
                                  .arg(modelData.ref === "" ? qsTr("largest member's") : modelData.ref)
                                  .arg(modelData.mpPool)
                        }
                    }
                }
                RowLayout {
                    TextField {
                        id: groupId
                        objectName: "groupIdField"
                        placeholderText: qsTr("Group id")
                        Layout.preferredWidth: 80
                    }
                    TextField {
                        id: groupName
                        objectName: "groupNameField"
                        placeholderText: qsTr("Name")
                        Layout.preferredWidth: 90
                    }
                    TextField {
                        id: groupRef
                        objectName: "groupRefField"
                        placeholderText: qsTr("REF")
                        Layout.preferredWidth: 50
                    }
                    Button {
                        objectName: "saveGroupButton"
                        text: qsTr("Save group")
                        onClicked: {
                            if (!dialog.roster.saveGroup(groupId.text, groupName.text, groupRef.text))
                                return
                            groupId.clear()
                            groupName.clear()
                            groupRef.clear()
                        }
                    }
                }
            }

            ScrollView {
                id: formScroll
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: availableWidth

                GridLayout {
                    width: formScroll.availableWidth
                    columns: 2
                    columnSpacing: 8

                    Label { text: qsTr("Id") }
                    TextField {
                        id: idField
                        objectName: "sheetIdField"
                        Layout.fillWidth: true
                        readOnly: dialog.editing !== ""
                    }
                    Label { text: qsTr("Name") }
                    TextField {
                        id: nameField
                        objectName: "sheetNameField"
                        Layout.fillWidth: true
                    }
                    Label { text: qsTr("Side") }
                    TextField {
                        id: sideField
                        objectName: "sheetSideField"
                        Layout.fillWidth: true
                        placeholderText: qsTr("heroes, monsters, … (different sides are hostile)")
                    }
                    Label { text: qsTr("Monster group") }
                    ComboBox {
                        id: groupBox
                        objectName: "sheetGroupBox"
                        Layout.fillWidth: true
                        textRole: "name"
                        valueRole: "id"
                        model: dialog.groupChoices()
                    }
                    Label { text: qsTr("Rank") }
                    SpinBox {
                        id: rankBox
                        objectName: "sheetRankBox"
                        from: 1
                        to: 5
                    }
                    Label { text: qsTr("Mastery Points") }
                    RowLayout {
                        SpinBox {
                            id: mpBox
                            objectName: "sheetMpBox"
                            from: 0
                            to: 100
                        }
                        Label {
                            text: qsTr("0 = the rank (default)")
                            color: Theme.textMuted
                        }
                    }
                    Label { text: qsTr("Action points per turn") }
                    RowLayout {
                        SpinBox {
                            id: apBox
                            from: 0
                            to: 20
                        }
                        Label {
                            text: qsTr("0 = the campaign's (%1)").arg(dialog.roster.defaultAp)
                            color: Theme.textMuted
                        }
                    }
                    Label { text: qsTr("Health") }
                    SpinBox {
                        id: healthBox
                        objectName: "sheetHealthBox"
                        from: 1
                        to: 1000
                    }
                    Label {
                        Layout.alignment: Qt.AlignTop
                        text: qsTr("Statistics")
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        TextArea {
                            id: statisticsField
                            objectName: "sheetStatistics"
                            Layout.fillWidth: true
                            Layout.preferredHeight: 130
                            wrapMode: TextEdit.NoWrap
                            background: Rectangle {
                                color: statisticsField.palette.base
                                border.color: statisticsField.activeFocus ? "#2f6db5" : "#a0a0a0"
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: Theme.textMuted
                            text: qsTr("One a line: a name and its ladder die (D2 … D60), e.g. \"stealth D8\". ref is the initiative die; attack and defense are the fight's.")
                        }
                    }
                    Item { width: 1; height: 1 }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 6
                        Button {
                            objectName: "sheetSaveButton"
                            text: qsTr("Save sheet")
                            onClicked: {
                                if (dialog.roster.saveSheet({id: idField.text, name: nameField.text,
                                                             side: sideField.text, group: groupBox.currentValue,
                                                             rank: rankBox.value, mp: mpBox.value, ap: apBox.value,
                                                             health: healthBox.value,
                                                             statistics: statisticsField.text}))
                                    dialog.showStored(idField.text.trim())
                            }
                        }
                        Button {
                            objectName: "sheetRemoveButton"
                            text: qsTr("Remove")
                            enabled: dialog.editing !== ""
                            onClicked: {
                                if (dialog.roster.remove(dialog.editing))
                                    dialog.show(null)
                            }
                        }
                        Button {
                            objectName: "printSheetsButton"
                            text: qsTr("Print sheets…")
                            enabled: dialog.roster.sheets.length > 0
                            onClicked: pdfDialog.open()
                        }
                    }
                    Item { width: 1; height: 1 }
                    Label {
                        objectName: "sheetError"
                        Layout.fillWidth: true
                        visible: dialog.roster.errorMessage !== ""
                        text: dialog.roster.errorMessage
                        color: Theme.error
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
    }

    SaveFileDialog {
        id: pdfDialog
        objectName: "masterySheetsPdfDialog"
        title: qsTr("Print the mastery sheets as PDF")
        suffix: "pdf"
        filterText: qsTr("PDF files (*.pdf)")
        proposedName: qsTr("Mastery sheets")
        onFileChosen: file => dialog.roster.exportPdf(file)
    }
}
