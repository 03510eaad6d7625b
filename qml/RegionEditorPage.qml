pragma ComponentBehavior: Bound

import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The region map editor (View > Region map editor): the campaign's region maps, one open. Draw regions as polygons,
// drag their corners, split and merge them, name them and mark swimming and climbing, add walls, doors, openings
// and ladders on shared borders. Every change is a command of the table session: Edit > Undo takes it back, and
// the campaign file keeps it. Bad geometry is drawn red and refused with the reason.
SplitView {
    id: page
    objectName: "regionEditorPage"

    property EncounterController encounter
    readonly property alias editor: editor
    readonly property alias canvas: canvas

    RegionMapEditor {
        id: editor
        encounter: page.encounter
    }

    // One of the editor's tools; the checked one is the canvas's.
    component ToolChoice: Button {
        required property string tool
        objectName: "regionTool-" + tool
        checkable: true
        checked: canvas.tool === tool
        onClicked: {
            canvas.tool = tool
            canvas.firstRegion = ""
            canvas.firstCorner = -1
        }
    }

    function hint(): string {
        switch (canvas.tool) {
        case "draw":
            return qsTr("Click to add corners; click the first corner (or press Enter) to close the region. Backspace takes back a corner, Escape the whole polygon.")
        case "split":
            return qsTr("Click two corners of a region that are not next to each other: it is cut in two along the line between them.")
        case "merge":
            return qsTr("Click two regions that share a border: they become one.")
        case "link":
            return qsTr("Click two regions that share a border to put a %1 between them.").arg(canvas.linkLabel(canvas.linkKind))
        }
        return qsTr("Click a region to select it and see the ranges from it; drag a corner to move it.")
    }

    Pane {
        SplitView.fillWidth: true
        padding: 0

        ColumnLayout {
            anchors.fill: parent
            spacing: 0

            PanelHeader {
                Layout.fillWidth: true
                text: qsTr("Region map editor")
            }
            // One row at 1366 x 768 in either language: the map chooser gives up width first (a Flow once wrapped
            // Link onto a second line, away from the tools it belongs with).
            RowLayout {
                objectName: "regionEditorToolbar"
                Layout.fillWidth: true
                Layout.margins: 6
                spacing: 6

                ComboBox {
                    id: mapChooser
                    objectName: "regionMapChooser"
                    Layout.fillWidth: true
                    Layout.minimumWidth: 120
                    Layout.preferredWidth: 220
                    Layout.maximumWidth: 220
                    model: editor.maps
                    textRole: "name"
                    valueRole: "id"
                    currentIndex: indexOfValue(editor.currentMap)
                    onActivated: editor.currentMap = currentValue
                }
                Button {
                    objectName: "newRegionMapButton"
                    text: qsTr("New region map…")
                    onClicked: newMapDialog.open()
                }
                Button {
                    objectName: "regionPictureButton"
                    text: qsTr("Picture…")
                    enabled: editor.currentMap !== ""
                    onClicked: pictureDialog.open()
                }
                ToolSeparator {}
                ToolChoice {
                    tool: "select"
                    text: qsTr("Select")
                }
                ToolChoice {
                    tool: "draw"
                    text: qsTr("Draw")
                }
                ToolChoice {
                    tool: "split"
                    text: qsTr("Split")
                }
                ToolChoice {
                    tool: "merge"
                    text: qsTr("Merge")
                }
                ToolChoice {
                    tool: "link"
                    text: qsTr("Link")
                }
                ComboBox {
                    objectName: "linkKindChooser"
                    visible: canvas.tool === "link"
                    Layout.preferredWidth: 140
                    textRole: "text"
                    valueRole: "kind"
                    model: [{
                            "kind": "door",
                            "text": qsTr("Door")
                        }, {
                            "kind": "wall",
                            "text": qsTr("Wall")
                        }, {
                            "kind": "opening",
                            "text": qsTr("Opening")
                        }, {
                            "kind": "ladder",
                            "text": qsTr("Ladder")
                        }]
                    onActivated: canvas.linkKind = currentValue
                }
                Button {
                    visible: canvas.tool === "draw"
                    text: qsTr("Close region")
                    enabled: editor.draft.length >= 3
                    onClicked: editor.finishDraft()
                }
                Item {
                    Layout.fillWidth: true
                }
            }
            Label {
                id: hintLabel
                Layout.fillWidth: true
                // Two lines kept for every tool's hint, so the map does not jump when the tool changes.
                Layout.minimumHeight: 2 * hintMetrics.height
                leftPadding: 8
                rightPadding: 8
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                text: page.hint()

                FontMetrics {
                    id: hintMetrics
                    font: hintLabel.font
                }
            }
            Label {
                objectName: "regionEditorProblem"
                Layout.fillWidth: true
                padding: 8
                visible: text !== ""
                text: editor.draftProblem !== "" ? qsTr("Cannot close this region: %1").arg(editor.draftProblem)
                                                 : editor.errorMessage
                color: Theme.error
                wrapMode: Text.Wrap
            }
            Flickable {
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: canvas.implicitWidth
                contentHeight: canvas.implicitHeight
                interactive: canvas.tool === "select" && canvas.dragRegion === ""
                ScrollBar.vertical: ScrollBar {}
                ScrollBar.horizontal: ScrollBar {}

                RegionEditorCanvas {
                    id: canvas
                    objectName: "regionEditorCanvas"
                    width: implicitWidth
                    height: implicitHeight
                    editor: editor
                    focus: true
                    Keys.onReturnPressed: editor.finishDraft()
                    Keys.onEnterPressed: editor.finishDraft()
                    // Escape is the window's "clear selection" shortcut; while drawing it takes the polygon back.
                    Keys.onShortcutOverride: event => event.accepted = event.key === Qt.Key_Escape
                                             && (editor.draft.length > 0 || canvas.firstRegion !== ""
                                                 || canvas.firstCorner >= 0)
                    Keys.onPressed: event => {
                        if (event.key === Qt.Key_Backspace) {
                            editor.removeLastDraftPoint()
                            event.accepted = true
                        } else if (event.key === Qt.Key_Escape) {
                            editor.cancelDraft()
                            canvas.firstRegion = ""
                            canvas.firstCorner = -1
                            event.accepted = true
                        }
                    }
                }
            }
        }
    }

    Pane {
        SplitView.preferredWidth: 340
        SplitView.minimumWidth: 260
        padding: 0

        ColumnLayout {
            anchors.fill: parent
            spacing: 0

            PanelHeader {
                Layout.fillWidth: true
                text: editor.mapName === "" ? qsTr("No region map") : editor.mapName
            }
            RegionEditorInspector {
                objectName: "regionInspector"
                Layout.fillWidth: true
                Layout.fillHeight: true
                editor: editor
            }
        }
    }

    Dialog {
        id: newMapDialog
        objectName: "newRegionMapDialog"
        title: qsTr("New region map")
        anchors.centerIn: Overlay.overlay
        modal: true
        standardButtons: Dialog.Ok | Dialog.Cancel
        onOpened: {
            newMapName.text = ""
            newMapName.forceActiveFocus()
        }
        onAccepted: {
            if (editor.createMap(newMapName.text))
                canvas.tool = "draw"
        }

        TextField {
            id: newMapName
            objectName: "newRegionMapName"
            width: 280
            placeholderText: qsTr("Name, e.g. Sunken temple")
            onAccepted: newMapDialog.accept()
        }
    }

    OpenFileDialog {
        id: pictureDialog
        objectName: "regionPictureDialog"
        title: qsTr("Picture under the regions")
        suffixes: ["png", "jpg", "jpeg", "webp"]
        filterText: qsTr("Pictures (*.png, *.jpg, *.webp)")
        acceptText: qsTr("Use")
        onFileChosen: file => editor.setBackground(file)
    }
}
