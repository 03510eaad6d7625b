#include "publishedmonsterroom.h"

#include "encounter/encounterlog.h"
#include "encounter/encounterreplay.h"
#include "simulation/policydecider.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const char *swordOnBones = "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['bloody-bones']}";
const char *bowOnBones = "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['bloody-bones']}";

} // namespace

/**
 * A counter that prints no trigger and only shifts its user (docs/encounter.md "Counters"), with the one published
 * power of ../shared/rules/orcus-monsters-1.0.md that is one: the bloody bones' Slide Away ("counter, encounter":
 * "Shift 6."; Medium, 90 HP, AC 15). Battlemat reads it as a counter on being attacked (trigger "attacked", as the
 * counters that print an attack in their trigger; Orcus "Triggered actions": a counter comes before its trigger
 * resolves): before the attack's rolls, its controller is asked the square it shifts to (6 squares of Orcus "Step",
 * so no opportunity attack); declining the square is not using it. A target the shift took out of the attack's reach,
 * range or area drops out of it: the attack against it is lost ("attackLost"), its action spent. Ava (sword +5,
 * 1d8+3; bow ranged 10) beside it at 5,4 acts first (d20 20 against its 1).
 */
class TestCounteredShift : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsSlideAway()
    {
        const QJsonObject slide = encounterPower(QStringLiteral("bloody-bones"), QStringLiteral("slide-away"));
        QCOMPARE(slide.value(QStringLiteral("trigger")).toString(), QStringLiteral("attacked"));
        QCOMPARE(slide.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        QCOMPARE(slide.value(QStringLiteral("usage")).toString(), QStringLiteral("encounter"));
        QCOMPARE(slide.value(QStringLiteral("origin")).toString(), QStringLiteral("self"));
        QCOMPARE(slide.value(QStringLiteral("selfChange")).toObject(), (QJsonObject{{QStringLiteral("shifts"), 6}}));
        const Power *power = powerNamed(*published(QStringLiteral("bloody-bones")), QStringLiteral("Slide Away"));
        QVERIFY(power && MonsterCombatant::playsPower(*power) && MonsterCombatant::playsWhole(*power));
    }

    // Before Ava's sword is rolled the bones are asked where they shift (6 squares); at 0,4, four squares off, the
    // sword no longer reaches them: the attack against them is lost, nothing is rolled, they keep their 90 hit points;
    // Slide Away and their immediate action are spent. One undo takes it all back; the log replays to the same state.
    void slidingOutOfReachLosesTheAttack()
    {
        auto encounter = room(QStringLiteral("bloody-bones"), 5, 5, {15, 5});
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, swordOnBones, {square(Square{0, 4})});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject asked = decisionOfKind(outcome.events, QStringLiteral("square"));
        QCOMPARE(asked.value(QStringLiteral("decider")).toString(), QStringLiteral("bloody-bones"));
        QCOMPARE(asked.value(QStringLiteral("subject")).toString(), QStringLiteral("ava"));
        QCOMPARE(asked.value(QStringLiteral("purpose")).toString(), QStringLiteral("shift"));
        QCOMPARE(asked.value(QStringLiteral("distance")).toInt(), 6);
        QCOMPARE(asked.value(QStringLiteral("trigger")).toString(), QStringLiteral("attacked"));
        QCOMPARE(ofType(outcome.events, "triggeredPower").size(), 1);
        const QList<QJsonObject> lost = ofType(outcome.events, "attackLost");
        QCOMPARE(lost.size(), 1);
        QCOMPARE(lost.first().value(QStringLiteral("target")).toString(), QStringLiteral("bloody-bones"));
        QVERIFY(ofType(outcome.events, "attack").isEmpty());
        QVERIFY(ofType(outcome.events, "damage").isEmpty());
        const Combatant *bones = encounter->state().combatant(QStringLiteral("bloody-bones"));
        QCOMPARE(bones->position, (Square{0, 4}));
        QCOMPARE(bones->hp, 90);
        QVERIFY(bones->immediateActionUsed);
        QVERIFY(bones->expendedPowers.contains(QStringLiteral("slide-away")));

        auto log = EncounterLog::fromJsonLines(encounter->log().toJsonLines(), QStringLiteral("bones.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("bones.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    // The square declined: not used, the sword is rolled (15 + 5 = 20 against AC 15 hits, 5 + 3 = 8: 90 -> 82).
    void declinedTheAttackGoesOn()
    {
        auto encounter = room(QStringLiteral("bloody-bones"), 5, 5, {15, 5});
        const CommandOutcome outcome = run(*encounter, swordOnBones, {square(std::nullopt)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "attack").first().value(QStringLiteral("hit")).toBool());
        const Combatant *bones = encounter->state().combatant(QStringLiteral("bloody-bones"));
        QCOMPARE(bones->hp, 82);
        QCOMPARE(bones->position, (Square{4, 4}));
        QVERIFY(!bones->expendedPowers.contains(QStringLiteral("slide-away")));
    }

    // Ava's bow (ranged 10) from 7,4 still reaches 0,4, seven squares off: the shift spares nothing, the roll is
    // made.
    void aRangedAttackStillReaches()
    {
        auto encounter = room(QStringLiteral("bloody-bones"), 5, 7, {15, 5});
        const CommandOutcome outcome = run(*encounter, bowOnBones, {square(Square{0, 4})});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "attackLost").isEmpty());
        QCOMPARE(ofType(outcome.events, "attack").size(), 1);
        QCOMPARE(encounter->state().combatant(QStringLiteral("bloody-bones"))->position, (Square{0, 4}));
    }

    // Spent, it waits for the next encounter: Ava's next attack, a round later, asks nothing.
    void oncePerEncounter()
    {
        auto encounter = room(QStringLiteral("bloody-bones"), 5, 7, {15, 5});
        QVERIFY(run(*encounter, bowOnBones, {square(Square{3, 4})}).ok);
        endTurns(*encounter, 2);
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const CommandOutcome again = run(*encounter, bowOnBones);
        QVERIFY2(again.ok, qPrintable(again.error));
        QVERIFY(decisionOfKind(again.events, QStringLiteral("square")).isEmpty());
    }

    // The simulation's policy takes it and shifts (TacticsSquare: the square with the fewest enemies adjacent).
    void thePolicyTakesIt()
    {
        auto encounter = room(QStringLiteral("bloody-bones"), 5, 5, {15, 5});
        PolicyDecider policy;
        const CommandOutcome outcome =
            encounter->run(commandFromJson(object(json(swordOnBones)), JsonContext(QString())).value(), &policy);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *bones = encounter->state().combatant(QStringLiteral("bloody-bones"));
        QVERIFY(bones->expendedPowers.contains(QStringLiteral("slide-away")));
        QVERIFY(bones->position != (Square{4, 4}));
    }
};

QTEST_GUILESS_MAIN(TestCounteredShift)
#include "tst_counteredshift.moc"
