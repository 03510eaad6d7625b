#include "grid/lightmap.h"

#include "grid/battlegrid.h"
#include "grid/sightline.h"

#include <algorithm>

namespace battlemat {

namespace {

// Squares a source can light: within its radius of its space, measured like a burst (Orcus "Range").
struct Box
{
    int left, top, right, bottom;
};

Box litBox(const BattleGrid &grid, const Space &from, int radius)
{
    return {std::max(0, from.left() - radius), std::max(0, from.top() - radius),
            std::min(grid.grid().width() - 1, from.right() + radius),
            std::min(grid.grid().height() - 1, from.bottom() + radius)};
}

std::optional<LightSourceKind> kindIn(const QList<LightSourceKind> &kinds, const QString &name)
{
    for (const LightSourceKind &kind : kinds) {
        if (kind.name == name)
            return kind;
    }
    return std::nullopt;
}

} // namespace

std::optional<Space> LightMap::sourceSpace(const BattleGrid &grid, const LightSource &light)
{
    if (light.carriedBy.isEmpty())
        return Space{light.square, 1};
    const int carrier = grid.indexOf(light.carriedBy);
    if (carrier < 0)
        return std::nullopt;
    return grid.creature(carrier).space();
}

LightMap::LightMap(const BattleGrid &grid, const QList<LightSourceKind> &kinds, Ambient ambient)
    : m_width(grid.grid().width())
{
    const MapLighting &lighting = grid.map().lighting;
    const int height = grid.grid().height();
    if (ambient == Ambient::LeftOut)
        m_levels = QList<LightLevel>(qsizetype(m_width) * height, LightLevel::Dark);
    else if (lighting.areas.isEmpty())
        m_levels = QList<LightLevel>(qsizetype(m_width) * height, lighting.ambient);
    else
        m_levels = lighting.areas;
    const SightLine sight(grid, SightLine::Kind::Sight);
    for (const LightSource &light : lighting.lights) {
        const auto kind = light.own ? light.own : kindIn(kinds, light.kind);
        const auto from = sourceSpace(grid, light);
        if (!kind || !from || !light.isLit())
            continue;
        const Box box = litBox(grid, *from, kind->radius);
        for (int y = box.top; y <= box.bottom; ++y) {
            for (int x = box.left; x <= box.right; ++x) {
                LightLevel &level = m_levels[qsizetype(y) * m_width + x];
                // A square already this bright needs no line walked to it.
                if (level >= kind->level)
                    continue;
                if (sight.clearLine(*from, Space{{x, y}, 1}))
                    level = kind->level;
            }
        }
    }
}

LightLevel LightMap::levelAt(const BattleGrid &grid, Square s, const QList<LightSourceKind> &kinds, Ambient ambient)
{
    const MapLighting &lighting = grid.map().lighting;
    LightLevel level = ambient == Ambient::LeftOut ? LightLevel::Dark : lighting.ambientAt(s, grid.grid().width());
    const SightLine sight(grid, SightLine::Kind::Sight);
    for (const LightSource &light : lighting.lights) {
        const auto kind = light.own ? light.own : kindIn(kinds, light.kind);
        const auto from = sourceSpace(grid, light);
        if (!kind || !from || !light.isLit() || kind->level <= level)
            continue;
        if (rangeBetween(*from, Space{s, 1}) <= kind->radius && sight.clearLine(*from, Space{s, 1}))
            level = kind->level;
    }
    return level;
}

Obscurement LightMap::obscurementFor(const MapCreature &viewer, LightLevel light, Terrain terrain)
{
    Obscurement byTerrain = Obscurement::None;
    if (terrain == Terrain::LightlyObscured)
        byTerrain = Obscurement::Lightly;
    else if (terrain == Terrain::HeavilyObscured)
        byTerrain = Obscurement::Heavily;
    else if (terrain == Terrain::TotallyObscured)
        byTerrain = Obscurement::Totally;
    return std::max(byTerrain, obscurementOfLight(perceivedLight(light, viewer.senses)));
}

Obscurement LightMap::obscurementAt(const BattleGrid &grid, const MapCreature &viewer, Square s, LightLevel light)
{
    Obscurement obscured = obscurementFor(viewer, light, grid.grid().terrain(s));
    for (const ObscuringAura &aura : grid.map().lighting.obscuringAuras) {
        if (aura.obscurement <= obscured || (aura.ownerSeesThrough && aura.owner == viewer.id))
            continue;
        const int owner = grid.indexOf(aura.owner);
        if (owner >= 0 && rangeBetween(grid.creature(owner).space(), Space{s, 1}) <= aura.radius)
            obscured = aura.obscurement;
    }
    return obscured;
}

} // namespace battlemat
