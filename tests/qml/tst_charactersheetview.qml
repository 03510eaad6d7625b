import QtQuick
import QtTest
import Battlemat
import Battlemat.Models

// The character sheet recomputes what the engine derives while the player types, and refuses what the rules do not
// allow at the field itself.
TestCase {
    id: testCase
    name: "CharacterSheetView"
    width: 1200
    height: 900
    visible: true
    when: windowShown

    Component {
        id: sheetComponent
        CharacterSheetView {
            width: testCase.width
            height: testCase.height
            sheet: CharacterSheetModel {}
        }
    }

    function typeInto(view, path, text) {
        const field = findChild(view, path)
        verify(field, "no field " + path)
        field.forceActiveFocus()
        field.selectAll()
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i])
        return field
    }

    function valueOf(view, name) {
        const item = findChild(view, name)
        verify(item, "no derived value " + name)
        return item.valueLabel.text
    }

    function test_strengthUpdatesFortitudeMeleeAttackAndCarrying() {
        const view = createTemporaryObject(sheetComponent, testCase)
        verify(view.sheet.loadSample("brannoc-vell"))
        // Str 18 (+4), Con 16 (+3), level 5: Fortitude 10 + 2 + 4 = 16; longsword 4 + 2 + 3 = +9; load 18 x 10.
        compare(valueOf(view, "fortitudeValue"), "16")
        compare(findChild(view, "meleeAttack").text, "Melee basic attack: Longsword +9")
        compare(valueOf(view, "mediumLoad"), "180")

        typeInto(view, "creature.abilities.strength", "22")
        // Str 22 (+6): Fortitude 10 + 2 + 6 = 18; longsword 6 + 2 + 3 = +11; load 220 lb.
        compare(valueOf(view, "fortitudeValue"), "18")
        compare(findChild(view, "meleeAttack").text, "Melee basic attack: Longsword +11")
        compare(valueOf(view, "mediumLoad"), "220")
        verify(view.sheet.valid)
    }

    // Every field of the hero file is on the sheet: lists typed with commas, resistances as "type amount",
    // weapons carried besides the wielded one, power keywords; each refused entry named under its field.
    function test_listsResistancesAndCarriedWeapons() {
        const view = createTemporaryObject(sheetComponent, testCase)
        verify(view.sheet.loadSample("ilsa-marrow"))
        compare(view.sheet.listText("creature.senses"), "low-light vision")
        compare(view.sheet.amountsText("creature.damage.resist"), "psychic 2")

        typeInto(view, "creature.senses", "darkvision, low-light vision")
        compare(view.sheet.hero.creature.senses, ["darkvision", "low-light vision"])
        typeInto(view, "creature.damage.resist", "psychic 2, fire 5")
        compare(view.sheet.amountsText("creature.damage.resist"), "fire 5, psychic 2")
        verify(view.sheet.derived.resistances.indexOf("fire") >= 0, view.sheet.derived.resistances)
        verify(view.sheet.valid)

        typeInto(view, "creature.damage.resist", "fire lots")
        compare(view.sheet.errorFor("creature.damage.resist"), "'fire lots': write a damage type and an amount, e.g. fire 5")
        typeInto(view, "creature.damage.resist", "frost 5")
        verify(view.sheet.errorFor("creature.damage.resist").indexOf("unknown damage type") >= 0,
               view.sheet.errorFor("creature.damage.resist"))
        typeInto(view, "creature.damage.resist", "fire 5")
        verify(view.sheet.valid)

        const carried = view.sheet.hero.otherWeapons.length
        view.sheet.addOtherWeapon()
        compare(view.sheet.hero.otherWeapons.length, carried + 1)
        verify(view.sheet.valid)
        compare(view.sheet.derived.weaponList.length, carried + 2) // wielded knife + carried ones
        view.sheet.removeOtherWeapon(carried)
        compare(view.sheet.hero.otherWeapons.length, carried)

        typeInto(view, "creature.powers[0].tags", "spell, lightning, arcane")
        compare(view.sheet.hero.creature.powers[0].tags, ["spell", "lightning", "arcane"])
        typeInto(view, "creature.hero.attackBonus", "1")
        compare(view.sheet.hero.creature.hero.attackBonus, 1)
        // A sheet of a hero file (no campaign) is written by File > Save only: leaving a field writes nothing.
        verify(view.sheet.commit())
        compare(view.sheet.fileName, "")
    }

    function test_abilityOutOfRangeIsShownAtTheFieldAndNotSaved() {
        const view = createTemporaryObject(sheetComponent, testCase)
        verify(view.sheet.loadSample("brannoc-vell"))
        typeInto(view, "creature.abilities.strength", "31")
        const error = findChild(view, "creature.abilities.strength.error")
        verify(error.visible)
        compare(error.text, "31 is out of range (1 to 30)")
        verify(!view.sheet.valid)
        // The sheet keeps the last valid hero (Str 3 while typing "31": Fortitude from Con 3 = 15) and refuses to save.
        compare(valueOf(view, "fortitudeValue"), "15")
        verify(!view.sheet.save("/tmp/never-written-hero.json"))
        // Fixing the field clears the message.
        typeInto(view, "creature.abilities.strength", "18")
        verify(!error.visible)
        verify(view.sheet.valid)
        compare(valueOf(view, "fortitudeValue"), "16")
    }

    function test_negativeCoinsAndMissingXpAreRefused() {
        const view = createTemporaryObject(sheetComponent, testCase)
        verify(view.sheet.loadSample("ilsa-marrow"))
        typeInto(view, "coins.gp", "-5")
        compare(findChild(view, "coins.gp.error").text, "-5 is negative; a purse cannot hold fewer than 0 coins")
        typeInto(view, "coins.gp", "5")
        verify(view.sheet.valid)
        // Level 4 needs 3,750 XP; Ilsa has 3,000.
        typeInto(view, "creature.level", "4")
        compare(findChild(view, "experience.error").text,
                "level 4 needs 3750 XP but the hero has 3000 (turn trackExperience off to ignore XP)")
        typeInto(view, "experience", "3750")
        verify(view.sheet.valid)
        compare(findChild(view, "nextLevelXp").text, "Next level at 5500 XP")
    }

    function test_armorSwapRederivesAc() {
        const view = createTemporaryObject(sheetComponent, testCase)
        verify(view.sheet.loadSample("ilsa-marrow"))
        compare(valueOf(view, "acValue"), "17")
        view.sheet.setField("creature.hero.armor", "scale")
        // Scale 17 + half level 1, heavy armor adds no ability.
        compare(valueOf(view, "acValue"), "18")
        view.sheet.setField("creature.hero.armor", "cloth")
        // Cloth 10 + 1 + Int 4.
        compare(valueOf(view, "acValue"), "15")
    }
}
