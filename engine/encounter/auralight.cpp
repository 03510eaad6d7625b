#include "encounter/auralight.h"

#include "encounter/aurarules.h"
#include "encounter/encounterstate.h"

namespace battlemat {

namespace {

Obscurement obscurementNamed(const QString &name)
{
    if (name == QLatin1String("totally"))
        return Obscurement::Totally;
    return name == QLatin1String("heavily") ? Obscurement::Heavily : Obscurement::Lightly;
}

} // namespace

bool AuraLight::holds(const EncounterState &state, const MapLighting &lighting)
{
    for (const Combatant &c : state.combatants) {
        for (const CombatAura &aura : c.auras) {
            if (!aura.play.light.isEmpty() || !aura.play.obscured.isEmpty())
                return lighting == lightingOf(state);
        }
    }
    return lighting.obscuringAuras.isEmpty() && lighting.ambient == state.light.ambient &&
           lighting.areas == state.light.areas && lighting.lights == state.light.lights;
}

MapLighting AuraLight::lightingOf(const EncounterState &state)
{
    MapLighting lighting = state.light;
    for (const Combatant &owner : state.combatants) {
        if (owner.auras.isEmpty() || owner.dead)
            continue;
        for (int i = 0; i < owner.auras.size(); ++i) {
            const CombatAura &aura = owner.auras.at(i);
            if ((aura.play.light.isEmpty() && aura.play.obscured.isEmpty()) || !AuraRules::isOn(state, {owner.id, i}))
                continue;
            if (const auto level = lightLevelFromName(aura.play.light)) {
                // Carried by its owner: LightMap lights the squares within the radius it has line of sight to.
                LightSource light;
                light.kind = aura.name;
                light.carriedBy = owner.id;
                light.own = LightSourceKind{aura.name, *level, aura.radius, 0};
                lighting.lights.append(light);
            }
            if (!aura.play.obscured.isEmpty())
                lighting.obscuringAuras.append(
                    {owner.id, aura.radius, obscurementNamed(aura.play.obscured), aura.play.ownerSeesThrough});
        }
    }
    return lighting;
}

} // namespace battlemat
