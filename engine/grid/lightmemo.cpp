#include "grid/lightmemo.h"

#include "grid/battlegrid.h"
#include "grid/lightmap.h"

#include <algorithm>

namespace battlemat {

LightMemo::LightMemo(const BattleGrid &grid)
    : m_grid(grid)
    , m_bright(grid.map().lighting.ambient == LightLevel::Bright && grid.map().lighting.areas.isEmpty())
{}

LightLevel LightMemo::at(Square s) const
{
    if (m_bright)
        return LightLevel::Bright;
    const int width = m_grid.grid().width();
    if (m_levels.empty())
        m_levels.assign(std::size_t(width) * std::size_t(m_grid.grid().height()), 0);
    quint8 &known = m_levels[std::size_t(s.y) * std::size_t(width) + std::size_t(s.x)];
    if (!known)
        known = quint8(int(LightMap::levelAt(m_grid, s)) + 1);
    return LightLevel(known - 1);
}

bool LightMemo::carriesLight(const QString &creatureId) const
{
    const QList<LightSource> &lights = m_grid.map().lighting.lights;
    return std::any_of(lights.begin(), lights.end(),
                       [&](const LightSource &light) { return light.carriedBy == creatureId; });
}

void LightMemo::forget() const
{
    std::fill(m_levels.begin(), m_levels.end(), 0);
}

} // namespace battlemat
