import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// A chase check ("Chases", ../shared/rules/checks-actions-combat-gritty.txt): DC 11 against a quarry of 30 ft, one
// more or less per 5 ft; STR on open ground, DEX on uneven, CON over hours; disadvantage when the quarry can break
// line of sight, advantage from a better position; the GM may move the DC (bow range, caltrops, false trails).
ExpeditionStepDialog {
    id: dialog

    readonly property var grounds: ["open", "uneven", "endurance"]

    objectName: "expeditionChaseDialog"
    title: qsTr("Chase")
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "expeditionChaseOk"

    onFresh: {
        who.text = dialog.expedition.partyNames.length > 0 ? dialog.expedition.partyNames[0] : ""
        who.selectAll()
        who.forceActiveFocus()
    }
    function step(): bool {
        return expedition.chase(who.text, modifier.value, speed.value, grounds[ground.currentIndex],
                                breaksSight.checked, betterPosition.checked, adjustment.value)
    }

    GridLayout {
        columns: 2
        Label { text: qsTr("Who rolls") }
        TextField {
            id: who
            objectName: "expeditionChaseWho"
            Layout.preferredWidth: 220
            placeholderText: qsTr("the party")
        }
        Label { text: qsTr("Their modifier") }
        NumberSpinBox {
            id: modifier
            objectName: "expeditionChaseModifier"
            from: -10
            to: 30
            onCommitted: dialog.accept()
        }
        Label { text: qsTr("Quarry's speed (ft)") }
        NumberSpinBox {
            id: speed
            objectName: "expeditionChaseSpeed"
            from: 0
            to: 1000
            stepSize: 5
            value: 30
            onCommitted: dialog.accept()
        }
        Label { text: qsTr("Ground") }
        ChoiceBox {
            id: ground
            objectName: "expeditionChaseGround"
            Layout.fillWidth: true
            model: [qsTr("Open (STR)"), qsTr("Uneven (DEX)"), qsTr("Over hours (CON)")]
        }
        Label { text: qsTr("GM's change to the DC") }
        NumberSpinBox {
            id: adjustment
            from: -10
            to: 10
            onCommitted: dialog.accept()
        }
        CheckBox {
            id: breaksSight
            objectName: "expeditionChaseBreaksSight"
            Layout.columnSpan: 2
            text: qsTr("The quarry can break line of sight (disadvantage)")
        }
        CheckBox {
            id: betterPosition
            Layout.columnSpan: 2
            text: qsTr("A better position, such as surrounding it (advantage)")
        }
    }
}
