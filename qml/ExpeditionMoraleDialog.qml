import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// A morale check at DC 11: d20 + WIS mod + proficiency where fitting + the monster's morale bonus, for a side, a
// group or one creature; the trigger sets the edge (a leader retreating: disadvantage). Failure: they flee or
// surrender ("Morale", ../shared/rules/checks-actions-combat-gritty.txt).
ExpeditionStepDialog {
    id: dialog

    readonly property var triggers: ["", "battle-begins", "first-death", "leader-down", "tide-turned",
        "leader-retreats"]
    readonly property var scopes: ["side", "group", "individual"]

    objectName: "expeditionMoraleDialog"
    title: qsTr("Morale check")
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "expeditionMoraleOk"

    onFresh: who.forceActiveFocus()
    function step(): bool {
        return expedition.morale(who.text, wis.value, proficiency.value, bonus.value,
                                 triggers[trigger.currentIndex], scopes[scope.currentIndex])
    }

    GridLayout {
        columns: 2
        Label { text: qsTr("Who") }
        TextField {
            id: who
            objectName: "expeditionMoraleWho"
            Layout.preferredWidth: 220
            placeholderText: qsTr("the goblins")
        }
        Label { text: qsTr("Side, group or one") }
        ChoiceBox {
            id: scope
            Layout.fillWidth: true
            model: [qsTr("Side"), qsTr("Group"), qsTr("Individual")]
        }
        Label { text: qsTr("When") }
        ChoiceBox {
            id: trigger
            objectName: "expeditionMoraleTrigger"
            Layout.fillWidth: true
            model: [qsTr("GM's call"), qsTr("Battle begins"), qsTr("First death"), qsTr("Leader down"),
                qsTr("Tide turned"), qsTr("Leader retreats (disadvantage)")]
        }
        Label { text: qsTr("WIS modifier") }
        NumberSpinBox {
            id: wis
            from: -5
            to: 10
        }
        Label { text: qsTr("Proficiency") }
        NumberSpinBox {
            id: proficiency
            from: 0
            to: 10
        }
        Label { text: qsTr("Morale bonus") }
        NumberSpinBox {
            id: bonus
            objectName: "expeditionMoraleBonus"
            from: -10
            to: 20
        }
    }
}
