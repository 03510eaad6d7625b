#include "publishedmonsterroom.h"

#include "encounter/combatpowerjson.h"
#include "encounter/conditionrules.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/**
 * Reactions with a known trigger (TriggeredPowers; docs/encounter.md "Triggered powers"), with published monsters
 * of ../shared/rules/orcus-monsters-1.0.md: the demon toad's Foul Belch ("When the toad takes damage: Near burst 1;
 * +4 vs Fortitude; 2d8+4 poison damage, and the target is dazed (save ends)"), the animate battleform's Reactor
 * Leak ("Near burst 5, all creatures; +21 vs Fortitude (the animate battleform is staggered); 3d10+7 radiant
 * damage and the target is weakened (save ends)"), the ice hag's Snowblind Strike ("When the ice hag is hit with a
 * melee attack; +17 vs AC; 3d8+5 damage, and the target is blinded (save ends)") and the ancient hermit crab's
 * Spiky Shell ("+8 vs Reflex (When the crab is hit by a melee attack); 1d6+5 damage").
 */
class TestTriggeredPowers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thePublishedTriggersTheEngineWatches()
    {
        const QList<std::tuple<QString, QString, QString>> expected{
            {QStringLiteral("demon-toad"), QStringLiteral("Foul Belch"), QStringLiteral("damaged")},
            {QStringLiteral("animate-battleform"), QStringLiteral("Reactor Leak"), QStringLiteral("staggered")},
            {QStringLiteral("ice-hag"), QStringLiteral("Snowblind Strike"), QStringLiteral("hitByMelee")},
            {QStringLiteral("ancient-hermit-crab"), QStringLiteral("Spiky Shell"), QStringLiteral("hitByMelee")},
            {QStringLiteral("infected-guard"), QStringLiteral("Infected Grab"), QStringLiteral("enemyMoves")},
            {QStringLiteral("infected-drone"), QStringLiteral("Infected Grab"), QStringLiteral("enemyMoves")},
            {QStringLiteral("scurvy-pirate"), QStringLiteral("Think Again!"), QStringLiteral("enemyMoves")},
            {QStringLiteral("shadow-drake"), QStringLiteral("Umbra Burst"), QStringLiteral("reducedToZero")},
            {QStringLiteral("boar-demon-nalfeshnee"), QStringLiteral("Horror Nimbus"), QStringLiteral("reducedToZero")},
            {QStringLiteral("squirming-mound"), QStringLiteral("Disarm"), QStringLiteral("missedByMelee")},
            {QStringLiteral("small-hunting-spider"), QStringLiteral("Raise Hairs"), QStringLiteral("hitByAdjacent")},
            {QStringLiteral("medium-hunting-spider"), QStringLiteral("Raise Hairs"), QStringLiteral("hitByAdjacent")},
            {QStringLiteral("large-hunting-spider"), QStringLiteral("Raise Hairs"), QStringLiteral("hitByAdjacent")},
            {QStringLiteral("huge-hunting-spider"), QStringLiteral("Raise Hairs"), QStringLiteral("hitByAdjacent")},
            {QStringLiteral("plesiosaur"), QStringLiteral("Tail Snap"), QStringLiteral("enemyStandsUp")},
            {QStringLiteral("mega-chariot"), QStringLiteral("Ostovite Surprise"), QStringLiteral("enemyStaysPut")},
            {QStringLiteral("animate-collector"), QStringLiteral("Machine Logic"), QStringLiteral("targetedByPsychic")},
            {QStringLiteral("animate-guardian"), QStringLiteral("Machine Logic"), QStringLiteral("targetedByPsychic")},
            {QStringLiteral("animate-battleform"), QStringLiteral("Machine Logic"),
             QStringLiteral("targetedByPsychic")},
            {QStringLiteral("squirming-mound"), QStringLiteral("Vermin Rebuke"), QStringLiteral("hitByMelee")},
            {QStringLiteral("balor"), QStringLiteral("Fallen Angel’s Reckoning"), QStringLiteral("reducedToZero")},
            {QStringLiteral("young-couatl"), QStringLiteral("Energy Leak"), QStringLiteral("staggered")},
            {QStringLiteral("adult-couatl"), QStringLiteral("Energy Leak"), QStringLiteral("staggered")},
            {QStringLiteral("elder-couatl"), QStringLiteral("Energy Leak"), QStringLiteral("staggered")},
            {QStringLiteral("ancient-couatl"), QStringLiteral("Energy Leak"), QStringLiteral("staggered")},
            {QStringLiteral("bauble-beast"), QStringLiteral("Bile Duct"), QStringLiteral("staggered")},
            {QStringLiteral("formidable-archer"), QStringLiteral("Head Shot"), QStringLiteral("ownHit")},
            {QStringLiteral("king-of-thieves"), QStringLiteral("Intimidating"), QStringLiteral("beingHit")},
            {QStringLiteral("archvillain"), QStringLiteral("Second Phase"), QStringLiteral("reducedToZero")},
            {QStringLiteral("the-tri-pod"), QStringLiteral("Power Systems Repaired"), QStringLiteral("reducedToZero")},
            {QStringLiteral("the-minotaur"), QStringLiteral("Eruption"), QStringLiteral("staggered")},
            {QStringLiteral("the-emperor"), QStringLiteral("Armored Shell"), QStringLiteral("staggered")},
            {QStringLiteral("insidious-assassin"), QStringLiteral("Pervasive Wound"), QStringLiteral("hitsOffGuard")},
            {QStringLiteral("infected-guard"), QStringLiteral("Shreds of Armor"), QStringLiteral("beingHit")},
            {QStringLiteral("ostovite-swarm"), QStringLiteral("Scuttle Away"), QStringLiteral("staggered")},
            {QStringLiteral("chank"), QStringLiteral("Capacitor Purge"), QStringLiteral("reducedToZero")},
            {QStringLiteral("baby-screamer"), QStringLiteral("Pulse Engine"), QStringLiteral("beingHit")},
            {QStringLiteral("small-hunting-spider"), QStringLiteral("Egg Sacs"), QStringLiteral("beingHit")},
            {QStringLiteral("medium-hunting-spider"), QStringLiteral("Egg Sacs"), QStringLiteral("beingHit")},
            {QStringLiteral("large-hunting-spider"), QStringLiteral("Egg Sacs"), QStringLiteral("beingHit")},
            {QStringLiteral("huge-hunting-spider"), QStringLiteral("Egg Sacs"), QStringLiteral("beingHit")},
            {QStringLiteral("shapeshifter-slime-human-form"), QStringLiteral("Fading"), QStringLiteral("staggered")},
        };
        for (const auto &[monster, name, trigger] : expected) {
            const StatBlock *block = published(monster);
            QVERIFY2(block, qPrintable(monster));
            const Power *power = powerNamed(*block, name);
            QVERIFY2(power, qPrintable(name));
            QCOMPARE(encounterTrigger(*power), trigger);
            QVERIFY2(MonsterCombatant::playsPower(*power), qPrintable(name));
        }
        // The crab's trigger was printed inside its attack line: it is the trigger now, not part of the attack.
        const Power *shell =
            powerNamed(*published(QStringLiteral("ancient-hermit-crab")), QStringLiteral("Spiky Shell"));
        QCOMPARE(shell->trigger, QStringLiteral("When the crab is hit by a melee attack"));
        // Other triggers stay the table's: an ally's ("When an ally is staggered"), the user's own hit ("When the
        // anguineum hits with an attack"); so do the powers they trigger that are neither an attack, damage without a
        // roll, another power used at once nor a change of their user.
        int reactions = 0, watched = 0;
        QStringList tables;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            for (const Power &power : block.powers) {
                if (power.trigger.isEmpty())
                    continue;
                ++reactions;
                if (!encounterTrigger(power).isEmpty() && MonsterCombatant::playsPower(power))
                    ++watched;
            }
        }
        QVERIFY(reactions > 40);
        QCOMPARE(watched, 42); // the forty-two above
        qInfo("%d of the %d published triggered powers are offered by the engine; the rest are the table's", watched,
              reactions);
    }

    // Ava's sword hits the toad for 8 (15 + 6 = 21 against AC 13; d8 5 + 3): it takes damage, so Foul Belch is
    // offered; taken (the documented default), its near burst 1 rolls 12 + 4 = 16 against Ava's Fortitude 14 and
    // deals 2d8 + 4 = 3 + 4 + 4 = 11 poison damage, and Ava is dazed (save ends).
    // The infected guard's Infected Grab ("When an enemy leaves an adjacent square; +7 vs Reflex; The target is
    // unable to move from the square"): Ava shifts away from it; the counter is offered before she leaves, rolls
    // 15 + 7 = 22 against her Reflex 12, hits, and she stays in her square. Declined, she shifts.
    void theInfectedGuardGrabsAnEnemyLeavingItsSide()
    {
        auto encounter = room(QStringLiteral("infected-guard"), 6, 5, {15});
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'move', 'creature': 'ava', 'mode': 'step', 'path': [[6, 4]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("enemyMoves"));
        const auto attack = ofType(outcome.events, "attack");
        QCOMPARE(attack.size(), 1);
        QCOMPARE(attack.first().value(QStringLiteral("total")).toInt(), 22);
        QCOMPARE(attack.first().value(QStringLiteral("hit")).toBool(), true);
        QCOMPARE(ofType(outcome.events, "moved").first().value(QStringLiteral("stopped")).toString(),
                 QStringLiteral("countered"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{5, 4}));

        auto declined = room(QStringLiteral("infected-guard"), 6, 5, {15});
        const CommandOutcome free =
            run(*declined, "{'type': 'move', 'creature': 'ava', 'mode': 'step', 'path': [[6, 4]]}",
                {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(free.ok, qPrintable(free.error));
        QVERIFY(ofType(free.events, "attack").isEmpty());
        QCOMPARE(declined->state().combatant(QStringLiteral("ava"))->position, (Square{6, 4}));
    }

    void theToadBelchesWhenItTakesDamage()
    {
        auto encounter = room(QStringLiteral("demon-toad"), 6, 5, {15, 5, 12, 3, 4});
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['demon-toad']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("demon-toad"))->hp, 25);
        const QList<QJsonObject> decisions = ofType(outcome.events, "decision");
        QCOMPARE(decisions.size(), 1);
        QCOMPARE(decisions.first().value(QStringLiteral("kind")).toString(), QStringLiteral("triggeredPower"));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("foul-belch"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("damaged"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks.last().value(QStringLiteral("attacker")).toString(), QStringLiteral("demon-toad"));
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 16);
        QVERIFY(attacks.last().value(QStringLiteral("hit")).toBool());
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 29);
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("dazed")));
        QVERIFY(encounter->state().combatant(QStringLiteral("demon-toad"))->immediateActionUsed);
        // Undo takes the reaction back with the attack that triggered it.
        QVERIFY(encounter->undo().ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 40);
    }

    void aDeclinedReactionIsNotUsed()
    {
        auto encounter = room(QStringLiteral("demon-toad"), 6, 5, {15, 5});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['demon-toad']}",
                {ScriptedDecider::Answer{DecisionKind::TriggeredPower, false}});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "triggeredPower").size(), 0);
        QCOMPARE(ofType(outcome.events, "attack").size(), 1);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 40);
        QVERIFY(!encounter->state().combatant(QStringLiteral("demon-toad"))->immediateActionUsed);
    }

    // The battleform (104 HP, staggered at 52) at 55: Ava's sword (10 + 30 against AC 32; d8 5 + 3 = 8) leaves it at
    // 47, staggered: Reactor Leak rolls 5 + 21 = 26 against Fortitude 14, 3d10 + 7 = 1 + 1 + 1 + 7 = 10 radiant,
    // and Ava is weakened. Hit again while staggered, it is not staggered anew: nothing more is offered.
    void theBattleformLeaksWhenStaggered()
    {
        // Rolls: Ava's attack and damage, the leak's attack and damage, Ava's save against weakened at the end of
        // her turn (10: it ends), then her next attack and damage.
        auto encounter = room(QStringLiteral("animate-battleform"), 30, 6, {10, 5, 5, 1, 1, 1, 10, 10, 5});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'animate-battleform', 'hp': 55}").ok);
        const CommandOutcome outcome = run(
            *encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['animate-battleform']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("animate-battleform"))->hp, 47);
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("reactor-leak"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 30);
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("weakened")));
        // An encounter power: used.
        QVERIFY(encounter->state()
                    .combatant(QStringLiteral("animate-battleform"))
                    ->expendedPowers.contains(QStringLiteral("reactor-leak")));
        endTurns(*encounter, 2); // Ava's, then the battleform's
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const CommandOutcome again = run(
            *encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['animate-battleform']}");
        QVERIFY2(again.ok, qPrintable(again.error));
        QCOMPARE(ofType(again.events, "decision").size(), 0);
    }

    // The shadow drake's Umbra Burst ("When reduced to 0 hit points or below: Near burst 1; +6 vs Fortitude; 3d6+3
    // cold and necrotic damage, and the target is weakened"): at 5 HP, Ava's sword (15 + 6 against AC 17; d8 5 + 3)
    // drops it to -3. Before it dies it is offered the burst, with Ava's odds: 8 or more on the d20 (+6 against
    // Fortitude 14), 65%. Taken, it rolls 12 + 6 = 18, hits, deals 3 + 4 + 4 + 3 = 14 and Ava is weakened; then
    // the drake dies. Declined, nothing strikes and it dies all the same.
    void theShadowDrakeBurstsWhenReducedToZero()
    {
        auto encounter = room(QStringLiteral("shadow-drake"), 6, 3, {15, 5, 12, 3, 4, 4});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'shadow-drake', 'hp': 5}").ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['shadow-drake']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QList<QJsonObject> decisions = ofType(outcome.events, "decision");
        QVERIFY(!decisions.isEmpty());
        QCOMPARE(decisions.first().value(QStringLiteral("kind")).toString(), QStringLiteral("triggeredPower"));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("umbra-burst"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("reducedToZero"));
        QCOMPARE(used.first().value(QStringLiteral("by")).toString(), QStringLiteral("ava"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 18);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 40 - 14);
        // "and the target is weakened" prints no duration: the game master's (the library shows it as text).
        QVERIFY(!ConditionRules::has(encounter->state(), *ava, QStringLiteral("weakened")));
        QVERIFY(encounter->state().combatant(QStringLiteral("shadow-drake"))->dead);
        // The burst came before the death.
        qsizetype burst = -1, died = -1;
        for (qsizetype i = 0; i < outcome.events.size(); ++i) {
            const QString type = outcome.events.at(i).value(QStringLiteral("type")).toString();
            if (type == QLatin1String("triggeredPower"))
                burst = i;
            else if (type == QLatin1String("died"))
                died = i;
        }
        QVERIFY(burst >= 0 && died > burst);

        // The odds the prompt shows are in the request, and in the log's decision.
        auto odds = room(QStringLiteral("shadow-drake"), 6, 3, {15, 5});
        QVERIFY(run(*odds, "{'type': 'setHitPoints', 'target': 'shadow-drake', 'hp': 5}").ok);
        const CommandOutcome declined =
            run(*odds, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['shadow-drake']}",
                {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(declined.ok, qPrintable(declined.error));
        const QList<QJsonObject> asked = ofType(declined.events, "decision");
        QVERIFY(!asked.isEmpty());
        const QJsonArray chance = asked.first().value(QStringLiteral("odds")).toArray();
        QCOMPARE(chance.size(), 1);
        QCOMPARE(chance.first()[QStringLiteral("target")].toString(), QStringLiteral("ava"));
        QCOMPARE(chance.first()[QStringLiteral("percent")].toInt(), 65);
        QCOMPARE(ofType(declined.events, "attack").size(), 1);
        QCOMPARE(odds->state().combatant(QStringLiteral("ava"))->hp, 40);
        QVERIFY(odds->state().combatant(QStringLiteral("shadow-drake"))->dead);
    }

    // The boar demon's Horror Nimbus ("When the boar demon is reduced to 0 HP or below: Near burst 2; +22 vs
    // Reflex; the target is pushed 2 and dazed (save ends)"): dropped by Ava's sword (10 + 30 against AC 31), it rolls
    // 12 + 22 = 34 against her Reflex 12 (95% offered: all but a natural 1); she is pushed 2 squares away from the
    // Large demon's space, straight along the line from its centre through hers ((3,4) to (1,3)), and dazed (save
    // ends); then the demon dies.
    void theBoarDemonsNimbusPushesAsItDrops()
    {
        auto encounter = room(QStringLiteral("boar-demon-nalfeshnee"), 30, 3, {10, 5, 12});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'boar-demon-nalfeshnee', 'hp': 5}").ok);
        const CommandOutcome outcome =
            run(*encounter,
                "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['boar-demon-nalfeshnee']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks.last().value(QStringLiteral("power")).toString(), QStringLiteral("horror-nimbus"));
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 34);
        QCOMPARE(ofType(outcome.events, "decision")
                     .first()
                     .value(QStringLiteral("odds"))[0][QStringLiteral("percent")]
                     .toInt(),
                 95);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position, (Square{1, 3}));
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("dazed")));
        QVERIFY(encounter->state().combatant(QStringLiteral("boar-demon-nalfeshnee"))->dead);
    }

    // The squirming mound's Disarm ("When an enemy misses the mound with a melee attack; +4 vs Reflex; the target's
    // weapon is ripped from its grasp and lands 1d6 squares away"): Ava's sword misses (5 + 0 against AC 15), the
    // mound answers with 10 + 4 = 14 against her Reflex 12, a hit; where the weapon lands is the table's. Her arrow
    // missing from four squares away is no melee attack: nothing is offered.
    void theSquirmingMoundDisarmsAMeleeMiss()
    {
        auto encounter = room(QStringLiteral("squirming-mound"), 0, 3, {5, 10});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['squirming-mound']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("disarm"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("missedByMelee"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QVERIFY(!attacks.first().value(QStringLiteral("hit")).toBool());
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 14);
        QVERIFY(attacks.last().value(QStringLiteral("hit")).toBool());

        auto ranged = room(QStringLiteral("squirming-mound"), 0, 8, {5});
        const CommandOutcome arrow =
            run(*ranged, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['squirming-mound']}");
        QVERIFY2(arrow.ok, qPrintable(arrow.error));
        QVERIFY(!ofType(arrow.events, "attack").first().value(QStringLiteral("hit")).toBool());
        QCOMPARE(ofType(arrow.events, "decision").size(), 0);
    }

    // Snowblind Strike answers a melee hit only: Ava's arrow from four squares hits (15 + 20 - 5 against AC 26: the
    // hag's own square is heavily obscured by her sleet, total concealment from afar, docs/vision.md) and the hag
    // offers nothing; her sword from beside it does (10 + 20 - 2, concealment when adjacent), and the hag strikes
    // back (3d8 + 5 against AC 17).
    void theIceHagAnswersMeleeHitsOnly()
    {
        auto encounter = room(QStringLiteral("ice-hag"), 20, 8, {15, 4, 10, 4, 15, 2, 2, 2});
        CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['ice-hag']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "attack").first().value(QStringLiteral("hit")).toBool());
        QCOMPARE(ofType(outcome.events, "decision").size(), 0);
        endTurns(*encounter, 2); // Ava's, then the hag's
        const CommandOutcome placed = run(*encounter, "{'type': 'place', 'creature': 'ava', 'x': 5, 'y': 4}");
        QVERIFY2(placed.ok, qPrintable(placed.error));
        outcome = run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['ice-hag']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("hitByMelee"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.last().value(QStringLiteral("power")).toString(), QStringLiteral("snowblind-strike"));
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 32);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 40 - 11);
    }
};

QTEST_GUILESS_MAIN(TestTriggeredPowers)
#include "tst_triggeredpowers.moc"
