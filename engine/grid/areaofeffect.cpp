#include "grid/areaofeffect.h"

#include "grid/battlegrid.h"
#include "grid/sightline.h"

#include <QSet>
#include <QVarLengthArray>

namespace battlemat {

std::optional<AreaType> areaTypeFromName(const QString &name)
{
    if (name == QLatin1String("burst"))
        return AreaType::Burst;
    if (name == QLatin1String("spray"))
        return AreaType::Spray;
    if (name == QLatin1String("wall"))
        return AreaType::Wall;
    return std::nullopt;
}

AreaOfEffect::AreaOfEffect(const BattleGrid &grid)
    : m_grid(grid)
{}

AreaResult AreaOfEffect::evaluate(const AreaRequest &request) const
{
    if (request.size < 1) {
        AreaResult r;
        r.reason = QStringLiteral("an area needs a size of at least 1");
        return r;
    }
    switch (request.type) {
    case AreaType::Burst:
        return burst(request);
    case AreaType::Spray:
        return spray(request);
    case AreaType::Wall:
        return wall(request);
    }
    return {};
}

void AreaOfEffect::affect(AreaResult &result, int excluded) const
{
    const SightLine effect(m_grid, SightLine::Kind::Effect);
    // Asked for every origin the tactics policy weighs: the occupants are read off the occupancy index and
    // remembered in a flag per creature, without a list or a set per square.
    QVarLengthArray<bool, 64> seen(m_grid.creatures().size(), false);
    result.affected.reserve(result.squares.size());
    for (const Square s : std::as_const(result.squares)) {
        // Solid squares take no effect themselves (nothing stands in them), and the rest need line of effect.
        if ((m_grid.terrain().at(s.x, s.y) & TerrainIndex::EffectBlocked) || !effect.clearLine(result.origin, {s, 1}))
            continue;
        result.affected.append(s);
        m_grid.occupancy().forEachOccupant(s.x, s.y, [&](int c) {
            if (c != excluded && !seen[c]) {
                seen[c] = true;
                result.creatures.append(c);
            }
        });
    }
}

bool AreaOfEffect::checkFarOrigin(AreaResult &result, const AreaRequest &request) const
{
    // Orcus "Range": a far power's origin square must be within its range. The effect must also be able to get
    // there, so the user needs line of effect to the origin square (Orcus "Line of effect"; docs/grid-geometry.md).
    if (request.user < 0)
        return true;
    const Space user = m_grid.creature(request.user).space();
    if (request.range >= 0 && rangeBetween(user, result.origin) > request.range) {
        result.reason = QStringLiteral("the origin is %1 squares away; the range is %2")
                            .arg(rangeBetween(user, result.origin))
                            .arg(request.range);
        return false;
    }
    result.originLineOfEffect = SightLine(m_grid, SightLine::Kind::Effect).clearLine(user, result.origin);
    if (!result.originLineOfEffect) {
        result.reason =
            QStringLiteral("no line of effect from %1 to the origin square").arg(m_grid.creature(request.user).id);
        return false;
    }
    return true;
}

AreaResult AreaOfEffect::burst(const AreaRequest &request) const
{
    AreaResult result;
    int excluded = -1;
    if (request.origin) {
        result.origin = {*request.origin, 1};
        if (!checkFarOrigin(result, request))
            return result;
    } else if (request.user >= 0) {
        // A near burst originates in the user's whole space and does not affect the user.
        result.origin = m_grid.creature(request.user).space();
        excluded = request.user;
    } else {
        result.reason = QStringLiteral("a burst needs an origin square (far) or a user (near)");
        return result;
    }
    const int n = request.size;
    result.squares.reserve(qsizetype(result.origin.size + 2 * n) * (result.origin.size + 2 * n));
    for (int y = result.origin.top() - n; y <= result.origin.bottom() + n; ++y) {
        for (int x = result.origin.left() - n; x <= result.origin.right() + n; ++x) {
            if (m_grid.contains({x, y}))
                result.squares.append({x, y});
        }
    }
    result.legal = true;
    affect(result, excluded);
    return result;
}

AreaResult AreaOfEffect::spray(const AreaRequest &request) const
{
    AreaResult result;
    if (request.user < 0 || !request.origin) {
        result.reason = QStringLiteral("a spray needs its user and the top-left square of its block");
        return result;
    }
    const Space user = m_grid.creature(request.user).space();
    const Space block{*request.origin, request.size};
    // An N x N block adjacent to the user's space: touching it, edge or corner, without overlapping it.
    if (!isAdjacent(user, block)) {
        result.reason = block.overlaps(user) ? QStringLiteral("the spray overlaps its user's space")
                                             : QStringLiteral("the spray does not touch its user's space");
        return result;
    }
    if (!m_grid.contains({block.left(), block.top()}) || !m_grid.contains({block.right(), block.bottom()})) {
        result.reason = QStringLiteral("the spray does not fit on the map");
        return result;
    }
    result.origin = user;
    for (int y = block.top(); y <= block.bottom(); ++y) {
        for (int x = block.left(); x <= block.right(); ++x)
            result.squares.append({x, y});
    }
    result.legal = true;
    affect(result, -1);
    return result;
}

QList<Square> AreaOfEffect::sprayPlacements(int user, int size) const
{
    QList<Square> result;
    const Space space = m_grid.creature(user).space();
    for (int y = space.top() - size; y <= space.bottom() + 1; ++y) {
        for (int x = space.left() - size; x <= space.right() + 1; ++x) {
            const Space block{{x, y}, size};
            if (isAdjacent(space, block) && m_grid.contains({x, y}) && m_grid.contains({block.right(), block.bottom()}))
                result.append({x, y});
        }
    }
    return result;
}

AreaResult AreaOfEffect::wall(const AreaRequest &request) const
{
    AreaResult result;
    if (request.origin) {
        result.origin = {*request.origin, 1};
        if (!checkFarOrigin(result, request))
            return result;
    } else if (request.user >= 0) {
        result.origin = m_grid.creature(request.user).space();
    } else {
        result.reason = QStringLiteral("a wall needs an origin square (far) or a user (near)");
        return result;
    }
    const QList<Square> &squares = request.wallSquares;
    if (squares.size() != request.size) {
        result.reason = QStringLiteral("a wall %1 has %1 squares, not %2").arg(request.size).arg(squares.size());
        return result;
    }
    QSet<Square> set;
    for (qsizetype i = 0; i < squares.size(); ++i) {
        const Square s = squares.at(i);
        if (!m_grid.contains(s)) {
            result.reason = QStringLiteral("wall square %1,%2 is off the map").arg(s.x).arg(s.y);
            return result;
        }
        if (set.contains(s)) {
            result.reason = QStringLiteral("wall square %1,%2 is listed twice").arg(s.x).arg(s.y);
            return result;
        }
        set.insert(s);
        // The first square is adjacent to the origin space, each next one adjacent to the one before.
        const Space previous = i == 0 ? result.origin : Space{squares.at(i - 1), 1};
        if (!isAdjacent(previous, {s, 1})) {
            result.reason =
                i == 0 ? QStringLiteral("wall square %1,%2 is not adjacent to the origin").arg(s.x).arg(s.y)
                       : QStringLiteral("wall square %1,%2 is not adjacent to the square before it").arg(s.x).arg(s.y);
            return result;
        }
    }
    for (const Square s : squares) {
        const int shared = int(set.contains({s.x + 1, s.y})) + int(set.contains({s.x - 1, s.y})) +
                           int(set.contains({s.x, s.y + 1})) + int(set.contains({s.x, s.y - 1}));
        if (shared > 2) {
            result.reason = QStringLiteral("wall square %1,%2 shares %3 edges with other wall squares; at most 2")
                                .arg(s.x)
                                .arg(s.y)
                                .arg(shared);
            return result;
        }
    }
    result.squares = squares;
    result.legal = true;
    affect(result, -1);
    return result;
}

} // namespace battlemat
