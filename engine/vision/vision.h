#pragma once

#include "grid/maplighting.h"
#include "grid/square.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace battlemat {

class BattleGrid;
class SightLight;

/** What one side sees now: the squares, the creatures, and who looked. */
struct VisionResult
{
    int width = 0;
    int height = 0;
    QList<bool> visible; // width * height
    QStringList viewers; // the side's creatures that could look (not blinded, unconscious, dying or dead)
    QStringList creaturesSeen;

    bool isVisible(Square s) const { return visible.at(qsizetype(s.y) * width + s.x); }
    QList<Square> visibleSquares() const;
};

/**
 * Vision of a side (docs/vision.md): the squares at least one of its creatures that can look has line of sight
 * to by the grid's sight rules (walls, closed doors, blocking terrain) and that are not totally obscured to that
 * creature (darkness without a light, unless its senses see there; totally obscuring terrain). Creatures are seen
 * on a visible square unless invisible or hidden from the players by the game master; the side's own creatures
 * are always known to it.
 */
class Vision
{
public:
    /**
     * `unable` names creatures that cannot look for reasons the map does not hold (the table's hit points say
     * dying or dead). `light`: the campaign ruleset's light (Five Torches Deep); null reads the map's light by
     * Orcus's table.
     */
    static VisionResult compute(const BattleGrid &grid, const QStringList &sides, const QSet<QString> &unable = {},
                                const SightLight *light = nullptr);
    /** Adds what is visible now to the squares explored so far. Returns whether anything new was explored. */
    static bool markExplored(MapLighting &lighting, const VisionResult &vision);
};

} // namespace battlemat
