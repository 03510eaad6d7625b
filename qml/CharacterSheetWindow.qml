pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Battlemat.Models

// The character sheet in its own window, with its own File menu: open, save, print and export PDF.
ApplicationWindow {
    id: sheetWindow

    property alias sheet: model
    readonly property var heroMap: model.hero

    width: 1200
    height: 860
    title: qsTr("Character sheet — %1").arg(sheetWindow.heroMap.creature !== undefined ? sheetWindow.heroMap.creature.name : "")

    CharacterSheetModel {
        id: model
    }

    menuBar: MenuBar {
        Menu {
            title: qsTr("&File")
            Action {
                text: qsTr("&Open hero…")
                shortcut: "Ctrl+O"
                onTriggered: openDialog.open()
            }
            Menu {
                title: qsTr("Open &sample hero")
                Action { text: qsTr("Ilsa Marrow (light armor, high Int)"); onTriggered: model.loadSample("ilsa-marrow") }
                Action { text: qsTr("Brannoc Vell (heavy armor, shield)"); onTriggered: model.loadSample("brannoc-vell") }
                Action { text: qsTr("Sefra Dunmoor (level 11, improved critical)"); onTriggered: model.loadSample("sefra-dunmoor") }
            }
            Action {
                text: qsTr("&Save")
                shortcut: "Ctrl+S"
                onTriggered: model.fileName.length > 0 ? model.save() : saveDialog.open()
            }
            Action {
                text: qsTr("Save &as…")
                onTriggered: saveDialog.open()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Print…")
                shortcut: "Ctrl+P"
                onTriggered: model.printSheet()
            }
            Action {
                text: qsTr("Export PDF (&A4)…")
                onTriggered: { pdfDialog.paper = "a4"; pdfDialog.open() }
            }
            Action {
                text: qsTr("Export PDF (&Letter)…")
                onTriggered: { pdfDialog.paper = "letter"; pdfDialog.open() }
            }
            Action {
                text: qsTr("Export &party PDF…")
                onTriggered: partyDialog.open()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Close")
                shortcut: "Ctrl+W"
                onTriggered: sheetWindow.close()
            }
        }
    }

    footer: Label {
        padding: 6
        text: model.valid ? model.statusMessage : qsTr("Some fields are invalid (in red): they are not applied or saved until fixed.")
        color: model.valid ? "#4a4036" : "#a01818"
    }

    // The view only exists while the window is shown: the hidden window costs the application's start-up nothing
    // but a model, and the hero stays loaded between openings.
    Loader {
        anchors.fill: parent
        active: sheetWindow.visible
        sourceComponent: CharacterSheetView {
            sheet: model
        }
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open a hero")
        nameFilters: [qsTr("Hero files (*.json)")]
        onAccepted: model.load(selectedFile)
    }
    FileDialog {
        id: saveDialog
        title: qsTr("Save the hero")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Hero files (*.json)")]
        onAccepted: model.save(selectedFile)
    }
    FileDialog {
        id: pdfDialog
        property string paper: "a4"
        title: qsTr("Export the sheet as PDF")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        onAccepted: model.exportPdf(selectedFile, paper)
    }
    FileDialog {
        id: partyDialog
        title: qsTr("Add the other heroes of the party")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Hero files (*.json)")]
        onAccepted: {
            partyPdfDialog.heroes = selectedFiles
            partyPdfDialog.open()
        }
    }
    FileDialog {
        id: partyPdfDialog
        property var heroes: []
        title: qsTr("Export the party as one PDF")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        onAccepted: model.exportPartyPdf(heroes.map(u => u.toString()), selectedFile, "a4")
    }
}
