pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The campaign's Five Torches Deep characters and monsters, and sheet files (docs/five-torches-deep.md): the stored
// sheets listed on the left (New, Import file…, Remove: session steps, Edit > Undo takes them back), the one chosen
// edited on the right with what the engine derives from it (loads against STR, speed, disadvantage, resilience, best
// modifier, XP; a monster's morale and loot), a character's weapons (what the fight's attack offers) and carried
// items (name, count, loads each), Save (to the campaign, or back to the file opened), Drop one of an item
// (an arduous return's lost loads), Export PDF one page.
Dialog {
    id: dialog

    readonly property alias sheet: sheet
    property alias table: sheet.table
    readonly property var abilityNames: ["STR", "DEX", "CON", "INT", "WIS", "CHA"]
    // The same abilities as the table's language abbreviates them (the sheet's keys stay English).
    //: Five Torches Deep's ability abbreviations, in the order STR, DEX, CON, INT, WIS, CHA
    readonly property var abilityLabels: [qsTr("STR"), qsTr("DEX"), qsTr("CON"), qsTr("INT"), qsTr("WIS"), qsTr("CHA")]

    objectName: "ftdSheetDialog"
    title: sheet.loaded ? qsTr("Five Torches Deep: %1").arg(sheet.values.name) : qsTr("Five Torches Deep sheet")
    modal: true
    focus: true
    standardButtons: Dialog.Close
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 40 : 900, 900)
    height: Math.min(parent ? parent.height - 40 : 680, 680)

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

    RowLayout {
        anchors.fill: parent
        spacing: 10

        ColumnLayout {
            Layout.preferredWidth: 210
            Layout.maximumWidth: 210
            Layout.fillHeight: true
            spacing: 4

            Label {
                text: qsTr("In the campaign")
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                visible: !sheet.campaign
                wrapMode: Text.WordWrap
                text: qsTr("Sheets are kept in a campaign that plays by Five Torches Deep (Settings > Rules modules).")
            }
            Label {
                Layout.fillWidth: true
                visible: sheet.campaign && sheet.stored.length === 0
                wrapMode: Text.WordWrap
                opacity: 0.7
                text: qsTr("No sheets yet: New character, New monster or Import file…")
            }
            ListView {
                id: storedList
                objectName: "ftdStoredList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: sheet.stored
                delegate: ItemDelegate {
                    id: row
                    required property var modelData
                    required property int index
                    objectName: "ftdStored_" + modelData.id
                    width: ListView.view.width
                    highlighted: modelData.id === sheet.storedId
                    onClicked: sheet.openStored(modelData.id)
                    contentItem: Column {
                        Label {
                            width: row.width - 24
                            elide: Text.ElideRight
                            text: row.modelData.name
                            font.bold: row.highlighted
                        }
                        Label {
                            width: row.width - 24
                            elide: Text.ElideRight
                            text: row.modelData.text
                            opacity: 0.7
                            font.pixelSize: 11
                        }
                    }
                }
            }
            Button {
                objectName: "ftdSheetNewCharacter"
                Layout.fillWidth: true
                enabled: sheet.campaign
                text: qsTr("New character")
                onClicked: sheet.newSheet(false)
            }
            Button {
                objectName: "ftdSheetNewMonster"
                Layout.fillWidth: true
                enabled: sheet.campaign
                text: qsTr("New monster")
                onClicked: sheet.newSheet(true)
            }
            Button {
                objectName: "ftdSheetImport"
                Layout.fillWidth: true
                enabled: sheet.campaign
                text: qsTr("Import file…")
                onClicked: {
                    openSheet.importing = true
                    openSheet.open()
                }
            }
            Button {
                objectName: "ftdSheetRemove"
                Layout.fillWidth: true
                enabled: sheet.storedId.length > 0
                text: qsTr("Remove")
                onClicked: sheet.removeStored(sheet.storedId)
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            Flow {
                Layout.fillWidth: true
                spacing: 4
                Button {
                    objectName: "ftdSheetOpen"
                    text: qsTr("Open file…")
                    onClicked: {
                        openSheet.importing = false
                        openSheet.open()
                    }
                }
                Button {
                    objectName: "ftdSheetSave"
                    enabled: sheet.loaded
                    text: sheet.fileName.length > 0 ? qsTr("Save file") : qsTr("Save in campaign")
                    onClicked: sheet.save()
                }
                Button {
                    objectName: "ftdSheetPdf"
                    enabled: sheet.loaded
                    text: qsTr("Export PDF…")
                    onClicked: pdfDialog.open()
                }
            }
            Label {
                objectName: "ftdSheetMessage"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                visible: text.length > 0
                color: sheet.errorMessage.length > 0 ? Theme.error : palette.text
                text: sheet.errorMessage.length > 0 ? sheet.errorMessage : sheet.status
            }
            Label {
                Layout.fillWidth: true
                visible: !sheet.loaded
                wrapMode: Text.WordWrap
                text: qsTr("Choose a sheet of the campaign, make a new one, or open a character (battlemat-ftd-character) or monster (battlemat-ftd-monster) file.")
            }
            // Nothing open: the buttons and the hint stay at the top.
            Item {
                Layout.fillHeight: true
                visible: !sheet.loaded
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
                                required property int index
                                Label {
                                    Layout.preferredWidth: 32
                                    text: dialog.abilityLabels[ability.index]
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
                    RowLayout {
                        Layout.fillWidth: true
                        visible: !sheet.monster
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Weapons (melee adds STR, ranged DEX; proficiency when proficient)")
                            wrapMode: Text.WordWrap
                            font.bold: true
                        }
                        Button {
                            objectName: "ftdSheetAddWeapon"
                            text: qsTr("Add weapon")
                            onClicked: sheet.addWeapon()
                        }
                    }
                    Repeater {
                        model: sheet.weapons
                        ColumnLayout {
                            id: weaponRow
                            required property var modelData
                            required property int index
                            Layout.fillWidth: true
                            spacing: 2
                            RowLayout {
                                Layout.fillWidth: true
                                TextField {
                                    objectName: "ftdWeaponName" + weaponRow.index
                                    Layout.fillWidth: true
                                    Layout.minimumWidth: 110
                                    placeholderText: qsTr("Name")
                                    text: weaponRow.modelData.name
                                    onEditingFinished: {
                                        if (!sheet.setWeapon(weaponRow.index, "name", text))
                                            text = weaponRow.modelData.name
                                    }
                                }
                                TextField {
                                    objectName: "ftdWeaponDamage" + weaponRow.index
                                    Layout.preferredWidth: 70
                                    placeholderText: qsTr("1d8")
                                    text: weaponRow.modelData.damage
                                    onEditingFinished: {
                                        if (!sheet.setWeapon(weaponRow.index, "damage", text))
                                            text = weaponRow.modelData.damage
                                    }
                                }
                                ComboBox {
                                    objectName: "ftdWeaponKind" + weaponRow.index
                                    Layout.preferredWidth: 110
                                    model: [qsTr("Melee"), qsTr("Ranged")]
                                    currentIndex: weaponRow.modelData.ranged ? 1 : 0
                                    onActivated: index => sheet.setWeapon(weaponRow.index, "ranged", index === 1)
                                }
                                NumberSpinBox {
                                    objectName: "ftdWeaponRange" + weaponRow.index
                                    Layout.preferredWidth: 110
                                    visible: weaponRow.modelData.ranged
                                    from: 5
                                    to: 1000
                                    stepSize: 5
                                    value: weaponRow.modelData.rangeFeet
                                    onValueModified: sheet.setWeapon(weaponRow.index, "rangeFeet", value)
                                    onCommitted: sheet.setWeapon(weaponRow.index, "rangeFeet", value)
                                }
                                Label {
                                    visible: weaponRow.modelData.ranged
                                    text: qsTr("ft")
                                }
                                CheckBox {
                                    objectName: "ftdWeaponProficient" + weaponRow.index
                                    text: qsTr("Proficient")
                                    checked: weaponRow.modelData.proficient
                                    onToggled: sheet.setWeapon(weaponRow.index, "proficient", checked)
                                }
                                Button {
                                    objectName: "ftdWeaponRemove" + weaponRow.index
                                    text: qsTr("Remove")
                                    onClicked: sheet.removeWeapon(weaponRow.index)
                                }
                            }
                            Label {
                                objectName: "ftdWeaponAttack" + weaponRow.index
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                opacity: 0.8
                                text: weaponRow.modelData.attack
                            }
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        visible: !sheet.monster
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: sheet.storedId.length > 0
                                  ? qsTr("Carried: name, count, loads each (Drop one: what an arduous return costs)")
                                  : qsTr("Carried: name, count, loads each")
                            font.bold: true
                        }
                        Button {
                            objectName: "ftdSheetAddItem"
                            text: qsTr("Add item")
                            onClicked: sheet.addItem()
                        }
                    }
                    Repeater {
                        model: sheet.itemRows
                        RowLayout {
                            id: itemRow
                            required property var modelData
                            required property int index
                            Layout.fillWidth: true
                            TextField {
                                objectName: "ftdItemName" + itemRow.index
                                Layout.fillWidth: true
                                Layout.minimumWidth: 110
                                text: itemRow.modelData.name
                                onEditingFinished: {
                                    if (!sheet.setItem(itemRow.index, "name", text))
                                        text = itemRow.modelData.name
                                }
                            }
                            Label { text: "×" }
                            NumberSpinBox {
                                objectName: "ftdItemCount" + itemRow.index
                                Layout.preferredWidth: 100
                                from: 1
                                to: 10000
                                value: itemRow.modelData.count
                                onValueModified: sheet.setItem(itemRow.index, "count", value)
                                onCommitted: sheet.setItem(itemRow.index, "count", value)
                            }
                            Label { text: qsTr("loads") }
                            NumberSpinBox {
                                objectName: "ftdItemLoads" + itemRow.index
                                Layout.preferredWidth: 100
                                from: 0
                                to: 100
                                value: itemRow.modelData.loads
                                onValueModified: sheet.setItem(itemRow.index, "loads", value)
                                onCommitted: sheet.setItem(itemRow.index, "loads", value)
                            }
                            Button {
                                objectName: "ftdSheetDrop" + itemRow.index
                                visible: sheet.storedId.length > 0
                                enabled: !sheet.dirty
                                text: qsTr("Drop one")
                                onClicked: sheet.dropItem(sheet.itemNames[itemRow.index])
                            }
                            Button {
                                objectName: "ftdItemRemove" + itemRow.index
                                text: qsTr("Remove")
                                onClicked: sheet.removeItem(itemRow.index)
                            }
                        }
                    }
                }
            }
        }
    }

    OpenFileDialog {
        id: openSheet
        property bool importing: false
        objectName: "ftdSheetOpenDialog"
        // In the window, not in this dialog's content: it can open (and be opened) while this one is closed.
        parent: dialog.parent
        title: qsTr("Open a Five Torches Deep sheet")
        suffixes: ["json"]
        filterText: qsTr("Five Torches Deep characters and monsters (*.json)")
        onFileChosen: file => openSheet.importing ? sheet.importFile(file) : sheet.open(file)
    }

    SaveFileDialog {
        id: pdfDialog
        objectName: "ftdSheetPdfDialog"
        parent: dialog.parent
        title: qsTr("Print the sheet as PDF")
        suffix: "pdf"
        filterText: qsTr("PDF files (*.pdf)")
        proposedName: sheet.loaded ? sheet.values.name : ""
        onFileChosen: file => sheet.exportPdf(file)
    }
}
