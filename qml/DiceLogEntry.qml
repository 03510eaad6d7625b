pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import Battlemat.Models

// One line of the dice log: what happened in the table's words ("Aldric hits Skeleton 1 (19 vs AC 16): 7
// damage"), then each roll behind it: why, each die (dropped dice struck through and faded, exploding dice marked
// with "!"), the modifiers in the notation, and the total. A line an encounter undo took back is struck through.
Item {
    id: entry

    required property string text
    required property var rolls // [{purpose, notation, total, dice}]
    required property bool undone
    required property bool freeRoll
    required property int total
    // While a game night runs, a free roll (the engine applies no outcome of it) may be boosted by a hero's action
    // die: the Boost button lists the heroes with dice (docs/modules.md, "Action dice and hero tokens").
    property ActionDicePools actionDice: null
    readonly property bool boostable: freeRoll && !undone && actionDice !== null && actionDice.pools.length > 0

    implicitHeight: column.implicitHeight + 8
    opacity: undone ? 0.5 : 1

    Column {
        id: column
        x: 8
        y: 4
        width: entry.width - 16
        spacing: 2

        Label {
            objectName: "lineText"
            width: parent.width - (entry.boostable ? boostButton.width + 4 : 0)
            text: entry.text
            font.bold: true
            font.strikeout: entry.undone
            wrapMode: Text.Wrap
        }
        Repeater {
            model: entry.rolls
            delegate: Flow {
                id: roll
                required property var modelData
                // The line already says it when the roll is its only one and its purpose is the line's text.
                readonly property bool showPurpose: modelData.purpose !== entry.text && modelData.purpose.length > 0
                width: column.width
                spacing: 4
                Label {
                    visible: roll.showPurpose
                    text: qsTr("%1:").arg(roll.modelData.purpose)
                    color: Theme.textMuted
                    font.strikeout: entry.undone
                    height: 24
                    verticalAlignment: Text.AlignVCenter
                }
                Label {
                    text: roll.modelData.notation
                    color: Theme.textMuted
                    height: 24
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
                    model: roll.modelData.dice
                    delegate: Label {
                        required property var modelData
                        text: modelData.exploded ? qsTr("%1!").arg(modelData.value) : String(modelData.value)
                        font.strikeout: !modelData.kept
                        opacity: modelData.kept ? 1 : 0.45
                        padding: 2
                        leftPadding: 4
                        rightPadding: 4
                        background: Rectangle {
                            color: Theme.chip
                            border.color: Theme.textFaint
                            radius: 3
                        }
                    }
                }
                Label {
                    objectName: "total"
                    text: qsTr("= %1").arg(roll.modelData.total)
                    font.bold: true
                    font.pixelSize: 16
                    height: 24
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }

    ToolButton {
        id: boostButton
        objectName: "boostRollButton"
        visible: entry.boostable
        anchors.right: parent.right
        anchors.rightMargin: 4
        y: 2
        //: a button on a free roll in the dice log: add a hero's action die to it
        text: qsTr("Boost…")
        onClicked: boostMenu.popup(boostButton, 0, boostButton.height)
        Menu {
            id: boostMenu
            objectName: "boostRollMenu"
            Repeater {
                model: entry.boostable ? entry.actionDice.pools : []
                delegate: MenuItem {
                    required property var modelData
                    objectName: "boostRollBy_" + modelData.hero
                    enabled: modelData.dice > 0
                    //: boost a free roll: the hero and the die it spends, "Brannoc Vell: 1d4"
                    text: qsTr("%1: 1d%2").arg(modelData.name).arg(modelData.sides)
                    onTriggered: entry.actionDice.boostRoll(modelData.hero, entry.total)
                }
            }
        }
    }
}
