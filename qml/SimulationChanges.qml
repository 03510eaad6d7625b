pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// Which single change moves the odds most (SimulationDialog, docs/simulation.md): each change tried with the same
// dice as the first fights, the party's win chance with it and its shift from the unchanged fight; the one that
// moves the odds most comes first, in bold. changes: [{kind, creature, label, p, shift, most}].
ColumnLayout {
    id: table

    property var changes: []
    property int fights: 0

    function points(shift) {
        const value = Math.round(shift * 100)
        return (value > 0 ? "+" : "") + value
    }

    spacing: 2
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        font.bold: true
        text: qsTr("Which single change moves the odds most (%n fight(s) each)", "", table.fights)
    }
    Label {
        objectName: "noChangeMatters"
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        visible: table.changes.length > 0 && !table.changes.some(change => change.most)
        text: qsTr("No single change moves the party's odds by a point or more.")
    }
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: qsTr("Change")
            font.bold: true
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Party wins")
            font.bold: true
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 140
        }
        Label {
            text: qsTr("Shift (points)")
            font.bold: true
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 170
        }
    }
    Repeater {
        model: table.changes
        delegate: RowLayout {
            id: row
            required property var modelData
            required property int index
            objectName: "change_" + index
            Layout.fillWidth: true
            Label {
                text: row.modelData.label
                font.bold: row.modelData.most
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                text: Percent.of(row.modelData.p)
                font.bold: row.modelData.most
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: 140
            }
            Label {
                text: table.points(row.modelData.shift)
                font.bold: row.modelData.most
                horizontalAlignment: Text.AlignRight
                Layout.preferredWidth: 170
            }
        }
    }
}
