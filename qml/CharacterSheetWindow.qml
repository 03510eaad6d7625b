pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The character sheet in its own window, with its own File menu: open, save, print and export PDF. A hero of the
// campaign is written into the campaign file each time a field is left.
ApplicationWindow {
    id: sheetWindow

    property alias sheet: model
    // The open campaign: its heroes are listed at the top and a campaign hero's edits go into it.
    property CampaignController campaign
    // The table: the sheet is computed under its rules (Settings > Rules modules, the rules version).
    property EncounterController table: null
    // The action dice module's pools while it is in force: a campaign hero's sheet shows its pool this game night.
    property ActionDicePools actionDice: null
    readonly property var actionDicePool: actionDice !== null && model.campaignHero.length > 0
                                          ? (actionDice.byHero[model.campaignHero] ?? null) : null
    readonly property var heroMap: model.hero
    readonly property string heroName: sheetWindow.heroMap.creature !== undefined ? sheetWindow.heroMap.creature.name : ""

    /** The campaign's hero by id (Characters > Character sheets shows the first one). */
    function showCampaignHero(heroId) {
        model.commit()
        return model.openCampaignHero(sheetWindow.campaign, heroId)
    }

    width: Math.min(1200, Screen.desktopAvailableWidth)
    height: Math.min(860, Screen.desktopAvailableHeight - 40)
    title: model.campaignHero.length > 0 ? qsTr("Character sheet — %1 (in the campaign)").arg(sheetWindow.heroName)
                                         : qsTr("Character sheet — %1").arg(sheetWindow.heroName)

    // A field being typed in when the window closes is committed like one that is left.
    onClosing: model.commit()

    CharacterSheetModel {
        id: model
        table: sheetWindow.table
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
                // A campaign hero is saved as each field is left; Save then only confirms it.
                text: model.campaignHero.length > 0 ? qsTr("&Save in the campaign") : qsTr("&Save")
                shortcut: "Ctrl+S"
                onTriggered: model.campaignHero.length > 0 || model.fileName.length > 0 ? model.save() : saveDialog.open()
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

    header: ToolBar {
        visible: sheetWindow.campaign !== null && sheetWindow.campaign.heroes.length > 0
        RowLayout {
            anchors.fill: parent
            Label {
                Layout.leftMargin: 12
                text: qsTr("Hero of the campaign:")
            }
            ComboBox {
                id: heroChoice
                objectName: "campaignHeroChoice"
                Layout.preferredWidth: 280
                model: sheetWindow.campaign ? sheetWindow.campaign.heroes : []
                textRole: "name"
                valueRole: "id"
                currentIndex: heroChoice.indexOfValue(model.campaignHero)
                // Each save in the campaign lists its heroes anew, and the box then falls back to the first entry
                // while the sheet still shows its hero: bind the choice to the sheet's hero again.
                onModelChanged: heroChoice.currentIndex = Qt.binding(() => heroChoice.indexOfValue(model.campaignHero))
                displayText: currentIndex >= 0 ? currentText : qsTr("(not in the campaign)")
                onActivated: sheetWindow.showCampaignHero(heroChoice.currentValue)
            }
            Label {
                objectName: "sheetActionDice"
                visible: sheetWindow.actionDicePool !== null
                font.bold: true
                color: "#2d5e3a"
                text: {
                    const pool = sheetWindow.actionDicePool
                    if (pool === null)
                        return ""
                    //: the hero's action dice this game night on the character sheet: "Action dice 3d4 · 1 token"
                    let line = qsTr("Action dice %1d%2 · %n token(s)", "", pool.heroTokens).arg(pool.dice).arg(pool.sides)
                    if (pool.acBoostRoundsLeft > 0)
                        line += " · " + qsTr("+2 AC, %n round(s)", "", pool.acBoostRoundsLeft)
                    return line
                }
            }
            Label {
                Layout.fillWidth: true
                text: model.campaignHero.length > 0 ? qsTr("Changes are saved in the campaign as you leave each field.")
                                                    : qsTr("A hero file: File > Save writes it.")
                color: "#5b5146"
                elide: Text.ElideRight
            }
        }
    }

    footer: Label {
        padding: 6
        text: model.valid ? model.statusMessage : qsTr("Some fields are invalid (in red): they are not applied or saved until fixed.")
        color: model.valid ? "#4a4036" : "#a01818"
    }

    // The view only exists while the window is shown: the hidden window costs the application's start-up nothing
    // but a model, and the hero stays loaded between openings. Loaded by URL with its sheet: Qt 6.4's Loader
    // cannot create a bound inline component ("Cannot instantiate bound component outside its creation context").
    Loader {
        id: viewLoader
        objectName: "sheetViewLoader"
        anchors.fill: parent
    }
    onVisibleChanged: {
        if (sheetWindow.visible && viewLoader.status === Loader.Null)
            viewLoader.setSource("CharacterSheetView.qml", { sheet: model })
        else if (!sheetWindow.visible)
            viewLoader.source = ""
    }

    OpenFileDialog {
        id: openDialog
        objectName: "sheetOpenDialog"
        title: qsTr("Open a hero")
        suffixes: ["json"]
        filterText: qsTr("Hero files (*.json)")
        onAboutToShow: openDialog.folder = FilePaths.folderOf(model.fileName.length > 0 ? model.fileName : (sheetWindow.campaign ? sheetWindow.campaign.fileName : ""))
        onFileChosen: file => model.load(file)
    }
    SaveFileDialog {
        id: saveDialog
        title: qsTr("Save the hero")
        suffix: "json"
        filterText: qsTr("Hero files (*.json)")
        proposedName: sheetWindow.heroName
        onAboutToShow: saveDialog.folder = FilePaths.folderOf(model.fileName)
        onFileChosen: (file) => model.save(file)
    }
    SaveFileDialog {
        id: pdfDialog
        objectName: "sheetPdfDialog"
        property string paper: "a4"
        title: qsTr("Export the sheet as PDF")
        suffix: "pdf"
        filterText: qsTr("PDF files (*.pdf)")
        proposedName: sheetWindow.heroName
        onAboutToShow: pdfDialog.folder = FilePaths.folderOf(model.fileName.length > 0 ? model.fileName : (sheetWindow.campaign ? sheetWindow.campaign.fileName : ""))
        onFileChosen: (file) => model.exportPdf(file, pdfDialog.paper)
    }
    OpenFileDialog {
        id: partyDialog
        objectName: "partyHeroesDialog"
        title: qsTr("Add the other heroes of the party")
        multiple: true
        suffixes: ["json"]
        filterText: qsTr("Hero files (*.json)")
        onAboutToShow: partyDialog.folder = FilePaths.folderOf(model.fileName.length > 0 ? model.fileName : (sheetWindow.campaign ? sheetWindow.campaign.fileName : ""))
        onFilesChosen: files => {
            partyPdfDialog.heroes = files
            partyPdfDialog.open()
        }
    }
    SaveFileDialog {
        id: partyPdfDialog
        property var heroes: []
        title: qsTr("Export the party as one PDF")
        suffix: "pdf"
        filterText: qsTr("PDF files (*.pdf)")
        proposedName: qsTr("Party")
        onFileChosen: (file) => model.exportPartyPdf(partyPdfDialog.heroes.map(u => u.toString()), file, "a4")
    }
}
