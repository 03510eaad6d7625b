import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Encounter > Simulate from here (issue 18): the engine plays the running fight to its end many times from the
// current state. The figures are the engine's (EncounterSimulation); this shows them: the odds with their 95%
// intervals, each hero's risk, and how the rounds and the party's hit points left are spread.
Dialog {
    id: dialog

    required property EncounterSimulation simulation

    objectName: "simulationDialog"
    title: qsTr("Simulate from here")
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(760, (parent ? parent.width : 760) - 40)
    height: Math.min(implicitHeight, (parent ? parent.height : 700) - 40)
    standardButtons: Dialog.Close
    onRejected: simulation.cancel()

    function percent(p) {
        return Math.round(p * 100) + "%"
    }

    component Bars: ColumnLayout {
        id: plot
        property string heading
        property var bars: []
        spacing: 2
        Label {
            text: plot.heading
            font.bold: true
        }
        Row {
            Layout.fillWidth: true
            Layout.preferredHeight: 90
            spacing: 2
            Repeater {
                model: plot.bars
                delegate: Item {
                    required property var modelData
                    width: Math.max(8, (plot.width - 2 * plot.bars.length) / Math.max(1, plot.bars.length))
                    height: 90
                    Rectangle {
                        anchors.bottom: parent.bottom
                        width: parent.width
                        height: Math.max(1, modelData.share * 72)
                        color: palette.highlight
                    }
                    ToolTip.visible: barHover.hovered
                    ToolTip.text: qsTr("%1: %n fight(s)", "", modelData.count).arg(modelData.label)
                    HoverHandler {
                        id: barHover
                    }
                }
            }
        }
        Row {
            spacing: 2
            Repeater {
                model: plot.bars
                delegate: Label {
                    required property var modelData
                    required property int index
                    width: Math.max(8, (plot.width - 2 * plot.bars.length) / Math.max(1, plot.bars.length))
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: 10
                    // Every label when they fit, else every other one.
                    text: plot.bars.length <= 12 || index % 2 === 0 ? modelData.label : ""
                    elide: Text.ElideRight
                }
            }
        }
    }

    contentItem: ScrollView {
        id: scroll
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth
            spacing: 8

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("The engine plays both sides to the end of the fight (heroes cautious, monsters brute), starting from the current turn. Nothing at the table changes.")
            }
            RowLayout {
                Layout.fillWidth: true
                Label {
                    text: qsTr("Fights:")
                }
                SpinBox {
                    id: runs
                    objectName: "simulationRuns"
                    from: 10
                    to: 100000
                    stepSize: 500
                    value: 2000
                    editable: true
                    enabled: !dialog.simulation.running
                }
                Button {
                    objectName: "simulationStart"
                    text: qsTr("Simulate")
                    enabled: !dialog.simulation.running
                    onClicked: dialog.simulation.start(runs.value)
                }
                Button {
                    objectName: "simulationCancel"
                    text: qsTr("Cancel")
                    enabled: dialog.simulation.running
                    onClicked: dialog.simulation.cancel()
                }
            }
            ProgressBar {
                objectName: "simulationProgress"
                Layout.fillWidth: true
                from: 0
                to: Math.max(1, dialog.simulation.total)
                value: dialog.simulation.done
                visible: dialog.simulation.running
            }
            Label {
                objectName: "simulationStatus"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: dialog.simulation.status
            }
            GridLayout {
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                columns: 2
                columnSpacing: 16
                Repeater {
                    model: dialog.simulation.outcomes
                    delegate: Label {
                        required property var modelData
                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        font.bold: modelData === dialog.simulation.outcomes[0]
                        text: qsTr("%1: %2 (95% interval %3 to %4)").arg(modelData.label).arg(dialog.percent(modelData.p)).arg(dialog.percent(modelData.low)).arg(dialog.percent(modelData.high))
                    }
                }
            }
            ColumnLayout {
                objectName: "simulationRisks"
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                spacing: 2
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("Hero")
                        font.bold: true
                        Layout.fillWidth: true
                    }
                    Label {
                        text: qsTr("Drops to 0 HP")
                        font.bold: true
                        horizontalAlignment: Text.AlignRight
                        Layout.preferredWidth: 140
                    }
                    Label {
                        text: qsTr("Dies")
                        font.bold: true
                        horizontalAlignment: Text.AlignRight
                        Layout.preferredWidth: 100
                    }
                }
                Repeater {
                    model: dialog.simulation.heroes
                    delegate: RowLayout {
                        required property var modelData
                        Layout.fillWidth: true
                        Label {
                            text: modelData.name
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            text: dialog.percent(modelData.dropped)
                            horizontalAlignment: Text.AlignRight
                            Layout.preferredWidth: 140
                        }
                        Label {
                            text: dialog.percent(modelData.died)
                            horizontalAlignment: Text.AlignRight
                            Layout.preferredWidth: 100
                        }
                    }
                }
            }
            Bars {
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                heading: qsTr("Round in which the fight ended")
                bars: dialog.simulation.rounds
            }
            Bars {
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                heading: qsTr("The party's hit points left")
                bars: dialog.simulation.hpLeft
            }
        }
    }
}
