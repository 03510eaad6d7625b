#pragma once

#include "modules/actiondice/actiondicespendrules.h"

#include <QJsonObject>
#include <QString>

namespace battlemat {

struct EncounterState;

/**
 * The facts a spend's limits depend on, read from the running encounter for one of its creatures (docs/modules.md,
 * "Readings"): whether a fight is on ("actively engaged in combat"), whether a conscious enemy stands adjacent
 * ("threatened"), whether the creature is dying and not yet stable, whether it is its own turn and which turn that
 * is. Without an encounter (state null) nothing is running and nobody is threatened.
 */
struct ActionDiceEncounterSituation
{
    ActionDiceSituation situation;
    int turn = 0; // the encounter's turn count (EncounterState::turnNumber): an extra action is once per turn

    static ActionDiceEncounterSituation of(const EncounterState *state, const QString &creatureId);
    /** The command's situation fields ({"inEncounter", "threatened", "dying", "heroesTurn", "turn"}). */
    QJsonObject toFields() const;
};

} // namespace battlemat
