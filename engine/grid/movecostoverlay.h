#pragma once

#include "grid/square.h"

#include <QList>
#include <QtGlobal>

#include <memory>
#include <vector>

namespace battlemat {

class BattleGrid;

/**
 * The squares that are difficult terrain for one mover and not on the map: what a creature's aura makes of them
 * for this mover alone ("Enemies treat all squares in the aura as difficult terrain", the water elemental's Vortex;
 * docs/encounter.md "Auras"). The path cost reads it as it reads the map's difficult terrain (Orcus "Difficult
 * terrain": entering costs 2, difficult terrain does not stack), so there is one path-cost rule. A bitmap over the
 * squares' bounding box: an aura covers a few hundred squares, and a step asks one bit.
 */
class MoveCostOverlay
{
public:
    MoveCostOverlay() = default;
    explicit MoveCostOverlay(const QList<Square> &difficult);

    // An int compared, not a vector's ends: the step cost asks it of every step of every mover.
    bool empty() const { return m_width == 0; }
    bool difficult(int x, int y) const
    {
        const int cx = x - m_left, cy = y - m_top;
        return cx >= 0 && cy >= 0 && cx < m_width && cy < m_height && m_bits[std::size_t(cy * m_width + cx)];
    }
    /** The squares, row by row (for a test and the move preview's marks). */
    QList<Square> squares() const;

private:
    int m_left = 0;
    int m_top = 0;
    int m_width = 0;
    int m_height = 0;
    std::vector<quint8> m_bits;
};

/**
 * Where the grid asks the overlay of a mover: the encounter sets one on its grid (AuraMoveCosts), from the auras of
 * the creatures as they stand on that grid, so a what-if move of an aura's owner moves the squares with it. A grid
 * without one (the map editor's, an encounter without such an aura) asks nothing: the search runs as it always did.
 */
class MoveCostSource
{
public:
    virtual ~MoveCostSource() = default;
    /** The squares difficult for creature (an index into grid's creatures) beyond the map's: empty when none. */
    virtual MoveCostOverlay overlayFor(const BattleGrid &grid, int creature) const = 0;
};

} // namespace battlemat
