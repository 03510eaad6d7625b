#pragma once

#include "encounter/combatpower.h"

#include <QJsonArray>
#include <QList>
#include <QString>

namespace battlemat {

struct EncounterState;

/**
 * A bonus to one defense of one creature that an add-on module put into the encounter through one of its
 * encounter commands (the action dice module's +2 AC for rounds equal to the die, docs/modules.md). It is part of
 * the encounter's state, so the attacks against the creature count it, and undo, replay and a reopened campaign
 * give it back exactly as the command that set it left it. It lasts through round `lastRound`.
 */
struct ModuleDefenseBonus
{
    QString module;   // the module that set it ("actionDice")
    QString creature; // the combatant it protects
    DefenseKind defense = DefenseKind::AC;
    int bonus = 0;
    int lastRound = 0; // the last round it counts in

    bool operator==(const ModuleDefenseBonus &other) const = default;
};

/** The bonuses of the modules to this creature's defense in the encounter's current round (0 when none). */
int moduleDefenseBonus(const EncounterState &state, const QString &creature, DefenseKind defense);
/** The running bonus of one module on one creature, or null (one at a time: a module replaces its own). */
const ModuleDefenseBonus *runningModuleDefenseBonus(const EncounterState &state, const QString &module,
                                                    const QString &creature);
/** Rounds it still counts, the current one included (0 once it has run out). */
int roundsLeft(const EncounterState &state, const ModuleDefenseBonus &bonus);
QJsonArray moduleDefenseBonusesToJson(const EncounterState &state);

} // namespace battlemat
