#include "session/fightlightfold.h"

#include "encounter/encounterstate.h"
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
