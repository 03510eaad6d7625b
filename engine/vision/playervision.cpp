#include "vision/playervision.h"

#include "grid/battlegrid.h"
#include "vision/vision.h"

namespace battlemat {

namespace {

// The game master's brushes over what the heroes see (docs/vision.md): a revealed square is seen, and so is what
// stands in it; a concealed one is not, nor a creature all of whose squares are concealed.
void applyFogMarks(const TableScene &scene, VisionResult &seen)
{
    const MapLighting &lighting = scene.map.lighting;
    if (lighting.revealed.isEmpty() || seen.visible.size() != lighting.revealed.size())
        return;
    for (qsizetype i = 0; i < seen.visible.size(); ++i) {
        if (lighting.revealed.at(i))
            seen.visible[i] = true;
        else if (lighting.concealed.at(i))
            seen.visible[i] = false;
    }
    const int width = seen.width;
    for (const MapCreature &creature : scene.map.creatures) {
        const int side = creature.spaceSquares();
        bool revealed = false;
        bool allConcealed = true;
        for (int dy = 0; dy < side; ++dy) {
            for (int dx = 0; dx < side; ++dx) {
                const Square s{creature.position.x + dx, creature.position.y + dy};
                if (s.x < 0 || s.y < 0 || s.x >= width || s.y >= seen.height)
                    continue;
                const FogMark mark = lighting.fogMarkAt(s, width);
                revealed = revealed || mark == FogMark::Revealed;
                allConcealed = allConcealed && mark == FogMark::Concealed;
            }
        }
        if (allConcealed)
            seen.creaturesSeen.removeAll(creature.id);
        else if (revealed && !seen.creaturesSeen.contains(creature.id))
            seen.creaturesSeen.append(creature.id);
    }
}

} // namespace

void applyPlayerVision(const TableScene &scene, TableScene &view, const SightLight *light)
{
    QSet<QString> unable;
    for (auto it = scene.statuses.cbegin(); it != scene.statuses.cend(); ++it) {
        if (it->health == HealthState::Dying || it->health == HealthState::Dead)
            unable.insert(it.key());
    }
    const BattleGrid grid(scene.map);
    VisionResult seen = Vision::compute(grid, scene.playerSides, unable, light);
    applyFogMarks(scene, seen);

    MapLighting lighting;
    lighting.visionEnabled = true;
    lighting.explored = scene.map.lighting.explored;
    Vision::markExplored(lighting, seen);
    // Hidden by the game master even when seen before: neither its terrain nor that it was explored shows.
    for (qsizetype i = 0; i < scene.map.lighting.concealed.size() && i < lighting.explored.size(); ++i) {
        if (scene.map.lighting.concealed.at(i))
            lighting.explored[i] = false;
    }
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
