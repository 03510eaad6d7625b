#pragma once

namespace battlemat {

class RulesContext;

/**
 * Time passing for the fight's lights (docs/vision.md "Carrying and burning down"): each round of the fight burns
 * them six seconds (Orcus "Combat": "A round represents about six seconds in the story"), so a torch's hour is 600
 * rounds; a rest or a wait after the fight burns them its minutes. A light that runs out goes dark where it is, with
 * a "lightBurntOut" event the log narrates.
 */
namespace LightTime {

constexpr int secondsPerRound = 6;

void pass(RulesContext *context, int seconds);

} // namespace LightTime

} // namespace battlemat
