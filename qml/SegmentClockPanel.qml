pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The segmented action points clock (docs/modules.md, "Segmented action points"): the turn's 12 segments with the
// current one marked, and each combatant in acting order (Dexterity) with its primary and secondary action points,
// its SPD and what it can afford now at the text's prices. Every button and menu entry is one of the module's table
// steps: stored with the campaign, Edit > Undo takes it back.
Pane {
    id: panel

    required property SegmentClockModel clock
    required property EncounterController encounter

    objectName: "segmentClockPanel"
    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        PanelHeader {
            objectName: "segmentClockHeader"
            Layout.fillWidth: true
            text: panel.clock.running ? qsTr("Segment clock, turn %1").arg(panel.clock.turn) : qsTr("Segment clock")
        }

        // Segments 1 to 12; the current one filled.
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 6
            Layout.rightMargin: 6
            visible: panel.clock.running
            spacing: 2
            Repeater {
                model: 12
                delegate: Rectangle {
                    id: segmentBox
                    required property int index
                    readonly property bool current: panel.clock.segment === index + 1
                    objectName: current ? "currentSegment" : ""
                    Layout.fillWidth: true
                    Layout.preferredHeight: 20
                    radius: 3
                    color: current ? "#2d5e3a" : "#efe8da"
                    border.color: "#b9ad98"
                    Label {
                        anchors.centerIn: parent
                        text: segmentBox.index + 1
                        font.pixelSize: 10
                        font.bold: segmentBox.current
                        color: segmentBox.current ? "white" : "#4a4036"
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: !panel.clock.running
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: panel.encounter.running
                  ? qsTr("Start the clock: every combatant gains 1 PAP and 1 SAP each segment, 12 segments a turn.")
                  : qsTr("Start an encounter, then the clock: every combatant gains 1 PAP and 1 SAP each segment.")
        }

        Label {
            objectName: "segmentClockDrives"
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            visible: panel.clock.drivesFight
            wrapMode: Text.WordWrap
            font.pixelSize: 12
            color: Theme.textMuted
            text: qsTr("The clock drives the fight: Next segment ends this segment's turns; actions are paid in PAP and SAP.")
        }

        ListView {
            id: list
            objectName: "segmentClockList"
            visible: panel.clock.running
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 60
            clip: true
            model: panel.clock.combatants
            delegate: ItemDelegate {
                id: row
                required property var modelData
                objectName: "segmentRow_" + modelData.id
                width: list.width
                onClicked: actionsMenu.popup()
                contentItem: ColumnLayout {
                    spacing: 0
                    Label {
                        Layout.fillWidth: true
                        font.bold: true
                        elide: Text.ElideRight
                        text: row.modelData.aborted ? qsTr("%1 (aborted)").arg(row.modelData.name)
                            : row.modelData.sprinting ? qsTr("%1 (sprinting, half DCV)").arg(row.modelData.name)
                            : row.modelData.name
                    }
                    Label {
                        objectName: "segmentPoints"
                        Layout.fillWidth: true
                        font.pixelSize: 12
                        elide: Text.ElideRight
                        //: primary and secondary action points and the SPD characteristic
                        text: qsTr("PAP %1 · SAP %2 · SPD %3").arg(row.modelData.pap).arg(row.modelData.sap)
                              .arg(row.modelData.speed)
                    }
                    Label {
                        objectName: "segmentAfford"
                        Layout.fillWidth: true
                        font.pixelSize: 12
                        wrapMode: Text.WordWrap
                        color: Theme.goodText
                        text: {
                            const m = row.modelData
                            let can = []
                            if (m.canHalfAttack)
                                can.push(qsTr("½ attack (%1)").arg(m.halfCost))
                            if (m.canHalf)
                                can.push(qsTr("½ action (%1)").arg(m.halfCost))
                            if (m.canFull)
                                can.push(qsTr("full phase (%1)").arg(m.fullCost))
                            return can.length > 0 ? qsTr("Can afford: %1").arg(can.join(", "))
                                                  : qsTr("Can afford nothing yet (½ phase costs %1)").arg(m.halfCost)
                        }
                    }
                }
                Menu {
                    id: actionsMenu
                    objectName: "segmentActions"
                    MenuItem {
                        objectName: "segmentHalfAttack"
                        text: qsTr("½ phase attack")
                        onTriggered: panel.clock.act(row.modelData.id, "half-attack")
                    }
                    MenuItem {
                        objectName: "segmentHalf"
                        text: qsTr("½ phase action")
                        onTriggered: panel.clock.act(row.modelData.id, "half")
                    }
                    MenuItem {
                        objectName: "segmentFull"
                        text: qsTr("Full phase action")
                        onTriggered: panel.clock.act(row.modelData.id, "full")
                    }
                    MenuSeparator {}
                    MenuItem {
                        objectName: "segmentMove"
                        // In a fight the clock drives, a move is the token's (dragged), paid on the clock.
                        enabled: !panel.clock.drivesFight
                        text: panel.clock.drivesFight ? qsTr("Move (drag the token)") : qsTr("Move")
                        onTriggered: panel.clock.move(row.modelData.id, false)
                    }
                    MenuItem {
                        objectName: "segmentSprint"
                        text: panel.clock.drivesFight ? qsTr("Sprint this segment (double, half DCV)")
                                                      : qsTr("Sprint (double, half DCV)")
                        onTriggered: panel.clock.move(row.modelData.id, true)
                    }
                    MenuItem {
                        objectName: "segmentAbort"
                        text: panel.clock.drivesFight ? qsTr("Abort to a defensive action (+2 defenses)")
                                                      : qsTr("Abort to a defensive action")
                        onTriggered: panel.clock.abortToDefence(row.modelData.id)
                    }
                    MenuSeparator {}
                    MenuItem {
                        objectName: "segmentStunned"
                        text: qsTr("Stunned (points to 0)")
                        onTriggered: panel.clock.reset(row.modelData.id, "stunned")
                    }
                    MenuItem {
                        text: qsTr("Knocked out (points to 0)")
                        onTriggered: panel.clock.reset(row.modelData.id, "knockedOut")
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Layout.bottomMargin: 6
            Button {
                objectName: "segmentClockStart"
                Layout.fillWidth: true
                visible: !panel.clock.running
                enabled: panel.encounter.running
                text: qsTr("Start clock")
                onClicked: panel.clock.startClock()
            }
            Button {
                objectName: "segmentClockNext"
                Layout.fillWidth: true
                visible: panel.clock.running
                text: qsTr("Next segment")
                onClicked: panel.clock.nextSegment()
            }
            Button {
                objectName: "segmentClockEnd"
                visible: panel.clock.running
                text: qsTr("End clock")
                onClicked: panel.clock.endClock()
            }
        }
    }
}
