pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
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
            // Every change is committed to the campaign file as it happens: there is no Save to forget.
            Action {
                text: qsTr("&New campaign…")
                shortcut: "Ctrl+N"
                onTriggered: newDialog.open()
            }
            Action {
                text: qsTr("&Open campaign…")
                shortcut: "Ctrl+O"
                onTriggered: openDialog.open()
            }
            Menu {
                id: recentMenu
                title: qsTr("Open &recent")
                enabled: window.controller.recentFiles.length > 0

                Instantiator {
                    model: window.controller.recentFiles
                    delegate: MenuItem {
                        required property string modelData
                        text: modelData
                        onTriggered: window.controller.openCampaign(modelData)
                    }
                    onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => recentMenu.removeItem(object)
                }
                MenuSeparator {}
                Action {
                    text: qsTr("&Clear the list")
                    onTriggered: window.controller.clearRecentFiles()
                }
            }
            Action {
                text: qsTr("Save &as…")
                shortcut: "Ctrl+Shift+S"
                enabled: window.controller.isOpen
                onTriggered: saveAsDialog.open()
            }
            Action {
                text: qsTr("&Close campaign")
                shortcut: "Ctrl+W"
                enabled: window.controller.isOpen
                onTriggered: window.controller.closeCampaign()
            }
            MenuSeparator {}
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

    FileDialog {
        id: openDialog
        title: qsTr("Open a campaign")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Battlemat campaigns (*.battlemat)"), qsTr("Campaign exchange files (*.json)")]
        onAccepted: window.controller.openCampaignUrl(selectedFile)
    }
    FileDialog {
        id: newDialog
        title: qsTr("New campaign")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "battlemat"
        nameFilters: [qsTr("Battlemat campaigns (*.battlemat)")]
        onAccepted: window.controller.newCampaignUrl(selectedFile)
    }
    FileDialog {
        id: saveAsDialog
        title: qsTr("Save the campaign as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "battlemat"
        nameFilters: [qsTr("Battlemat campaigns (*.battlemat)")]
        onAccepted: window.controller.saveCampaignAsUrl(selectedFile)
    }

    AboutDialog {
        id: aboutDialog
        version: window.controller.version
    }
}
