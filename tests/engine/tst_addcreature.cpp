#include "encounter/encounterreplay.h"

#include "encounterfixture.h"
#include "tablesessionfixture.h"

using namespace battlemat;
using namespace battlemat::testing;

namespace {
// A third goblin at (x, y), initiative +1, 20 HP; the map-creature and stat-block fields as an encounter file has.
QByteArray addGoblin(int x, int y, const char *extra = "", const char *blockExtra = "")
{
    return "{'type': 'addCreature', 'creature': {'id': 'g3', 'name': 'Goblin 3', 'x': " + QByteArray::number(x) +
           ", 'y': " + QByteArray::number(y) +
           ", 'side': 'monsters'}, 'block': {'id': 'g3', 'hp': 20, 'initiative': 1, "
           "'defenses': {'ac': 14, 'fortitude': 12, 'reflex': 13, 'will': 11}, "
           "'powers': [{'id': 'spear', 'basic': true, 'attack': 5, 'damage': '1d6+2'}]" +
           QByteArray(blockExtra) + "}" + QByteArray(extra) + "}";
}

// The arena after initiative: ava 20+2, bran 10+1, g1 5, g2 4, ogre 3; the next die is the newcomer's.
std::unique_ptr<CommandProcessor> fighting(QList<int> rolls, const QJsonObject &overrides = {})
{
    auto encounter = make(arena(rolls, overrides));
    run(*encounter, "{'type': 'start'}");
    run(*encounter, "{'type': 'rollInitiative'}");
    return encounter;
}

QStringList ids(const char *list)
{
    return QString::fromLatin1(list).split(QLatin1Char(' '));
}
} // namespace

/** Reinforcements: a creature joins the running encounter (AddCreatureCommand), undone, replayed and saved. */
class TestAddCreature : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Orcus "Initiative": d20 + its initiative bonus, placed highest first. 9 + 1 = 10 falls between bran's 11 and
    // g1's 5; it is ava's turn, so the goblin acts this round, after bran.
    void joinsWithFullHitPointsAndRolledInitiative()
    {
        auto encounter = fighting({20, 10, 5, 4, 3, 9});
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const CommandOutcome added = run(*encounter, addGoblin(6, 1).constData());
        QVERIFY2(added.ok, qPrintable(added.error));
        const Combatant *goblin = encounter->state().combatant(QStringLiteral("g3"));
        QVERIFY(goblin);
        QCOMPARE(goblin->hp, 20);
        QCOMPARE(goblin->maxHp, 20);
        QCOMPARE(goblin->position, (Square{6, 1}));
        QCOMPARE(encounter->state().initiative.turnOrder(), ids("ava bran g3 g1 g2 ogre"));
        const QList<QJsonObject> events = ofType(added.events, "creatureAdded");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().value(QStringLiteral("initiative")).toInt(), 10);
        QCOMPARE(events.first().value(QStringLiteral("hp")).toInt(), 20);
        QCOMPARE(ofType(added.events, "roll").size(), 1);
        endTurns(*encounter, 2); // ava, bran
        QCOMPARE(encounter->state().current, QStringLiteral("g3"));
        QCOMPARE(encounter->state().round, 1);
    }

    // A place before the current creature's comes round next round: 20 + 1 = 21 goes after ava's 22, but it is
    // bran's turn already.
    void aPlaceAlreadyPassedActsNextRound()
    {
        auto encounter = fighting({20, 10, 5, 4, 3, 20});
        endTurns(*encounter, 1);
        QCOMPARE(encounter->state().current, QStringLiteral("bran"));
        QVERIFY(run(*encounter, addGoblin(6, 1).constData()).ok);
        QCOMPARE(encounter->state().initiative.turnOrder(), ids("ava g3 bran g1 g2 ogre"));
        endTurns(*encounter, 4); // bran, g1, g2, ogre
        QCOMPARE(encounter->state().round, 2);
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        endTurns(*encounter, 1);
        QCOMPARE(encounter->state().current, QStringLiteral("g3"));
    }

    // The GM's total instead of a roll: no die. A tie is the GM's to order (Orcus "Initiative"); as asked it stays
    // behind the one it ties, answered otherwise it goes first.
    void aGivenInitiativeTiesAndTheGameMasterOrdersIt()
    {
        auto encounter = fighting({20, 10, 5, 4, 3});
        const DiceRng dice = encounter->state().rng;
        CommandOutcome added = run(*encounter, addGoblin(6, 1, ", 'initiative': 4").constData());
        QVERIFY2(added.ok, qPrintable(added.error));
        QVERIFY(encounter->state().rng == dice); // no die rolled
        QCOMPARE(ofType(added.events, "decision").size(), 1);
        QCOMPARE(encounter->state().initiative.turnOrder(), ids("ava bran g1 g2 g3 ogre"));
        QVERIFY(encounter->undo().ok);
        added = run(*encounter, addGoblin(6, 1, ", 'initiative': 4").constData(),
                    {{DecisionKind::TiedInitiative, true, ids("g3 g2")}});
        QVERIFY(added.ok);
        QCOMPARE(encounter->state().initiative.turnOrder(), ids("ava bran g1 g3 g2 ogre"));
    }

    // "The GM makes one roll for an entire group of identical creatures": one more of the group acts at its place.
    void aMemberOfAGroupActsAtTheGroupsPlace()
    {
        QJsonObject encounterJson = arena({20, 10, 5, 3});
        QJsonArray blocks = encounterJson.value(QStringLiteral("creatures")).toArray();
        for (qsizetype i = 0; i < blocks.size(); ++i) {
            QJsonObject block = blocks.at(i).toObject();
            if (block.value(QStringLiteral("id")).toString().startsWith(QLatin1Char('g')))
                block.insert(QStringLiteral("group"), QStringLiteral("goblins"));
            blocks[i] = block;
        }
        encounterJson.insert(QStringLiteral("creatures"), blocks);
        auto encounter = make(encounterJson);
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        const DiceRng dice = encounter->state().rng;
        const CommandOutcome added = run(*encounter, addGoblin(6, 1, "", ", 'group': 'goblins'").constData());
        QVERIFY2(added.ok, qPrintable(added.error));
        QVERIFY(encounter->state().rng == dice); // no die rolled
        const QList<InitiativeEntry> &entries = encounter->state().initiative.entries();
        QCOMPARE(entries.size(), 4);
        QCOMPARE(entries.at(2).members, ids("g1 g2 g3"));
        QCOMPARE(ofType(added.events, "creatureAdded").first().value(QStringLiteral("joinedGroup")).toString(),
                 QStringLiteral("goblins"));
    }

    // Before initiative it is one of the creatures the roll is made for.
    void addedBeforeInitiativeRollsWithEveryone()
    {
        auto encounter = make(arena({20, 10, 5, 4, 3, 9}));
        run(*encounter, "{'type': 'start'}");
        QVERIFY(run(*encounter, addGoblin(6, 1).constData()).ok);
        const CommandOutcome given =
            run(*encounter, addGoblin(6, 2, ", 'initiative': 3").replace("'g3'", "'g4'").constData());
        QVERIFY(!given.ok);
        QCOMPARE(given.error, QStringLiteral("initiative is not rolled yet: Goblin 3 rolls with everyone"));
        QVERIFY(run(*encounter, "{'type': 'rollInitiative'}").ok);
        QCOMPARE(encounter->state().initiative.turnOrder(), ids("ava bran g3 g1 g2 ogre"));
    }

    void refusalsSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("error");
        QTest::newRow("occupied")
            << addGoblin(2, 3)
            << QStringLiteral("Goblin 3 cannot stand at 2, 3: square 2,3 is occupied by g1, which is not prone");
        QTest::newRow("off the map") << addGoblin(8, 1)
                                     << QStringLiteral("addCreature: creature: its 1x1 space does not fit on the 8x8 "
                                                       "map at x 8 (x must be 0 to 7)");
        QTest::newRow("taken id") << addGoblin(6, 1).replace("'id': 'g3'", "'id': 'g1'")
                                  << QStringLiteral("there is a creature 'g1' in the encounter already");
        QTest::newRow("another block") << addGoblin(6, 1).replace("'block': {'id': 'g3'", "'block': {'id': 'g4'")
                                       << QStringLiteral("addCreature: block.id: 'g4' is not the creature's id 'g3'");
        QTest::newRow("no defenses") << addGoblin(6, 1).replace("'defenses'", "'defences'")
                                     << QStringLiteral("addCreature: block.defenses: missing (an object is required)");
        QTest::newRow("no block") << QByteArray("{'type': 'addCreature', 'creature': {'id': 'g3', 'x': 6, 'y': 1, "
                                                "'side': 'monsters'}}")
                                  << QStringLiteral("command: block: missing (an object is required)");
    }
    void refusalsSayWhatAndWhere()
    {
        QFETCH(QByteArray, command);
        QFETCH(QString, error);
        auto encounter = fighting({20, 10, 5, 4, 3, 9});
        const EncounterState before = encounter->state();
        const CommandOutcome refused = run(*encounter, command.constData());
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error, error);
        QVERIFY(sameState(encounter->state(), before));
    }

    void anEndedEncounterTakesNoOne()
    {
        auto encounter = fighting({20, 10, 5, 4, 3, 9});
        QVERIFY(run(*encounter, "{'type': 'endEncounter'}").ok);
        const CommandOutcome refused = run(*encounter, addGoblin(6, 1).constData());
        QCOMPARE(refused.error, QStringLiteral("the encounter has ended: a creature joins a fight that runs"));
    }

    // One undo takes it back, redo brings it again, and the log alone replays it (its stat block is in the log).
    void undoRedoAndReplay()
    {
        auto encounter = fighting({20, 10, 5, 4, 3, 9});
        const EncounterState before = encounter->state();
        QVERIFY(run(*encounter, addGoblin(6, 1).constData()).ok);
        const EncounterState after = encounter->state();
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
        QVERIFY(!encounter->state().combatant(QStringLiteral("g3")));
        QVERIFY(encounter->redo().ok);
        QVERIFY(sameState(encounter->state(), after));
        endTurns(*encounter, 3); // ava, bran and the newcomer's own turn
        const QByteArray text = encounter->log().toJsonLines();
        auto log = EncounterLog::fromJsonLines(text, QStringLiteral("log.jsonl"));
        QVERIFY(log.ok());
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("log.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));
        QCOMPARE((*replayed)->log().toJsonLines(), text);
    }

    // The campaign file keeps it: a reopened campaign resumes the fight with the newcomer, then undoes it.
    void theCampaignFileKeepsIt()
    {
        Table table;
        QVERIFY(table.open());
        EncounterState withIt;
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(table.start(session));
            const CommandOutcome added = run(session, object(freeGoblin(session.encounter()->state())));
            QVERIFY2(added.ok, qPrintable(added.error));
            withIt = session.encounter()->state();
        }
        table.close();
        QVERIFY(table.open());
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        QVERIFY(*reopened.resume());
        QVERIFY(sameState(reopened.encounter()->state(), withIt));
        QVERIFY(reopened.encounter()->state().combatant(QStringLiteral("g3")));
        QVERIFY(reopened.undo().ok);
        QVERIFY(!reopened.encounter()->state().combatant(QStringLiteral("g3")));
    }

private:
    // The goblin on the first square of the crypt it may stand on.
    static QByteArray freeGoblin(const EncounterState &state)
    {
        for (int y = 0; y < state.grid.height(); ++y) {
            for (int x = 0; x < state.grid.width(); ++x) {
                const QByteArray command = json(addGoblin(x, y).constData());
                auto parsed = commandFromJson(object(command), JsonContext(QStringLiteral("test")));
                if (parsed && (*parsed)->validate(state).ok())
                    return command;
            }
        }
        return {};
    }
};

QTEST_GUILESS_MAIN(TestAddCreature)
#include "tst_addcreature.moc"
