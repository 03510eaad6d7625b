pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// What a simulated fight costs the party (SimulationDialog): the means per fight with their 95% intervals of the
// rounds, the party's hit points left and lost, and the recoveries, daily and encounter powers spent.
// rows: [{key, label, mean, low, high}] (EncounterSimulation.spending).
ColumnLayout {
    id: table

    property var rows: []

    function number(value) {
        return Number(value).toLocaleString(Qt.locale(), "f", 1)
    }

    spacing: 2
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: qsTr("Per fight")
            font.bold: true
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Expected")
            font.bold: true
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 90
        }
        Label {
            text: qsTr("95% interval")
            font.bold: true
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 150
        }
    }
    Repeater {
        model: table.rows
        delegate: RowLayout {
            id: row
            required property var modelData
            objectName: "spending_" + modelData.key
            Layout.fillWidth: true
            Label {
                text: row.modelData.label
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                objectName: "mean"
                text: table.number(row.modelData.mean)
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: 90
            }
            Label {
                text: qsTr("%1 to %2").arg(table.number(row.modelData.low)).arg(table.number(row.modelData.high))
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: 150
            }
        }
    }
}
