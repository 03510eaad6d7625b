#include "actiondiceencountersituation.h"

#include "encounter/encountergrid.h"
#include "encounter/encounterstate.h"

namespace battlemat {

ActionDiceEncounterSituation ActionDiceEncounterSituation::of(const EncounterState *state, const QString &creatureId)
{
    ActionDiceEncounterSituation read;
    const Combatant *creature = state ? state->combatant(creatureId) : nullptr;
    if (!creature)
        return read;
    read.situation.inEncounter = true;
    // "Dying" is Orcus's: 0 hit points or fewer, not knocked out, and not yet stable (Orcus "Dying").
    read.situation.dying = creature->isDying() && !creature->stabilized;
    read.situation.heroesTurn = state->current == creatureId;
    read.turn = std::max(1, state->turnNumber);
    // "Threatened": a conscious enemy (another side's creature, neither dead, dying nor knocked out) is adjacent.
    for (const Combatant &other : state->combatants) {
        if (other.id == creatureId || other.side == creature->side || other.dead || other.knockedOut || other.hp <= 0)
            continue;
        if (isAdjacent(*creature, other)) {
            read.situation.threatened = true;
            break;
        }
    }
    return read;
}

QJsonObject ActionDiceEncounterSituation::toFields() const
{
    QJsonObject fields{{QStringLiteral("inEncounter"), situation.inEncounter},
                       {QStringLiteral("threatened"), situation.threatened},
                       {QStringLiteral("dying"), situation.dying},
                       {QStringLiteral("heroesTurn"), situation.heroesTurn}};
    if (turn > 0)
        fields.insert(QStringLiteral("turn"), turn);
    return fields;
}

} // namespace battlemat
