#include "publishedmonsterroom.h"

#include "encounter/encounterlog.h"
#include "encounter/encounterreplay.h"
#include "encounter/squarechoices.h"
#include "simulation/policydecider.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

QJsonObject squareDecision(const QList<QJsonObject> &events)
{
    return decisionOfKind(events, QStringLiteral("square"));
}

// The swarm (Large, 4-5 x 4-5) at 42 HP, Ava beside it at 6,4; her sword hits (15 + 5 = 20 against AC 15) for d8 5
// + 3 = 8, to 34: at or below its staggered value 39 from above it, so Scuttle Away's trigger is met.
const char *swordOnSwarm = "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['ostovite-swarm']}";

std::unique_ptr<CommandProcessor> swarmRoom()
{
    auto encounter = room(QStringLiteral("ostovite-swarm"), 5, 6, {15, 5});
    run(*encounter, "{'type': 'setHitPoints', 'target': 'ostovite-swarm', 'hp': 42}");
    return encounter;
}

} // namespace

/**
 * Questions whose answer is a square (Decider::square; docs/encounter.md "Squares"), with the published powers of
 * ../shared/rules/orcus-monsters-1.0.md that ask one:
 * - the ostovite swarm's Scuttle Away ("reaction, encounter": "When the ostovite swarm is staggered for the first
 *   time; Shift 5"; Large, 78 HP, staggered 39, AC 15): the square it shifts to, up to 5 squares of Orcus "Step"
 *   ("Stepping does not provoke"), is the offer; declining the square is not using it;
 * - the chank's Capacitor Purge ("reaction, encounter": "When the chank is reduced to 0 hit points or below: The chank
 *   makes a *perimeter blast* attack"; Perimeter Blast: "Far burst 1 within 5 and 120; +17 vs Reflex; The target is
 *   pushed 4 squares"; Large, 77 HP, AC 26): the burst's origin, 5 to 120 squares away with line of effect, is the
 *   offer (the least range: tst_leastrange).
 */
class TestSquareDecisions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsTheShift()
    {
        const QJsonObject scuttle = encounterPower(QStringLiteral("ostovite-swarm"), QStringLiteral("scuttle-away"));
        QCOMPARE(scuttle.value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        QCOMPARE(scuttle.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        QCOMPARE(scuttle.value(QStringLiteral("usage")).toString(), QStringLiteral("encounter"));
        QCOMPARE(scuttle.value(QStringLiteral("selfChange")).toObject(), (QJsonObject{{QStringLiteral("shifts"), 5}}));
        const Power *power = powerNamed(*published(QStringLiteral("ostovite-swarm")), QStringLiteral("Scuttle Away"));
        QVERIFY(power && MonsterCombatant::playsPower(*power) && MonsterCombatant::playsWhole(*power));
        // The ostovite's own Scuttle Away waits for its bone chariot's destruction, a trigger the encounter does not
        // watch: the table's.
        QVERIFY(encounterPower(QStringLiteral("ostovite"), QStringLiteral("scuttle-away")).isEmpty());
    }

    // The squares a shift of 5 allows: every top-left position the Large swarm reaches by up to 5 steps on the
    // 12 x 8 hall, Ava's squares barred (hostile), its own excluded. From 4,4 it reaches x 0..9 and y 0..6 (its
    // space must fit), less its own, the positions overlapping Ava at 6,4 (5,3 5,4 6,3 6,4) and 9,0 and 9,1: with
    // 5,3 barred, the way up and round her takes a sixth step (beyond her, 7,3 and 7,4 are still reached).
    void aShiftOfFiveAllowsTheReachableSquares()
    {
        auto encounter = swarmRoom();
        QJsonObject from;
        const QList<SquareOption> options =
            SquareChoices::shift(encounter->state(), QStringLiteral("ostovite-swarm"), 5, &from);
        QCOMPARE(from.value(QStringLiteral("adjacentEnemies")).toInt(), 1);
        QCOMPARE(options.size(), 10 * 7 - 1 - 4 - 2);
        const auto at = [&](int x, int y) {
            for (const SquareOption &option : options) {
                if (option.square == Square{x, y})
                    return option.facts;
            }
            return QJsonObject();
        };
        QVERIFY(at(4, 4).isEmpty());
        QVERIFY(at(5, 4).isEmpty());
        QCOMPARE(at(0, 0).value(QStringLiteral("cost")).toInt(), 4);
        QCOMPARE(at(0, 0).value(QStringLiteral("adjacentEnemies")).toInt(), 0);
        QCOMPARE(at(0, 0).value(QStringLiteral("nearestEnemy")).toInt(), 5); // x 0-1 to Ava's 6: range 5
        QCOMPARE(at(4, 2).value(QStringLiteral("adjacentEnemies")).toInt(), 1);
    }

    // Taken: the swarm shifts to 0,2 (4 squares, each a step: no opportunity attack from Ava, whom it leaves), its
    // immediate action and the power spent; the decision is in the log with the square. One undo takes the attack
    // and the reaction back; the log replays to the same state.
    void scuttleAwayShiftsToTheChosenSquare()
    {
        auto encounter = swarmRoom();
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, swordOnSwarm, {square(Square{0, 2})});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ostovite-swarm"))->hp, 34);
        const QJsonObject asked = squareDecision(outcome.events);
        QCOMPARE(asked.value(QStringLiteral("decider")).toString(), QStringLiteral("ostovite-swarm"));
        QCOMPARE(asked.value(QStringLiteral("subject")).toString(), QStringLiteral("ava"));
        QCOMPARE(asked.value(QStringLiteral("power")).toString(), QStringLiteral("scuttle-away"));
        QCOMPARE(asked.value(QStringLiteral("purpose")).toString(), QStringLiteral("shift"));
        QCOMPARE(asked.value(QStringLiteral("distance")).toInt(), 5);
        QCOMPARE(asked.value(QStringLiteral("squares")).toInt(), 63);
        QCOMPARE(asked.value(QStringLiteral("answer")).toArray(), (QJsonArray{0, 2}));
        QCOMPARE(ofType(outcome.events, "triggeredPower").size(), 1);
        const QList<QJsonObject> moved = ofType(outcome.events, "moved");
        QCOMPARE(moved.size(), 1);
        QCOMPARE(moved.first().value(QStringLiteral("mode")).toString(), QStringLiteral("step"));
        QCOMPARE(moved.first().value(QStringLiteral("path")).toArray().size(), 4);
        const Combatant *swarm = encounter->state().combatant(QStringLiteral("ostovite-swarm"));
        QCOMPARE(swarm->position, (Square{0, 2}));
        QVERIFY(swarm->immediateActionUsed);
        QVERIFY(swarm->expendedPowers.contains(QStringLiteral("scuttle-away")));
        for (const QJsonObject &decision : ofType(outcome.events, "decision"))
            QVERIFY(decision.value(QStringLiteral("kind")).toString() != QLatin1String("opportunityAttack"));

        auto log = EncounterLog::fromJsonLines(encounter->log().toJsonLines(), QStringLiteral("swarm.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("swarm.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));

        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    // Declined (no square; also the scripted default): nothing moves and the power stays unused for a later trigger.
    void declinedTheSwarmStays()
    {
        for (const bool scripted : {true, false}) {
            auto encounter = swarmRoom();
            const CommandOutcome outcome =
                scripted ? run(*encounter, swordOnSwarm, {square(std::nullopt)}) : run(*encounter, swordOnSwarm);
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            QVERIFY(squareDecision(outcome.events).value(QStringLiteral("answer")).isNull());
            QVERIFY(ofType(outcome.events, "triggeredPower").isEmpty());
            const Combatant *swarm = encounter->state().combatant(QStringLiteral("ostovite-swarm"));
            QCOMPARE(swarm->position, (Square{4, 4}));
            QVERIFY(!swarm->immediateActionUsed);
            QVERIFY(!swarm->expendedPowers.contains(QStringLiteral("scuttle-away")));
        }
    }

    // A square the rules do not allow (10,6 is 6 squares away; 6,4 is Ava's) is refused: recorded as declined with
    // the reason, and nothing moves.
    void aSquareTheRulesDoNotAllowIsRefused_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::newRow("out of reach") << 10 << 6;
        QTest::newRow("Ava's square") << 6 << 4;
    }
    void aSquareTheRulesDoNotAllowIsRefused()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        auto encounter = swarmRoom();
        const CommandOutcome outcome = run(*encounter, swordOnSwarm, {square(Square{x, y})});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject asked = squareDecision(outcome.events);
        QVERIFY(asked.value(QStringLiteral("answer")).isNull());
        QCOMPARE(asked.value(QStringLiteral("refused")).toString(),
                 QStringLiteral("square %1,%2 is not one the rules allow for Scuttle Away (63 allowed)").arg(x).arg(y));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ostovite-swarm"))->position, (Square{4, 4}));
    }

    void theImporterReadsThePurge()
    {
        // "within 5 and 120": the least and the greatest range of the origin square.
        const QJsonObject blast = encounterPower(QStringLiteral("chank"), QStringLiteral("perimeter-blast"));
        QCOMPARE(blast.value(QStringLiteral("range")).toInt(), 120);
        const QJsonObject purge = encounterPower(QStringLiteral("chank"), QStringLiteral("capacitor-purge"));
        QCOMPARE(purge.value(QStringLiteral("trigger")).toString(), QStringLiteral("reducedToZero"));
        QCOMPARE(purge.value(QStringLiteral("origin")).toString(), QStringLiteral("far"));
        QCOMPARE(purge.value(QStringLiteral("burst")).toInt(), 1);
        QCOMPARE(purge.value(QStringLiteral("range")).toInt(), 120);
        QCOMPARE(purge.value(QStringLiteral("minRange")).toInt(), 5);
        QCOMPARE(purge.value(QStringLiteral("attack")).toInt(), 17);
        QCOMPARE(purge.value(QStringLiteral("vs")).toString(), QStringLiteral("reflex"));
        QCOMPARE(purge.value(QStringLiteral("forced")).toObject(),
                 (QJsonObject{{QStringLiteral("distance"), 4}, {QStringLiteral("kind"), QStringLiteral("push")}}));
        QCOMPARE(purge.value(QStringLiteral("expends")).toString(), QStringLiteral("perimeter-blast"));
        const Power *power = powerNamed(*published(QStringLiteral("chank")), QStringLiteral("Capacitor Purge"));
        QVERIFY(power && MonsterCombatant::playsPower(*power));
    }

    // The chank (4-5 x 4-5) at 2 HP, Ava at 10,4; her arrow hits (15 + 15 = 30 against AC 26) for 8, to -6. Before it
    // drops, Capacitor Purge asks for the origin: the squares whose burst 1 holds Ava (9-11 x 3-5), in range (5 to
    // 120 squares from the chank's 4-5: x 9 is 4 away) with line of effect, 6 squares, each expected to hit Ava 95% of
    // the time (+17 against Reflex 12: every face but the natural 1). Taken at 11,4: the blast rolls 10 + 17 = 27
    // against her Reflex 12 and pushes her (the farthest square from the chank the grid allows); then the chank dies.
    // One undo takes it all back; declined, or at 2,0 (its burst holds nobody: refused), nothing is rolled.
    void capacitorPurgeBurstsWhereItIsAimed()
    {
        auto encounter = room(QStringLiteral("chank"), 15, 10, {15, 5, 10});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'chank', 'hp': 2}").ok);
        const EncounterState before = encounter->state();
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['chank']}",
                {square(Square{11, 4})});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject asked = squareDecision(outcome.events);
        QCOMPARE(asked.value(QStringLiteral("purpose")).toString(), QStringLiteral("origin"));
        QCOMPARE(asked.value(QStringLiteral("power")).toString(), QStringLiteral("capacitor-purge"));
        QCOMPARE(asked.value(QStringLiteral("squares")).toInt(), 6);
        QCOMPARE(asked.value(QStringLiteral("answer")).toArray(), (QJsonArray{11, 4}));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks.last().value(QStringLiteral("attacker")).toString(), QStringLiteral("chank"));
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 27);
        QCOMPARE(attacks.last().value(QStringLiteral("defense")).toInt(), 12);
        QVERIFY(attacks.last().value(QStringLiteral("hit")).toBool());
        QVERIFY(encounter->state().combatant(QStringLiteral("ava"))->position != (Square{10, 4}));
        QVERIFY(encounter->state().combatant(QStringLiteral("chank"))->dead);
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));

        for (const std::optional<Square> &answer : {std::optional<Square>(), std::optional<Square>(Square{2, 0})}) {
            auto declined = room(QStringLiteral("chank"), 15, 10, {15, 5, 10});
            QVERIFY(run(*declined, "{'type': 'setHitPoints', 'target': 'chank', 'hp': 2}").ok);
            const CommandOutcome dropped =
                run(*declined, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['chank']}",
                    {square(answer)});
            QVERIFY2(dropped.ok, qPrintable(dropped.error));
            QCOMPARE(ofType(dropped.events, "attack").size(), 1);
            QCOMPARE(declined->state().combatant(QStringLiteral("ava"))->position, (Square{10, 4}));
            QVERIFY(declined->state().combatant(QStringLiteral("chank"))->dead);
        }
    }

    // The options the policy weighs: each origin's expected hits (Ava's 0.95), and the first of the best taken (x 9,
    // nearer than the least range 5, is not among them).
    void thePolicyAimsThePurgeAtTheEnemy()
    {
        auto encounter = room(QStringLiteral("chank"), 15, 10, {15, 5, 10});
        const Combatant *chank = encounter->state().combatant(QStringLiteral("chank"));
        const CombatPower *purge = chank->power(QStringLiteral("capacitor-purge"));
        QVERIFY(purge);
        const QList<SquareOption> origins = SquareChoices::burstOrigins(encounter->state(), *chank, *purge);
        QCOMPARE(origins.size(), 6);
        QCOMPARE(origins.first().square, (Square{10, 3}));
        QCOMPARE(origins.first().facts.value(QStringLiteral("expected")).toDouble(), 0.95);
        QCOMPARE(origins.first().facts.value(QStringLiteral("enemies")).toInt(), 1);
        DecisionRequest request{DecisionKind::Square, QStringLiteral("chank"), QStringLiteral("ava"), {}};
        request.details.insert(QStringLiteral("purpose"), QStringLiteral("origin"));
        request.squares = origins;
        PolicyDecider policy;
        QCOMPARE(QCoro::waitFor(policy.square(request)), std::optional<Square>(Square{10, 3}));
    }

    // The policy shifts to the safest square: none adjacent to Ava and the farthest from her (range 6 from x 0,
    // her space at 6: a square with x 0 and the cheapest way there first).
    void thePolicyShiftsAwayFromTheEnemy()
    {
        auto encounter = swarmRoom();
        PolicyDecider policy;
        const CommandOutcome outcome =
            encounter->run(commandFromJson(object(json(swordOnSwarm)), JsonContext(QString())).value(), &policy);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *swarm = encounter->state().combatant(QStringLiteral("ostovite-swarm"));
        QCOMPARE(swarm->position.x, 0);
        QVERIFY(swarm->expendedPowers.contains(QStringLiteral("scuttle-away")));
    }
};

QTEST_GUILESS_MAIN(TestSquareDecisions)
#include "tst_squaredecisions.moc"
