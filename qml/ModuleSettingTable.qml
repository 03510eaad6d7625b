pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A setting that is a table (the action dice by level): one row of number boxes per row of the table, a row added
// after the last or taken away, each change handed on as the rows' JSON. The engine checks the table when OK puts
// it in force (rows rising by level, a row for level 1) and says what is wrong.
ColumnLayout {
    id: table

    property string name // the setting's objectName stem: "setting-actionDice-table"
    property var columns: [] // [{key, label}]
    property var initialRows: [] // [{key: number}]
    property var rows: []
    signal edited(string json)

    function changed(list) {
        rows = list
        edited(JSON.stringify(list))
    }
    function setCell(row, key, value) {
        // In place, without telling the Repeater: rebuilding the rows would take the focus from the box being typed in.
        rows[row][key] = value
        edited(JSON.stringify(rows))
    }
    function addRow() {
        const list = rows.map(r => Object.assign({}, r))
        const next = Object.assign({}, list[list.length - 1])
        if (next.fromLevel !== undefined)
            next.fromLevel += 1
        list.push(next)
        changed(list)
    }
    function removeRow(row) {
        changed(rows.filter((r, i) => i !== row))
    }

    Component.onCompleted: rows = initialRows.map(r => Object.assign({}, r))
    objectName: name
    visible: columns.length > 0
    spacing: 2

    RowLayout {
        spacing: 4
        Repeater {
            model: table.columns
            delegate: Label {
                required property var modelData
                Layout.preferredWidth: 96
                font.bold: true
                text: modelData.label
            }
        }
    }
    Repeater {
        model: table.rows
        delegate: RowLayout {
            id: rowItem
            required property var modelData
            required property int index
            spacing: 4
            Repeater {
                model: table.columns
                delegate: SpinBox {
                    required property var modelData
                    objectName: table.name + "-" + rowItem.index + "-" + modelData.key
                    Layout.preferredWidth: 96
                    from: 1
                    to: 100
                    editable: true
                    value: rowItem.modelData[modelData.key]
                    onValueModified: table.setCell(rowItem.index, modelData.key, value)
                }
            }
            Button {
                objectName: table.name + "-remove-" + rowItem.index
                text: qsTr("Remove")
                enabled: table.rows.length > 1
                onClicked: table.removeRow(rowItem.index)
            }
        }
    }
    Button {
        objectName: table.name + "-add"
        text: qsTr("Add a row")
        onClicked: table.addRow()
    }
}
