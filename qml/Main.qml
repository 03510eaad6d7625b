pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The game master's window: initiative on the left, the map in the middle, details, editing tools and dice on
// the right. The players' window is a second window fed from the filtered PlayerScreen models.
ApplicationWindow {
    id: window

    required property CampaignController controller
    property int selectedToken: -1
    // The map selects by itself (a click, a drag), which breaks its binding to this property; pushed back here so
    // that Next turn's selection reaches the map's rings and targeting after the game master has clicked a token.
    onSelectedTokenChanged: mapView.selectedToken = window.selectedToken
    property bool editing: false
    // The region map with the mastery rules instead of the battle map (View menu).
    property bool regionMode: false
    // In region mode: the region map editor instead of the mastery fight (View > Region map editor).
    property bool regionEditing: false
    onRegionModeChanged: if (!regionMode) regionEditing = false
    property bool showPlayersSight: false // the game master's map shows, see-through, what the TV shows
    // Bumped on every token change so that bindings on the selected token's values follow the model.
    property int tokenRevision: 0
    readonly property var selected: tokenRevision, selectedToken >= 0 ? controller.tokens.tokenAt(selectedToken) : ({})
    readonly property alias mapView: mapView
    readonly property alias playerWindow: playerWindow
    readonly property alias encounter: encounter

    // Sized from the screen's available area (device-independent pixels, so a scale factor is honoured) until the
    // shell restores the size the game master left it at (app/shell/windowgeometry); fits 1280 x 720 and up.
    width: Math.min(1600, Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth * 0.9 : 1366)
    height: Math.min(1000, Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight * 0.9 : 768)
    minimumWidth: Math.min(960, Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth : 960)
    minimumHeight: Math.min(600, Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight : 600)
    visible: true
    title: controller.campaignName.length > 0 ? qsTr("%1 — Battlemat").arg(controller.campaignName) : qsTr("Battlemat")

    // The Orcus encounter of the open map: initiative, turns and their undo (issue 7).
    ActionDicePools {
        id: actionDicePools
        table: encounter
    }

    MonsterAutopilot {
        id: autopilot
        encounter: encounter
    }
    EncounterController {
        id: encounter
        document: window.controller.map
        diceLog: window.controller.diceLog
        campaign: window.controller
    }

    // Five Torches Deep's expedition clock, when it is the campaign's ruleset (ExpeditionPanel).
    ExpeditionModel {
        id: expeditionModel
        table: encounter
    }

    // The TV follows the creature whose turn it is; without an encounter, the one the game master selects.
    Binding {
        target: window.controller.playerScreen
        property: "activeCreatureId"
        value: encounter.running ? encounter.currentCreature : (window.selected.creatureId ?? "")
    }

    Connections {
        target: window.controller.tokens
        function onDataChanged() { ++window.tokenRevision }
        function onModelReset() { ++window.tokenRevision }
    }

    // A new turn selects the creature whose turn it is (its attacks preview at once) and keeps it in view.
    property string turnCreature: encounter.running ? encounter.currentCreature : ""
    onTurnCreatureChanged: {
        if (turnCreature.length === 0)
            return
        const row = window.controller.tokens.rowOf(turnCreature)
        if (row < 0)
            return
        window.selectedToken = row
        // Brought into view only when it is not: a fitted map stays as it is.
        const t = window.controller.tokens.tokenAt(row)
        const r = mapView.viewRectOf(t.column, t.row, t.spaceSquares)
        if (r.x < 0 || r.y < 0 || r.x + r.width > mapView.width || r.y + r.height > mapView.height)
            mapView.centerOnToken(row)
    }

    EscapeShortcut {
        window: window
        action: cancelAction
    }
    // A menu entry that rebuilds or disables its own menu acts once the menus have closed, else File stays open.
    function afterMenusClose(action) {
        afterMenus.action = action
        afterMenus.restart()
    }
    Timer {
        id: afterMenus
        property var action: null
        interval: 0
        onTriggered: {
            const act = afterMenus.action
            act()
        }
    }

    menuBar: MenuBar {
        id: menus
        AppMenu {
            title: qsTr("&File")
            // Every change is committed to the campaign file as it happens: there is no Save to forget.
            Action {
                text: qsTr("&New campaign…")
                shortcut: "Ctrl+N"
                onTriggered: newDialog.open()
            }
            Action {
                text: qsTr("&Open campaign…")
                shortcut: "Ctrl+O"
                onTriggered: openDialog.open()
            }
            Action {
                text: qsTr("Import &monsters…")
                enabled: window.controller.isOpen
                onTriggered: monsterImportDialog.open()
            }
            AppMenu {
                id: recentMenu
                title: qsTr("Open &recent")
                enabled: window.controller.recentFiles.length > 0

                Instantiator {
                    model: window.controller.recentFiles
                    delegate: MenuItem {
                        required property string modelData
                        // The campaign's name (its file's), the whole path in the tooltip.
                        text: modelData.split("/").pop().replace(/\.battlemat$/, "")
                        ToolTip.text: modelData
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        // After the menus have closed: the choice rebuilds this very list (afterMenusClose below too).
                        onTriggered: window.afterMenusClose(() => window.controller.openCampaign(modelData))
                    }
                    onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => recentMenu.removeItem(object)
                }
                MenuSeparator {}
                Action {
                    text: qsTr("&Clear the list")
                    // Emptying the list disables this submenu while it closes, which left File open.
                    onTriggered: window.afterMenusClose(() => window.controller.clearRecentFiles())
                }
            }
            Action {
                text: qsTr("Save &as…")
                shortcut: "Ctrl+Shift+S"
                enabled: window.controller.isOpen
                onTriggered: saveAsDialog.open()
            }
            Action {
                text: qsTr("&Close campaign")
                shortcut: "Ctrl+W"
                enabled: window.controller.isOpen
                onTriggered: window.controller.closeCampaign()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Quit")
                shortcut: "Ctrl+Q"
                onTriggered: Qt.quit()
            }
        }
        AppMenu {
            title: qsTr("&Edit")
            // One history for the table: map edits and the encounter's commands alike (the table session's).
            Action {
                text: qsTr("&Undo")
                shortcut: "Ctrl+Z"
                enabled: encounter.canUndo
                onTriggered: encounter.undo()
            }
            Action {
                text: qsTr("&Redo")
                shortcut: "Ctrl+Shift+Z"
                enabled: encounter.canRedo
                onTriggered: encounter.redo()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Map editing mode")
                shortcut: "Ctrl+E"
                checkable: true
                checked: window.editing
                onTriggered: window.editing = !window.editing
            }
            Action {
                id: cancelAction
                text: qsTr("Clear &selection / cancel")
                // Its key is the Escape shortcut below; the menus and Help show it from here.
                property string shownShortcut: "Esc"
                onTriggered: {
                    window.selectedToken = -1
                    mapView.measuring = false
                }
            }
        }
        AppMenu {
            title: qsTr("&View")
            Action {
                text: qsTr("Zoom &in")
                shortcut: "Ctrl++"
                onTriggered: mapView.zoomIn()
            }
            Action {
                text: qsTr("Zoom &out")
                shortcut: "Ctrl+-"
                onTriggered: mapView.zoomOut()
            }
            Action {
                text: qsTr("&Fit map to window")
                shortcut: "Ctrl+0"
                onTriggered: mapView.fit()
            }
            Action {
                text: qsTr("&Measure distance")
                shortcut: "Ctrl+M"
                checkable: true
                checked: mapView.measuring
                onTriggered: mapView.measuring = !mapView.measuring
            }
            Action {
                text: qsTr("Show &grid lines")
                checkable: true
                checked: true
                onToggled: mapView.gridLinesVisible = checked
            }
            Action {
                text: qsTr("&Region map (mastery rules)")
                shortcut: "Ctrl+R"
                checkable: true
                checked: window.regionMode
                onTriggered: window.regionMode = !window.regionMode
            }
            Action {
                text: qsTr("Region map &editor")
                shortcut: "Ctrl+Shift+R"
                checkable: true
                checked: window.regionEditing
                onTriggered: {
                    window.regionEditing = !window.regionEditing
                    window.regionMode = window.regionEditing
                }
            }
            Action {
                text: qsTr("Show what the pla&yers see")
                checkable: true
                checked: window.showPlayersSight
                onTriggered: window.showPlayersSight = !window.showPlayersSight
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Players' window")
                shortcut: "Ctrl+P"
                checkable: true
                checked: playerWindow.visible
                // The TV shows; the keyboard stays with the game master's window and its shortcuts.
                onTriggered: {
                    playerWindow.visible = !playerWindow.visible
                    window.requestActivate()
                }
            }
            AppMenu {
                id: screenMenu
                title: qsTr("Send players' window &to screen")
                Instantiator {
                    model: window.controller.playerScreen.screenNames
                    delegate: MenuItem {
                        required property int index
                        required property string modelData
                        text: qsTr("%1, full screen").arg(modelData)
                        onTriggered: {
                            window.controller.playerScreen.showFullScreenOn(playerWindow, index)
                            window.requestActivate()
                        }
                    }
                    onObjectAdded: (index, object) => screenMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => screenMenu.removeItem(object)
                }
            }
            Action {
                text: qsTr("Players' window in &TV mode")
                checkable: true
                checked: playerWindow.tvMode
                onTriggered: playerWindow.tvMode = !playerWindow.tvMode
            }
            Action {
                text: qsTr("TV camera &follows the active creature")
                checkable: true
                checked: playerWindow.followActive
                onTriggered: playerWindow.followActive = !playerWindow.followActive
            }
        }
        AppMenu {
            title: qsTr("E&ncounter")
            Action {
                text: qsTr("&Start encounter (roll initiative)")
                shortcut: "Ctrl+I"
                enabled: !encounter.running
                onTriggered: encounter.start()
            }
            Action {
                text: qsTr("&Next turn")
                shortcut: "Ctrl+T"
                enabled: encounter.running
                onTriggered: encounter.nextTurn()
            }
            Action {
                // The simulation's tactics policy plays the monster, one undoable command at a time (issue 18).
                text: qsTr("&Let the engine play this monster's turn")
                shortcut: "Ctrl+Shift+T"
                enabled: autopilot.canPlay
                onTriggered: autopilot.playTurn()
            }
            Action {
                text: qsTr("&End encounter…")
                enabled: encounter.running
                onTriggered: endEncounterDialog.open()
            }
            Action {
                text: qsTr("Monster &library and encounter prep…")
                shortcut: "Ctrl+L"
                onTriggered: monsterLibraryDialog.open()
            }
        }
        AppMenu {
            title: qsTr("&Characters")
            Action {
                text: qsTr("Character &sheets…")
                shortcut: "Ctrl+Shift+C"
                // The campaign's heroes first: the sheet shown last, else the first hero of the party.
                onTriggered: {
                    if (characterSheets.sheet.campaignHero.length === 0 && window.controller.heroes.length > 0)
                        characterSheets.showCampaignHero(window.controller.heroes[0].id)
                    characterSheets.show()
                    characterSheets.raise()
                }
            }
            MenuSeparator {}
            // The campaign's party: each hero's sheet, and its token on the map, linked to the sheet.
            AppMenu {
                id: partySheetsMenu
                title: qsTr("&Open a hero of the campaign")
                enabled: window.controller.heroes.length > 0

                Instantiator {
                    model: window.controller.heroes
                    delegate: MenuItem {
                        required property var modelData
                        text: qsTr("%1 (level %2)").arg(modelData.name).arg(modelData.level)
                        onTriggered: window.openHeroSheet(modelData.id)
                    }
                    onObjectAdded: (index, object) => partySheetsMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => partySheetsMenu.removeItem(object)
                }
            }
            AppMenu {
                id: partyTokensMenu
                title: qsTr("&Put a hero on the map")
                enabled: window.controller.heroes.length > 0

                Instantiator {
                    model: window.controller.heroes
                    delegate: MenuItem {
                        required property var modelData
                        text: modelData.onMap ? qsTr("%1 (on the map)").arg(modelData.name) : modelData.name
                        enabled: !modelData.onMap && !encounter.running
                        onTriggered: window.afterMenusClose(() => window.controller.addHeroToMap(modelData.id))
                    }
                    onObjectAdded: (index, object) => partyTokensMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => partyTokensMenu.removeItem(object)
                }
            }
            Action {
                text: qsTr("&Import a hero into the campaign…")
                enabled: window.controller.isOpen
                onTriggered: heroImportDialog.open()
            }
        }
        AppMenu {
            title: qsTr("&Settings")
            Action {
                text: qsTr("&Rules modules…")
                enabled: window.controller.isOpen
                onTriggered: rulesModulesDialog.open()
            }
            Action {
                objectName: "startGameNight"
                text: qsTr("Start &game night")
                enabled: actionDicePools.inForce && !actionDicePools.nightRunning
                onTriggered: actionDicePools.startGameNight()
            }
            Action {
                objectName: "endGameNight"
                text: qsTr("&End game night")
                enabled: actionDicePools.nightRunning
                onTriggered: actionDicePools.endGameNight()
            }
        }
        AppMenu {
            title: qsTr("&Help")
            Action {
                text: qsTr("&Keyboard shortcuts")
                shortcut: "F1"
                onTriggered: shortcutsDialog.open()
            }
            Action {
                text: qsTr("&About Battlemat")
                onTriggered: aboutDialog.open()
            }
        }
    }

    header: MapToolBar {
        controller: window.controller
        mapView: mapView
        regionMode: window.regionMode
        editing: window.editing
        tokenError: tokenMenu.errorMessage
        onBackToBattleMap: window.regionMode = false
        onEditingToggled: window.editing = !window.editing
    }

    StackLayout {
        anchors.fill: parent
        currentIndex: window.regionMode ? 1 : 0

        SplitView {
            // The left column: the initiative, and under Five Torches Deep the expedition below it.
            SplitView {
                orientation: Qt.Vertical
                SplitView.preferredWidth: 260
                SplitView.minimumWidth: 180

                InitiativePanel {
                    SplitView.fillHeight: true
                    tokens: window.controller.tokens
                    encounter: encounter
                    selectedToken: window.selectedToken
                    onTokenActivated: index => {
                        window.selectedToken = index
                        mapView.centerOnToken(index)
                    }
                }
                ExpeditionPanel {
                    expedition: expeditionModel
                    visible: expeditionModel.active
                    SplitView.preferredHeight: Math.min(460, window.height * 0.62)
                }
            }

            MapView {
                id: mapView
                objectName: "mapView"
                SplitView.fillWidth: true
                document: window.controller.map
                tokens: window.controller.tokens
                encounter: window.encounter
                selectedToken: window.selectedToken
                editing: window.editing
                tool: editPanel.tool
                paintTerrain: editPanel.paintTerrain
                edgeFeature: editPanel.edgeFeature
                paintLight: editPanel.paintLight
                fogDocument: window.showPlayersSight ? window.controller.playerScreen.map : null
                fogPreview: true
                onSelectedTokenChanged: window.selectedToken = selectedToken
                onTokenMenuRequested: (index, x, y) => tokenMenu.popup(mapView, x, y)
                onSquareActivated: (column, row) => editPanel.placeAt(column, row)
            }

            SplitView {
                orientation: Qt.Vertical
                SplitView.preferredWidth: 320
                SplitView.minimumWidth: 220

                DetailsPanel {
                    SplitView.preferredHeight: 280
                    document: window.controller.map
                    token: window.selected
                    onOpenCharacterSheet: (heroId) => window.openHeroSheet(heroId)
                }
                MapEditPanel {
                    id: editPanel
                    objectName: "mapEditPanel"
                    visible: window.editing
                    SplitView.fillHeight: true
                    document: window.controller.map
                }
                ActionDicePanel {
                    objectName: "actionDicePanel"
                    visible: actionDicePools.inForce && !window.editing
                    pools: actionDicePools
                }
                DiceLogPanel {
                    log: window.controller.diceLog
                    visible: !window.editing
                    SplitView.fillHeight: true
                }
            }
        }

        // Built on first use: the battle map is what most sessions need.
        Loader {
            objectName: "regionMapLoader"
            active: window.regionMode
            // A URL, not a bound inline component: Qt 6.4's Loader cannot create those.
            source: active ? (window.regionEditing ? "RegionEditorPage.qml" : "RegionMapPage.qml") : ""
            onLoaded: {
                if (window.regionEditing)
                    (item as RegionEditorPage).encounter = window.encounter
                else
                    (item as RegionMapPage).table = window.encounter
            }
        }
    }

    // The token's right-click menu and the dialogs it opens.
    TokenMenu {
        id: tokenMenu
        encounter: window.encounter
        document: window.controller.map
        token: window.selected
        editing: window.editing
        onOpenSheet: heroId => window.openHeroSheet(heroId)
        onCentreOn: mapView.centerOnToken(window.selectedToken)
        onRemoving: window.selectedToken = -1
    }

    EndEncounterDialog {
        id: endEncounterDialog
        encounter: window.encounter
    }

    RulesModulesDialog {
        id: rulesModulesDialog
        encounter: window.encounter
    }

    MonsterLibraryDialog {
        id: monsterLibraryDialog
        campaign: window.controller
    }
    OpenFileDialog {
        id: monsterImportDialog
        objectName: "monsterImportDialog"
        title: qsTr("Import monsters into the campaign")
        acceptText: qsTr("Import")
        suffixes: ["md"]
        filterText: qsTr("Orcus monster books (*.md)")
        onFileChosen: file => {
            monsterLibraryDialog.library.importFile(file)
            monsterLibraryDialog.open()
        }
    }

    // Opportunity attacks and the other choices a rule leaves to a person (issue 7).
    DecisionPrompt {
        id: decisionPrompt
        prompt: encounter.prompt
        area: mapView
        avoid: (window.tokenRevision, mapView.camera.zoom, mapView.camera.panX, mapView.camera.panY,
                mapView.viewRectOfCreatures(encounter.prompt.creatures))
    }

    // Open and Import use Battlemat's own dialog, as Save does (Qt 6.4's non-native FileDialog is not used).
    OpenFileDialog {
        id: openDialog
        objectName: "openCampaignDialog"
        title: qsTr("Open a campaign")
        suffixes: ["battlemat", "json"]
        filterText: qsTr("Battlemat campaigns (*.battlemat) and campaign exchange files (*.json)")
        onAboutToShow: openDialog.folder = FilePaths.folderOf(window.controller.fileName)
        onFileChosen: file => window.controller.openCampaignUrl(file)
    }
    // New campaign and Save As: the campaign file is written, then opened in place of the one on the table.
    SaveFileDialog {
        id: newDialog
        objectName: "newCampaignDialog"
        title: qsTr("New campaign")
        suffix: "battlemat"
        filterText: qsTr("Battlemat campaigns (*.battlemat)")
        proposedName: qsTr("New campaign")
        onAboutToShow: newDialog.folder = FilePaths.folderOf(window.controller.fileName)
        onFileChosen: (file, replace) => window.controller.newCampaignUrl(file, replace)
    }
    SaveFileDialog {
        id: saveAsDialog
        objectName: "saveAsDialog"
        title: qsTr("Save the campaign as")
        suffix: "battlemat"
        filterText: qsTr("Battlemat campaigns (*.battlemat)")
        proposedName: qsTr("%1 copy").arg(window.controller.campaignName)
        onAboutToShow: saveAsDialog.folder = FilePaths.folderOf(window.controller.fileName)
        onFileChosen: (file, replace) => window.controller.saveCampaignAsUrl(file, replace)
    }

    OpenFileDialog {
        id: heroImportDialog
        objectName: "heroImportDialog"
        title: qsTr("Import a hero into the campaign")
        acceptText: qsTr("Import")
        suffixes: ["json"]
        filterText: qsTr("Battlemat heroes (*.json)")
        onAboutToShow: heroImportDialog.folder = FilePaths.folderOf(window.controller.fileName)
        onFileChosen: file => window.controller.importHeroUrl(file)
    }

    function openHeroSheet(heroId) {
        characterSheets.showCampaignHero(heroId)
        characterSheets.show()
        characterSheets.raise()
    }

    ShortcutsDialog {
        id: shortcutsDialog
        menuBar: menus
    }

    AboutDialog {
        id: aboutDialog
        version: window.controller.version
    }

    PlayerWindow {
        id: playerWindow
        objectName: "playerWindow"
        playerScreen: window.controller.playerScreen
        inEncounter: encounter.running
        visible: false
    }

    // Character sheets open in their own window, with File > Print and Export PDF (issue 9).
    CharacterSheetWindow {
        id: characterSheets
        objectName: "characterSheets"
        campaign: window.controller
        visible: false
    }
}
