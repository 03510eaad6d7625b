pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Five Torches Deep's expedition (docs/modules.md, "Five Torches Deep"): the hour as time dice, the travel turns and
// the return DC, lights and supplies burning down, the party's hours against resilience. Each button is one command
// of the table session: stored with the campaign, Edit > Undo takes it back and its result is struck out.
Pane {
    id: panel

    required property ExpeditionModel expedition

    objectName: "expeditionPanel"
    padding: 0

    readonly property var approaches: ["normal", "cautious", "careless"]
    readonly property string approach: approaches[approachBox.currentIndex]

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        PanelHeader {
            Layout.fillWidth: true
            text: qsTr("Expedition")
        }

        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            ColumnLayout {
                width: scroll.availableWidth
                spacing: 6

                RowLayout {
                    Layout.leftMargin: 8
                    Layout.topMargin: 6
                    spacing: 4
                    Repeater {
                        model: panel.expedition.faces
                        Rectangle {
                            required property int modelData
                            width: 24
                            height: 24
                            radius: 4
                            color: "#fffaf0"
                            border.color: "#5b5146"
                            Label {
                                anchors.centerIn: parent
                                text: parent.modelData
                                font.bold: true
                                color: Theme.ink // a die face stays light in the dark theme
                            }
                        }
                    }
                    Label {
                        objectName: "expeditionClock"
                        Layout.leftMargin: 4
                        text: qsTr("%1, day %2").arg(panel.expedition.clockText).arg(panel.expedition.day)
                        font.bold: true
                    }
                }
                Label {
                    objectName: "expeditionError"
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    visible: text.length > 0
                    wrapMode: Text.WordWrap
                    color: Theme.error
                    text: panel.expedition.errorMessage
                }
                Label {
                    objectName: "expeditionCounts"
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    wrapMode: Text.WordWrap
                    text: qsTr("Travel turns %1 · return DC %2 · supplies %3 · scene %4 of %5")
                          .arg(panel.expedition.travelTurns).arg(panel.expedition.returnDc)
                          .arg(panel.expedition.supplies).arg(panel.expedition.scenes + 1)
                          .arg(panel.expedition.scenesPerHour)
                }
                Repeater {
                    model: panel.expedition.lights
                    Label {
                        required property var modelData
                        Layout.leftMargin: 8
                        text: modelData.text
                    }
                }
                Repeater {
                    model: panel.expedition.party
                    RowLayout {
                        id: member
                        required property var modelData
                        Layout.leftMargin: 8
                        Layout.rightMargin: 8
                        Label {
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            text: member.modelData.exhausted
                                  ? qsTr("%1: %2 of %3 h, exhausted").arg(member.modelData.name)
                                    .arg(member.modelData.hours).arg(member.modelData.constitution)
                                  : qsTr("%1: %2 of %3 h").arg(member.modelData.name)
                                    .arg(member.modelData.hours).arg(member.modelData.constitution)
                            color: member.modelData.hours > member.modelData.constitution ? Theme.error : palette.text
                        }
                        Button {
                            visible: member.modelData.hours > member.modelData.constitution
                            text: qsTr("Resilience")
                            onClicked: panel.expedition.resilienceCheck(member.modelData.name)
                        }
                    }
                }

                Flow {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    spacing: 4
                    ChoiceBox {
                        id: approachBox
                        objectName: "expeditionApproach"
                        model: [qsTr("Normal"), qsTr("Cautious"), qsTr("Careless")]
                    }
                    Button {
                        objectName: "expeditionHour"
                        text: qsTr("+1 hour")
                        onClicked: panel.expedition.advance(1, 0, panel.approach)
                    }
                    Button {
                        objectName: "expeditionScene"
                        text: qsTr("+1 scene")
                        onClicked: panel.expedition.advance(0, 1, panel.approach)
                    }
                    Button {
                        objectName: "expeditionTravelTurn"
                        text: qsTr("Travel turn")
                        onClicked: panel.expedition.travelTurn(panel.approach)
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    spacing: 4
                    ComboBox {
                        id: carrier
                        objectName: "expeditionCarrier"
                        editable: true
                        model: panel.expedition.carrierNames
                    }
                    Button {
                        objectName: "expeditionTorch"
                        text: qsTr("Torch")
                        onClicked: panel.expedition.light("torch", carrier.editText)
                    }
                    Button {
                        text: qsTr("Lantern")
                        onClicked: panel.expedition.light("lantern", carrier.editText)
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    spacing: 4
                    NumberSpinBox {
                        id: suppliesBox
                        objectName: "expeditionSupplies"
                        from: 0
                        to: 9999
                        value: panel.expedition.supplies
                        onCommitted: panel.expedition.setSupplies(value)
                    }
                    Button {
                        objectName: "expeditionSetSupplies"
                        text: qsTr("Set supplies")
                        onClicked: panel.expedition.setSupplies(suppliesBox.value)
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    spacing: 4
                    Button {
                        objectName: "expeditionAddMember"
                        text: qsTr("Member…")
                        onClicked: memberDialog.open()
                    }
                    Button {
                        objectName: "expeditionMorale"
                        text: qsTr("Morale…")
                        onClicked: moraleDialog.open()
                    }
                    Button {
                        objectName: "expeditionReturn"
                        text: qsTr("Return…")
                        onClicked: returnDialog.open()
                    }
                    Button {
                        objectName: "expeditionChase"
                        text: qsTr("Chase…")
                        onClicked: chaseDialog.open()
                    }
                    Button {
                        objectName: "expeditionJourney"
                        text: qsTr("Journey…")
                        onClicked: journeyDialog.open()
                    }
                    Button {
                        objectName: "expeditionCorruption"
                        text: qsTr("Corruption…")
                        onClicked: corruptionDialog.open()
                    }
                    Button {
                        text: qsTr("Safe rest")
                        onClicked: panel.expedition.rest(true)
                    }
                    Button {
                        text: qsTr("Unsafe rest")
                        onClicked: panel.expedition.rest(false)
                    }
                    Button {
                        objectName: "expeditionTreasure"
                        text: qsTr("Loot and XP…")
                        onClicked: treasureDialog.openFor(false)
                    }
                    Button {
                        objectName: "expeditionTables"
                        text: qsTr("Tables…")
                        onClicked: tablesDialog.open()
                    }
                }

                Label {
                    Layout.leftMargin: 8
                    visible: panel.expedition.results.length > 0
                    text: qsTr("Latest results")
                    font.bold: true
                }
                Repeater {
                    model: panel.expedition.results
                    Label {
                        required property var modelData
                        required property int index
                        objectName: "expeditionResult" + index
                        Layout.fillWidth: true
                        Layout.leftMargin: 8
                        Layout.rightMargin: 8
                        wrapMode: Text.WordWrap
                        text: modelData.text
                        font.strikeout: modelData.undone
                        color: modelData.undone ? Theme.textMuted : palette.text
                    }
                }
            }
        }
    }

    ExpeditionMemberDialog {
        id: memberDialog
        expedition: panel.expedition
    }
    ExpeditionMoraleDialog {
        id: moraleDialog
        expedition: panel.expedition
    }
    ExpeditionReturnDialog {
        id: returnDialog
        expedition: panel.expedition
    }
    ExpeditionChaseDialog {
        id: chaseDialog
        expedition: panel.expedition
    }
    ExpeditionCorruptionDialog {
        id: corruptionDialog
        expedition: panel.expedition
    }
    ExpeditionJourneyDialog {
        id: journeyDialog
    }
    ExpeditionTreasureDialog {
        id: treasureDialog
        expedition: panel.expedition
    }
    FtdTablesDialog {
        id: tablesDialog
        expedition: panel.expedition
    }

    /** Loot and XP… from the fight's More menu: the fight's fallen foes ticked. */
    function openTreasure(fromFight: bool) {
        treasureDialog.openFor(fromFight)
    }
}
