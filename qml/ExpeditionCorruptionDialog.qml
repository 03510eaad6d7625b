pragma ComponentBehavior: Bound
import QtQuick
import Battlemat
import QtQuick.Controls
import QtQuick.Layouts

// A PC exposed to a disease, poison or venom ("Corruptions", ../shared/rules/checks-actions-combat-gritty.txt): a CON
// check at DC 11 (or the GM's); a failure starts the first stage. Each stage lasts its hours on the expedition's clock
// and ends in another check; a failure brings the next stage's effect (1d6 off an ability, exhaustion, or a note).
ExpeditionStepDialog {
    id: dialog

    readonly property var kinds: ["disease", "poison", "venom"]
    readonly property var effects: ["ability-damage", "exhaustion", "other"]
    readonly property var abilityNames: ["STR", "DEX", "CON", "INT", "WIS", "CHA"]
    // The same abilities as the table's language abbreviates them (the engine's keys stay English).
    //: Five Torches Deep's ability abbreviations, in the order STR, DEX, CON, INT, WIS, CHA
    readonly property var abilityLabels: [qsTr("STR"), qsTr("DEX"), qsTr("CON"), qsTr("INT"), qsTr("WIS"), qsTr("CHA")]

    objectName: "expeditionCorruptionDialog"
    title: qsTr("Disease, poison or venom")
    Component.onCompleted: standardButton(Dialog.Ok).objectName = "expeditionCorruptionOk"

    onFresh: {
        pc.text = dialog.expedition.partyNames.length > 0 ? dialog.expedition.partyNames[0] : ""
        pc.selectAll()
        pc.forceActiveFocus()
    }
    function step(): bool {
        const scores = {}
        for (let i = 0; i < 6; ++i)
            scores[abilityNames[i]] = scoreRepeater.itemAt(i).value
        const stages = []
        for (let i = 0; i < stageCount.value; ++i) {
            const row = stageRepeater.itemAt(i)
            stages.push({periodHours: row.hours, effect: effects[row.effect], ability: abilityNames[row.ability],
                         note: row.note.length > 0 ? row.note : qsTr("see the GM")})
        }
        return expedition.expose(pc.text, scores, name.text, kinds[kind.currentIndex], dc.value, stages)
    }

    ColumnLayout {
        GridLayout {
            columns: 4
            Label { text: qsTr("Who") }
            TextField {
                id: pc
                objectName: "expeditionCorruptionPc"
                Layout.preferredWidth: 160
            }
            Label { text: qsTr("Name") }
            TextField {
                id: name
                objectName: "expeditionCorruptionName"
                Layout.preferredWidth: 160
                placeholderText: qsTr("snake venom")
            }
            Label { text: qsTr("Kind") }
            ChoiceBox {
                id: kind
                model: [qsTr("Disease"), qsTr("Poison"), qsTr("Venom")]
            }
            Label { text: qsTr("DC") }
            NumberSpinBox {
                id: dc
                objectName: "expeditionCorruptionDc"
                from: 1
                to: 40
                value: 11
            }
        }
        Label { text: qsTr("Their scores (the CON check and the damage count from them)") }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                id: scoreRepeater
                model: dialog.abilityNames
                RowLayout {
                    id: score
                    required property string modelData
                    required property int index
                    property alias value: box.value
                    Label { text: dialog.abilityLabels[score.index] }
                    NumberSpinBox {
                        id: box
                        objectName: "expeditionCorruption" + score.modelData
                        from: 0
                        to: 30
                        value: 10
                    }
                }
            }
        }
        RowLayout {
            Label { text: qsTr("Stages") }
            NumberSpinBox {
                id: stageCount
                from: 1
                to: 3
                value: 2
            }
        }
        Repeater {
            id: stageRepeater
            model: stageCount.value
            RowLayout {
                id: stage
                required property int index
                readonly property alias hours: hoursBox.value
                readonly property alias effect: effectBox.currentIndex
                readonly property alias ability: abilityBox.currentIndex
                readonly property alias note: noteField.text
                Label { text: qsTr("%1.").arg(stage.index + 1) }
                NumberSpinBox {
                    id: hoursBox
                    from: 1
                    to: 8760
                    value: 2
                }
                Label { text: qsTr("hours, then") }
                ChoiceBox {
                    id: effectBox
                    currentIndex: stage.index === 0 ? 1 : 0
                    model: [qsTr("1d6 off"), qsTr("exhaustion"), qsTr("other")]
                }
                ComboBox {
                    id: abilityBox
                    visible: effectBox.currentIndex === 0
                    currentIndex: 2
                    model: dialog.abilityLabels
                }
                TextField {
                    id: noteField
                    visible: effectBox.currentIndex === 2
                    Layout.preferredWidth: 140
                    placeholderText: qsTr("loses a finger")
                }
            }
        }
    }
}
