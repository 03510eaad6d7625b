import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The journey planner ("Overland Travel", "Overwater Travel", ../shared/rules/checks-actions-combat-gritty.txt): 10 +
// STR mod miles a day on foot, the slowest traveller's pace for the party, difficult terrain (and dim light) halves,
// harsh (and darkness) quarters, encumbered halves, tactical x3/4, stealthy x1/2; a boat 30 miles a day, a ship 100,
// with or against the current; the days the distance takes and the travel turns to roll. It only reckons.
Dialog {
    id: dialog

    readonly property var vessels: ["", "boat", "ship"]
    readonly property var terrains: ["open", "difficult", "harsh"]
    readonly property var lights: ["well-lit", "dim", "darkness", "brilliant"]
    readonly property var paces: ["normal", "tactical", "stealthy"]
    readonly property var currents: ["neutral", "favorable", "unfavorable"]
    readonly property bool onFoot: vessel.currentIndex === 0
    readonly property var reckoning: planner.plan(miles.value, vessels[vessel.currentIndex], strength.text,
                                               terrains[terrain.currentIndex], lights[light.currentIndex],
                                               paces[pace.currentIndex], encumbered.checked,
                                               currents[current.currentIndex])

    objectName: "expeditionJourneyDialog"
    title: qsTr("Journey")
    modal: true
    focus: true
    standardButtons: Dialog.Close
    anchors.centerIn: Overlay.overlay

    onAboutToShow: miles.focusAndSelect()

    JourneyPlanner {
        id: planner
    }

    ColumnLayout {
        GridLayout {
            columns: 2
            Label { text: qsTr("Miles") }
            NumberSpinBox {
                id: miles
                objectName: "expeditionJourneyMiles"
                from: 1
                to: 10000
                value: 30
            }
            Label { text: qsTr("How") }
            ChoiceBox {
                id: vessel
                objectName: "expeditionJourneyVessel"
                Layout.fillWidth: true
                model: [qsTr("On foot"), qsTr("By boat"), qsTr("By ship")]
            }
            Label {
                visible: dialog.onFoot
                text: qsTr("STR modifiers")
            }
            TextField {
                id: strength
                objectName: "expeditionJourneyStrength"
                visible: dialog.onFoot
                Layout.preferredWidth: 200
                text: "0"
                placeholderText: qsTr("2, -1")
            }
            Label {
                visible: dialog.onFoot
                text: qsTr("Terrain")
            }
            ChoiceBox {
                id: terrain
                objectName: "expeditionJourneyTerrain"
                visible: dialog.onFoot
                Layout.fillWidth: true
                model: [qsTr("Open"), qsTr("Difficult (half)"), qsTr("Harsh (a quarter)")]
            }
            Label {
                visible: dialog.onFoot
                text: qsTr("Light")
            }
            ChoiceBox {
                id: light
                visible: dialog.onFoot
                Layout.fillWidth: true
                model: [qsTr("Well lit"), qsTr("Dim light (as difficult)"), qsTr("Darkness (as harsh)"),
                    qsTr("Brilliant light")]
            }
            Label {
                visible: dialog.onFoot
                text: qsTr("Pace")
            }
            ChoiceBox {
                id: pace
                visible: dialog.onFoot
                Layout.fillWidth: true
                model: [qsTr("Normal"), qsTr("Tactical (three quarters)"), qsTr("Stealthy (half)")]
            }
            CheckBox {
                id: encumbered
                visible: dialog.onFoot
                Layout.columnSpan: 2
                text: qsTr("Someone is encumbered (half)")
            }
            Label {
                visible: !dialog.onFoot
                text: qsTr("Wind or current")
            }
            ChoiceBox {
                id: current
                visible: !dialog.onFoot
                Layout.fillWidth: true
                model: [qsTr("Neither"), qsTr("Favorable (double)"), qsTr("Unfavorable (half)")]
            }
        }
        Label {
            objectName: "expeditionJourneyResult"
            Layout.preferredWidth: 380
            wrapMode: Text.WordWrap
            font.bold: dialog.reckoning.ok
            color: dialog.reckoning.ok ? palette.text : Theme.error
            text: dialog.reckoning.text
        }
    }
}
