pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Edit > Let time pass on the map… (docs/table.md "Time on the map"): hours and minutes pass outside a fight and every
// lit light standing on the map burns that much shorter (Orcus "Adventuring Gear": a torch burns an hour). One
// map.burnLights step of the table session, undone by Edit > Undo; a time the engine refuses stays in the dialog with
// its reason. During a fight the rounds burn the fight's lights instead, so the menu offers it only outside one.
Dialog {
    id: dialog

    required property MapDocument document
    property string error
    property string done
    property var lights: []

    objectName: "letTimePassDialog"
    title: qsTr("Let time pass")
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(560, (parent ? parent.width : 560) - 40)
    height: Math.min(implicitHeight, (parent ? parent.height : 600) - 40)
    standardButtons: Dialog.Close
    onOpened: {
        dialog.error = ""
        dialog.done = ""
        dialog.lights = dialog.document.placedLights()
        hours.focusAndSelect()
    }

    // The whole minutes asked for go to the engine as they are: 0 or too many are its to refuse, in its words.
    function letPass() {
        if (dialog.document.burnLights(hours.value * 60 + minutesBox.value)) {
            dialog.error = ""
            //: after Let time pass: "1 h 30 min passed on the map"
            dialog.done = qsTr("%1 h %2 min passed on the map").arg(hours.value).arg(minutesBox.value)
        } else {
            dialog.done = ""
            const reason = dialog.document.lastError
            dialog.error = reason.charAt(0).toUpperCase() + reason.slice(1)
        }
        dialog.lights = dialog.document.placedLights()
    }

    ScrollView {
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: parent ? parent.width : 0
            spacing: 8

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Every lit light on the map burns this much shorter; one that runs out stays where it is, dark. Rests after a fight (Encounter > Rest…) pass their own time.")
            }
            RowLayout {
                NumberSpinBox {
                    id: hours
                    objectName: "timePassHours"
                    from: 0
                    to: 2000
                    value: 1
                    onCommitted: dialog.letPass()
                }
                Label { text: qsTr("hours") }
                NumberSpinBox {
                    id: minutesBox
                    objectName: "timePassMinutes"
                    from: 0
                    to: 59
                    value: 0
                    onCommitted: dialog.letPass()
                }
                Label { text: qsTr("minutes") }
            }
            Button {
                objectName: "timePassApply"
                text: qsTr("Let it pass")
                onClicked: dialog.letPass()
            }
            Label {
                font.bold: true
                text: qsTr("Lights on the map")
            }
            Repeater {
                model: dialog.lights
                delegate: Label {
                    id: lightLine
                    required property var modelData
                    required property int index
                    // The line begins with the light's name: "Torch at 3,3".
                    readonly property string lightName: modelData.name.charAt(0).toUpperCase() + modelData.name.slice(1)
                    objectName: "timePassLight-" + index
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: modelData.minutesLeft > 0
                          //: a light on the map in Let time pass: "Torch at 3,3: 55 minutes left"
                          ? qsTr("%1 at %2,%3: %n minute(s) left", "", modelData.minutesLeft)
                                .arg(lightLine.lightName).arg(modelData.x).arg(modelData.y)
                          : qsTr("%1 at %2,%3: burnt out").arg(lightLine.lightName).arg(modelData.x).arg(modelData.y)
                }
            }
            Label {
                visible: dialog.lights.length === 0
                text: qsTr("No light stands on the map.")
            }
            Label {
                objectName: "timePassDone"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                visible: text.length > 0
                text: dialog.done
            }
            Label {
                objectName: "timePassError"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                visible: text.length > 0
                color: Theme.error
                text: dialog.error
            }
        }
    }
}
