#pragma once

// Reach and the safest path as they were computed before issue 23: over the whole (2 * budget + 1)^2 window around
// the mover, whatever the map's size. The reference the clamped windows are compared with on small budgets; kept
// only in the tests.
#include "grid/battlegrid.h"
#include "grid/movepath.h"
#include "grid/pathfinder.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace battlemat::reference {

/** Reachable squares of a walk within budget, in the old window order. */
inline QList<ReachableSquare> walkReach(BattleGrid &grid, int creature, int budget)
{
    const MapCreature &self = grid.creature(creature);
    Pathfinder &finder = grid.pathfinder();
    const Pathfinder::Mover mover = finder.mover(creature, false);
    QList<ReachableSquare> result{{self.position, 0}};
    finder.flood(mover, self.position, budget);
    for (int y = self.position.y - budget; y <= self.position.y + budget; ++y) {
        for (int x = self.position.x - budget; x <= self.position.x + budget; ++x) {
            const Square pos{x, y};
            if (pos == self.position)
                continue;
            const int cost = finder.costAt(pos);
            if (cost != Pathfinder::unreached && finder.canEndAt(mover, pos))
                result.append({pos, cost});
        }
    }
    return result;
}

/** Teleport destinations within distance, in the old window order. */
inline QList<ReachableSquare> teleportReach(BattleGrid &grid, int creature, int distance)
{
    const MapCreature &self = grid.creature(creature);
    Pathfinder &finder = grid.pathfinder();
    const Pathfinder::Mover mover = finder.mover(creature, true);
    QList<ReachableSquare> result{{self.position, 0}};
    for (int y = self.position.y - distance; y <= self.position.y + distance; ++y) {
        for (int x = self.position.x - distance; x <= self.position.x + distance; ++x) {
            const Square pos{x, y};
            if (pos == self.position || rangeBetween(self.space(), self.spaceAt(pos)) > distance)
                continue;
            if (finder.canEndAt(mover, pos))
                result.append({pos, std::max(std::abs(x - self.position.x), std::abs(y - self.position.y))});
        }
    }
    return result;
}

/** Pathfinder::safest() as it was: labels over the (2 * budget + 1)^2 window, a bucket per cost up to budget. */
inline QList<Square> safest(BattleGrid &grid, const Pathfinder::Mover &m, Square start, Square goal, int budget,
                            int *cost)
{
    Pathfinder &finder = grid.pathfinder();
    const QList<MapCreature> &all = grid.creatures();
    const Space startSpace{start, m.size};
    QList<int> relevant;
    for (int c :
         finder.threateners(m.index, Space{{start.x - budget - 1, start.y - budget - 1}, 2 * budget + m.size + 2})) {
        if (rangeBetween(startSpace, all.at(c).space()) <= budget + 1 && relevant.size() < 64)
            relevant.append(c);
    }
    const int side = 2 * budget + 1;
    const Square corner{start.x - budget, start.y - budget};
    auto local = [&](Square p) { return (p.y - corner.y) * side + (p.x - corner.x); };
    auto adjacentMask = [&](Square p) {
        std::uint64_t mask = 0;
        for (qsizetype i = 0; i < relevant.size(); ++i) {
            if (isAdjacent({p, m.size}, all.at(relevant.at(i)).space()))
                mask |= std::uint64_t(1) << i;
        }
        return mask;
    };
    struct Label
    {
        Square pos;
        std::uint64_t mask;
        int cost;
        int parent;
        bool dead;
    };
    std::vector<Label> labels;
    std::vector<std::vector<int>> atPosition(std::size_t(side) * side);
    std::vector<std::vector<int>> buckets(std::size_t(budget) + 1);
    labels.push_back({start, 0, 0, -1, false});
    atPosition[std::size_t(local(start))].push_back(0);
    buckets[0].push_back(0);
    for (int c = 0; c <= budget; ++c) {
        for (std::size_t b = 0; b < buckets[std::size_t(c)].size(); ++b) {
            const int li = buckets[std::size_t(c)][b];
            if (labels[std::size_t(li)].dead)
                continue;
            const Label here = labels[std::size_t(li)];
            for (int dir = 0; dir < 8; ++dir) {
                const int step = finder.stepCost(m, here.pos, dir);
                if (step == 0 || c + step > budget)
                    continue;
                const Square to{here.pos.x + Pathfinder::dx[dir], here.pos.y + Pathfinder::dy[dir]};
                const std::uint64_t mask = here.mask | (adjacentMask(here.pos) & ~adjacentMask(to));
                const int nc = c + step;
                std::vector<int> &list = atPosition[std::size_t(local(to))];
                bool dominated = false;
                for (int other : list) {
                    const Label &o = labels[std::size_t(other)];
                    if (!o.dead && (o.mask & ~mask) == 0 && o.cost <= nc) {
                        dominated = true;
                        break;
                    }
                }
                if (dominated)
                    continue;
                for (int other : list) {
                    Label &o = labels[std::size_t(other)];
                    if (!o.dead && (mask & ~o.mask) == 0 && nc <= o.cost)
                        o.dead = true;
                }
                list.push_back(int(labels.size()));
                buckets[std::size_t(nc)].push_back(int(labels.size()));
                labels.push_back({to, mask, nc, li, false});
            }
        }
    }
    if (std::abs(goal.x - start.x) > budget || std::abs(goal.y - start.y) > budget)
        return {};
    int best = -1;
    for (int li : atPosition[std::size_t(local(goal))]) {
        const Label &l = labels[std::size_t(li)];
        if (l.dead)
            continue;
        if (best < 0 || std::popcount(l.mask) < std::popcount(labels[std::size_t(best)].mask) ||
            (std::popcount(l.mask) == std::popcount(labels[std::size_t(best)].mask) &&
             l.cost < labels[std::size_t(best)].cost))
            best = li;
    }
    if (best < 0)
        return {};
    if (cost)
        *cost = labels[std::size_t(best)].cost;
    QList<Square> path;
    for (int li = best; li >= 0; li = labels[std::size_t(li)].parent)
        path.append(labels[std::size_t(li)].pos);
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace battlemat::reference
