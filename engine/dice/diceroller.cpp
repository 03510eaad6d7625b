#include "diceroller.h"

#include "dice/dicelimits.h"
#include "dice/resistedrollodds.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <vector>

namespace battlemat {

namespace {

/**
 * Rolls one dice term into `dice` and adds what it counts to `total`. The dice are kept flat (faces in roll
 * order, each die's explosion chain as a range) so a roll allocates nothing per die.
 */
Status rollTerm(const DiceTerm &term, int termIndex, DieSource &source, const QString &expressionText,
                QList<RolledDie> &dice, qint64 &total)
{
    std::vector<int> faces;
    std::vector<int> chainStart; // chain i is faces[chainStart[i] .. chainStart[i + 1])
    std::vector<int> chainTotal;
    faces.reserve(size_t(term.count));
    chainStart.reserve(size_t(term.count) + 1);
    chainTotal.reserve(size_t(term.count));
    bool someDieExploded = false;
    for (int die = 0; die < term.count; ++die) {
        chainStart.push_back(int(faces.size()));
        auto first = source.roll(term.sides);
        if (!first)
            return first.error();
        faces.push_back(*first);
        int chain = *first;
        // "!1": with several action dice for one spend only one die explodes, the first one rolled that shows
        // its maximum (Action Dice, "Exploding Dice", note).
        const bool mayExplode =
            term.explosion == Explosion::EachDie || (term.explosion == Explosion::OneDie && !someDieExploded);
        if (mayExplode && *first == term.sides) {
            someDieExploded = true;
            int extra = 0;
            while (faces.back() == term.sides) {
                if (++extra > DiceLimits::maxExplosionDepth) {
                    return Error{QStringLiteral("a d%1 of '%2' exploded more than %3 times in a row; the roll was "
                                                "stopped")
                                     .arg(term.sides)
                                     .arg(expressionText)
                                     .arg(DiceLimits::maxExplosionDepth)};
                }
                auto next = source.roll(term.sides);
                if (!next)
                    return next.error();
                faces.push_back(*next);
                chain += *next;
            }
        }
        chainTotal.push_back(chain);
    }
    chainStart.push_back(int(faces.size()));

    std::vector<bool> kept(size_t(term.count), true);
    if (term.keep != KeepRule::All) {
        std::vector<int> order(size_t(term.count));
        std::iota(order.begin(), order.end(), 0);
        // Stable: among equal dice the one rolled first is kept, so the record is deterministic.
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return term.keep == KeepRule::Highest ? chainTotal[size_t(a)] > chainTotal[size_t(b)]
                                                  : chainTotal[size_t(a)] < chainTotal[size_t(b)];
        });
        for (size_t rank = size_t(term.keepCount); rank < order.size(); ++rank)
            kept[size_t(order[rank])] = false;
    }
    for (size_t i = 0; i < size_t(term.count); ++i) {
        const int first = chainStart[i];
        const int last = chainStart[i + 1];
        for (int roll = first; roll < last; ++roll) {
            RolledDie die;
            die.term = termIndex;
            die.sides = term.sides;
            die.value = faces[size_t(roll)];
            die.kept = kept[i];
            die.exploded = roll + 1 < last;
            die.bonus = roll > first;
            dice.append(die);
        }
        if (kept[i])
            total += qint64(term.sign) * chainTotal[i];
    }
    return success();
}

} // namespace

Result<RollRecord> DiceRoller::roll(const DiceExpression &expression, const QString &purpose)
{
    // The parser keeps these limits; expressions built in code (a LadderRoll with a thousand levels) are checked
    // here so that no request can allocate or loop without bound.
    qint64 dice = 0;
    for (const DiceTerm &term : expression.terms()) {
        if (!term.isDice())
            continue;
        dice += term.count;
        if (term.sides < 1 || term.sides > DiceLimits::maxSides || term.count < 1) {
            return Error{
                QStringLiteral("'%1': a die needs 1 to %2 sides").arg(expression.text()).arg(DiceLimits::maxSides)};
        }
    }
    if (dice > DiceLimits::maxDice) {
        return Error{QStringLiteral("'%1' rolls %2 dice; at most %3 can be rolled at once")
                         .arg(expression.source())
                         .arg(dice)
                         .arg(DiceLimits::maxDice)};
    }
    RollRecord record;
    record.expression = expression.source();
    record.notation = expression.text();
    record.purpose = purpose;
    record.dice.reserve(qsizetype(dice));
    qint64 total = 0;
    for (int termIndex = 0; termIndex < int(expression.terms().size()); ++termIndex) {
        const DiceTerm &term = expression.terms().at(termIndex);
        if (!term.isDice()) {
            total += qint64(term.sign) * term.constant;
            continue;
        }
        if (auto status = rollTerm(term, termIndex, m_source, expression.source(), record.dice, total); !status)
            return status.error();
    }
    record.total = int(total);
    return record;
}

Result<RollRecord> DiceRoller::roll(const LadderRoll &ladderRoll, const QString &purpose)
{
    const qint64 levels = std::abs(qint64(ladderRoll.levels.advantage) - ladderRoll.levels.disadvantage);
    if (levels + 1 > DiceLimits::maxDice) {
        return Error{QStringLiteral("%1 levels of advantage or disadvantage would roll more than %2 dice")
                         .arg(levels)
                         .arg(DiceLimits::maxDice)};
    }
    return roll(ladderRoll.expression(), purpose);
}

Result<ResistedRoll> DiceRoller::rollResisted(const LadderRoll &acting, const LadderRoll &resisting,
                                              const QString &purpose)
{
    auto actingRecord = roll(acting, purpose);
    if (!actingRecord)
        return actingRecord.error();
    auto resistingRecord = roll(resisting, purpose.isEmpty() ? QString() : purpose + QStringLiteral(" (resisting)"));
    if (!resistingRecord)
        return resistingRecord.error();
    ResistedRoll result;
    result.acting = *actingRecord;
    result.resisting = *resistingRecord;
    result.fumble = result.acting.total == 1;
    result.successes = ResistedRollOdds::successes(result.acting.total, result.resisting.total);
    return result;
}

} // namespace battlemat
