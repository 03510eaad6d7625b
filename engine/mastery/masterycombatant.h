#pragma once

#include <QMap>
#include <QString>

namespace battlemat {

/**
 * A character or monster of the mastery-point system: statistics rated by ladder dice (REF for initiative,
 * attack, defense and whatever else the sheet names), rank, Mastery Points, action points per turn and health.
 * The rules leave AP per turn, MP and the rank range open: docs/mastery.md gives the defaults (3 AP, MP =
 * rank, rank 1 to 5), all editable.
 */
struct MasteryCombatant
{
    static constexpr int minRank = 1;
    static constexpr int maxRank = 5;

    QString id;
    QString name;
    QString side;  // allegiance: creatures of different sides are hostile
    QString group; // monster group id; empty for a character who keeps its own MPs
    int rank = 1;
    int mp = 1;
    int mpMax = 1;
    int apPerTurn = 3;
    // Each success of a damaging attack is one point ("Resisted Rolls"); health counts down hit points or the
    // wounds still to take, by the encounter's damage track.
    int health = 1;
    int healthMax = 1;
    QMap<QString, int> dice; // statistic name -> ladder die sides ("ref": 8)
    QString region;
    // Out of the players' sight: the game master's window shows it, the players' window never receives it.
    bool hidden = false;

    bool defeated() const { return health <= 0; }
};

/**
 * Monsters that pool their Mastery Points ("Mastery Points"): any member may spend from the pool, up to its own
 * rank per roll, and the group takes its turn on one initiative.
 */
struct MonsterGroup
{
    QString id;
    QString name;
    int mp = 0;
    int mpMax = 0;
    int refSides = 0; // the group's REF die for initiative; the largest member's when not given
};

} // namespace battlemat
