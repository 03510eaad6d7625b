import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// The game master's window: initiative on the left, the map in the middle, details and dice on the right.
ApplicationWindow {
    id: window

    required property CampaignController controller
    property int selectedToken: -1

    width: 1440
    height: 900
    visible: true
    title: controller.campaignName.length > 0 ? qsTr("%1 — Battlemat").arg(controller.campaignName) : qsTr("Battlemat")

    menuBar: MenuBar {
        Menu {
            title: qsTr("&File")
            Action {
                text: qsTr("&Quit")
                shortcut: "Ctrl+Q"
                onTriggered: Qt.quit()
            }
        }
        Menu {
            title: qsTr("&Edit")
            Action {
                text: qsTr("Clear &selection")
                shortcut: "Esc"
                onTriggered: window.selectedToken = -1
            }
        }
        Menu {
            title: qsTr("&View")
            Action {
                text: qsTr("Zoom &in")
                shortcut: "Ctrl++"
                onTriggered: mapView.cellSize = Math.min(160, mapView.cellSize * 1.25)
            }
            Action {
                text: qsTr("Zoom &out")
                shortcut: "Ctrl+-"
                onTriggered: mapView.cellSize = Math.max(12, mapView.cellSize / 1.25)
            }
            Action {
                text: qsTr("Show &grid lines")
                checkable: true
                checked: true
                onToggled: mapView.gridLinesVisible = checked
            }
        }
        Menu {
            title: qsTr("&Characters")
            Action {
                text: qsTr("Character &sheets…")
                shortcut: "Ctrl+Shift+C"
                onTriggered: {
                    characterSheets.show()
                    characterSheets.raise()
                }
            }
        }
        Menu {
            title: qsTr("&Help")
            Action {
                text: qsTr("&About Battlemat")
                onTriggered: aboutDialog.open()
            }
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            Label {
                Layout.leftMargin: 12
                text: window.controller.map.name
                font.bold: true
            }
            Label {
                text: qsTr("%1 × %2 squares").arg(window.controller.map.columns).arg(window.controller.map.rows)
                color: "#5b5146"
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                Layout.rightMargin: 12
                visible: window.controller.errorMessage.length > 0
                text: window.controller.errorMessage
                color: "#b02a2a"
            }
        }
    }

    SplitView {
        anchors.fill: parent

        InitiativePanel {
            SplitView.preferredWidth: 260
            SplitView.minimumWidth: 180
            tokens: window.controller.tokens
            selectedToken: window.selectedToken
            onTokenActivated: index => window.selectedToken = index
        }

        MapView {
            id: mapView
            SplitView.fillWidth: true
            document: window.controller.map
            tokens: window.controller.tokens
            selectedToken: window.selectedToken
            onSelectedTokenChanged: window.selectedToken = selectedToken
        }

        SplitView {
            orientation: Qt.Vertical
            SplitView.preferredWidth: 300
            SplitView.minimumWidth: 200

            DetailsPanel {
                SplitView.fillHeight: true
                tokens: window.controller.tokens
                document: window.controller.map
                selectedToken: window.selectedToken
            }
            DiceLogPanel {
                SplitView.preferredHeight: 320
            }
        }
    }

    AboutDialog {
        id: aboutDialog
        version: window.controller.version
    }

    // Character sheets open in their own window, with File > Print and Export PDF (issue 9).
    CharacterSheetWindow {
        id: characterSheets
        visible: false
    }
}
