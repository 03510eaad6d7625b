#pragma once

#include "encounter/effectspec.h"

#include <QString>

namespace battlemat {

/** An effect in force on a creature: what it is, who caused it and when, so its duration can be judged. */
struct ActiveEffect
{
    int id = 0;
    QString target;
    QString source; // the creature whose power imposed it (its "user" for durations)
    EffectSpec spec;
    int appliedTurn = 0; // EncounterState::turnNumber when imposed: "next turn" means a later turn than this
    bool failedSave = false;
    bool maintainedThisTurn = false;
};

} // namespace battlemat
