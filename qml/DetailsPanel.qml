import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// What is known about the selected creature.
Pane {
    id: panel

    required property TokenModel tokens
    required property MapDocument document
    property int selectedToken: -1
    readonly property var token: selectedToken >= 0 ? tokens.tokenAt(selectedToken) : ({})

    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        PanelHeader {
            Layout.fillWidth: true
            text: qsTr("Details")
        }

        Label {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: panel.selectedToken < 0
            wrapMode: Text.WordWrap
            color: "#5b5146"
            text: qsTr("Select a token on the map to see its details.")
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: panel.selectedToken >= 0
            columns: 2
            columnSpacing: 12

            Label { text: qsTr("Name"); font.bold: true }
            Label { text: panel.token.name ?? "" }
            Label { text: qsTr("Side"); font.bold: true }
            Label { text: panel.token.side ?? "" }
            Label { text: qsTr("Space"); font.bold: true }
            Label { text: qsTr("%1 × %1 squares").arg(panel.token.spaceSquares ?? 1) }
            Label { text: qsTr("Square"); font.bold: true }
            Label { text: qsTr("column %1, row %2").arg(panel.token.column ?? 0).arg(panel.token.row ?? 0) }
            Label { text: qsTr("Terrain"); font.bold: true }
            Label { text: panel.document.terrainNameAt(panel.token.column ?? -1, panel.token.row ?? -1) }
        }

        Item {
            Layout.fillHeight: true
        }
    }
}
