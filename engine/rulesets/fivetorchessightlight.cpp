#include "rulesets/fivetorchessightlight.h"

#include "grid/battlegrid.h"
#include "grid/lightmap.h"
#include "rulesets/fivetorcheslight.h"

namespace battlemat {

std::vector<quint8> FtdSightLight::seeable(const BattleGrid &grid, const MapCreature &viewer) const
{
    const QList<ftd::LightLevel> levels = FtdMapLight::all(grid, m_fightLight);
    const GridMap &map = grid.grid();
    // "Light": sight in darkness is impossible without darksight, which Battlemat reads from the token's darkvision.
    const bool darksight = viewer.senses == Senses::Darkvision;
    std::vector<quint8> see(std::size_t(levels.size()), 0);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const qsizetype at = qsizetype(y) * map.width() + x;
            if (levels.at(at) == ftd::LightLevel::Darkness && !darksight)
                continue;
            // Only the terrain is left to obscure: asked of the map's rules with the square taken as bright.
            see[std::size_t(at)] =
                LightMap::obscurementFor(viewer, LightLevel::Bright, map.terrain({x, y})) != Obscurement::Totally;
        }
    }
    return see;
}

std::vector<quint8> FtdSightLight::shades(const BattleGrid &grid) const
{
    const QList<ftd::LightLevel> levels = FtdMapLight::all(grid, m_fightLight);
    std::vector<quint8> tint(std::size_t(levels.size()), 0);
    for (qsizetype i = 0; i < levels.size(); ++i)
        tint[std::size_t(i)] = levels.at(i) == ftd::LightLevel::Darkness ? 2
                               : levels.at(i) == ftd::LightLevel::Dim    ? 1
                                                                         : 0;
    return tint;
}

} // namespace battlemat
