// The tactics policy's moves (TacticsPolicy, docs/simulation.md "The tactics policy"): to a square to attack from,
// towards the nearest enemy, or a step away that keeps an attack; each path and what it provokes from the grid's
// MovementRules, as the move command checks them.
#include "encounter/encountergrid.h"
#include "grid/movementrules.h"
#include "simulation/attackvalue.h"
#include "simulation/tacticspolicy.h"

#include <QVarLengthArray>

#include <algorithm>
#include <climits>

namespace battlemat {
namespace {

// The spaces of the enemies still standing, as their edges: asked for every square a creature might move to (a
// few hundred per decision), so taken once.
struct EnemyBox
{
    int left, top, right, bottom;
};
using EnemyBoxes = QVarLengthArray<EnemyBox, 16>;

EnemyBoxes enemySpaces(const EncounterState &state, const Combatant &c)
{
    EnemyBoxes boxes;
    for (const Combatant &e : state.combatants) {
        if (AttackValue::standing(e) && e.side != c.side) {
            const Space space = spaceOf(e);
            boxes.append({space.left(), space.top(), space.right(), space.bottom()});
        }
    }
    return boxes;
}

// The range from a creature's space (spaceSquares of its size) on a square to the nearest of the enemies (INT_MAX
// when there is none): rangeBetween (Orcus "Range") of the two spaces, written out on the edges taken once.
inline int nearestEnemy(int spaceSize, Square square, const EnemyBoxes &enemies)
{
    const int left = square.x;
    const int top = square.y;
    const int right = square.x + spaceSize - 1;
    const int bottom = square.y + spaceSize - 1;
    int nearest = INT_MAX;
    for (const EnemyBox &e : enemies) {
        const int dx = std::max(e.left - right, left - e.right);
        const int dy = std::max(e.top - bottom, top - e.bottom);
        nearest = std::min(nearest, std::max(std::max(dx, dy), 0));
    }
    return nearest;
}

// Whether a creature fights from afar: an unspent standard attack power that is ranged or far. Such a creature
// prefers, among squares its attack is worth the same from, the one where its enemies' attacks meet cover.
bool shootsFromAfar(const Combatant &c)
{
    return std::any_of(c.powers.cbegin(), c.powers.cend(), [&](const CombatPower &power) {
        return power.isAttack() && power.action == ActionKind::Standard && !c.expendedPowers.contains(power.id) &&
               (power.origin == PowerOrigin::Ranged || power.origin == PowerOrigin::Far);
    });
}

/**
 * The encounter with one creature put on squares it might move to, to ask the rules what it could do from there:
 * one copy of the state and one grid, the creature moved on both for each square, instead of a state and a grid
 * per square.
 */
class WhatIf
{
public:
    // `kept` is the grid EncounterGrid::of() gave for state: its view of the creatures is taken instead of derived
    // again.
    WhatIf(const EncounterState &state, const EncounterGrid &kept, const QString &id)
        : m_state(state)
        , m_grid(state, kept)
        , m_creature(m_state.combatant(id))
        , m_index(m_grid.indexOf(id))
    {}
    bool valid() const { return m_creature && m_index >= 0; }
    void moveTo(Square square)
    {
        m_creature->position = square;
        m_grid.moveCreature(m_index, square);
    }
    const EncounterState &state() const { return m_state; }
    const EncounterGrid &grid() const { return m_grid; }
    const Combatant &creature() const { return *m_creature; }

private:
    EncounterState m_state;
    EncounterGrid m_grid;
    Combatant *m_creature;
    int m_index;
};

} // namespace

double TacticsPolicy::provocationCost(const EncounterState &state, const EncounterGrid &grid, const Combatant &mover,
                                      const QList<OpportunityAttack> &provoked) const
{
    double cost = 0;
    for (const OpportunityAttack &attack : provoked) {
        const Combatant *attacker = state.combatant(attack.attackerId);
        const CombatPower *basic = attacker ? attacker->basicMeleeAttack() : nullptr;
        if (basic)
            cost += expectedDamage(state, grid, *attacker, mover, *basic, {mover.id}, {});
    }
    return cost * m_profile.opportunityAttackWeight;
}

int TacticsPolicy::shelter(const EncounterState &state, const EncounterGrid &grid, const Combatant &c)
{
    // Orcus "Cover" by the grid's CoverRules (EncounterGrid::cover), from each standing enemy to the creature where
    // it stands on this grid: the penalty the enemy's attack would take, no line of effect counting as much as
    // three-quarters cover (it cannot attack at all from there).
    const int index = grid.indexOf(c.id);
    int total = 0;
    for (const Combatant &e : state.combatants) {
        if (!AttackValue::standing(e) || e.side == c.side)
            continue;
        const int enemy = grid.indexOf(e.id);
        if (enemy < 0 || index < 0)
            continue;
        const CoverGrade grade = grid.cover(enemy, index);
        total += grade == CoverGrade::Total ? -coverPenalty(CoverGrade::ThreeQuarters) : -coverPenalty(grade);
    }
    return total;
}

std::optional<TacticsPolicy::MovePlan> TacticsPolicy::moveToAttack(const EncounterState &state,
                                                                   const EncounterGrid &grid, const Combatant &c,
                                                                   double stayValue, Walkable &walkable) const
{
    const int index = grid.indexOf(c.id);
    if (index < 0)
        return std::nullopt;
    const MovementRules rules(grid.grid());
    if (!walkable)
        walkable = rules.reachable(index, MovementMode::Walk);
    const auto &reachable = *walkable;
    if (!reachable)
        return std::nullopt;
    // The farthest any of its standard powers reaches; squares beyond it from every enemy cannot lead to an attack.
    int reach = 0;
    for (const CombatPower &power : c.powers) {
        if (power.isAttack() && power.action == ActionKind::Standard && !c.expendedPowers.contains(power.id))
            reach = std::max(reach, AttackValue::isArea(power) ? power.range + power.burst + 1
                                                               : std::max(power.range, power.longRange));
    }
    // The closest squares first (melee ends adjacent), the cheapest among them, then in the order the grid gave
    // them; a dozen are enough to choose from. Only those twelve are sorted out of the few hundred.
    struct Candidate
    {
        int nearest;
        int order;
        ReachableSquare square;
    };
    QVarLengthArray<Candidate, 256> all;
    const EnemyBoxes enemies = enemySpaces(state, c);
    const int spaceSize = spaceSquares(c.size);
    for (qsizetype i = 0; i < reachable->size(); ++i) {
        const ReachableSquare &r = reachable->at(i);
        if (r.cost == 0)
            continue;
        const int nearest = nearestEnemy(spaceSize, r.square, enemies);
        if (nearest <= reach)
            all.append({nearest, int(i), r});
    }
    const auto closer = [](const Candidate &a, const Candidate &b) {
        if (a.nearest != b.nearest)
            return a.nearest < b.nearest;
        return a.square.cost != b.square.cost ? a.square.cost < b.square.cost : a.order < b.order;
    };
    // `closer` orders every pair (the flood's order breaks the last tie): the dozen nearest, whichever way they are
    // selected, are the same dozen in the same order.
    const qsizetype kept = std::min<qsizetype>(all.size(), 12);
    if (kept < all.size())
        std::nth_element(all.begin(), all.begin() + kept, all.end(), closer);
    std::sort(all.begin(), all.begin() + kept, closer);
    QVarLengthArray<std::pair<int, ReachableSquare>, 12> candidates;
    for (qsizetype i = 0; i < kept; ++i)
        candidates.append({all.at(i).nearest, all.at(i).square});
    std::optional<MovePlan> best;
    if (candidates.isEmpty())
        return best;
    MoveOptions options;
    options.safest = m_profile.opportunityAttackWeight > 1.0;
    WhatIf there(state, grid, c.id);
    if (!there.valid())
        return best;
    // Every candidate's bound first, then the full weighing from the highest bound down: the best squares come
    // early, so the bar rises fast and most squares are never weighed in full (bestAttack is most of a decision's
    // time). The choice is the one of weighing them nearest first: an equal score goes to the earlier candidate.
    struct Bounded
    {
        double bound;
        int order;
    };
    QVarLengthArray<Bounded, 12> bounded;
    QVarLengthArray<QVarLengthArray<double, 8>, 12> powerBounds(candidates.size());
    // What the creature's attacks could be worth against each enemy from anywhere, once for every square: only
    // who is within reach and who is flanked are asked square by square.
    const QList<ActionKind> standard{ActionKind::Standard};
    const std::optional<Anywhere> values = anywhere(state, c, standard);
    for (int i = 0; i < int(candidates.size()); ++i) {
        there.moveTo(candidates.at(i).second.square);
        bounded.append({attackBound(there.state(), there.grid(), there.creature(), standard, true, &powerBounds[i],
                                    values ? &*values : nullptr) -
                            0.05 * candidates.at(i).second.cost,
                        i});
    }
    std::stable_sort(bounded.begin(), bounded.end(),
                     [](const Bounded &a, const Bounded &b) { return a.bound > b.bound; });
    int bestOrder = INT_MAX;
    int bestShelter = 0;
    // A creature that shoots prefers, between squares of the same score, the one where its enemies' attacks meet
    // cover (shelter); other ties go to the candidate weighed first in nearest-first order.
    const bool seeksCover = shootsFromAfar(c);
    const auto beats = [&](double score, int order) {
        if (!best || score > best->score)
            return true;
        if (score < best->score)
            return false;
        if (seeksCover) {
            const int here = shelter(there.state(), there.grid(), there.creature());
            if (here != bestShelter)
                return here > bestShelter;
        }
        return order < bestOrder;
    };
    for (const Bounded &b : std::as_const(bounded)) {
        // Squares that cannot beat the best so far are not weighed in full (attackBound); nor any after them. One
        // that shoots also weighs a square that can only equal it, for its cover.
        const double threshold = best ? std::max(best->score, stayValue + 0.25) : stayValue + 0.25;
        if (b.bound < threshold || (b.bound == threshold && !(seeksCover && best && best->score == threshold)))
            break;
        const ReachableSquare &r = candidates.at(b.order).second;
        there.moveTo(r.square);
        // A power whose bound, less the distance, is below the bar cannot make this square the best (its bound is
        // also the bound of the square's score with its plan): it is not weighed here. At the bar exactly it is,
        // for an equal score (cover, nearer).
        auto plan = bestAttack(there.state(), there.grid(), there.creature(), {ActionKind::Standard},
                               &powerBounds[b.order], threshold + 0.05 * r.cost);
        if (!plan)
            continue;
        double score = plan->value - 0.05 * r.cost;
        if (plan->flanking)
            score += m_profile.flankingBonus;
        if (plan->provokes)
            score -= 1.0;
        // The path and what it provokes only lower the score: not worth asking for a square that cannot win.
        if (score <= stayValue + 0.25 || !beats(score, b.order))
            continue;
        MovePath path = rules.path(index, r.square, MovementMode::Walk, options);
        if (!path.legal || path.path.size() < 2)
            continue;
        QList<Square> squares = path.path.mid(1);
        score -= provocationCost(state, grid, c, path.provokes);
        if (score > stayValue + 0.25 && beats(score, b.order)) {
            best = MovePlan{squares, score};
            bestOrder = b.order;
            if (seeksCover)
                bestShelter = shelter(there.state(), there.grid(), there.creature());
        }
    }
    return best;
}

std::optional<TacticsPolicy::MovePlan> TacticsPolicy::approach(const EncounterState &state, const EncounterGrid &grid,
                                                               const Combatant &c, Walkable &walkable) const
{
    const int index = grid.indexOf(c.id);
    if (index < 0)
        return std::nullopt;
    const MovementRules rules(grid.grid());
    if (!walkable)
        walkable = rules.reachable(index, MovementMode::Walk);
    const auto &reachable = *walkable;
    if (!reachable)
        return std::nullopt;
    const EnemyBoxes enemies = enemySpaces(state, c);
    const int spaceSize = spaceSquares(c.size);
    const int now = nearestEnemy(spaceSize, c.position, enemies);
    std::optional<ReachableSquare> best;
    int bestRange = now;
    for (const ReachableSquare &r : std::as_const(*reachable)) {
        const int range = nearestEnemy(spaceSize, r.square, enemies);
        if (range < bestRange || (best && range == bestRange && r.cost < best->cost)) {
            best = r;
            bestRange = range;
        }
    }
    if (!best)
        return std::nullopt;
    MoveOptions options;
    options.safest = m_profile.opportunityAttackWeight > 1.0;
    const MovePath path = rules.path(index, best->square, MovementMode::Walk, options);
    if (!path.legal || path.path.size() < 2)
        return std::nullopt;
    return MovePlan{path.path.mid(1), 0};
}

std::optional<TacticsPolicy::MovePlan> TacticsPolicy::stepAway(const EncounterState &state, const EncounterGrid &grid,
                                                               const Combatant &c, double attackValue) const
{
    const int index = grid.indexOf(c.id);
    if (index < 0)
        return std::nullopt;
    auto steps = MovementRules(grid.grid()).reachable(index, MovementMode::Step);
    if (!steps)
        return std::nullopt;
    std::optional<MovePlan> best;
    int bestShelter = 0;
    WhatIf there(state, grid, c.id);
    if (!there.valid())
        return best;
    for (const ReachableSquare &r : std::as_const(*steps)) {
        if (r.cost == 0)
            continue;
        there.moveTo(r.square);
        QVarLengthArray<double, 8> powerBounds;
        const double bound =
            attackBound(there.state(), there.grid(), there.creature(), {ActionKind::Standard}, false, &powerBounds);
        // A square that can only equal the best so far is weighed for its cover (it steps away to shoot).
        if (bound < 0.8 * attackValue || (best && bound < best->score))
            continue;
        auto plan = bestAttack(there.state(), there.grid(), there.creature(), {ActionKind::Standard}, &powerBounds);
        if (!plan || plan->provokes || plan->value < 0.8 * attackValue)
            continue;
        if (best && plan->value < best->score)
            continue;
        // Between squares its attack is worth the same from, the one where its enemies' attacks meet most cover.
        const int here = shelter(there.state(), there.grid(), there.creature());
        if (!best || plan->value > best->score || here > bestShelter) {
            best = MovePlan{{r.square}, plan->value};
            bestShelter = here;
        }
    }
    return best;
}

} // namespace battlemat
