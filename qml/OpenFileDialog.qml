pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.folderlistmodel
import Battlemat.Models

// Which file to open or import: the folder's files of the kinds asked for, picked from the list or typed as a
// name or a path (relative to the folder shown, "~/" for home), with Open refusing a missing, unreadable or wrong
// file and saying why. Battlemat's own, as SaveFileDialog.qml is: Qt 6.4's non-native FileDialog is not used.
Dialog {
    id: dialog

    // The kinds of file it opens, without the dot ("battlemat", "json"); the list shows only these.
    property var suffixes: []
    // What the list shows, e.g. "Battlemat campaigns (*.battlemat)".
    property string filterText
    property url folder: FilePaths.documentsFolder()
    readonly property alias nameField: nameField
    // The button that opens: "Open", or "Import" where the file is copied into the campaign.
    property string acceptText: qsTr("Open")
    // Why the typed file cannot be opened, shown until the name changes.
    property string problem
    // Several files at once (the party's sheets): a click on a file adds it or takes it back.
    property bool multiple: false
    property var picked: [] // URL texts, with multiple

    // The file to open, as a URL's text; with multiple, all of them.
    signal fileChosen(string file)
    signal filesChosen(var files)

    // Opens the typed (or picked) file; a folder is entered instead, a bad file is refused with the reason.
    function openTyped() {
        const chosen = dialog.multiple ? dialog.picked.slice() : []
        if (nameField.text.trim().length > 0 || chosen.length === 0) {
            const file = FilePaths.typedPath(dialog.folder, nameField.text)
            if (file.length > 0 && FilePaths.isFolder(file)) {
                dialog.folder = file
                nameField.text = ""
                return
            }
            const why = FilePaths.openProblem(file, dialog.suffixes)
            if (why.length > 0) {
                dialog.problem = why
                nameField.forceActiveFocus()
                return
            }
            if (chosen.indexOf(file) < 0)
                chosen.push(file)
        }
        dialog.chosenFiles = chosen
        dialog.close()
    }
    // The choice is told once the dialog has closed, so that a dialog opened on it (the party's PDF) gets the
    // keyboard instead of losing it to this one's closing.
    property var chosenFiles: null
    onClosed: {
        const chosen = dialog.chosenFiles
        dialog.chosenFiles = null
        if (chosen === null)
            return
        if (dialog.multiple)
            dialog.filesChosen(chosen)
        else
            dialog.fileChosen(chosen[0])
    }
    function togglePicked(file) {
        const list = dialog.picked.slice()
        const at = list.indexOf(file)
        if (at >= 0)
            list.splice(at, 1)
        else
            list.push(file)
        dialog.picked = list
    }

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(620, (parent ? parent.width : 620) - 40)
    height: Math.min(460, (parent ? parent.height : 460) - 40)
    closePolicy: Popup.CloseOnEscape
    padding: 12

    onOpened: {
        nameField.text = ""
        dialog.problem = ""
        dialog.picked = []
        dialog.chosenFiles = null
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
                objectName: "openDialogUp"
                text: qsTr("Up")
                enabled: FilePaths.parentFolder(dialog.folder).length > 0
                onClicked: dialog.folder = FilePaths.parentFolder(dialog.folder)
            }
            Label {
                objectName: "openDialogFolder"
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
                objectName: "openDialogFiles"
                anchors.fill: parent
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                model: FolderListModel {
                    folder: dialog.folder
                    nameFilters: dialog.suffixes.map(suffix => "*." + suffix)
                    showDirsFirst: true
                    showDotAndDotDot: false
                    showHidden: false
                }
                delegate: ItemDelegate {
                    id: entry
                    required property string fileName
                    required property url fileUrl
                    required property bool fileIsDir
                    width: ListView.view.width
                    text: entry.fileIsDir ? "▸ " + entry.fileName + "/" : entry.fileName
                    font.bold: entry.fileIsDir
                    highlighted: !entry.fileIsDir && (dialog.multiple ? dialog.picked.indexOf(String(entry.fileUrl)) >= 0
                                                                      : nameField.text === entry.fileName)
                    // A folder opens; a file is chosen (Open or a double click opens it).
                    onClicked: {
                        if (entry.fileIsDir) {
                            dialog.folder = entry.fileUrl
                        } else if (dialog.multiple) {
                            dialog.togglePicked(String(entry.fileUrl))
                        } else {
                            nameField.text = entry.fileName
                            nameField.forceActiveFocus()
                        }
                    }
                    onDoubleClicked: {
                        if (!entry.fileIsDir && !dialog.multiple) {
                            nameField.text = entry.fileName
                            dialog.openTyped()
                        }
                    }
                }
                Label {
                    anchors.centerIn: parent
                    visible: files.count === 0
                    text: qsTr("No %1 files here").arg(dialog.suffixes.map(suffix => "." + suffix).join(", "))
                    color: Theme.textMuted
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("File name or path:")
            }
            TextField {
                id: nameField
                objectName: "openDialogName"
                Layout.fillWidth: true
                selectByMouse: true
                Accessible.name: qsTr("File name or path")
                onTextChanged: dialog.problem = ""
                onAccepted: dialog.openTyped()
            }
        }
        Label {
            objectName: "openDialogPicked"
            Layout.fillWidth: true
            visible: dialog.multiple && dialog.picked.length > 0
            text: qsTr("Chosen: %1").arg(dialog.picked.map(file => FilePaths.fileName(file)).join(", "))
            elide: Text.ElideRight
        }
        Label {
            objectName: "openDialogProblem"
            Layout.fillWidth: true
            visible: dialog.problem.length > 0
            text: dialog.problem
            wrapMode: Text.Wrap
            color: Theme.error
        }
        Label {
            visible: dialog.filterText.length > 0 && dialog.problem.length === 0
            text: dialog.filterText
            color: Theme.textMuted
        }
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
                objectName: "openDialogOpen"
                text: dialog.acceptText
                enabled: nameField.text.trim().length > 0 || dialog.picked.length > 0
                highlighted: true
                onClicked: dialog.openTyped()
            }
            Button {
                objectName: "openDialogCancel"
                text: qsTr("Cancel")
                onClicked: dialog.reject()
            }
        }
    }
}
