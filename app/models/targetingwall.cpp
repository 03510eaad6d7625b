// The wall the game master lays for a wall power (Orcus "Wall": each square adjacent to the one before, none
// sharing more than two edges with the others): square by square with Shift+click, checked by the grid engine's
// AreaOfEffect as it grows, then previewed and rolled like any area (targetingattack.cpp).
#include "targetingpreview.h"

#include "encounter/encountergrid.h"
#include "grid/areaofeffect.h"

#include <algorithm>
#include <optional>

using namespace battlemat;

namespace {
int chebyshev(Square a, Square b)
{
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}
} // namespace

QVariantList TargetingPreview::wallPlan() const
{
    QVariantList squares;
    for (qsizetype i = 0; i < m_wallPlan.size(); ++i)
        squares.append(QVariantMap{{QStringLiteral("column"), m_wallPlan.at(i).x},
                                   {QStringLiteral("row"), m_wallPlan.at(i).y},
                                   {QStringLiteral("index"), int(i + 1)}});
    return squares;
}

void TargetingPreview::clearWallPlan()
{
    if (m_wallPlan.isEmpty() && m_wallPlanStatus.isEmpty())
        return;
    m_wallPlan.clear();
    m_wallPlanAttacker.clear();
    m_wallPlanPower.clear();
    m_wallPlanStatus.clear();
    if (active())
        update(m_attackerId, m_targetId);
    else
        Q_EMIT changed();
}

bool TargetingPreview::layWallSquare(const QString &attackerId, int column, int row)
{
    if (!m_encounter || !m_encounter->running() || !m_encounter->processor())
        return false;
    const EncounterState &state = m_encounter->processor()->state();
    const Combatant *attacker = state.combatant(attackerId);
    const CombatPower *power = attacker ? chosenPower(*attacker) : nullptr;
    if (!power || power->area != AreaType::Wall ||
        !(power->origin == PowerOrigin::Near || power->origin == PowerOrigin::Far))
        return false;
    if (attackerId != m_wallPlanAttacker || power->id != m_wallPlanPower) {
        m_wallPlan.clear();
        m_wallPlanAttacker = attackerId;
        m_wallPlanPower = power->id;
    }
    const Square square{column, row};
    const qsizetype laid = m_wallPlan.indexOf(square);
    if (laid >= 0) {
        m_wallPlan.resize(laid); // a laid square takes it back, with the ones laid after it
    } else if (m_wallPlan.size() >= power->burst) {
        m_wallPlanStatus =
            tr("The wall has its %n square(s); Shift+click a laid square to take it back", "", power->burst);
        Q_EMIT changed();
        return true;
    } else {
        // The wall so far with the new square, judged as a wall of its present length (adjacency, edges, the
        // origin); a square that breaks it is not laid, and the engine's reason says why.
        m_wallPlan.append(square);
        AreaRequest request;
        const AreaResult judged = planWall(EncounterGrid(state), *attacker, *power, int(m_wallPlan.size()), request);
        if (!judged.legal) {
            m_wallPlan.removeLast();
            m_wallPlanStatus = tr("Not there: %1").arg(judged.reason);
            Q_EMIT changed();
            return true;
        }
    }
    if (m_wallPlan.isEmpty())
        m_wallPlanStatus.clear();
    else if (m_wallPlan.size() < power->burst)
        m_wallPlanStatus = tr("Wall: %1 of %2 squares; Shift+click the next").arg(m_wallPlan.size()).arg(power->burst);
    else
        m_wallPlanStatus = tr("Wall laid: hover a creature in it for the odds, Ctrl+click to roll");
    if (active())
        update(m_attackerId, m_targetId);
    else
        Q_EMIT changed();
    return true;
}

// The laid squares as a wall of `size`, judged by the grid engine: a near wall starts beside the user; a far wall's
// origin is the square beside the first wall square that the user can reach, the nearest first (when none can,
// the nearest one's verdict). `request` is left as judged.
AreaResult TargetingPreview::planWall(const EncounterGrid &encounterGrid, const Combatant &attacker,
                                      const CombatPower &power, int size, AreaRequest &request) const
{
    AreaResult result;
    if (m_wallPlan.isEmpty()) {
        result.reason = QStringLiteral("no wall square laid");
        return result;
    }
    const AreaOfEffect areas(encounterGrid.grid());
    request.type = AreaType::Wall;
    request.size = size;
    request.user = encounterGrid.indexOf(attacker.id);
    request.wallSquares = m_wallPlan;
    if (power.origin != PowerOrigin::Far)
        return areas.evaluate(request);
    request.range = power.range;
    QList<Square> origins;
    const Square first = m_wallPlan.constFirst();
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const Square s{first.x + dx, first.y + dy};
            if ((dx || dy) && encounterGrid.grid().contains(s) && !m_wallPlan.contains(s))
                origins.append(s);
        }
    }
    std::stable_sort(origins.begin(), origins.end(), [&](Square a, Square b) {
        return chebyshev(a, attacker.position) < chebyshev(b, attacker.position);
    });
    result.reason = QStringLiteral("no square beside %1,%2 to start from").arg(first.x).arg(first.y);
    std::optional<AreaResult> nearest;
    for (const Square origin : std::as_const(origins)) {
        request.origin = origin;
        AreaResult candidate = areas.evaluate(request);
        if (candidate.legal)
            return candidate;
        if (!nearest)
            nearest = std::move(candidate); // the nearest origin's reason says the most
    }
    request.origin = origins.isEmpty() ? std::optional<Square>() : std::optional<Square>(origins.constFirst());
    return nearest ? *nearest : result;
}
