#include "encounterfixture.h"

#include "encounter/actionbudget.h"
#include "encounter/combatant.h"
#include "encounter/diceformula.h"
#include "encounter/dicerng.h"
#include "encounter/encounterfile.h"
#include "encounter/initiativeorder.h"
#include "orcus/monstertables.h"
#include "orcus/staggered.h"
#include "table/healthstate.h"

#include <QFile>
#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/** The encounter's parts on their own: action budget, initiative order, dice, XP tables and the file's errors. */
class TestEncounterParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void standardTradesDownToMoveAndSwift()
    {
        ActionBudget budget = ActionBudget::fullTurn();
        QVERIFY(budget.take(ActionKind::Move));
        QVERIFY(budget.take(ActionKind::Move)); // the standard action taken as a move action
        QCOMPARE(budget, ActionBudget(0, 0, 1));
        QVERIFY(!budget.canTake(ActionKind::Standard));
        QVERIFY(budget.take(ActionKind::Swift));
        QVERIFY(!budget.take(ActionKind::Swift));
        QVERIFY(budget.canTake(ActionKind::Free));
        budget.grant(ActionKind::Standard); // an action point
        QVERIFY(budget.take(ActionKind::Swift));
        QCOMPARE(budget, ActionBudget::none());
    }

    void swiftTakesTheSmallestActionLeft()
    {
        ActionBudget budget = ActionBudget::fullTurn();
        budget.take(ActionKind::Swift);
        budget.take(ActionKind::Swift); // the move action
        QCOMPARE(budget, ActionBudget(1, 0, 0));
        ActionBudget deterred = ActionBudget::fullTurn();
        deterred.forbid(ActionKind::Move);
        QVERIFY(!deterred.canTake(ActionKind::Move)); // no trade-down into a forbidden action either
        QVERIFY(deterred.canTake(ActionKind::Standard));
    }

    void initiativeSortsAndKeepsTiesInOrder()
    {
        InitiativeOrder order;
        order.setEntries({{{QStringLiteral("a")}, 10, 0, 10},
                          {{QStringLiteral("b")}, 15, 2, 17},
                          {{QStringLiteral("c")}, 8, 2, 10},
                          {{QStringLiteral("d"), QStringLiteral("e")}, 9, 1, 10}});
        QCOMPARE(order.turnOrder(), (QStringList{QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("c"),
                                                 QStringLiteral("d"), QStringLiteral("e")}));
        QCOMPARE(order.ties(), (QList<QStringList>{{QStringLiteral("a"), QStringLiteral("c"), QStringLiteral("d")}}));
        QVERIFY(order.reorderTied({QStringLiteral("d"), QStringLiteral("a")}).ok());
        QCOMPARE(order.turnOrder(), (QStringList{QStringLiteral("b"), QStringLiteral("d"), QStringLiteral("e"),
                                                 QStringLiteral("c"), QStringLiteral("a")}));
        QCOMPARE(order.reorderTied({QStringLiteral("b"), QStringLiteral("a")}).errorMessage(),
                 QStringLiteral("'a' (initiative 10) is not tied with 'b' (initiative 17)"));
        QVERIFY(!order.reorderTied({QStringLiteral("d"), QStringLiteral("e")}).ok()); // one group, one place
        QVERIFY(!order.reorderTied({QStringLiteral("x"), QStringLiteral("a")}).ok());
    }

    void groupRollsOnceForIdenticalMonsters()
    {
        QJsonObject encounter = arena({20, 10, 7, 3});
        QJsonArray blocks = encounter.value(QStringLiteral("creatures")).toArray();
        for (qsizetype i = 0; i < blocks.size(); ++i) {
            QJsonObject block = blocks[i].toObject();
            if (block.value(QStringLiteral("id")).toString().startsWith(QLatin1Char('g')))
                block.insert(QStringLiteral("group"), QStringLiteral("goblins"));
            blocks[i] = block;
        }
        encounter.insert(QStringLiteral("creatures"), blocks);
        auto processor = make(encounter);
        run(*processor, "{'type': 'start'}");
        const CommandOutcome outcome = run(*processor, "{'type': 'rollInitiative'}");
        QCOMPARE(ofType(outcome.events, "roll").size(), 4); // ava, bran, the goblins, the ogre
        QCOMPARE(processor->state().initiative.entries()[2].members,
                 (QStringList{QStringLiteral("g1"), QStringLiteral("g2")}));
    }

    void tiedInitiativeIsAskedAndAnswered()
    {
        auto processor = make(arena({20, 10, 5, 5, 3}));
        run(*processor, "{'type': 'start'}");
        const CommandOutcome outcome =
            run(*processor, "{'type': 'rollInitiative'}",
                {{DecisionKind::TiedInitiative, true, {QStringLiteral("g2"), QStringLiteral("g1")}}});
        QCOMPARE(ofType(outcome.events, "decision").size(), 1);
        QCOMPARE(processor->state().initiative.turnOrder().mid(2, 2),
                 (QStringList{QStringLiteral("g2"), QStringLiteral("g1")}));
    }

    void diceFormulas_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("bonus");
        QTest::newRow("dice and bonus") << QStringLiteral("2d6+3") << 2 << 6 << 3;
        QTest::newRow("one die") << QStringLiteral("d20") << 1 << 20 << 0;
        QTest::newRow("penalty") << QStringLiteral("1d8 - 1") << 1 << 8 << -1;
        QTest::newRow("flat") << QStringLiteral("5") << 0 << 0 << 5;
    }

    void diceFormulas()
    {
        QFETCH(QString, text);
        QFETCH(int, count);
        QFETCH(int, sides);
        QFETCH(int, bonus);
        auto formula = DiceFormula::parse(text);
        QVERIFY2(formula.ok(), qPrintable(formula.errorMessage()));
        QCOMPARE(*formula, (DiceFormula{count, sides, bonus}));
        QCOMPARE(formula->maximum(), count * sides + bonus);
    }

    void badDiceFormulasAreRefused()
    {
        for (const char *text : {"", "2d", "d1", "2d6 3", "x", "101d6"})
            QVERIFY2(!DiceFormula::parse(QString::fromLatin1(text)).ok(), text);
    }

    void seededGeneratorIsRepeatableAndFair()
    {
        DiceRng a(5), b(5);
        QList<int> counts(7, 0);
        for (int i = 0; i < 6000; ++i) {
            const int face = a.roll(6);
            QCOMPARE(face, b.roll(6));
            ++counts[face];
        }
        for (int face = 1; face <= 6; ++face)
            QVERIFY2(counts[face] > 850 && counts[face] < 1150, qPrintable(QString::number(counts[face])));
        DiceRng fixed(5);
        fixed.setFixedFaces({20, 9});
        QCOMPARE(fixed.roll(6), 6); // clamped to the die
        QCOMPARE(fixed.roll(20), 9);
        QCOMPARE(fixed.fixedFacesLeft(), 0);
    }

    void experienceTables()
    {
        QCOMPARE(monsterXp(1, MonsterRank::Standard), 100);
        QCOMPARE(monsterXp(3, MonsterRank::Elite), 300);
        QCOMPARE(monsterXp(10, MonsterRank::Mook), 125);
        QCOMPARE(monsterXp(30, MonsterRank::Boss), 80000);
        QCOMPARE(levelForXp(0), 1);
        QCOMPARE(levelForXp(999), 1);
        QCOMPARE(levelForXp(1000), 2);
        QCOMPARE(levelForXp(5500), 5);
        QCOMPARE(levelForXp(826500), 30);
        // The numbers come from the data table (resources/data/experience.json, MonsterTables) and nowhere else:
        // tables read from an edited copy give the edited numbers.
        auto resource = [](const char *name) {
            QFile file(QStringLiteral(":/battlemat/data/") + QLatin1String(name));
            if (!file.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", name);
            return QJsonDocument::fromJson(file.readAll()).object();
        };
        QJsonObject experience = resource("experience.json");
        QJsonArray monsters = experience.value(QStringLiteral("monsterXp")).toArray();
        QJsonObject first = monsters.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("standard")).toInt(), monsterXp(1, MonsterRank::Standard));
        first.insert(QStringLiteral("standard"), 111);
        monsters.replace(0, first);
        experience.insert(QStringLiteral("monsterXp"), monsters);
        QJsonArray heroes = experience.value(QStringLiteral("heroLevels")).toArray();
        QJsonObject second = heroes.at(1).toObject();
        second.insert(QStringLiteral("cumulativeXp"), 900);
        heroes.replace(1, second);
        experience.insert(QStringLiteral("heroLevels"), heroes);
        const auto edited =
            MonsterTables::fromJson(resource("monster-roles.json"), resource("monster-damage.json"), experience,
                                    QStringLiteral("roles"), QStringLiteral("damage"), QStringLiteral("experience"));
        QVERIFY2(edited, qPrintable(edited.errorMessage()));
        QCOMPARE(edited->monsterXp(1, MonsterRank::Standard), 111);
        QCOMPARE(edited->monsterXp(99, MonsterRank::Boss), 80000); // held to the table's last level
        QCOMPARE(edited->heroLevelForXp(899), 1);
        QCOMPARE(edited->heroLevelForXp(900), 2);
    }

    void staggeredIsOneValue()
    {
        // Orcus "Staggered": half the maximum hit points, rounded down; the stat block's derived numbers, the
        // encounter's combatant and the players' health state all ask orcus/staggered.h.
        QCOMPARE(staggeredValue(25), 12);
        QCOMPARE(staggeredValue(1), 0); // a mook
        Combatant ogre;
        ogre.maxHp = 25;
        QCOMPARE(ogre.staggeredValue(), 12);
        QCOMPARE(healthStateOf(13, 25), HealthState::Healthy);
        QCOMPARE(healthStateOf(12, 25), HealthState::Staggered);
        QCOMPARE(healthStateOf(0, 25), HealthState::Dying);
        QCOMPARE(healthStateOf(-11, 25), HealthState::Dying);
        QCOMPARE(healthStateOf(-12, 25), HealthState::Dead);
        QVERIFY(isStaggered(12, 25));
        QVERIFY(!isStaggered(13, 25));
    }

    void xpAndActionPointsAfterEncounters()
    {
        auto processor = make(arena({20, 10, 5, 4, 3}));
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        run(*processor, "{'type': 'damage', 'target': 'g1', 'amount': 20}");
        run(*processor, "{'type': 'damage', 'target': 'ogre', 'amount': 60}");
        const CommandOutcome first = run(*processor, "{'type': 'endEncounter'}");
        QVERIFY2(first.ok, qPrintable(first.error));
        // g1 (level 1 standard, 100) and the ogre (level 3 elite, 300): 400 shared by two heroes.
        QCOMPARE(ofType(first.events, "encounterEnded").constFirst().value(QStringLiteral("xp")).toInt(), 400);
        QCOMPARE(processor->state().combatant(QStringLiteral("ava"))->xp, 200);
        QCOMPARE(ofType(first.events, "actionPointGained").size(), 0);
        QVERIFY(run(*processor, "{'type': 'start'}").ok);
        const CommandOutcome second = run(*processor, "{'type': 'endEncounter'}");
        QCOMPARE(ofType(second.events, "actionPointGained").size(), 2); // after every second encounter
        QCOMPARE(processor->state().combatant(QStringLiteral("ava"))->actionPoints, 2);
        QVERIFY(run(*processor, "{'type': 'rest', 'kind': 'long'}").ok);
        QCOMPARE(processor->state().combatant(QStringLiteral("ava"))->actionPoints, 1);
        const CommandOutcome again = run(*processor, "{'type': 'rest', 'kind': 'long'}");
        QVERIFY2(again.error.contains(QStringLiteral("only one long rest in 24 hours")), qPrintable(again.error));
        QVERIFY(run(*processor, "{'type': 'rest', 'kind': 'wait', 'minutes': 1080}").ok);
        QVERIFY(run(*processor, "{'type': 'rest', 'kind': 'long'}").ok);
    }

    void shortRestSpendsRecoveriesAndRestoresEncounterPowers()
    {
        auto processor = make(arena({20, 10, 5, 4, 3}));
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        run(*processor, "{'type': 'damage', 'target': 'ava', 'amount': 20}");
        run(*processor, "{'type': 'endEncounter'}");
        QCOMPARE(run(*processor, "{'type': 'rest', 'kind': 'short', 'recoveries': {'ava': 3}}").error,
                 QStringLiteral("ava has 2 recoveries, not 3"));
        QVERIFY(run(*processor, "{'type': 'rest', 'kind': 'short', 'recoveries': {'ava': 2}}").ok);
        QCOMPARE(processor->state().combatant(QStringLiteral("ava"))->hp, 24); // 10 + 7 + 7
        QCOMPARE(processor->state().combatant(QStringLiteral("ava"))->recoveries, 0);
    }

    void malformedEncounterFiles_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("seed") << QByteArray("seed") << json("'seven'") << QStringLiteral("test.json: seed");
        QTest::newRow("fixed roll") << QByteArray("fixedRolls") << json("[3, 0]")
                                    << QStringLiteral("test.json: fixedRolls[1]: must be a die face from 1 to 100");
        // The adventuring day the table carries from the last fight (docs/file-formats.md "Encounter").
        QTest::newRow("encounters since the long rest") << QByteArray("encountersSinceLongRest") << json("-1")
                                                        << QStringLiteral("test.json: encountersSinceLongRest");
        QTest::newRow("minutes since the long rest") << QByteArray("minutesSinceLongRest") << json("'a day'")
                                                     << QStringLiteral("test.json: minutesSinceLongRest");
        QTest::newRow("no creatures") << QByteArray("creatures") << json("[]")
                                      << QStringLiteral("no stat block for the map's creature 'ava'");
        QTest::newRow("stranger") << QByteArray("creatures")
                                  << json("[{'id': 'zed', 'hp': 3, 'defenses': {}, 'powers': []}]")
                                  << QStringLiteral("no stat block for the map's creature 'ava'");
    }

    void malformedEncounterFiles()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        QJsonObject encounter = arena({});
        encounter.insert(QString::fromUtf8(key), QJsonDocument::fromJson("[" + value + "]").array().first());
        auto state = encounterFromJson(encounter, JsonContext(QStringLiteral("test.json")));
        QVERIFY(!state.ok());
        QVERIFY2(state.errorMessage().contains(message), qPrintable(state.errorMessage()));
    }

    void malformedStatBlocksNameThePlace_data()
    {
        QTest::addColumn<QByteArray>("block");
        QTest::addColumn<QString>("message");
        QTest::newRow("no hp")
            << json("{'id': 'ava', 'defenses': {'ac': 1, 'fortitude': 1, 'reflex': 1, 'will': 1}, 'powers': []}")
            << QStringLiteral("creatures[0].hp: missing");
        QTest::newRow("defense")
            << json("{'id': 'ava', 'hp': 5, 'defenses': {'ac': 1, 'fortitude': 1, 'reflex': 1}, 'powers': []}")
            << QStringLiteral("creatures[0].defenses.will: missing");
        QTest::newRow("rank") << json("{'id': 'ava', 'hp': 5, 'rank': 'minion', 'defenses': {'ac': 1, 'fortitude': 1, "
                                      "'reflex': 1, 'will': 1}, 'powers': []}")
                              << QStringLiteral("creatures[0].rank: 'minion' is not mook");
        QTest::newRow("damage") << json("{'id': 'ava', 'hp': 5, 'defenses': {'ac': 1, 'fortitude': 1, 'reflex': 1, "
                                        "'will': 1}, 'powers': [{'id': 'p', 'damage': '2d'}]}")
                                << QStringLiteral("creatures[0].powers[0].damage: '2d' is not a dice expression");
        QTest::newRow("recharge") << json("{'id': 'ava', 'hp': 5, 'defenses': {'ac': 1, 'fortitude': 1, 'reflex': 1, "
                                          "'will': 1}, 'powers': [{'id': 'p', 'recharge': '7-6'}]}")
                                  << QStringLiteral("powers[0].recharge: '7-6' is not a recharge range");
        QTest::newRow("condition") << json("{'id': 'ava', 'hp': 5, 'defenses': {'ac': 1, 'fortitude': 1, 'reflex': 1, "
                                           "'will': 1}, 'powers': [{'id': 'p', 'onHit': [{'condition': 'sleepy'}]}]}")
                                   << QStringLiteral("powers[0].onHit[0].condition: 'sleepy' is not a condition");
        QTest::newRow("duration")
            << json("{'id': 'ava', 'hp': 5, 'defenses': {'ac': 1, 'fortitude': 1, 'reflex': 1, 'will': 1}, 'powers': "
                    "[{'id': 'p', 'onHit': [{'condition': 'dazed', 'duration': 'forever'}]}]}")
            << QStringLiteral("onHit[0].duration: 'forever' is not a duration");
        QTest::newRow("twice") << json("{'id': 'ava', 'hp': 5, 'defenses': {'ac': 1, 'fortitude': 1, 'reflex': 1, "
                                       "'will': 1}, 'powers': [{'id': 'p'}, {'id': 'p'}]}")
                               << QStringLiteral("powers[1]: power id 'p' is used twice");
    }

    void malformedStatBlocksNameThePlace()
    {
        QFETCH(QByteArray, block);
        QFETCH(QString, message);
        QJsonObject encounter = arena({});
        QJsonArray blocks = encounter.value(QStringLiteral("creatures")).toArray();
        blocks[0] = object(block);
        encounter.insert(QStringLiteral("creatures"), blocks);
        auto state = encounterFromJson(encounter, JsonContext(QStringLiteral("test.json")));
        QVERIFY(!state.ok());
        QVERIFY2(state.errorMessage().contains(message), qPrintable(state.errorMessage()));
    }

    void monsterBuilderFillsTheStatBlock()
    {
        // A level 3 elite striker from the orcus module's "Creating new monsters" tables: AC 14 + 3, Fortitude
        // 11 + 3, Reflex 13 + 3, Will 12 + 3; HP (24 + 5 x 3) x 2; a basic attack of +5 + 3 against AC.
        QJsonObject encounter = arena({});
        QJsonArray blocks = encounter.value(QStringLiteral("creatures")).toArray();
        blocks[4] = object(json("{'id': 'ogre', 'level': 3, 'rank': 'elite', 'builder': {'role': 'striker'}}"));
        encounter.insert(QStringLiteral("creatures"), blocks);
        auto state = encounterFromJson(encounter, JsonContext(QStringLiteral("test.json")));
        QVERIFY2(state.ok(), qPrintable(state.errorMessage()));
        const Combatant *ogre = state->combatant(QStringLiteral("ogre"));
        QCOMPARE(ogre->maxHp, 78);
        QCOMPARE(ogre->defenses, (std::array<int, 4>{17, 14, 16, 15}));
        QVERIFY(ogre->basicMeleeAttack());
        QCOMPARE(ogre->basicMeleeAttack()->attackBonus, 8);
        blocks[4] = object(json("{'id': 'ogre', 'builder': {'role': 'juggler'}}"));
        encounter.insert(QStringLiteral("creatures"), blocks);
        QVERIFY(encounterFromJson(encounter, JsonContext(QStringLiteral("test.json")))
                    .errorMessage()
                    .contains(QStringLiteral("creatures[4].builder.role: 'juggler' is not a monster role")));
    }

    void malformedCommandsNameTheField()
    {
        const auto parse = [](const char *text) {
            return commandFromJson(object(json(text)),
                                   JsonContext(QStringLiteral("script.json"), QStringLiteral("commands[3]")));
        };
        QVERIFY(parse("{'type': 'fly'}")
                    .errorMessage()
                    .startsWith(QStringLiteral("script.json: commands[3].type: 'fly' is not a command")));
        QVERIFY(parse("{'type': 'move', 'creature': 'ava', 'mode': 'crawl', 'path': [[1, 1]]}")
                    .errorMessage()
                    .contains(QStringLiteral("commands[3].mode: 'crawl' is not walk, run or step")));
        QVERIFY(parse("{'type': 'move', 'creature': 'ava', 'path': []}")
                    .errorMessage()
                    .contains(QStringLiteral("commands[3].path: must name at least one square")));
        QVERIFY(parse("{'type': 'actionPoint', 'creature': 'ava', 'action': 'free'}")
                    .errorMessage()
                    .contains(QStringLiteral("'free' is not standard, move or swift")));
        QVERIFY(parse("{'type': 'rest', 'kind': 'nap'}")
                    .errorMessage()
                    .contains(QStringLiteral("'nap' is not short, long or wait")));
        // The GM's placement: every field named, coordinates whole numbers on a map's scale.
        QCOMPARE(parse("{'type': 'place', 'x': 1, 'y': 2}").errorMessage(),
                 QStringLiteral("script.json: commands[3].creature: missing (a string is required)"));
        QCOMPARE(parse("{'type': 'place', 'creature': 'ava', 'x': -1, 'y': 2}").errorMessage(),
                 QStringLiteral("script.json: commands[3].x: -1 is out of range (0 to 999)"));
        QCOMPARE(parse("{'type': 'place', 'creature': 'ava', 'x': 'left', 'y': 2}").errorMessage(),
                 QStringLiteral("script.json: commands[3].x: expected a whole number, found a string"));
        QCOMPARE(parse("{'type': 'place', 'creature': 'ava', 'x': 3}").errorMessage(),
                 QStringLiteral("script.json: commands[3].y: missing (a whole number is required)"));
    }
};

QTEST_GUILESS_MAIN(TestEncounterParts)
#include "tst_encounterparts.moc"
