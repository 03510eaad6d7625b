#pragma once

#include "encounter/decider.h"

namespace battlemat {

/**
 * The tactics policy's answer to a Square question (docs/simulation.md "Decisions"), from the facts the engine put on
 * each allowed square (SquareOption):
 * - a shift (purpose "shift"): the safest square, the one with the fewest enemies adjacent, then the farthest from
 *   the nearest enemy, then the cheapest to reach (the engine's order); a shift that cannot leave fewer enemies
 *   adjacent than where the creature stands, nor get it farther away, is declined;
 * - a burst's origin (purpose "origin"): the origin with the most enemies expected to be hit less the allies, each
 *   counted by its chance to be hit, as the policy weighs its own areas (TacticsPolicy); declined when none is
 *   expected to hit more enemies than allies;
 * - where a creature a power places comes in (purpose "place", the hunting spiders' Egg Sacs): always taken, the
 *   space with the most enemies adjacent, then the nearest to one, then the first in the map's order.
 */
namespace TacticsSquare {

std::optional<Square> choose(const DecisionRequest &request);

} // namespace TacticsSquare
} // namespace battlemat
