pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// A Five Torches Deep character sheet or monster stat block file, edited and printed (docs/five-torches-deep.md):
// the fields of the file, what the engine derives from them (loads against STR, speed, disadvantage, resilience,
// best modifier; a monster's morale and loot), Save back to the file and Export PDF beside it, one page.
Dialog {
    id: dialog

    readonly property alias sheet: sheet
    readonly property var abilityNames: ["STR", "DEX", "CON", "INT", "WIS", "CHA"]

    objectName: "ftdSheetDialog"
    title: sheet.loaded ? qsTr("Five Torches Deep: %1").arg(sheet.values.name) : qsTr("Five Torches Deep sheet")
    modal: true
    focus: true
    standardButtons: Dialog.Close
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 720, 720)
    height: Math.min(parent ? parent.height - 40 : 640, 640)

    FtdSheetModel {
        id: sheet
    }

    component Field: NumberSpinBox {
        required property string key
        property int fallback: 0
        objectName: "ftdSheet_" + key
        value: sheet.values[key] ?? fallback
        onValueModified: sheet.set(key, value)
        onCommitted: sheet.set(key, value)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        Flow {
            Layout.fillWidth: true
            spacing: 4
            Button {
                objectName: "ftdSheetOpen"
                text: qsTr("Open…")
                onClicked: openSheet.open()
            }
            Button {
                objectName: "ftdSheetSave"
                enabled: sheet.loaded
                text: qsTr("Save")
                onClicked: sheet.save()
            }
            Button {
                objectName: "ftdSheetPdf"
                enabled: sheet.loaded
                text: qsTr("Export PDF")
                onClicked: sheet.exportPdf(sheet.fileName.replace(/\.json$/, "") + ".pdf")
            }
        }
        Label {
            objectName: "ftdSheetMessage"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: text.length > 0
            color: sheet.errorMessage.length > 0 ? "#b02a2a" : palette.text
            text: sheet.errorMessage.length > 0 ? sheet.errorMessage : sheet.status
        }
        Label {
            Layout.fillWidth: true
            visible: !sheet.loaded
            wrapMode: Text.WordWrap
            text: qsTr("Open a character (battlemat-ftd-character) or monster (battlemat-ftd-monster) file.")
        }

        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: sheet.loaded
            clip: true
            contentWidth: availableWidth

            ColumnLayout {
                width: scroll.availableWidth
                spacing: 6

                RowLayout {
                    Layout.fillWidth: true
                    Label { text: qsTr("Name") }
                    TextField {
                        objectName: "ftdSheetName"
                        Layout.fillWidth: true
                        text: sheet.values.name ?? ""
                        onEditingFinished: sheet.set("name", text)
                    }
                }
                GridLayout {
                    columns: 3
                    Repeater {
                        model: dialog.abilityNames
                        RowLayout {
                            id: ability
                            required property string modelData
                            Label {
                                Layout.preferredWidth: 32
                                text: ability.modelData
                            }
                            NumberSpinBox {
                                Layout.preferredWidth: 120
                                objectName: "ftdSheet_" + ability.modelData
                                from: 0
                                to: 30
                                value: sheet.values.abilities ? sheet.values.abilities[ability.modelData] : 10
                                onValueModified: sheet.set(ability.modelData, value)
                                onCommitted: sheet.set(ability.modelData, value)
                            }
                        }
                    }
                }
                GridLayout {
                    columns: 4
                    Label { text: sheet.monster ? qsTr("HD") : qsTr("Level") }
                    Field { key: sheet.monster ? "hd" : "level"; from: 1; to: 20; fallback: 1 }
                    Label { text: qsTr("AC") }
                    Field { key: "armorClass"; from: 0; to: 50; fallback: 10 }
                    Label { text: sheet.monster ? qsTr("HP") : qsTr("Max HP") }
                    Field { key: sheet.monster ? "hitPoints" : "maxHitPoints"; from: 1; to: 10000; fallback: 1 }
                    Label { visible: !sheet.monster; text: qsTr("HP") }
                    Field { visible: !sheet.monster; key: "hitPoints"; from: 0; to: 10000; fallback: sheet.values.maxHitPoints ?? 1 }
                    Label { text: qsTr("Speed (ft)") }
                    Field { key: "speedFeet"; from: 0; to: 1000; stepSize: 5; fallback: 30 }
                    Label { visible: !sheet.monster; text: qsTr("Coins") }
                    Field { visible: !sheet.monster; key: "coins"; from: 0; to: 100000000 }
                    Label { visible: sheet.monster; text: qsTr("Attack bonus") }
                    Field { visible: sheet.monster; key: "attack"; from: -10; to: 30 }
                    Label { visible: sheet.monster; text: qsTr("Morale bonus") }
                    Field { visible: sheet.monster; key: "moraleBonus"; from: -10; to: 20 }
                    Label { visible: sheet.monster; text: qsTr("Damage") }
                    TextField {
                        visible: sheet.monster
                        text: sheet.values.damage ?? ""
                        onEditingFinished: sheet.set("damage", text)
                    }
                }
                Label {
                    text: qsTr("Derived")
                    font.bold: true
                }
                Repeater {
                    model: sheet.derived
                    Label {
                        required property string modelData
                        required property int index
                        objectName: "ftdSheetDerived" + index
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: modelData
                    }
                }
                Label {
                    visible: !sheet.monster
                    text: qsTr("Carried (edit the items in the file)")
                    font.bold: true
                }
                Repeater {
                    model: sheet.items
                    Label {
                        required property string modelData
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: modelData
                    }
                }
            }
        }
    }

    OpenFileDialog {
        id: openSheet
        objectName: "ftdSheetOpenDialog"
        // In the window, not in this dialog's content: it can open (and be opened) while this one is closed.
        parent: dialog.parent
        title: qsTr("Open a Five Torches Deep sheet")
        suffixes: ["json"]
        filterText: qsTr("Five Torches Deep characters and monsters (*.json)")
        onFileChosen: file => sheet.open(file)
    }
}
