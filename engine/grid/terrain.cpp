#include "grid/terrain.h"

#include <array>

namespace battlemat {

namespace {
struct TerrainInfo
{
    Terrain terrain;
    char symbol;
    const char *name;
};
constexpr std::array<TerrainInfo, 9> terrainTable{{
    {Terrain::Open, '.', "open"},
    {Terrain::Difficult, '~', "difficult"},
    {Terrain::Blocking, '#', "blocking"},
    {Terrain::LightlyObscured, ',', "lightly-obscured"},
    {Terrain::HeavilyObscured, ';', "heavily-obscured"},
    {Terrain::TotallyObscured, '%', "totally-obscured"},
    {Terrain::SolidTransparent, '=', "solid-transparent"},
    {Terrain::Pit, 'o', "pit"},
    {Terrain::Water, 'w', "water"},
}};
} // namespace

QChar terrainSymbol(Terrain terrain)
{
    return QLatin1Char(terrainTable[static_cast<size_t>(terrain)].symbol);
}

std::optional<Terrain> terrainFromSymbol(QChar symbol)
{
    for (const TerrainInfo &info : terrainTable) {
        if (symbol == QLatin1Char(info.symbol))
            return info.terrain;
    }
    return std::nullopt;
}

QString terrainName(Terrain terrain)
{
    return QString::fromLatin1(terrainTable[static_cast<size_t>(terrain)].name);
}

} // namespace battlemat
