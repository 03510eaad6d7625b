#include "grid/pathfinder.h"

#include "grid/battlegrid.h"
#include "grid/falling.h"
#include "grid/movepath.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace battlemat {

namespace {
int chebyshev(Square a, Square b)
{
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

// The open list's ring of buckets, per thread: a search clears it when it starts and nothing reads it after the
// search returns (the answers are in the Pathfinder's own arrays), so every Pathfinder of the thread can share it. A
// grid is built anew after every move (and the simulator's policy builds one per decision), and buckets of its own grew
// from nothing again in every first search: some ten allocations per flood.
std::vector<int> *scratchBuckets()
{
    thread_local std::vector<int> buckets[4];
    return buckets;
}
// The steps out of each square of a map that its terrain leaves open to a one-square mover (bit d: the step in
// direction d, Pathfinder::dx/dy), for the flags that bar that mover: the terrain's part of floodSingleSquare's
// test, which is the same for every flood on the same terrain. Per thread and per TerrainIndex::revision() (a
// number no other terrain has had), so every fight on one map reads the same table; an edit gives a new revision.
struct OpenSteps
{
    quint64 revision = 0;
    quint16 barred = 0;
    std::vector<std::uint8_t> masks;
};

const std::uint8_t *openStepTable(const TerrainIndex &terrain, quint16 barred, const int (&offset)[8],
                                  const int (&gate)[8], const quint16 (&gateFlag)[8])
{
    thread_local OpenSteps memo;
    if (memo.revision == terrain.revision() && memo.barred == barred && !memo.masks.empty())
        return memo.masks.data();
    const quint16 *flags = terrain.data();
    const int stride = terrain.stride();
    memo.masks.assign(std::size_t(stride) * (terrain.height() + 1), 0);
    // Only squares on the map are ever left (the padding column and row bar every mover); the first row and a
    // square have neighbours that would lie before the array, left out one by one.
    for (int y = 0; y < terrain.height(); ++y) {
        for (int x = 0; x < terrain.width(); ++x) {
            const int index = y * stride + x;
            unsigned open = 0;
            const bool topRow = index < stride;
            for (int dir = 0; dir < 8; ++dir) {
                const int n = index + offset[dir];
                if (index <= stride && ((topRow && (dir <= 1 || dir == 7)) || (index == 0 && dir == 6) || n < 0))
                    continue;
                if (!(flags[n] & barred) && !(flags[index + gate[dir]] & gateFlag[dir]))
                    open |= 1u << dir;
            }
            memo.masks[std::size_t(index)] = std::uint8_t(open);
        }
    }
    memo.revision = terrain.revision();
    memo.barred = barred;
    return memo.masks.data();
}
} // namespace

QString Pathfinder::whyBarred(quint16 flags, int x, int y)
{
    // A pit does not block movement as a wall does: walking in is falling (docs/grid-geometry.md "Pits and water").
    if ((flags & TerrainIndex::Pit) && !(flags & TerrainIndex::MoveBlocked))
        return QStringLiteral("square %1,%2 is a pit: a creature that walks in falls (%3 damage); fly over it or go "
                              "around")
            .arg(x)
            .arg(y)
            .arg(fallingDamage(pitDepthFeet));
    return QStringLiteral("square %1,%2 blocks movement").arg(x).arg(y);
}

Pathfinder::Pathfinder(const BattleGrid &grid)
    : m_grid(grid)
    , m_width(grid.grid().width())
    , m_height(grid.grid().height())
    , m_stride(m_width + 1)
    , m_seen(std::size_t(m_width + 1) * (m_height + 1), 0)
    , m_cost(std::size_t(m_width + 1) * (m_height + 1), 0)
    , m_parent(std::size_t(m_width + 1) * (m_height + 1), -1)
{}

const QList<MapCreature> &Pathfinder::creatures() const
{
    return m_grid.creatures();
}

Pathfinder::Mover Pathfinder::mover(int creature, bool unwilling, const QString &specialMode) const
{
    const QList<MapCreature> &all = m_grid.creatures();
    Mover m;
    m.index = creature;
    m.size = all.at(creature).spaceSquares();
    if (specialMode.compare(QLatin1String("fly"), Qt::CaseInsensitive) == 0)
        m.blocked = TerrainIndex::MoveBlocked;
    if (unwilling)
        m.difficult = 0;
    else if (specialMode.compare(QLatin1String("swim"), Qt::CaseInsensitive) == 0)
        m.difficult = TerrainIndex::Difficult;
    if (!unwilling && m_grid.moveCosts())
        m.extra = m_grid.moveCosts()->overlayFor(m_grid, creature);
    m.creatures = all.constData();
    m.m_verdict.assign(std::size_t(all.size()), Mover::unknown);
    m.m_verdict[std::size_t(creature)] = 0;
    return m;
}

void Pathfinder::Mover::decide(int c) const
{
    const MapCreature &self = creatures[index];
    const MapCreature &other = creatures[c];
    // Orcus "Occupied spaces": through nonhostile creatures, and hostile ones only when helpless; never ending
    // in another creature's space unless it is prone. Tiny creatures may share a square with each other
    // (Orcus "Size": a Tiny space is half a square; docs/grid-geometry.md).
    std::uint8_t v = 0;
    if (other.isHostileTo(self) && !other.isHelpless())
        v |= passBarred;
    if (!other.isProne() && !(self.isTiny() && other.isTiny()))
        v |= endBarred;
    m_verdict[std::size_t(c)] = v;
}

bool Pathfinder::insideMap(const Mover &m, Square pos) const
{
    return pos.x >= 0 && pos.y >= 0 && pos.x + m.size <= m_width && pos.y + m.size <= m_height;
}

bool Pathfinder::canEnter(const Mover &m, Square pos) const
{
    if (!insideMap(m, pos))
        return false;
    const TerrainIndex &terrain = m_grid.terrain();
    const Occupancy &occupancy = m_grid.occupancy();
    for (int y = pos.y; y < pos.y + m.size; ++y) {
        for (int x = pos.x; x < pos.x + m.size; ++x) {
            if (terrain.at(x, y) & m.blocked)
                return false;
            for (int e = occupancy.headEntry(x, y); e >= 0; e = occupancy.nextEntry(e)) {
                if (m.barredBy(occupancy.entryCreature(e)))
                    return false;
            }
        }
    }
    return true;
}

bool Pathfinder::canEndAt(const Mover &m, Square pos, QString *why) const
{
    // The reason is written only when asked for: a search asks this of every square it reaches and reads only the
    // answer.
    auto fail = [why](auto &&text) {
        if (why)
            *why = text();
        return false;
    };
    if (!insideMap(m, pos))
        return fail([] { return QStringLiteral("the space does not fit on the map there"); });
    const TerrainIndex &terrain = m_grid.terrain();
    const Occupancy &occupancy = m_grid.occupancy();
    // The common answer first: a one-square space on an open, empty square (MovementRules::reachable asks it of
    // every square a flood reached, a few hundred per decision of the simulator's policy).
    if (m.size == 1 && !(terrain.at(pos.x, pos.y) & m.blocked) && occupancy.headEntry(pos.x, pos.y) < 0)
        return true;
    const QList<MapCreature> &all = m_grid.creatures();
    for (int y = pos.y; y < pos.y + m.size; ++y) {
        for (int x = pos.x; x < pos.x + m.size; ++x) {
            if (terrain.at(x, y) & m.blocked)
                return fail([&] { return whyBarred(terrain.at(x, y), x, y); });
            for (int e = occupancy.headEntry(x, y); e >= 0; e = occupancy.nextEntry(e)) {
                const int c = occupancy.entryCreature(e);
                if (m.barredBy(c))
                    return fail([&] {
                        return QStringLiteral("square %1,%2 is occupied by hostile %3").arg(x).arg(y).arg(all.at(c).id);
                    });
                if (m.cannotEndOn(c))
                    return fail([&] {
                        return QStringLiteral("square %1,%2 is occupied by %3, which is not prone")
                            .arg(x)
                            .arg(y)
                            .arg(all.at(c).id);
                    });
            }
        }
    }
    return true;
}

bool Pathfinder::squareStepOpen(int x, int y, int dir) const
{
    const TerrainIndex &t = m_grid.terrain();
    switch (dir) {
    case 0:
        return !(t.at(x, y) & TerrainIndex::MoveWallNorth);
    case 2:
        return !(t.at(x + 1, y) & TerrainIndex::MoveWallWest);
    case 4:
        return !(t.at(x, y + 1) & TerrainIndex::MoveWallNorth);
    case 6:
        return !(t.at(x, y) & TerrainIndex::MoveWallWest);
    case 1:
        return !(t.at(x + 1, y) & TerrainIndex::CornerClosed);
    case 3:
        return !(t.at(x + 1, y + 1) & TerrainIndex::CornerClosed);
    case 5:
        return !(t.at(x, y + 1) & TerrainIndex::CornerClosed);
    case 7:
        return !(t.at(x, y) & TerrainIndex::CornerClosed);
    }
    return false;
}

int Pathfinder::stepCost(const Mover &m, Square pos, int dir) const
{
    const Square to{pos.x + dx[dir], pos.y + dy[dir]};
    if (to.x < 0 || to.y < 0 || to.x + m.size > m_width || to.y + m.size > m_height)
        return 0;
    const TerrainIndex &terrain = m_grid.terrain();
    const Occupancy &occupancy = m_grid.occupancy();
    if (m.size == 1) {
        const quint16 f = terrain.at(to.x, to.y);
        if ((f & m.blocked) || !squareStepOpen(pos.x, pos.y, dir))
            return 0;
        for (int e = occupancy.headEntry(to.x, to.y); e >= 0; e = occupancy.nextEntry(e)) {
            if (m.barredBy(occupancy.entryCreature(e)))
                return 0;
        }
        if (!m.extra.empty()) [[unlikely]]
            return m.difficultAt(f, to.x, to.y) ? 2 : 1;
        return (f & m.difficult) ? 2 : 1;
    }
    // A bigger space moves as a whole: every one of its squares makes the same step, so each must pass the wall
    // and corner checks, and every square it newly enters must be open. Difficult terrain costs the extra square
    // when any newly entered square is difficult (docs/grid-geometry.md).
    for (int y = pos.y; y < pos.y + m.size; ++y) {
        for (int x = pos.x; x < pos.x + m.size; ++x) {
            if (!squareStepOpen(x, y, dir))
                return 0;
        }
    }
    const Space old{pos, m.size};
    int cost = 1;
    for (int y = to.y; y < to.y + m.size; ++y) {
        for (int x = to.x; x < to.x + m.size; ++x) {
            if (old.contains({x, y}))
                continue;
            const quint16 f = terrain.at(x, y);
            if (f & m.blocked)
                return 0;
            if (m.difficultAt(f, x, y))
                cost = 2;
            for (int e = occupancy.headEntry(x, y); e >= 0; e = occupancy.nextEntry(e)) {
                if (m.barredBy(occupancy.entryCreature(e)))
                    return 0;
            }
        }
    }
    return cost;
}

const std::uint8_t *Pathfinder::openSteps(quint16 barred) const
{
    const int stride = m_stride;
    const int offset[8] = {-stride, -stride + 1, 1, stride + 1, stride, stride - 1, -1, -stride - 1};
    const int gate[8] = {0, 1, 1, stride + 1, stride, stride, 0, 0};
    const quint16 gateFlag[8] = {TerrainIndex::MoveWallNorth, TerrainIndex::CornerClosed,  TerrainIndex::MoveWallWest,
                                 TerrainIndex::CornerClosed,  TerrainIndex::MoveWallNorth, TerrainIndex::CornerClosed,
                                 TerrainIndex::MoveWallWest,  TerrainIndex::CornerClosed};
    return openStepTable(m_grid.terrain(), barred, offset, gate, gateFlag);
}

int Pathfinder::singleStepCost(const Mover &m, const std::uint8_t *steps, Square pos, int dir) const
{
    // stepCost()'s one-square case: the table holds its tests of the map's edges, the terrain, walls and corners.
    const std::size_t index = slot(pos);
    if (!((steps[index] >> dir) & 1u))
        return 0;
    const std::size_t n = index + std::ptrdiff_t(dy[dir]) * m_stride + dx[dir];
    const Occupancy &occupancy = m_grid.occupancy();
    for (int e = occupancy.heads()[n]; e >= 0; e = occupancy.nextEntry(e)) {
        if (m.barredBy(occupancy.entryCreature(e)))
            return 0;
    }
    return (m_grid.terrain().data()[n] & m.difficult) ? 2 : 1;
}

bool Pathfinder::allows(const StepRule &rule, int size, Square from, Square to) const
{
    switch (rule.kind) {
    case StepRule::Kind::Any:
        return true;
    case StepRule::Kind::AwayFrom:
        return rangeBetween(rule.origin, {to, size}) > rangeBetween(rule.origin, {from, size});
    case StepRule::Kind::Toward:
        return rangeBetween(rule.origin, {to, size}) < rangeBetween(rule.origin, {from, size});
    case StepRule::Kind::Approach:
        return chebyshev(to, rule.goal) == chebyshev(from, rule.goal) - 1;
    }
    return false;
}

void Pathfinder::floodSingleSquare(const Mover &m, Square start, int budget)
{
    // The common case, a one-square creature walking, on every mouse move: the same rules as stepCost(), with
    // each test one read of a flag word at a fixed offset.
    const quint16 *flags = m_grid.terrain().data();
    const int *heads = m_grid.occupancy().heads();
    const Occupancy &occupancy = m_grid.occupancy();
    const int stride = m_stride;
    const int offset[8] = {-stride, -stride + 1, 1, stride + 1, stride, stride - 1, -1, -stride - 1};
    // Which word holds the wall or corner a step in each direction must not pass, relative to the square left.
    const int gate[8] = {0, 1, 1, stride + 1, stride, stride, 0, 0};
    const quint16 gateFlag[8] = {TerrainIndex::MoveWallNorth, TerrainIndex::CornerClosed,  TerrainIndex::MoveWallWest,
                                 TerrainIndex::CornerClosed,  TerrainIndex::MoveWallNorth, TerrainIndex::CornerClosed,
                                 TerrainIndex::MoveWallWest,  TerrainIndex::CornerClosed};
    const quint16 extra = m.difficult;
    const std::uint8_t *const steps = openStepTable(m_grid.terrain(), m.blocked, offset, gate, gateFlag);
    ++m_stamp;
    m_start = start;
    std::vector<int> *const buckets = scratchBuckets();
    for (int b = 0; b < 4; ++b)
        buckets[b].clear();
    const int s0 = int(slot(start));
    m_seen[std::size_t(s0)] = m_stamp;
    m_cost[std::size_t(s0)] = 0;
    m_parent[std::size_t(s0)] = -1;
    buckets[0].push_back(s0);
    std::size_t pending = 1;
    const std::uint32_t stamp = m_stamp;
    std::uint32_t *seen = m_seen.data();
    int *costs = m_cost.data();
    std::int8_t *parent = m_parent.data();
    for (int c = 0; pending > 0 && c <= budget; ++c) {
        std::vector<int> &bucket = buckets[c % 3];
        // A step costs 1 or 2: the buckets it lands in, and whether either is still within the budget.
        std::vector<int> *const next[2] = {&buckets[(c + 1) % 3], &buckets[(c + 2) % 3]};
        const int lastStep = budget - c; // 0: no step fits, 1: only a step costing 1
        while (!bucket.empty()) {
            const int index = bucket.back();
            bucket.pop_back();
            --pending;
            if (costs[index] != c)
                continue;
            const std::int8_t cameFrom = parent[index];
            // The steps the terrain leaves open out of this square, from the table of the terrain (openSteps); the
            // creatures in the way are asked below.
            for (unsigned open = lastStep > 0 ? steps[index] : 0u; open != 0; open &= open - 1) {
                const int dir = std::countr_zero(open);
                const int n = index + offset[dir];
                const int extraStep = (flags[n] & extra) ? 1 : 0;
                if (extraStep >= lastStep)
                    continue; // beyond the budget
                if (heads[n] >= 0) {
                    bool barred = false;
                    for (int e = heads[n]; e >= 0 && !barred; e = occupancy.nextEntry(e))
                        barred = m.barredBy(occupancy.entryCreature(e));
                    if (barred)
                        continue;
                }
                const int cost = c + 1 + extraStep;
                if (seen[n] == stamp && costs[n] <= cost) {
                    // preferStraight(), on the local arrays
                    if (costs[n] == cost && parent[n] != dir && cameFrom == dir)
                        parent[n] = std::int8_t(dir);
                    continue;
                }
                seen[n] = stamp;
                costs[n] = cost;
                parent[n] = std::int8_t(dir);
                next[extraStep]->push_back(n);
                ++pending;
            }
        }
    }
}

void Pathfinder::flood(const Mover &m, Square start, int budget, const StepRule &rule)
{
    // A mover with squares of its own to pay for (an aura's) takes the general search, which asks stepCost().
    if (m.size == 1 && rule.kind == StepRule::Kind::Any && m.extra.empty()) {
        floodSingleSquare(m, start, budget);
        return;
    }
    ++m_stamp;
    m_start = start;
    std::vector<int> *const buckets = scratchBuckets();
    for (int b = 0; b < 4; ++b)
        buckets[b].clear();
    const std::size_t s0 = slot(start);
    m_seen[s0] = m_stamp;
    m_cost[s0] = 0;
    m_parent[s0] = -1;
    buckets[0].push_back(int(s0));
    std::size_t pending = 1;
    const bool simple = m.size == 1 && rule.kind == StepRule::Kind::Any;
    for (int c = 0; pending > 0 && c <= budget; ++c) {
        std::vector<int> &bucket = buckets[c % 3];
        while (!bucket.empty()) {
            const int index = bucket.back();
            bucket.pop_back();
            --pending;
            if (m_cost[std::size_t(index)] != c)
                continue;
            const Square pos{index % m_stride, index / m_stride};
            for (int dir = 0; dir < 8; ++dir) {
                const int step = stepCost(m, pos, dir);
                if (step == 0)
                    continue;
                const Square to{pos.x + dx[dir], pos.y + dy[dir]};
                if (!simple && !allows(rule, m.size, pos, to))
                    continue;
                const int cost = c + step;
                if (cost > budget)
                    continue;
                const std::size_t n = slot(to);
                if (m_seen[n] == m_stamp && m_cost[n] <= cost) {
                    preferStraight(n, cost, index, dir);
                    continue;
                }
                m_seen[n] = m_stamp;
                m_cost[n] = cost;
                m_parent[n] = std::int8_t(dir);
                buckets[cost % 3].push_back(int(n));
                ++pending;
            }
        }
    }
}

void Pathfinder::flood(const Mover &m, Square start, int budget)
{
    flood(m, start, budget, StepRule{});
}

int Pathfinder::cheapest(const Mover &m, Square start, Square goal, int limit)
{
    ++m_stamp;
    m_start = start;
    std::vector<int> *const buckets = scratchBuckets();
    for (int b = 0; b < 4; ++b)
        buckets[b].clear();
    const std::size_t s0 = slot(start);
    m_seen[s0] = m_stamp;
    m_cost[s0] = 0;
    m_parent[s0] = -1;
    const std::size_t goalSlot = slot(goal);
    // Buckets by f = g + h; with a consistent heuristic f never falls, and one step raises it by at most 3.
    int f = chebyshev(start, goal);
    buckets[f % 4].push_back(int(s0));
    std::size_t pending = 1;
    for (; pending > 0; ++f) {
        std::vector<int> &bucket = buckets[f % 4];
        while (!bucket.empty()) {
            const int index = bucket.back();
            bucket.pop_back();
            --pending;
            const Square pos{index % m_stride, index / m_stride};
            const int g = m_cost[std::size_t(index)];
            if (g + chebyshev(pos, goal) != f)
                continue;
            if (std::size_t(index) == goalSlot)
                return g;
            for (int dir = 0; dir < 8; ++dir) {
                const int step = stepCost(m, pos, dir);
                if (step == 0)
                    continue;
                const Square to{pos.x + dx[dir], pos.y + dy[dir]};
                const int cost = g + step;
                if (cost > limit)
                    continue;
                const std::size_t n = slot(to);
                if (m_seen[n] == m_stamp && m_cost[n] <= cost) {
                    preferStraight(n, cost, index, dir);
                    continue;
                }
                m_seen[n] = m_stamp;
                m_cost[n] = cost;
                m_parent[n] = std::int8_t(dir);
                buckets[(cost + chebyshev(to, goal)) % 4].push_back(int(n));
                ++pending;
            }
        }
    }
    return unreached;
}

int Pathfinder::costAt(Square pos) const
{
    if (pos.x < 0 || pos.y < 0 || pos.x >= m_width || pos.y >= m_height)
        return unreached;
    const std::size_t n = slot(pos);
    return m_seen[n] == m_stamp ? m_cost[n] : unreached;
}

void Pathfinder::appendReached(const Mover &m, Square skip, Square topLeft, Square bottomRight,
                               QList<ReachableSquare> &out) const
{
    // costAt() and canEndAt() of each position, read off the arrays: a few hundred positions per decision of the
    // simulator's policy. canEndAt()'s common answer (a one-square space on an open, empty square) is read here.
    const quint16 *flags = m_grid.terrain().data();
    const int *heads = m_grid.occupancy().heads();
    for (int y = topLeft.y; y <= bottomRight.y; ++y) {
        for (int x = topLeft.x; x <= bottomRight.x; ++x) {
            const Square pos{x, y};
            const std::size_t n = slot(pos);
            if (m_seen[n] != m_stamp || pos == skip)
                continue;
            if ((m.size == 1 && !(flags[n] & m.blocked) && heads[n] < 0) || canEndAt(m, pos))
                out.append({pos, m_cost[n]});
        }
    }
}

QList<Square> Pathfinder::pathTo(Square goal) const
{
    QList<Square> path;
    if (costAt(goal) == unreached)
        return path;
    Square pos = goal;
    path.append(pos);
    while (!(pos == m_start)) {
        const int dir = m_parent[slot(pos)];
        pos = {pos.x - dx[dir], pos.y - dy[dir]};
        path.append(pos);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace battlemat
