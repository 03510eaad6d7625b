pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// A mastery fight on the table (docs/modules.md, "Mastery points"): set the region map's encounter up, start the
// contest with REF initiative, and act for the selected combatant: actions by kind, moves to the selected region,
// attacks and checks. Every button is one step of the session's history (Edit > Undo takes it back).
ColumnLayout {
    id: bar

    required property MasteryController controller
    required property RegionMapModel regionModel
    required property string actor
    // The move mode a drag on the map uses in combat too.
    readonly property string moveMode: moveMode.currentValue ?? "step"
    readonly property string sampleFight: ":/sample-campaign/barrow-mastery.json"

    // The campaign's mastery characters and monsters (the page opens its dialog).
    signal sheetsRequested()
    // The players' window for the region map (the page shows or hides it).
    signal playersWindowRequested()
    // Whether the acting combatant is hidden from the players (the page reads it from the tracker's rows).
    property bool actorHidden: false

    // The sample barrow with its own placements, then the campaign's region maps.
    function mapChoices(): var {
        const choices = [{id: "", name: qsTr("Sample barrow")}]
        for (const map of bar.controller.campaignMaps)
            choices.push(map)
        return choices
    }

    function run(command: var) {
        bar.controller.apply(JSON.stringify(command))
    }

    spacing: 4

    Label {
        Layout.fillWidth: true
        leftPadding: 8
        wrapMode: Text.WordWrap
        text: !bar.controller.onTable ? qsTr("No mastery fight is on the table.")
              : bar.controller.contested ? qsTr("Round %1 — %2's turn").arg(bar.controller.round)
                                           .arg(bar.controller.currentTurnName)
              : qsTr("Out of combat: the contest has not started.")
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        leftPadding: 8
        ComboBox {
            id: mapChoice
            objectName: "fightMapChooser"
            implicitWidth: 190
            textRole: "name"
            valueRole: "id"
            model: bar.mapChoices()
            enabled: !bar.controller.contested
        }
        Button {
            objectName: "setUpFightButton"
            text: mapChoice.currentIndex <= 0 ? qsTr("Put this fight on the table")
                                               : qsTr("Set up the fight on %1").arg(mapChoice.currentText)
            enabled: bar.controller.table !== null && !bar.controller.contested && !bar.controller.busy
            // On a campaign's map the sample's heroes and skeletons wait beside it, to be dragged onto regions.
            onClicked: mapChoice.currentIndex <= 0 ? bar.controller.setUpOnTable(bar.sampleFight)
                                                   : bar.controller.setUpOnRegionMap(mapChoice.currentValue,
                                                                                      bar.sampleFight)
        }
        Button {
            objectName: "masterySheetsButton"
            text: qsTr("Mastery characters…")
            enabled: bar.controller.table !== null
            onClicked: bar.sheetsRequested()
        }
        Button {
            objectName: "regionPlayersButton"
            text: qsTr("Players' window")
            enabled: bar.controller.table !== null
            onClicked: bar.playersWindowRequested()
        }
        Button {
            objectName: "startContestButton"
            text: qsTr("Start combat (REF initiative)")
            enabled: bar.controller.onTable && !bar.controller.contested && !bar.controller.busy
            onClicked: bar.run({type: "startCombat"})
        }
        Button {
            objectName: "endTurnButton"
            text: qsTr("End turn")
            enabled: bar.controller.contested && !bar.controller.busy
            onClicked: bar.run({type: "endTurn"})
        }
        Button {
            objectName: "endContestButton"
            text: qsTr("End contest")
            enabled: bar.controller.contested && !bar.controller.busy
            onClicked: bar.run({type: "endContest"})
        }
    }
    Label {
        Layout.fillWidth: true
        leftPadding: 8
        visible: bar.controller.onTable
        wrapMode: Text.WordWrap
        text: bar.actor === "" ? qsTr("Click a combatant below to act for it.")
                               : qsTr("Acting: %1").arg(bar.controller.nameOf(bar.actor))
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        leftPadding: 8
        visible: bar.controller.onTable && bar.actor !== ""
        Repeater {
            model: [
                {kind: "free", label: qsTr("Free action")},
                {kind: "minor", label: qsTr("Minor action")},
                {kind: "major", label: qsTr("Major action")},
                {kind: "exclusive", label: qsTr("Exclusive action")}
            ]
            delegate: Button {
                required property var modelData
                objectName: "actionButton-" + modelData.kind
                text: modelData.label
                enabled: !bar.controller.busy
                onClicked: bar.run({type: "action", actor: bar.actor, kind: modelData.kind,
                                    cooldown: cooldownBox.checked, name: cooldownName.text || modelData.kind})
            }
        }
        CheckBox {
            id: cooldownBox
            objectName: "cooldownBox"
            text: qsTr("Cooldown")
        }
        TextField {
            id: cooldownName
            objectName: "cooldownName"
            placeholderText: qsTr("Action name")
            implicitWidth: 120
        }
    }
    // The turn order's own moves ("Delaying", "Interrupt"): delay the turn, act again after delaying, and interrupt
    // another's turn (a REF vs. REF roll, one action per success, paid from the next turn's AP).
    Flow {
        id: turnOrderMoves
        Layout.fillWidth: true
        spacing: 4
        leftPadding: 8
        visible: bar.controller.contested && bar.actor !== ""
        // Which of them the engine takes now, and why not the rest (read again after every step).
        readonly property var moves: bar.controller.contested ? bar.controller.turnMovesFor(bar.actor) : ({})
        ReasonButton {
            objectName: "delayButton"
            text: qsTr("Delay turn")
            reason: turnOrderMoves.moves.delay ?? ""
            available: !bar.controller.busy
            onClicked: bar.run({type: "delay", actor: bar.actor})
        }
        ReasonButton {
            objectName: "resumeButton"
            text: qsTr("Act now (after delaying)")
            reason: turnOrderMoves.moves.resume ?? ""
            available: !bar.controller.busy
            onClicked: bar.run({type: "resume", actors: [bar.actor]})
        }
        ReasonButton {
            objectName: "interruptButton"
            text: qsTr("Interrupt (REF vs. REF)")
            reason: turnOrderMoves.moves.interrupt ?? ""
            available: !bar.controller.busy
            onClicked: bar.run({type: "interrupt", actor: bar.actor})
        }
        ReasonButton {
            objectName: "endInterruptButton"
            text: qsTr("End interrupt")
            reason: turnOrderMoves.moves.endInterrupt ?? ""
            available: !bar.controller.busy
            onClicked: bar.run({type: "endInterrupt"})
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        leftPadding: 8
        visible: bar.controller.onTable && bar.actor !== ""
        ComboBox {
            id: moveMode
            objectName: "moveModeBox"
            textRole: "label"
            valueRole: "mode"
            implicitWidth: 170
            model: [
                {mode: "step", label: qsTr("Move one region")},
                {mode: "run", label: qsTr("Run two regions")},
                {mode: "careful", label: qsTr("Leave carefully")},
                {mode: "swim", label: qsTr("Swim")},
                {mode: "climb", label: qsTr("Climb")}
            ]
        }
        ReasonButton {
            objectName: "moveButton"
            text: bar.regionModel.selected === "" ? qsTr("Move (click a region first)")
                                                  : qsTr("Move to %1").arg(bar.regionModel.nameOf(bar.regionModel.selected))
            // The engine's plan of this move (read again after every step, as `onTable` is).
            reason: bar.controller.onTable ? bar.controller.moveRefusal(bar.actor, bar.regionModel.selected,
                                                                        moveMode.currentValue ?? "step") : ""
            available: !bar.controller.busy
            onClicked: bar.run({type: "move", actor: bar.actor, to: bar.regionModel.selected,
                                mode: moveMode.currentValue})
        }
        Button {
            objectName: "hideButton"
            text: bar.actorHidden ? qsTr("Show to the players") : qsTr("Hide from the players")
            enabled: !bar.controller.busy
            onClicked: bar.run({type: "hide", actor: bar.actor, hidden: !bar.actorHidden})
        }
        Button {
            objectName: "placeButton"
            text: bar.regionModel.selected === "" ? qsTr("Place (click a region first)")
                                                  : qsTr("Place in %1").arg(bar.regionModel.nameOf(bar.regionModel.selected))
            enabled: !bar.controller.busy && bar.regionModel.selected !== ""
            onClicked: bar.run({type: "place", actor: bar.actor, region: bar.regionModel.selected})
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        leftPadding: 8
        visible: bar.controller.onTable && bar.actor !== ""
        // Whom to attack, by name: everyone else still fighting, in the roster's order (kept while the actor is).
        ComboBox {
            id: targetBox
            objectName: "targetBox"
            implicitWidth: 150
            textRole: "name"
            valueRole: "id"
            model: bar.controller.onTable ? bar.controller.targetsFor(bar.actor) : []
            displayText: currentIndex < 0 ? qsTr("Target") : currentText
        }
        CheckBox {
            id: rangedBox
            objectName: "rangedBox"
            text: qsTr("Ranged")
        }
        ReasonButton {
            objectName: "attackButton"
            text: qsTr("Attack")
            // The engine's reach of the attack (read again after every step, as `onTable` is).
            reason: bar.controller.onTable ? bar.controller.attackRefusal(bar.actor, targetBox.currentValue ?? "",
                                                                          rangedBox.checked) : ""
            available: !bar.controller.busy
            onClicked: bar.run({type: "attack", actor: bar.actor, target: targetBox.currentValue,
                                ranged: rangedBox.checked})
        }
        ComboBox {
            id: difficultyBox
            objectName: "difficultyBox"
            implicitWidth: 130
            textRole: "label"
            valueRole: "name"
            // The engine's names ("Difficulty"), shown in the table's language.
            model: [
                {name: "Trivial", label: qsTr("Trivial")},
                {name: "Easy", label: qsTr("Easy")},
                {name: "Moderate", label: qsTr("Moderate")},
                {name: "Hard", label: qsTr("Hard")},
                {name: "Very Hard", label: qsTr("Very hard")}
            ]
            currentIndex: 2
        }
        TextField {
            id: statField
            placeholderText: qsTr("Statistic")
            text: "attack"
            implicitWidth: 90
        }
        Button {
            objectName: "checkButton"
            text: qsTr("Check")
            enabled: !bar.controller.busy && statField.text !== ""
            onClicked: bar.run({type: "check", actor: bar.actor, stat: statField.text,
                                difficulty: difficultyBox.currentValue})
        }
    }
}
