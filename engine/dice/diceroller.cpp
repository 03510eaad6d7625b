#include "diceroller.h"

#include "dice/dicelimits.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace battlemat {

namespace {

/** One die of a term with the rolls of its explosion chain. */
struct Chain
{
    QList<int> values;
    int total = 0;
};

} // namespace

Result<RollRecord> DiceRoller::roll(const DiceExpression &expression, const QString &purpose)
{
    RollRecord record;
    record.expression = expression.source();
    record.notation = expression.text();
    record.purpose = purpose;
    qint64 total = 0;
    for (int termIndex = 0; termIndex < int(expression.terms().size()); ++termIndex) {
        const DiceTerm &term = expression.terms().at(termIndex);
        if (!term.isDice()) {
            total += qint64(term.sign) * term.constant;
            continue;
        }
        std::vector<Chain> chains(size_t(term.count));
        bool someDieExploded = false;
        for (Chain &chain : chains) {
            auto first = m_source.roll(term.sides);
            if (!first)
                return first.error();
            chain.values.append(*first);
            // "!1": with several action dice for one spend only one die explodes, the first one rolled that
            // shows its maximum (Action Dice, "Exploding Dice", note).
            const bool mayExplode =
                term.explosion == Explosion::EachDie || (term.explosion == Explosion::OneDie && !someDieExploded);
            if (mayExplode && *first == term.sides) {
                someDieExploded = true;
                while (chain.values.constLast() == term.sides) {
                    if (chain.values.size() > DiceLimits::maxExplosionDepth) {
                        return Error{QStringLiteral("a d%1 of '%2' exploded more than %3 times in a row; the roll "
                                                    "was stopped")
                                         .arg(term.sides)
                                         .arg(expression.source())
                                         .arg(DiceLimits::maxExplosionDepth)};
                    }
                    auto next = m_source.roll(term.sides);
                    if (!next)
                        return next.error();
                    chain.values.append(*next);
                }
            }
            chain.total = std::accumulate(chain.values.begin(), chain.values.end(), 0);
        }

        std::vector<bool> kept(chains.size(), true);
        if (term.keep != KeepRule::All) {
            std::vector<size_t> order(chains.size());
            std::iota(order.begin(), order.end(), size_t(0));
            // Stable: among equal dice the one rolled first is kept, so the record is deterministic.
            std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
                return term.keep == KeepRule::Highest ? chains[a].total > chains[b].total
                                                      : chains[a].total < chains[b].total;
            });
            for (size_t rank = size_t(term.keepCount); rank < order.size(); ++rank)
                kept[order[rank]] = false;
        }
        for (size_t i = 0; i < chains.size(); ++i) {
            const Chain &chain = chains[i];
            for (qsizetype roll = 0; roll < chain.values.size(); ++roll) {
                RolledDie die;
                die.term = termIndex;
                die.sides = term.sides;
                die.value = chain.values.at(roll);
                die.kept = kept[i];
                die.exploded = roll + 1 < chain.values.size();
                die.bonus = roll > 0;
                record.dice.append(die);
            }
            if (kept[i])
                total += qint64(term.sign) * chain.total;
        }
    }
    record.total = int(total);
    return record;
}

Result<RollRecord> DiceRoller::roll(const LadderRoll &ladderRoll, const QString &purpose)
{
    return roll(ladderRoll.expression(), purpose);
}

} // namespace battlemat
