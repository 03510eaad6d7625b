pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The order of play. Before an encounter runs it lists the creatures on the map in map order; while one runs,
// the initiative order of the Orcus encounter with the round, whose turn it is and what it has left.
Pane {
    id: panel

    required property TokenModel tokens
    required property EncounterController encounter
    // The action dice module's pools: a hero's row shows its dice, hero tokens and +2 AC boost; null: none.
    property ActionDicePools actionDice: null
    property int selectedToken: -1
    signal tokenActivated(int index)
    // Encounter > Rest…, offered here too once a fight has ended, where the game master looks after it.
    property bool restAvailable: false
    signal restRequested()

    // The sides the sample and the editor use, in the table's language; a side a campaign named itself stays.
    function sideName(side) {
        return side === "heroes" ? qsTr("heroes") : side === "monsters" ? qsTr("monsters")
                                 : side === "neutral" ? qsTr("neutral") : side
    }

    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        PanelHeader {
            Layout.fillWidth: true
            text: panel.encounter.running ? qsTr("Initiative — round %1").arg(panel.encounter.round)
                                          : qsTr("Initiative")
        }

        // No encounter: the map's creatures and the button that starts one.
        Label {
            Layout.fillWidth: true
            visible: !panel.encounter.running
            padding: 8
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("No encounter running. Creatures on this map:")
        }

        ListView {
            id: list
            visible: !panel.encounter.running
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: panel.tokens
            delegate: ItemDelegate {
                required property int index
                required property string name
                required property string side
                required property bool hidden
                width: list.width
                highlighted: panel.selectedToken === index
                text: hidden ? qsTr("%1 (hidden) · %2").arg(name).arg(panel.sideName(side))
                             : qsTr("%1 · %2").arg(name).arg(panel.sideName(side))
                onClicked: panel.tokenActivated(index)
            }
        }

        Button {
            objectName: "restButton"
            visible: !panel.encounter.running && panel.restAvailable
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            text: qsTr("Rest…")
            onClicked: panel.restRequested()
        }
        Button {
            objectName: "startEncounterButton"
            visible: !panel.encounter.running
            Layout.fillWidth: true
            Layout.margins: 8
            text: qsTr("Start encounter (roll initiative)")
            onClicked: panel.encounter.start()
        }

        // An encounter: whose turn it is and what it has left.
        Label {
            objectName: "currentTurnLabel"
            Layout.fillWidth: true
            visible: panel.encounter.running
            padding: 8
            wrapMode: Text.WordWrap
            font.bold: true
            text: qsTr("%1's turn").arg(panel.encounter.currentName)
        }
        Label {
            Layout.fillWidth: true
            visible: panel.encounter.running
            leftPadding: 8
            rightPadding: 8
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("Left: %1 standard · %2 move · %3 swift").arg(panel.encounter.standardActions)
                  .arg(panel.encounter.moveActions).arg(panel.encounter.swiftActions)
        }

        ListView {
            id: order
            objectName: "initiativeOrder"
            visible: panel.encounter.running
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: 4
            clip: true
            model: panel.encounter
            delegate: ItemDelegate {
                id: turn
                required property string creatureId
                required property string name
                required property string side
                required property var initiative
                required property bool current
                required property int hitPoints
                required property int maxHitPoints
                required property int tempHitPoints
                required property int wards
                required property var conditions
                required property var effects
                required property bool tied
                required property string hero
                readonly property var pool: panel.actionDice !== null && hero.length > 0
                                            ? (panel.actionDice.byHero[hero] ?? null) : null

                width: order.width
                highlighted: current
                font.bold: current
                contentItem: ColumnLayout {
                    spacing: 0
                    Label {
                        Layout.fillWidth: true
                        text: turn.tied ? qsTr("%1  %2  ⇅").arg(turn.initiative).arg(turn.name)
                                        : qsTr("%1  %2").arg(turn.initiative).arg(turn.name)
                        font.bold: turn.current
                        color: turn.current ? turn.palette.highlightedText
                                            : turn.side === "heroes" ? Theme.heroText : Theme.enemyText
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        text: {
                            let line = turn.tempHitPoints > 0
                                    ? qsTr("HP %1/%2 (+%3 temporary)").arg(turn.hitPoints).arg(turn.maxHitPoints)
                                      .arg(turn.tempHitPoints)
                                    : qsTr("HP %1/%2").arg(turn.hitPoints).arg(turn.maxHitPoints)
                            // The abyssal mummy's wards (Soul Harvest gains them, Protected by Death spends one)
                            if (turn.wards > 0)
                                line += " · " + qsTr("%n ward(s)", "", turn.wards)
                            if (turn.effects.length > 0)
                                line += " · " + turn.effects.join(", ")
                            return line
                        }
                        color: turn.current ? turn.palette.highlightedText : Theme.textMuted
                        font.pixelSize: 12
                        // Effects with their durations run long ("betäubt (Rettungswurf beendet)"): never cut.
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "trackerActionDice"
                        Layout.fillWidth: true
                        visible: turn.pool !== null
                        text: {
                            if (turn.pool === null)
                                return ""
                            //: a hero's action dice in the initiative tracker: "Action dice 3d4 · 1 token"
                            let line = qsTr("Action dice %1d%2 · %n token(s)", "", turn.pool.heroTokens)
                                       .arg(turn.pool.dice).arg(turn.pool.sides)
                            if (turn.pool.acBoostRoundsLeft > 0)
                                line += " · " + qsTr("+2 AC, %n round(s)", "", turn.pool.acBoostRoundsLeft)
                            return line
                        }
                        color: turn.current ? turn.palette.highlightedText : Theme.goodText
                        font.pixelSize: 12
                        wrapMode: Text.WordWrap // the boost's rounds must not be cut off
                    }
                }
                onClicked: {
                    const row = panel.tokens.rowOf(creatureId)
                    if (row >= 0)
                        panel.tokenActivated(row)
                }
                ToolTip.visible: turn.tied && turn.hovered
                ToolTip.text: qsTr("Tied initiative: drag onto another tied creature to change who acts first")
                // Tied initiative is ordered by the table (Orcus "Initiative"): drop this row on another tied one.
                DragHandler {
                    objectName: "tieDrag"
                    target: null
                    enabled: turn.tied
                    xAxis.enabled: false
                    onActiveChanged: {
                        if (active)
                            return
                        const p = turn.mapToItem(order.contentItem, centroid.position.x, centroid.position.y)
                        const other = order.itemAt(p.x, p.y)
                        if (other !== null && other.creatureId !== turn.creatureId)
                            panel.encounter.moveTied(turn.creatureId, other.creatureId)
                    }
                }
            }
        }

        // Next turn on a row of its own, Undo and Redo sharing the next: no label is cut in a narrow panel or
        // in a longer language.
        Button {
            objectName: "nextTurnButton"
            visible: panel.encounter.running
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Layout.topMargin: 8
            text: qsTr("Next turn")
            onClicked: panel.encounter.nextTurn()
        }
        RowLayout {
            visible: panel.encounter.running
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Button {
                Layout.fillWidth: true
                text: qsTr("Undo")
                enabled: panel.encounter.canUndo
                onClicked: panel.encounter.undo()
            }
            Button {
                Layout.fillWidth: true
                text: qsTr("Redo")
                enabled: panel.encounter.canRedo
                onClicked: panel.encounter.redo()
            }
        }
        Button {
            visible: panel.encounter.running
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Layout.bottomMargin: 8
            text: qsTr("End encounter…")
            onClicked: endEncounterDialog.open()
        }

        Label {
            Layout.fillWidth: true
            visible: panel.encounter.errorMessage !== ""
            padding: 8
            text: panel.encounter.errorMessage
            color: Theme.error
            wrapMode: Text.Wrap
        }
    }

    EndEncounterDialog {
        id: endEncounterDialog
        encounter: panel.encounter
    }
}
