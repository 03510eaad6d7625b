#pragma once

#include <QString>

namespace battlemat {

/** Which dice of a term count towards the total. */
enum class KeepRule
{
    All,
    Highest, // "kh": roll with advantage keeps the highest
    Lowest,  // "kl": roll with disadvantage keeps the lowest
};

/** When a die showing its maximum is rolled again and added. */
enum class Explosion
{
    None,
    EachDie, // "!": every die showing the maximum explodes, as long as it keeps coming up
    OneDie,  // "!1": at most one die of the term explodes (Action Dice, "Exploding Dice" note)
};

/**
 * One leaf of a dice expression: a signed constant or a signed dice term NdM with its keep and explosion
 * modifiers. Weapon dice (dW) are already resolved to the weapon's count and sides.
 */
struct DiceTerm
{
    enum class Kind
    {
        Constant,
        Dice,
    };

    Kind kind = Kind::Constant;
    int sign = 1;     // +1 or -1
    int constant = 0; // Constant: the value (without sign)
    int count = 0;    // Dice: how many dice are rolled
    int sides = 0;
    KeepRule keep = KeepRule::All;
    int keepCount = 0; // Highest/Lowest: how many dice are kept
    Explosion explosion = Explosion::None;
    bool weaponDice = false; // written as dW in the source text
    int position = 0;        // 1-based character position of the term in the source text
    int length = 0;          // characters of the term in the source text

    bool isDice() const { return kind == Kind::Dice; }
    /** How many dice count towards the total. */
    int keptCount() const { return keep == KeepRule::All ? count : keepCount; }
    /** Canonical notation without sign: "4d6kh3", "1d6!", "3d6!1", "5". Weapon dice appear resolved. */
    QString text() const;
};

} // namespace battlemat
