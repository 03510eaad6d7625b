#include "encounterfixture.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "orcus/attackmodifiers.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

EncounterState arenaState()
{
    return make(arena({}))->state();
}

void addEffect(EncounterState &state, const char *target, const char *source, const char *condition,
               bool onlyAgainstSource = false)
{
    ActiveEffect effect;
    effect.id = state.nextEffectId++;
    effect.target = QLatin1String(target);
    effect.source = QLatin1String(source);
    effect.spec.condition = QLatin1String(condition);
    effect.spec.onlyAgainstSource = onlyAgainstSource;
    state.effects.append(effect);
}

QStringList everyone(const EncounterState &state)
{
    QStringList ids;
    for (const Combatant &c : state.combatants)
        ids << c.id;
    return ids;
}

} // namespace

/**
 * What the simulator's speed rests on (docs/simulation-speed.md "Seventh look"): conditions as bits answering
 * what the conditions' names answer, the circumstance modifiers' sum from the same table as their list, and the bound
 * of an attack from anywhere never below the attack from any square.
 */
class TestSimulationBounds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conditionBitsDeriveAsTheRulesSay()
    {
        EncounterState state = arenaState();
        addEffect(state, "g1", "ava", "grappled");
        addEffect(state, "g2", "bran", "controlled");
        addEffect(state, "ogre", "ava", "off-guard", /*onlyAgainstSource=*/true);
        state.combatant(QStringLiteral("ava"))->hp = 0; // dying
        const auto of = [&](const char *id) { return *state.combatant(QLatin1String(id)); };

        // orcus-gaps-filled.md section 7: grappled means immobilized, controlled means dazed; docs/encounter.md: a
        // dying creature is unconscious and so helpless.
        QVERIFY(ConditionRules::has(state, of("g1"), Condition::Immobilized));
        QVERIFY(!ConditionRules::has(state, of("g1"), Condition::Restrained));
        QVERIFY(ConditionRules::has(state, of("g1"), QStringLiteral("grappled")));
        QVERIFY(ConditionRules::has(state, of("g2"), Condition::Dazed));
        QVERIFY(ConditionRules::has(state, of("ava"), Condition::Unconscious));
        QVERIFY(ConditionRules::has(state, of("ava"), Condition::Helpless));
        // Off-guard to the feinting creature only: not a condition of the ogre, but a reason against ava.
        QVERIFY(!ConditionRules::has(state, of("ogre"), Condition::OffGuard));
        QCOMPARE(ConditionRules::offGuardReasons(state, of("ogre"), of("ava")), QStringList{"off-guard"});
        QVERIFY(ConditionRules::offGuardReasons(state, of("ogre"), of("bran")).isEmpty());
        QCOMPARE(ConditionRules::offGuardReasons(state, of("ava"), of("g1")), (QStringList{"helpless", "unconscious"}));

        // Every condition by name answers what the bits answer, for every creature.
        for (const Combatant &c : std::as_const(state.combatants)) {
            const ConditionRules::ConditionSet set = ConditionRules::conditionsOf(state, c);
            for (int i = 0; i < conditionCount; ++i) {
                const Condition condition = Condition(i);
                QCOMPARE(ConditionRules::has(state, c, conditionName(condition)), set.has(condition));
            }
        }
    }

    void surprisedOnlyInTheSurpriseRound()
    {
        EncounterState state = arenaState();
        state.surprised = {QStringLiteral("g1")};
        const Combatant &g1 = *state.combatant(QStringLiteral("g1"));
        state.phase = EncounterPhase::Surprise;
        QVERIFY(ConditionRules::has(state, g1, Condition::Surprised));
        QVERIFY(!ConditionRules::canAct(state, g1));
        state.phase = EncounterPhase::Combat;
        QVERIFY(!ConditionRules::has(state, g1, Condition::Surprised));
        QVERIFY(ConditionRules::canAct(state, g1));
    }

    void circumstanceTotalIsTheSumOfTheModifiers()
    {
        // Orcus "Circumstance Attack Roll Modifiers": flanked (off-guard) +2, cover -2, long range -2, a prone target
        // of a ranged attack from afar -2.
        AttackSituation s;
        s.kind = AttackKind::Ranged;
        s.flanking = true;
        s.cover = CoverGrade::Cover;
        s.longRange = true;
        s.targetProne = true;
        s.adjacent = false;
        QCOMPARE(AttackModifiers::circumstanceTotal(s), -4);
        int sum = 0;
        for (const AttackModifier &modifier : AttackModifiers::circumstances(s))
            sum += modifier.value;
        QCOMPARE(sum, -4);
        // An attacker that cannot see its target: total concealment, -5, and no off-guard bonus.
        s = AttackSituation{};
        s.targetOffGuard = {QStringLiteral("dazed")};
        s.attackerCannotSeeTarget = QStringLiteral("blinded");
        QCOMPARE(AttackModifiers::circumstanceTotal(s), -5);
        QCOMPARE(AttackModifiers::circumstances(s).size(), 1);
    }

    void anAttackFromAnywhereBoundsEverySquare()
    {
        EncounterState state = arenaState();
        addEffect(state, "g1", "bran", "prone");
        const Combatant &ava = *state.combatant(QStringLiteral("ava"));
        const Combatant &g1 = *state.combatant(QStringLiteral("g1"));
        const QStringList targets = everyone(state);
        const CombatPower sword = *ava.power(QStringLiteral("sword"));
        const CombatPower bow = *ava.power(QStringLiteral("bow"));
        // A prone target: off-guard against melee (+2, flanked or not); against a ranged attack off-guard only when
        // flanked, and never the -2 from afar (the bound stands adjacent).
        const auto swordAnywhere = AttackRules::modifierTotalAnywhere(state, ava, g1, sword, targets, {});
        const auto bowAnywhere = AttackRules::modifierTotalAnywhere(state, ava, g1, bow, targets, {});
        QVERIFY(swordAnywhere && bowAnywhere);
        QCOMPARE(swordAnywhere->apart, 2);
        QCOMPARE(swordAnywhere->flanking, 2);
        QCOMPARE(bowAnywhere->apart, 0);
        QCOMPARE(bowAnywhere->flanking, 2);

        int weighed = 0;
        for (int y = 0; y < state.grid.height(); ++y) {
            for (int x = 0; x < state.grid.width(); ++x) {
                EncounterState there = state;
                there.combatant(QStringLiteral("ava"))->position = Square{x, y};
                const EncounterGrid grid(there);
                const int a = grid.indexOf(QStringLiteral("ava"));
                const int t = grid.indexOf(QStringLiteral("g1"));
                if (Square{x, y} == g1.position || a < 0 || t < 0)
                    continue;
                const bool flanks = grid.flanking(a, t);
                const Combatant &moved = *there.combatant(QStringLiteral("ava"));
                const Combatant &target = *there.combatant(QStringLiteral("g1"));
                for (const auto &[power, bound] : {std::pair{sword, *swordAnywhere}, std::pair{bow, *bowAnywhere}}) {
                    const int here =
                        AttackRules::modifierTotalWithoutCover(there, grid, moved, target, power, targets, {});
                    QVERIFY2(here <= bound(flanks),
                             qPrintable(QStringLiteral("%1 from %2,%3").arg(power.id).arg(x).arg(y)));
                }
                ++weighed;
            }
        }
        QVERIFY(weighed > 50);
        // From afar the bow takes the prone target's -2, below the bound.
        EncounterState far = state;
        far.combatant(QStringLiteral("ava"))->position = Square{7, 0};
        const EncounterGrid farGrid(far);
        QCOMPARE(AttackRules::modifierTotalWithoutCover(far, farGrid, *far.combatant(QStringLiteral("ava")),
                                                        *far.combatant(QStringLiteral("g1")), bow, targets, {}),
                 -2);
    }

    void noBoundFromAnywhereWhileAnAuraIsInPlay()
    {
        EncounterState state = arenaState();
        CombatAura aura;
        aura.name = QStringLiteral("Stench");
        state.combatant(QStringLiteral("ogre"))->auras.append(aura);
        const Combatant &ava = *state.combatant(QStringLiteral("ava"));
        const Combatant &g1 = *state.combatant(QStringLiteral("g1"));
        QVERIFY(!AttackRules::modifierTotalAnywhere(state, ava, g1, *ava.power(QStringLiteral("sword")),
                                                    everyone(state), {}));
    }
};

QTEST_GUILESS_MAIN(TestSimulationBounds)
#include "tst_simulationbounds.moc"
