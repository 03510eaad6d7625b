import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Simulate in the encounter builder (issue 18, docs/simulation.md "Simulate in the encounter builder"): the
// encounter as built now, fought many times by the campaign's heroes on the campaign map chosen here (stored with
// the encounter when it is saved) or on the default open map, with the same dialog and report as Simulate from here.
ColumnLayout {
    id: section

    required property EncounterBuilder builder
    readonly property bool dialogOpen: simulationDialog.visible

    spacing: 4

    EncounterSimulation {
        id: simulation
        campaign: section.builder.campaign
        encounter: section.builder.encounter
    }
    // The campaign's maps, read again when another campaign opens or its maps change.
    property var maps: []
    function refreshMaps() {
        const list = [{ "id": "", "name": qsTr("Default open map") }]
        const stored = simulation.campaignMaps()
        for (let i = 0; i < stored.length; ++i)
            list.push(stored[i])
        maps = list
        mapChoice.currentIndex = Math.max(0, mapChoice.indexOfValue(section.builder.simulationMap))
    }
    Component.onCompleted: refreshMaps()
    Connections {
        target: simulation
        function onEncounterChanged() {
            section.refreshMaps()
        }
    }
    Connections {
        target: section.builder.campaign
        function onCampaignChanged() {
            section.refreshMaps()
        }
    }
    Connections {
        target: section.builder
        function onSimulationMapChanged() {
            mapChoice.currentIndex = Math.max(0, mapChoice.indexOfValue(section.builder.simulationMap))
        }
    }
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: qsTr("Simulate on")
        }
        ComboBox {
            id: mapChoice
            objectName: "builderSimulationMap"
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "id"
            model: section.maps
            onActivated: section.builder.simulationMap = currentValue
        }
    }
    ReasonButton {
        objectName: "builderSimulate"
        Layout.fillWidth: true
        reason: section.builder.emptyReason
        text: qsTr("Simulate the encounter…")
        onClicked: simulationDialog.open()
    }
    SimulationDialog {
        id: simulationDialog
        objectName: "builderSimulationDialog"
        parent: Overlay.overlay
        simulation: simulation
        title: qsTr("Simulate the prepared encounter")
        description: qsTr("The engine plays both sides to the end of the fight (heroes cautious, monsters brute): the campaign's heroes against the encounter as built now, on the map chosen in the builder.")
        startsItself: false
        onStartRequested: runs => simulation.startPrepared(section.builder.preparedDocument(), runs)
    }
}
