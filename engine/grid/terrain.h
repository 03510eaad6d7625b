#pragma once

#include <QChar>
#include <QString>

#include <optional>

namespace battlemat {

/** What fills a square, per Orcus "Terrain" and the obscured-square table of orcus-gaps-filled.md. */
enum class Terrain : quint8
{
    Open,
    Difficult,        // +1 movement cost to enter
    Blocking,         // blocks movement, sight and effect
    LightlyObscured,  // concealment for what is in it
    HeavilyObscured,  // concealment, total concealment when not adjacent
    TotallyObscured,  // total concealment
    SolidTransparent, // blocks movement and line of effect, not line of sight (glass, force wall)
    Pit,              // a drop: walkers go around or fall; fliers cross and may stop over it (docs/grid-geometry.md)
    Water,            // +1 movement cost to enter, except for a creature moving with its swim speed
};

/** The map file's row characters: . ~ # , ; % = o w */
QChar terrainSymbol(Terrain terrain);
std::optional<Terrain> terrainFromSymbol(QChar symbol);
/** Lower-case name used in JSON and the CLI ("difficult", "heavily-obscured"). */
QString terrainName(Terrain terrain);

inline bool blocksMovement(Terrain t)
{
    return t == Terrain::Blocking || t == Terrain::SolidTransparent;
}
inline bool blocksSight(Terrain t)
{
    return t == Terrain::Blocking;
}
inline bool blocksEffect(Terrain t)
{
    return t == Terrain::Blocking || t == Terrain::SolidTransparent;
}
/** The last kind: palettes and checks of painted values run from Terrain::Open to it. */
constexpr Terrain lastTerrain = Terrain::Water;

} // namespace battlemat
