#include "publishedmonsterroom.h"

#include "encounter/attackdamage.h"
#include "encounter/encounterlog.h"
#include "encounter/encounterreplay.h"
#include "simulation/policydecider.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const char *swordOnScreamer = "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['baby-screamer']}";

// The arena's goblin g1 (20 HP, AC 14, beside Ava) given a counter that only turns a hit into a miss, and Ava a
// cleave (+6, 2d6+4, "Miss: half damage"). Initiative: Ava's 20 first; her d20 15 (21 against AC 14) hits, the
// damage dice 3 and 5: 12, half of it 6.
std::unique_ptr<CommandProcessor> wardedGoblin()
{
    QJsonObject encounter = arena({20, 1, 1, 1, 1, 15, 3, 5});
    QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
    QJsonObject ava = creatures[0].toObject();
    QJsonArray powers = ava.value(QStringLiteral("powers")).toArray();
    powers.append(object(json("{'id': 'cleave', 'attack': 6, 'damage': '2d6+4', 'halfOnMiss': true}")));
    ava.insert(QStringLiteral("powers"), powers);
    creatures[0] = ava;
    QJsonObject goblin = creatures[2].toObject();
    powers = goblin.value(QStringLiteral("powers")).toArray();
    powers.append(object(json("{'id': 'ward', 'name': 'Ward', 'origin': 'self', 'action': 'immediate', 'usage': "
                              "'encounter', 'trigger': 'beingHit', 'makesMiss': true}")));
    goblin.insert(QStringLiteral("powers"), powers);
    creatures[2] = goblin;
    encounter.insert(QStringLiteral("creatures"), creatures);
    auto processor = make(encounter);
    run(*processor, "{'type': 'start'}");
    run(*processor, "{'type': 'rollInitiative'}");
    return processor;
}

} // namespace

/**
 * A counter that turns a hit into a miss (power field `makesMiss`, trigger "beingHit"; docs/encounter.md "Triggered
 * powers"), with the one published power of ../shared/rules/orcus-monsters-1.0.md that prints it: the baby
 * screamer's Pulse Engine ("counter, encounter": "When an enemy hits the baby screamer: The baby screamer shifts one
 * square, and the attack misses"; Medium, 1 HP, AC 26). The counter comes after the attack roll hits and before the
 * damage (Orcus "Action required": a counter's effects come before its trigger resolves); its question shows the
 * damage the miss spares on average; taken, the screamer shifts first (the square its controller chooses, one square
 * of Orcus "Step") and the attack resolves as a miss through the attack rules themselves: what the power's miss
 * deals ("Miss: half damage"), nothing else. Ava (sword +15, 1d8+3) acts first (d20 20 against the screamer's 1).
 */
class TestHitTurnedToMiss : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsPulseEngine()
    {
        const QJsonObject pulse = encounterPower(QStringLiteral("baby-screamer"), QStringLiteral("pulse-engine"));
        QCOMPARE(pulse.value(QStringLiteral("trigger")).toString(), QStringLiteral("beingHit"));
        QCOMPARE(pulse.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        QCOMPARE(pulse.value(QStringLiteral("usage")).toString(), QStringLiteral("encounter"));
        QCOMPARE(pulse.value(QStringLiteral("origin")).toString(), QStringLiteral("self"));
        QVERIFY(pulse.value(QStringLiteral("makesMiss")).toBool());
        QCOMPARE(pulse.value(QStringLiteral("selfChange")).toObject(), (QJsonObject{{QStringLiteral("shifts"), 1}}));
        const Power *power = powerNamed(*published(QStringLiteral("baby-screamer")), QStringLiteral("Pulse Engine"));
        QVERIFY(power && MonsterCombatant::playsPower(*power) && MonsterCombatant::playsWhole(*power));
    }

    // The average damage a miss spares: 1d8+3 averages 7.5 on a hit, 11 on a critical hit (its maximum); a power
    // whose miss deals half spares half of it.
    void theDamageSparedIsTheHitsLessTheMisss()
    {
        CombatPower sword;
        sword.damage = DiceFormula{1, 8, 3};
        QCOMPARE(AttackRules::averageDamage(sword, true, false), 7.5);
        QCOMPARE(AttackRules::averageDamage(sword, true, true), 11.0);
        QCOMPARE(AttackRules::averageDamage(sword, false, false), 0.0);
        sword.halfOnMiss = true;
        QCOMPARE(AttackRules::averageDamage(sword, false, false), 3.75);
    }

    // Ava's d20 15 + 15 = 30 against AC 26 hits; Pulse Engine is offered (nothing rolled; it spares 7.5 damage on
    // average), taken, the screamer shifts to 3,4 and the attack misses: no damage roll, the screamer keeps its 1 hit
    // point, its immediate action and the power spent. One undo takes it all back; the log replays to the same state.
    void pulseEngineTurnsTheHitIntoAMiss()
    {
        auto encounter = room(QStringLiteral("baby-screamer"), 15, 5, {15});
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, swordOnScreamer, {use(true), square(Square{3, 4})});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject offer = decisionOfKind(outcome.events, QStringLiteral("triggeredPower"));
        QCOMPARE(offer.value(QStringLiteral("decider")).toString(), QStringLiteral("baby-screamer"));
        QCOMPARE(offer.value(QStringLiteral("subject")).toString(), QStringLiteral("ava"));
        QCOMPARE(offer.value(QStringLiteral("selfChange")).toObject(), (QJsonObject{{QStringLiteral("shifts"), 1}}));
        QVERIFY(offer.value(QStringLiteral("makesMiss")).toBool());
        QCOMPARE(offer.value(QStringLiteral("saves")).toDouble(), 7.5);
        QVERIFY(offer.value(QStringLiteral("odds")).toArray().isEmpty());
        const QJsonObject shift = decisionOfKind(outcome.events, QStringLiteral("square"));
        QCOMPARE(shift.value(QStringLiteral("purpose")).toString(), QStringLiteral("shift"));
        QCOMPARE(shift.value(QStringLiteral("distance")).toInt(), 1);
        QCOMPARE(shift.value(QStringLiteral("squares")).toInt(), 7); // its 8 neighbours but Ava's
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks.first().value(QStringLiteral("natural")).toInt(), 15);
        QCOMPARE(attacks.first().value(QStringLiteral("total")).toInt(), 30);
        QVERIFY(!attacks.first().value(QStringLiteral("hit")).toBool());
        QCOMPARE(attacks.first().value(QStringLiteral("turnedToMiss")).toString(), QStringLiteral("pulse-engine"));
        QVERIFY(ofType(outcome.events, "damage").isEmpty());
        QCOMPARE(ofType(outcome.events, "triggeredPower").size(), 1);
        const Combatant *screamer = encounter->state().combatant(QStringLiteral("baby-screamer"));
        QCOMPARE(screamer->hp, 1);
        QVERIFY(!screamer->dead);
        QCOMPARE(screamer->position, (Square{3, 4}));
        QVERIFY(screamer->immediateActionUsed);
        QVERIFY(screamer->expendedPowers.contains(QStringLiteral("pulse-engine")));

        auto log = EncounterLog::fromJsonLines(encounter->log().toJsonLines(), QStringLiteral("screamer.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("screamer.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), encounter->state()));

        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    // Taken with the shift's square declined: the screamer stays where it is, and the attack misses all the same.
    void theShiftDeclinedTheAttackStillMisses()
    {
        auto encounter = room(QStringLiteral("baby-screamer"), 15, 5, {15});
        const CommandOutcome outcome = run(*encounter, swordOnScreamer, {use(true), square(std::nullopt)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *screamer = encounter->state().combatant(QStringLiteral("baby-screamer"));
        QCOMPARE(screamer->position, (Square{4, 4}));
        QCOMPARE(screamer->hp, 1);
        QVERIFY(ofType(outcome.events, "moved").isEmpty());
    }

    // Declined: the hit stands, 1d8 5 + 3 = 8 damage, and the 1-hit-point screamer is destroyed.
    void declinedTheHitStands()
    {
        auto encounter = room(QStringLiteral("baby-screamer"), 15, 5, {15, 5});
        const CommandOutcome outcome = run(*encounter, swordOnScreamer, {use(false)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "attack").first().value(QStringLiteral("hit")).toBool());
        QVERIFY(encounter->state().combatant(QStringLiteral("baby-screamer"))->dead);
        QVERIFY(!encounter->state()
                     .combatant(QStringLiteral("baby-screamer"))
                     ->expendedPowers.contains(QStringLiteral("pulse-engine")));
    }

    // A natural 20 is a critical hit: the question shows the critical's damage spared (1d8+3's maximum, 11), and the
    // miss is no critical.
    void aCriticalHitSparesItsMaximum()
    {
        auto encounter = room(QStringLiteral("baby-screamer"), 15, 5, {20});
        const CommandOutcome outcome = run(*encounter, swordOnScreamer, {use(true)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(
            decisionOfKind(outcome.events, QStringLiteral("triggeredPower")).value(QStringLiteral("saves")).toDouble(),
            11.0);
        const QJsonObject attack = ofType(outcome.events, "attack").first();
        QVERIFY(!attack.value(QStringLiteral("hit")).toBool());
        QVERIFY(!attack.value(QStringLiteral("critical")).toBool());
    }

    // The miss does what the power's miss does: Ava's cleave ("Miss: half damage", 2d6+4) turned to a miss on the
    // warded goblin deals half of its 3 + 5 + 4 = 12, 6 (20 -> 14); declined, the hit deals 12 (20 -> 8). The
    // question shows 11 - 5.5 = 5.5 spared.
    void theMissDealsWhatAMissDeals()
    {
        for (const bool taken : {true, false}) {
            auto encounter = wardedGoblin();
            const CommandOutcome outcome =
                run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'cleave', 'targets': ['g1']}",
                    {use(taken)});
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            QCOMPARE(decisionOfKind(outcome.events, QStringLiteral("triggeredPower"))
                         .value(QStringLiteral("saves"))
                         .toDouble(),
                     5.5);
            QCOMPARE(encounter->state().combatant(QStringLiteral("g1"))->hp, taken ? 14 : 8);
            QCOMPARE(ofType(outcome.events, "attack").first().value(QStringLiteral("hit")).toBool(), !taken);
        }
    }

    // Spent, the counter waits for the next encounter: Ava's second hit (after the goblins' and the ogre's turns)
    // asks nothing and lands.
    void oncePerEncounter()
    {
        auto encounter = wardedGoblin();
        QVERIFY(
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}", {use(true)})
                .ok);
        QVERIFY(encounter->state().combatant(QStringLiteral("g1"))->expendedPowers.contains(QStringLiteral("ward")));
        endTurns(*encounter, 5);
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const CommandOutcome again =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(again.ok, qPrintable(again.error));
        QVERIFY(decisionOfKind(again.events, QStringLiteral("triggeredPower")).isEmpty());
    }

    // The simulation's policy takes it (a miss is always worth a counter) and shifts away from Ava.
    void thePolicyTakesIt()
    {
        auto encounter = room(QStringLiteral("baby-screamer"), 15, 5, {15});
        PolicyDecider policy;
        const CommandOutcome outcome =
            encounter->run(commandFromJson(object(json(swordOnScreamer)), JsonContext(QString())).value(), &policy);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *screamer = encounter->state().combatant(QStringLiteral("baby-screamer"));
        QVERIFY(!screamer->dead);
        QCOMPARE(screamer->position.x, 3);
    }

    // Only a counter on being hit turns the hit into a miss.
    void makesMissNeedsTheBeingHitTrigger()
    {
        const auto read = combatPowerFromJson(object(json("{'id': 'ward', 'origin': 'self', 'action': 'immediate', "
                                                          "'trigger': 'hit', 'makesMiss': true}")),
                                              JsonContext(QStringLiteral("x"), QStringLiteral("powers[1]")));
        QVERIFY(!read.ok());
        QCOMPARE(
            read.errorMessage(),
            QStringLiteral("x: powers[1].makesMiss: only a power with trigger beingHit turns the hit into a miss"));
    }
};

QTEST_GUILESS_MAIN(TestHitTurnedToMiss)
#include "tst_hitturnedtomiss.moc"
