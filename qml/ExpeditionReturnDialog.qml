pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// Rolling to return: each PC rolls with their best modifier against DC 10 + 1 per travel turn (at most 20); on a
// dangerous path each point under costs 1d6 damage, on an arduous one a load ("Rolling to Return",
// ../shared/rules/checks-actions-combat-gritty.txt). Afterwards the travel turns count from 0 again.
ExpeditionStepDialog {
    id: dialog

    objectName: "expeditionReturnDialog"
    title: qsTr("Roll to return (DC %1)").arg(expedition.returnDc)
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "expeditionReturnOk"

    property var modifiers: []

    onFresh: {
        const list = []
        for (let i = 0; i < expedition.party.length; ++i)
            list.push(0)
        modifiers = list
    }
    function step(): bool {
        return expedition.returnToSafety(modifiers, path.currentIndex === 0 ? "dangerous" : "arduous")
    }

    ColumnLayout {
        RowLayout {
            Label { text: qsTr("Path") }
            ChoiceBox {
                id: path
                objectName: "expeditionReturnPath"
                model: [qsTr("Dangerous (1d6 damage per point)"), qsTr("Arduous (a load per point)")]
            }
        }
        Label {
            visible: dialog.expedition.party.length === 0
            text: qsTr("Add the party's members first: each of them rolls to return.")
        }
        GridLayout {
            columns: 2
            Repeater {
                model: dialog.expedition.party.length
                Label {
                    required property int index
                    Layout.row: index
                    Layout.column: 0
                    text: qsTr("%1's best modifier").arg(dialog.expedition.party[index].name)
                }
            }
            Repeater {
                model: dialog.expedition.party.length
                NumberSpinBox {
                    required property int index
                    objectName: "expeditionReturnModifier" + index
                    Layout.row: index
                    Layout.column: 1
                    from: -10
                    to: 30
                    value: dialog.modifiers[index] ?? 0
                    onValueModified: {
                        const list = dialog.modifiers.slice()
                        list[index] = value
                        dialog.modifiers = list
                    }
                }
            }
        }
    }
}
