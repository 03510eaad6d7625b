pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Battlemat.Models

// An Orcus hero's character sheet. Every number in bold is derived by the engine from what is typed here and
// updates while typing; a field the engine refuses shows why under itself and is not saved.
ScrollView {
    id: view

    required property CharacterSheetModel sheet
    readonly property var hero: view.sheet.hero
    readonly property var creature: view.hero.creature !== undefined ? view.hero.creature : ({})
    readonly property var heroSheet: view.creature.hero !== undefined ? view.creature.hero : ({})
    // What the size and alignment fields offer, names in the table's language (CharacterSheetModel::creatureChoices).
    readonly property var creatureChoices: view.sheet.creatureChoices
    readonly property var derived: view.sheet.derived

    // A box ticked or an entry picked is a field left at once: set and commit to the campaign's hero.
    function set(path, value) {
        view.sheet.setField(path, value)
        view.sheet.commit()
    }

    function choiceIndex(choices, id) {
        for (let i = 0; i < choices.length; ++i) {
            if (choices[i].id === (id === undefined ? "" : id))
                return i
        }
        return 0
    }

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: view.availableWidth - 24
        x: 12
        spacing: 12

        // Identity and experience.
        GroupBox {
            title: qsTr("Character")
            Layout.fillWidth: true
            GridLayout {
                anchors.fill: parent
                columns: 4
                SheetField { sheet: view.sheet; path: "creature.name"; label: qsTr("Name"); value: view.creature.name; Layout.columnSpan: 2; Layout.fillWidth: true }
                SheetField { sheet: view.sheet; path: "player"; label: qsTr("Player"); value: view.hero.player; Layout.fillWidth: true }
                SheetChoiceField { sheet: view.sheet; path: "creature.alignment"; label: qsTr("Alignment"); choices: view.creatureChoices.alignment; value: view.creature.alignment; Layout.fillWidth: true }
                SheetField { sheet: view.sheet; path: "creature.level"; label: qsTr("Level (1–30)"); value: view.creature.level; Layout.fillWidth: true }
                SheetField { sheet: view.sheet; path: "experience"; label: qsTr("XP"); value: view.hero.experience; Layout.fillWidth: true }
                ColumnLayout {
                    Label {
                        objectName: "nextLevelXp"
                        text: view.derived.nextLevelXp > 0 ? qsTr("Next level at %1 XP").arg(view.derived.nextLevelXp) : qsTr("Highest level")
                    }
                    CheckBox {
                        text: qsTr("Track XP (level must be reached)")
                        checked: view.hero.trackExperience === true
                        onToggled: view.set("trackExperience", checked)
                    }
                }
                SheetChoiceField { sheet: view.sheet; path: "creature.size"; label: qsTr("Size"); choices: view.creatureChoices.size; value: view.creature.size; Layout.fillWidth: true }
                SheetField { sheet: view.sheet; path: "creature.hero.speed"; label: qsTr("Base speed"); value: view.heroSheet.speed; Layout.fillWidth: true }
                SheetField { sheet: view.sheet; path: "creature.reach"; label: qsTr("Reach (squares)"); value: view.creature.reach; Layout.fillWidth: true }
                SheetField { sheet: view.sheet; path: "creature.hero.attackBonus"; label: qsTr("Other attack bonus"); value: view.heroSheet.attackBonus; Layout.fillWidth: true }
                SheetField {
                    sheet: view.sheet; path: "creature.senses"; label: qsTr("Senses (comma between)"); plain: false
                    // In the table's language; the hero file keeps the engine's words ("low-light vision").
                    value: view.hero, SheetWords.shown("senses", view.sheet.listText("creature.senses"))
                    onTextTyped: (text) => view.sheet.setListField("creature.senses", SheetWords.stored("senses", text))
                    Layout.fillWidth: true
                }
                SheetField {
                    sheet: view.sheet; path: "creature.tags"; label: qsTr("Ancestry and tags (comma between)"); plain: false
                    value: view.hero, SheetWords.shown("tags", view.sheet.listText("creature.tags"))
                    onTextTyped: (text) => view.sheet.setListField("creature.tags", SheetWords.stored("tags", text))
                    Layout.fillWidth: true
                }
                DerivedValue { label: qsTr("Speed (after armor)"); value: view.derived.speed }
                DerivedValue { label: qsTr("Initiative"); value: view.derived.initiative }
                DerivedValue { label: qsTr("Action points"); value: view.hero.actionPoints }
            }
        }

        // Abilities, defenses and hit points side by side while they fit, else one under the other.
        Flow {
            Layout.fillWidth: true
            spacing: 12

            GroupBox {
                title: qsTr("Abilities")
                GridLayout {
                    columns: 3
                    // A fixed model: delegates survive every edit, so the field being typed in keeps its focus.
                    Repeater {
                        model: ["strength", "constitution", "dexterity", "intelligence", "wisdom", "charisma"]
                        delegate: SheetField {
                            id: abilityField
                            required property string modelData
                            required property int index
                            readonly property var ability: view.derived.abilityList !== undefined ? view.derived.abilityList[abilityField.index] : ({})
                            sheet: view.sheet
                            path: "creature.abilities." + abilityField.modelData
                            label: qsTr("%1 (mod %2, check %3)").arg(abilityField.ability.abbreviation).arg(abilityField.ability.modifier).arg(abilityField.ability.check)
                            value: view.creature.abilities !== undefined ? view.creature.abilities[abilityField.modelData] : 10
                        }
                    }
                }
            }

            GroupBox {
                title: qsTr("Defenses (hover for the sources)")
                GridLayout {
                    columns: 4
                    DerivedValue { objectName: "acValue"; label: qsTr("AC"); value: view.derived.defenses ? view.derived.defenses.ac : undefined; breakdown: view.derived.defenseTooltips ? view.derived.defenseTooltips.ac : "" }
                    DerivedValue { objectName: "fortitudeValue"; label: qsTr("Fortitude"); value: view.derived.defenses ? view.derived.defenses.fortitude : undefined; breakdown: view.derived.defenseTooltips ? view.derived.defenseTooltips.fortitude : "" }
                    DerivedValue { objectName: "reflexValue"; label: qsTr("Reflex"); value: view.derived.defenses ? view.derived.defenses.reflex : undefined; breakdown: view.derived.defenseTooltips ? view.derived.defenseTooltips.reflex : "" }
                    DerivedValue { objectName: "willValue"; label: qsTr("Will"); value: view.derived.defenses ? view.derived.defenses.will : undefined; breakdown: view.derived.defenseTooltips ? view.derived.defenseTooltips.will : "" }
                    SheetField { sheet: view.sheet; path: "creature.hero.defenseBonuses.ac"; label: qsTr("Other AC bonus"); value: view.heroSheet.defenseBonuses ? view.heroSheet.defenseBonuses.ac : 0 }
                    SheetField { sheet: view.sheet; path: "creature.hero.defenseBonuses.fortitude"; label: qsTr("Other Fort. bonus"); value: view.heroSheet.defenseBonuses ? view.heroSheet.defenseBonuses.fortitude : 0 }
                    SheetField { sheet: view.sheet; path: "creature.hero.defenseBonuses.reflex"; label: qsTr("Other Ref. bonus"); value: view.heroSheet.defenseBonuses ? view.heroSheet.defenseBonuses.reflex : 0 }
                    SheetField { sheet: view.sheet; path: "creature.hero.defenseBonuses.will"; label: qsTr("Other Will bonus"); value: view.heroSheet.defenseBonuses ? view.heroSheet.defenseBonuses.will : 0 }
                }
            }

            GroupBox {
                title: qsTr("Hit points and healing")
                GridLayout {
                    columns: 3
                    DerivedValue { objectName: "maxHitPoints"; label: qsTr("Maximum HP"); value: view.derived.maxHitPoints }
                    DerivedValue { objectName: "currentHitPoints"; label: qsTr("Current HP"); value: view.derived.currentHitPoints }
                    DerivedValue { label: qsTr("Staggered at"); value: view.derived.staggeredValue }
                    DerivedValue { label: qsTr("Recoveries left"); value: view.derived.recoveriesLeft + " / " + view.derived.recoveries }
                    DerivedValue { label: qsTr("Recovery value"); value: view.derived.recoveryValue }
                    SheetField { sheet: view.sheet; path: "damageTaken"; label: qsTr("Damage taken"); value: view.hero.damageTaken }
                    SheetField { sheet: view.sheet; path: "creature.hero.classHitPoints"; label: qsTr("Class HP (default 12)"); value: view.heroSheet.classHitPoints }
                    SheetField { sheet: view.sheet; path: "creature.hero.hitPointsPerLevel"; label: qsTr("HP per level (default 5)"); value: view.heroSheet.hitPointsPerLevel }
                    SheetField { sheet: view.sheet; path: "creature.hero.baseRecoveries"; label: qsTr("Base recoveries (default 6)"); value: view.heroSheet.baseRecoveries }
                    SheetField { sheet: view.sheet; path: "recoveriesSpent"; label: qsTr("Recoveries spent"); value: view.hero.recoveriesSpent }
                    SheetField { sheet: view.sheet; path: "actionPoints"; label: qsTr("Action points"); value: view.hero.actionPoints }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            GroupBox {
                title: qsTr("Skills (* armor check penalty %1)").arg(view.derived.armorCheckPenalty !== undefined ? view.derived.armorCheckPenalty : 0)
                Layout.alignment: Qt.AlignTop
                ColumnLayout {
                    spacing: 0
                    Repeater {
                        model: 17
                        delegate: RowLayout {
                            id: skillRow
                            required property int index
                            readonly property var modelData: view.derived.skillList !== undefined ? view.derived.skillList[skillRow.index] : ({})
                            CheckBox {
                                text: skillRow.modelData.name + (skillRow.modelData.armorCheck ? "*" : "") + " (" + skillRow.modelData.ability + ")"
                                checked: skillRow.modelData.trained
                                Layout.preferredWidth: 220
                                onToggled: {
                                    view.sheet.setSkillTrained(skillRow.modelData.key, checked)
                                    view.sheet.commit()
                                }
                            }
                            Label {
                                text: skillRow.modelData.modifier
                                font.bold: true
                                Layout.preferredWidth: 32
                            }
                            // Feats and items: added on top of the derivation.
                            TextField {
                                id: skillBonus
                                objectName: "skills.bonuses." + skillRow.modelData.key
                                readonly property string path: "skills.bonuses." + skillRow.modelData.key
                                Layout.preferredWidth: 44
                                placeholderText: "+0"
                                Accessible.name: qsTr("Other bonus to %1").arg(skillRow.modelData.name)
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Other bonus (feats, items)")
                                color: view.sheet.errors[skillBonus.path] !== undefined ? "#a01818" : skillBonus.palette.text
                                onTextEdited: view.sheet.setField(skillBonus.path, text.length > 0 ? text : 0)
                                onEditingFinished: view.sheet.commit()
                                Binding {
                                    target: skillBonus
                                    property: "text"
                                    when: !skillBonus.activeFocus
                                    value: view.hero.skills && view.hero.skills.bonuses && view.hero.skills.bonuses[skillRow.modelData.key] ? String(view.hero.skills.bonuses[skillRow.modelData.key]) : ""
                                    restoreMode: Binding.RestoreNone
                                }
                            }
                        }
                    }
                    Label {
                        objectName: "passiveScores"
                        text: qsTr("Passive Perception %1 · Passive Insight %2").arg(view.derived.passivePerception).arg(view.derived.passiveInsight)
                        font.bold: true
                    }
                    SheetField { sheet: view.sheet; path: "skills.trainingBonus"; label: qsTr("Training bonus (default 5)"); value: view.hero.skills ? view.hero.skills.trainingBonus : 5 }
                }
            }

            ColumnLayout {
                Layout.alignment: Qt.AlignTop
                Layout.fillWidth: true

                GroupBox {
                    title: qsTr("Armor and weapons")
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 3
                        Label { text: qsTr("Armor") }
                        ComboBox {
                            objectName: "armorChoice"
                            model: view.sheet.armorChoices
                            textRole: "name"
                            valueRole: "id"
                            currentIndex: view.choiceIndex(view.sheet.armorChoices, view.heroSheet.armor)
                            onActivated: view.set("creature.hero.armor", currentValue)
                            Layout.fillWidth: true
                        }
                        CheckBox {
                            text: qsTr("Proficient")
                            checked: view.heroSheet.armorProficient !== false
                            onToggled: view.set("creature.hero.armorProficient", checked)
                        }
                        Label { text: qsTr("Shield") }
                        ComboBox {
                            model: view.sheet.shieldChoices
                            textRole: "name"
                            valueRole: "id"
                            currentIndex: view.choiceIndex(view.sheet.shieldChoices, view.heroSheet.shield)
                            onActivated: view.set("creature.hero.shield", currentValue)
                            Layout.fillWidth: true
                            Layout.columnSpan: 2
                        }
                        Label { text: qsTr("Wielded weapon") }
                        ComboBox {
                            model: view.sheet.weaponChoices
                            textRole: "name"
                            valueRole: "id"
                            currentIndex: view.choiceIndex(view.sheet.weaponChoices, view.heroSheet.weapon)
                            onActivated: view.set("creature.hero.weapon", currentValue)
                            Layout.fillWidth: true
                        }
                        CheckBox {
                            text: qsTr("Proficient")
                            checked: view.heroSheet.weaponProficient !== false
                            onToggled: view.set("creature.hero.weaponProficient", checked)
                        }
                        // Weapons carried besides the wielded one, each with its own proficiency.
                        Repeater {
                            model: view.hero.otherWeapons !== undefined ? view.hero.otherWeapons.length : 0
                            delegate: RowLayout {
                                id: carried
                                required property int index
                                readonly property var weapon: view.hero.otherWeapons[carried.index] ?? ({})
                                Layout.columnSpan: 3
                                Layout.fillWidth: true
                                Label { text: qsTr("Also carried") }
                                ComboBox {
                                    objectName: "otherWeapon" + carried.index
                                    model: view.sheet.carriedWeaponChoices
                                    textRole: "name"
                                    valueRole: "id"
                                    currentIndex: view.choiceIndex(view.sheet.carriedWeaponChoices, carried.weapon.id)
                                    onActivated: view.set("otherWeapons[" + carried.index + "].id", currentValue)
                                    Layout.fillWidth: true
                                }
                                CheckBox {
                                    text: qsTr("Proficient")
                                    checked: carried.weapon.proficient !== false
                                    onToggled: view.set("otherWeapons[" + carried.index + "].proficient", checked)
                                }
                                Button {
                                    text: qsTr("Remove")
                                    onClicked: {
                                        view.sheet.removeOtherWeapon(carried.index)
                                        view.sheet.commit()
                                    }
                                }
                            }
                        }
                        Button {
                            Layout.columnSpan: 3
                            text: qsTr("Carry another weapon")
                            onClicked: {
                                view.sheet.addOtherWeapon()
                                view.sheet.commit()
                            }
                        }
                        Repeater {
                            model: view.derived.weaponList !== undefined ? view.derived.weaponList.length : 0
                            delegate: Label {
                                id: weaponRow
                                required property int index
                                readonly property var weapon: view.derived.weaponList[weaponRow.index]
                                Layout.columnSpan: 3
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                text: weaponRow.weapon === undefined ? "" : qsTr("%1%2: %3, %4, %5%6 — %7%8").arg(weaponRow.weapon.name).arg(weaponRow.weapon.wielded ? qsTr(" (wielded)") : "").arg(weaponRow.weapon.attack).arg(weaponRow.weapon.damage).arg(weaponRow.weapon.range).arg(weaponRow.weapon.critical ? qsTr(", critical %1").arg(weaponRow.weapon.critical) : "").arg(weaponRow.weapon.proficiency).arg(weaponRow.weapon.properties ? ", " + weaponRow.weapon.properties : "")
                            }
                        }
                        Label {
                            objectName: "meleeAttack"
                            Layout.columnSpan: 3
                            text: qsTr("Melee basic attack: %1").arg(view.derived.meleeAttack)
                            font.bold: true
                        }
                        Label {
                            // Which text the basic attacks follow (Settings > Rules modules, Orcus).
                            objectName: "rulesVersion"
                            Layout.columnSpan: 3
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            color: "#5a5a5a"
                            text: view.derived.rulesVersion === "1.0"
                                  ? qsTr("Basic attacks by the rules %1: 1dW + modifier").arg(view.derived.rulesVersion)
                                  : qsTr("Basic attacks by the rules %1: 2dW + level (3dW from level 21) + modifier").arg(view.derived.rulesVersion)
                        }
                    }
                }

                GroupBox {
                    title: qsTr("Senses, resistances, carrying")
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 3
                        Label { text: qsTr("Resistances: %1").arg(view.derived.resistances ? view.derived.resistances : qsTr("none")); Layout.columnSpan: 3 }
                        SheetField {
                            sheet: view.sheet; path: "creature.damage.resist"; label: qsTr("Resist (fire 5, psychic 2)"); plain: false
                            value: view.hero, view.sheet.amountsText("creature.damage.resist")
                            onTextTyped: (text) => view.sheet.setAmountsField("creature.damage.resist", text)
                            Layout.fillWidth: true
                        }
                        SheetField {
                            sheet: view.sheet; path: "creature.damage.weak"; label: qsTr("Vulnerable (cold 5)"); plain: false
                            value: view.hero, view.sheet.amountsText("creature.damage.weak")
                            onTextTyped: (text) => view.sheet.setAmountsField("creature.damage.weak", text)
                            Layout.fillWidth: true
                        }
                        SheetField {
                            sheet: view.sheet; path: "creature.damage.immune"; label: qsTr("Immune (poison, fire)"); plain: false
                            value: view.hero, view.sheet.listText("creature.damage.immune")
                            onTextTyped: (text) => view.sheet.setListField("creature.damage.immune", text)
                            Layout.fillWidth: true
                        }
                        DerivedValue { objectName: "mediumLoad"; label: qsTr("Medium load (lb)"); value: view.derived.carrying ? view.derived.carrying.mediumLoad : undefined }
                        DerivedValue { label: qsTr("Heavy load (lb)"); value: view.derived.carrying ? view.derived.carrying.heavyLoad : undefined }
                        DerivedValue { label: qsTr("Push or drag (lb)"); value: view.derived.carrying ? view.derived.carrying.pushOrDrag : undefined }
                    }
                }

                GroupBox {
                    title: qsTr("Coins (%1)").arg(view.derived.coinsText)
                    Layout.fillWidth: true
                    RowLayout {
                        anchors.fill: parent
                        SheetField { sheet: view.sheet; path: "coins.pp"; label: qsTr("pp"); value: view.hero.coins ? view.hero.coins.pp : 0 }
                        SheetField { sheet: view.sheet; path: "coins.gp"; label: qsTr("gp"); value: view.hero.coins ? view.hero.coins.gp : 0 }
                        SheetField { sheet: view.sheet; path: "coins.sp"; label: qsTr("sp"); value: view.hero.coins ? view.hero.coins.sp : 0 }
                        SheetField { sheet: view.sheet; path: "coins.cp"; label: qsTr("cp"); value: view.hero.coins ? view.hero.coins.cp : 0 }
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            GroupBox {
                title: qsTr("Gear (one per line, \"3 x Torch\")")
                Layout.fillWidth: true
                Layout.preferredHeight: 160
                TextArea {
                    id: gearArea
                    anchors.fill: parent
                    implicitWidth: 200
                    text: view.hero.gear ? view.sheet.gearText() : ""
                    onEditingFinished: {
                        view.sheet.setGearText(text)
                        view.sheet.commit()
                    }
                }
            }
            GroupBox {
                title: qsTr("Notes")
                Layout.fillWidth: true
                Layout.preferredHeight: 160
                TextArea {
                    anchors.fill: parent
                    implicitWidth: 200
                    text: view.hero.notes !== undefined ? view.hero.notes : ""
                    wrapMode: TextEdit.Wrap
                    onEditingFinished: view.set("notes", text)
                }
            }
        }

        GroupBox {
            title: qsTr("Powers")
            Layout.fillWidth: true
            ColumnLayout {
                anchors.fill: parent
                Repeater {
                    // A count, not the list: editing a power must not recreate its card (and lose the focus).
                    model: view.creature.powers !== undefined ? view.creature.powers.length : 0
                    delegate: PowerCardEditor {
                        sheet: view.sheet
                        powers: view.creature.powers
                        powerList: view.derived.powerList
                        Layout.fillWidth: true
                    }
                }
                Button {
                    text: qsTr("Add power")
                    onClicked: {
                        view.sheet.addPower()
                        view.sheet.commit()
                    }
                }
            }
        }
    }
}
