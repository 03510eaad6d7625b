#pragma once

#include "mastery/actionpoints.h"
#include "mastery/masterycombatant.h"
#include "mastery/masteryroll.h"
#include "mastery/refinitiativeorder.h"
#include "regions/regionmap.h"

#include <QList>

#include <optional>

namespace battlemat {

/** What the mastery rules leave to the table (docs/mastery.md): defaults from the rules README. */
struct MasterySettings
{
    int apPerTurn = 3;
    bool woundsTrack = false;             // false: hit points count down; true: wounds count up to the maximum
    bool assumeMaximumOutOfCombat = true; // a roll out of combat and not under duress may take its maximum
};

/** A combatant in play: its sheet, its action points and what the MP recovery rule looks at. */
struct CombatantState
{
    MasteryCombatant sheet;
    ActionPoints ap;
    // Since the end of its last turn ("Mastery Points": recovery during a contested situation).
    bool usedMp = false;
    bool majorOrExclusive = false;
    bool damaged = false;
    // Ran, swam or climbed: its defense rolls are disadvantaged until its next turn starts.
    bool defenseDisadvantaged = false;
};

/** Someone acting in another's turn after winning a REF vs REF roll, or for a declared simple action. */
struct Interruption
{
    QString who;
    int actionsLeft = 0;
};

/** Everything a mastery encounter knows; copied before each command so a refused one leaves it untouched. */
struct MasteryState
{
    RegionMap map;
    MasterySettings settings;
    QList<CombatantState> combatants;
    QList<MonsterGroup> groups;
    bool contested = false;
    RefInitiativeOrder order;
    std::optional<Interruption> interruption;
    FaceRoller roller; // the encounter's dice; a copy carries the generator's state with it

    CombatantState *combatant(const QString &id);
    const CombatantState *combatant(const QString &id) const;
    MonsterGroup *group(const QString &id);
    const MonsterGroup *group(const QString &id) const;
    /** The combatants whose turn an initiative entry (a character or a monster group) is. */
    QList<CombatantState *> membersOf(const QString &entry);
};

} // namespace battlemat
