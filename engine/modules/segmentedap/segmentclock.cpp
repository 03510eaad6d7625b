#include "segmentclock.h"

#include <algorithm>
#include <numeric>

namespace battlemat {

Result<qsizetype> SegmentClock::indexOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_combatants.size(); ++i) {
        if (m_combatants.at(i).id == id)
            return i;
    }
    return Error{QStringLiteral("'%1' is not on the segment clock").arg(id)};
}

Result<SegmentedCombatant> SegmentClock::combatant(const QString &id) const
{
    auto index = indexOf(id);
    if (!index)
        return index.error();
    return m_combatants.at(*index);
}

Status SegmentClock::checkRunning() const
{
    if (!m_started)
        return Error{QStringLiteral("the segment clock has not started")};
    return success();
}

Status SegmentClock::addCombatant(const SegmentedCombatant &combatant)
{
    if (combatant.id.isEmpty())
        return Error{QStringLiteral("a combatant needs an id")};
    if (indexOf(combatant.id))
        return Error{QStringLiteral("'%1' is on the segment clock already").arg(combatant.id)};
    if (auto speed = SegmentedActionCosts::checkSpeed(combatant.speed); !speed)
        return Error{QStringLiteral("%1: %2").arg(combatant.id, speed.errorMessage())};
    if (combatant.squaresPerPoint < 1)
        return Error{QStringLiteral("%1: moves at least 1 square per action point").arg(combatant.id)};
    SegmentedCombatant joined = combatant;
    joined.primary = 0;
    joined.secondary = 0;
    m_combatants.append(joined);
    return success();
}

void SegmentClock::beginSegment()
{
    // "Each segment a player earns 2 action points": 1 PAP and 1 SAP, at the segment's start (its zero phase).
    for (SegmentedCombatant &combatant : m_combatants) {
        ++combatant.primary;
        ++combatant.secondary;
        combatant.movedPrimary = false;
        combatant.movedSecondary = false;
        combatant.sprinting = false;
        combatant.attacked = false;
        combatant.aborted = false;
    }
}

Status SegmentClock::start()
{
    if (m_started)
        return Error{QStringLiteral("the segment clock is running already")};
    m_started = true;
    m_turn = 1;
    m_segment = 1;
    beginSegment();
    return success();
}

Status SegmentClock::nextSegment()
{
    if (auto running = checkRunning(); !running)
        return running;
    if (++m_segment > segmentsPerTurn) {
        m_segment = 1;
        ++m_turn;
    }
    beginSegment();
    return success();
}

QStringList SegmentClock::actingOrder() const
{
    std::vector<qsizetype> order(size_t(m_combatants.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](qsizetype a, qsizetype b) {
        const SegmentedCombatant &first = m_combatants.at(a);
        const SegmentedCombatant &second = m_combatants.at(b);
        if (first.dexterity != second.dexterity)
            return first.dexterity > second.dexterity;
        return first.speed > second.speed;
    });
    QStringList ids;
    for (qsizetype index : order)
        ids.append(m_combatants.at(index).id);
    return ids;
}

Status SegmentClock::zeroPhaseAction(const QString &id)
{
    if (auto running = checkRunning(); !running)
        return running;
    auto index = indexOf(id);
    if (!index)
        return index.error();
    const SegmentedCombatant &combatant = m_combatants.at(*index);
    if (combatant.aborted)
        return Error{QStringLiteral("%1 aborted to a defensive action and acts no more this segment").arg(id)};
    if (combatant.attacked)
        return Error{QStringLiteral("%1 attacked this segment: zero-phase actions come before an attack").arg(id)};
    return success();
}

Status SegmentClock::canAfford(const QString &id, SegmentedActionRequest request) const
{
    if (auto running = checkRunning(); !running)
        return running;
    auto index = indexOf(id);
    if (!index)
        return index.error();
    const SegmentedCombatant &combatant = m_combatants.at(*index);
    if (combatant.aborted)
        return Error{QStringLiteral("%1 aborted to a defensive action and acts no more this segment").arg(id)};
    request.speed = combatant.speed;
    auto cost = SegmentedActionCosts::cost(request);
    if (!cost)
        return cost.error();
    if (cost->primaryOnly && combatant.primary < cost->cost) {
        return Error{QStringLiteral("%1 needs %2 PAP for this attack and has %3")
                         .arg(id)
                         .arg(cost->cost)
                         .arg(combatant.primary)};
    }
    if (!cost->primaryOnly && combatant.total() < cost->cost) {
        return Error{QStringLiteral("%1 needs %2 action points (PAP and SAP together) and has %3")
                         .arg(id)
                         .arg(cost->cost)
                         .arg(combatant.total())};
    }
    return success();
}

SegmentedActionResult SegmentClock::pay(SegmentedCombatant &combatant, const SegmentedActionCost &cost)
{
    SegmentedActionResult result;
    result.cost = cost;
    if (cost.primaryOnly) {
        combatant.primary -= cost.cost;
    } else {
        // Either kind pays a non-attack action; SAPs go first so the PAPs an attack needs are kept.
        const int fromSecondary = std::clamp(cost.cost, 0, std::max(combatant.secondary, 0));
        combatant.secondary -= fromSecondary;
        combatant.primary -= cost.cost - fromSecondary;
    }
    if (cost.resets) {
        // An attack leaves 0 PAP and 0 SAP (a debt from an abort stays a debt).
        result.dropped = std::max(combatant.primary, 0) + std::max(combatant.secondary, 0);
        combatant.primary = std::min(combatant.primary, 0);
        combatant.secondary = std::min(combatant.secondary, 0);
        combatant.attacked = true;
    } else if (combatant.total() > cost.maxRemaining) {
        // Points past the maximum are lost, SAPs first (they are the ones an attack cannot use).
        int excess = combatant.total() - cost.maxRemaining;
        result.dropped = excess;
        const int fromSecondary = std::min(excess, std::max(combatant.secondary, 0));
        combatant.secondary -= fromSecondary;
        excess -= fromSecondary;
        combatant.primary -= excess;
    }
    result.primary = combatant.primary;
    result.secondary = combatant.secondary;
    return result;
}

Result<SegmentedActionResult> SegmentClock::act(const QString &id, SegmentedActionRequest request)
{
    if (auto affordable = canAfford(id, request); !affordable)
        return affordable.error();
    SegmentedCombatant &combatant = m_combatants[*indexOf(id)];
    request.speed = combatant.speed;
    return pay(combatant, *SegmentedActionCosts::cost(request));
}

Result<SegmentedMoveResult> SegmentClock::move(const QString &id, bool withPrimary, bool sprint)
{
    if (auto running = checkRunning(); !running)
        return running.error();
    auto index = indexOf(id);
    if (!index)
        return index.error();
    SegmentedCombatant &combatant = m_combatants[*index];
    if (combatant.aborted)
        return Error{QStringLiteral("%1 aborted to a defensive action and acts no more this segment").arg(id)};
    if (!withPrimary) {
        if (combatant.movedSecondary)
            return Error{QStringLiteral("%1 has moved by its SAP this segment already").arg(id)};
        if (combatant.secondary < 1)
            return Error{QStringLiteral("%1 has no SAP to move with").arg(id)};
        --combatant.secondary;
        combatant.movedSecondary = true;
    } else {
        // "They may if they wish spend a Primary action point as well to move again": after the SAP move.
        if (!combatant.movedSecondary)
            return Error{QStringLiteral("%1 moves by its SAP first; the PAP moves it again").arg(id)};
        if (combatant.movedPrimary)
            return Error{QStringLiteral("%1 has moved by a PAP this segment already").arg(id)};
        if (combatant.primary < 1)
            return Error{QStringLiteral("%1 has no PAP to move again with").arg(id)};
        --combatant.primary;
        combatant.movedPrimary = true;
    }
    if (sprint)
        combatant.sprinting = true;
    return SegmentedMoveResult{combatant.squaresPerPoint * (sprint ? 2 : 1), sprint, combatant.primary,
                               combatant.secondary};
}

Status SegmentClock::declareSprint(const QString &id)
{
    if (auto running = checkRunning(); !running)
        return running;
    auto index = indexOf(id);
    if (!index)
        return index.error();
    SegmentedCombatant &combatant = m_combatants[*index];
    if (combatant.aborted)
        return Error{QStringLiteral("%1 aborted to a defensive action and acts no more this segment").arg(id)};
    combatant.sprinting = true;
    return success();
}

Result<SegmentedActionResult> SegmentClock::abortTo(const QString &id, SegmentedActionRequest request)
{
    if (auto running = checkRunning(); !running)
        return running.error();
    auto index = indexOf(id);
    if (!index)
        return index.error();
    SegmentedCombatant &combatant = m_combatants[*index];
    if (combatant.aborted)
        return Error{QStringLiteral("%1 aborted already this segment").arg(id)};
    if (combatant.primary < 0)
        return Error{QStringLiteral("%1 has %2 PAP: aborting needs 0 PAP or more").arg(id).arg(combatant.primary)};
    request.speed = combatant.speed;
    auto cost = SegmentedActionCosts::cost(request);
    if (!cost)
        return cost.error();
    SegmentedActionResult result = pay(combatant, *cost);
    combatant.aborted = true;
    return result;
}

Status SegmentClock::reset(const QString &id, SegmentedReset why)
{
    Q_UNUSED(why) // every reason has the same effect; the log keeps the reason
    auto index = indexOf(id);
    if (!index)
        return index.error();
    SegmentedCombatant &combatant = m_combatants[*index];
    combatant.primary = 0;
    combatant.secondary = 0;
    return success();
}

} // namespace battlemat
