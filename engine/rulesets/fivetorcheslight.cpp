#include "rulesets/fivetorcheslight.h"

#include "grid/battlegrid.h"
#include "grid/lightmap.h"

#include <algorithm>

namespace battlemat::FtdMapLight {

const QList<LightSourceKind> &kinds()
{
    // "Light": torches last 1 hour, lanterns 3; they cast 30 ft of dim light (6 squares of 5 ft).
    static const QList<LightSourceKind> list{
        {QStringLiteral("torch"), LightLevel::Dim, 6, 60},
        {QStringLiteral("lantern"), LightLevel::Dim, 6, 3 * 60},
    };
    return list;
}

ftd::LightLevel combine(LightLevel mapAmbient, LightLevel fromSources, ftd::LightLevel fightLight)
{
    ftd::LightLevel ambient = fightLight;
    if (mapAmbient == LightLevel::Dark)
        ambient = ftd::LightLevel::Darkness;
    else if (mapAmbient == LightLevel::Dim)
        ambient = std::min(ftd::LightLevel::Dim, fightLight);
    // A source raises darkness to dim light and leaves anything brighter as it is.
    if (fromSources >= LightLevel::Dim && ambient < ftd::LightLevel::Dim)
        return ftd::LightLevel::Dim;
    return ambient;
}

ftd::LightLevel at(const BattleGrid &grid, const Space &space, ftd::LightLevel fightLight)
{
    const MapLighting &lighting = grid.map().lighting;
    const int width = grid.grid().width();
    std::optional<ftd::LightLevel> best;
    for (int y = space.top(); y <= space.bottom(); ++y) {
        for (int x = space.left(); x <= space.right(); ++x) {
            if (!grid.grid().contains({x, y}))
                continue;
            const LightLevel sources = LightMap::levelAt(grid, {x, y}, kinds(), LightMap::Ambient::LeftOut);
            const ftd::LightLevel level = combine(lighting.ambientAt({x, y}, width), sources, fightLight);
            best = best ? std::max(*best, level) : level;
        }
    }
    return best.value_or(fightLight);
}

QList<ftd::LightLevel> all(const BattleGrid &grid, ftd::LightLevel fightLight)
{
    const MapLighting &lighting = grid.map().lighting;
    const int width = grid.grid().width();
    const int height = grid.grid().height();
    const LightMap sources(grid, kinds(), LightMap::Ambient::LeftOut);
    QList<ftd::LightLevel> levels;
    levels.reserve(qsizetype(width) * height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            levels.append(combine(lighting.ambientAt({x, y}, width), sources.at({x, y}), fightLight));
    }
    return levels;
}

QList<LightSource> burnHours(QList<LightSource> &lights, int hours)
{
    QList<LightSource> out;
    for (LightSource &light : lights) {
        const bool wasLit = light.isLit();
        for (const LightSourceKind &kind : kinds()) {
            if (kind.name == light.kind)
                light.minutesLeft = std::min(light.minutesLeft, kind.minutes);
        }
        light.minutesLeft = std::max(0, light.minutesLeft - 60 * std::max(0, hours));
        if (wasLit && !light.isLit())
            out.append(light);
    }
    return out;
}

} // namespace battlemat::FtdMapLight
