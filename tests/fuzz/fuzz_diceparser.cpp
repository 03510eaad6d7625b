// libFuzzer target: any bytes as dice notation. Beyond "no crash, no hang, no sanitizer report" it checks the
// properties the rest of Battlemat relies on: errors name a position inside the text, a parsed expression
// re-parses from its canonical text to the same thing, rolls stay within the exact odds' range, and a roll
// record survives its JSON round trip.
#include "dice/attackodds.h"
#include "dice/diceodds.h"
#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "dice/resistedrollodds.h"
#include "dice/seededdiesource.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace battlemat;

namespace {

[[noreturn]] void violated(const char *what, const QString &text)
{
    std::fprintf(stderr, "property violated: %s\ninput: %s\n", what, qPrintable(text));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const DiceParser parser(WeaponDice{2, 6});
    DiceSyntaxError error;
    auto expression = parser.parse(text, &error);
    if (!expression) {
        const qsizetype length = text.toUcs4().size();
        if (error.position < 1 || error.position > length + 1)
            violated("error position outside the text", text);
        if (!expression.errorMessage().startsWith(QStringLiteral("position %1: ").arg(error.position)))
            violated("error message does not name the position", text);
        return 0;
    }

    auto again = DiceParser::forCanonicalText().parse(expression->text());
    if (!again || again->text() != expression->text())
        violated("canonical text does not re-parse to itself", text);

    SeededDieSource source(quint64(size) * 7919 + (size > 0 ? data[0] : 0));
    auto record = DiceRoller(source).roll(*expression, QStringLiteral("fuzz"));
    if (!record)
        violated("a seeded roll was refused", text);
    auto back = RollRecord::fromJson(record->toJson(), JsonContext(QStringLiteral("fuzz")));
    if (!back || !(*back == *record))
        violated("roll record does not survive JSON", text);

    // A small budget keeps each input fast; refusing is allowed, a wrong distribution is not.
    OddsLimits limits;
    limits.maxWork = 2'000'000;
    auto odds = DiceOdds::distribution(*expression, limits);
    if (odds) {
        if (std::abs(odds->mass() - 1.0) > 1e-6)
            violated("probabilities do not add up to 1", text);
        if (!expression->hasExplosion() && (record->total < odds->minimum() || record->total > odds->maximum()))
            violated("roll outside the range of its odds", text);
        if (odds->probability(record->total) <= 0.0 && !expression->hasExplosion())
            violated("roll has probability 0", text);
    }

    // Ladder rolls and d20 attacks built from the same input: probabilities must stay probabilities.
    if (auto ladder = LadderRoll::fromExpression(*expression)) {
        const ResistedRollOdds resisted = ResistedRollOdds::compute(*ladder, *ladder);
        for (int k = 1; k <= int(resisted.atLeast.size()); ++k) {
            if (resisted.atLeastSuccesses(k) < -1e-12 || resisted.atLeastSuccesses(k) > 1 + 1e-12 ||
                resisted.atLeastSuccesses(k + 1) > resisted.atLeastSuccesses(k) + 1e-12)
                violated("resisted roll odds are not decreasing probabilities", text);
        }
        if (resisted.success() + resisted.fumble > 1 + 1e-9)
            violated("a fumble counted as a success", text);
    }
    if (auto attack = AttackOdds::compute(*expression, 15, *expression, limits)) {
        if (attack->hit < attack->critical - 1e-12 || attack->hit > 1 + 1e-12 || attack->critical < 0)
            violated("attack odds out of order", text);
    }
    return 0;
}
