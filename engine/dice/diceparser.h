#pragma once

#include "core/result.h"
#include "dice/diceexpression.h"
#include "dice/dicelimits.h"
#include "dice/dicesyntaxerror.h"
#include "dice/weapondice.h"

#include <QString>

#include <optional>

namespace battlemat {

/**
 * Reads dice notation into a DiceExpression:
 *   expression := ['+'|'-'] term (('+'|'-') term)*        spaces are allowed between tokens
 *   term       := INT | [INT] ('d'|'D') (INT | 'W') modifier*
 *   modifier   := ('kh'|'kl'|'k') INT | '!' | '!1'
 * Every refusal names the 1-based character position, and every DiceLimits bound is checked, so that no
 * input can make rolling or odds hang.
 */
class DiceParser
{
public:
    DiceParser() = default;
    explicit DiceParser(std::optional<WeaponDice> weapon)
        : m_weapon(weapon)
    {}

    /** The expression, or an Error whose message reads "position N: ...". */
    Result<DiceExpression> parse(const QString &text) const;
    /** Same, but the error keeps the position as a number (for an editor that underlines it). */
    Result<DiceExpression> parse(const QString &text, DiceSyntaxError *error) const;

    /** A parser for canonical text read back from a roll record, which may be longer than typed text. */
    static DiceParser forCanonicalText();

    /** Parses weapon damage such as "2d6" (one plain dice term) for binding to dW. */
    static Result<WeaponDice> parseWeaponDice(const QString &text);

private:
    std::optional<WeaponDice> m_weapon;
    int m_maxLength = DiceLimits::maxExpressionLength;
};

} // namespace battlemat
