#include "simulation/tacticspolicy.h"

#include "encounter/actionpointcommand.h"
#include "encounter/attackcommand.h"
#include "encounter/basicactioncommand.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/endturncommand.h"
#include "encounter/movecommand.h"
#include "grid/flankingrules.h"
#include "simulation/attackvalue.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticsselfpower.h"
#include "simulation/walkmemo.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>

namespace battlemat {
namespace {

bool hostile(const Combatant &a, const Combatant &b)
{
    return a.side != b.side;
}

template<typename T>
std::shared_ptr<Command> ifValid(const EncounterState &state, std::shared_ptr<T> command)
{
    // Remembered as checked: the fight runner does not validate the chosen command again (CheckedCommand).
    if (CheckedCommand::validate(state, command))
        return command;
    return nullptr;
}

} // namespace

TacticsPolicy::TacticsPolicy(TacticsProfile profile)
    : m_profile(std::move(profile))
{}

bool TacticsPolicy::standing(const Combatant &c)
{
    return AttackValue::standing(c);
}

double TacticsPolicy::expectedDamage(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                                     const Combatant &target, const CombatPower &power, const QStringList &targets,
                                     const AttackOptions &options, double *hitChance)
{
    // The same modifiers and defense the attack will roll against (AttackRules), as the targeting preview shows.
    const int bonus =
        power.attackBonus + AttackRules::modifierTotal(state, grid, attacker, target, power, targets, options);
    return AttackValue::expectedDamage(state, target, power, bonus, hitChance);
}

double TacticsPolicy::valueAgainst(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                                   const Combatant &target, const CombatPower &power, const QStringList &targets,
                                   const AttackOptions &options) const
{
    const int bonus =
        power.attackBonus + AttackRules::modifierTotal(state, grid, attacker, target, power, targets, options);
    return AttackValue::value(state, target, power, bonus, m_profile.staggeredFocus);
}

std::optional<double> TacticsPolicy::upperValue(const EncounterState &state, const EncounterGrid &grid,
                                                const Combatant &attacker, const Combatant &target,
                                                const CombatPower &power) const
{
    // Every creature as the target list: no target is counted as ignoring a mark, which only lowers the roll.
    thread_local QStringList everyone;
    everyone.clear();
    for (const Combatant &c : state.combatants)
        everyone << c.id;
    const int attackerIndex = grid.indexOf(attacker.id);
    const int targetIndex = grid.indexOf(target.id);
    const bool flanked = attackerIndex < 0 || targetIndex < 0 || grid.flanking(attackerIndex, targetIndex);
    const auto modifiers = AttackRules::modifierTotalAnywhere(state, attacker, target, power, everyone, {});
    if (!modifiers)
        return std::nullopt;
    return AttackValue::value(state, target, power, power.attackBonus + (*modifiers)(flanked),
                              m_profile.staggeredFocus);
}

std::optional<QVarLengthArray<double, 16>> TacticsPolicy::areaUpperValues(const EncounterState &state,
                                                                          const EncounterGrid &grid,
                                                                          const Combatant &attacker,
                                                                          const CombatPower &power) const
{
    QVarLengthArray<double, 16> upper(state.combatants.size(), -1.0);
    for (qsizetype at = 0; at < state.combatants.size(); ++at) {
        const Combatant &t = state.combatants.at(at);
        if (t.dead || !hostile(attacker, t))
            continue;
        const auto value = upperValue(state, grid, attacker, t, power);
        if (!value)
            return std::nullopt;
        upper[at] = *value;
    }
    return upper;
}

std::optional<TacticsPolicy::AttackPlan> TacticsPolicy::bestWithPower(const EncounterState &state,
                                                                      const EncounterGrid &grid,
                                                                      const Combatant &attacker,
                                                                      const CombatPower &power) const
{
    std::optional<AttackPlan> best;
    auto consider = [&](QStringList targets, const AttackOptions &options) {
        // Who the area catches first (validate() asks the same and more): most origins catch no enemy at all.
        auto resolved = AttackRules::targetsFor(state, grid, attacker, power, targets, options);
        if (!resolved || resolved->isEmpty())
            return;
        if (targets.isEmpty() && std::none_of(resolved->cbegin(), resolved->cend(), [&](const QString &id) {
                const Combatant *t = state.combatant(id);
                return t && !t->dead && hostile(attacker, *t) && standing(*t);
            }))
            return;
        if (!AttackRules::validate(state, grid, attacker, power, targets, options))
            return;
        double value = 0;
        int enemies = 0;
        int allies = 0;
        for (const QString &id : std::as_const(*resolved)) {
            const Combatant *t = state.combatant(id);
            if (!t || t->dead || t->id == attacker.id)
                continue;
            const double v = valueAgainst(state, grid, attacker, *t, power, *resolved, options);
            if (hostile(attacker, *t)) {
                value += v;
                enemies += standing(*t) ? 1 : 0;
            } else {
                value -= 1.5 * v; // an ally caught in the area: worse than the same damage to an enemy is good
                allies += 1;
            }
        }
        // Area powers only where they catch more enemies than allies (docs/simulation.md).
        if (value <= 0 || (AttackValue::isArea(power) && enemies <= allies))
            return;
        if (!best || value > best->value)
            best = AttackPlan{power.id, targets, options, value, false, false};
    };

    const bool area = AttackValue::isArea(power);
    if (!area) {
        // Single (or few) targets: each enemy alone, then the best few together for multi-target powers.
        QList<std::pair<double, QString>> ranked;
        std::optional<std::pair<double, QString>> first;
        // One target: only the first of the ranking counts, the highest value, the earliest of equal ones. An enemy
        // whose value without cover or concealment (upperValue) is no more than one ranked before it cannot be
        // first, so it is not asked of the attack rules (nor is any while an aura is in play).
        double bar = 0;
        bool bounded = power.targets == 1;
        for (const Combatant &t : state.combatants) {
            if (t.dead || !hostile(attacker, t))
                continue;
            // A cheap look at the distance first: validate() asks the grid, which costs far more.
            if (rangeBetween(attacker, t) > std::max({power.range, power.longRange, 1}))
                continue;
            if (bounded && bar > 0) {
                const auto upper = upperValue(state, grid, attacker, t, power);
                bounded = upper.has_value();
                if (upper && *upper <= bar)
                    continue;
            }
            const QStringList targets{t.id};
            if (!AttackRules::validate(state, grid, attacker, power, targets, {}))
                continue;
            const double value = valueAgainst(state, grid, attacker, t, power, targets, {});
            bar = std::max(bar, value);
            // One target: the first of the ranking is the earliest of the highest values, kept as they come (no list
            // and no sort); several: the ranking itself.
            if (power.targets == 1) {
                if (!first || value > first->first)
                    first = {value, t.id};
            } else {
                ranked.append({value, t.id});
            }
        }
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
        if (power.targets == 1) {
            // One target: each was validated and valued above, no need to ask again.
            if (first && first->first > 0)
                best = AttackPlan{power.id, {first->second}, {}, first->first, false, false};
        } else if (!ranked.isEmpty()) {
            QStringList targets;
            for (int i = 0; i < std::min<int>(power.targets, int(ranked.size())); ++i)
                targets << ranked.at(i).second;
            consider(targets, {});
            if (targets.size() > 1 && !best)
                consider({ranked.constFirst().second}, {});
        }
    } else if (power.area == AreaType::Wall) {
        return std::nullopt; // walls are laid square by square at the table (docs/simulation.md "Left to the table")
    } else if (power.origin == PowerOrigin::Near && power.area == AreaType::Burst) {
        consider({}, {});
    } else {
        // Far bursts centred on an enemy or next to one; sprays from a top-left square around the user.
        QList<Square> origins;
        if (power.origin == PowerOrigin::Far) {
            for (const Combatant &t : state.combatants) {
                if (t.dead || !hostile(attacker, t) || !standing(t))
                    continue;
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        const Square origin{t.position.x + dx, t.position.y + dy};
                        // Enemies side by side share origins: each is weighed once, in the same order as before.
                        if (!origins.contains(origin))
                            origins.append(origin);
                    }
                }
            }
        } else {
            const int reach = power.burst + 1;
            for (int dy = -reach; dy <= reach; ++dy)
                for (int dx = -reach; dx <= reach; ++dx)
                    origins.append({attacker.position.x + dx, attacker.position.y + dy});
        }
        // What each enemy could be worth caught in a far burst: its value without cover or concealment, flanked as it
        // is (AttackRules::modifierTotalAnywhere; none while an aura is in play). An origin whose enemies within the
        // burst together are not worth more than the best origin so far cannot beat it: the area rules are not asked.
        const std::optional<QVarLengthArray<double, 16>> upper =
            power.origin == PowerOrigin::Far && power.area == AreaType::Burst
                ? areaUpperValues(state, grid, attacker, power)
                : std::nullopt;
        for (const Square &origin : std::as_const(origins)) {
            if (!state.grid.contains(origin))
                continue;
            // A cheap look at the distance first, as for single targets: validate() refuses an origin out of range.
            if (power.origin == PowerOrigin::Far && rangeBetween(spaceOf(attacker), Space{origin, 1}) > power.range)
                continue;
            if (upper) {
                // Summed in the creatures' order, as the area's value is: never less than it.
                double bound = 0;
                for (qsizetype at = 0; at < state.combatants.size(); ++at) {
                    if (upper->at(at) >= 0 &&
                        rangeBetween(spaceOf(state.combatants.at(at)), Space{origin, 1}) <= power.burst)
                        bound += upper->at(at);
                }
                if (bound <= (best ? best->value : 0.0))
                    continue;
            }
            AttackOptions options;
            options.origin = origin;
            consider({}, options);
        }
    }
    if (best) {
        // A spent power is gone for the fight: an encounter power a little, a daily one by the profile's factor.
        if (power.usage == PowerUsage::Encounter)
            best->value *= 0.9;
        else if (power.usage == PowerUsage::Daily)
            best->value /= m_profile.dailyThreshold;
        const bool rangedOrFar = power.origin == PowerOrigin::Ranged || power.origin == PowerOrigin::Far;
        if (rangedOrFar) {
            for (const Combatant &e : state.combatants) {
                if (standing(e) && hostile(attacker, e) && isAdjacent(attacker, e))
                    best->provokes = true;
            }
        }
        if (power.origin == PowerOrigin::Melee && best->targets.size() == 1) {
            const int a = grid.indexOf(attacker.id);
            const int t = grid.indexOf(best->targets.constFirst());
            best->flanking = a >= 0 && t >= 0 && grid.flanking(a, t);
        }
    }
    return best;
}

std::optional<TacticsPolicy::AttackPlan> TacticsPolicy::bestAttack(const EncounterState &state,
                                                                   const EncounterGrid &grid, const Combatant &attacker,
                                                                   const QList<ActionKind> &kinds) const
{
    return bestAttack(state, grid, attacker, kinds, nullptr);
}

std::optional<TacticsPolicy::AttackPlan>
TacticsPolicy::bestAttack(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                          const QList<ActionKind> &kinds, const QVarLengthArray<double, 8> *bounds, double floor) const
{
    std::optional<AttackPlan> best;
    // A plan is worth more than 0, and a later power must beat the best so far (an equal value goes to the first).
    const auto cannotBeat = [&](qsizetype index) {
        return bounds && index < bounds->size() && bounds->at(index) <= (best ? best->value : 0.0);
    };
    // A power bounded below the floor is not weighed either: its plan could not reach the floor. The highest such
    // bound is kept, for the check below.
    double skipped = -1;
    const auto belowFloor = [&](qsizetype index) {
        if (!bounds || index >= bounds->size() || bounds->at(index) >= floor)
            return false;
        skipped = std::max(skipped, bounds->at(index));
        return true;
    };
    for (qsizetype index = 0; index < attacker.powers.size(); ++index) {
        const CombatPower &power = attacker.powers.at(index);
        if (!power.isAttack() || !kinds.contains(power.action) || attacker.expendedPowers.contains(power.id))
            continue;
        if (cannotBeat(index) || belowFloor(index))
            continue;
        auto plan = bestWithPower(state, grid, attacker, power);
        if (plan && (!best || plan->value > best->value))
            best = plan;
    }
    // The universal Grapple, a standard action, when it is worth more than every power (tacticsgrapple.cpp).
    if (kinds.contains(ActionKind::Standard) && !cannotBeat(attacker.powers.size()) &&
        !belowFloor(attacker.powers.size())) {
        auto plan = bestGrapple(state, grid, attacker);
        if (plan && (!best || plan->value > best->value))
            best = plan;
    }
    // The plan is the one worth most, whatever a flanking bonus adds to it: a power left out for the floor could
    // still have been worth more than the plan found (a bow worth 5.1 over a flanking sword's 5.05 + 0.5), and
    // would then have been the plan. When the plan found reaches the floor and such a power might beat it, every
    // power is weighed after all.
    if (best && skipped >= best->value && best->value + std::max(0.0, m_profile.flankingBonus) >= floor)
        return bestAttack(state, grid, attacker, kinds, bounds, 0);
    return best;
}

std::shared_ptr<Command> TacticsPolicy::actionPoint(const EncounterState &state, const EncounterGrid &grid,
                                                    const Combatant &c) const
{
    if (c.actionPoints <= 0 || state.budget.standard() > 0)
        return nullptr;
    bool worth = m_profile.actionPointsEarly;
    for (const Combatant &e : state.combatants) {
        if (standing(e) && hostile(c, e) && (e.hp <= e.staggeredValue() || e.rank >= MonsterRank::Elite))
            worth = true;
    }
    if (!worth)
        return nullptr;
    // Worth it only when there is something to do with the standard action it gives.
    EncounterState after = state;
    after.budget.grant(ActionKind::Standard);
    if (!bestAttack(after, grid, c, {ActionKind::Standard}))
        return nullptr;
    return ifValid(state, std::make_shared<ActionPointCommand>(c.id, ActionKind::Standard));
}

std::shared_ptr<Command> TacticsPolicy::next(const EncounterState &state) const
{
    CheckedCommand::forget();
    const Combatant *current = state.combatant(state.current);
    auto endTurn = std::make_shared<EndTurnCommand>(state.current);
    if (!current || !standing(*current) || !ConditionRules::canAct(state, *current))
        return endTurn;
    const Combatant &c = *current;
    const ActionBudget &budget = state.budget;
    // One grid for every question of this decision: the state does not change while the policy thinks.
    const auto kept = EncounterGrid::of(state);
    const EncounterGrid &grid = *kept;
    thread_local WalkMemo memo;
    const int index = grid.indexOf(c.id);
    Walkable walkable;
    if (memo.holds(kept, index))
        walkable = memo.walkable;
    // Whatever this decision asked of MovementRules is kept for the next one, however it returns.
    struct Keep
    {
        WalkMemo &memo;
        const std::shared_ptr<const EncounterGrid> &kept;
        int index;
        const Walkable &walkable;
        ~Keep()
        {
            if (walkable && !memo.holds(kept, index))
                memo = WalkMemo{kept, index, walkable};
        }
    } keep{memo, kept, index, walkable};

    // Orcus "Stand Up": a move action, and a prone creature may not walk.
    if (ConditionRules::has(state, c, Condition::Prone) && budget.canTake(ActionKind::Move)) {
        if (auto stand = ifValid(state, std::make_shared<BasicActionCommand>(c.id, BasicActionCommand::Kind::StandUp,
                                                                             QString(), QList<Square>{})))
            return stand;
    }
    // Orcus "Grapple": held from the grappler's next turn on only with a swift action; the policy grappled because
    // holding the target was worth more than an attack, so it keeps holding it.
    const bool grappling = std::any_of(state.effects.cbegin(), state.effects.cend(), [&](const ActiveEffect &e) {
        return e.source == c.id && e.spec.duration == EffectDuration::MaintainSwift;
    });
    if (grappling && budget.swift() > 0) {
        if (auto maintain =
                ifValid(state, std::make_shared<BasicActionCommand>(c.id, BasicActionCommand::Kind::MaintainGrapple,
                                                                    QString(), QList<Square>{})))
            return maintain;
    }
    // Orcus "Escape a Grapple": a move action the held creature has no other use for (it cannot walk), taken
    // before the attack so that a success with its step leaves an archer shooting without provoking.
    if (budget.move() > 0) {
        if (auto escaping = escape(state, grid, c))
            return escaping;
    }
    // Orcus "Rally": a standard action spending a recovery, once per encounter (no action after an ally's Rally Ally,
    // given at the table before a simulation from here).
    if (c.hero && !c.rallyUsed && c.recoveries > 0 && c.hp <= m_profile.rallyBelow * c.maxHp &&
        (c.freeRally || budget.canTake(ActionKind::Standard))) {
        if (auto rally = ifValid(state, std::make_shared<BasicActionCommand>(c.id, BasicActionCommand::Kind::Rally,
                                                                             QString(), QList<Square>{})))
            return rally;
    }

    if (budget.standard() > 0) {
        const auto here = bestAttack(state, grid, c, {ActionKind::Standard});
        const double stayValue = here ? here->value + (here->flanking ? m_profile.flankingBonus : 0) : 0.0;
        // Move first when the standard action is still there after the move and the attack from there is better.
        const auto move = budget.move() > 0 ? moveToAttack(state, grid, c, stayValue, walkable) : std::nullopt;
        const double attackValue = move ? std::max(move->score, stayValue) : stayValue;
        // A Coup de Grace on a helpless enemy beside it, when the sure critical hit is worth more than the attack.
        if (auto coup = coupDeGrace(state, grid, c, attackValue))
            return coup;
        // Bull Rush, when it pushes an enemy beside it into a pit and that is worth more than the attack.
        if (auto rush = bullRush(state, grid, c, attackValue))
            return rush;
        // Stabilize a dying ally beside it or Grant Save, the one worth most, when that is
        // worth more than any attack this turn.
        const auto heal = healAlly(state, c);
        const bool healing = heal && heal->value > attackValue;
        if (auto grant = grantSave(state, c, healing ? heal->value : attackValue))
            return grant;
        if (healing)
            return heal->command;
        // A power on itself (temporary hit points, healing) when it keeps more hit points than the attack deals.
        if (auto self = TacticsSelfPower::choose(state, c, attackValue))
            return self;
        if (budget.move() > 0) {
            if (move) {
                if (auto command = ifValid(state, std::make_shared<MoveCommand>(c.id, MovementMode::Walk, move->path)))
                    return command;
            }
            if (here && here->provokes && m_profile.stepBeforeRanged) {
                if (auto step = stepAway(state, grid, c, here->value)) {
                    if (auto command =
                            ifValid(state, std::make_shared<MoveCommand>(c.id, MovementMode::Step, step->path)))
                        return command;
                }
            }
        }
        if (here) {
            if (auto attack =
                    ifValid(state, std::make_shared<AttackCommand>(c.id, here->power, here->targets, here->options)))
                return attack;
        }
    }
    // Attack powers that cost a move or swift action, when that action is still there untraded.
    QList<ActionKind> minor;
    if (budget.move() > 0)
        minor << ActionKind::Move;
    if (budget.swift() > 0)
        minor << ActionKind::Swift;
    // Free-action attacks are left out: nothing in the rules would stop the policy from repeating them forever.
    if (auto plan = minor.isEmpty() ? std::nullopt : bestAttack(state, grid, c, minor)) {
        if (auto attack =
                ifValid(state, std::make_shared<AttackCommand>(c.id, plan->power, plan->targets, plan->options)))
            return attack;
    }
    // Nothing to attack from here nor after a move: a Charge, when an enemy is within one (moving closer is worth
    // nothing this turn, so any attack worth something beats it).
    if (budget.standard() > 0) {
        if (auto command = charge(state, grid, c, 0))
            return command;
    }
    // Nothing to attack from here: close in (a standard action is traded for a second move when the first ran out).
    if (budget.canTake(ActionKind::Move)) {
        if (auto move = approach(state, grid, c, walkable)) {
            if (auto command = ifValid(state, std::make_shared<MoveCommand>(c.id, MovementMode::Walk, move->path)))
                return command;
        }
    }
    if (auto self = TacticsSelfPower::choose(state, c, 0)) // the actions nothing else wanted
        return self;
    if (auto point = actionPoint(state, grid, c))
        return point;
    return endTurn;
}

} // namespace battlemat
