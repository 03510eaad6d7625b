#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"
#include "sheet/herocreature.h"

#include <QTest>

using namespace battlemat;

static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

static HeroCharacter loadSample(const char *file)
{
    auto hero = readHeroCharacterFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/") + QLatin1String(file));
    if (!hero)
        qFatal("%s", qPrintable(hero.errorMessage()));
    return *hero;
}

static CharacterSheet sheetOf(const HeroCharacter &hero)
{
    auto sheet = CharacterSheet::of(hero);
    if (!sheet)
        qFatal("%s", qPrintable(sheet.errorMessage()));
    return *sheet;
}

/** The three sample heroes against numbers worked out by hand from the Orcus tables, and the hero file reader. */
class TestCharacterSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ilsaLightArmorHighIntelligence()
    {
        // Level 3: half level 1. Str 8 (-1), Con 12 (+1), Dex 14 (+2), Int 18 (+4), Wis 12 (+1), Cha 10 (+0).
        const HeroCharacter hero = loadSample("ilsa-marrow.json");
        const CharacterSheet sheet = sheetOf(hero);
        // AC: leather 12 + half level 1 + better of Dex/Int (+4, light armor) = 17.
        QCOMPARE(sheet.stats.defenses.ac, 17);
        // Fortitude: 10 + 1 + better of Str -1 / Con +1 = 12. Reflex: 10 + 1 + Int 4 = 15. Will: 10 + 1 + Wis 1 = 12.
        QCOMPARE(sheet.stats.defenses.fortitude, 12);
        QCOMPARE(sheet.stats.defenses.reflex, 15);
        QCOMPARE(sheet.stats.defenses.will, 12);
        // HP: class 10 + Con score 12 + 4 per level after the first x 2 = 30; staggered 15; recoveries 6 + 1 = 7;
        // recovery value 30 / 4 = 7.
        QCOMPARE(sheet.stats.maxHitPoints, 30);
        QCOMPARE(sheet.stats.staggeredValue, 15);
        QCOMPARE(sheet.stats.recoveries, 7);
        QCOMPARE(sheet.stats.recoveryValue, 7);
        // Speed 6 (leather has no penalty); initiative Dex 2 + 1 = 3.
        QCOMPARE(sheet.stats.speed, 6);
        QCOMPARE(sheet.stats.initiative, 3);
        // XP: level 3 starts at 2,250 and level 4 at 3,750.
        QCOMPARE(sheet.currentLevelXp, 2250);
        QCOMPARE(sheet.nextLevelXp, 3750);
        // Arcana (trained): Int 4 + 1 + 5 = 10. Stealth: Dex 2 + 1, leather has no check penalty = 3.
        QCOMPARE(sheet.skill(Skill::Arcana).modifier, 10);
        QCOMPARE(sheet.skill(Skill::Stealth).modifier, 3);
        // Passive Perception and Insight: 10 + Wis 1 + 1 = 12.
        QCOMPARE(sheet.passivePerception, 12);
        QCOMPARE(sheet.passiveInsight, 12);
        // Basic attack with the knife: Str -1 + 1 + proficiency 3 = +3; 2dW + level + Str = 2d4 + 3 - 1; thrown 5/10.
        QCOMPARE(sheet.meleeAttack().name, QStringLiteral("Knife"));
        QCOMPARE(sheet.meleeAttack().attackBonus, 3);
        QCOMPARE(sheet.meleeAttack().damage, QStringLiteral("2d4+2"));
        QCOMPARE(sheet.meleeAttack().range, QStringLiteral("melee or thrown 5/10"));
        // Arc Bolt: Int 4 + half level 1 = +5 vs Reflex.
        QCOMPARE(sheet.powers.at(0).attackLine, QStringLiteral("Int +5 vs Reflex"));
        QCOMPARE(sheet.powers.at(1).rangeLine, QStringLiteral("Far burst 1 within 10"));
        // "1d8 + Int" with Int +4; Tangles "2d6 + Int".
        QCOMPARE(sheet.powers.at(0).hitDamageResolved, QStringLiteral("1d8+4"));
        QCOMPARE(sheet.powers.at(1).hitDamageResolved, QStringLiteral("2d6+4"));
        // Loads: Str 8 x 10 = 80, heavy 160, push or drag 400. Gear 14 lb + 57 coins / 50, and what she wears and
        // carries at the tables' weights: leather armor 15 lb, the knife 2 lb, the quarterstaff 10 lb = 42.14 lb.
        QCOMPARE(sheet.carrying.mediumLoad, 80);
        QCOMPARE(sheet.carrying.heavyLoad, 160);
        QCOMPARE(sheet.carrying.pushOrDrag, 400);
        QCOMPARE(sheet.carriedWeight, 14 + 57 / 50.0 + 15 + 2 + 10);
    }

    void brannocHeavyArmorAndShield()
    {
        // Level 5: half level 2. Str 18 (+4), Con 16 (+3), Dex 10 (+0), Int 8 (-1), Wis 12 (+1), Cha 13 (+1).
        const CharacterSheet sheet = sheetOf(loadSample("brannoc-vell.json"));
        // AC: chainmail 16 + 2 + heavy shield 2 (no ability in heavy armor) = 20.
        QCOMPARE(sheet.stats.defenses.ac, 20);
        // Fortitude 10 + 2 + Str 4 = 16; Reflex 10 + 2 + Dex 0 + shield 2 = 14; Will 10 + 2 + 1 = 13.
        QCOMPARE(sheet.stats.defenses.fortitude, 16);
        QCOMPARE(sheet.stats.defenses.reflex, 14);
        QCOMPARE(sheet.stats.defenses.will, 13);
        // HP 12 + 16 + 6 x 4 = 52; staggered 26; recoveries 6 + 3 = 9; recovery value 13.
        QCOMPARE(sheet.stats.maxHitPoints, 52);
        QCOMPARE(sheet.stats.staggeredValue, 26);
        QCOMPARE(sheet.stats.recoveries, 9);
        QCOMPARE(sheet.stats.recoveryValue, 13);
        // Speed 6 - 1 (chainmail) = 5; initiative 0 + 2 = 2.
        QCOMPARE(sheet.stats.speed, 5);
        QCOMPARE(sheet.stats.initiative, 2);
        // Armor check penalty: chainmail -1 + heavy shield -2 = -3.
        QCOMPARE(sheet.armorCheckPenalty, -3);
        // Athletics (trained): Str 4 + 2 + 5 - 3 = 8. Endure (trained): Con 3 + 2 + 5 - 3 = 7. Bluff: 1 + 2 = 3.
        QCOMPARE(sheet.skill(Skill::Athletics).modifier, 8);
        QCOMPARE(sheet.skill(Skill::Endure).modifier, 7);
        QCOMPARE(sheet.skill(Skill::Bluff).modifier, 3);
        // Basic attack with the longsword: Str 4 + 2 + proficiency 3 = +9; 2dW + level + Str = 2d8 + 5 + 4.
        QCOMPARE(sheet.meleeAttack().attackBonus, 9);
        QCOMPARE(sheet.meleeAttack().damage, QStringLiteral("2d8+9"));
        // Cleaving Strike (Weapon): Str 4 + 2 + longsword 3 = +9 vs AC.
        QCOMPARE(sheet.powers.at(0).attackLine, QStringLiteral("Str +9 vs AC"));
        QCOMPARE(sheet.powers.at(0).rangeLine, QStringLiteral("Melee weapon"));
        // "1dW + Str" with a longsword (1d8) and Str +4; Shield Slam "2dW + Str" = 2d8 + 4.
        QCOMPARE(sheet.powers.at(0).hitDamageResolved, QStringLiteral("1d8+4"));
        QCOMPARE(sheet.powers.at(1).hitDamageResolved, QStringLiteral("2d8+4"));
        QCOMPARE(sheet.carrying.mediumLoad, 180);
        QCOMPARE(sheet.nextLevelXp, 7500);
    }

    void sefraLevelElevenImprovedCritical()
    {
        // Level 11: half level 5. Str 20 (+5), Con 14 (+2), Dex 16 (+3), Int 10 (+0), Wis 14 (+2), Cha 8 (-1).
        const CharacterSheet sheet = sheetOf(loadSample("sefra-dunmoor.json"));
        // AC: hide 13 + 5 + Dex 3 = 21. Fortitude 10 + 5 + Str 5 + other bonus 1 = 21. Reflex 10 + 5 + 3 = 18.
        // Will 10 + 5 + Wis 2 = 17.
        QCOMPARE(sheet.stats.defenses.ac, 21);
        QCOMPARE(sheet.stats.defenses.fortitude, 21);
        QCOMPARE(sheet.stats.defenses.reflex, 18);
        QCOMPARE(sheet.stats.defenses.will, 17);
        // HP 12 + 14 + 5 x 10 = 76; staggered 38; recoveries 6 + 2 = 8; recovery value 19.
        QCOMPARE(sheet.stats.maxHitPoints, 76);
        QCOMPARE(sheet.stats.staggeredValue, 38);
        QCOMPARE(sheet.stats.recoveries, 8);
        QCOMPARE(sheet.stats.recoveryValue, 19);
        QCOMPARE(sheet.stats.initiative, 8);
        // Basic attack with the maul: Str 5 + 5 + proficiency 2 = +12; 2dW + level + Str = 2d10 + 11 + 5;
        // Improved Critical at level 11: +2dW = 2d10.
        QCOMPARE(sheet.meleeAttack().attackBonus, 12);
        QCOMPARE(sheet.meleeAttack().damage, QStringLiteral("2d10+16"));
        QCOMPARE(sheet.meleeAttack().criticalBonus, QStringLiteral("+2dW (2d10)"));
        // Hunter's Volley (Weapon, Dex vs AC) with the wielded maul: Dex 3 + 5 + 2 = +10; "3dW + Dex" = 3d10 + 3.
        QCOMPARE(sheet.powers.at(2).attackLine, QStringLiteral("Dex +10 vs AC"));
        QCOMPARE(sheet.powers.at(2).hitDamageResolved, QStringLiteral("3d10+3"));
        // Longbow (ranged, Dex): 3 + 5 + 2 = +10; 2d10 + 11 + 3; 20/40.
        QCOMPARE(sheet.weapons.at(1).attackBonus, 10);
        QCOMPARE(sheet.weapons.at(1).damage, QStringLiteral("2d10+14"));
        QCOMPARE(sheet.weapons.at(1).range, QStringLiteral("20/40"));
        // Perception (trained): Wis 2 + 5 + 5 = 12, passive 22. Insight (untrained): 7, passive 17.
        QCOMPARE(sheet.passivePerception, 22);
        QCOMPARE(sheet.passiveInsight, 17);
        // Stealth: Dex 3 + 5 - 1 (hide) + other 2 = 9.
        QCOMPARE(sheet.skill(Skill::Stealth).modifier, 9);
        // XP: level 11 starts at 25,500, level 12 at 31,500.
        QCOMPARE(sheet.nextLevelXp, 31500);
        QCOMPARE(sheet.carrying.pushOrDrag, 1000);
    }

    void rulesVersionChoosesBasicAttackDamage_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("damage");
        // Shared rules README, "Rules versions": v0.1 "2dW + level" (3dW from level 21) + the ability modifier;
        // 1.0 "1dW + ability modifier". Brannoc with Str 16 (+3) and a longsword (d8).
        QTest::newRow("level 1, v0.1: 2d8 + 1 + 3") << 1 << "v0.1"
                                                    << "2d8+4";
        QTest::newRow("level 1, 1.0: 1d8 + 3") << 1 << "1.0"
                                               << "1d8+3";
        QTest::newRow("level 20, v0.1: 2d8 + 20 + 3") << 20 << "v0.1"
                                                      << "2d8+23";
        QTest::newRow("level 21, v0.1: 3d8 + 21 + 3") << 21 << "v0.1"
                                                      << "3d8+24";
        QTest::newRow("level 21, 1.0: 1d8 + 3") << 21 << "1.0"
                                                << "1d8+3";
    }

    void rulesVersionChoosesBasicAttackDamage()
    {
        QFETCH(int, level);
        QFETCH(QString, version);
        QFETCH(QString, damage);
        HeroCharacter hero = loadSample("brannoc-vell.json");
        hero.creature.level = level;
        QVERIFY(hero.creature.abilities.setScore(Ability::Strength, 16));
        OrcusSettings settings;
        settings.rulesVersion = rulesVersionFromName(version).value();
        const CharacterSheet sheet = CharacterSheet::of(hero, settings).value();
        QCOMPARE(sheet.meleeAttack().name, QStringLiteral("Longsword"));
        QCOMPARE(sheet.meleeAttack().damage, damage);
        QCOMPARE(rulesVersionName(sheet.rulesVersion), version);
        QCOMPARE(sheet.toJson().value(QStringLiteral("rulesVersion")).toString(), version);
        // A power's own damage is the power's, whatever the version: Cleaving Strike's "1dW + Str" ("Level 21:
        // 2dW + Str").
        QCOMPARE(sheet.powers.at(0).hitDamageResolved, level >= 21 ? QStringLiteral("2d8+3") : QStringLiteral("1d8+3"));
    }

    void rulesVersionOnRangedBasicAttacks()
    {
        // Sefra (level 11, Dex +3) with her longbow (d10): v0.1 2d10 + 11 + 3, 1.0 1d10 + 3.
        const HeroCharacter sefra = loadSample("sefra-dunmoor.json");
        OrcusSettings orcus10;
        orcus10.rulesVersion = RulesVersion::Orcus10;
        QCOMPARE(CharacterSheet::of(sefra).value().weapons.at(1).damage, QStringLiteral("2d10+14"));
        QCOMPARE(CharacterSheet::of(sefra, orcus10).value().weapons.at(1).damage, QStringLiteral("1d10+3"));
        QVERIFY(!rulesVersionFromName(QStringLiteral("2.0")));
        QCOMPARE(rulesVersionFromName(QStringLiteral("2.0")).errorMessage(),
                 QStringLiteral("'2.0' is no rules version (expected v0.1 or 1.0)"));
    }

    void levellingUpAndSwappingArmorRederive()
    {
        HeroCharacter hero = loadSample("ilsa-marrow.json");
        hero.creature.level = 4; // half level 2
        hero.experience = 3750;
        hero.creature.hero.armor = QStringLiteral("chainmail");
        const CharacterSheet sheet = sheetOf(hero);
        // Chainmail 16 + 2, heavy: no Int; Reflex 10 + 2 + 4 = 16; HP 10 + 12 + 4 x 3 = 34.
        QCOMPARE(sheet.stats.defenses.ac, 18);
        QCOMPARE(sheet.stats.defenses.reflex, 16);
        QCOMPARE(sheet.stats.maxHitPoints, 34);
        QCOMPARE(sheet.stats.speed, 5);
    }

    void damageTakenShowsAsCurrentHitPoints()
    {
        HeroCharacter hero = loadSample("brannoc-vell.json");
        hero.damageTaken = 20;
        hero.recoveriesSpent = 2;
        const CharacterSheet sheet = sheetOf(hero);
        QCOMPARE(sheet.currentHitPoints, 32);
        QCOMPARE(sheet.recoveriesLeft, 7);
    }

    void encounterDamageComesBackToTheSheet()
    {
        HeroCharacter hero = loadSample("brannoc-vell.json");
        hero.damageTaken = 2;
        auto creature = HeroCreature::enter(hero);
        QVERIFY2(creature.ok(), qPrintable(creature.errorMessage()));
        QCOMPARE(creature->hitPoints(), 50); // 52 - 2 carried into the fight
        // The fight left it at 46 with a recovery spent (an ogre's 17 fire: 50 - 17 = 33, + recovery value 13).
        Creature fighting = *creature;
        fighting.setHitPoints(46);
        fighting.setRecoveriesLeft(fighting.recoveriesLeft() - 1);
        const HeroCharacter after = HeroCreature::leave(hero, fighting);
        QCOMPARE(after.damageTaken, 6);
        QCOMPARE(after.recoveriesSpent, 1);
        const CharacterSheet sheet = sheetOf(after);
        QCOMPARE(sheet.currentHitPoints, 46);
        QCOMPARE(sheet.recoveriesLeft, 8);
    }

    void roundTrip()
    {
        const HeroCharacter hero = loadSample("sefra-dunmoor.json");
        auto again = heroCharacterFromJson(heroCharacterToJson(hero), JsonContext(QStringLiteral("again")));
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(heroCharacterToJson(*again), heroCharacterToJson(hero));
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        const char *creature = "'creature': {'id': 'x', 'kind': 'hero', 'level': 1, 'hero': {}}";
        QTest::newRow("wrong format") << json("{'format': 'battlemat-map', 'version': 1}")
                                      << "hero.json: format: expected 'battlemat-hero', found 'battlemat-map'";
        QTest::newRow("no creature") << json("{'format': 'battlemat-hero', 'version': 1}")
                                     << "hero.json: creature: missing (an object is required)";
        QTest::newRow("strength 31")
            << json("{'format': 'battlemat-hero', 'version': 1, 'creature': {'id': 'x', 'kind': 'hero', 'level': 1,"
                    " 'abilities': {'strength': 31}}}")
            << "hero.json: creature.abilities.strength: 31 is out of range (1 to 30)";
        QTest::newRow("negative coins")
            << json((QByteArray("{'format': 'battlemat-hero', 'version': 1, ") + creature + ", 'coins': {'gp': -3}}")
                        .constData())
            << "hero.json: coins.gp: -3 is negative; a purse cannot hold fewer than 0 coins";
        QTest::newRow("level without the XP")
            << json("{'format': 'battlemat-hero', 'version': 1, 'experience': 900, 'creature': {'id': 'x', 'kind':"
                    " 'hero', 'level': 2, 'hero': {}}}")
            << "hero.json: experience: level 2 needs 1000 XP but the hero has 900 (turn trackExperience off to "
               "ignore XP)";
        QTest::newRow("unknown armor")
            << json("{'format': 'battlemat-hero', 'version': 1, 'creature': {'id': 'x', 'kind': 'hero', 'level': 1,"
                    " 'hero': {'armor': 'mithral'}}}")
            << "hero.json: creature.hero.armor: unknown armor 'mithral'";
        QTest::newRow("unknown skill") << json((QByteArray("{'format': 'battlemat-hero', 'version': 1, ") + creature +
                                                ", 'skills': {'trained': ['juggling']}}")
                                                   .constData())
                                       << "hero.json: skills.trained[0]: unknown skill 'juggling'";
        QTest::newRow("monster")
            << json("{'format': 'battlemat-hero', 'version': 1, 'creature': {'id': 'x', 'kind': 'monster', 'level': 1,"
                    " 'monster': {'role': 'striker', 'hitPoints': 20, 'attack': {'vsAc': 5, 'vsOther': 3},"
                    " 'defenses': {'ac': 15, 'fortitude': 13, 'reflex': 13, 'will': 13}}}}")
            << "hero.json: creature.kind: a character sheet needs a hero";
        QTest::newRow("unknown field") << json("{'format': 'battlemat-hero', 'version': 1, 'mana': 3}")
                                       << "hero.json: mana: unknown field";
    }

    void refusesBadInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        auto object = parseJsonObject(text, QStringLiteral("hero.json"));
        QVERIFY2(object.ok(), qPrintable(object.errorMessage()));
        auto hero = heroCharacterFromJson(*object, JsonContext(QStringLiteral("hero.json")));
        QVERIFY(!hero.ok());
        QVERIFY2(hero.errorMessage().startsWith(message), qPrintable(hero.errorMessage()));
    }

    void malformedFileNamesLineAndColumn()
    {
        auto object = parseJsonObject("{\"format\": \"battlemat-hero\",\n \"version\": }", QStringLiteral("bad.json"));
        QVERIFY(!object.ok());
        QVERIFY2(object.errorMessage().contains(QStringLiteral("line 2")), qPrintable(object.errorMessage()));
    }

    void skillNames()
    {
        QCOMPARE(skillFromName(QStringLiteral("Sleight of Hand")), Skill::SleightOfHand);
        QCOMPARE(skillAbility(Skill::Endure), Ability::Constitution);
        QVERIFY(skillHasArmorCheckPenalty(Skill::Stealth));
        QVERIFY(!skillHasArmorCheckPenalty(Skill::Perception));
    }
};

QTEST_GUILESS_MAIN(TestCharacterSheet)
#include "tst_charactersheet.moc"
