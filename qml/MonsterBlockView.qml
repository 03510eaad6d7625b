pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// A monster's stat block laid out as the published ones are: name and level line, the numbers, then auras, traits
// and powers, each marked with who plays it: the encounter (automated), the encounter with parts left to the table,
// or the table alone. The block comes from MonsterLibraryModel.blockView().
ScrollView {
    id: view

    property var block: ({})
    readonly property bool shown: view.block.name !== undefined

    clip: true
    contentWidth: availableWidth

    ColumnLayout {
        width: view.availableWidth
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            visible: view.shown
            // The monster's portrait as its tokens show it (cut round when it was chosen).
            Image {
                objectName: "monsterBlockPortrait"
                readonly property string portrait: view.block.portrait ?? ""
                visible: portrait.length > 0
                source: portrait
                Layout.preferredWidth: 64
                Layout.preferredHeight: 64
                sourceSize.width: 128
                sourceSize.height: 128
                fillMode: Image.PreserveAspectFit
                smooth: true
            }
            Label {
                objectName: "monsterBlockName"
                Layout.fillWidth: true
                text: view.block.name ?? ""
                font.bold: true
                font.pixelSize: 18
                wrapMode: Text.Wrap
            }
        }
        Label {
            objectName: "monsterBlockHeadline"
            Layout.fillWidth: true
            visible: view.shown
            text: view.block.headline ?? ""
            font.bold: true
            wrapMode: Text.Wrap
        }
        Label {
            objectName: "monsterBlockTypeLine"
            Layout.fillWidth: true
            visible: view.shown
            text: view.block.typeLine ?? ""
            font.italic: true
            wrapMode: Text.Wrap
        }
        Label {
            objectName: "monsterBlockAutomation"
            Layout.fillWidth: true
            visible: view.shown
            wrapMode: Text.Wrap
            text: qsTr("Played by the encounter: %1 whole, %2 in part · left to the table: %3")
                  .arg(view.block.automatedCount ?? 0).arg(view.block.partlyCount ?? 0).arg(view.block.tableCount ?? 0)
        }
        Label {
            Layout.fillWidth: true
            visible: !view.shown
            wrapMode: Text.Wrap
            text: qsTr("Choose a monster to see its stat block.")
        }
        Rectangle {
            Layout.fillWidth: true
            visible: view.shown
            height: 1
            color: view.palette.mid
        }
        Repeater {
            model: view.block.stats ?? []
            delegate: Label {
                required property var modelData
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                textFormat: Text.StyledText
                text: "<b>" + modelData.label + "</b> " + modelData.value
            }
        }
        Repeater {
            model: view.block.parts ?? []
            delegate: Frame {
                id: partFrame
                required property var modelData
                Layout.fillWidth: true
                Layout.topMargin: 4
                ColumnLayout {
                    width: partFrame.availableWidth
                    spacing: 2
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            font.bold: true
                            text: partFrame.modelData.kind + ": " + partFrame.modelData.title
                        }
                        Label {
                            objectName: "monsterPartStatus"
                            color: partFrame.modelData.status === "table" ? Theme.textMuted : Theme.goodText
                            text: partFrame.modelData.status === "automated" ? qsTr("automated")
                                  : partFrame.modelData.status === "partly" ? qsTr("partly automated")
                                  : qsTr("the table's")
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        visible: text.length > 0
                        text: partFrame.modelData.text
                    }
                }
            }
        }
    }
}
