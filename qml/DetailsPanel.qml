import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// What is known about the selected creature, including what only the game master sees (hit points, note).
Pane {
    id: panel

    required property MapDocument document
    property var token: ({})
    readonly property bool hasToken: panel.token.creatureId !== undefined

    padding: 0

    signal openCharacterSheet(string heroId)

    function healthText(health) {
        switch (health) {
        case "healthy": return qsTr("healthy")
        case "staggered": return qsTr("staggered")
        case "dying": return qsTr("dying")
        case "dead": return qsTr("dead")
        }
        return qsTr("not tracked")
    }

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
            visible: !panel.hasToken
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("Select a token on the map to see its details.")
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.margins: 8
            visible: panel.hasToken
            columns: 2
            columnSpacing: 12

            Label { text: qsTr("Name"); font.bold: true; Layout.alignment: Qt.AlignTop }
            // Values take the panel's remaining width and wrap: a long name ("Crypt Lurker (vor den Spielern
            // verborgen)") must not widen the panel past the window's edge.
            Label {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                wrapMode: Text.Wrap
                text: panel.token.hidden ? qsTr("%1 (hidden from players)").arg(panel.token.name) : (panel.token.name ?? "")
            }
            Label { text: qsTr("Side"); font.bold: true }
            Label {
                // Every value fills its column: a value whose text grows (a hero's "heroes", then a monster's
                // "monsters") was otherwise left at the old text's width until the grid was laid out again.
                Layout.fillWidth: true
                // The sides the sample and the editor use, in the table's language; a campaign's own stays.
                readonly property string side: panel.token.side ?? ""
                text: side === "heroes" ? qsTr("heroes") : side === "monsters" ? qsTr("monsters")
                                        : side === "neutral" ? qsTr("neutral") : side
            }
            Label { text: qsTr("Hit points"); font.bold: true }
            Label {
                Layout.fillWidth: true
                text: panel.token.hitPointsKnown ? qsTr("%1 / %2 (%3)").arg(panel.token.hitPoints).arg(panel.token.maxHitPoints).arg(panel.healthText(panel.token.health))
                                                 : panel.healthText(panel.token.health ?? "")
            }
            Label { text: qsTr("Conditions"); font.bold: true; Layout.alignment: Qt.AlignTop }
            Label {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                wrapMode: Text.Wrap
                objectName: "detailsConditions"
                text: (panel.token.conditionLabels ?? []).length > 0 ? panel.token.conditionLabels.join(", ") : qsTr("none")
            }
            Label { text: qsTr("Space"); font.bold: true }
            Label { Layout.fillWidth: true; text: qsTr("%1 × %1 squares").arg(panel.token.spaceSquares ?? 1) }
            Label { text: qsTr("Speed"); font.bold: true }
            Label { Layout.fillWidth: true; text: qsTr("%1 squares").arg(panel.token.speed ?? 0) }
            Label { text: qsTr("Square"); font.bold: true }
            Label { Layout.fillWidth: true; text: qsTr("column %1, row %2").arg(panel.token.column ?? 0).arg(panel.token.row ?? 0) }
            Label { text: qsTr("Terrain"); font.bold: true }
            Label { Layout.fillWidth: true; text: panel.document.terrainLabelAt(panel.token.column ?? -1, panel.token.row ?? -1) }
            Label { text: qsTr("GM note"); font.bold: true; visible: (panel.token.gmNote ?? "").length > 0; Layout.alignment: Qt.AlignTop }
            Label {
                Layout.fillWidth: true
                visible: (panel.token.gmNote ?? "").length > 0
                text: panel.token.gmNote ?? ""
                wrapMode: Text.WordWrap
            }
        }

        Button {
            Layout.margins: 8
            visible: panel.hasToken && (panel.token.character ?? "").length > 0
            text: qsTr("Character sheet…")
            onClicked: panel.openCharacterSheet(panel.token.character)
        }

        Item {
            Layout.fillHeight: true
        }
    }
}
