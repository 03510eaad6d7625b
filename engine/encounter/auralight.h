#pragma once

#include "grid/maplighting.h"

namespace battlemat {

struct EncounterState;

/**
 * The fight's light as its grid lights the squares: the encounter's light (EncounterState::light) with the light and
 * obscurement of the auras that are on (AuraPlay::light, obscured: the flash beetle's Luminescence, the ice hag's
 * sleet, the nightmare's smoke; docs/vision.md "Auras of light and obscurement"). Each goes with its owner: a light
 * carried by it, an obscuring aura around its space.
 */
namespace AuraLight {

MapLighting lightingOf(const EncounterState &state);
/**
 * Whether lighting is lightingOf(state): asked before every rules question of a state whose grid is kept, so without
 * building it when no combatant has an aura of light or obscurement (nearly every fight).
 */
bool holds(const EncounterState &state, const MapLighting &lighting);

} // namespace AuraLight

} // namespace battlemat
