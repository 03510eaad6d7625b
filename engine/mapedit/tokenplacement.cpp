#include "mapedit/tokenplacement.h"

#include <algorithm>
#include <cstdlib>

namespace battlemat::TokenPlacement {

namespace {

bool spaceIsFree(const BattleMap &map, Square topLeft, int side)
{
    for (int dy = 0; dy < side; ++dy) {
        for (int dx = 0; dx < side; ++dx) {
            const Square square{topLeft.x + dx, topLeft.y + dy};
            if (!map.grid.contains(square) || blocksMovement(map.grid.terrain(square)))
                return false;
            for (const MapCreature &other : map.creatures) {
                if (other.space().contains(square))
                    return false;
            }
        }
    }
    return true;
}

} // namespace

QString freeId(const BattleMap &map, const QString &base)
{
    const auto taken = [&map](const QString &id) {
        return std::any_of(map.creatures.cbegin(), map.creatures.cend(),
                           [&id](const MapCreature &creature) { return creature.id == id; });
    };
    QString id = base;
    for (int n = 2; taken(id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

std::optional<Square> besideItsSide(const BattleMap &map, const MapCreature &creature)
{
    Square origin{map.grid.width() / 2, map.grid.height() / 2};
    for (const MapCreature &other : map.creatures) {
        if (other.side == creature.side) {
            origin = other.position;
            break;
        }
    }
    return nearestFree(map, creature, origin);
}

std::optional<Square> nearestFree(const BattleMap &map, const MapCreature &creature, Square origin)
{
    const int side = creature.spaceSquares();
    const int farthest = std::max(map.grid.width(), map.grid.height());
    for (int ring = 0; ring <= farthest; ++ring) {
        for (int dy = -ring; dy <= ring; ++dy) {
            for (int dx = -ring; dx <= ring; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != ring)
                    continue;
                const Square topLeft{origin.x + dx, origin.y + dy};
                if (spaceIsFree(map, topLeft, side))
                    return topLeft;
            }
        }
    }
    return std::nullopt;
}

} // namespace battlemat::TokenPlacement
