#include "publishedmonsterroom.h"

#include "encounter/combatpowerjson.h"
#include "encounter/encounterlog.h"
#include "encounter/encounterreplay.h"
#include "simulation/policydecider.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const char *swordOnMummy = "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['abyssal-mummy']}";

// The abyssal mummy facing Ava beside it (5,4), starting with these wards, on Ava's turn (its initiative, 1 + 36,
// comes before her 20 + 2: its first turn ends at once); Ava's sword +40 (d20 15: 55 against AC 51 hits, 1d8+3
// against its 1 hit point).
std::unique_ptr<CommandProcessor> mummy(int wards, const QList<int> &rolls)
{
    auto encounter =
        room(QStringLiteral("abyssal-mummy"), 40, 5, rolls, {}, QJsonObject{{QStringLiteral("wards"), wards}});
    endTurns(*encounter, 1);
    return encounter;
}

bool replaysTo(const CommandProcessor &encounter)
{
    auto log = EncounterLog::fromJsonLines(encounter.log().toJsonLines(), QStringLiteral("mummy.jsonl"));
    if (!log.ok())
        return false;
    auto replayed = EncounterReplay::replay(*log, QStringLiteral("mummy.jsonl"));
    return replayed.ok() && sameState((*replayed)->state(), encounter.state());
}

} // namespace

/**
 * Wards (engine/encounter/wards.h; docs/encounter.md "Triggered powers"), with the one published monster of
 * ../shared/rules/orcus-monsters-1.0.md that keeps them, the abyssal mummy (level 35 mook, AC 51, 1 HP): its Soul
 * Harvest trait ("If the abyssal mummy reduces a creature to 0 HP or below, it gains one ward.") and its Protected by
 * Death ("counter, at-will": "Spend a ward. The attack misses. If the mummy has no wards, it cannot use this power."),
 * which prints no trigger: Battlemat reads it as a counter on being hit that turns the hit into a miss, offered only
 * while the mummy has a ward. Every change of the count is an event of the command that made it, undone with it and
 * replayed from the log.
 */
class TestWards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsTheTraitAndTheCounter()
    {
        const QJsonObject counter =
            encounterPower(QStringLiteral("abyssal-mummy"), QStringLiteral("protected-by-death"));
        QCOMPARE(counter.value(QStringLiteral("trigger")).toString(), QStringLiteral("beingHit"));
        QCOMPARE(counter.value(QStringLiteral("action")).toString(), QStringLiteral("immediate"));
        QCOMPARE(counter.value(QStringLiteral("usage")).toString(), QStringLiteral("at-will"));
        QCOMPARE(counter.value(QStringLiteral("origin")).toString(), QStringLiteral("self"));
        QVERIFY(counter.value(QStringLiteral("makesMiss")).toBool());
        QVERIFY(counter.value(QStringLiteral("spendsWard")).toBool());
        QVERIFY(!counter.contains(QStringLiteral("selfChange")));
        const StatBlock *block = published(QStringLiteral("abyssal-mummy"));
        const Power *power = powerNamed(*block, QStringLiteral("Protected by Death"));
        QVERIFY(power && MonsterCombatant::playsPower(*power) && MonsterCombatant::playsWhole(*power));
        QVERIFY(MonsterCombatant::statBlock(*block)->value(QStringLiteral("wardOnDrop")).toBool());
        QCOMPARE(block->monster.details.traits.size(), 1);
        QVERIFY(MonsterCombatant::playsTrait(block->monster.details.traits.first()));
        QVERIFY(!MonsterCombatant::tableParts(*block).contains(QStringLiteral("trait 'Soul Harvest'")));
        // The same words about another creature, or another gain, are not it.
        QVERIFY(
            encounterWardOnDrop(QStringLiteral("If the lich reduces a creature to 0 HP or below, it gains one ward.")));
        QVERIFY(!encounterWardOnDrop(QStringLiteral("If the lich reduces a creature to 0 HP or below, it heals 10.")));
    }

    // Without a ward the counter is not offered: Ava's sword hits (15 + 40 = 55 against AC 51), 1d8 5 + 3 = 8
    // destroys the 1-hit-point mummy.
    void noWardNoOffer()
    {
        auto encounter = mummy(0, {15, 5});
        const CommandOutcome outcome = run(*encounter, swordOnMummy);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(decisionOfKind(outcome.events, QStringLiteral("triggeredPower")).isEmpty());
        QVERIFY(encounter->state().combatant(QStringLiteral("abyssal-mummy"))->dead);
    }

    // With 2 wards the hit is offered (nothing rolled, 7.5 damage spared on average, the 2 wards said); taken, a ward
    // is spent (1 left), the attack misses, the mummy keeps its 1 hit point and its immediate action is used; the
    // at-will power is not expended. Undo gives the ward back; the log replays to the same state.
    void aWardTurnsTheHitIntoAMiss()
    {
        auto encounter = mummy(2, {15});
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, swordOnMummy, {use(true)});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject offer = decisionOfKind(outcome.events, QStringLiteral("triggeredPower"));
        QCOMPARE(offer.value(QStringLiteral("decider")).toString(), QStringLiteral("abyssal-mummy"));
        QVERIFY(offer.value(QStringLiteral("makesMiss")).toBool());
        QCOMPARE(offer.value(QStringLiteral("saves")).toDouble(), 7.5);
        QCOMPARE(offer.value(QStringLiteral("wards")).toInt(), 2);
        const QList<QJsonObject> spent = ofType(outcome.events, "wardSpent");
        QCOMPARE(spent.size(), 1);
        QCOMPARE(spent.first().value(QStringLiteral("power")).toString(), QStringLiteral("protected-by-death"));
        QCOMPARE(spent.first().value(QStringLiteral("wards")).toInt(), 1);
        const QJsonObject attack = ofType(outcome.events, "attack").first();
        QVERIFY(!attack.value(QStringLiteral("hit")).toBool());
        QCOMPARE(attack.value(QStringLiteral("turnedToMiss")).toString(), QStringLiteral("protected-by-death"));
        QVERIFY(ofType(outcome.events, "damage").isEmpty());
        const Combatant *undead = encounter->state().combatant(QStringLiteral("abyssal-mummy"));
        QCOMPARE(undead->wards, 1);
        QCOMPARE(undead->hp, 1);
        QVERIFY(undead->immediateActionUsed);
        QVERIFY(!undead->expendedPowers.contains(QStringLiteral("protected-by-death")));
        QVERIFY(replaysTo(*encounter));
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
        QCOMPARE(encounter->state().combatant(QStringLiteral("abyssal-mummy"))->wards, 2);
    }

    // Declined, the ward stays and the hit lands.
    void declinedTheWardStays()
    {
        auto encounter = mummy(1, {15, 5});
        QVERIFY(run(*encounter, swordOnMummy, {use(false)}).ok);
        const Combatant *undead = encounter->state().combatant(QStringLiteral("abyssal-mummy"));
        QVERIFY(undead->dead);
        QCOMPARE(undead->wards, 1);
    }

    // The last ward spent, the next hit (a round later, its immediate action back) is not offered and lands.
    void theLastWardSpentItCannotUseIt()
    {
        auto encounter = mummy(1, {15});
        QVERIFY(run(*encounter, swordOnMummy, {use(true)}).ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("abyssal-mummy"))->wards, 0);
        endTurns(*encounter, 2);
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        const CommandOutcome again = run(*encounter, swordOnMummy);
        QVERIFY2(again.ok, qPrintable(again.error));
        QVERIFY(decisionOfKind(again.events, QStringLiteral("triggeredPower")).isEmpty());
    }

    // Soul Harvest: the mummy's Mummy Touch (+40: d20 15 hits Ava's AC 17) deals 22 necrotic damage (its mummy rot is
    // the table's). Ava at 30 keeps 8: no ward. A round later the same blow drops her to -14 (dying, not dead: her
    // staggered value is 20), so the mummy gains one ward. Undo takes it back with the blow; the log replays to the
    // same state.
    void droppingACreatureGainsAWard()
    {
        auto encounter = mummy(0, {15, 15});
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'ava', 'hp': 30}").ok);
        endTurns(*encounter, 1);
        const char *touch =
            "{'type': 'attack', 'creature': 'abyssal-mummy', 'power': 'mummy-touch', 'targets': ['ava']}";
        const CommandOutcome first = run(*encounter, touch);
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 8);
        QVERIFY(ofType(first.events, "wardGained").isEmpty());
        QCOMPARE(encounter->state().combatant(QStringLiteral("abyssal-mummy"))->wards, 0);
        endTurns(*encounter, 2);
        QCOMPARE(encounter->state().current, QStringLiteral("abyssal-mummy"));
        const CommandOutcome second = run(*encounter, touch);
        QVERIFY2(second.ok, qPrintable(second.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, -14);
        const QList<QJsonObject> gained = ofType(second.events, "wardGained");
        QCOMPARE(gained.size(), 1);
        QCOMPARE(gained.first().value(QStringLiteral("creature")).toString(), QStringLiteral("abyssal-mummy"));
        QCOMPARE(gained.first().value(QStringLiteral("dropped")).toString(), QStringLiteral("ava"));
        QCOMPARE(gained.first().value(QStringLiteral("wards")).toInt(), 1);
        QCOMPARE(encounter->state().combatant(QStringLiteral("abyssal-mummy"))->wards, 1);
        QVERIFY(replaysTo(*encounter));
        QVERIFY(encounter->undo().ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("abyssal-mummy"))->wards, 0);
    }

    // The simulation's policy takes it while it has a ward (a miss is always worth a counter).
    void thePolicyTakesIt()
    {
        auto encounter = mummy(1, {15});
        PolicyDecider policy;
        const CommandOutcome outcome =
            encounter->run(commandFromJson(object(json(swordOnMummy)), JsonContext(QString())).value(), &policy);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *undead = encounter->state().combatant(QStringLiteral("abyssal-mummy"));
        QVERIFY(!undead->dead);
        QCOMPARE(undead->wards, 0);
    }

    // Wrong input: a ward count out of range, and spendsWard on a power that nothing offers.
    void badInputIsRefused()
    {
        Combatant creature;
        creature.id = QStringLiteral("m");
        const Status read =
            readStatBlock(creature,
                          object(json("{'hp': 1, 'defenses': {'ac': 10, 'fortitude': 10, 'reflex': 10, 'will': 10}, "
                                      "'powers': [], 'wards': -1}")),
                          JsonContext(QStringLiteral("x"), QStringLiteral("creatures[1]")));
        QVERIFY(!read.ok());
        QVERIFY2(read.errorMessage().contains(QStringLiteral("creatures[1].wards")), qPrintable(read.errorMessage()));
        const auto power = combatPowerFromJson(object(json("{'id': 'pd', 'origin': 'self', 'spendsWard': true}")),
                                               JsonContext(QStringLiteral("x"), QStringLiteral("powers[1]")));
        QVERIFY(!power.ok());
        QCOMPARE(power.errorMessage(), QStringLiteral("x: powers[1].spendsWard: only a power with a trigger spends a "
                                                      "ward (it is offered when the trigger is met)"));
    }
};

QTEST_GUILESS_MAIN(TestWards)
#include "tst_wards.moc"
