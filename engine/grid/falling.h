#pragma once

#include <QString>

namespace battlemat {

/**
 * Falling, where the rules texts give no numbers. Orcus names falling damage (the "Slow Fall" action of
 * Acrobatics reduces it; orcus-gaps-filled.md "Prone": the rest of a fall "is damaging as normal") but prints no
 * amount. Battlemat's documented reading (docs/grid-geometry.md "Pits and water"): 1d10 per full 10 feet fallen,
 * at most 20d10, the d20 tradition Orcus descends from; a pit square is 10 feet deep.
 */
constexpr int pitDepthFeet = 10;

/** The damage dice of a fall of this many feet: "1d10" for 10 to 19 feet, "no" below 10 feet. */
QString fallingDamage(int feet);

} // namespace battlemat
