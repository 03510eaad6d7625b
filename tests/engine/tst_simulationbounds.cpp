#include "encounterfixture.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/endturncommand.h"
#include "orcus/attackmodifiers.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticspolicy.h"

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
 * of an attack from anywhere never below the attack from any square; since the eleventh look, the what-if grid made
 * from the kept one equal to one made from the state, and a command counted as checked only by the policy's own
 * validation against that very state.
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

    void aGridFromTheKeptOneEqualsANewOne()
    {
        // Conditions (prone; dying, so unconscious and helpless), a slowed speed and a used opportunity attack: every
        // part of the creatures' view the kept grid's check compares.
        EncounterState state = arenaState();
        addEffect(state, "g1", "bran", "prone");
        addEffect(state, "g2", "ava", "slowed");
        state.combatant(QStringLiteral("bran"))->hp = 0;
        state.combatant(QStringLiteral("ogre"))->opportunityAttackUsed = true;
        const auto kept = EncounterGrid::of(state);
        const EncounterState copy = state;
        EncounterGrid fromKept(copy, *kept);
        const EncounterGrid fresh(copy);
        const QList<MapCreature> &made = fromKept.grid().creatures();
        const QList<MapCreature> &derived = fresh.grid().creatures();
        QCOMPARE(made.size(), derived.size());
        QCOMPARE(made.size(), 5);
        for (qsizetype i = 0; i < made.size(); ++i) {
            const MapCreature &a = made.at(i);
            const MapCreature &b = derived.at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.position, b.position);
            QCOMPARE(a.side, b.side);
            QCOMPARE(a.speed, b.speed);
            QCOMPARE(a.reach, b.reach);
            QCOMPARE(a.conditions, b.conditions);
            QCOMPARE(a.opportunityAttackUsed, b.opportunityAttackUsed);
        }
        QVERIFY(made.at(fromKept.indexOf(QStringLiteral("bran"))).conditions.contains(QStringLiteral("helpless")));
        // The what-if grid moves its creature on its own copy: the kept grid, which other questions share, stays.
        const int ava = fromKept.indexOf(QStringLiteral("ava"));
        fromKept.moveCreature(ava, Square{5, 5});
        QCOMPARE(fromKept.grid().creature(ava).position, (Square{5, 5}));
        QCOMPARE(kept->grid().creature(kept->indexOf(QStringLiteral("ava"))).position, (Square{3, 3}));
        QCOMPARE(fresh.grid().creature(fresh.indexOf(QStringLiteral("ava"))).position, (Square{3, 3}));
    }

    void aCommandIsCheckedOnlyByTheValidationOfThatState()
    {
        // Ava between the two goblins on her turn: the policy attacks one, a command it validated on this state.
        EncounterState state = arenaState();
        state.phase = EncounterPhase::Combat;
        state.round = 1;
        state.turnNumber = 1;
        state.current = QStringLiteral("ava");
        state.budget = ActionBudget::fullTurn();
        const TacticsPolicy policy(TacticsProfile::brute());
        const std::shared_ptr<Command> command = policy.next(state);
        QVERIFY(command);
        QCOMPARE(command->toJson().value(QStringLiteral("type")).toString(), QStringLiteral("attack"));
        QVERIFY(CheckedCommand::checked(state, command));
        // Not for an equal copy of the state (another object, which may change apart), nor another command.
        const EncounterState copy = state;
        QVERIFY(!CheckedCommand::checked(copy, command));
        QVERIFY(!CheckedCommand::checked(state, std::make_shared<EndTurnCommand>(QStringLiteral("ava"))));
        CheckedCommand::forget();
        QVERIFY(!CheckedCommand::checked(state, command));
        // A command its validate() refuses (not Bran's turn) is not remembered.
        const std::shared_ptr<Command> refused = std::make_shared<EndTurnCommand>(QStringLiteral("bran"));
        QVERIFY(!refused->validate(state));
        QVERIFY(!CheckedCommand::validate(state, refused));
        QVERIFY(!CheckedCommand::checked(state, refused));
        QVERIFY(CheckedCommand::validate(state, command));
        QVERIFY(CheckedCommand::checked(state, command));
    }
};

QTEST_GUILESS_MAIN(TestSimulationBounds)
#include "tst_simulationbounds.moc"
