pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// A Five Torches Deep fight on the battle map (docs/modules.md, "Five Torches Deep combat"): the combatants in their
// fixed DEX order, whose turn it is and the actions left, the light, the morale checks the tracker suggests, and the
// current combatant's actions against the combatant chosen in the list, with the engine's odds. Every button is one
// step of the table session: stored with the campaign, Edit > Undo takes it back and its lines are struck out.
Pane {
    id: panel

    required property FtdFightModel fight

    // Loot and XP… in the More menu: the Expedition panel opens its dialog with the fight's fallen foes.
    signal treasureRequested()

    // The combatant chosen in the list (or its token on the map): the target of an attack, whom to tend or to delay
    // after.
    property string chosen: ""
    // The token selected on the map: choosing it there chooses it here (the acting combatant's own token, dragged to
    // move, leaves the choice as it was).
    property string selectedOnMap: ""
    onSelectedOnMapChanged: {
        if (selectedOnMap.length > 0 && selectedOnMap !== fight.current)
            chosen = selectedOnMap
    }
    readonly property var lights: ["darkness", "dim", "well-lit", "brilliant"]
    readonly property var edges: ["none", "advantage", "disadvantage"]
    readonly property string edge: edges[edgeBox.currentIndex]
    // The acting combatant's weapon chosen for the attack; empty when its sheet lists none.
    readonly property string weapon: panel.fight.currentWeapons.length > 0 && weaponBox.currentIndex >= 0
                                     ? panel.fight.currentWeapons[weaponBox.currentIndex] ?? "" : ""
    readonly property var chosenRow: {
        for (const row of panel.fight.fighters) {
            if (row.id === panel.chosen)
                return row
        }
        return null
    }

    objectName: "ftdFightPanel"
    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        PanelHeader {
            Layout.fillWidth: true
            text: panel.fight.running ? (panel.fight.over ? qsTr("Fight over · round %1").arg(panel.fight.round)
                                                          : qsTr("Fight · round %1").arg(panel.fight.round))
                                      : qsTr("Fight")
        }

        Label {
            objectName: "ftdFightError"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Layout.topMargin: 4
            visible: text.length > 0
            wrapMode: Text.WordWrap
            color: Theme.error
            text: panel.fight.errorMessage
        }
        Flow {
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Layout.topMargin: 4
            spacing: 4
            ChoiceBox {
                id: lightBox
                objectName: "ftdFightLight"
                model: [qsTr("Darkness"), qsTr("Dim light"), qsTr("Well lit"), qsTr("Brilliant light")]
                currentIndex: Math.max(0, panel.lights.indexOf(panel.fight.light))
                onActivated: index => {
                    if (panel.fight.running && !panel.fight.over)
                        panel.fight.setLight(panel.lights[index])
                }
            }
            ChoiceBox {
                id: edgeBox
                objectName: "ftdFightEdge"
                visible: panel.fight.running && !panel.fight.over
                model: [qsTr("No GM's call"), qsTr("GM: advantage"), qsTr("GM: disadvantage")]
            }
            Button {
                objectName: "ftdStartFight"
                visible: !panel.fight.running
                text: qsTr("Start fight")
                onClicked: panel.fight.start(panel.lights[lightBox.currentIndex])
            }
        }
        Label {
            objectName: "ftdFightTurn"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: panel.fight.running
            wrapMode: Text.WordWrap
            font.bold: true
            text: panel.fight.over ? qsTr("The fight is over: the fallen still die a minute after falling")
                                   : qsTr("%1's turn").arg(panel.fight.currentName)
        }
        Label {
            objectName: "ftdFightOdds"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: panel.fight.running && !panel.fight.over
            wrapMode: Text.WordWrap
            font.pixelSize: 12
            text: {
                if (panel.chosenRow === null)
                    return qsTr("Choose a combatant below: the target, the fallen to tend, or whom to delay after.")
                if (panel.weapon.length > 0)
                    return panel.fight.preview(panel.chosen, false, panel.edge, panel.weapon).text
                const melee = panel.fight.preview(panel.chosen, false, panel.edge)
                const ranged = panel.fight.preview(panel.chosen, true, panel.edge)
                return qsTr("Melee: %1").arg(melee.text) + "\n" + qsTr("Ranged: %1").arg(ranged.text)
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: panel.fight.running && !panel.fight.over && panel.fight.currentWeapons.length > 0
            Label {
                text: qsTr("Weapon")
            }
            ComboBox {
                id: weaponBox
                objectName: "ftdFightWeapon"
                Layout.fillWidth: true
                model: panel.fight.currentWeapons
            }
        }
        Flow {
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: panel.fight.running
            spacing: 4
            Button {
                objectName: "ftdAttack"
                visible: !panel.fight.over
                text: panel.weapon.length > 0 ? qsTr("Attack with %1").arg(panel.weapon) : qsTr("Attack")
                onClicked: panel.fight.attack(panel.chosen, false, panel.edge, panel.weapon)
            }
            Button {
                objectName: "ftdShoot"
                // With the sheet's weapons the weapon says melee or ranged; Shoot is for typed-in numbers.
                visible: !panel.fight.over && panel.weapon.length === 0
                text: qsTr("Shoot")
                onClicked: panel.fight.attack(panel.chosen, true, panel.edge)
            }
            Button {
                objectName: "ftdNextTurn"
                text: panel.fight.over ? qsTr("A round passes") : qsTr("Next turn")
                onClicked: panel.fight.nextTurn()
            }
            Button {
                objectName: "ftdMore"
                text: qsTr("More…")
                onClicked: moreMenu.popup()
                Menu {
                    id: moreMenu
                    objectName: "ftdMoreMenu"
                    MenuItem {
                        objectName: "ftdQuick"
                        enabled: !panel.fight.over
                        text: qsTr("Quick action")
                        onTriggered: panel.fight.act("quick")
                    }
                    MenuItem {
                        objectName: "ftdHide"
                        enabled: !panel.fight.over
                        text: qsTr("Hide…")
                        onTriggered: checkDialog.openFor("hide", panel.fight.currentName)
                    }
                    MenuItem {
                        objectName: "ftdDelay"
                        enabled: !panel.fight.over && panel.chosenRow !== null
                        text: qsTr("Delay until after the chosen")
                        onTriggered: panel.fight.delayAfter(panel.chosen)
                    }
                    MenuItem {
                        objectName: "ftdRetreat"
                        enabled: !panel.fight.over
                        text: qsTr("Retreat…")
                        onTriggered: checkDialog.openFor("retreat", panel.fight.currentName)
                    }
                    MenuSeparator {}
                    MenuItem {
                        objectName: "ftdStabilize"
                        enabled: panel.chosenRow !== null && panel.chosenRow.status === "incapacitated"
                        text: qsTr("Stabilize the chosen…")
                        onTriggered: checkDialog.openFor("stabilize", panel.chosenRow.name)
                    }
                    MenuItem {
                        objectName: "ftdHazard"
                        enabled: panel.chosenRow !== null
                        text: qsTr("Damaging check of the chosen…")
                        onTriggered: checkDialog.openFor("hazard", panel.chosenRow.name)
                    }
                    MenuItem {
                        objectName: "ftdMoraleChosen"
                        enabled: !panel.fight.over && panel.chosenRow !== null
                        text: qsTr("Morale of the chosen's side")
                        onTriggered: panel.fight.morale(panel.chosenRow.side, "", surrender.checked ? "surrender" : "flee")
                    }
                    MenuItem {
                        objectName: "ftdNumbers"
                        enabled: panel.chosenRow !== null
                        text: qsTr("Numbers of the chosen…")
                        onTriggered: numbersDialog.openFor(panel.chosenRow)
                    }
                    MenuItem {
                        objectName: "ftdTreasure"
                        text: qsTr("Loot and XP…")
                        onTriggered: panel.treasureRequested()
                    }
                    MenuSeparator {}
                    MenuItem {
                        objectName: "ftdEndFight"
                        text: panel.fight.over ? qsTr("Close fight") : qsTr("End fight")
                        onTriggered: panel.fight.over ? panel.fight.closeFight() : panel.fight.endFight()
                    }
                }
            }
        }
        Repeater {
            model: panel.fight.suggestions
            RowLayout {
                id: suggestion
                required property var modelData
                required property int index
                Layout.fillWidth: true
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                Label {
                    objectName: "ftdMoraleText" + suggestion.index
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: 12
                    color: Theme.warningText
                    text: suggestion.modelData.text
                }
                Button {
                    objectName: "ftdMorale" + suggestion.index
                    text: qsTr("Check")
                    onClicked: panel.fight.morale(suggestion.modelData.side, suggestion.modelData.trigger,
                                                  surrender.checked ? "surrender" : "flee")
                }
            }
        }
        CheckBox {
            id: surrender
            objectName: "ftdSurrender"
            Layout.leftMargin: 4
            Layout.fillWidth: true
            visible: panel.fight.running && !panel.fight.over
            font.pixelSize: 12
            text: qsTr("A failed morale check surrenders")
        }

        ScrollView {
            id: scroll
            objectName: "ftdFightList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            ColumnLayout {
                width: scroll.availableWidth
                spacing: 4

                Repeater {
                    model: panel.fight.fighters
                    Rectangle {
                        id: row
                        required property var modelData
                        required property int index
                        objectName: "ftdFighter_" + modelData.id
                        Layout.fillWidth: true
                        Layout.leftMargin: 4
                        Layout.rightMargin: 4
                        implicitHeight: rowColumn.implicitHeight + 6
                        radius: 3
                        color: modelData.current ? Theme.currentRow : (panel.chosen === modelData.id ? Theme.chosenRow : "transparent")
                        border.color: panel.chosen === modelData.id ? Theme.chosenBorder : Theme.rowBorder

                        ColumnLayout {
                            id: rowColumn
                            x: 6
                            y: 3
                            width: parent.width - 12
                            spacing: 0
                            Label {
                                Layout.fillWidth: true
                                elide: Text.ElideRight
                                font.bold: row.modelData.current
                                font.strikeout: row.modelData.status === "dead"
                                text: qsTr("%1 · DEX %2").arg(row.modelData.name).arg(row.modelData.dexterity)
                            }
                            Label {
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                font.pixelSize: 12
                                color: row.modelData.canAct ? palette.text : Theme.error
                                text: (row.modelData.stealth ? qsTr("HP %1/%2 · AC %3 · %4, in stealth")
                                                             : qsTr("HP %1/%2 · AC %3 · %4"))
                                      .arg(row.modelData.hitPoints).arg(row.modelData.maxHitPoints)
                                      .arg(row.modelData.armorClass).arg(row.modelData.statusText)
                            }
                            Label {
                                Layout.fillWidth: true
                                visible: row.modelData.current
                                wrapMode: Text.WordWrap
                                font.pixelSize: 12
                                text: row.modelData.actionsText
                            }
                            Label {
                                objectName: "ftdDefaults_" + row.modelData.id
                                Layout.fillWidth: true
                                visible: row.modelData.defaultsText.length > 0
                                wrapMode: Text.WordWrap
                                font.pixelSize: 12
                                color: Theme.error
                                text: row.modelData.defaultsText
                            }
                            Label {
                                Layout.fillWidth: true
                                visible: row.modelData.injuriesText.length > 0
                                wrapMode: Text.WordWrap
                                font.pixelSize: 12
                                color: Theme.warningText
                                text: qsTr("Injuries: %1").arg(row.modelData.injuriesText)
                            }
                        }
                        MouseArea {
                            anchors.fill: parent
                            onClicked: panel.chosen = (panel.chosen === row.modelData.id ? "" : row.modelData.id)
                            onDoubleClicked: {
                                panel.chosen = row.modelData.id
                                numbersDialog.openFor(row.modelData)
                            }
                        }
                    }
                }

                Label {
                    Layout.leftMargin: 8
                    visible: panel.fight.results.length > 0
                    text: qsTr("Latest results")
                    font.bold: true
                }
                Repeater {
                    model: panel.fight.results
                    Label {
                        required property var modelData
                        required property int index
                        objectName: "ftdResult" + index
                        visible: index < 8 // the latest; the dice log keeps them all
                        Layout.fillWidth: true
                        Layout.leftMargin: 8
                        Layout.rightMargin: 8
                        wrapMode: Text.WordWrap
                        font.pixelSize: 12
                        text: modelData.text
                        font.strikeout: modelData.undone
                        color: modelData.undone ? Theme.textMuted : palette.text
                    }
                }
            }
        }
    }

    FtdCheckDialog {
        id: checkDialog
        fight: panel.fight
        chosen: panel.chosen
    }
    FtdNumbersDialog {
        id: numbersDialog
        fight: panel.fight
    }
}
