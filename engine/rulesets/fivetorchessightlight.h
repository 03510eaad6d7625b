#pragma once

#include "fivetorches/lightlevel.h"
#include "vision/sightlight.h"

namespace battlemat {

/**
 * What the heroes see under Five Torches Deep ("Light", ../shared/rules/checks-actions-combat-gritty.txt), for the
 * players' screen: the four levels of FtdMapLight::all (the map's areas, torches and lanterns casting 30 ft of dim
 * light, the fight's light where the map is bright). Darkness hides a square from human sight; a darksighted
 * creature (its token's darkvision) sees there. Dim, well-lit and brilliant squares are seen; terrain that obscures
 * totally (thick fog) hides as on any map.
 */
class FtdSightLight final : public SightLight
{
public:
    explicit FtdSightLight(ftd::LightLevel fightLight)
        : m_fightLight(fightLight)
    {}
    std::vector<quint8> seeable(const BattleGrid &grid, const MapCreature &viewer) const override;
    /** Dim light (a torch's 30 ft) and darkness tinted on the TV, the levels FtdMapLight::all gives. */
    std::vector<quint8> shades(const BattleGrid &grid) const override;

private:
    ftd::LightLevel m_fightLight;
};

} // namespace battlemat
