#include "core/jsonreader.h"
#include "orcus/creature.h"
#include "orcus/equipmentcatalog.h"
#include "orcus/statblockjson.h"

#include <QTest>

using namespace battlemat;

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

/** Orcus abilities, hero defenses from the armor tables, hit points, and the stat block file format. */
class TestOrcusCreature : public QObject
{
    Q_OBJECT

private:
    static Result<StatBlock> parse(const char *text)
    {
        auto object = parseJsonObject(json(text), QStringLiteral("hero.json"));
        if (!object)
            return object.error();
        return statBlockFromJson(*object, JsonContext(QStringLiteral("hero.json")));
    }

    static StatBlock fighter(const QString &armor, const QString &shield, int level = 1)
    {
        StatBlock block;
        block.id = QStringLiteral("fighter");
        block.level = level;
        block.abilities = AbilityScores::fromScores({16, 12, 10, 10, 12, 8}).value(); // Str Con Dex Int Wis Cha
        block.hero.armor = armor;
        block.hero.shield = shield;
        return block;
    }

private Q_SLOTS:
    void abilityModifierFollowsTheTable_data()
    {
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("modifier");
        // "Table - Ability Scores and Modifiers".
        QTest::newRow("1") << 1 << -5;
        QTest::newRow("2") << 2 << -4;
        QTest::newRow("3") << 3 << -4;
        QTest::newRow("9") << 9 << -1;
        QTest::newRow("10") << 10 << 0;
        QTest::newRow("11") << 11 << 0;
        QTest::newRow("18") << 18 << 4;
        QTest::newRow("29") << 29 << 9;
        QTest::newRow("30") << 30 << 10;
    }
    void abilityModifierFollowsTheTable()
    {
        QFETCH(int, score);
        QFETCH(int, modifier);
        auto result = abilityModifier(score);
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QCOMPARE(*result, modifier);
    }

    void abilityScoresOutsideTheTableAreRefused_data()
    {
        QTest::addColumn<int>("score");
        QTest::newRow("0") << 0;
        QTest::newRow("31") << 31;
        QTest::newRow("-3") << -3;
    }
    void abilityScoresOutsideTheTableAreRefused()
    {
        QFETCH(int, score);
        QVERIFY(!abilityModifier(score).ok());
        QVERIFY(abilityModifier(score).errorMessage().contains(QStringLiteral("outside the table")));
        auto scores = AbilityScores::fromScores({10, 10, score, 10, 10, 10});
        QVERIFY(!scores.ok());
        QVERIFY2(scores.errorMessage().startsWith(QStringLiteral("dexterity: ")), qPrintable(scores.errorMessage()));
    }

    void heroInChainmailWithHeavyShield()
    {
        auto hero = Creature::create(fighter(QStringLiteral("chainmail"), QStringLiteral("heavy-shield")));
        QVERIFY2(hero.ok(), qPrintable(hero.errorMessage()));
        const Defenses defenses = hero->derived().defenses;
        QCOMPARE(defenses.ac, 18);          // chainmail 16 (heavy: no Dex or Int) + heavy shield 2
        QCOMPARE(defenses.fortitude, 13);   // 10 + Str 16 (+3), the README's example hero
        QCOMPARE(defenses.reflex, 12);      // 10 + better of Dex/Int (+0) + shield 2
        QCOMPARE(defenses.will, 11);        // 10 + better of Wis 12 (+1) / Cha 8 (-1)
        QCOMPARE(hero->derived().speed, 5); // chainmail speed penalty -1
        QCOMPARE(hero->maxHitPoints(), 24); // class base 12 + Con score 12
        QCOMPARE(hero->staggeredValue(), 12);
        QCOMPARE(hero->derived().recoveries, 7);    // base 6 + Con modifier 1
        QCOMPARE(hero->derived().recoveryValue, 6); // a quarter of 24
    }

    void halfLevelAndLightArmorAbility()
    {
        StatBlock block = fighter(QStringLiteral("leather"), QStringLiteral("light-shield"), 9);
        QVERIFY(block.abilities.setScore(Ability::Intelligence, 17).ok()); // +3 beats Dex 10
        auto hero = Creature::create(block);
        QVERIFY2(hero.ok(), qPrintable(hero.errorMessage()));
        const Defenses defenses = hero->derived().defenses;
        QCOMPARE(defenses.ac, 12 + 4 + 3 + 1); // leather + half level 4 + Int + light shield
        QCOMPARE(defenses.reflex, 10 + 4 + 3 + 1);
        QCOMPARE(defenses.fortitude, 10 + 4 + 3);
        QCOMPARE(hero->maxHitPoints(), 12 + 12 + 5 * 8);
        QCOMPARE(hero->derived().speed, 6);
        QCOMPARE(hero->derived().abilityBonus(Ability::Strength), 3 + 4);
    }

    void armorWithoutProficiencyCostsReflexAndAttacks()
    {
        StatBlock block = fighter(QStringLiteral("plate"), QString());
        block.hero.armorProficient = false;
        auto hero = Creature::create(block);
        QVERIFY(hero.ok());
        QCOMPARE(hero->derived().defenses.ac, 18);
        QCOMPARE(hero->derived().defenses.reflex, 8);
        QCOMPARE(hero->derived().armorAttackPenalty, -2);
        QCOMPARE(hero->derived().speed, 5);
    }

    void unknownArmorIsRefused()
    {
        auto hero = Creature::create(fighter(QStringLiteral("mithral"), QString()));
        QVERIFY(!hero.ok());
        QCOMPARE(hero.errorMessage(), QStringLiteral("fighter: unknown armor 'mithral'"));
        auto shieldAsArmor = Creature::create(fighter(QStringLiteral("heavy-shield"), QString()));
        QVERIFY(!shieldAsArmor.ok());
        auto armorAsShield = Creature::create(fighter(QStringLiteral("cloth"), QStringLiteral("plate")));
        QCOMPARE(armorAsShield.errorMessage(), QStringLiteral("fighter: unknown shield 'plate'"));
    }

    void equipmentTablesAreLoaded()
    {
        const auto &catalog = EquipmentCatalog::standard();
        QVERIFY2(catalog.ok(), qPrintable(catalog.errorMessage()));
        const Weapon *maul = catalog->weapon(QStringLiteral("maul"));
        QVERIFY(maul);
        QCOMPARE(maul->weaponDie(), QStringLiteral("1d10"));
        QCOMPARE(maul->proficiencyBonus, 2);
        QVERIFY(maul->hasImprovedCritical());
        QCOMPARE(maul->hands, Weapon::Hands::Two);
        const Weapon *spearAxe = catalog->weapon(QStringLiteral("dwarven-spear-axe"));
        QVERIFY(spearAxe);
        QCOMPARE(spearAxe->weaponDie(), QStringLiteral("2d8"));
        const Weapon *handaxe = catalog->weapon(QStringLiteral("handaxe"));
        QVERIFY(handaxe && handaxe->isThrown());
        QCOMPARE(handaxe->shortRange, 5); // the default thrown range 5/10
        QCOMPARE(handaxe->longRange, 10);
        const Weapon *longbow = catalog->weapon(QStringLiteral("longbow"));
        QVERIFY(longbow);
        QCOMPARE(longbow->kind, Weapon::Kind::Ranged);
        QCOMPARE(longbow->shortRange, 20);
        QCOMPARE(longbow->longRange, 40);
        QCOMPARE(catalog->weapons().size(), 44);
        QCOMPARE(catalog->armor(QStringLiteral("scale"))->baseAc, 17);
        // v0.1's table prints one lone "-1" for scale armor; it is the speed penalty, as Orcus 1.0 and 4e print it
        // (../shared/rules/README.md, "Rules versions"): check penalty 0, speed -1.
        QCOMPARE(catalog->armor(QStringLiteral("scale"))->checkPenalty, 0);
        QCOMPARE(catalog->armor(QStringLiteral("scale"))->speedPenalty, -1);
        QCOMPARE(catalog->armor(QStringLiteral("chainmail"))->checkPenalty, -1);
        QCOMPARE(catalog->armor(QStringLiteral("chainmail"))->speedPenalty, -1);
        // The tables' weights ("Weight" columns), counted in a hero's load.
        QCOMPARE(catalog->armor(QStringLiteral("scale"))->weight, 45);
        QCOMPARE(catalog->armor(QStringLiteral("heavy-shield"))->weight, 15);
        QCOMPARE(catalog->weapon(QStringLiteral("longsword"))->weight, 4);
        QCOMPARE(catalog->weapon(QStringLiteral("heavy-crossbow"))->weight, 8);
        QCOMPARE(catalog->weapon(QStringLiteral("unarmed-strike"))->weight, 0);
        QCOMPARE(catalog->armor(QStringLiteral("light-shield"))->shieldBonus, 1);
    }

    void statBlockRoundTrips()
    {
        auto block = parse("{'id': 'dwarf', 'name': 'Brunhild', 'kind': 'hero', 'level': 3,"
                           " 'abilities': {'str': 16, 'constitution': 14},"
                           " 'size': 'medium', 'tags': ['dwarf'], 'senses': ['darkvision'],"
                           " 'damage': {'resist': {'poison': 5}, 'weak': {'radiant': 2}, 'immune': ['psychic']},"
                           " 'hero': {'armor': 'scale', 'shield': 'light-shield', 'weapon': 'warhammer'},"
                           " 'powers': [{'name': 'Hammer blow', 'tags': ['weapon', 'martial'],"
                           "   'attack': {'ability': 'strength', 'vs': 'ac'},"
                           "   'hit': {'damage': {'expression': '2dW + Str'}}}]}");
        QVERIFY2(block.ok(), qPrintable(block.errorMessage()));
        QCOMPARE(block->abilities.score(Ability::Strength), 16);
        QCOMPARE(block->abilities.score(Ability::Constitution), 14);
        QCOMPARE(block->damageAdjustments.resistances.value(DamageType::Poison), 5);
        QVERIFY(block->damageAdjustments.immunities.contains(DamageType::Psychic));
        auto again = statBlockFromJson(statBlockToJson(*block), JsonContext(QStringLiteral("again")));
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(statBlockToJson(*again), statBlockToJson(*block));
        auto hero = Creature::create(*again);
        QVERIFY(hero.ok());
        QCOMPARE(hero->derived().defenses.ac, 17 + 1 + 1);
    }

    void creatureStateRoundTrips()
    {
        auto hero = Creature::create(fighter(QStringLiteral("chainmail"), QStringLiteral("heavy-shield")));
        QVERIFY(hero.ok());
        Creature creature = *hero;
        creature.setHitPoints(-3);
        creature.setTemporaryHitPoints(4);
        creature.conditions().add(Condition::Dying, ConditionDuration::UntilResolved, QStringLiteral("ogre"));
        creature.conditions().add(Condition::Marked, ConditionDuration::UntilEndOfUsersNextTurn,
                                  QStringLiteral("ogre"));
        creature.addPersistentDamage(DamageType::Fire, 5);
        auto again = Creature::fromJson(creature.toJson(), JsonContext(QStringLiteral("saved.json")));
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(again->hitPoints(), -3);
        QCOMPARE(again->temporaryHitPoints(), 4);
        QVERIFY(again->isDying());
        QCOMPARE(again->conditions().markerId(), QStringLiteral("ogre"));
        QCOMPARE(again->persistentDamage().value(DamageType::Fire), 5);
        QCOMPARE(again->toJson(), creature.toJson());

        QJsonObject broken = creature.toJson();
        QJsonObject state = broken.value(QStringLiteral("state")).toObject();
        state.insert(QStringLiteral("hitPoints"), 99);
        broken.insert(QStringLiteral("state"), state);
        auto refused = Creature::fromJson(broken, JsonContext(QStringLiteral("saved.json")));
        QCOMPARE(refused.errorMessage(),
                 QStringLiteral("saved.json: state.hitPoints: 99 is out of range (-1240 to 24)"));
    }

    void badStatBlocksSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("level 0") << json("{'id': 'x', 'kind': 'hero', 'level': 0}")
                                 << QStringLiteral("hero.json: level: 0 is out of range (1 to 30)");
        QTest::newRow("ability 31") << json("{'id': 'x', 'kind': 'hero', 'level': 1, 'abilities': {'dex': 31}}")
                                    << QStringLiteral("hero.json: abilities.dex: 31 is out of range (1 to 30)");
        QTest::newRow("ability 0") << json("{'id': 'x', 'kind': 'hero', 'level': 1, 'abilities': {'wisdom': 0}}")
                                   << QStringLiteral("hero.json: abilities.wisdom: 0 is out of range (1 to 30)");
        QTest::newRow("unknown ability")
            << json("{'id': 'x', 'kind': 'hero', 'level': 1, 'abilities': {'luck': 12}}")
            << QStringLiteral("hero.json: abilities.luck: unknown ability (expected strength, constitution, "
                              "dexterity, intelligence, wisdom or charisma)");
        QTest::newRow("unknown role")
            << json("{'id': 'x', 'kind': 'monster', 'level': 1, 'monster': {'role': 'tank', 'defenses': {}}}")
            << QStringLiteral("hero.json: monster.role: unknown role 'tank' (expected archer, blocker, skulker, "
                              "spoiler, striker or wrecker)");
        QTest::newRow("bad resistance")
            << json("{'id': 'x', 'kind': 'hero', 'level': 1, 'damage': {'resist': {'slime': 5}}}")
            << QStringLiteral("hero.json: damage.resist.slime: unknown damage type (expected one of untyped, acid, "
                              "cold, fire, force, lightning, necrotic, poison, psychic, radiant, thunder)");
        QTest::newRow("bad power") << json("{'id': 'x', 'kind': 'hero', 'level': 1, 'powers': [{'name': 'Zap',"
                                           " 'attack': {'ability': 'int', 'vs': 'armor'}}]}")
                                   << QStringLiteral("hero.json: powers[0].attack.vs: unknown defense 'armor' "
                                                     "(expected ac, fortitude, reflex or will)");
        QTest::newRow("monster sheet on hero") << json("{'id': 'x', 'kind': 'hero', 'level': 1, 'monster': {}}")
                                               << QStringLiteral("hero.json: monster: not allowed for a hero");
    }
    void badStatBlocksSayWhatAndWhere()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        auto object = parseJsonObject(text, QStringLiteral("hero.json"));
        QVERIFY(object.ok());
        auto block = statBlockFromJson(*object, JsonContext(QStringLiteral("hero.json")));
        QVERIFY(!block.ok());
        QCOMPARE(block.errorMessage(), message);
    }
};

QTEST_GUILESS_MAIN(TestOrcusCreature)
#include "tst_orcuscreature.moc"
