import QtQuick
import Battlemat
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


    // The fights asked for live on the dialog, which starts them.
    property int runs: 2000
    // What the fights start from, said above the controls; and how they start: Simulate from here runs the
    // encounter at the table, the encounter builder its prepared encounter (BuilderSimulation).
    property string description: qsTr("The engine plays both sides to the end of the fight (heroes cautious, monsters brute), starting from the current turn. Nothing at the table changes.")
    property bool startsItself: true
    signal startRequested(int runs)

    // The report: the dialog's one child (so it has an id for its scroll bar), whose height the dialog takes up to the
    // window's; at 1366 x 768 the plots lie below the fold.
    ScrollView {
        id: report
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth
        // The bar stays in sight while the report is longer than the dialog, so its plots below can be found.
        ScrollBar.vertical.policy: report.contentHeight > report.availableHeight ? ScrollBar.AlwaysOn
                                                                                  : ScrollBar.AsNeeded

        ColumnLayout {
            width: report.availableWidth - report.ScrollBar.vertical.width - 4 // clear of the bar
            spacing: 8

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: dialog.description
            }
            RowLayout {
                Layout.fillWidth: true
                Label {
                    text: qsTr("Fights:")
                }
                SpinBox {
                    objectName: "simulationRuns"
                    from: 10
                    to: 100000
                    stepSize: 500
                    value: dialog.runs
                    onValueModified: dialog.runs = value
                    editable: true
                    enabled: !dialog.simulation.running
                }
                Button {
                    objectName: "simulationStart"
                    text: qsTr("Simulate")
                    enabled: !dialog.simulation.running
                    onClicked: dialog.startsItself ? dialog.simulation.start(dialog.runs) : dialog.startRequested(dialog.runs)
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
                        required property int index
                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        font.bold: index === 0
                        text: qsTr("%1: %2 (95% interval %3 to %4)").arg(modelData.label).arg(Percent.of(modelData.p)).arg(Percent.of(modelData.low)).arg(Percent.of(modelData.high))
                    }
                }
            }
            SimulationRisks {
                objectName: "simulationRisks"
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                heroes: dialog.simulation.heroes
            }
            SimulationSpending {
                objectName: "simulationSpending"
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                rows: dialog.simulation.spending
            }
            SimulationChanges {
                objectName: "simulationChanges"
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult && dialog.simulation.changes.length > 0
                changes: dialog.simulation.changes
                fights: dialog.simulation.changeFights
            }
            Label {
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                font.bold: true
                text: qsTr("Not simulated: left to the table")
            }
            Label {
                objectName: "simulationLeftToTable"
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                wrapMode: Text.Wrap
                text: dialog.simulation.leftToTableText.length > 0 ? dialog.simulation.leftToTableText
                      : qsTr("Nothing: the engine plays every power of these stat blocks.")
            }
            SimulationBars {
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                heading: qsTr("Round in which the fight ended")
                bars: dialog.simulation.rounds
            }
            SimulationBars {
                objectName: "simulationHpLeft"
                Layout.fillWidth: true
                visible: dialog.simulation.hasResult
                heading: qsTr("The party's hit points left")
                bars: dialog.simulation.hpLeft
            }
        }
    }
}
