pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Every roll made at the table, newest at the bottom, and a free dice box that accepts notation.
Pane {
    id: panel

    required property DiceLog log
    // The action dice module's pools while a game night runs: a free roll's line offers a boost by a hero's die.
    property ActionDicePools actionDice: null

    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        PanelHeader {
            Layout.fillWidth: true
            text: qsTr("Dice log")
        }

        Label {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: list.count === 0
            color: Theme.textMuted
            wrapMode: Text.WordWrap
            text: qsTr("No rolls yet in this session.")
        }

        ListView {
            id: list
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            objectName: "diceLogList"
            model: panel.log
            // The newest roll in view: after the new delegate is laid out (its height is known only then), and
            // again when the panel comes back from map editing.
            onCountChanged: newest.restart()
            onVisibleChanged: if (visible) newest.restart()
            Timer {
                id: newest
                interval: 0
                onTriggered: {
                    list.forceLayout()
                    list.positionViewAtEnd()
                }
            }
            delegate: DiceLogEntry {
                width: list.width
                actionDice: panel.actionDice
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.margins: 8
            TextField {
                id: notation
                objectName: "diceBox"
                Layout.fillWidth: true
                placeholderText: qsTr("Roll dice: 2d6+3, 4d6kh3, d20!")
                onAccepted: roll()
                function roll() {
                    if (panel.log.roll(text, purpose.text))
                        text = ""
                }
            }
            Button {
                text: qsTr("Roll")
                onClicked: notation.roll()
            }
        }
        TextField {
            id: purpose
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            placeholderText: qsTr("Purpose (optional)")
        }
        Label {
            readonly property var odds: notation.text.trim().length > 0 ? panel.log.odds(notation.text) : ({ ok: false, error: "" })
            Layout.fillWidth: true
            Layout.margins: 8
            wrapMode: Text.WordWrap
            color: odds.ok ? Theme.textMuted : Theme.error
            text: odds.ok ? qsTr("Average %1, from %2 to %3").arg(odds.mean.toFixed(2)).arg(odds.minimum).arg(odds.maximum)
                          : (panel.log.lastError.length > 0 ? panel.log.lastError : (odds.error ?? ""))
        }
        Label {
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.bottomMargin: 4
            text: qsTr("Seed %1").arg(panel.log.seed)
            color: Theme.textFaint
            font.pixelSize: 10
        }
    }
}
