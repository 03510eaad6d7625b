pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Map editing tools: terrain brushes, walls and doors on edges, placing creatures, the background picture and
// its alignment. Every change is an undoable edit in the engine; a refused one shows the engine's reason.
Pane {
    id: panel

    required property MapDocument document
    // The chosen tools, which the map reads (Main.qml).
    required property MapEditTools tools
    // The creature the next click on the map places.
    property alias newName: nameField.text
    readonly property alias newSide: sideField.side
    property alias newSize: sizeField.value
    property alias newHitPoints: hpField.value
    property alias newMaxHitPoints: maxHpField.value

    padding: 0

    function placeAt(column, row) {
        // With the light-source tool a click puts the chosen light down, or takes away the lights standing there.
        if (panel.tools.tool === "lamp") {
            if (!panel.document.removeLightsAt(column, row))
                panel.document.placeLight(panel.tools.lightKind, column, row)
            return
        }
        if (panel.document.placeCreature(panel.newName, panel.newSide, panel.newSize, column, row,
                                         panel.newHitPoints, panel.newMaxHitPoints))
            nameField.text = ""
    }

    ScrollView {
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: parent.width
            spacing: 6

            PanelHeader {
                Layout.fillWidth: true
                text: qsTr("Edit map")
            }

            GridLayout {
                Layout.margins: 8
                Layout.fillWidth: true
                columns: 2
                Repeater {
                    model: [
                        { tool: "select", label: qsTr("Move tokens") },
                        { tool: "terrain", label: qsTr("Paint terrain") },
                        { tool: "edge", label: qsTr("Walls and doors") },
                        { tool: "place", label: qsTr("Place creature") },
                        { tool: "light", label: qsTr("Paint light") },
                        { tool: "lamp", label: qsTr("Light sources") },
                        { tool: "fog", label: qsTr("Reveal and hide") }
                    ]
                    delegate: Button {
                        required property var modelData
                        objectName: "tool-" + modelData.tool
                        Layout.fillWidth: true
                        text: modelData.label
                        checkable: true
                        checked: panel.tools.tool === modelData.tool
                        palette.button: checked && Theme.dark ? Theme.darkButtonChecked : panel.palette.button
                        onClicked: panel.tools.tool = modelData.tool
                    }
                }
            }

            Label {
                Layout.leftMargin: 8
                visible: panel.tools.tool === "terrain"
                text: qsTr("Terrain (click or drag to paint)")
                font.bold: true
            }
            Flow {
                Layout.fillWidth: true
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                visible: panel.tools.tool === "terrain"
                spacing: 4
                Repeater {
                    model: panel.document.terrainPalette()
                    delegate: Button {
                        id: swatch
                        required property var modelData
                        objectName: "terrain-" + modelData.terrain
                        text: modelData.name
                        checkable: true
                        checked: panel.tools.paintTerrain === modelData.terrain
                        palette.button: checked && Theme.dark ? Theme.darkButtonChecked : panel.palette.button
                        onClicked: panel.tools.paintTerrain = modelData.terrain
                        leftPadding: 30
                        // The kind as the board draws it: colour and pattern.
                        TerrainSwatch {
                            x: 6
                            anchors.verticalCenter: parent.verticalCenter
                            width: 18
                            height: 18
                            terrain: swatch.modelData.terrain
                        }
                    }
                }
            }

            Label {
                Layout.leftMargin: 8
                visible: panel.tools.tool === "edge"
                text: qsTr("Edge (click or drag along square sides)")
                font.bold: true
            }
            ColumnLayout {
                Layout.leftMargin: 8
                visible: panel.tools.tool === "edge"
                Repeater {
                    model: [
                        { feature: 1, label: qsTr("Wall") },
                        { feature: 3, label: qsTr("Closed door") },
                        { feature: 2, label: qsTr("Open door") },
                        { feature: 4, label: qsTr("Locked door") },
                        // EditStroke's secretDoorFeature: a click on a door hides it from the players or reveals it.
                        { feature: 5, label: qsTr("Secret door (click a door: hide / found)") },
                        { feature: 0, label: qsTr("Erase") }
                    ]
                    delegate: RadioButton {
                        required property var modelData
                        objectName: "edge-" + modelData.feature
                        text: modelData.label
                        checked: panel.tools.edgeFeature === modelData.feature
                        onClicked: panel.tools.edgeFeature = modelData.feature
                    }
                }
            }

            Label {
                Layout.leftMargin: 8
                visible: panel.tools.tool === "light"
                text: qsTr("Ambient light (click or drag to paint)")
                font.bold: true
            }
            ColumnLayout {
                Layout.leftMargin: 8
                visible: panel.tools.tool === "light"
                Repeater {
                    model: [
                        { level: 2, label: qsTr("Bright light") },
                        { level: 1, label: qsTr("Dim light") },
                        { level: 0, label: qsTr("Darkness") }
                    ]
                    delegate: RadioButton {
                        required property var modelData
                        objectName: "light-" + modelData.level
                        text: modelData.label
                        checked: panel.tools.paintLight === modelData.level
                        onClicked: panel.tools.paintLight = modelData.level
                    }
                }
            }
            Label {
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                Layout.fillWidth: true
                visible: panel.tools.tool === "lamp"
                text: qsTr("Light source (click a square to put it down, click it again to take it away)")
                font.bold: true
                wrapMode: Text.WordWrap
            }
            ColumnLayout {
                Layout.leftMargin: 8
                visible: panel.tools.tool === "lamp"
                Repeater {
                    model: [
                        { kind: "candle", label: qsTr("Candle (dim light, 2 squares, 1 hour)") },
                        { kind: "torch", label: qsTr("Torch (bright light, 5 squares, 1 hour)") },
                        { kind: "lantern", label: qsTr("Lantern (bright light, 10 squares, 8 hours)") },
                        { kind: "glowbasket", label: qsTr("Glowbasket (bright light, 20 squares, 4 hours)") }
                    ]
                    delegate: RadioButton {
                        required property var modelData
                        objectName: "lamp-" + modelData.kind
                        text: modelData.label
                        checked: panel.tools.lightKind === modelData.kind
                        onClicked: panel.tools.lightKind = modelData.kind
                    }
                }
            }
            CheckBox {
                objectName: "visionToggle"
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                Layout.fillWidth: true
                text: qsTr("Players see only what the heroes see")
                checked: panel.document.visionEnabled
                onToggled: panel.document.setVisionEnabled(checked)
            }
            Label {
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                Layout.fillWidth: true
                visible: panel.tools.tool === "fog"
                text: qsTr("Players' view (click or drag; shown while vision is on)")
                font.bold: true
                wrapMode: Text.WordWrap
            }
            ColumnLayout {
                Layout.leftMargin: 8
                visible: panel.tools.tool === "fog"
                Repeater {
                    model: [
                        { mark: 1, label: qsTr("Reveal: shown as if seen") },
                        { mark: 2, label: qsTr("Hide: never shown") },
                        { mark: 0, label: qsTr("Clear: as the heroes see") }
                    ]
                    delegate: RadioButton {
                        required property var modelData
                        objectName: "fog-" + modelData.mark
                        text: modelData.label
                        checked: panel.tools.paintFog === modelData.mark
                        onClicked: panel.tools.paintFog = modelData.mark
                    }
                }
            }
            // Square by square, a dragged rectangle, or a whole room (flooded to its walls and doors).
            RowLayout {
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                visible: panel.tools.tool === "fog"
                spacing: 4
                Repeater {
                    model: [
                        { shape: "brush", label: qsTr("Squares") },
                        { shape: "rectangle", label: qsTr("Rectangle") },
                        { shape: "room", label: qsTr("Room") }
                    ]
                    delegate: Button {
                        required property var modelData
                        objectName: "fogShape-" + modelData.shape
                        Layout.fillWidth: true
                        text: modelData.label
                        checkable: true
                        checked: panel.tools.fogShape === modelData.shape
                        palette.button: checked && Theme.dark ? Theme.darkButtonChecked : panel.palette.button
                        onClicked: panel.tools.fogShape = modelData.shape
                    }
                }
            }
            Button {
                // The players forget what they have seen of this map (a map used again, a teleport); undoable.
                objectName: "resetExploredButton"
                Layout.leftMargin: 8
                Layout.rightMargin: 8
                Layout.fillWidth: true
                enabled: panel.document.visionEnabled
                text: qsTr("Reset explored squares")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The players forget what they have seen of this map; what the heroes see now stays")
                onClicked: panel.document.resetExplored()
            }

            GridLayout {
                Layout.margins: 8
                Layout.fillWidth: true
                visible: panel.tools.tool === "place"
                columns: 2
                Label {
                    Layout.columnSpan: 2
                    text: qsTr("New creature (then click a square)")
                    font.bold: true
                }
                Label { text: qsTr("Name") }
                TextField {
                    id: nameField
                    objectName: "newCreatureName"
                    Layout.fillWidth: true
                    placeholderText: qsTr("e.g. Ghoul")
                }
                Label { text: qsTr("Side") }
                ComboBox {
                    id: sideField
                    objectName: "newCreatureSide"
                    // The sides the rules know, shown in the table's language; a name typed here is a side of
                    // its own (a third faction), kept as typed.
                    readonly property var sides: [{ value: "monsters", text: qsTr("monsters") },
                                                  { value: "heroes", text: qsTr("heroes") },
                                                  { value: "neutral", text: qsTr("neutral") }]
                    readonly property string side: {
                        for (let i = 0; i < sides.length; ++i) {
                            if (sides[i].text === editText)
                                return sides[i].value
                        }
                        return editText.trim()
                    }
                    Layout.fillWidth: true
                    editable: true
                    textRole: "text"
                    valueRole: "value"
                    model: sides
                }
                Label { text: qsTr("Space (squares)") }
                SpinBox {
                    id: sizeField
                    from: 1
                    to: 4
                    value: 1
                }
                Label { text: qsTr("Hit points") }
                SpinBox {
                    id: hpField
                    from: -999
                    to: 9999
                    value: 20
                    editable: true
                }
                Label { text: qsTr("Maximum (0: untracked)") }
                SpinBox {
                    id: maxHpField
                    from: 0
                    to: 9999
                    value: 20
                    editable: true
                }
            }

            PanelHeader {
                Layout.fillWidth: true
                text: qsTr("Background picture")
            }
            GridLayout {
                Layout.margins: 8
                Layout.fillWidth: true
                columns: 2
                Button {
                    Layout.columnSpan: 2
                    text: qsTr("Import picture…")
                    onClicked: pictureDialog.open()
                }
                Label { text: qsTr("Pixels per square") }
                SpinBox {
                    id: ppsField
                    from: 4
                    to: 2000
                    editable: true
                    value: Math.round(panel.document.backgroundPixelsPerSquare)
                    onValueModified: panel.applyBackground(panel.document.backgroundSource)
                }
                Label { text: qsTr("Offset X (pixels)") }
                SpinBox {
                    id: offsetXField
                    from: -5000
                    to: 5000
                    editable: true
                    value: Math.round(panel.document.backgroundOffsetX)
                    onValueModified: panel.applyBackground(panel.document.backgroundSource)
                }
                Label { text: qsTr("Offset Y (pixels)") }
                SpinBox {
                    id: offsetYField
                    from: -5000
                    to: 5000
                    editable: true
                    value: Math.round(panel.document.backgroundOffsetY)
                    onValueModified: panel.applyBackground(panel.document.backgroundSource)
                }
            }

            Label {
                Layout.margins: 8
                Layout.fillWidth: true
                visible: panel.document.lastError.length > 0
                text: panel.document.lastError
                color: Theme.error
                wrapMode: Text.WordWrap
            }

            Item {
                Layout.fillHeight: true
            }
        }
    }

    function applyBackground(source) {
        panel.document.setBackground(source, ppsField.value, offsetXField.value, offsetYField.value)
    }

    OpenFileDialog {
        id: pictureDialog
        objectName: "backgroundPictureDialog"
        title: qsTr("Background picture")
        suffixes: ["png", "jpg", "jpeg", "webp"]
        filterText: qsTr("Pictures (*.png *.jpg *.jpeg *.webp)")
        onFileChosen: file => panel.applyBackground(file)
    }
}
