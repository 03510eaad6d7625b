#include "encounter/encountergrid.h"
#include "simulation/attackvalue.h"
#include "simulation/tacticspolicy.h"

#include <algorithm>

namespace battlemat {

namespace {

// The farthest a creature caught by the power can stand from its user, in squares (Orcus "Range"); generous where
// the area's shape leaves doubt, since a bound only has to be large enough.
int farthestCaught(const CombatPower &power)
{
    if (!AttackValue::isArea(power))
        return std::max({power.range, power.longRange, 1});
    if (power.origin == PowerOrigin::Far)
        return power.range + power.burst + 1;
    if (power.area == AreaType::Burst)
        return power.burst + 1;
    return 2 * power.burst + 2; // a spray's block lies beside the user
}

} // namespace

std::optional<TacticsPolicy::Anywhere> TacticsPolicy::anywhere(const EncounterState &state, const Combatant &attacker,
                                                               const QList<ActionKind> &kinds) const
{
    Anywhere table;
    table.creatures = int(state.combatants.size());
    table.values.resize(attacker.powers.size() * table.creatures * 2);
    std::fill(table.values.begin(), table.values.end(), -1.0);
    QStringList everyone; // as attackBound's target list
    everyone.reserve(state.combatants.size());
    for (const Combatant &c : state.combatants)
        everyone << c.id;
    for (qsizetype index = 0; index < attacker.powers.size(); ++index) {
        const CombatPower &power = attacker.powers.at(index);
        if (!power.isAttack() || !kinds.contains(power.action) || attacker.expendedPowers.contains(power.id))
            continue;
        for (qsizetype at = 0; at < state.combatants.size(); ++at) {
            const Combatant &t = state.combatants.at(at);
            if (t.dead || t.side == attacker.side)
                continue;
            const auto modifiers = AttackRules::modifierTotalAnywhere(state, attacker, t, power, everyone, {});
            if (!modifiers)
                return std::nullopt;
            for (const bool flanking : {false, true})
                table.values[(index * table.creatures + at) * 2 + (flanking ? 1 : 0)] = AttackValue::value(
                    state, t, power, power.attackBonus + (*modifiers)(flanking), m_profile.staggeredFocus);
        }
    }
    return table;
}

// Why a bound and not the value itself: bestAttack asks AttackRules for legality, cover and concealment by sight
// lines for every power, target and area origin, which is most of a simulated fight's time. The bound asks none of
// them; a square whose bound cannot beat the best square so far is skipped, and the choice stays what the full
// evaluation of every square would give.
double TacticsPolicy::attackBound(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                                  const QList<ActionKind> &kinds, bool withFlanking,
                                  QVarLengthArray<double, 8> *perPower, const Anywhere *values) const
{
    // Each power's own bound (0: it reaches no enemy here), and Grapple's last; as the whole bound, with a margin
    // for sums taken in another order than bestWithPower's.
    if (perPower) {
        perPower->resize(attacker.powers.size() + 1);
        std::fill(perPower->begin(), perPower->end(), 1e-9);
    }
    // Every creature as the attack's target list: a marked attacker is then never counted as ignoring its marker,
    // which only ever lowers the roll. Only the bound without `values` asks the attack rules with it.
    QStringList everyone;
    if (!values) {
        everyone.reserve(state.combatants.size());
        for (const Combatant &c : state.combatants)
            everyone << c.id;
    }
    const int attackerIndex = grid.indexOf(attacker.id);
    // The range from the attacker to each creature (Orcus "Range"), measured once: every power asks it.
    // Which creatures are living enemies, also once (every power asks it of every creature, a comparison of sides).
    const Space from = spaceOf(attacker);
    QVarLengthArray<int, 16> range(state.combatants.size());
    QVarLengthArray<bool, 16> enemy(state.combatants.size());
    for (qsizetype at = 0; at < state.combatants.size(); ++at) {
        const Combatant &t = state.combatants.at(at);
        range[at] = rangeBetween(from, spaceOf(t));
        enemy[at] = !t.dead && t.side != attacker.side;
    }
    // Whether the attacker flanks each creature here, asked of the grid at most once per bound (every power asks
    // it of the same target): 0 not yet asked, 1 no, 2 yes. Only an adjacent enemy is flanked (FlankingRules,
    // Orcus "Flanking"), so the grid is not asked about the others: most of the enemies a square reaches.
    QVarLengthArray<quint8, 16> flankedBy(state.combatants.size(), 0);
    const auto flanked = [&](qsizetype at) {
        if (!flankedBy[at]) {
            const Combatant &t = state.combatants.at(at);
            const int targetIndex = grid.indexOf(t.id);
            if (attackerIndex < 0 || targetIndex < 0)
                flankedBy[at] = 0; // not on the grid: flanked or not is unknown, asked every time (below)
            else
                flankedBy[at] = range[at] == 1 && grid.flanking(attackerIndex, targetIndex) ? 2 : 1;
        }
        return flankedBy[at];
    };
    double best = 0;
    QVarLengthArray<std::pair<qsizetype, double>, 16> reached;
    for (qsizetype index = 0; index < attacker.powers.size(); ++index) {
        const CombatPower &power = attacker.powers.at(index);
        if (!power.isAttack() || !kinds.contains(power.action) || attacker.expendedPowers.contains(power.id))
            continue;
        if (AttackValue::isArea(power) && power.area == AreaType::Wall)
            continue; // never chosen (bestWithPower)
        const int reach = farthestCaught(power);
        reached.clear();
        for (qsizetype at = 0; at < state.combatants.size(); ++at) {
            if (!enemy[at] || range[at] > reach)
                continue;
            const Combatant &t = state.combatants.at(at);
            if (values) {
                // Flanked or not is the one thing that depends on the square and raises the roll; unknown (not on
                // the grid) counts as flanked.
                reached.append({at, values->at(index, at, flanked(at) != 1)});
                continue;
            }
            const int bonus = power.attackBonus +
                              AttackRules::modifierTotalWithoutCover(state, grid, attacker, t, power, everyone, {});
            reached.append({at, AttackValue::value(state, t, power, bonus, m_profile.staggeredFocus)});
        }
        if (reached.isEmpty())
            continue;
        double bound = 0;
        if (!AttackValue::isArea(power)) {
            // The best `targets` enemies together; allies are never targeted.
            std::sort(reached.begin(), reached.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
            for (int i = 0; i < std::min<int>(std::max(1, power.targets), int(reached.size())); ++i)
                bound += reached.at(i).second;
            if (withFlanking && power.origin == PowerOrigin::Melee && attackerIndex >= 0) {
                for (const auto &[at, v] : std::as_const(reached)) {
                    if (flanked(at) == 2) {
                        bound += std::max(0.0, m_profile.flankingBonus);
                        break;
                    }
                }
            }
        } else if (power.origin == PowerOrigin::Far) {
            // A burst of size b catches creatures within 2b + 1 of each other: the best cluster around one enemy.
            for (const auto &[centre, unused] : std::as_const(reached)) {
                double cluster = 0;
                for (const auto &[t, v] : std::as_const(reached)) {
                    if (rangeBetween(state.combatants.at(centre), state.combatants.at(t)) <= 2 * power.burst + 1)
                        cluster += v;
                }
                bound = std::max(bound, cluster);
            }
        } else {
            for (const auto &[t, v] : std::as_const(reached))
                bound += v; // allies caught only lower the value
        }
        if (power.usage == PowerUsage::Encounter)
            bound *= 0.9;
        else if (power.usage == PowerUsage::Daily)
            bound /= m_profile.dailyThreshold;
        best = std::max(best, bound);
        if (perPower)
            (*perPower)[index] = bound + 1e-9;
    }
    if (kinds.contains(ActionKind::Standard)) {
        QVarLengthArray<bool, 16> besideEnemy(state.combatants.size());
        for (qsizetype at = 0; at < state.combatants.size(); ++at)
            besideEnemy[at] = enemy[at] && range[at] <= 1;
        const double grapple = grappleBound(state, grid, attacker, besideEnemy.constData());
        best = std::max(best, grapple);
        if (perPower)
            perPower->back() = grapple + 1e-9;
    }
    return best + 1e-9; // sums in another order than bestAttack's may differ in the last bit
}

} // namespace battlemat
