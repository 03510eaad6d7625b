#include "vision/playervision.h"

#include "grid/battlegrid.h"
#include "vision/vision.h"

namespace battlemat {

void applyPlayerVision(const TableScene &scene, TableScene &view)
{
    QSet<QString> unable;
    for (auto it = scene.statuses.cbegin(); it != scene.statuses.cend(); ++it) {
        if (it->health == HealthState::Dying || it->health == HealthState::Dead)
            unable.insert(it.key());
    }
    const BattleGrid grid(scene.map);
    const VisionResult seen = Vision::compute(grid, scene.playerSides, unable);

    MapLighting lighting;
    lighting.visionEnabled = true;
    lighting.explored = scene.map.lighting.explored;
    Vision::markExplored(lighting, seen);
    view.playerVisible = seen.visible;

    QList<MapCreature> kept;
    for (const MapCreature &creature : std::as_const(view.map.creatures)) {
        if (seen.creaturesSeen.contains(creature.id))
            kept.append(creature);
        else
            view.statuses.remove(creature.id);
    }
    view.map.creatures = kept; // playerViewOf numbers the sides' colour slots of what is left

    // What the players never saw is not in their copy: its squares are open floor without walls or doors.
    GridMap &map = view.map.grid;
    const int width = map.width();
    auto explored = [&](int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < map.height() && lighting.isExplored({x, y}, width);
    };
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < width; ++x) {
            if (explored(x, y))
                continue;
            map.setTerrain({x, y}, Terrain::Open);
            if (!explored(x, y - 1))
                map.setEdge({x, y}, Side::North, EdgeFeature::None);
            if (!explored(x - 1, y))
                map.setEdge({x, y}, Side::West, EdgeFeature::None);
            if (y == map.height() - 1)
                map.setEdge({x, y}, Side::South, EdgeFeature::None);
            if (x == width - 1)
                map.setEdge({x, y}, Side::East, EdgeFeature::None);
        }
    }
    view.map.lighting = lighting;
}

} // namespace battlemat
