pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The mastery rules on a region map: the sample barrow with its combatants. Ranges are shaded from the selected
// region; the combatants' counters and the Mastery Point offers are on the right.
SplitView {
    id: page

    readonly property alias regionModel: regionModel
    readonly property alias mastery: mastery
    readonly property alias roster: rosterModel
    readonly property alias playersView: playersViewModel
    readonly property alias playersWindow: playersWindow
    // The campaign's session (Main.qml sets it): with it the fight runs on the table, undoable with Ctrl+Z.
    property EncounterController table: null

    RegionMapModel {
        id: regionModel
        Component.onCompleted: {
            if (load(":/sample-campaign/barrow-regions.json"))
                selected = "hall"
        }
    }

    MasteryController {
        id: mastery
        table: page.table
        Component.onCompleted: load(":/sample-campaign/barrow-mastery.json")
        // The map shown is the fight's: the sample barrow's or one of the campaign's own.
        onMapJsonChanged: if (mapJson !== "") regionModel.loadJson(mapJson)
    }

    MasteryRosterModel {
        id: rosterModel
        table: page.table
    }

    MasterySheetsDialog {
        id: sheetsDialog
        roster: page.roster
    }

    // The players' window for the region map, fed only by the filtered players' view.
    MasteryPlayersView {
        id: playersViewModel
        table: page.table
    }
    RegionPlayersWindow {
        id: playersWindow
        objectName: "regionPlayersWindow"
        view: page.playersView
    }

    // A token dropped on a region: before the contest it is placed there, during it the combatant moves (the fight
    // bar's move mode; Shift places it instead, as the game master's correction). Each is one session step.
    function dropToken(combatantId: string, region: string, placeOnly: bool) {
        masteryPanel.selectedId = combatantId
        if (mastery.contested && !placeOnly)
            mastery.apply(JSON.stringify({type: "move", actor: combatantId, to: region, mode: fightBar.moveMode}))
        else
            mastery.apply(JSON.stringify({type: "place", actor: combatantId, region: region}))
    }

    // A choice of a token's menu as the session step the fight bar's button would give.
    function tokenAction(combatantId: string, what: string) {
        masteryPanel.selectedId = combatantId
        if (what === "endTurn")
            mastery.apply(JSON.stringify({type: "endTurn"}))
        else if (what.startsWith("move:"))
            mastery.apply(JSON.stringify({type: "move", actor: combatantId, to: regionModel.selected,
                                          mode: what.substring(5)}))
        else if (what === "delay" || what === "interrupt")
            mastery.apply(JSON.stringify({type: what, actor: combatantId}))
        else
            mastery.apply(JSON.stringify({type: "action", actor: combatantId, kind: what, name: what}))
    }

    Pane {
        SplitView.fillWidth: true
        padding: 0

        ColumnLayout {
            anchors.fill: parent
            spacing: 0

            PanelHeader {
                Layout.fillWidth: true
                text: qsTr("Region map: %1").arg(regionModel.name)
            }
            Label {
                Layout.fillWidth: true
                padding: 8
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                text: qsTr("Click a region to see the range from it to every other region. Drag a combatant onto a region to place it; in combat the drag moves it.")
            }
            Label {
                Layout.fillWidth: true
                padding: 8
                visible: regionModel.errorMessage !== ""
                text: regionModel.errorMessage
                color: Theme.error
                wrapMode: Text.Wrap
            }
            Flickable {
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: regionView.width
                contentHeight: regionView.height

                RegionMapView {
                    id: regionView
                    objectName: "regionMapView"
                    labelColour: palette.text
                    regionModel: regionModel
                    background: regionModel.background === "" ? "" : "file:" + regionModel.background
                    width: 800
                    height: 580
                }
                RegionTokenLayer {
                    objectName: "regionTokenLayer"
                    anchors.fill: regionView
                    controller: page.mastery
                    regionModel: page.regionModel
                    selectedId: masteryPanel.selectedId
                    onDropped: (combatantId, region, placeOnly) => page.dropToken(combatantId, region, placeOnly)
                    onPicked: combatantId => masteryPanel.selectedId = combatantId
                    onActionChosen: (combatantId, what) => page.tokenAction(combatantId, what)
                }
            }
        }
    }

    Pane {
        SplitView.preferredWidth: 420
        SplitView.minimumWidth: 260
        padding: 0

        ColumnLayout {
            anchors.fill: parent
            spacing: 0

            PanelHeader {
                Layout.fillWidth: true
                text: qsTr("Mastery combatants")
            }
            MasteryFightBar {
                id: fightBar
                objectName: "masteryFightBar"
                onSheetsRequested: sheetsDialog.open()
                onPlayersWindowRequested: playersWindow.visible ? playersWindow.hide() : playersWindow.show()
                actorHidden: masteryPanel.selectedHidden
                Layout.fillWidth: true
                controller: mastery
                regionModel: regionModel
                actor: masteryPanel.selectedId
            }
            // The tracker above, every roll of the table below it with its ladder dice (the battle map's dice log).
            SplitView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                orientation: Qt.Vertical

                MasteryPanel {
                    id: masteryPanel
                    objectName: "masteryPanel"
                    SplitView.fillHeight: true
                    SplitView.minimumHeight: 110
                    controller: mastery
                }
                // The table's rolls, newest at the bottom: a compact view of the battle map's dice log.
                ColumnLayout {
                    SplitView.preferredHeight: 130
                    SplitView.minimumHeight: 60
                    spacing: 0
                    Label {
                        Layout.fillWidth: true
                        padding: 4
                        leftPadding: 8
                        font.bold: true
                        text: qsTr("Rolls")
                    }
                    ListView {
                        id: rollList
                        objectName: "regionDiceLog"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        model: page.table ? page.table.diceLog : null
                        // The newest roll in view once its line is laid out.
                        onCountChanged: newestRoll.restart()
                        Timer {
                            id: newestRoll
                            interval: 0
                            onTriggered: rollList.positionViewAtEnd()
                        }
                        delegate: Item {
                            id: roll
                            required property string text
                            width: rollList.width
                            implicitHeight: line.implicitHeight
                            Label {
                                id: line
                                width: parent.width
                                leftPadding: 8
                                rightPadding: 8
                                wrapMode: Text.Wrap
                                font.pixelSize: 12
                                text: roll.text
                            }
                        }
                    }
                }
            }
        }
    }
}
