#include "publishedmonsterroom.h"

#include "encounter/combatpowerjson.h"
#include "encounter/conditionrules.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

/** The "odds" of the first triggeredPower decision in these events: {target: percent}. */
QMap<QString, int> oddsAsked(const QList<QJsonObject> &events)
{
    QMap<QString, int> odds;
    for (const QJsonObject &decision : ofType(events, "decision")) {
        if (decision.value(QStringLiteral("kind")).toString() != QLatin1String("triggeredPower"))
            continue;
        for (const QJsonValue &entry : decision.value(QStringLiteral("odds")).toArray())
            odds.insert(entry[QStringLiteral("target")].toString(), entry[QStringLiteral("percent")].toInt());
        break;
    }
    return odds;
}

} // namespace

/**
 * The trigger kinds read from the published wording of ../shared/rules/orcus-monsters-1.0.md beyond being hit,
 * staggered or dropped (TriggeredPowers; docs/encounter.md "Triggered powers"), each with its published monster:
 * - "hitByAdjacent": the small hunting spider's Raise Hairs ("swift, at-will ● Poison, Stance": "If an adjacent
 *   creature hits the spider with an attack, make an attack. +4 vs Fortitude; the target grants combat advantage
 *   until the end of their next turn");
 * - "enemyStandsUp": the plesiosaur's Tail Snap ("counter, at-will": "When an enemy in reach stands up from prone:
 *   Reach 3; +15 vs AC; 2d6+6 damage, and the target is pushed 3 squares");
 * - "targetedByPsychic": the animate collector's Machine Logic ("reaction, encounter": "The animate collector is
 *   the target of a Psychic attack: The attack has no effect on the animate collector");
 * - "enemyStaysPut": the mega-chariot's Ostovite Surprise ("reaction, at-will ● Acid": "When an enemy does not move
 *   during their turn: Ranged 5; +8 vs AC; The target takes persistent 5 acid damage (save ends)").
 * Ava (AC 17, Fortitude 14, 40 HP) acts first in each (d20 20 against the monster's 1).
 */
class TestTriggeredPowerKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The printed words become the kinds, the printed numbers stay: the spider's "+4 vs Fortitude" was printed
    // after its trigger ("..., make an attack. +4 vs Fortitude") and is its attack, not part of the trigger.
    void theImporterReadsThePrintedTriggers()
    {
        const Power *hairs =
            powerNamed(*published(QStringLiteral("small-hunting-spider")), QStringLiteral("Raise Hairs"));
        QVERIFY(hairs);
        QCOMPARE(hairs->trigger, QStringLiteral("If an adjacent creature hits the spider with an attack"));
        QVERIFY(hairs->attack && hairs->attack->bonus);
        QCOMPARE(*hairs->attack->bonus, 4);
        QCOMPARE(hairs->attack->defense, Defense::Fortitude);
        QCOMPARE(encounterTrigger(*hairs), QStringLiteral("hitByAdjacent"));
        // A stance's triggered attack costs no action: the swift action took up the stance.
        const QJsonObject spider =
            *MonsterCombatant::statBlock(*published(QStringLiteral("small-hunting-spider")), QStringLiteral("spider"));
        bool found = false;
        for (const QJsonValue &power : spider.value(QStringLiteral("powers")).toArray()) {
            if (power[QStringLiteral("id")].toString() != QLatin1String("raise-hairs"))
                continue;
            found = true;
            QCOMPARE(power[QStringLiteral("action")].toString(), QStringLiteral("free"));
            QCOMPARE(power[QStringLiteral("trigger")].toString(), QStringLiteral("hitByAdjacent"));
            QCOMPARE(power[QStringLiteral("attack")].toInt(), 4);
        }
        QVERIFY(found);
        // Hiss, the same spider's swift burst without a trigger, keeps its swift action.
        const Power *hiss = powerNamed(*published(QStringLiteral("small-hunting-spider")), QStringLiteral("Hiss"));
        QVERIFY(hiss && encounterTrigger(*hiss).isEmpty());

        const Power *snap = powerNamed(*published(QStringLiteral("plesiosaur")), QStringLiteral("Tail Snap"));
        QVERIFY(snap);
        QCOMPARE(encounterTrigger(*snap), QStringLiteral("enemyStandsUp"));
        QCOMPARE(*snap->attack->bonus, 15);
        QCOMPARE(snap->range, 3);
        const Power *surprise =
            powerNamed(*published(QStringLiteral("mega-chariot")), QStringLiteral("Ostovite Surprise"));
        QVERIFY(surprise);
        QCOMPARE(encounterTrigger(*surprise), QStringLiteral("enemyStaysPut"));
        QCOMPARE(*surprise->attack->bonus, 8);
        QCOMPARE(surprise->range, 5);
        const Power *logic =
            powerNamed(*published(QStringLiteral("animate-guardian")), QStringLiteral("Machine Logic"));
        QVERIFY(logic);
        QCOMPARE(encounterTrigger(*logic), QStringLiteral("targetedByPsychic"));
        QVERIFY(encounterIgnoresAttack(*logic)); // the book's copy names the collector: read as its own user
        QVERIFY(MonsterCombatant::playsPower(*logic));
        // Similar words that are not these triggers stay the table's: the gargoyle leaving its stone form, an ally.
        Power ally;
        ally.action = Power::Action::Reaction;
        ally.trigger = QStringLiteral("When an adjacent ally hits the spider with an attack");
        QCOMPARE(encounterTrigger(ally), QString());
        ally.trigger = QStringLiteral("When an enemy in reach stands up from prone");
        QCOMPARE(encounterTrigger(ally), QString()); // a reaction would follow the standing up: only the counter
    }

    // Ava's sword from the square beside the spider hits (15 + 6 = 21 against AC 15; d8 5 + 3 = 8: 29 to 21 HP): its
    // Raise Hairs is offered with her odds (+4 against Fortitude 14: 10 or more, 55%), taken rolls 12 + 4 = 16 and
    // hits; the combat advantage it grants is the table's. It spends no immediate action. Her arrow from four squares
    // away is no adjacent creature's hit: nothing is offered.
    void theHuntingSpiderAnswersAnAdjacentHit()
    {
        auto encounter = room(QStringLiteral("small-hunting-spider"), 6, 5, {15, 5, 12});
        const CommandOutcome outcome = run(
            *encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['small-hunting-spider']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("small-hunting-spider"))->hp, 21);
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{{QStringLiteral("ava"), 55}}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("raise-hairs"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("hitByAdjacent"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks.last().value(QStringLiteral("defense")).toInt(), 14); // her Fortitude
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 16);
        QVERIFY(attacks.last().value(QStringLiteral("hit")).toBool());
        QVERIFY(!encounter->state().combatant(QStringLiteral("small-hunting-spider"))->immediateActionUsed);
        // Undo takes the answer back with the hit.
        QVERIFY(encounter->undo().ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("small-hunting-spider"))->hp, 29);

        auto far = room(QStringLiteral("small-hunting-spider"), 6, 8, {15, 5});
        const CommandOutcome arrow =
            run(*far, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['small-hunting-spider']}");
        QVERIFY2(arrow.ok, qPrintable(arrow.error));
        QVERIFY(ofType(arrow.events, "attack").first().value(QStringLiteral("hit")).toBool());
        // Only Egg Sacs' space is asked (any hit sets it off; the script's default declines it), no Raise Hairs.
        QCOMPARE(ofType(arrow.events, "decision").size(), 1);
        QCOMPARE(ofType(arrow.events, "decision").first().value(QStringLiteral("purpose")).toString(),
                 QStringLiteral("place"));
        QVERIFY(ofType(arrow.events, "triggeredPower").isEmpty());
    }

    // Ava drops prone two squares from the Huge plesiosaur (its space 4-6 x 4-6, she at 8,4) and stands up: before
    // she stands, Tail Snap is offered (+15 against AC 17: all but a natural 1, 95%), rolls 10 + 15, + 2 as she is
    // still prone (off-guard against a melee attack) = 27, deals
    // 2d6 + 6 = 3 + 4 + 6 = 13 and pushes her 3 squares away, along the line from the centre of its space (5,5)
    // through hers, to 11,3; then she stands where she landed. Declined, she
    // stands unhurt. Four squares away she is out of its reach: nothing is offered.
    void thePlesiosaurSnapsAtAnEnemyStandingUp()
    {
        auto encounter = room(QStringLiteral("plesiosaur"), 6, 8, {10, 3, 4});
        QVERIFY(run(*encounter, "{'type': 'action', 'creature': 'ava', 'action': 'dropProne'}").ok);
        const CommandOutcome outcome = run(*encounter, "{'type': 'action', 'creature': 'ava', 'action': 'standUp'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{{QStringLiteral("ava"), 95}}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("enemyStandsUp"));
        QCOMPARE(used.first().value(QStringLiteral("by")).toString(), QStringLiteral("ava"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks.first().value(QStringLiteral("power")).toString(), QStringLiteral("tail-snap"));
        QCOMPARE(attacks.first().value(QStringLiteral("total")).toInt(), 27);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 40 - 13);
        QCOMPARE(ava->position, (Square{11, 3}));
        QVERIFY(!ConditionRules::has(encounter->state(), *ava, QStringLiteral("prone")));
        QVERIFY(encounter->state().combatant(QStringLiteral("plesiosaur"))->immediateActionUsed);
        // The snap came before she stood.
        qsizetype snap = -1, stood = -1;
        for (qsizetype i = 0; i < outcome.events.size(); ++i) {
            const QJsonObject &event = outcome.events.at(i);
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("triggeredPower"))
                snap = i;
            else if (event.value(QStringLiteral("reason")).toString() == QLatin1String("stood up"))
                stood = i;
        }
        QVERIFY(snap >= 0 && stood > snap);

        auto declined = room(QStringLiteral("plesiosaur"), 6, 8, {});
        QVERIFY(run(*declined, "{'type': 'action', 'creature': 'ava', 'action': 'dropProne'}").ok);
        const CommandOutcome free = run(*declined, "{'type': 'action', 'creature': 'ava', 'action': 'standUp'}",
                                        {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(free.ok, qPrintable(free.error));
        QVERIFY(ofType(free.events, "attack").isEmpty());
        const Combatant *standing = declined->state().combatant(QStringLiteral("ava"));
        QCOMPARE(standing->hp, 40);
        QVERIFY(!ConditionRules::has(declined->state(), *standing, QStringLiteral("prone")));

        auto far = room(QStringLiteral("plesiosaur"), 6, 10, {});
        QVERIFY(run(*far, "{'type': 'action', 'creature': 'ava', 'action': 'dropProne'}").ok);
        const CommandOutcome away = run(*far, "{'type': 'action', 'creature': 'ava', 'action': 'standUp'}");
        QVERIFY2(away.ok, qPrintable(away.error));
        QCOMPARE(ofType(away.events, "decision").size(), 0);
    }

    // Ava ends her turn where she stands, three squares from the Large mega-chariot (its space 4-5 x 4-5, she at
    // 8,4): Ostovite Surprise is offered (+8 against AC 17: 9 or more, 60%), rolls 10 + 8 = 18, hits, and she takes
    // persistent 5 acid damage (save ends), which burns at the start of her next turn. A turn in which she stepped
    // one square offers nothing.
    void theMegaChariotPunishesAnEnemyThatStaysPut()
    {
        auto encounter = room(QStringLiteral("mega-chariot"), 6, 8, {10});
        const CommandOutcome outcome = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{{QStringLiteral("ava"), 60}}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("ostovite-surprise"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("enemyStaysPut"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks.first().value(QStringLiteral("total")).toInt(), 18);
        QVERIFY(attacks.first().value(QStringLiteral("hit")).toBool());
        bool burning = false;
        for (const ActiveEffect &effect : encounter->state().effects) {
            burning = burning || (effect.target == QLatin1String("ava") && effect.spec.persistentDamage == 5 &&
                                  effect.spec.damageType == QLatin1String("acid") &&
                                  effect.spec.duration == EffectDuration::SaveEnds);
        }
        QVERIFY(burning);
        // After her turn was over, before the chariot's began.
        qsizetype ended = -1, reaction = -1, started = -1;
        for (qsizetype i = 0; i < outcome.events.size(); ++i) {
            const QString type = outcome.events.at(i).value(QStringLiteral("type")).toString();
            if (type == QLatin1String("turnEnded"))
                ended = i;
            else if (type == QLatin1String("triggeredPower"))
                reaction = i;
            else if (type == QLatin1String("turnStarted"))
                started = i;
        }
        QVERIFY(ended >= 0 && reaction > ended && started > reaction);
        QVERIFY(encounter->undo().ok);
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        QVERIFY(encounter->state().effects.isEmpty());

        auto moving = room(QStringLiteral("mega-chariot"), 6, 8, {});
        QVERIFY(run(*moving, "{'type': 'move', 'creature': 'ava', 'mode': 'step', 'path': [[9, 4]]}").ok);
        const CommandOutcome stepped = run(*moving, "{'type': 'endTurn', 'creature': 'ava'}");
        QVERIFY2(stepped.ok, qPrintable(stepped.error));
        QCOMPARE(ofType(stepped.events, "decision").size(), 0);
    }

    // Ava's Psychic mind spike at the animate collector, four squares away: before any roll its Machine Logic is
    // offered (nothing to roll: no odds); taken, the spike has no effect on it (no attack roll, 64 HP), its immediate
    // action and the encounter power are spent. Declined, the spike rolls 15 + 10 = 25 against Will 21, hits and
    // deals 1d6 + 3 = 4 + 3 = 7. Her arrow is no Psychic attack: nothing is offered.
    void theCollectorShrugsOffAPsychicAttack()
    {
        auto encounter = room(QStringLiteral("animate-collector"), 10, 8, {});
        const CommandOutcome outcome =
            run(*encounter,
                "{'type': 'attack', 'creature': 'ava', 'power': 'mind-spike', 'targets': ['animate-collector']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QList<QJsonObject> decisions = ofType(outcome.events, "decision");
        QCOMPARE(decisions.size(), 1);
        QCOMPARE(decisions.first().value(QStringLiteral("kind")).toString(), QStringLiteral("triggeredPower"));
        QVERIFY(decisions.first().value(QStringLiteral("odds")).toArray().isEmpty());
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("targetedByPsychic"));
        QCOMPARE(used.first().value(QStringLiteral("ignores")).toString(), QStringLiteral("mind-spike"));
        QVERIFY(ofType(outcome.events, "attack").isEmpty());
        const Combatant *collector = encounter->state().combatant(QStringLiteral("animate-collector"));
        QCOMPARE(collector->hp, 64);
        QVERIFY(collector->immediateActionUsed);
        QVERIFY(collector->expendedPowers.contains(QStringLiteral("machine-logic")));
        QVERIFY(encounter->undo().ok);
        QVERIFY(!encounter->state()
                     .combatant(QStringLiteral("animate-collector"))
                     ->expendedPowers.contains(QStringLiteral("machine-logic")));

        auto declined = room(QStringLiteral("animate-collector"), 10, 8, {15, 4});
        const CommandOutcome spike = run(
            *declined, "{'type': 'attack', 'creature': 'ava', 'power': 'mind-spike', 'targets': ['animate-collector']}",
            {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(spike.ok, qPrintable(spike.error));
        const QList<QJsonObject> attacks = ofType(spike.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks.first().value(QStringLiteral("total")).toInt(), 25);
        QCOMPARE(attacks.first().value(QStringLiteral("defense")).toInt(), 21);
        QCOMPARE(declined->state().combatant(QStringLiteral("animate-collector"))->hp, 64 - 7);

        auto arrow = room(QStringLiteral("animate-collector"), 10, 8, {15, 5});
        const CommandOutcome shot =
            run(*arrow, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['animate-collector']}");
        QVERIFY2(shot.ok, qPrintable(shot.error));
        QCOMPARE(ofType(shot.events, "decision").size(), 0);
        QCOMPARE(ofType(shot.events, "attack").size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestTriggeredPowerKinds)
#include "tst_triggeredpowerkinds.moc"
