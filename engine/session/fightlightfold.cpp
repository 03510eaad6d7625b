#include "session/fightlightfold.h"

#include "encounter/encounterstate.h"
#include "encounter/restcommand.h"
#include "grid/battlemap.h"

namespace battlemat {

QList<LightSource> lightsAfterFight(const EncounterState &fight, const BattleMap &map)
{
    QList<LightSource> lights;
    for (LightSource light : fight.light.lights) {
        if (light.own)
            continue;
        if (!light.carriedBy.isEmpty() && !map.creature(light.carriedBy)) {
            const Combatant *carrier = fight.combatant(light.carriedBy);
            if (carrier)
                light.square = carrier->position;
            light.carriedBy.clear();
        }
        lights.append(light);
    }
    return lights;
}

} // namespace battlemat

namespace battlemat {

int minutesOnTheMap(const Command &command, const EncounterState &fight)
{
    if (fight.phase == EncounterPhase::Surprise || fight.phase == EncounterPhase::Combat)
        return 0; // rounds burn the fight's lights; the map's wait for the fight to end
    const auto *rest = dynamic_cast<const RestCommand *>(&command);
    return rest ? rest->minutes() : 0;
}

} // namespace battlemat
