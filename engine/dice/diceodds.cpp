#include "diceodds.h"

#include "dice/dicelimits.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace battlemat {

namespace {

int depthOf(const DiceTerm &term, const OddsLimits &limits)
{
    return limits.explosionDepth > 0 ? std::min(limits.explosionDepth, DiceLimits::maxExplosionDepth)
                                     : DiceOdds::explosionDepthFor(term.sides);
}

/** Possible values of one die of the term (its support), for the work estimate. */
qint64 dieSupport(const DiceTerm &term, const OddsLimits &limits)
{
    if (term.explosion == Explosion::None)
        return term.sides;
    return qint64(term.sides) * (depthOf(term, limits) + 1);
}

/** Estimated multiply-adds, in double so that no estimate can overflow (1000d1000kh999! is about 1e19). */
double termWork(const DiceTerm &term, const OddsLimits &limits)
{
    if (!term.isDice())
        return 1;
    const double n = term.count;
    const double values = double(dieSupport(term, limits));
    if (term.keep != KeepRule::All && term.keepCount < term.count) {
        const double k = term.keepCount;
        // values x states (kept dice < k, partial sums up to k * values) x binomial outcomes.
        return values * k * (k * values) * (n + 1);
    }
    // Repeated convolution: the running distribution grows to n * values, each step costs its size x values.
    const double perStep = term.explosion == Explosion::None ? 1 : values;
    return n * n * values * perStep / 2 + 1;
}

/** log(n!) for n up to DiceLimits::maxDice, for binomial probabilities without overflow. */
const std::vector<double> &logFactorials()
{
    static const std::vector<double> table = [] {
        std::vector<double> values(size_t(DiceLimits::maxDice) + 2, 0.0);
        for (size_t n = 2; n < values.size(); ++n)
            values[n] = values[n - 1] + std::log(double(n));
        return values;
    }();
    return table;
}

/** P(Binomial(n, q) == c) for every c in 0..n. */
std::vector<double> binomial(int n, double q)
{
    std::vector<double> out(size_t(n) + 1, 0.0);
    if (q >= 1.0) {
        out[size_t(n)] = 1.0;
        return out;
    }
    if (q <= 0.0) {
        out[0] = 1.0;
        return out;
    }
    const std::vector<double> &lf = logFactorials();
    const double logQ = std::log(q);
    const double logNotQ = std::log1p(-q);
    double sum = 0;
    for (int c = 0; c <= n; ++c) {
        out[size_t(c)] = std::exp(lf[size_t(n)] - lf[size_t(c)] - lf[size_t(n - c)] + c * logQ + (n - c) * logNotQ);
        sum += out[size_t(c)];
    }
    // The logarithms of a thousand dice carry rounding of about 1e-13; rescaling keeps the total exactly 1 so that
    // no probability downstream can pass 1 (found by the fuzzer with 962d20kh1).
    for (double &p : out)
        p /= sum;
    return out;
}

/** A fair die's sum over count dice, by a running window over prefix sums: O(count^2 x sides). */
DiceDistribution sumOfUniform(int sides, int count)
{
    std::vector<double> current{1.0}; // sum of 0 dice
    int minimum = 0;
    const double p = 1.0 / sides;
    for (int die = 0; die < count; ++die) {
        std::vector<double> prefix(current.size() + 1, 0.0);
        for (size_t i = 0; i < current.size(); ++i)
            prefix[i + 1] = prefix[i] + current[i];
        std::vector<double> next(current.size() + size_t(sides) - 1, 0.0);
        for (size_t s = 0; s < next.size(); ++s) {
            // next[s] = p * sum of current[s - f + 1] for faces f = 1..sides, i.e. indexes s-sides+1 .. s.
            const size_t high = std::min(s, current.size() - 1) + 1;
            const size_t low = s + 1 >= size_t(sides) ? s + 1 - size_t(sides) : 0;
            next[s] = p * (prefix[high] - prefix[low]);
        }
        current = std::move(next);
        minimum += 1;
    }
    return DiceDistribution(minimum, std::move(current));
}

} // namespace

int DiceOdds::explosionDepthFor(int sides)
{
    if (sides < 2)
        return 0;
    const int depth = int(std::ceil(12.0 / std::log10(double(sides)) - 1e-9));
    return std::clamp(depth, 1, DiceLimits::maxExplosionDepth);
}

DiceDistribution DiceOdds::explodingDie(int sides, int depth)
{
    // k explosions then a non-maximal face r: total k*sides + r with chance sides^-(k+1). The roll after the
    // last counted explosion keeps its face, maximum included, so the probabilities add up to exactly 1.
    std::vector<double> probabilities(size_t(sides) * size_t(depth + 1), 0.0);
    double chance = 1.0 / sides;
    for (int k = 0; k <= depth; ++k) {
        const int lastFace = k == depth ? sides : sides - 1;
        for (int r = 1; r <= lastFace; ++r)
            probabilities[size_t(k * sides + r - 1)] = chance;
        chance /= sides;
    }
    return DiceDistribution(1, std::move(probabilities));
}

DiceDistribution DiceOdds::sumOf(const DiceDistribution &die, int count)
{
    DiceDistribution total;
    // Binary powers keep the number of convolutions at about log2(count) for large counts.
    DiceDistribution power = die;
    for (int remaining = count; remaining > 0; remaining >>= 1) {
        if (remaining & 1)
            total = total.convolved(power);
        if (remaining > 1)
            power = power.convolved(power);
    }
    return total;
}

DiceDistribution DiceOdds::keepHighest(const DiceDistribution &die, int count, int keep)
{
    if (keep >= count)
        return sumOf(die, count);
    const std::vector<double> &p = die.probabilities();
    const int low = die.minimum();
    const int high = die.maximum();
    const int span = high - low; // kept sums are stored relative to kept * low
    // state[j][s]: j dice placed so far (all showing values above the current one), the j < keep of them
    // kept sum to j*low + s. Once keep dice are placed the rest cannot change the kept total: that mass is
    // final and moves to `result`.
    std::vector<std::vector<double>> state(static_cast<size_t>(keep));
    for (int j = 0; j < keep; ++j)
        state[size_t(j)].assign(size_t(j * span) + 1, 0.0);
    state[0][0] = 1.0;
    std::vector<double> result(size_t(keep * span) + 1, 0.0);

    // F(v) = P(die <= v), walked from the top down.
    double atMost = die.mass();
    for (int v = high; v >= low; --v) {
        const double pv = p[size_t(v - low)];
        if (pv <= 0.0) {
            continue;
        }
        // At the lowest possible value every die still unplaced shows it; deciding that by index rather than by
        // the remaining mass keeps rounding from leaving a sliver of probability unplaced.
        const bool lastValue = v == low;
        const double q = atMost > 0.0 ? std::min(1.0, pv / atMost) : 1.0;
        atMost -= pv;
        std::vector<std::vector<double>> next(static_cast<size_t>(keep));
        for (int j = 0; j < keep; ++j)
            next[size_t(j)].assign(state[size_t(j)].size(), 0.0);
        for (int j = 0; j < keep; ++j) {
            const std::vector<double> &row = state[size_t(j)];
            const std::vector<double> chances = binomial(count - j, lastValue ? 1.0 : q);
            for (size_t s = 0; s < row.size(); ++s) {
                if (row[s] == 0.0)
                    continue;
                for (int c = 0; c <= count - j; ++c) {
                    const double mass = row[s] * chances[size_t(c)];
                    if (mass == 0.0)
                        continue;
                    const int placed = j + c;
                    const int keptNow = std::min(placed, keep);
                    // Each newly kept die adds v, i.e. low + (v - low) in the relative sum.
                    const size_t sum = s + size_t(keptNow - j) * size_t(v - low);
                    if (placed >= keep)
                        result[sum] += mass;
                    else
                        next[size_t(placed)][sum] += mass;
                }
            }
        }
        state = std::move(next);
        if (lastValue)
            break;
    }
    return DiceDistribution(keep * low, std::move(result));
}

Result<DiceDistribution> DiceOdds::termDistribution(const DiceTerm &term, const OddsLimits &limits)
{
    if (!term.isDice()) {
        const int value = term.sign * term.constant;
        return DiceDistribution::constant(value);
    }
    // The parser keeps these; a term built in code is checked too (the binomial table stops at maxDice).
    if (term.count < 1 || term.count > DiceLimits::maxDice || term.sides < 1 || term.sides > DiceLimits::maxSides)
        return Error{QStringLiteral("%1 is outside the dice limits").arg(term.text())};
    if (termWork(term, limits) > double(limits.maxWork)) {
        return Error{QStringLiteral("%1 has too many outcomes for exact odds").arg(term.text())};
    }
    DiceDistribution distribution;
    const int depth = depthOf(term, limits);
    if (term.explosion == Explosion::OneDie) {
        // Only the first die showing its maximum explodes (Action Dice, "Exploding Dice", note): the faces sum
        // as plain dice, and if any face is the maximum one continuation chain is added once.
        const DiceDistribution all = sumOfUniform(term.sides, term.count);
        std::vector<double> lowerFaces(size_t(term.sides) - 1, 1.0 / term.sides);
        const DiceDistribution noMaximum = sumOf(DiceDistribution(1, lowerFaces), term.count);
        std::vector<double> withMaximum(all.probabilities().size(), 0.0);
        for (int total = all.minimum(); total <= all.maximum(); ++total)
            withMaximum[size_t(total - all.minimum())] = all.probability(total) - noMaximum.probability(total);
        const DiceDistribution continuation = explodingDie(term.sides, std::max(depth - 1, 0));
        const DiceDistribution exploded = DiceDistribution(all.minimum(), withMaximum).convolved(continuation);
        std::vector<double> merged(size_t(exploded.maximum() - all.minimum()) + 1, 0.0);
        for (int total = all.minimum(); total <= exploded.maximum(); ++total)
            merged[size_t(total - all.minimum())] = noMaximum.probability(total) + exploded.probability(total);
        distribution = DiceDistribution(all.minimum(), std::move(merged));
    } else {
        const DiceDistribution die = term.explosion == Explosion::EachDie ? explodingDie(term.sides, depth)
                                                                          : DiceDistribution::uniform(term.sides);
        if (term.keep == KeepRule::All || term.keepCount >= term.count) {
            // Plain convolution rounds best; the prefix-sum window is for the big ones (100d100).
            const bool small = qint64(term.count) * term.count * term.sides * term.sides <= 4'000'000;
            distribution = term.explosion == Explosion::None && !small ? sumOfUniform(term.sides, term.count)
                                                                       : sumOf(die, term.count);
        } else if (term.keep == KeepRule::Highest) {
            distribution = keepHighest(die, term.count, term.keepCount);
        } else {
            // The lowest k of X are minus the highest k of -X.
            distribution = keepHighest(die.negated(), term.count, term.keepCount).negated();
        }
    }
    return term.sign < 0 ? distribution.negated() : distribution;
}

Result<DiceDistribution> DiceOdds::distribution(const DiceExpression &expression, const OddsLimits &limits)
{
    // Each term's own cost, then convolving it into the running total: (running size) x (term size).
    double work = 0;
    double running = 1;
    for (const DiceTerm &term : expression.terms()) {
        work += termWork(term, limits);
        const double size = term.isDice() ? double(term.keptCount()) * double(dieSupport(term, limits)) : 1.0;
        work += running * size;
        running += size;
        if (work > double(limits.maxWork))
            return Error{QStringLiteral("'%1' has too many outcomes for exact odds").arg(expression.source())};
    }
    DiceDistribution total;
    for (const DiceTerm &term : expression.terms()) {
        auto part = termDistribution(term, limits);
        if (!part)
            return part.error();
        total = total.convolved(*part);
    }
    return total;
}

} // namespace battlemat
