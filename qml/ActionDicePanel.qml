import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The action dice module's pools for the game master (docs/modules.md, "Action dice and hero tokens"): the game
// night, each hero's dice and hero tokens, and the running +2 AC boosts. Shown while the module is in force.
Pane {
    id: panel

    required property ActionDicePools pools

    padding: 0
    implicitHeight: column.implicitHeight

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 4

        PanelHeader {
            objectName: "actionDiceHeader"
            Layout.fillWidth: true
            text: panel.pools.nightRunning ? qsTr("Action dice, game night %1").arg(panel.pools.night)
                                           : qsTr("Action dice")
        }
        Label {
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: !panel.pools.nightRunning
            wrapMode: Text.WordWrap
            text: qsTr("No game night is running: Settings > Start game night gives each hero the dice of its level.")
        }
        Repeater {
            model: panel.pools.pools
            delegate: RowLayout {
                id: poolRow
                required property var modelData
                objectName: "actionDicePool_" + modelData.hero
                Layout.fillWidth: true
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: poolRow.modelData.name
                }
                Label {
                    objectName: "actionDiceCount"
                    font.bold: true
                    //: dice left in a hero's pool and their type: "3d6"
                    text: qsTr("%1d%2").arg(poolRow.modelData.dice).arg(poolRow.modelData.sides)
                }
                Label {
                    //: hero tokens left
                    text: qsTr("%n token(s)", "", poolRow.modelData.heroTokens)
                }
                Label {
                    visible: poolRow.modelData.acBoostRoundsLeft > 0
                    //: a running +2 AC boost and the rounds it still lasts
                    text: qsTr("+2 AC, %n round(s)", "", poolRow.modelData.acBoostRoundsLeft)
                }
            }
        }
        // What the last spend or award from a token's Action dice menu did, or why it was refused.
        Label {
            objectName: "actionDiceResult"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: panel.pools.lastResult.length > 0 && panel.pools.lastError.length === 0
            wrapMode: Text.WordWrap
            color: Theme.goodText
            text: panel.pools.lastResult
        }
        Label {
            objectName: "actionDiceError"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: panel.pools.lastError.length > 0
            wrapMode: Text.WordWrap
            color: Theme.error
            text: panel.pools.lastError
        }
        Item {
            Layout.preferredHeight: 4
        }
    }
}
