pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.folderlistmodel
import Battlemat.Models

// Where to save a file: the folder's files of the kind saved, a name proposed and selected, a Save button, the
// suffix added, and a question before an existing file is replaced. Qt 6.4's own non-native FileDialog cannot
// save (its button says Open, the typed name never reaches selectedFile, a second use appends to the first name).
Dialog {
    id: dialog

    // The file type: "battlemat", "pdf", "json" (added to a name typed without it).
    property string suffix: "battlemat"
    // What the list shows, e.g. "Battlemat campaigns (*.battlemat)".
    property string filterText
    // The name proposed on opening (without the suffix) and the folder to start in.
    property string proposedName
    property url folder: FilePaths.documentsFolder()
    readonly property string chosenFile: FilePaths.fileIn(dialog.folder, nameField.text, dialog.suffix)
    readonly property alias nameField: nameField

    // The file to write; replace is true when the person agreed to replace an existing file.
    signal fileChosen(string file, bool replace)

    function save() {
        if (dialog.chosenFile.length === 0)
            return
        if (FilePaths.exists(dialog.chosenFile)) {
            replaceQuestion.open()
            return
        }
        dialog.close()
        dialog.fileChosen(dialog.chosenFile, false)
    }

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(620, (parent ? parent.width : 620) - 40)
    height: Math.min(460, (parent ? parent.height : 460) - 40)
    closePolicy: Popup.CloseOnEscape
    padding: 12

    onOpened: {
        nameField.text = dialog.proposedName
        nameField.selectAll()
        nameField.forceActiveFocus()
    }

    header: Label {
        text: dialog.title
        font.bold: true
        padding: 12
        bottomPadding: 0
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "saveDialogUp"
                text: qsTr("Up")
                enabled: FilePaths.parentFolder(dialog.folder).length > 0
                onClicked: dialog.folder = FilePaths.parentFolder(dialog.folder)
            }
            Label {
                objectName: "saveDialogFolder"
                Layout.fillWidth: true
                text: qsTr("Folder: %1").arg(FilePaths.displayPath(dialog.folder))
                elide: Text.ElideMiddle
            }
        }

        Frame {
            Layout.fillWidth: true
            Layout.fillHeight: true
            padding: 1

            ListView {
                id: files
                objectName: "saveDialogFiles"
                anchors.fill: parent
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                model: FolderListModel {
                    folder: dialog.folder
                    nameFilters: ["*." + dialog.suffix]
                    showDirsFirst: true
                    showDotAndDotDot: false
                    showHidden: false
                }
                delegate: ItemDelegate {
                    id: entry
                    required property string fileName
                    required property string fileBaseName
                    required property url fileUrl
                    required property bool fileIsDir
                    width: ListView.view.width
                    text: entry.fileIsDir ? "▸ " + entry.fileName + "/" : entry.fileName
                    font.bold: entry.fileIsDir
                    // A folder opens; a file proposes its name (Save then asks before replacing it).
                    onClicked: {
                        if (entry.fileIsDir) {
                            dialog.folder = entry.fileUrl
                        } else {
                            nameField.text = entry.fileName
                            nameField.forceActiveFocus()
                        }
                    }
                }
                Label {
                    anchors.centerIn: parent
                    visible: files.count === 0
                    text: qsTr("No %1 files here yet").arg("." + dialog.suffix)
                    color: Theme.textMuted
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("File name:")
            }
            TextField {
                id: nameField
                objectName: "saveDialogName"
                Layout.fillWidth: true
                selectByMouse: true
                Accessible.name: qsTr("File name")
                onAccepted: dialog.save()
            }
        }
        Label {
            objectName: "saveDialogTarget"
            Layout.fillWidth: true
            elide: Text.ElideMiddle
            color: Theme.textMuted
            text: dialog.chosenFile.length > 0
                  ? qsTr("Saves %1").arg(FilePaths.displayPath(dialog.chosenFile))
                  : qsTr("Type a name for the file")
        }
        Label {
            visible: dialog.filterText.length > 0
            text: dialog.filterText
            color: Theme.textMuted
        }
    }

    // Plain buttons, not a DialogButtonBox: Save asks before replacing a file instead of closing at once.
    footer: Pane {
        background: null
        RowLayout {
            anchors.fill: parent
            spacing: 8
            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "saveDialogSave"
                text: qsTr("Save")
                enabled: dialog.chosenFile.length > 0
                highlighted: true
                onClicked: dialog.save()
            }
            Button {
                objectName: "saveDialogCancel"
                text: qsTr("Cancel")
                onClicked: dialog.reject()
            }
        }
    }

    Dialog {
        id: replaceQuestion
        objectName: "saveDialogReplaceQuestion"
        title: qsTr("Replace the file?")
        modal: true
        anchors.centerIn: Overlay.overlay
        closePolicy: Popup.CloseOnEscape
        width: Math.min(460, dialog.width - 24)
        Label {
            width: replaceQuestion.availableWidth
            wrapMode: Text.Wrap
            text: qsTr("“%1” already exists. Replacing it loses everything in it.").arg(FilePaths.fileName(dialog.chosenFile))
        }
        footer: Pane {
            background: null
            RowLayout {
                anchors.fill: parent
                spacing: 8
                Item {
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "saveDialogReplace"
                    text: qsTr("Replace")
                    onClicked: replaceQuestion.accept()
                }
                Button {
                    text: qsTr("Cancel")
                    onClicked: replaceQuestion.reject()
                }
            }
        }
        onAccepted: {
            dialog.close()
            dialog.fileChosen(dialog.chosenFile, true)
        }
    }
}
