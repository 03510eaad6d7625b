pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Encounter prep beside the library: the party it is for, the monsters picked with their counts, the XP budget and
// how hard the encounter is, updated as the game master builds; saved in the campaign, put on the map and started.
ColumnLayout {
    id: panel

    required property EncounterBuilder builder
    // The window's save dialog for the PDF (Main.qml): a dialog inside this panel has no window while the library
    // is closed.
    required property SaveFileDialog pdfDialog
    signal placed()
    // A monster of the list is being dragged towards the map (the library lets the map show through meanwhile).
    property bool dragging: dragProxy.Drag.active
    // Its Simulate dialog is open above the library.
    readonly property bool simulationOpen: simulationSection.dialogOpen

    // What the pointer carries while a monster is dragged onto the map: its name, above everything in the window.
    Rectangle {
        id: dragProxy
        objectName: "builderDragProxy"
        property string monsterId
        property alias name: dragLabel.text
        visible: Drag.active
        z: 1000
        width: dragLabel.implicitWidth + 16
        height: dragLabel.implicitHeight + 8
        radius: 4
        color: "#8a1c1c"
        Drag.keys: ["battlemat/monster"]
        Drag.hotSpot.x: width / 2
        Drag.hotSpot.y: height / 2
        Label {
            id: dragLabel
            anchors.centerIn: parent
            color: "white"
        }
    }

    spacing: 6

    Label {
        text: qsTr("Encounter")
        font.bold: true
    }
    GridLayout {
        Layout.fillWidth: true
        columns: 2
        Label { text: qsTr("Heroes") }
        NumberSpinBox {
            objectName: "builderPartySize"
            from: 1
            to: 20
            value: panel.builder.partySize
            onValueModified: panel.builder.partySize = value
        }
        Label { text: qsTr("Party level") }
        NumberSpinBox {
            objectName: "builderPartyLevel"
            from: 1
            to: 30
            value: panel.builder.partyLevel
            onValueModified: panel.builder.partyLevel = value
        }
    }
    Button {
        text: qsTr("Use the campaign's heroes")
        onClicked: panel.builder.useCampaignParty()
    }
    ListView {
        id: entries
        objectName: "builderEntries"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 80
        clip: true
        // Scrolls only when it holds more than it shows: a row dragged sideways towards the map is never a flick.
        interactive: contentHeight > height
        model: panel.builder
        delegate: RowLayout {
            id: entry
            required property int index
            required property string monsterId
            required property string name
            required property int count
            required property int xp
            required property bool initiativeGroup
            width: entries.width
            Label {
                Layout.fillWidth: true
                // Wrapped, not cut: beside the Group box a long name takes a second line.
                wrapMode: Text.Wrap
                text: qsTr("%1 × %2 (%3 XP)").arg(entry.count).arg(entry.name).arg(entry.xp)
                ToolTip.visible: rowDrag.active === false && rowHover.hovered
                ToolTip.text: qsTr("Drag onto the map to place one there")
                HoverHandler { id: rowHover }
                // Dragged onto the map, one of this monster is placed on the square it is dropped on.
                DragHandler {
                    id: rowDrag
                    objectName: "builderEntryDrag"
                    target: null
                    onActiveChanged: {
                        if (active) {
                            // Above the library and the map: the window's overlay (known once the library shows).
                            dragProxy.parent = entry.Overlay.overlay
                            dragProxy.monsterId = entry.monsterId
                            dragProxy.name = entry.name
                            dragProxy.Drag.active = true
                        } else {
                            dragProxy.Drag.drop()
                            dragProxy.Drag.active = false
                        }
                    }
                    onCentroidChanged: {
                        if (!active)
                            return
                        dragProxy.x = centroid.scenePosition.x - dragProxy.width / 2
                        dragProxy.y = centroid.scenePosition.y - dragProxy.height / 2
                    }
                }
            }
            // Orcus "Initiative": the GM rolls once for a group of identical creatures; they act together.
            CheckBox {
                objectName: "builderGroup"
                text: qsTr("Group")
                checked: entry.initiativeGroup
                onToggled: panel.builder.setInitiativeGroup(entry.index, checked)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("One initiative roll for all of them: they act one after another at its place")
            }
            ToolButton {
                text: "+"
                onClicked: panel.builder.setCount(entry.index, entry.count + 1)
            }
            ToolButton {
                text: "−"
                onClicked: panel.builder.setCount(entry.index, entry.count - 1)
            }
        }
    }
    Label {
        objectName: "builderBudget"
        Layout.fillWidth: true
        Layout.preferredWidth: 1 // the panel's width, never the text's: a wrapped line must not widen it
        wrapMode: Text.Wrap
        text: qsTr("%1 of %2 XP").arg(panel.builder.total).arg(panel.builder.budget)
              + (panel.builder.difficulty.length > 0 ? " · " + panel.builder.difficulty : "")
    }
    // The campaign's grades (Settings > Rules modules, Orcus: 0.75 / 1 / 1.5 / 2 times the budget by default).
    Label {
        objectName: "builderGrades"
        Layout.fillWidth: true
        Layout.preferredWidth: 1 // the panel's width, never the text's: a wrapped line must not widen it
        wrapMode: Text.Wrap
        font.pixelSize: 11
        text: panel.builder.grades
    }
    // The rules' advice for monsters four or more levels off the party, one line each. A long advice, wrapped, once
    // widened the panel and sent the library's layout into a polish loop that left it on the panel's heading.
    Label {
        objectName: "builderWarnings"
        Layout.fillWidth: true
        Layout.preferredWidth: 1 // the panel's width, never the text's: a wrapped line must not widen it
        visible: text.length > 0
        wrapMode: Text.Wrap
        color: Theme.warningText
        text: panel.builder.warningText
    }
    RowLayout {
        Layout.fillWidth: true
        TextField {
            id: encounterName
            objectName: "builderName"
            Layout.fillWidth: true
            placeholderText: qsTr("Name of the encounter")
        }
        Button {
            objectName: "builderSave"
            text: qsTr("Save")
            onClicked: panel.builder.save(encounterName.text)
        }
    }
    ComboBox {
        objectName: "builderPrepared"
        Layout.fillWidth: true
        visible: panel.builder.prepared.length > 0
        model: panel.builder.prepared
        textRole: "name"
        valueRole: "id"
        displayText: qsTr("Load a prepared encounter…")
        onActivated: index => panel.builder.load(currentValue)
    }
    ReasonButton {
        objectName: "builderPlace"
        Layout.fillWidth: true
        reason: panel.builder.emptyReason
        text: qsTr("Place the encounter on the map")
        onClicked: {
            if (panel.builder.placeOnMap())
                panel.placed()
        }
    }
    // Start encounter from what is prepared: the monsters onto the map, then Encounter > Start encounter.
    ReasonButton {
        objectName: "builderStart"
        Layout.fillWidth: true
        reason: panel.builder.startBlockedReason
        text: qsTr("Place and start the encounter")
        onClicked: {
            if (panel.builder.startEncounter())
                panel.placed()
        }
    }
    BuilderSimulation {
        id: simulationSection
        Layout.fillWidth: true
        builder: panel.builder
    }
    // Print / PDF for the game master: the tracking sheet and the stat blocks as cards.
    ReasonButton {
        objectName: "builderPdf"
        Layout.fillWidth: true
        reason: panel.builder.emptyReason
        text: qsTr("Export PDF for the game master…")
        onClicked: {
            panel.pdfDialog.builder = panel.builder
            panel.pdfDialog.encounterName = encounterName.text
            panel.pdfDialog.open()
        }
    }
    Label {
        objectName: "builderError"
        Layout.fillWidth: true
        Layout.preferredWidth: 1 // the panel's width, never the text's: a wrapped line must not widen it
        visible: text.length > 0
        wrapMode: Text.Wrap
        color: panel.builder.errorMessage.length > 0 ? Theme.error : palette.text
        text: panel.builder.errorMessage.length > 0 ? panel.builder.errorMessage : panel.builder.statusMessage
    }
}
