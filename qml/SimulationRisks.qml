import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// The per-hero risk table of Simulate from here (SimulationDialog): heroes [{name, dropped, died}] with the chance
// to drop to 0 hit points or below and to die.
ColumnLayout {
    id: table

    property var heroes: []

    spacing: 2
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: qsTr("Hero")
            font.bold: true
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Drops to 0 HP")
            font.bold: true
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 140
        }
        Label {
            text: qsTr("Dies")
            font.bold: true
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 100
        }
    }
    Repeater {
        model: table.heroes
        delegate: RowLayout {
            id: risk
            required property var modelData
            readonly property string dropped: Percent.of(modelData.dropped)
            readonly property string died: Percent.of(modelData.died)
            Layout.fillWidth: true
            Label {
                text: risk.modelData.name
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                text: risk.dropped
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: 140
            }
            Label {
                text: risk.died
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: 100
            }
        }
    }
}
