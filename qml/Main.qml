pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat
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
    property bool rulerOnTv: false // the ruler, while measuring, is drawn on the players' window too
    property bool tvPreview: false // a small picture of the TV in the map's corner (TvPreview)
    property bool mapLegend: false // what the map's colours mean, on the laptop and the TV (MapLegend)
    // Bumped on every token change so that bindings on the selected token's values follow the model.
    property int tokenRevision: 0
    readonly property var selected: tokenRevision, selectedToken >= 0 ? controller.tokens.tokenAt(selectedToken) : ({})
    readonly property alias mapView: mapView
    readonly property alias encounter: encounter
    // What the menu bar (MainMenuBar.qml) reaches through the window; the dialogs are LazyObjects (get() makes one).
    readonly property alias actionDicePools: actionDicePools
    readonly property alias segmentClock: segmentClock
    readonly property alias ftdFight: ftdFight
    readonly property alias autopilot: autopilot
    readonly property alias simulationDialog: simulationDialog
    readonly property alias newDialog: newDialog
    readonly property alias openDialog: openDialog
    readonly property alias saveAsDialog: saveAsDialog
    readonly property alias monsterImportDialog: monsterImportDialog
    readonly property alias heroImportDialog: heroImportDialog
    readonly property alias endEncounterDialog: endEncounterDialog
    readonly property alias restDialog: restDialog
    readonly property alias partyRest: partyRest
    readonly property alias monsterLibraryDialog: monsterLibraryDialog
    readonly property alias rulesModulesDialog: rulesModulesDialog
    readonly property alias shortcutsDialog: shortcutsDialog
    readonly property alias aboutDialog: aboutDialog
    readonly property alias ftdSheetDialog: ftdSheetDialog
    readonly property alias appearance: appearance

    // View > Theme: the laptop's palette (Theme.dark), and the controls' palette from it.
    AppearanceSettings {
        id: appearance
    }
    Binding {
        target: Theme
        property: "dark"
        value: appearance.theme === "dark"
    }
    // Unset (undefined) in the light: the style's own palette.
    palette.window: Theme.dark ? Theme.darkWindow : undefined
    palette.active.windowText: Theme.dark ? Theme.darkText : undefined
    palette.inactive.windowText: Theme.dark ? Theme.darkText : undefined
    palette.base: Theme.dark ? Theme.darkBase : undefined
    palette.alternateBase: Theme.dark ? Theme.darkAlternateBase : undefined
    palette.active.text: Theme.dark ? Theme.darkText : undefined
    palette.inactive.text: Theme.dark ? Theme.darkText : undefined
    palette.button: Theme.dark ? Theme.darkButton : undefined
    palette.active.buttonText: Theme.dark ? Theme.darkText : undefined
    palette.inactive.buttonText: Theme.dark ? Theme.darkText : undefined
    palette.brightText: Theme.dark ? Theme.darkBrightText : undefined
    palette.highlight: Theme.dark ? Theme.darkHighlight : undefined
    palette.highlightedText: Theme.dark ? Theme.darkBrightText : undefined
    palette.toolTipBase: Theme.dark ? Theme.darkButton : undefined
    palette.toolTipText: Theme.dark ? Theme.darkText : undefined
    palette.placeholderText: Theme.dark ? Theme.darkPlaceholder : undefined
    palette.light: Theme.dark ? Theme.darkLight : undefined
    palette.midlight: Theme.dark ? Theme.darkMidlight : undefined
    palette.mid: Theme.dark ? Theme.darkMid : undefined
    palette.dark: Theme.dark ? Theme.darkDark : undefined
    palette.shadow: Theme.dark ? Theme.darkShadow : undefined
    // The text roles are set per group: without a platform theme (Xvfb, a TV box's bare X) the style's palette gave
    // a disabled button the enabled one's black text, so a button that waits ("Start clock" before an encounter,
    // "Take the long rest" refused) read as one that does nothing. (A role set for every group, as above, would
    // reset the disabled colour again.)
    palette.disabled.buttonText: Theme.disabledText
    palette.disabled.windowText: Theme.disabledText
    palette.disabled.text: Theme.disabledText

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

    // The segmented action points clock, when the campaign plays with it (SegmentClockPanel).
    SegmentClockModel {
        id: segmentClock
        table: encounter
    }

    MonsterAutopilot {
        id: autopilot
        encounter: encounter
    }
    PartyRest {
        id: partyRest
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
    // Its fights on the battle map (FtdFightPanel), in place of the Orcus initiative.
    FtdFightModel {
        id: ftdFight
        table: encounter
    }

    PlayersScreenFeed {
        screen: window.controller.playerScreen
        encounter: encounter
        ruler: window.rulerOnTv && mapView.measuring ? mapView.measureTool.ruler : null
        selectedCreatureId: window.selected.creatureId ?? ""
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
        action: menus.cancelAction
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

    menuBar: MainMenuBar {
        id: menus
        shell: window
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
                    visible: !ftdFight.inForce
                    SplitView.fillHeight: !ftdFight.inForce
                    tokens: window.controller.tokens
                    encounter: encounter
                    actionDice: actionDicePools.inForce ? actionDicePools : null
                    selectedToken: window.selectedToken
                    restAvailable: partyRest.available
                    onRestRequested: restDialog.get().open()
                    onTokenActivated: index => {
                        window.selectedToken = index
                        mapView.centerOnToken(index)
                    }
                }
                SegmentClockPanel {
                    clock: segmentClock
                    encounter: encounter
                    visible: segmentClock.inForce
                    // Idle it is two lines and a button: at its full share it left the initiative four rows at
                    // 1366x768, over an empty pane.
                    SplitView.preferredHeight: segmentClock.running ? Math.min(400, window.height * 0.45)
                                                                    : implicitHeight
                }
                FtdFightPanel {
                    fight: ftdFight
                    selectedOnMap: window.selected.creatureId ?? ""
                    visible: ftdFight.inForce
                    SplitView.fillHeight: ftdFight.inForce
                    onTreasureRequested: expeditionPanel.openTreasure(true)
                }
                ExpeditionPanel {
                    id: expeditionPanel
                    expedition: expeditionModel
                    visible: expeditionModel.active
                    SplitView.preferredHeight: Math.min(460, window.height * (ftdFight.running ? 0.3 : 0.62))
                }
            }

            MapView {
                id: mapView
                objectName: "mapView"
                SplitView.fillWidth: true
                actionDice: actionDicePools.inForce ? actionDicePools : null
                document: window.controller.map
                tokens: window.controller.tokens
                encounter: window.encounter
                selectedToken: window.selectedToken
                editing: window.editing
                tool: editTools.tool
                paintTerrain: editTools.paintTerrain
                edgeFeature: editTools.edgeFeature
                paintLight: editTools.paintLight
                paintFog: editTools.paintFog
                fogShape: editTools.fogShape
                fogDocument: window.showPlayersSight ? window.controller.playerScreen.map : null
                fogPreview: true
                onSelectedTokenChanged: window.selectedToken = selectedToken
                onTokenMenuRequested: (index, x, y) => tokenMenu.popup(mapView, x, y)
                onSquareActivated: (column, row) => {
                    if (editPanel.item)
                        (editPanel.item as MapEditPanel).placeAt(column, row)
                }
                onSquarePinged: (column, row) => window.controller.playerScreen.ping(column, row)
                MapLegend {
                    objectName: "mapLegend"
                    visible: window.mapLegend
                    document: window.controller.map
                    anchors.left: parent.left
                    anchors.bottom: parent.bottom
                    anchors.margins: 12
                }
                Loader {
                    objectName: "tvPreview"
                    active: window.tvPreview
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 12
                    width: Math.min(420, mapView.width * 0.36)
                    height: Math.round(width * 9 / 16)
                    // By URL with its required property: an inline component here is refused as instantiated
                    // outside its creation context (ComponentBehavior: Bound, Qt 6.4).
                    Component.onCompleted: setSource("TvPreview.qml", { playerScreen: window.controller.playerScreen })
                }

                // A monster dragged from the encounter builder's list is placed on the square it is dropped on.
                MonsterDropArea {
                    objectName: "monsterDropArea"
                    anchors.fill: parent
                    onMonsterDropped: (monsterId, x, y) => {
                        const square = mapView.squareAtView(x, y)
                        if (square.x >= 0)
                            monsterLibraryDialog.get().library.placeOnMapAt(monsterId, square.x, square.y)
                    }
                }
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
                // Made the first time the map is edited, then kept (with the creature being placed).
                Loader {
                    id: editPanel
                    visible: window.editing
                    SplitView.fillHeight: true
                    // By URL with its required properties: an inline component is refused here (Qt 6.4, Bound).
                    function make() {
                        if (window.editing && editPanel.status === Loader.Null)
                            editPanel.setSource("MapEditPanel.qml",
                                                { tools: editTools, document: window.controller.map })
                    }
                    Connections {
                        target: window
                        function onEditingChanged() { editPanel.make() }
                    }
                    onLoaded: {
                        const panel = editPanel.item as MapEditPanel
                        panel.objectName = "mapEditPanel"
                        panel.document = Qt.binding(() => window.controller.map)
                    }
                }
                ActionDicePanel {
                    objectName: "actionDicePanel"
                    visible: actionDicePools.inForce && !window.editing
                    pools: actionDicePools
                }
                DiceLogPanel {
                    log: window.controller.diceLog
                    actionDice: actionDicePools.nightRunning ? actionDicePools : null
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

    // The map editing tools chosen in the editing panel, which the map paints with.
    MapEditTools {
        id: editTools
    }

    // The token's right-click menu and the dialogs it opens.
    TokenMenu {
        id: tokenMenu
        encounter: window.encounter
        document: window.controller.map
        token: window.selected
        editing: window.editing
        actionDice: actionDicePools.inForce ? actionDicePools : null
        onOpenSheet: heroId => window.openHeroSheet(heroId)
        onCentreOn: mapView.centerOnToken(window.selectedToken)
        onRemoving: window.selectedToken = -1
    }

    // The dialogs and the other windows are made on first use (LazyObject): the first frame waits for none of them.
    LazyObject {
        id: restDialog
        parentObject: window
        component: RestDialog {
            rest: partyRest
        }
    }
    LazyObject {
        id: endEncounterDialog
        parentObject: window
        component: EndEncounterDialog {
            encounter: window.encounter
        }
    }

    EncounterSimulation {
        id: encounterSimulation
        encounter: window.encounter
    }

    LazyObject {
        id: simulationDialog
        parentObject: window
        component: SimulationDialog {
            simulation: encounterSimulation
        }
    }

    LazyObject {
        id: rulesModulesDialog
        parentObject: window
        component: RulesModulesDialog {
            encounter: window.encounter
        }
    }

    LazyObject {
        id: monsterLibraryDialog
        parentObject: window
        component: MonsterLibraryDialog {
            campaign: window.controller
            encounter: window.encounter
            selectedCreature: window.selected
        }
    }
    LazyObject {
        id: ftdSheetDialog
        parentObject: window
        component: FtdSheetDialog {
            table: encounter
        }
    }
    LazyObject {
        id: monsterImportDialog
        parentObject: window
        component: OpenFileDialog {
            objectName: "monsterImportDialog"
            title: qsTr("Import monsters into the campaign")
            acceptText: qsTr("Import")
            suffixes: ["md"]
            filterText: qsTr("Orcus monster books (*.md)")
            onFileChosen: file => {
                const library = monsterLibraryDialog.get()
                library.library.importFile(file)
                library.open()
            }
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
    LazyObject {
        id: openDialog
        parentObject: window
        component: OpenFileDialog {
            id: openCampaign
            objectName: "openCampaignDialog"
            title: qsTr("Open a campaign")
            suffixes: ["battlemat", "json"]
            filterText: qsTr("Battlemat campaigns (*.battlemat) and campaign exchange files (*.json)")
            onAboutToShow: openCampaign.folder = FilePaths.folderOf(window.controller.fileName)
            onFileChosen: file => window.controller.openCampaignUrl(file)
        }
    }
    // New campaign and Save As: the campaign file is written, then opened in place of the one on the table.
    LazyObject {
        id: newDialog
        parentObject: window
        component: SaveFileDialog {
            id: newCampaign
            objectName: "newCampaignDialog"
            title: qsTr("New campaign")
            suffix: "battlemat"
            filterText: qsTr("Battlemat campaigns (*.battlemat)")
            proposedName: qsTr("New campaign")
            onAboutToShow: newCampaign.folder = FilePaths.folderOf(window.controller.fileName)
            onFileChosen: (file, replace) => window.controller.newCampaignUrl(file, replace)
        }
    }
    LazyObject {
        id: saveAsDialog
        parentObject: window
        component: SaveFileDialog {
            id: saveAs
            objectName: "saveAsDialog"
            title: qsTr("Save the campaign as")
            suffix: "battlemat"
            filterText: qsTr("Battlemat campaigns (*.battlemat)")
            proposedName: qsTr("%1 copy").arg(window.controller.campaignName)
            onAboutToShow: saveAs.folder = FilePaths.folderOf(window.controller.fileName)
            onFileChosen: (file, replace) => window.controller.saveCampaignAsUrl(file, replace)
        }
    }

    LazyObject {
        id: heroImportDialog
        parentObject: window
        component: OpenFileDialog {
            id: heroImport
            objectName: "heroImportDialog"
            title: qsTr("Import a hero into the campaign")
            acceptText: qsTr("Import")
            suffixes: ["json"]
            filterText: qsTr("Battlemat heroes (*.json)")
            onAboutToShow: heroImport.folder = FilePaths.folderOf(window.controller.fileName)
            onFileChosen: file => window.controller.importHeroUrl(file)
        }
    }

    function openHeroSheet(heroId) {
        const sheets = window.sheetWindow()
        sheets.showCampaignHero(heroId)
        sheets.show()
        sheets.raise()
    }

    LazyObject {
        id: shortcutsDialog
        parentObject: window
        component: ShortcutsDialog {
            menuBar: menus
        }
    }

    LazyObject {
        id: aboutDialog
        parentObject: window
        component: AboutDialog {
            version: window.controller.version
        }
    }

    // View > Players' window: made when first shown; its TV mode and camera follow are the window's settings here,
    // so that the menu's check marks read without making it.
    property bool playersTvMode: true
    property bool playersFollowActive: true
    // null until made; set here only (a typed binding on the LazyObject's QtObject is refused by compiled QML).
    property PlayerWindow playerWindow: null
    readonly property bool playersShown: window.playerWindow !== null && window.playerWindow.visible
    // Untyped, so that C++ (the tests' AppWindow::playersWindow) can call it with a QVariant.
    function playersWindow() {
        if (window.playerWindow === null)
            window.playerWindow = playerWindowMaker.get()
        return window.playerWindow
    }
    LazyObject {
        id: playerWindowMaker
        parentObject: window
        component: PlayerWindow {
            objectName: "playerWindow"
            playerScreen: window.controller.playerScreen
            actionDice: actionDicePools.inForce ? actionDicePools : null
            inEncounter: encounter.running
            showLegend: window.mapLegend
            tvMode: window.playersTvMode
            followActive: window.playersFollowActive
            visible: false
        }
    }

    // Character sheets open in their own window, with File > Print and Export PDF (issue 9); made when first opened.
    property CharacterSheetWindow characterSheets: null // null until made, as playerWindow
    function sheetWindow() {
        if (window.characterSheets === null)
            window.characterSheets = characterSheetsMaker.get()
        return window.characterSheets
    }
    LazyObject {
        id: characterSheetsMaker
        parentObject: window
        component: CharacterSheetWindow {
            objectName: "characterSheets"
            campaign: window.controller
            table: encounter
            actionDice: actionDicePools.inForce ? actionDicePools : null
            visible: false
        }
    }
}
