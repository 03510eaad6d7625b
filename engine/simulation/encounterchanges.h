#pragma once

#include "core/result.h"
#include "encounter/encounterstate.h"
#include "orcus/monsterrank.h"
#include "orcus/monsterrole.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace battlemat {

/** One single change to an encounter whose effect on the odds the simulation measures. */
struct EncounterChange
{
    QString kind;     // "removeMonster", "monsterUp2", "monsterDown2", "removeHero"
    QString creature; // the creature changed
    QJsonObject encounter;
};

/** A single change made to an encounter already running (Simulate from here): the state it leaves. */
struct StateChange
{
    QString kind;
    QString creature;
    EncounterState state;
};

/** What a level change moves (Orcus "Creating new monsters": every number is "+ level"). */
struct LevelShift
{
    int level = 0;     // the new level
    int attack = 0;    // attack bonuses
    int defenses = 0;  // every defense
    int hitPoints = 0; // the role's hit points per level times the levels and the rank's multiplier
    int damage = 0;    // the difference of the at-will single-target damage means of the two levels
};

/**
 * The single changes docs/simulation.md "Which change matters most" tries, each as a whole encounter file: every
 * monster removed, every monster two levels up and two levels down, every hero removed. A level change follows
 * Orcus "Creating new monsters", whose every number is "+ level": defenses and attack bonuses move by the levels
 * changed, hit points by the role's hit points per level (times the rank's multiplier), damage by the difference
 * of the at-will single-target damage of the two levels (MonsterTables). The role is the block's builder role, a
 * striker when it has none; a level outside 1..30 is not tried.
 */
namespace EncounterChanges {

QList<EncounterChange> singleChanges(const QJsonObject &encounter);
/** The numbers of a monster's change by `levels`; an error outside the tables' levels 1..30. */
Result<LevelShift> levelShift(int level, MonsterRole role, MonsterRank rank, int levels);
/**
 * The same single changes made to a running encounter's state (encounterstatechanges.cpp): a removed creature
 * leaves the map and the initiative order (the creature whose turn it is is not removed), a level change moves the
 * combatant's numbers as levelShift says, for a striker (a running encounter keeps no builder role).
 */
QList<StateChange> singleChanges(const EncounterState &state);
QJsonObject withoutCreature(QJsonObject encounter, const QString &id);
Result<QJsonObject> withLevelShift(QJsonObject encounter, const QString &id, int levels);

} // namespace EncounterChanges
} // namespace battlemat
