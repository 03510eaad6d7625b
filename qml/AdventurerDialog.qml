pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// Monster library > Apply template > Adventurer: the class the game master supplies (the Basic Rules have none): its
// name, defense bonuses "as per the class", two trained skills, class features and powers, typed or copied from a
// hero's sheet. Apply checks the template's rule (MonsterLibraryModel::applyAdventurer) and names the rule broken.
Dialog {
    id: dialog

    required property MonsterLibraryModel library
    property string monsterId: ""
    property string templateId: ""
    property var rule: ({})
    property string madeId: ""

    function choose(id, template) {
        monsterId = id
        templateId = template
        rule = library.adventurerRule(id, template)
        className.text = ""
        features.text = ""
        powers.clear()
        for (const box of [acBonus, fortBonus, refBonus, willBonus])
            box.value = 0
        message.text = ""
        heroPowerBox.model = library.heroPowers()
        open()
    }

    function choice() {
        const list = []
        for (let i = 0; i < powers.count; ++i) {
            const row = powers.get(i)
            list.push({ kind: row.kind, level: row.level, name: row.name, usage: row.usage, text: row.text,
                        hero: row.hero, power: row.power })
        }
        return {
            name: className.text,
            defenses: { ac: acBonus.value, fortitude: fortBonus.value, reflex: refBonus.value, will: willBonus.value },
            skills: [skillOne.currentValue, skillTwo.currentValue],
            features: features.text,
            powers: list
        }
    }

    objectName: "adventurerDialog"
    title: qsTr("Adventurer template")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(980, (Overlay.overlay ? Overlay.overlay.width : 980) - 60)
    height: Math.min(700, (Overlay.overlay ? Overlay.overlay.height : 700) - 40)

    ListModel { id: powers }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("A level %1 creature takes: %2. No two powers of the same frequency and level; none above the creature's level.")
                .arg(dialog.rule.level || 0)
                .arg((dialog.rule.quotas || []).map(q => q.count + " × " + q.text).join(", "))
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 4
            Label { text: qsTr("Class") }
            TextField {
                id: className
                objectName: "adventurerClass"
                Layout.fillWidth: true
                Layout.columnSpan: 3
                placeholderText: qsTr("e.g. Fighter")
            }
            Label { text: qsTr("Trained skills") }
            ComboBox {
                id: skillOne
                objectName: "adventurerSkillOne"
                Layout.fillWidth: true
                model: dialog.library.skillNames()
                textRole: "name"
                valueRole: "id"
            }
            ComboBox {
                id: skillTwo
                objectName: "adventurerSkillTwo"
                Layout.fillWidth: true
                Layout.columnSpan: 2
                model: dialog.library.skillNames()
                textRole: "name"
                valueRole: "id"
                currentIndex: 1
            }
        }
        RowLayout {
            Label { text: qsTr("Defense bonuses (as per the class):") }
            Label { text: qsTr("AC") }
            SpinBox { id: acBonus; objectName: "adventurerAc"; from: 0; to: 10 }
            Label { text: qsTr("Fortitude") }
            SpinBox { id: fortBonus; objectName: "adventurerFortitude"; from: 0; to: 10 }
            Label { text: qsTr("Reflex") }
            SpinBox { id: refBonus; objectName: "adventurerReflex"; from: 0; to: 10 }
            Label { text: qsTr("Will") }
            SpinBox { id: willBonus; objectName: "adventurerWill"; from: 0; to: 10 }
        }
        TextField {
            id: features
            objectName: "adventurerFeatures"
            Layout.fillWidth: true
            placeholderText: qsTr("Class features (the table's)")
        }
        // A power typed as its stat block line would print it.
        RowLayout {
            Layout.fillWidth: true
            ComboBox {
                id: kindBox
                objectName: "adventurerPowerKind"
                model: dialog.rule.quotas || []
                textRole: "text"
                valueRole: "kind"
            }
            Label { text: qsTr("Level") }
            SpinBox { id: powerLevel; objectName: "adventurerPowerLevel"; from: 1; to: 30; value: 1 }
            TextField { id: powerName; objectName: "adventurerPowerName"; placeholderText: qsTr("Name"); Layout.preferredWidth: 140 }
            TextField { id: powerUsage; objectName: "adventurerPowerUsage"; placeholderText: qsTr("standard, encounter"); Layout.preferredWidth: 150 }
            TextField { id: powerText; objectName: "adventurerPowerText"; placeholderText: qsTr("+11 vs AC; 2d8+5 damage."); Layout.fillWidth: true }
            Button {
                objectName: "adventurerAddPower"
                text: qsTr("Add power")
                onClicked: {
                    powers.append({ kind: kindBox.currentValue, kindText: kindBox.currentText, level: powerLevel.value,
                                    name: powerName.text, usage: powerUsage.text, text: powerText.text, hero: "",
                                    power: "" })
                    powerName.text = ""
                    powerText.text = ""
                }
            }
        }
        // Or one of the campaign's heroes' powers: a hero's powers are their class's.
        RowLayout {
            Layout.fillWidth: true
            ComboBox {
                id: heroPowerBox
                objectName: "adventurerHeroPower"
                Layout.fillWidth: true
                textRole: "text"
            }
            Button {
                objectName: "adventurerCopyPower"
                text: qsTr("Copy from hero")
                enabled: heroPowerBox.count > 0
                onClicked: {
                    const chosen = heroPowerBox.model[heroPowerBox.currentIndex]
                    powers.append({ kind: kindBox.currentValue, kindText: kindBox.currentText, level: powerLevel.value,
                                    name: chosen.power, usage: "", text: "", hero: chosen.hero, power: chosen.power })
                }
            }
        }
        ListView {
            objectName: "adventurerPowers"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: powers
            delegate: RowLayout {
                id: row
                required property int index
                required property string kindText
                required property int level
                required property string name
                width: ListView.view.width
                Label {
                    Layout.fillWidth: true
                    text: qsTr("%1 (level %2 %3)").arg(row.name).arg(row.level).arg(row.kindText)
                    elide: Text.ElideRight
                }
                Button {
                    text: qsTr("Remove")
                    onClicked: powers.remove(row.index)
                }
            }
        }
        Label {
            id: message
            objectName: "adventurerMessage"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: "firebrick"
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Button {
                objectName: "adventurerApply"
                text: qsTr("Apply")
                onClicked: {
                    const made = dialog.library.applyAdventurer(dialog.monsterId, dialog.templateId, dialog.choice())
                    if (made.length > 0) {
                        dialog.madeId = made
                        dialog.close()
                    } else {
                        message.text = dialog.library.errorMessage
                    }
                }
            }
            Button {
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
        }
    }
}
