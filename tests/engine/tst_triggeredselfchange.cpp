#include "publishedmonsterroom.h"

#include "encounter/combatpowerjson.h"
#include "encounter/conditionrules.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

/** The first triggeredPower decision in these events. */
QJsonObject offerIn(const QList<QJsonObject> &events)
{
    return decisionOfKind(events, QStringLiteral("triggeredPower"));
}

} // namespace

/**
 * The published triggered powers of ../shared/rules/orcus-monsters-1.0.md that change their own user, where the change
 * is a rule the engine has (TriggeredPowers, a power with `selfChange`; docs/encounter.md "Triggered powers"):
 * - the archvillain's Second Phase ("reaction, encounter": "When the archvillain is reduced to 0 hit points or lower:
 *   The archvillain heals 190 hit points and any of their powers that originally required a standard action now
 *   require a move action"; 246 HP, AC 28, resist all 5);
 * - the Tri-Pod's Power Systems Repaired ("When the Tri-Pod is reduced to 0 hit points or lower: The Tri-Pod's *force
 *   field* is re-activated; it stands up (if prone) and heals 300 hit points"; 396 HP, AC 29);
 * - the Minotaur's Eruption ("When the Minotaur is staggered: The Minotaur immediately stands up if prone and recovers
 *   from all conditions it suffers from. The Minotaur makes an *iron onslaught* attack..."; 114 HP, staggered 57,
 *   AC 17, resist all 10);
 * - the Emperor's Armored Shell ("free, encounter": "When the Emperor is staggered: The Emperor's ground and fly speeds
 *   increase by 1, the Emperor is healed to its maximum hit point total and it loses all resistances"; 114 HP,
 *   staggered 57, AC 21, resist all 10), played whole: the speeds and resistances are effects (tst_statchanges).
 * - the infected guard's Shreds of Armor ("counter, encounter": "When the guard is hit, including by a critical hit:
 *   The guard takes no damage and is dazed until the end of its next turn"; 51 HP, AC 16).
 * Ava (sword 1d8+3; bow: ranged 10, 1d8+3) acts first in each (d20 20 against the monster's 1).
 */
class TestTriggeredSelfChange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Each clause the engine does becomes a field; the rest stays as printed, for the table.
    void theImporterReadsWhatChangesTheUser()
    {
        const QJsonObject phase = encounterPower(QStringLiteral("archvillain"), QStringLiteral("second-phase"));
        QCOMPARE(phase.value(QStringLiteral("trigger")).toString(), QStringLiteral("reducedToZero"));
        QCOMPARE(phase.value(QStringLiteral("origin")).toString(), QStringLiteral("self"));
        QCOMPARE(phase.value(QStringLiteral("selfChange")).toObject(),
                 object(json("{'heals': 190, 'tableText': 'any of their powers that originally required a standard "
                             "action now require a move action'}")));

        const QJsonObject repaired =
            encounterPower(QStringLiteral("the-tri-pod"), QStringLiteral("power-systems-repaired"));
        QCOMPARE(repaired.value(QStringLiteral("trigger")).toString(), QStringLiteral("reducedToZero"));
        QCOMPARE(repaired.value(QStringLiteral("selfChange")).toObject(),
                 (QJsonObject{{QStringLiteral("heals"), 300},
                              {QStringLiteral("standsUp"), true},
                              {QStringLiteral("tableText"),
                               QStringLiteral("The Tri-Pod\u2019s *force field* is re-activated")}}));

        const QJsonObject eruption = encounterPower(QStringLiteral("the-minotaur"), QStringLiteral("eruption"));
        QCOMPARE(eruption.value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        QCOMPARE(eruption.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        QCOMPARE(eruption.value(QStringLiteral("selfChange")).toObject(),
                 object(json("{'standsUp': true, 'shedsConditions': true, 'tableText': 'The Minotaur makes an *iron "
                             "onslaught* attack; This use of *iron onslaught* does not exhaust that power; can be used "
                             "even if that power is currently exhausted'}")));

        const QJsonObject shell = encounterPower(QStringLiteral("the-emperor"), QStringLiteral("armored-shell"));
        QCOMPARE(shell.value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        QCOMPARE(shell.value(QStringLiteral("action")).toString(), QStringLiteral("free"));
        // Its speeds and resistances are effects until the end of the encounter (tst_statchanges plays them).
        QCOMPARE(shell.value(QStringLiteral("selfChange")).toObject(),
                 object(json("{'healsToFull': true, 'effects': [{'speed': 1, 'duration': 'encounter'},"
                             " {'losesResistances': true, 'duration': 'encounter'}]}")));
        const Power *printedShell =
            powerNamed(*published(QStringLiteral("the-emperor")), QStringLiteral("Armored Shell"));
        QVERIFY(MonsterCombatant::playsWhole(*printedShell));

        // Each leaves a part to the table: played, but not whole ("partly automated" in the library).
        for (const auto &[monster, name] :
             {std::pair{"archvillain", "Second Phase"}, std::pair{"the-tri-pod", "Power Systems Repaired"},
              std::pair{"the-minotaur", "Eruption"}}) {
            const Power *power = powerNamed(*published(QString::fromLatin1(monster)), QString::fromLatin1(name));
            QVERIFY2(power && MonsterCombatant::playsPower(*power) && !MonsterCombatant::playsWhole(*power), name);
        }
        // "The monster regresses to its natural form" (the shapeshifter slime's Fading) is no change of its numbers but
        // another stat block: `becomes`, not a selfChange (tst_triggeredcreatures).
        QVERIFY(!encounterPower(QStringLiteral("shapeshifter-slime-human-form"), QStringLiteral("fading"))
                     .contains(QStringLiteral("selfChange")));
    }

    // The archvillain at 2 HP; Ava's arrow hits (15 + 15 = 30 against AC 28) for d8 5 + 3 = 8, less resist all 5: 3,
    // to -1. Before it drops, Second Phase is offered with nothing to roll; taken, it heals 190 from 0 (Orcus
    // "Healing": negative hit points are ignored) to 190 and does not die; the power is spent, its immediate action
    // too, and the rest of the text is logged for the table. One undo takes it all back. Declined, the archvillain
    // dies.
    void theArchvillainRisesForASecondPhase()
    {
        auto encounter = room(QStringLiteral("archvillain"), 15, 8, {15, 5});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'archvillain', 'hp': 2}").ok);
        const EncounterState before = encounter->state();
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['archvillain']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject offer = offerIn(outcome.events);
        QCOMPARE(offer.value(QStringLiteral("odds")).toArray(), QJsonArray());
        QCOMPARE(offer.value(QStringLiteral("selfChange"))[QStringLiteral("heals")].toInt(), 190);
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("second-phase"));
        QCOMPARE(used.first().value(QStringLiteral("tableText")).toString(),
                 QStringLiteral("any of their powers that originally required a standard action now require a move "
                                "action"));
        const QList<QJsonObject> healed = ofType(outcome.events, "healed");
        QCOMPARE(healed.size(), 1);
        QCOMPARE(healed.first().value(QStringLiteral("amount")).toInt(), 190);
        QCOMPARE(healed.first().value(QStringLiteral("cause")).toString(), QStringLiteral("Second Phase"));
        const Combatant *villain = encounter->state().combatant(QStringLiteral("archvillain"));
        QCOMPARE(villain->hp, 190);
        QVERIFY(!villain->dead);
        QVERIFY(villain->immediateActionUsed);
        QVERIFY(villain->expendedPowers.contains(QStringLiteral("second-phase")));
        QVERIFY(ofType(outcome.events, "died").isEmpty());
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));

        auto declined = room(QStringLiteral("archvillain"), 15, 8, {15, 5});
        QVERIFY(run(*declined, "{'type': 'setHitPoints', 'target': 'archvillain', 'hp': 2}").ok);
        const CommandOutcome dropped =
            run(*declined, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['archvillain']}",
                {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(dropped.ok, qPrintable(dropped.error));
        QVERIFY(declined->state().combatant(QStringLiteral("archvillain"))->dead);
    }

    // The Tri-Pod (Gargantuan, 4-7 x 4-7) prone at 5 HP; Ava's arrow from 10,4 hits (17 + 15 - 2 against a prone
    // target = 30 against AC 29) for 8, to -3: Power Systems Repaired stands it up (its prone effect ends, "stood up"
    // as with the Stand Up action) and heals 300; its force field is the table's.
    void theTriPodRepairsItself()
    {
        auto encounter = room(QStringLiteral("the-tri-pod"), 15, 10, {17, 5});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'the-tri-pod', 'hp': 5}").ok);
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'the-tri-pod', 'source': 'ava', 'effect': "
                                "{'condition': 'prone', 'duration': 'untilResolved'}}")
                    .ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['the-tri-pod']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("tableText")).toString(),
                 QStringLiteral("The Tri-Pod\u2019s *force field* is re-activated"));
        const QList<QJsonObject> ended = ofType(outcome.events, "effectEnded");
        QCOMPARE(ended.size(), 1);
        QCOMPARE(ended.first().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("Power Systems Repaired: stands up"));
        const Combatant *tripod = encounter->state().combatant(QStringLiteral("the-tri-pod"));
        QCOMPARE(tripod->hp, 300);
        QVERIFY(!ConditionRules::has(encounter->state(), *tripod, QStringLiteral("prone")));
    }

    // The Minotaur at 58 HP, prone and dazed (save ends); Ava's arrow is a critical hit (natural 20): the maximum,
    // 8 + 3 = 11, less resist all 10: 1, to 57, its staggered value. Eruption is offered (nothing rolled); taken, both
    // conditions end ("recovers from all conditions"), no hit points change, and its Iron Onslaught is logged for the
    // table. Undo puts the conditions back.
    void theMinotaurErupts()
    {
        auto encounter = room(QStringLiteral("the-minotaur"), 5, 10, {20});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'the-minotaur', 'hp': 58}").ok);
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'the-minotaur', 'source': 'ava', 'effect': "
                                "{'condition': 'prone', 'duration': 'untilResolved'}}")
                    .ok);
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'the-minotaur', 'source': 'ava', 'effect': "
                                "{'condition': 'dazed', 'duration': 'saveEnds'}}")
                    .ok);
        const EncounterState before = encounter->state();
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['the-minotaur']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "attack").first().value(QStringLiteral("critical")).toBool());
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        QVERIFY(used.first()
                    .value(QStringLiteral("tableText"))
                    .toString()
                    .startsWith(QStringLiteral("The Minotaur makes an *iron onslaught* attack")));
        const QList<QJsonObject> ended = ofType(outcome.events, "effectEnded");
        QCOMPARE(ended.size(), 2);
        QCOMPARE(ended.first().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("Eruption: recovers from all conditions"));
        const Combatant *minotaur = encounter->state().combatant(QStringLiteral("the-minotaur"));
        QCOMPARE(minotaur->hp, 57);
        QVERIFY(!ConditionRules::has(encounter->state(), *minotaur, QStringLiteral("prone")));
        QVERIFY(!ConditionRules::has(encounter->state(), *minotaur, QStringLiteral("dazed")));
        QVERIFY(ofType(outcome.events, "healed").isEmpty());
        QVERIFY(minotaur->immediateActionUsed);
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    // The Emperor at 58 HP; Ava's critical arrow deals 11 - 10 = 1, to 57: Armored Shell (a free action: its immediate
    // action stays) heals it 57, to its maximum 114. Its speeds and resistances change by effects that last the
    // encounter (tst_statchanges); the stat block's printed resist all 10 stays as printed.
    void theEmperorClosesItsShell()
    {
        auto encounter = room(QStringLiteral("the-emperor"), 5, 10, {20});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'the-emperor', 'hp': 58}").ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['the-emperor']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("armored-shell"));
        const QList<QJsonObject> healed = ofType(outcome.events, "healed");
        QCOMPARE(healed.size(), 1);
        QCOMPARE(healed.first().value(QStringLiteral("amount")).toInt(), 57);
        const Combatant *emperor = encounter->state().combatant(QStringLiteral("the-emperor"));
        QCOMPARE(emperor->hp, 114);
        QCOMPARE(emperor->resistAll, 10);
        QVERIFY(!emperor->immediateActionUsed);
        QVERIFY(emperor->expendedPowers.contains(QStringLiteral("armored-shell")));
    }

    // The guard's counter: its hit's damage is spared and the daze is its own ("is dazed until the end of its next
    // turn" read as the user's condition); nothing is left to the table.
    void theImporterReadsTheGuardsShreds()
    {
        const QJsonObject shreds = encounterPower(QStringLiteral("infected-guard"), QStringLiteral("shreds-of-armor"));
        QCOMPARE(shreds.value(QStringLiteral("trigger")).toString(), QStringLiteral("beingHit"));
        QCOMPARE(shreds.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        QCOMPARE(shreds.value(QStringLiteral("selfChange")).toObject(),
                 object(json("{'takesNoDamage': true, 'effects': [{'condition': 'dazed', 'duration': "
                             "'endOfTargetNextTurn'}]}")));
        const Power *printed =
            powerNamed(*published(QStringLiteral("infected-guard")), QStringLiteral("Shreds of Armor"));
        QVERIFY(printed && MonsterCombatant::playsWhole(*printed));
    }

    // Ava's sword hits the infected guard (15 + 6 = 21 against AC 16): Shreds of Armor is asked with nothing to roll;
    // taken, the hit stands ("noDamage" on the attack event) but nothing is rolled for damage and the guard keeps its
    // 51 HP; it is dazed until the end of its next turn, its immediate action and the encounter power are spent. One
    // undo takes it back. Declined, the sword deals d8 5 + 3 = 8 (51 to 43).
    void theGuardShedsItsArmorInsteadOfTakingTheHit()
    {
        auto encounter = room(QStringLiteral("infected-guard"), 6, 5, {15, 5});
        const EncounterState before = encounter->state();
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['infected-guard']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject offer = offerIn(outcome.events);
        QCOMPARE(offer.value(QStringLiteral("odds")).toArray(), QJsonArray());
        QVERIFY(offer.value(QStringLiteral("selfChange"))[QStringLiteral("takesNoDamage")].toBool());
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("shreds-of-armor"));
        const QJsonObject attack = ofType(outcome.events, "attack").first();
        QVERIFY(attack.value(QStringLiteral("hit")).toBool());
        QVERIFY(attack.value(QStringLiteral("noDamage")).toBool());
        QVERIFY(ofType(outcome.events, "damage").isEmpty());
        const Combatant *guard = encounter->state().combatant(QStringLiteral("infected-guard"));
        QCOMPARE(guard->hp, 51);
        QVERIFY(ConditionRules::has(encounter->state(), *guard, QStringLiteral("dazed")));
        QVERIFY(guard->immediateActionUsed);
        QVERIFY(guard->expendedPowers.contains(QStringLiteral("shreds-of-armor")));
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));

        auto declined = room(QStringLiteral("infected-guard"), 6, 5, {15, 5});
        const CommandOutcome hit =
            run(*declined, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['infected-guard']}",
                {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(hit.ok, qPrintable(hit.error));
        QCOMPARE(declined->state().combatant(QStringLiteral("infected-guard"))->hp, 43);
    }

    // A hand-written power file cannot give a change of its user to an attack or to a power nothing triggers, nor a
    // change that changes nothing, nor spare the damage of a hit outside a beingHit counter.
    void aSelfChangeWithoutTriggerOrChangeIsRefused()
    {
        const JsonContext context(QStringLiteral("power"));
        auto untriggered = combatPowerFromJson(
            object(json("{'id': 'phase', 'origin': 'self', 'selfChange': {'heals': 190}}")), context);
        QVERIFY(!untriggered.ok());
        QVERIFY2(untriggered.errorMessage().contains(QStringLiteral("selfChange")),
                 qPrintable(untriggered.errorMessage()));
        auto melee = combatPowerFromJson(object(json("{'id': 'phase', 'action': 'immediate', 'trigger': "
                                                     "'staggered', 'selfChange': {'standsUp': true}}")),
                                         context);
        QVERIFY(!melee.ok());
        auto nothing = combatPowerFromJson(object(json("{'id': 'phase', 'origin': 'self', 'action': 'immediate', "
                                                       "'trigger': 'staggered', 'selfChange': {'tableText': 'x'}}")),
                                           context);
        QVERIFY(!nothing.ok());
        QVERIFY2(nothing.errorMessage().contains(QStringLiteral("changes nothing")),
                 qPrintable(nothing.errorMessage()));
        auto spared =
            combatPowerFromJson(object(json("{'id': 'shreds', 'origin': 'self', 'action': 'immediate', "
                                            "'trigger': 'staggered', 'selfChange': {'takesNoDamage': true}}")),
                                context);
        QVERIFY(!spared.ok());
        QVERIFY2(spared.errorMessage().contains(QStringLiteral("takesNoDamage")), qPrintable(spared.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestTriggeredSelfChange)
#include "tst_triggeredselfchange.moc"
