// The safest path (Pathfinder::safest): among the paths within the budget, the one that provokes the fewest
// opportunity attacks (each threatening enemy counted once), then the cheapest. A search over (square, enemies
// provoked so far) labels, apart from the flood's plain cheapest-cost search above it in pathfinder.cpp.
#include "grid/pathfinder.h"

#include "grid/battlegrid.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace battlemat {

QList<Square> Pathfinder::safest(const Mover &m, Square start, Square goal, int budget, int *cost)
{
    const QList<MapCreature> &all = m_grid.creatures();
    const Space startSpace{start, m.size};
    // Clamped to the map: no label lies off it, so a budget past the map's size searches the map's positions, not a
    // (2 * budget + 1)^2 window of them (a budget of 10000 allocated 3.5 GB). Every position on the map is within
    // `span` of the start, so the window and the creatures that matter are those of the budget itself.
    const int span = std::min(budget, std::max(m_width, m_height));
    if (span < 0)
        return {};
    const Square corner{std::max(0, start.x - span), std::max(0, start.y - span)};
    const int columns = std::min(m_width - m.size, start.x + span) - corner.x + 1;
    const int rows = std::min(m_height - m.size, start.y + span) - corner.y + 1;
    if (columns <= 0 || rows <= 0 || goal.x < corner.x || goal.y < corner.y || goal.x >= corner.x + columns ||
        goal.y >= corner.y + rows)
        return {};
    // Only creatures the mover can come adjacent to within the budget matter; 64 of them fit one label mask.
    QList<int> relevant;
    for (int c : threateners(m.index, Space{{start.x - span - 1, start.y - span - 1}, 2 * span + m.size + 2})) {
        if (rangeBetween(startSpace, all.at(c).space()) <= span + 1 && relevant.size() < 64)
            relevant.append(c);
    }
    auto local = [&](Square p) { return (p.y - corner.y) * columns + (p.x - corner.x); };

    struct Label
    {
        Square pos;
        std::uint64_t mask;
        int cost;
        int parent;
        int next; // the next label at the same position, in the order they were made
        bool dead;
    };
    // The search's arrays, kept per thread between searches: the tactics policy asks for a safest path for every
    // square it may move to, and allocating them anew was half of each search.
    struct Workspace
    {
        std::vector<std::uint64_t> adjacency;
        std::vector<std::uint8_t> adjacencyKnown;
        std::vector<Label> labels;
        std::vector<int> first; // per position: its first label, -1 when none
        std::vector<int> last;
        std::vector<int> buckets[3];
    };
    thread_local Workspace w;
    const std::size_t positions = std::size_t(columns) * rows;
    w.adjacency.assign(positions, 0);
    w.adjacencyKnown.assign(positions, 0);
    w.first.assign(positions, -1);
    w.last.assign(positions, -1);
    w.labels.clear();
    for (std::vector<int> &bucket : w.buckets)
        bucket.clear();
    std::vector<Label> &labels = w.labels;
    auto adjacentMask = [&](Square p) {
        const std::size_t l = std::size_t(local(p));
        if (!w.adjacencyKnown[l]) {
            std::uint64_t mask = 0;
            for (qsizetype i = 0; i < relevant.size(); ++i) {
                if (isAdjacent({p, m.size}, all.at(relevant.at(i)).space()))
                    mask |= std::uint64_t(1) << i;
            }
            w.adjacency[l] = mask;
            w.adjacencyKnown[l] = 1;
        }
        return w.adjacency[l];
    };
    auto add = [&](const Label &label) {
        const int index = int(labels.size());
        labels.push_back(label);
        const std::size_t l = std::size_t(local(label.pos));
        if (w.last[l] >= 0)
            labels[std::size_t(w.last[l])].next = index;
        else
            w.first[l] = index;
        w.last[l] = index;
        return index;
    };

    // Label costs by ring bucket, as in flood(): a step costs 1 or 2, so three buckets hold every open label, and
    // the search ends when none is left, whatever the budget.
    // A one-square mover with no squares of its own to pay for reads its steps off the terrain's table, as the flood
    // does; any other asks stepCost().
    const std::uint8_t *steps = m.size == 1 && m.extra.empty() ? openSteps(m.blocked) : nullptr;
    std::vector<int> *buckets = w.buckets;
    buckets[0].push_back(add({start, 0, 0, -1, -1, false}));
    std::size_t pending = 1;
    for (int c = 0; c <= budget && pending > 0; ++c) {
        std::vector<int> &bucket = buckets[c % 3];
        for (std::size_t b = 0; b < bucket.size(); ++b) {
            const int li = bucket[b];
            --pending;
            if (labels[std::size_t(li)].dead)
                continue;
            const Label here = labels[std::size_t(li)];
            for (int dir = 0; dir < 8; ++dir) {
                const int step = steps ? singleStepCost(m, steps, here.pos, dir) : stepCost(m, here.pos, dir);
                if (step == 0 || c + step > budget)
                    continue;
                const Square to{here.pos.x + dx[dir], here.pos.y + dy[dir]};
                const int nc = c + step;
                // Every step costs at least 1 and goes at most one square each way: a label that cannot reach the
                // goal within the budget is never made. It could only have dominated labels at its position that
                // cost as much or more, which cannot reach the goal either, so the labels at the goal are the same.
                if (nc + rangeBetween(Space{to, 1}, Space{goal, 1}) > budget) // the squares still to go at least
                    continue;
                const std::uint64_t mask = here.mask | (adjacentMask(here.pos) & ~adjacentMask(to));
                const int head = w.first[std::size_t(local(to))];
                bool dominated = false;
                for (int other = head; other >= 0 && !dominated; other = labels[std::size_t(other)].next) {
                    const Label &o = labels[std::size_t(other)];
                    dominated = !o.dead && (o.mask & ~mask) == 0 && o.cost <= nc;
                }
                if (dominated)
                    continue;
                for (int other = head; other >= 0; other = labels[std::size_t(other)].next) {
                    Label &o = labels[std::size_t(other)];
                    if (!o.dead && (mask & ~o.mask) == 0 && nc <= o.cost)
                        o.dead = true;
                }
                buckets[nc % 3].push_back(add({to, mask, nc, li, -1, false}));
                ++pending;
            }
        }
        bucket.clear();
    }
    int best = -1;
    for (int li = w.first[std::size_t(local(goal))]; li >= 0; li = labels[std::size_t(li)].next) {
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

} // namespace battlemat
