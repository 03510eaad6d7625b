#pragma once

#include "grid/lightlevel.h"
#include "grid/lightsource.h"
#include "grid/square.h"

#include <QList>

namespace battlemat {

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
    friend bool operator==(const MapLighting &, const MapLighting &) = default;
};

} // namespace battlemat
