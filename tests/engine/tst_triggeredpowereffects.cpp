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
 * The published triggered powers of ../shared/rules/orcus-monsters-1.0.md that are no attack of their own
 * (TriggeredPowers; docs/encounter.md "Triggered powers"), each with its published monster:
 * - damage without an attack roll (Orcus "Attack roll": "some attacks automatically hit"): the squirming mound's
 *   Vermin Rebuke ("reaction, encounter ● Poison": "When the mound is hit with a melee attack; The target takes
 *   1d6+2 poison damage") and the balor's Fallen Angel's Reckoning ("reaction, encounter ● Radiant": "When the balor
 *   is reduced to 0 HP or below: Near burst 5; 2d12+8 radiant radiant damage, and the balor is destroyed");
 * - another power used at once, whatever its recharge: the couatls' Energy Leak ("free, encounter": "When first
 *   staggered; the couatl's breath weapon refreshes, and the couatl uses it immediately"; the young couatl's Breath
 *   Weapon: "Near arc 5; +6 vs Fortitude; 1d8+2 poison damage, and the target is weakened and takes persistent 5
 *   poison damage (save ends)") and the bauble beast's Bile Duct ("Make an immediate *bile* attack, whether or not
 *   it is refreshed").
 * Ava (AC 17, Fortitude 14, 40 HP) acts first in each (d20 20 against the monster's 1).
 */
class TestTriggeredPowerEffects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsThePrintedEffects()
    {
        const QJsonObject rebuke = encounterPower(QStringLiteral("squirming-mound"), QStringLiteral("vermin-rebuke"));
        QCOMPARE(rebuke.value(QStringLiteral("trigger")).toString(), QStringLiteral("hitByMelee"));
        QCOMPARE(rebuke.value(QStringLiteral("origin")).toString(), QStringLiteral("self"));
        QVERIFY(rebuke.value(QStringLiteral("automatic")).toBool());
        QCOMPARE(rebuke.value(QStringLiteral("damage")).toString(), QStringLiteral("1d6+2"));
        QCOMPARE(rebuke.value(QStringLiteral("damageType")).toString(), QStringLiteral("poison"));

        // The book's doubled "radiant radiant" is one type; "the balor is destroyed" is its drop at 0 HP.
        const QJsonObject reckoning =
            encounterPower(QStringLiteral("balor"), QStringLiteral("fallen-angel-s-reckoning"));
        QCOMPARE(reckoning.value(QStringLiteral("trigger")).toString(), QStringLiteral("reducedToZero"));
        QCOMPARE(reckoning.value(QStringLiteral("origin")).toString(), QStringLiteral("near"));
        QCOMPARE(reckoning.value(QStringLiteral("burst")).toInt(), 5);
        QVERIFY(reckoning.value(QStringLiteral("automatic")).toBool());
        QCOMPARE(reckoning.value(QStringLiteral("damage")).toString(), QStringLiteral("2d12+8"));
        QCOMPARE(reckoning.value(QStringLiteral("damageType")).toString(), QStringLiteral("radiant"));

        // "Near arc 5" is a spray 5 (orcus-gaps-filled.md section 5); Energy Leak carries the breath weapon's attack
        // under its own name, use, action and trigger.
        const QJsonObject leak = encounterPower(QStringLiteral("young-couatl"), QStringLiteral("energy-leak"));
        QCOMPARE(leak.value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        QCOMPARE(leak.value(QStringLiteral("usage")).toString(), QStringLiteral("encounter"));
        QCOMPARE(leak.value(QStringLiteral("action")).toString(), QStringLiteral("free"));
        QCOMPARE(leak.value(QStringLiteral("origin")).toString(), QStringLiteral("near"));
        QCOMPARE(leak.value(QStringLiteral("spray")).toInt(), 5);
        QCOMPARE(leak.value(QStringLiteral("attack")).toInt(), 6);
        QCOMPARE(leak.value(QStringLiteral("vs")).toString(), QStringLiteral("fortitude"));
        QCOMPARE(leak.value(QStringLiteral("damage")).toString(), QStringLiteral("1d8+2"));
        QCOMPARE(leak.value(QStringLiteral("expends")).toString(), QStringLiteral("breath-weapon"));
        QVERIFY(!leak.contains(QStringLiteral("recharge")));
        QCOMPARE(encounterPower(QStringLiteral("young-couatl"), QStringLiteral("breath-weapon"))
                     .value(QStringLiteral("spray"))
                     .toInt(),
                 5);
        const QJsonObject duct = encounterPower(QStringLiteral("bauble-beast"), QStringLiteral("bile-duct"));
        QCOMPARE(duct.value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        QCOMPARE(duct.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        QCOMPARE(duct.value(QStringLiteral("spray")).toInt(), 3);
        QCOMPARE(duct.value(QStringLiteral("attack")).toInt(), 12);
        QCOMPARE(duct.value(QStringLiteral("expends")).toString(), QStringLiteral("bile"));

        // The chank's Capacitor Purge ("makes a *perimeter blast* attack") is that far burst, its origin asked of its
        // controller (tst_squaredecisions); a far arc stays the table's. (The Minotaur's Eruption changes its user:
        // tst_triggeredselfchange.)
        QCOMPARE(encounterPower(QStringLiteral("chank"), QStringLiteral("capacitor-purge"))
                     .value(QStringLiteral("expends"))
                     .toString(),
                 QStringLiteral("perimeter-blast"));
        const Power *rock = nullptr;
        for (const Power &power : published(QStringLiteral("hill-giant"))->powers)
            rock = power.area.startsWith(QStringLiteral("arc")) ? &power : rock;
        QVERIFY(rock && rock->origin == Power::Origin::Far && !MonsterCombatant::playsPower(*rock));
    }

    // Ava's sword hits the mound (15 + 6 = 21 against AC 15; d8 5 + 3 = 8: 29 to 21 HP): Vermin Rebuke is offered
    // with nothing to roll against her (100%), and she takes 1d6 + 2 = 4 + 2 = 6 poison damage (40 to 34); its
    // immediate action and the encounter power are spent. Undo takes both back. Her arrow is no melee attack.
    void theMoundsVerminBiteTheHandThatHitsIt()
    {
        auto encounter = room(QStringLiteral("squirming-mound"), 6, 5, {15, 5, 4});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['squirming-mound']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{{QStringLiteral("ava"), 100}}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("vermin-rebuke"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QVERIFY(attacks.last().value(QStringLiteral("automatic")).toBool());
        QVERIFY(!attacks.last().contains(QStringLiteral("natural")));
        QCOMPARE(attacks.last().value(QStringLiteral("target")).toString(), QStringLiteral("ava"));
        const Combatant *mound = encounter->state().combatant(QStringLiteral("squirming-mound"));
        QCOMPARE(mound->hp, 21);
        QVERIFY(mound->immediateActionUsed);
        QVERIFY(mound->expendedPowers.contains(QStringLiteral("vermin-rebuke")));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 34);
        QVERIFY(encounter->undo().ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 40);
        QCOMPARE(encounter->state().combatant(QStringLiteral("squirming-mound"))->hp, 29);

        auto far = room(QStringLiteral("squirming-mound"), 6, 8, {15, 5});
        const CommandOutcome arrow =
            run(*far, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['squirming-mound']}");
        QVERIFY2(arrow.ok, qPrintable(arrow.error));
        QVERIFY(ofType(arrow.events, "attack").first().value(QStringLiteral("hit")).toBool());
        QCOMPARE(ofType(arrow.events, "decision").size(), 0);
    }

    // The balor (Large, 4-5 x 4-5) acts first and waits; down to 5 HP, Ava's arrow from 8,4, outside its Aura of Flame,
    // hits (15 + 30 = 45 against AC 41) for d8 5 + 3 = 8: before it drops, Fallen Angel's Reckoning is offered (no
    // roll: 100%) and its near burst 5 deals her 2d12 + 8 = 3 + 4 + 8 = 15 radiant damage (40 to 25); then the balor
    // dies.
    void theBalorsDeathBurnsAroundIt()
    {
        auto encounter = room(QStringLiteral("balor"), 30, 8, {15, 5, 3, 4});
        QCOMPARE(encounter->state().current, QStringLiteral("balor")); // 1 + 38 beats her 20 + 2
        endTurns(*encounter, 1);
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'balor', 'hp': 5}").ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['balor']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{{QStringLiteral("ava"), 100}}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("reducedToZero"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 25);
        QVERIFY(encounter->state().combatant(QStringLiteral("balor"))->dead);
    }

    // The young couatl (156 HP, staggered at 78) is at 80; Ava's sword hits (15 + 6 = 21 against AC 17) for d8 5 + 3
    // = 8, to 72: first staggered, Energy Leak is offered with her odds (+6 against Fortitude 14: 8 or more, 65%);
    // taken, the breath weapon's spray 5, aimed at her, rolls 10 + 6 = 16, hits, deals 1d8 + 2 = 5 + 2 = 7 poison
    // damage (40 to 33), weakens her and leaves persistent 5 poison damage (save ends). A free action: its immediate
    // action stays; Energy Leak and the breath weapon are both used. Declined, nothing is rolled and the breath
    // weapon is still there.
    void theCouatlBreathesWhenFirstStaggered()
    {
        auto encounter = room(QStringLiteral("young-couatl"), 6, 5, {15, 5, 10, 5});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'young-couatl', 'hp': 80}").ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['young-couatl']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{{QStringLiteral("ava"), 65}}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("energy-leak"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("staggered"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks.last().value(QStringLiteral("target")).toString(), QStringLiteral("ava"));
        QCOMPARE(attacks.last().value(QStringLiteral("total")).toInt(), 16);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 33);
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("weakened")));
        const Combatant *couatl = encounter->state().combatant(QStringLiteral("young-couatl"));
        QCOMPARE(couatl->hp, 72);
        QVERIFY(!couatl->immediateActionUsed);
        QVERIFY(couatl->expendedPowers.contains(QStringLiteral("energy-leak")));
        QVERIFY(couatl->expendedPowers.contains(QStringLiteral("breath-weapon")));

        auto declined = room(QStringLiteral("young-couatl"), 6, 5, {15, 5});
        QVERIFY(run(*declined, "{'type': 'setHitPoints', 'target': 'young-couatl', 'hp': 80}").ok);
        const CommandOutcome kept =
            run(*declined, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['young-couatl']}",
                {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(kept.ok, qPrintable(kept.error));
        QCOMPARE(ofType(kept.events, "attack").size(), 1);
        QCOMPARE(declined->state().combatant(QStringLiteral("ava"))->hp, 40);
        QVERIFY(declined->state().combatant(QStringLiteral("young-couatl"))->expendedPowers.isEmpty());
    }

    // Head Shot ("free, encounter": "When the formidable archer hits with a *composite longbow* attack: The triggering
    // attack becomes a critical hit") and Intimidating ("counter, at-will": "When the king of thieves is hit: The
    // attacker re-rolls their attack roll and takes the lower result") change the hit's roll itself.
    void theImporterReadsTheRollChanges()
    {
        const QJsonObject shot = encounterPower(QStringLiteral("formidable-archer"), QStringLiteral("head-shot"));
        QCOMPARE(shot.value(QStringLiteral("trigger")).toString(), QStringLiteral("ownHit"));
        QCOMPARE(shot.value(QStringLiteral("with")).toString(), QStringLiteral("composite-longbow"));
        QVERIFY(shot.value(QStringLiteral("makesCritical")).toBool());
        QCOMPARE(shot.value(QStringLiteral("action")).toString(), QStringLiteral("free"));
        QCOMPARE(shot.value(QStringLiteral("usage")).toString(), QStringLiteral("encounter"));
        const QJsonObject threat = encounterPower(QStringLiteral("king-of-thieves"), QStringLiteral("intimidating"));
        QCOMPARE(threat.value(QStringLiteral("trigger")).toString(), QStringLiteral("beingHit"));
        QVERIFY(threat.value(QStringLiteral("rerollsHit")).toBool());
        QCOMPARE(threat.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        // Other hit counters change more than the roll: Egg Sacs places a spider swarm (tst_triggeredcreatures),
        // Shreds of Armor, "takes no damage and is dazed", changes its user (tst_triggeredselfchange).
        QVERIFY(!encounterPower(QStringLiteral("small-hunting-spider"), QStringLiteral("egg-sacs"))
                     .contains(QStringLiteral("rerollsHit")));
    }

    // Ava's sword (+10) hits the king of thieves (15 + 10 = 25 against AC 23): Intimidating is asked with her chance on
    // the new roll (13 or more: 40%); taken, she rolls 5 and the lower counts: 15, a miss, no damage; its immediate
    // action is spent, the at-will power is not. Declined, the 25 hits for d8 5 + 3 = 8 (118 to 110).
    void theKingOfThievesStaresDownAHit()
    {
        auto encounter = room(QStringLiteral("king-of-thieves"), 10, 5, {15, 5});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['king-of-thieves']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{{QStringLiteral("king-of-thieves"), 40}}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("beingHit"));
        const QList<QJsonObject> attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks.first().value(QStringLiteral("firstNatural")).toInt(), 15);
        QCOMPARE(attacks.first().value(QStringLiteral("natural")).toInt(), 5);
        QCOMPARE(attacks.first().value(QStringLiteral("total")).toInt(), 15);
        QVERIFY(!attacks.first().value(QStringLiteral("hit")).toBool());
        const Combatant *king = encounter->state().combatant(QStringLiteral("king-of-thieves"));
        QCOMPARE(king->hp, 118);
        QVERIFY(king->immediateActionUsed);
        QVERIFY(king->expendedPowers.isEmpty());

        auto declined = room(QStringLiteral("king-of-thieves"), 10, 5, {15, 5});
        const CommandOutcome hit =
            run(*declined, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['king-of-thieves']}",
                {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(hit.ok, qPrintable(hit.error));
        QVERIFY(ofType(hit.events, "attack").first().value(QStringLiteral("hit")).toBool());
        QCOMPARE(declined->state().combatant(QStringLiteral("king-of-thieves"))->hp, 110);
    }

    // Ava ends her turn; the formidable archer's composite longbow from four squares hits her (10 + 20 = 30 against AC
    // 17): Head Shot is asked (nothing to roll); taken, the hit is critical: the maximum, 3d6 + 15 = 33 (40 to 7), and
    // the encounter power is spent. Declined, 3d6 + 15 = 2 + 3 + 4 + 15 = 24 (to 16).
    void theFormidableArcherTakesAHeadShot()
    {
        auto encounter = room(QStringLiteral("formidable-archer"), 6, 8, {10});
        endTurns(*encounter, 1);
        const CommandOutcome outcome = run(*encounter, "{'type': 'attack', 'creature': 'formidable-archer', 'power': "
                                                       "'composite-longbow', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("head-shot"));
        const QJsonObject attack = ofType(outcome.events, "attack").first();
        QVERIFY(attack.value(QStringLiteral("critical")).toBool());
        QVERIFY(attack.value(QStringLiteral("madeCritical")).toBool());
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 7);
        QVERIFY(encounter->state()
                    .combatant(QStringLiteral("formidable-archer"))
                    ->expendedPowers.contains(QStringLiteral("head-shot")));

        auto declined = room(QStringLiteral("formidable-archer"), 6, 8, {10, 2, 3, 4});
        endTurns(*declined, 1);
        const CommandOutcome plain = run(*declined,
                                         "{'type': 'attack', 'creature': 'formidable-archer', 'power': "
                                         "'composite-longbow', 'targets': ['ava']}",
                                         {{DecisionKind::TriggeredPower, false}});
        QVERIFY2(plain.ok, qPrintable(plain.error));
        QVERIFY(!ofType(plain.events, "attack").first().value(QStringLiteral("critical")).toBool());
        QCOMPARE(declined->state().combatant(QStringLiteral("ava"))->hp, 16);
    }

    // Pervasive Wound ("free, encounter": "When the insidious assassin hits a target granting combat advantage to the
    // insidious assassin: The target takes persistent 5 damage until the end of the encounter or until the target is
    // reduced to 0 hit points or below"): persistent damage no save ends, for the encounter; its end at 0 HP is the
    // table's, so the library marks it partly automated.
    void theImporterReadsTheAssassinsWound()
    {
        const QJsonObject wound =
            encounterPower(QStringLiteral("insidious-assassin"), QStringLiteral("pervasive-wound"));
        QCOMPARE(wound.value(QStringLiteral("trigger")).toString(), QStringLiteral("hitsOffGuard"));
        QCOMPARE(wound.value(QStringLiteral("action")).toString(), QStringLiteral("free"));
        QCOMPARE(wound.value(QStringLiteral("onHit")).toArray(),
                 QJsonArray{object(json("{'persistent': 5, 'duration': 'encounter'}"))});
        const Power *printed =
            powerNamed(*published(QStringLiteral("insidious-assassin")), QStringLiteral("Pervasive Wound"));
        QVERIFY(printed && MonsterCombatant::playsPower(*printed) && !MonsterCombatant::playsWhole(*printed));
    }

    // Ava (AC 17) prone beside the insidious assassin: its knife (+14, melee) counts her off-guard (+2: prone, Orcus
    // "Off-guard"), rolls 5 + 16 = 21 and hits: Pervasive Wound is asked (nothing rolled); taken, she takes 2d8 + 8 =
    // 3 + 4 + 8 = 15 (40 to 25), is weakened (save ends) and takes persistent 5 damage for the encounter: at the start
    // of her turn, 25 to 20, with no saving throw against it. The encounter power is spent; undo takes the wound back
    // with the blow. Standing, she is not off-guard: the same hit asks nothing.
    void theAssassinWoundsAnOffGuardTarget()
    {
        auto encounter = room(QStringLiteral("insidious-assassin"), 5, 5, {5, 3, 4});
        endTurns(*encounter, 1);
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'source': 'insidious-assassin', 'effect': "
                                "{'condition': 'prone', 'duration': 'untilResolved'}}")
                    .ok);
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, "{'type': 'attack', 'creature': 'insidious-assassin', 'power': "
                                                       "'knife', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(oddsAsked(outcome.events), (QMap<QString, int>{}));
        const QList<QJsonObject> used = ofType(outcome.events, "triggeredPower");
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("power")).toString(), QStringLiteral("pervasive-wound"));
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("hitsOffGuard"));
        QCOMPARE(ofType(outcome.events, "attack").first().value(QStringLiteral("total")).toInt(), 21);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 25);
        QVERIFY(encounter->state()
                    .combatant(QStringLiteral("insidious-assassin"))
                    ->expendedPowers.contains(QStringLiteral("pervasive-wound")));
        endTurns(*encounter, 1);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 20);
        QVERIFY(encounter->undo().ok);
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));

        auto standing = room(QStringLiteral("insidious-assassin"), 5, 5, {5, 3, 4});
        endTurns(*standing, 1);
        const CommandOutcome plain = run(*standing, "{'type': 'attack', 'creature': 'insidious-assassin', 'power': "
                                                    "'knife', 'targets': ['ava']}");
        QVERIFY2(plain.ok, qPrintable(plain.error));
        QVERIFY(ofType(plain.events, "attack").first().value(QStringLiteral("hit")).toBool());
        QVERIFY(ofType(plain.events, "triggeredPower").isEmpty());
        QCOMPARE(standing->state().combatant(QStringLiteral("ava"))->hp, 25);
    }

    // A hand-written power file cannot make a self power without an attack roll that nothing triggers, nor give a
    // power that uses another one without a trigger: the encounter would not know whom it strikes or when.
    void aTriggerlessEffectIsRefused()
    {
        const JsonContext context(QStringLiteral("power"));
        auto selfless = combatPowerFromJson(
            object(json("{'id': 'rebuke', 'origin': 'self', 'automatic': true, 'damage': '1d6+2'}")), context);
        QVERIFY(!selfless.ok());
        QVERIFY2(selfless.errorMessage().contains(QStringLiteral("automatic")), qPrintable(selfless.errorMessage()));
        auto using_ = combatPowerFromJson(object(json("{'id': 'leak', 'expends': 'breath-weapon'}")), context);
        QVERIFY(!using_.ok());
        QVERIFY2(using_.errorMessage().contains(QStringLiteral("expends")), qPrintable(using_.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestTriggeredPowerEffects)
#include "tst_triggeredpowereffects.moc"
