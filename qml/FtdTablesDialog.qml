pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The numbers the Gameplay chapter relies on without giving them (proficiency by level, monster HP and morale bonus
// by HD, item loads, supplies, XP per gold piece), as Battlemat's data has them; the defaults and why are in
// docs/five-torches-deep.md, the data in resources/data/five-torches-deep.json.
Dialog {
    id: dialog

    required property ExpeditionModel expedition

    objectName: "ftdTablesDialog"
    // Over the whole window, not the narrow panel that opens it.
    parent: Overlay.overlay
    title: qsTr("Five Torches Deep tables")
    modal: true
    focus: true
    standardButtons: Dialog.Close
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 640, 640)
    height: Math.min(parent ? parent.height - 40 : 520, 520)

    ScrollView {
        id: scroll
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth
            spacing: 8
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                opacity: 0.75
                text: qsTr("The chapter names these without a table; these are Battlemat's defaults (resources/data/five-torches-deep.json, docs/five-torches-deep.md).")
            }
            Repeater {
                model: dialog.expedition.tables
                ColumnLayout {
                    id: table
                    required property var modelData
                    Layout.fillWidth: true
                    Label {
                        text: table.modelData.title
                        font.bold: true
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: table.modelData.text
                    }
                }
            }
        }
    }
}
