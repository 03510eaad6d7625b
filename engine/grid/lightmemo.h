#pragma once

#include "grid/lightlevel.h"
#include "grid/square.h"

#include <QString>

#include <vector>

namespace battlemat {

class BattleGrid;

/**
 * The light on a grid's squares, each worked out by LightMap::levelAt when first asked and then remembered until a
 * light's carrier moves: what an encounter's grid keeps for its concealment questions, so an attack reads a
 * square's light instead of walking the lights' sight lines again. A grid bright everywhere (the ambient bright, no
 * areas) answers bright at once: nothing can make it brighter.
 */
class LightMemo
{
public:
    explicit LightMemo(const BattleGrid &grid);

    LightLevel at(Square s) const;
    /** Whether the creature carries one of the grid's lights (so its move changes the light). */
    bool carriesLight(const QString &creatureId) const;
    /** Forgets every square's light: a carrier moved. */
    void forget() const;

private:
    const BattleGrid &m_grid;
    bool m_bright = true;
    mutable std::vector<quint8> m_levels; // level + 1 by square, 0 not known yet; sized on first use
};

} // namespace battlemat
