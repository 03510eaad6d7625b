pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// The game master's window's menus. Every entry forwards to the window (shell): its modes, its dialogs and the
// models it holds; a menu decides nothing and keeps no state of its own.
MenuBar {
    id: menus

    // The main window (Main.qml): untyped, as Main itself instantiates this bar.
    required property var shell
    // Escape is the window's shortcut for it; the menus and Help show it from here.
    readonly property alias cancelAction: cancelAction

    // Qt 6.4's bar mishandles a menu closed by Escape while the pointer rests on its title: the title stays
    // highlighted and the bar stays in its "a menu is open" mode, so merely passing over another title later opens
    // that menu without a click. Once every menu is closed, a title still highlighted is triggered: the bar's own
    // toggle, which leaves that mode. Had the bar already left it (the title was clicked to close its menu), the
    // toggle opened the menu again and a second one closes it, before anything is drawn. The keys go back to the
    // window (the arrows pan the map); the highlight goes with the pointer.
    property Timer letGoTimer: Timer {
        // The title last settled, until a menu is opened by someone else: the settling's own closing is not
        // settled again.
        property Item settled: null
        property bool settling: false
        // After the events in hand: a pointer passing to another title has opened that one's menu by then.
        interval: 0
        onTriggered: {
            for (let i = 0; i < menus.count; ++i) {
                const menu = menus.menuAt(i)
                if (menu && menu.visible)
                    return
            }
            for (let i = 0; i < menus.count; ++i) {
                const title = menus.itemAt(i) as MenuBarItem
                if (!title || !title.highlighted || title === letGoTimer.settled)
                    continue
                letGoTimer.settling = true
                letGoTimer.settled = title
                title.triggered()
                if (title.menu && title.menu.visible)
                    title.triggered()
                letGoTimer.settling = false
                if (!title.hovered)
                    title.highlighted = false
            }
            // The keyboard goes back to the map unless what the menu did took it (a dialog's field).
            let inBar = menus.shell.activeFocusItem === null
            for (let item = menus.shell.activeFocusItem; item; item = item.parent)
                inBar = inBar || item === menus
            if (inBar && !menus.shell.regionMode)
                menus.shell.mapView.forceActiveFocus()
        }
    }
    Component.onCompleted: {
        for (let i = 0; i < menus.count; ++i) {
            menus.menuAt(i).closed.connect(menus.letGoTimer.restart)
            menus.menuAt(i).aboutToShow.connect(() => {
                if (!menus.letGoTimer.settling)
                    menus.letGoTimer.settled = null
            })
        }
    }

    AppMenu {
        title: qsTr("&File")
        // Every change is committed to the campaign file as it happens: there is no Save to forget.
        Action {
            text: qsTr("&New campaign…")
            shortcut: "Ctrl+N"
            onTriggered: menus.shell.newDialog.get().open()
        }
        Action {
            text: qsTr("&Open campaign…")
            shortcut: "Ctrl+O"
            onTriggered: menus.shell.openDialog.get().open()
        }
        Action {
            text: qsTr("Import &monsters…")
            enabled: menus.shell.controller.isOpen
            onTriggered: menus.shell.monsterImportDialog.get().open()
        }
        AppMenu {
            id: recentMenu
            title: qsTr("Open &recent")
            enabled: menus.shell.controller.recentFiles.length > 0

            Instantiator {
                model: menus.shell.controller.recentFiles
                delegate: MenuItem {
                    required property string modelData
                    // The campaign's name (its file's), the whole path in the tooltip.
                    text: modelData.split("/").pop().replace(/\.battlemat$/, "")
                    ToolTip.text: modelData
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    // After the menus have closed: the choice rebuilds this very list (afterMenusClose below too).
                    onTriggered: menus.shell.afterMenusClose(() => menus.shell.controller.openCampaign(modelData))
                }
                onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => recentMenu.removeItem(object)
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Clear the list")
                // Emptying the list disables this submenu while it closes, which left File open.
                onTriggered: menus.shell.afterMenusClose(() => menus.shell.controller.clearRecentFiles())
            }
        }
        Action {
            text: qsTr("Save &as…")
            shortcut: "Ctrl+Shift+S"
            enabled: menus.shell.controller.isOpen
            onTriggered: menus.shell.saveAsDialog.get().open()
        }
        Action {
            text: qsTr("&Close campaign")
            shortcut: "Ctrl+W"
            enabled: menus.shell.controller.isOpen
            onTriggered: menus.shell.controller.closeCampaign()
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
        // One history for the table: map edits and the menus.shell.encounter's commands alike (the table session's).
        Action {
            text: qsTr("&Undo")
            shortcut: "Ctrl+Z"
            enabled: menus.shell.encounter.canUndo
            onTriggered: menus.shell.encounter.undo()
        }
        Action {
            text: qsTr("&Redo")
            shortcut: "Ctrl+Shift+Z"
            enabled: menus.shell.encounter.canRedo
            onTriggered: menus.shell.encounter.redo()
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Map editing mode")
            shortcut: "Ctrl+E"
            checkable: true
            checked: menus.shell.editing
            onTriggered: menus.shell.editing = !menus.shell.editing
        }
        LetTimePassAction {
            shell: menus.shell
        }
        Action {
            id: cancelAction
            text: qsTr("Clear &selection / cancel")
            // Its key is the Escape shortcut below; the menus and Help show it from here.
            property string shownShortcut: "Esc"
            onTriggered: {
                // A rule asking for a square leaves the map free (the prompt is not modal): Escape declines it.
                const prompt = menus.shell.encounter.prompt
                if (prompt.pending && prompt.kind === "square") {
                    prompt.answer(false)
                    return
                }
                menus.shell.selectedToken = -1
                menus.shell.mapView.measuring = false
            }
        }
    }
    AppMenu {
        title: qsTr("&View")
        Action {
            text: qsTr("Zoom &in")
            shortcut: "Ctrl++"
            onTriggered: menus.shell.mapView.zoomIn()
        }
        Action {
            text: qsTr("Zoom &out")
            shortcut: "Ctrl+-"
            onTriggered: menus.shell.mapView.zoomOut()
        }
        Action {
            text: qsTr("&Fit map to window")
            shortcut: "Ctrl+0"
            onTriggered: menus.shell.mapView.fit()
        }
        Action {
            text: qsTr("&Measure distance")
            shortcut: "Ctrl+M"
            checkable: true
            checked: menus.shell.mapView.measuring
            onTriggered: menus.shell.mapView.measuring = !menus.shell.mapView.measuring
        }
        Action {
            text: qsTr("Show the &ruler on the players' window")
            checkable: true
            checked: menus.shell.rulerOnTv
            onTriggered: menus.shell.rulerOnTv = !menus.shell.rulerOnTv
        }
        Action {
            text: qsTr("Show &grid lines")
            checkable: true
            checked: true
            onToggled: menus.shell.mapView.gridLinesVisible = checked
        }
        Action {
            text: qsTr("&Region map (mastery rules)")
            shortcut: "Ctrl+R"
            checkable: true
            checked: menus.shell.regionMode
            onTriggered: menus.shell.regionMode = !menus.shell.regionMode
        }
        Action {
            text: qsTr("Region map &editor")
            shortcut: "Ctrl+Shift+R"
            checkable: true
            checked: menus.shell.regionEditing
            onTriggered: {
                menus.shell.regionEditing = !menus.shell.regionEditing
                menus.shell.regionMode = menus.shell.regionEditing
            }
        }
        Action {
            text: qsTr("Show what the pla&yers see")
            checkable: true
            checked: menus.shell.showPlayersSight
            onTriggered: menus.shell.showPlayersSight = !menus.shell.showPlayersSight
        }
        Action {
            text: qsTr("TV pre&view in a corner")
            checkable: true
            checked: menus.shell.tvPreview
            onTriggered: menus.shell.tvPreview = !menus.shell.tvPreview
        }
        Action {
            text: qsTr("Map &legend")
            checkable: true
            checked: menus.shell.mapLegend
            onTriggered: menus.shell.mapLegend = !menus.shell.mapLegend
        }
        // The laptop's look, remembered for the next start; the players' window keeps its high contrast.
        AppMenu {
            objectName: "themeMenu"
            title: qsTr("T&heme")
            Action {
                text: qsTr("&Light")
                checkable: true
                checked: menus.shell.appearance.theme === "light"
                onTriggered: menus.shell.appearance.theme = "light"
            }
            Action {
                text: qsTr("&Dark")
                checkable: true
                checked: menus.shell.appearance.theme === "dark"
                onTriggered: menus.shell.appearance.theme = "dark"
            }
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Players' window")
            shortcut: "Ctrl+P"
            checkable: true
            checked: menus.shell.playersShown
            // The TV shows; the keyboard stays with the game master's window and its shortcuts.
            onTriggered: {
                const players = menus.shell.playersWindow()
                players.visible = !players.visible
                menus.shell.requestActivate()
            }
        }
        AppMenu {
            id: screenMenu
            title: qsTr("Send players' window &to screen")
            Instantiator {
                model: menus.shell.controller.playerScreen.screenNames
                delegate: MenuItem {
                    required property int index
                    required property string modelData
                    text: qsTr("%1, full screen").arg(modelData)
                    onTriggered: {
                        menus.shell.controller.playerScreen.showFullScreenOn(menus.shell.playersWindow(), index)
                        menus.shell.requestActivate()
                    }
                }
                onObjectAdded: (index, object) => screenMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => screenMenu.removeItem(object)
            }
        }
        Action {
            text: qsTr("Players' window in &TV mode")
            checkable: true
            checked: menus.shell.playersTvMode
            onTriggered: menus.shell.playersTvMode = !menus.shell.playersTvMode
        }
        Action {
            text: qsTr("TV camera &follows the active creature")
            checkable: true
            checked: menus.shell.playersFollowActive
            onTriggered: menus.shell.playersFollowActive = !menus.shell.playersFollowActive
        }
    }
    AppMenu {
        title: qsTr("E&ncounter")
        Action {
            text: qsTr("&Start encounter (roll initiative)")
            shortcut: "Ctrl+I"
            enabled: !menus.shell.encounter.running
            onTriggered: menus.shell.encounter.start()
        }
        Action {
            text: qsTr("&Next turn")
            shortcut: "Ctrl+T"
            enabled: menus.shell.encounter.running
            onTriggered: menus.shell.encounter.nextTurn()
        }
        Action {
            // The simulation's tactics policy plays the monster, one undoable command at a time (issue 18).
            text: qsTr("&Let the engine play this monster's turn")
            shortcut: "Ctrl+Shift+T"
            enabled: menus.shell.autopilot.canPlay
            onTriggered: menus.shell.autopilot.playTurn()
        }
        Action {
            // Every monster's turn until a hero's comes, each command undoable (issue 18).
            text: qsTr("Let the engine play &all monsters' turns")
            shortcut: "Ctrl+Alt+T"
            enabled: menus.shell.autopilot.canPlay
            onTriggered: menus.shell.autopilot.playMonsterTurns()
        }
        Action {
            // The engine plays the fight to its end many times from the current turn (issue 18).
            text: qsTr("&Simulate from here…")
            shortcut: "Ctrl+Alt+M"
            enabled: menus.shell.encounter.running
            onTriggered: menus.shell.simulationDialog.get().open()
        }
        Action {
            text: qsTr("&End encounter…")
            enabled: menus.shell.encounter.running
            onTriggered: menus.shell.endEncounterDialog.get().open()
        }
        Action {
            // Orcus "Resting" once the fight is over: short and long rests, time passing. Closed, it says when it
            // opens (a rest is a step of the fight that ended).
            text: menus.shell.partyRest.available ? qsTr("&Rest…") : qsTr("&Rest… (once an encounter has ended)")
            enabled: menus.shell.partyRest.available
            onTriggered: menus.shell.restDialog.get().open()
        }
        Action {
            text: qsTr("Monster &library and encounter prep…")
            shortcut: "Ctrl+L"
            onTriggered: menus.shell.monsterLibraryDialog.get().open()
        }
    }
    AppMenu {
        title: qsTr("&Characters")
        Action {
            text: qsTr("Character &sheets…")
            shortcut: "Ctrl+Shift+C"
            // The campaign's heroes first: the sheet shown last, else the first hero of the party.
            onTriggered: {
                const sheets = menus.shell.sheetWindow()
                if (sheets.sheet.campaignHero.length === 0 && menus.shell.controller.heroes.length > 0)
                    sheets.showCampaignHero(menus.shell.controller.heroes[0].id)
                sheets.show()
                sheets.raise()
            }
        }
        MenuSeparator {}
        // The campaign's party: each hero's sheet, and its token on the map, linked to the sheet.
        AppMenu {
            id: partySheetsMenu
            title: qsTr("&Open a hero of the campaign")
            enabled: menus.shell.controller.heroes.length > 0

            Instantiator {
                model: menus.shell.controller.heroes
                delegate: MenuItem {
                    required property var modelData
                    text: qsTr("%1 (level %2)").arg(modelData.name).arg(modelData.level)
                    onTriggered: menus.shell.openHeroSheet(modelData.id)
                }
                onObjectAdded: (index, object) => partySheetsMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => partySheetsMenu.removeItem(object)
            }
        }
        AppMenu {
            id: partyTokensMenu
            title: qsTr("&Put a hero on the map")
            enabled: menus.shell.controller.heroes.length > 0

            Instantiator {
                model: menus.shell.controller.heroes
                delegate: MenuItem {
                    required property var modelData
                    text: modelData.onMap ? qsTr("%1 (on the map)").arg(modelData.name) : modelData.name
                    enabled: !modelData.onMap && !menus.shell.encounter.running
                    onTriggered: menus.shell.afterMenusClose(() => menus.shell.controller.addHeroToMap(modelData.id))
                }
                onObjectAdded: (index, object) => partyTokensMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => partyTokensMenu.removeItem(object)
            }
        }
        Action {
            text: qsTr("&Import a hero into the campaign…")
            enabled: menus.shell.controller.isOpen
            onTriggered: menus.shell.heroImportDialog.get().open()
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Five Torches Deep sheet…")
            onTriggered: menus.shell.ftdSheetDialog.get().open()
        }
    }
    AppMenu {
        title: qsTr("&Settings")
        Action {
            text: qsTr("&Rules modules…")
            enabled: menus.shell.controller.isOpen
            onTriggered: menus.shell.rulesModulesDialog.get().open()
        }
        Action {
            objectName: "startGameNight"
            text: qsTr("Start &game night")
            enabled: menus.shell.actionDicePools.inForce && !menus.shell.actionDicePools.nightRunning
            onTriggered: menus.shell.actionDicePools.startGameNight()
        }
        Action {
            objectName: "endGameNight"
            text: qsTr("&End game night")
            enabled: menus.shell.actionDicePools.nightRunning
            onTriggered: menus.shell.actionDicePools.endGameNight()
        }
    }
    AppMenu {
        title: qsTr("&Help")
        Action {
            text: qsTr("&Keyboard shortcuts")
            shortcut: "F1"
            onTriggered: menus.shell.shortcutsDialog.get().open()
        }
        Action {
            text: qsTr("&About Battlemat")
            onTriggered: menus.shell.aboutDialog.get().open()
        }
    }
}
