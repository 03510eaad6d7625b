pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The selected region of the region map editor: its name, whether crossing it is swimming or climbing, its
// neighbours with the range to every region, and the links of the map with a button to remove each.
ScrollView {
    id: inspector

    required property RegionMapEditor editor
    readonly property var region: editor.selectedRegion
    readonly property bool hasRegion: region.regionId !== undefined

    contentWidth: availableWidth
    clip: true

    function rangeText(range: int): string {
        return range < 0 ? qsTr("no way there") : range === 0 ? qsTr("melee") : qsTr("range %1").arg(range)
    }

    ColumnLayout {
        width: inspector.availableWidth
        spacing: 6

        Label {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: !inspector.hasRegion
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("Select a region to name it, mark it and see the ranges from it.")
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: inspector.hasRegion
            columns: 2

            Label {
                text: qsTr("Name")
            }
            TextField {
                id: nameField
                objectName: "regionNameField"
                Layout.fillWidth: true
                text: inspector.region.name ?? ""
                onEditingFinished: {
                    // Refused (no name): the field shows the name the region keeps, the page says why.
                    if (inspector.hasRegion && !inspector.editor.rename(inspector.region.regionId, text))
                        text = Qt.binding(() => inspector.region.name ?? "")
                }
            }
            CheckBox {
                objectName: "swimmingBox"
                Layout.columnSpan: 2
                text: qsTr("Crossing it is swimming")
                checked: inspector.region.swimming ?? false
                onToggled: inspector.editor.setSwimming(inspector.region.regionId, checked)
            }
            CheckBox {
                objectName: "climbingBox"
                Layout.columnSpan: 2
                text: qsTr("Crossing it is climbing")
                checked: inspector.region.climbing ?? false
                onToggled: inspector.editor.setClimbing(inspector.region.regionId, checked)
            }
            Button {
                Layout.columnSpan: 2
                text: qsTr("Remove region")
                onClicked: inspector.editor.removeRegion(inspector.region.regionId)
            }
        }

        Label {
            Layout.leftMargin: 8
            visible: inspector.hasRegion
            font.bold: true
            text: qsTr("Ranges from here")
        }
        Repeater {
            model: inspector.hasRegion ? inspector.editor.regions : []

            delegate: RowLayout {
                id: rangeRow
                required property var modelData
                Layout.fillWidth: true
                Layout.leftMargin: 8
                Layout.rightMargin: 8

                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: rangeRow.modelData.name
                }
                Label {
                    objectName: "range-" + rangeRow.modelData.regionId
                    color: Theme.textMuted
                    text: inspector.rangeText(rangeRow.modelData.range)
                }
            }
        }

        Label {
            Layout.leftMargin: 8
            Layout.topMargin: 8
            font.bold: true
            text: qsTr("Links")
        }
        Label {
            Layout.leftMargin: 8
            Layout.rightMargin: 8
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: inspector.editor.links.length === 0
            color: Theme.textMuted
            text: qsTr("None: touching regions are adjacent.")
        }
        Repeater {
            model: inspector.editor.links

            delegate: RowLayout {
                id: linkRow
                required property var modelData
                Layout.fillWidth: true
                Layout.leftMargin: 8
                Layout.rightMargin: 8

                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: {
                        const kind = linkRow.modelData.kind
                        const name = kind === "wall" ? qsTr("Wall") : kind === "door" ? qsTr("Door")
                                   : kind === "ladder" ? qsTr("Ladder") : qsTr("Opening")
                        return qsTr("%1 between %2 and %3").arg(name).arg(linkRow.modelData.firstName)
                                                            .arg(linkRow.modelData.secondName)
                    }
                }
                Button {
                    text: qsTr("Remove")
                    onClicked: inspector.editor.unlink(linkRow.modelData.first, linkRow.modelData.second)
                }
            }
        }
    }
}
