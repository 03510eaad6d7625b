pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Encounter > Monster library: the published Orcus monsters and the campaign's own, searched by name or keyword and
// filtered by level, role, rank, source and keyword; a monster's whole stat block with what the encounter plays and what the table does;
// placed on the map with its block (Edit > Undo takes it back), or added to the encounter being prepared.
Dialog {
    id: dialog

    required property CampaignController campaign
    required property EncounterController encounter
    // The creature selected on the map (the window's token values): during a fight it may take the chosen form.
    property var selectedCreature: ({})
    readonly property bool canChangeForm: encounter.running && chosenId.length > 0
                                          && (selectedCreature.creatureId ?? "").length > 0
                                          && (selectedCreature.character ?? "").length === 0
    readonly property alias library: library
    property string chosenId
    // Read again whenever the library is (a save, an undo): count is re-announced by every reload.
    readonly property var chosenBlock: chosenId.length > 0 && library.count >= 0 ? library.blockView(chosenId) : ({})

    // A filter's choices without its first, "any", entry: a new monster has one role and one rank.
    function withoutAny(choices) {
        const chosen = []
        for (let i = 1; i < choices.length; ++i)
            chosen.push(choices[i])
        return chosen
    }

    objectName: "monsterLibraryDialog"
    title: qsTr("Monster library")
    // Qt 6.4 lets a modal popup under another keep the mouse wheel from the one above: the Simulate report and the
    // monster editor opened from here could not be scrolled at 1366 x 768. While one of them is open it is the modal
    // one (its dimming blocks the rest), and the library below lets the wheel through.
    modal: !dialogAbove
    readonly property bool dialogAbove: editDialog.visible || adventurerDialog.visible || templateDialog.visible
                                        || encounterPdfDialog.visible || monsterPortraitDialog.visible
                                        || builderPanel.simulationOpen
    focus: true
    // While a monster is dragged from the encounter list the map shows through, to drop it on a square.
    dim: !builderPanel.dragging
    opacity: builderPanel.dragging ? 0.2 : 1
    standardButtons: Dialog.Close
    // Opened to look a monster up: the typing goes to the search at once.
    onOpened: searchField.forceActiveFocus()
    anchors.centerIn: Overlay.overlay
    width: Math.min(1320, (Overlay.overlay ? Overlay.overlay.width : 1320) - 40)
    height: Math.min(900, (Overlay.overlay ? Overlay.overlay.height : 900) - 40)

    MonsterLibraryModel {
        id: library
        campaign: dialog.campaign
        encounter: dialog.encounter
    }
    MonsterEditDialog {
        id: editDialog
        library: library
    }
    // A class template (Adventurer): the game master's class first.
    AdventurerDialog {
        id: adventurerDialog
        library: library
        onClosed: {
            if (madeId.length > 0)
                dialog.chosenId = madeId
        }
    }
    // A template's lines (Edit... beside the template list).
    TemplateEditDialog {
        id: templateDialog
        library: library
    }
    EncounterBuilder {
        id: builder
        library: library
        campaign: dialog.campaign
        encounter: dialog.encounter
    }

    RowLayout {
        id: columns
        anchors.fill: parent
        spacing: 12

        ColumnLayout {
            Layout.preferredWidth: 300
            Layout.maximumWidth: 300
            Layout.fillHeight: true
            TextField {
                id: searchField
                objectName: "monsterSearch"
                Layout.fillWidth: true
                placeholderText: qsTr("Name or keyword")
                onTextChanged: searchPause.restart()
            }
            // The list follows the typing once it pauses: a new filter per key press reset the list while it was
            // still making the rows of the previous one.
            Timer {
                id: searchPause
                interval: 150
                onTriggered: library.search = searchField.text
            }
            RowLayout {
                Layout.fillWidth: true
                Label { text: qsTr("Level") }
                NumberSpinBox {
                    objectName: "monsterMinLevel"
                    Layout.preferredWidth: 100
                    from: 1
                    to: 40
                    value: library.minLevel
                    onValueModified: library.minLevel = value
                }
                Label { text: qsTr("to") }
                NumberSpinBox {
                    objectName: "monsterMaxLevel"
                    Layout.preferredWidth: 100
                    from: 1
                    to: 40
                    value: library.maxLevel
                    onValueModified: library.maxLevel = value
                }
            }
            // Two filters a row: the list keeps its height at 1366 x 768.
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 6
                rowSpacing: 4
                FilterBox {
                    objectName: "monsterRole"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    model: library.roleChoices()
                    textRole: "text"
                    valueRole: "value"
                    onActivated: library.role = currentValue
                }
                FilterBox {
                    objectName: "monsterRank"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    model: library.rankChoices()
                    textRole: "text"
                    valueRole: "value"
                    onActivated: library.rank = currentValue
                }
                // Orcus "Source" (natural, shadow, ...) and the type and tags the blocks print.
                FilterBox {
                    objectName: "monsterSource"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    model: library.sourceChoices
                    textRole: "text"
                    valueRole: "value"
                    onActivated: library.source = currentValue
                    // The choices are read again with the library (an import, an undo): the filter stays shown.
                    onModelChanged: currentIndex = Math.max(0, indexOfValue(library.source))
                }
                FilterBox {
                    objectName: "monsterKeyword"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    model: library.keywordChoices
                    textRole: "text"
                    valueRole: "value"
                    onActivated: library.keyword = currentValue
                    onModelChanged: currentIndex = Math.max(0, indexOfValue(library.keyword))
                }
            }
            ComboBox {
                objectName: "monsterSort"
                Layout.fillWidth: true
                model: library.sortChoices()
                textRole: "text"
                valueRole: "value"
                onActivated: library.sortBy = currentValue
            }
            Label {
                objectName: "monsterCount"
                text: qsTr("%1 of %2 monsters").arg(library.count).arg(library.totalCount)
            }
            ListView {
                id: list
                objectName: "monsterList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                cacheBuffer: 0 // no rows made ahead in the background, where a new filter would cut them off
                model: library
                ScrollBar.vertical: ScrollBar {}
                delegate: ItemDelegate {
                    id: row
                    required property string monsterId
                    required property string name
                    required property string summary
                    width: list.width
                    highlighted: dialog.chosenId === row.monsterId
                    contentItem: Column {
                        Label {
                            width: row.availableWidth
                            text: row.name
                            font.bold: true
                            elide: Text.ElideRight
                        }
                        Label {
                            width: row.availableWidth
                            text: row.summary
                            font.pixelSize: 11
                            elide: Text.ElideRight
                        }
                    }
                    onClicked: dialog.chosenId = row.monsterId
                }
            }
        }

        ColumnLayout {
            id: middleColumn
            Layout.fillWidth: true
            Layout.fillHeight: true
            MonsterBlockView {
                objectName: "monsterBlockView"
                Layout.fillWidth: true
                Layout.fillHeight: true
                block: dialog.chosenBlock
            }
            RowLayout {
                Layout.fillWidth: true
                Button {
                    objectName: "monsterAddToEncounter"
                    text: qsTr("Add to the encounter")
                    enabled: dialog.chosenId.length > 0
                    onClicked: builder.add(dialog.chosenId)
                }
                Button {
                    objectName: "monsterEdit"
                    text: qsTr("Edit…")
                    enabled: dialog.chosenId.length > 0
                    onClicked: editDialog.edit(dialog.chosenId)
                }
                Button {
                    objectName: "monsterDuplicate"
                    text: qsTr("Duplicate")
                    enabled: dialog.chosenId.length > 0
                    onClicked: {
                        const made = library.duplicate(dialog.chosenId)
                        if (made.length > 0)
                            dialog.chosenId = made
                    }
                }
                // Portrait > Choose picture… / Remove portrait: stored with the monster, shown by its tokens.
                Button {
                    id: portraitButton
                    objectName: "monsterPortrait"
                    text: qsTr("Portrait")
                    enabled: dialog.chosenId.length > 0
                    onClicked: portraitMenu.popup(portraitButton, 0, portraitButton.height)
                    Menu {
                        id: portraitMenu
                        MenuItem {
                            objectName: "monsterChoosePortrait"
                            text: qsTr("Choose picture…")
                            onTriggered: monsterPortraitDialog.open()
                        }
                        MenuItem {
                            objectName: "monsterRemovePortrait"
                            text: qsTr("Remove portrait")
                            enabled: (dialog.chosenBlock.portrait ?? "").length > 0
                            onTriggered: library.clearPortrait(dialog.chosenId)
                        }
                    }
                }
                // While a fight runs the monster joins it (reinforcements): it rolls initiative and takes its place.
                Button {
                    objectName: "monsterPlace"
                    text: dialog.encounter.running ? qsTr("Add to the fight") : qsTr("Place on the map")
                    enabled: dialog.chosenId.length > 0
                    onClicked: {
                        if (library.placeOnMap(dialog.chosenId))
                            dialog.close()
                    }
                }
            }
            // Fading and other shapechangers: the selected creature fights on with the chosen block.
            RowLayout {
                Layout.fillWidth: true
                visible: dialog.encounter.running
                Button {
                    objectName: "monsterChangeForm"
                    text: (dialog.selectedCreature.name ?? "").length > 0
                          ? qsTr("%1 takes this form").arg(dialog.selectedCreature.name)
                          : qsTr("Select a monster on the map to change its form")
                    enabled: dialog.canChangeForm
                    onClicked: {
                        if (library.changeForm(dialog.chosenId, dialog.selectedCreature.creatureId))
                            dialog.close()
                    }
                }
            }
            // A template ("Monster Templates") or another level: a new monster in the campaign's library, chosen.
            RowLayout {
                Layout.fillWidth: true
                FilterBox {
                    id: templateBox
                    objectName: "monsterTemplate"
                    Layout.preferredWidth: 160
                    model: library.templateChoices()
                    textRole: "text"
                    valueRole: "value"
                    // An import brings the file's templates: the list is the campaign's, read again.
                    Connections {
                        target: library
                        function onLibraryChanged() { templateBox.model = library.templateChoices() }
                    }
                }
                // The book's templates can be changed (the elite and boss steps are the rules' own).
                Button {
                    objectName: "monsterEditTemplate"
                    text: qsTr("Change…")
                    enabled: templateBox.currentIndex >= 0 && templateBox.currentValue !== "elite"
                             && templateBox.currentValue !== "boss"
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Edit the template's lines")
                    onClicked: templateDialog.edit(templateBox.currentValue, templateBox.currentText)
                }
                Button {
                    objectName: "monsterApplyTemplate"
                    text: qsTr("Apply template")
                    enabled: dialog.chosenId.length > 0
                    onClicked: {
                        const choice = templateBox.model[templateBox.currentIndex]
                        if (choice && choice.needsClass) {
                            adventurerDialog.madeId = ""
                            adventurerDialog.choose(dialog.chosenId, choice.value)
                            return
                        }
                        const made = library.applyTemplate(dialog.chosenId, templateBox.currentValue)
                        if (made.length > 0)
                            dialog.chosenId = made
                    }
                }
                Label { text: qsTr("Level") }
                NumberSpinBox {
                    id: newLevel
                    objectName: "monsterNewLevel"
                    from: 1
                    to: 30
                    value: 1
                    // Starts at the chosen monster's level, so that Re-level and New monster begin from it.
                    Connections {
                        target: dialog
                        function onChosenIdChanged() {
                            const level = dialog.chosenBlock.level
                            if (level !== undefined)
                                newLevel.value = Math.max(newLevel.from, Math.min(newLevel.to, level))
                        }
                    }
                }
                Button {
                    objectName: "monsterRelevel"
                    text: qsTr("Re-level")
                    enabled: dialog.chosenId.length > 0
                    onClicked: {
                        const made = library.relevel(dialog.chosenId, newLevel.value)
                        if (made.length > 0)
                            dialog.chosenId = made
                    }
                }
            }
            // The monster builder: a new monster of the level above, its numbers from the creation tables.
            RowLayout {
                Layout.fillWidth: true
                TextField {
                    id: newName
                    objectName: "monsterNewName"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Name of a new monster")
                }
                FilterBox {
                    id: newRole
                    objectName: "monsterNewRole"
                    Layout.preferredWidth: 130
                    model: dialog.withoutAny(library.roleChoices())
                    textRole: "text"
                    valueRole: "value"
                }
                FilterBox {
                    id: newRank
                    objectName: "monsterNewRank"
                    Layout.preferredWidth: 120
                    model: dialog.withoutAny(library.rankChoices())
                    textRole: "text"
                    valueRole: "value"
                    currentIndex: 1 // standard
                }
                Button {
                    objectName: "monsterCreate"
                    text: qsTr("New monster")
                    onClicked: {
                        const made = library.create(newName.text, newLevel.value, newRole.currentValue,
                                                    newRank.currentValue)
                        if (made.length > 0) {
                            dialog.chosenId = made
                            // The builder goes on in the editor: abilities, powers and the tables' numbers, all
                            // filled in and changeable (Cancel keeps the monster as the tables made it).
                            editDialog.edit(made)
                        }
                    }
                }
            }
            // The message's place: the label lies over it, outside the layouts (see monsterLibraryMessage).
            Item {
                Layout.fillWidth: true
                Layout.preferredHeight: libraryMessage.visible ? libraryMessage.height : 0
            }
        }

        EncounterBuilderPanel {
            id: builderPanel
            objectName: "encounterBuilderPanel"
            Layout.preferredWidth: 320
            Layout.maximumWidth: 320
            Layout.fillHeight: true
            builder: builder
            pdfDialog: encounterPdfDialog
            onPlaced: dialog.close()
        }
    }
    // An import's report or a refusal under the block's buttons. Outside the layouts, its width taken from the
    // middle column: a wrapped message inside them sent the library's RowLayout into a polish loop (Qt 6.4), after
    // which its layouts no longer placed new rows (the builder's level warning sat on the panel's heading).
    Label {
        id: libraryMessage
        objectName: "monsterLibraryMessage"
        x: middleColumn.x
        y: middleColumn.y + middleColumn.height - height
        width: middleColumn.width
        visible: text.length > 0
        wrapMode: Text.Wrap
        color: library.errorMessage.length > 0 ? Theme.error : dialog.palette.text
        text: library.errorMessage.length > 0 ? library.errorMessage : library.importReport
    }

    // Print / PDF of the encounter being prepared, for the game master (EncounterBuilder.exportPdf).
    SaveFileDialog {
        id: encounterPdfDialog
        objectName: "builderPdfDialog"
        parent: dialog.parent
        property EncounterBuilder builder
        property string encounterName
        title: qsTr("Export the encounter as PDF")
        suffix: "pdf"
        filterText: qsTr("PDF files (*.pdf)")
        proposedName: encounterName.length > 0 ? encounterName : qsTr("Encounter")
        onFileChosen: file => {
            if (encounterPdfDialog.builder)
                encounterPdfDialog.builder.exportPdf(file, encounterPdfDialog.encounterName)
        }
    }

    OpenFileDialog {
        id: monsterPortraitDialog
        objectName: "monsterPortraitDialog"
        parent: dialog.parent
        title: qsTr("Portrait of %1").arg(dialog.chosenBlock.name ?? "")
        acceptText: qsTr("Use as portrait")
        suffixes: ["png", "jpg", "jpeg", "gif", "bmp", "webp"]
        filterText: qsTr("Pictures (*.png *.jpg *.jpeg *.gif *.bmp *.webp)")
        onFileChosen: file => library.setPortraitFromFile(dialog.chosenId, file)
    }
}
