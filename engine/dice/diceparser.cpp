#include "diceparser.h"

#include "dice/dicelimits.h"

#include <vector>

namespace battlemat {

namespace {

bool isDigit(char32_t c)
{
    return c >= U'0' && c <= U'9';
}

bool isSpace(char32_t c)
{
    return c == U' ' || c == U'\t';
}

/** Walks the code points of one expression; positions are 1-based code point indexes, as people count. */
class Scanner
{
public:
    Scanner(const QString &text, const std::optional<WeaponDice> &weapon, int maxLength)
        : m_maxLength(maxLength)
        , m_weapon(weapon)
    {
        const QList<uint> codePoints = text.toUcs4();
        m_text.assign(codePoints.begin(), codePoints.end());
    }

    Result<DiceExpression> run(const QString &source, DiceSyntaxError *error)
    {
        if (m_text.size() > size_t(m_maxLength)) {
            return fail(m_maxLength + 1, QStringLiteral("the expression is longer than %1 characters").arg(m_maxLength),
                        error);
        }
        skipSpaces();
        if (atEnd())
            return fail(position(), QStringLiteral("the expression is empty; write dice such as 2d6+1"), error);

        QList<DiceTerm> terms;
        int dice = 0;
        bool first = true;
        while (true) {
            skipSpaces();
            int sign = 1;
            if (!atEnd() && (peek() == U'+' || peek() == U'-')) {
                sign = peek() == U'-' ? -1 : 1;
                ++m_index;
                skipSpaces();
            } else if (!first) {
                return fail(position(), QStringLiteral("expected + or - before %1").arg(describeHere()), error);
            }
            first = false;
            auto term = readTerm();
            if (!term)
                return fail(m_errorPosition, term.errorMessage(), error);
            DiceTerm value = *term;
            value.sign = sign;
            dice += value.isDice() ? value.count : 0;
            if (dice > DiceLimits::maxDice) {
                return fail(value.position,
                            QStringLiteral("too many dice: at most %1 in one expression").arg(DiceLimits::maxDice),
                            error);
            }
            terms.append(value);
            if (terms.size() > DiceLimits::maxTerms) {
                return fail(value.position,
                            QStringLiteral("too many terms: at most %1 in one expression").arg(DiceLimits::maxTerms),
                            error);
            }
            skipSpaces();
            if (atEnd())
                break;
        }
        return DiceExpression(source, terms);
    }

private:
    bool atEnd() const { return m_index >= m_text.size(); }
    char32_t peek(size_t ahead = 0) const { return m_index + ahead < m_text.size() ? m_text[m_index + ahead] : U'\0'; }
    int position() const { return int(m_index) + 1; }
    void skipSpaces()
    {
        while (!atEnd() && isSpace(peek()))
            ++m_index;
    }

    QString describeHere() const
    {
        if (atEnd())
            return QStringLiteral("the end of the expression");
        return QStringLiteral("'%1'").arg(QString::fromUcs4(&m_text[m_index], 1));
    }

    Result<DiceExpression> fail(int position, const QString &what, DiceSyntaxError *error) const
    {
        const QString message = QStringLiteral("position %1: %2").arg(position).arg(what);
        if (error)
            *error = {message, position};
        return Error{message};
    }

    Error termError(int position, const QString &what)
    {
        m_errorPosition = position;
        return Error{what};
    }

    /** Reads an unsigned integer of at most `limit`; the caller has checked that a digit is here. */
    Result<int> readNumber(int limit, const QString &what)
    {
        const int start = position();
        qint64 value = 0;
        while (!atEnd() && isDigit(peek())) {
            value = value * 10 + (peek() - U'0');
            ++m_index;
            if (value > limit)
                return termError(start, QStringLiteral("%1 is too large: at most %2").arg(what).arg(limit));
        }
        return int(value);
    }

    Result<DiceTerm> readTerm()
    {
        DiceTerm term;
        term.position = position();
        const bool startsWithDigit = isDigit(peek());
        const bool startsWithD = peek() == U'd' || peek() == U'D';
        if (!startsWithDigit && !startsWithD) {
            return termError(position(),
                             QStringLiteral("expected a number or dice such as 2d6, found %1").arg(describeHere()));
        }
        int count = 1;
        if (startsWithDigit) {
            auto number = readNumber(DiceLimits::maxConstant, QStringLiteral("the number"));
            if (!number)
                return number.error();
            count = *number;
            if (peek() != U'd' && peek() != U'D') {
                term.kind = DiceTerm::Kind::Constant;
                term.constant = count;
                term.length = position() - term.position;
                return term;
            }
            if (count > DiceLimits::maxDice) {
                return termError(
                    term.position,
                    QStringLiteral("too many dice: at most %1 in one expression").arg(DiceLimits::maxDice));
            }
            if (count == 0)
                return termError(term.position, QStringLiteral("a dice term needs at least 1 die"));
        }
        term.kind = DiceTerm::Kind::Dice;
        ++m_index; // the 'd'
        auto sides = readSides(count, term);
        if (!sides)
            return sides.error();
        if (auto status = readModifiers(term); !status)
            return status.error();
        term.length = position() - term.position;
        return term;
    }

    Status readSides(int count, DiceTerm &term)
    {
        if (peek() == U'W' || peek() == U'w') {
            if (!m_weapon)
                return termError(position(),
                                 QStringLiteral("dW stands for weapon dice, but no weapon damage is given"));
            ++m_index;
            term.weaponDice = true;
            term.count = count * m_weapon->count;
            term.sides = m_weapon->sides;
            if (term.count > DiceLimits::maxDice) {
                return termError(
                    term.position,
                    QStringLiteral("too many dice: at most %1 in one expression").arg(DiceLimits::maxDice));
            }
            return success();
        }
        if (!isDigit(peek())) {
            return termError(position(),
                             QStringLiteral("expected the number of sides after 'd', found %1").arg(describeHere()));
        }
        const int sidesPosition = position();
        auto sides = readNumber(DiceLimits::maxSides, QStringLiteral("the number of sides"));
        if (!sides)
            return sides.error();
        if (*sides == 0)
            return termError(sidesPosition, QStringLiteral("a die needs at least 1 side"));
        term.count = count;
        term.sides = *sides;
        return success();
    }

    Status readModifiers(DiceTerm &term)
    {
        while (!atEnd()) {
            const int modifierPosition = position();
            if (peek() == U'k' || peek() == U'K') {
                if (term.keep != KeepRule::All)
                    return termError(modifierPosition, QStringLiteral("the dice term already has a keep rule"));
                ++m_index;
                term.keep = KeepRule::Highest;
                if (peek() == U'h' || peek() == U'H') {
                    ++m_index;
                } else if (peek() == U'l' || peek() == U'L') {
                    term.keep = KeepRule::Lowest;
                    ++m_index;
                }
                if (!isDigit(peek())) {
                    return termError(position(),
                                     QStringLiteral("expected how many dice to keep, found %1").arg(describeHere()));
                }
                const int countPosition = position();
                auto keep = readNumber(DiceLimits::maxDice, QStringLiteral("the number of dice kept"));
                if (!keep)
                    return keep.error();
                if (*keep < 1 || *keep > term.count) {
                    return termError(
                        countPosition,
                        QStringLiteral("cannot keep %1 of %2 dice: keep between 1 and %2").arg(*keep).arg(term.count));
                }
                term.keepCount = *keep;
            } else if (peek() == U'!') {
                if (term.explosion != Explosion::None)
                    return termError(modifierPosition, QStringLiteral("the dice term already explodes"));
                ++m_index;
                term.explosion = Explosion::EachDie;
                if (isDigit(peek())) {
                    if (peek() != U'1' || isDigit(peek(1))) {
                        return termError(position(),
                                         QStringLiteral("'!' may only be followed by 1 (only one die may explode)"));
                    }
                    ++m_index;
                    term.explosion = Explosion::OneDie;
                }
                if (term.sides < 2) {
                    return termError(modifierPosition,
                                     QStringLiteral("a d1 always shows its maximum, so it cannot explode"));
                }
            } else {
                break;
            }
        }
        // Only one die of the group explodes, so the dice are not alike and keeping some of them is not defined
        // by the Action Dice rules ("Exploding Dice"): refuse rather than guess.
        if (term.explosion == Explosion::OneDie && term.keep != KeepRule::All) {
            return termError(term.position,
                             QStringLiteral("'!1' (only one die explodes) cannot be combined with keep"));
        }
        return success();
    }

    std::vector<char32_t> m_text;
    size_t m_index = 0;
    int m_errorPosition = 0;
    int m_maxLength;
    const std::optional<WeaponDice> &m_weapon;
};

} // namespace

Result<DiceExpression> DiceParser::parse(const QString &text) const
{
    return parse(text, nullptr);
}

Result<DiceExpression> DiceParser::parse(const QString &text, DiceSyntaxError *error) const
{
    Scanner scanner(text, m_weapon, m_maxLength);
    return scanner.run(text, error);
}

DiceParser DiceParser::forCanonicalText()
{
    DiceParser parser;
    parser.m_maxLength = DiceLimits::maxCanonicalLength;
    return parser;
}

Result<WeaponDice> DiceParser::parseWeaponDice(const QString &text)
{
    auto expression = DiceParser().parse(text);
    if (!expression)
        return Error{QStringLiteral("weapon dice '%1': %2").arg(text, expression.errorMessage())};
    const QList<DiceTerm> &terms = expression->terms();
    if (terms.size() != 1 || !terms.constFirst().isDice() || terms.constFirst().sign < 0 ||
        terms.constFirst().keep != KeepRule::All || terms.constFirst().explosion != Explosion::None) {
        return Error{QStringLiteral("weapon dice '%1': expected plain dice such as 2d6").arg(text)};
    }
    return WeaponDice{terms.constFirst().count, terms.constFirst().sides};
}

} // namespace battlemat
