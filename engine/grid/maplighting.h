#pragma once

#include "grid/lightlevel.h"
#include "grid/lightsource.h"
#include "grid/obscuringaura.h"
#include "grid/square.h"

#include <QList>

namespace battlemat {

/** The game master's mark on a square of the players' fog (docs/vision.md): none, shown as if seen, or hidden. */
enum class FogMark : quint8
{
    None,
    Revealed,
    Concealed,
};

/**
 * The light of a battle map and what the players have seen of it: the ambient light (one level for the whole
 * map, changed square by square where areas differ), the light sources, whether the players' window shows only
 * what the heroes see, and the squares they have seen so far. Per-square lists are empty until something differs
 * from the default, so a plain map costs nothing.
 */
struct MapLighting
{
    LightLevel ambient = LightLevel::Bright;
    QList<LightLevel> areas; // width * height, row by row; empty: every square has `ambient`
    QList<LightSource> lights;
    bool visionEnabled = false; // the players' window shows only what the heroes see
    QList<bool> explored;       // width * height; empty: nothing explored yet
    // In memory only, never in the file: counts the edits that set `explored` (reset explored, its undo), so that
    // a copy which remembers explored squares of its own can tell such a list from one that merely lags behind.
    int exploredEdits = 0;
    // The game master's reveal and hide brushes (width * height each; empty: no square marked): a revealed square
    // shows on the players' window as if a hero saw it, a concealed one shows nothing even when seen.
    QList<bool> revealed;
    QList<bool> concealed;
    // In memory only, never in the file: the fight's auras that obscure the squares around their owners (the
    // encounter's grid sets them; LightMap::obscurementAt reads them).
    QList<ObscuringAura> obscuringAuras;

    LightLevel ambientAt(Square s, int width) const
    {
        return areas.isEmpty() ? ambient : areas.at(qsizetype(s.y) * width + s.x);
    }
    /** Sets the ambient level of one square (filling the per-square list on first use). */
    void setAmbientAt(Square s, int width, int height, LightLevel level);
    bool isExplored(Square s, int width) const
    {
        return !explored.isEmpty() && explored.at(qsizetype(s.y) * width + s.x);
    }
    FogMark fogMarkAt(Square s, int width) const
    {
        const qsizetype i = qsizetype(s.y) * width + s.x;
        if (!revealed.isEmpty() && revealed.at(i))
            return FogMark::Revealed;
        return !concealed.isEmpty() && concealed.at(i) ? FogMark::Concealed : FogMark::None;
    }
    /** Marks one square (filling the per-square lists on first use; emptied again when no square is marked). */
    void setFogMarkAt(Square s, int width, int height, FogMark mark);
    friend bool operator==(const MapLighting &, const MapLighting &) = default;
};

} // namespace battlemat
