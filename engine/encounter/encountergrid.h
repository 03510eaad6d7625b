#pragma once

#include "grid/battlegrid.h"

#include <QString>

namespace battlemat {

struct Combatant;
struct EncounterState;

/** A combatant's space on the grid (Orcus "Size"). */
Space spaceOf(const Combatant &c);
/** Orcus "Range" between two combatants' spaces: 0 overlapping, 1 adjacent. */
int rangeBetween(const Combatant &a, const Combatant &b);
bool isAdjacent(const Combatant &a, const Combatant &b);

/**
 * The encounter as the grid module sees it at one moment: a BattleGrid of the map with every living combatant
 * where it stands, carrying the conditions the grid rules read (prone, helpless, blinded, invisible, stunned,
 * surprised, unconscious, dying, dazed, immobilized, restrained, slowed; "cannot make opportunity attacks" when it
 * has no basic melee attack) and whether it has used its opportunity attack this turn. Movement, opportunity
 * attacks, cover, concealment, flanking and areas are all asked of the grid module through it, so the encounter
 * has no geometry of its own. Built afresh for each question: a state is a value that commands change.
 */
class EncounterGrid
{
public:
    explicit EncounterGrid(const EncounterState &state);

    const BattleGrid &grid() const { return m_grid; }
    /** The grid index of a living combatant, or -1 (dead or unknown). */
    int indexOf(const QString &id) const { return m_grid.indexOf(id); }
    const QString &idOf(int index) const { return m_grid.creature(index).id; }

private:
    BattleGrid m_grid;
};

} // namespace battlemat
