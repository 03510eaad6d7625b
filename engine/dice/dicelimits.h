#pragma once

namespace battlemat {

/**
 * Hard limits of the dice notation. They exist so that a typo ("1000000d6") or a hostile file gives a clear
 * error instead of a hang or an overflow: every total stays far inside int.
 */
namespace DiceLimits {
inline constexpr int maxExpressionLength = 1000; // characters (code points) a person may type
// Canonical text (DiceExpression::text(), stored in roll records) can be longer than what was typed: "d6" is
// written "1d6" and "dW" may stand for "1000d1000". 100 terms of at most ~20 characters stay below this.
inline constexpr int maxCanonicalLength = 4000;
inline constexpr int maxDice = 1000; // all dice terms of one expression together, weapon dice resolved
inline constexpr int maxSides = 1000;
inline constexpr int maxConstant = 1000000;
inline constexpr int maxTerms = 100;
inline constexpr int maxExplosionDepth = 100; // extra rolls in one explosion chain before the roll is refused
} // namespace DiceLimits

} // namespace battlemat
