#include "grid/forcedfall.h"

#include "grid/battlegrid.h"
#include "grid/movementrules.h"

#include <cmath>

namespace battlemat::ForcedFall {

bool overPit(const BattleGrid &grid, Square pos, int size)
{
    const TerrainIndex &terrain = grid.terrain();
    for (int y = pos.y; y < pos.y + size; ++y) {
        for (int x = pos.x; x < pos.x + size; ++x) {
            if (x >= 0 && y >= 0 && x < grid.grid().width() && y < grid.grid().height() &&
                (terrain.at(x, y) & TerrainIndex::Pit))
                return true;
        }
    }
    return false;
}

std::optional<PitDrop> intoPit(const BattleGrid &grid, int creature, MovementMode mode, const MoveOptions &options)
{
    if (!isUnwilling(mode) || creature < 0)
        return std::nullopt;
    const MovementRules rules(grid);
    // Where the movement can go without a fall (a walker's pits are barred), then one more square into a pit.
    MoveOptions walking = options;
    walking.specialMode.clear();
    const auto reachable = rules.reachable(creature, mode, walking);
    if (!reachable)
        return std::nullopt;
    // The step into the pit is judged as if the pit could be entered (a flier's rules of passage): walls, closed
    // corners, creatures, the direction and the distance stay the grid's.
    MoveOptions entering = walking;
    entering.specialMode = QStringLiteral("fly");
    const MapCreature &self = grid.creature(creature);
    const int size = self.spaceSquares();
    const Square start = self.position;
    double lineX = 0, lineY = 0, fromX = 0, fromY = 0;
    if (options.origin) {
        fromX = options.origin->left() + options.origin->size / 2.0;
        fromY = options.origin->top() + options.origin->size / 2.0;
        lineX = start.x + size / 2.0 - fromX;
        lineY = start.y + size / 2.0 - fromY;
    }
    const double length = std::max(1e-9, std::hypot(lineX, lineY));
    auto sidewaysOf = [&](Square pos) {
        const double dx = pos.x + size / 2.0 - fromX, dy = pos.y + size / 2.0 - fromY;
        return options.origin ? std::abs(lineX * dy - lineY * dx) / length : 0.0;
    };
    std::optional<PitDrop> best;
    int bestCost = 0;
    double bestSideways = 0, bestEdgeSideways = 0;
    for (const ReachableSquare &edge : *reachable) {
        if (edge.cost >= options.distance)
            continue;
        QList<Square> lead;
        bool leadKnown = false;
        for (int dir = 0; dir < 8; ++dir) {
            const Square pit{edge.square.x + Pathfinder::dx[dir], edge.square.y + Pathfinder::dy[dir]};
            if (!overPit(grid, pit, size))
                continue;
            if (!leadKnown) {
                if (edge.square != start) {
                    const MovePath to = rules.path(creature, edge.square, mode, walking);
                    if (!to.legal)
                        break;
                    lead = to.path.mid(1);
                }
                leadKnown = true;
            }
            const MovePath drop = rules.checkPath(creature, lead + QList<Square>{pit}, mode, entering);
            if (!drop.legal)
                continue;
            // The fewest squares, then the pit square and its edge straightest on the line of the push.
            const int cost = int(lead.size()) + 1;
            const double sideways = sidewaysOf(pit), edgeSideways = sidewaysOf(edge.square);
            if (!best || cost < bestCost ||
                (cost == bestCost && (sideways < bestSideways - 1e-9 ||
                                      (sideways < bestSideways + 1e-9 && edgeSideways < bestEdgeSideways - 1e-9)))) {
                best = PitDrop{lead, pit};
                bestCost = cost;
                bestSideways = sideways;
                bestEdgeSideways = edgeSideways;
            }
        }
    }
    return best;
}

} // namespace battlemat::ForcedFall
