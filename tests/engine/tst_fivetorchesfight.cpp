#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace battlemat;

namespace {

QJsonObject parse(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonObject object = QJsonDocument::fromJson(text, &error).object();
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return object;
}

MapCreature creature(const char *id, const char *side, int x, int y)
{
    MapCreature c;
    c.id = QString::fromLatin1(id);
    c.name = c.id;
    c.side = QString::fromLatin1(side);
    c.position = {x, y};
    return c;
}

/** A 20x12 map: Ada and Bran (heroes), two goblins and an archer (monsters), under the ruleset. */
struct Table
{
    TableState state;
    FiveTorchesRuleset ruleset;
    QList<QJsonObject> last;

    Table()
    {
        state.scene.map.grid = GridMap(20, 12);
        state.scene.map.creatures = {creature("ada", "heroes", 2, 2), creature("bran", "heroes", 3, 5),
                                     creature("gob1", "monsters", 3, 2), creature("gob2", "monsters", 10, 2),
                                     creature("archer", "monsters", 18, 2)};
        state.rules.ruleset = FiveTorchesRuleset::moduleId();
        state.modules.insert(FiveTorchesRuleset::moduleId(),
                             ruleset.initialState(ruleset.settingsWithDefaults({{QStringLiteral("seed"), 5}})));
    }

    /** Runs a step; its error message, empty when it ran. */
    QString run(const QByteArray &json)
    {
        auto command = ruleset.tableCommand(parse(json), JsonContext(QStringLiteral("step")), {});
        if (!command)
            return command.errorMessage();
        TableState copy = state;
        auto events = (*command)->apply(copy);
        if (!events)
            return events.errorMessage();
        state = copy;
        last = *events;
        return {};
    }

    ftd::FtdFight fight() const { return *fightOf(state.modules.value(FiveTorchesRuleset::moduleId())); }
    ftd::FtdFighter fighter(const char *id) const { return *fight().fighter(QString::fromLatin1(id)); }
    QJsonObject event(const char *type) const
    {
        for (const QJsonObject &e : last) {
            if (e.value(QStringLiteral("type")).toString() == QStringLiteral("fiveTorchesDeep.") + QLatin1String(type))
                return e;
        }
        return {};
    }

    // Ada: DEX 14, STR 16 (+3), proficiency 2, a longsword 1d8 and a shortbow (80 ft); goblins DEX 12 and 14,
    // an archer DEX 16 with a 80 ft bow; Bran DEX 10.
    QString start(const char *light = "well-lit")
    {
        return run(QByteArray(R"({"type": "fiveTorchesDeep.startFight", "light": ")") + light + R"(", "combatants": [
          {"id": "ada", "damage": "1d8", "rangedDamage": "1d6", "rangeFeet": 80, "character": {"format": "battlemat-ftd-character",
           "version": 1, "name": "Ada", "level": 3, "maxHitPoints": 18, "armorClass": 14,
           "abilities": {"STR": 16, "DEX": 14, "CON": 12, "INT": 9, "WIS": 13, "CHA": 8}}},
          {"id": "bran", "pc": true, "dexterity": 10, "armorClass": 12, "maxHitPoints": 9, "attack": 3, "proficiency": 2},
          {"id": "gob1", "dexterity": 12, "armorClass": 13, "maxHitPoints": 5, "attack": 2, "damage": "1d6", "moraleBonus": 0},
          {"id": "gob2", "leader": true, "dexterity": 14, "armorClass": 13, "maxHitPoints": 7, "attack": 3, "damage": "1d6"},
          {"id": "archer", "dexterity": 16, "armorClass": 12, "maxHitPoints": 6, "attack": 4, "rangeFeet": 80,
           "damage": "1d6", "darksight": true}]})");
    }
};

} // namespace

/**
 * A Five Torches Deep fight on the battle map, step by step ("PC Actions", "Attacks, Damage, & Injury", "Morale",
 * "Light", "Retreat", ../shared/rules/checks-actions-combat-gritty.txt) with the text's numbers.
 */
class TestFiveTorchesFight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initiativeByDexScoreFixedAndDelay()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        // Higher DEX score first; Ada and the leader goblin both 14: the order they were listed in.
        QCOMPARE(t.fight().order, (QStringList{QStringLiteral("archer"), QStringLiteral("ada"), QStringLiteral("gob2"),
                                               QStringLiteral("gob1"), QStringLiteral("bran")}));
        QCOMPARE(t.fight().current(), QStringLiteral("archer"));
        QCOMPARE(t.fight().suggestions.size(), 1); // the battle begins
        for (int i = 0; i < 5; ++i)
            QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        QCOMPARE(t.fight().round, 2);
        QCOMPARE(t.fight().current(), QStringLiteral("archer")); // the same order round to round
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        // Ada delays after the first goblin: never to a faster place, and the place stays.
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.delay", "combatant": "ada", "after": "archer"})")
                    .contains(QStringLiteral("delay only to a slower place")));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.delay", "combatant": "ada", "after": "gob1"})"), QString());
        QCOMPARE(t.fight().current(), QStringLiteral("gob2"));
        QCOMPARE(t.fight().order.indexOf(QStringLiteral("ada")), 3);
    }

    void attacksReachAndCriticals()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        // The archer is 80 ft from Ada (16 squares): ranged, just within the bow's 80 ft; melee is refused.
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "archer", "target": "ada"})")
                    .contains(QStringLiteral("beyond melee reach")));
        // A natural 20 doubles the damage: 1d6 showing 4 is 8. Past half the range in good light: no edge.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "archer", "target": "ada", "ranged": true,
                          "faces": [20, 4]})"),
                 QString());
        QJsonObject hit = t.event("attacked");
        QCOMPARE(hit.value(QStringLiteral("distanceFeet")).toInt(), 80);
        QCOMPARE(hit.value(QStringLiteral("band")).toString(), QStringLiteral("ranged"));
        QCOMPARE(hit.value(QStringLiteral("critical")).toBool(), true);
        QCOMPARE(hit.value(QStringLiteral("damageDealt")).toInt(), 8);
        QCOMPARE(t.fighter("ada").hitPoints, 10);
        QCOMPARE(*t.state.scene.statuses.value(QStringLiteral("ada")).hitPoints, 10);
        // One active action a round.
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "archer", "target": "ada", "ranged": true})")
                    .contains(QStringLiteral("already took the active action")));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        // Ada: melee +5 (STR +3, proficiency 2), 1d8+3 against the goblin's AC 13; a 7 misses with 12.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob1", "faces": [7]})"),
                 QString());
        QCOMPARE(t.event("attacked").value(QStringLiteral("check")).toObject().value(QStringLiteral("total")).toInt(),
                 12);
        QCOMPARE(t.event("attacked").value(QStringLiteral("hit")).toBool(), false);
        // Not Ada's turn to attack twice; the others' turns are theirs.
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "gob1", "target": "ada"})")
                    .contains(QStringLiteral("it is not gob1's turn")));
    }

    void rangedInMeleeAndLight()
    {
        Table t;
        QCOMPARE(t.start("dim"), QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        // Ada shoots the goblin beside her: a ranged attack in melee, and dim light hinders ranged attacks.
        const FtdAttackPlan plan = planAttack(t.fight(), t.state.scene.map, QStringLiteral("ada"),
                                              QStringLiteral("gob1"), true, ftd::Edge::None);
        QVERIFY(plan.allowed);
        QCOMPARE(plan.distanceFeet, 5);
        QCOMPARE(plan.edge, ftd::Edge::Disadvantage);
        QCOMPARE(plan.disadvantages,
                 (QStringList{QStringLiteral("ranged attack in melee"), QStringLiteral("dim light")}));
        QCOMPARE(plan.bonus, 4); // DEX +2, proficiency 2
        // The GM's advantage cancels: one of each, whatever the count (5e).
        QCOMPARE(planAttack(t.fight(), t.state.scene.map, QStringLiteral("ada"), QStringLiteral("gob1"), true,
                            ftd::Edge::Advantage)
                     .edge,
                 ftd::Edge::None);
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob1", "ranged": true,
                          "faces": [17, 3]})"),
                 QString());
        QCOMPARE(t.event("attacked").value(QStringLiteral("check")).toObject().value(QStringLiteral("natural")).toInt(),
                 3);
        // In darkness all attacks are hindered, except for the darksighted archer, whom darkness helps.
        Table dark;
        QCOMPARE(dark.start("darkness"), QString());
        const FtdAttackPlan archer = planAttack(dark.fight(), dark.state.scene.map, QStringLiteral("archer"),
                                                QStringLiteral("ada"), true, ftd::Edge::None);
        QCOMPARE(archer.edge, ftd::Edge::Advantage);
        QCOMPARE(archer.chance, hitChance(4, 14, ftd::Edge::Advantage));
        QCOMPARE(hitChance(4, 14, ftd::Edge::None), 0.55); // 10 to 20
        QCOMPARE(hitChance(4, 14, ftd::Edge::Advantage), 1 - 0.45 * 0.45);
    }

    void actionsAndMovement()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        // The archer (30 ft) moves 30 ft, then trades its active action down for another 20 ft.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.move", "combatant": "archer", "to": {"x": 12, "y": 2}})"),
                 QString());
        QCOMPARE(t.event("moved").value(QStringLiteral("feetLeft")).toInt(), 0);
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.move", "combatant": "archer", "to": {"x": 12, "y": 6}})"),
                 QString());
        QCOMPARE(t.event("moved").value(QStringLiteral("slotsUsed")).toArray().first().toString(),
                 QStringLiteral("active"));
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.move", "combatant": "archer", "to": {"x": 12, "y": 9}})")
                    .contains(QStringLiteral("can move 10 ft more this turn, not 15 ft")));
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.move", "combatant": "archer", "to": {"x": 10, "y": 2}})")
                    .contains(QStringLiteral("gob2 stands there")));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.act", "combatant": "archer", "action": "quick", "what": "draws"})"),
                 QString());
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.act", "combatant": "archer", "action": "quick"})")
                    .contains(QStringLiteral("no quick action is left")));
        QCOMPARE(t.state.scene.map.creature(QStringLiteral("archer"))->position, (Square{12, 6}));
    }

    void loadGivesDisadvantage()
    {
        // 11 loads on STR 10: 25 ft and disadvantage on every check ("Movement Actions").
        Table t;
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [
          {"id": "ada", "character": {"format": "battlemat-ftd-character", "version": 1, "name": "Ada", "level": 1,
           "maxHitPoints": 8, "armorClass": 12, "items": [{"name": "sack of ore", "loads": 11}],
           "abilities": {"STR": 10, "DEX": 18, "CON": 10, "INT": 10, "WIS": 10, "CHA": 10}}},
          {"id": "gob1", "dexterity": 10}]})"),
                 QString());
        QCOMPARE(t.fighter("ada").speedFeet, 25);
        const FtdAttackPlan plan = planAttack(t.fight(), t.state.scene.map, QStringLiteral("ada"),
                                              QStringLiteral("gob1"), false, ftd::Edge::None);
        QCOMPARE(plan.edge, ftd::Edge::Disadvantage);
        QCOMPARE(plan.disadvantages, QStringList{QStringLiteral("disadvantage on all checks")});
    }

    void fallingDyingAndMorale()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        // Ada fells the goblin (5 HP): 1d8+3 with a 2 is 5. The first to fall suggests a morale check.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob1", "faces": [15, 2]})"),
                 QString());
        QCOMPARE(t.fighter("gob1").hitPoints, 0);
        QCOMPARE(t.fighter("gob1").status, ftd::FighterStatus::Incapacitated);
        QVERIFY(
            t.state.scene.map.creature(QStringLiteral("gob1"))->conditions.contains(QStringLiteral("incapacitated")));
        QCOMPARE(t.event("fell").value(QStringLiteral("moraleSuggested")).toArray(),
                 (QJsonArray{QStringLiteral("first-death")}));
        // The goblins roll as a side (the leader's modifier): a 9 fails DC 11, they flee.
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.fightMorale", "combatants": ["ada", "bran"]})")
                    .contains(QStringLiteral("PCs check morale one by one")));
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.fightMorale", "combatants": ["gob2", "archer"],
                          "trigger": "first-death", "faces": [9]})"),
                 QString());
        QCOMPARE(t.event("fightMoraleChecked").value(QStringLiteral("dc")).toInt(), 11);
        QCOMPARE(t.event("fightMoraleChecked").value(QStringLiteral("outcome")).toString(), QStringLiteral("flees"));
        QCOMPARE(t.fighter("archer").status, ftd::FighterStatus::Fled);
        QVERIFY(t.fight().suggestions.size() == 1); // the first death's was answered; the battle's start remains
        // The fallen goblin lives while the fight goes on; once it is over, a minute (10 rounds) after falling.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.endFight"})"), QString());
        QCOMPARE(t.fighter("gob1").status, ftd::FighterStatus::Incapacitated);
        for (int round = 2; round < 11; ++round) {
            QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
            QCOMPARE(t.fighter("gob1").status, ftd::FighterStatus::Incapacitated);
        }
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        QCOMPARE(t.fight().round, 11);
        QCOMPARE(t.fighter("gob1").status, ftd::FighterStatus::Dead);
    }

    void stabilizingAndTheInjuryTable_data()
    {
        QTest::addColumn<QList<int>>("faces"); // stabilizing check, injury d20, its extra die
        QTest::addColumn<QString>("status");
        QTest::addColumn<int>("hitPoints");
        QTest::addColumn<QString>("injury");
        QTest::newRow("1: a false hope") << QList<int>{12, 1} << "dead" << 0 << "";
        QTest::newRow("4: weak, CON") << QList<int>{12, 4, 3} << "fighting" << 1 << "weak: CON -3";
        QTest::newRow("9: a body part") << QList<int>{12, 9} << "fighting" << 1 << "lost body part";
        QTest::newRow("14: disadvantage until rest") << QList<int>{12, 14} << "fighting" << 1 << "shaken";
        QTest::newRow("20: standing, 1d8") << QList<int>{12, 20, 5} << "fighting" << 6 << "";
    }

    void stabilizingAndTheInjuryTable()
    {
        QFETCH(QList<int>, faces);
        QFETCH(QString, status);
        QFETCH(int, hitPoints);
        QFETCH(QString, injury);
        Table t;
        QCOMPARE(t.start(), QString());
        // The archer drops Bran (9 HP) with a critical 1d6 of 5: 10 damage, 0 HP, not below.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "archer", "target": "bran", "ranged": true,
                          "faces": [20, 5]})"),
                 QString());
        QCOMPARE(t.fighter("bran").hitPoints, 0);
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        QJsonArray faceArray;
        for (int face : faces)
            faceArray.append(face);
        const QByteArray step =
            R"({"type": "fiveTorchesDeep.stabilize", "helper": "ada", "target": "bran", "modifier": 1, "faces": )" +
            QJsonDocument(faceArray).toJson(QJsonDocument::Compact) + "}";
        QCOMPARE(t.run(step), QString());
        QCOMPARE(ftd::fighterStatusName(t.fighter("bran").status), status);
        QCOMPARE(t.fighter("bran").hitPoints, hitPoints);
        QCOMPARE(t.fighter("bran").injuries.value(0), injury);
        QCOMPARE(t.fighter("bran").disadvantageOnAllChecks, injury == QLatin1String("shaken"));
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.stabilize", "helper": "ada", "target": "bran"})").size() > 0);
    }

    void aNaturalOneOnADamagingCheckDoubles()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        // A pit trap: DEX check DC 12, 2d6. A natural 1 (3 + 4 = 7) is 14 for the PC; a 5 is only 7.
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hazard", "pc": "ada", "modifier": 2, "dc": 12, "damage": "2d6",
                          "faces": [1, 3, 4]})"),
                 QString());
        QCOMPARE(t.event("hazardChecked").value(QStringLiteral("damage")).toInt(), 14);
        QCOMPARE(t.fighter("ada").hitPoints, 4);
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hazard", "pc": "bran", "modifier": 2, "dc": 12, "damage": "2d6",
                          "faces": [5, 3, 4]})"),
                 QString());
        QCOMPARE(t.event("hazardChecked").value(QStringLiteral("damage")).toInt(), 7);
    }

    void stealthCannotBeTargeted()
    {
        Table t;
        QCOMPARE(t.start("dim"), QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        // Dim light favours stealth: two dice, the better kept (4, 13 -> 13 + 2 = 15 against 12).
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.hide", "combatant": "ada", "modifier": 2, "dc": 12,
                          "faces": [4, 13]})"),
                 QString());
        QCOMPARE(t.event("hid").value(QStringLiteral("edge")).toString(), QStringLiteral("advantage"));
        QVERIFY(t.fighter("ada").stealth);
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "gob2", "target": "ada"})")
                    .contains(QStringLiteral("ada is in stealth and cannot be targeted")));
    }

    void retreatAndBadSteps()
    {
        Table t;
        QCOMPARE(t.start(), QString());
        QCOMPARE(t.run(R"({"type": "fiveTorchesDeep.retreat", "combatant": "archer", "modifier": 3, "dc": 12,
                          "faces": [10]})"),
                 QString());
        QCOMPARE(t.event("retreated").value(QStringLiteral("escaped")).toBool(), true);
        QCOMPARE(t.fighter("archer").status, ftd::FighterStatus::Fled);
        QVERIFY(t.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada"}]})")
                    .contains(QStringLiteral("a fight is already on")));
        Table u;
        QCOMPARE(u.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QStringLiteral("no fight is on: start one first"));
        QCOMPARE(u.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "nobody"}]})"),
                 QStringLiteral("combatants: 'nobody' is not a creature on the map"));
        QCOMPARE(u.run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [{"id": "ada", "armorclass": 3}]})"),
                 QStringLiteral("step: combatants[0].armorclass: is not a field of this format (known: id, character, "
                                "monster, hero, sheet, follows, pc, dexterity, armorClass, hitPoints, maxHitPoints, "
                                "speedFeet, attack, rangedAttack, damage, rangedDamage, rangeFeet, wisdomModifier, "
                                "proficiency, moraleBonus, hitDice, leader, darksight, disadvantageOnAllChecks)"));
        QVERIFY(u.state.modules.value(FiveTorchesRuleset::moduleId()).value(QStringLiteral("fight")).isUndefined());
    }
};

QTEST_GUILESS_MAIN(TestFiveTorchesFight)
#include "tst_fivetorchesfight.moc"
