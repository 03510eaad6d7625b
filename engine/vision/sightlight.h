#pragma once

#include <QtGlobal>

#include <vector>

namespace battlemat {

class BattleGrid;
struct MapCreature;

/**
 * What a ruleset's light lets a creature see, for the players' vision (docs/vision.md): the campaign's ruleset gives
 * one through its seam (RulesModule::sightLight: Five Torches Deep's four levels of light); without one the map's
 * light is read by Orcus's table (LightMap).
 */
class SightLight
{
public:
    virtual ~SightLight() = default;
    /**
     * Per square, row by row: 1 where a creature with this viewer's senses is not totally obscured (light and
     * terrain). It may depend on the viewer's senses only: Vision asks once per kind of senses.
     */
    virtual std::vector<quint8> seeable(const BattleGrid &grid, const MapCreature &viewer) const = 0;
    /**
     * How the players' window tints each square's light, row by row: 0 lit (no tint), 1 dim light, 2 darkness
     * (seen only by darksight or not at all). Empty: no tint (the Orcus table's fog is all it shows).
     */
    virtual std::vector<quint8> shades(const BattleGrid &grid) const
    {
        Q_UNUSED(grid);
        return {};
    }
};

} // namespace battlemat
