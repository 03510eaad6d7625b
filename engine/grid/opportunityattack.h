#pragma once

#include "grid/space.h"
#include "grid/square.h"

#include <QList>

#include <QString>

namespace battlemat {

struct MapCreature;

/**
 * One opportunity attack a creature may make (Orcus "Opportunity attacks"): who, at which square the provoking
 * creature stands when it happens (right before it leaves that square), and why.
 */
struct OpportunityAttack
{
    enum class Trigger : quint8
    {
        LeavesAdjacency, // an adjacent hostile creature it can see moves so that it is no longer adjacent
        RangedAttack,    // an adjacent hostile creature makes a ranged attack
        FarAttack,       // an adjacent hostile creature uses a far power
    };

    int attacker = -1; // creature index on the map
    QString attackerId;
    Square at;    // top-left square of the provoking creature's space at that moment
    int step = 0; // index in the path of the square it is about to leave
    Trigger trigger = Trigger::LeavesAdjacency;

    QString reason() const;
};

/**
 * Creatures that may make an opportunity attack against all[creature] when it leaves their adjacency, among those
 * whose space overlaps `near` (a cheap test first: maps hold thousands).
 */
QList<int> opportunityThreateners(const QList<MapCreature> &all, int creature, const Space &near);
/** The opportunity attacks provoked by walking path (top-left squares, start first); one per creature. */
QList<OpportunityAttack> opportunityAttacksAlong(const QList<MapCreature> &all, int creature,
                                                 const QList<Square> &path);

} // namespace battlemat
