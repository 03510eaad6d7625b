#include "dicecommands.h"

#include "boostoption.h"

#include "dice/attackodds.h"
#include "dice/dicelimits.h"
#include "dice/diceodds.h"
#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "dice/resistedrollodds.h"
#include "dice/seededdiesource.h"

#include <QHash>
#include <QRandomGenerator>

#include <limits>

#include <algorithm>

using namespace battlemat;

namespace {

/** EXPR and --name VALUE options; each option at most once. */
struct DiceArguments
{
    QString expression;
    QHash<QString, QString> options;
    QString error;
};

DiceArguments readArguments(const QStringList &arguments, const QStringList &known)
{
    DiceArguments read;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument.startsWith(QLatin1String("--"))) {
            if (!known.contains(argument)) {
                read.error = QStringLiteral("unknown option '%1'").arg(argument);
                return read;
            }
            if (i + 1 >= arguments.size()) {
                read.error = QStringLiteral("%1 needs a value").arg(argument);
                return read;
            }
            if (read.options.contains(argument)) {
                read.error = QStringLiteral("%1 is given twice").arg(argument);
                return read;
            }
            read.options.insert(argument, arguments.at(++i));
        } else if (read.expression.isNull()) {
            read.expression = argument;
        } else {
            read.error = QStringLiteral("unexpected argument '%1' (quote an expression with spaces)").arg(argument);
            return read;
        }
    }
    if (read.expression.isNull())
        read.error = QStringLiteral("a dice expression is missing");
    return read;
}

Result<DiceParser> parserFor(const DiceArguments &arguments)
{
    if (!arguments.options.contains(QStringLiteral("--weapon")))
        return DiceParser();
    auto weapon = DiceParser::parseWeaponDice(arguments.options.value(QStringLiteral("--weapon")));
    if (!weapon)
        return Error{QStringLiteral("--weapon: %1").arg(weapon.errorMessage())};
    return DiceParser(*weapon);
}

Result<DiceExpression> parseExpression(const DiceParser &parser, const QString &text, const QString &what)
{
    auto expression = parser.parse(text);
    if (!expression)
        return Error{QStringLiteral("%1 '%2': %3").arg(what, text, expression.errorMessage())};
    return expression;
}

Result<int> readInt(const QString &option, const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok)
        return Error{QStringLiteral("%1 needs a whole number, not '%2'").arg(option, text)};
    return value;
}

const QString rollUsage = QStringLiteral("usage: battlemat-cli roll EXPR [--seed N] [--weapon NdM] [--purpose TEXT]");
const QString oddsUsage = QStringLiteral("usage: battlemat-cli odds EXPR [--dc N | --vs-defense N [--damage EXPR] | "
                                         "--vs EXPR] [--boost NdS!] [--weapon NdM]");

int runRoll(const QStringList &rawArguments, const CliIo &io)
{
    const QString &usage = rollUsage;
    const DiceArguments arguments = readArguments(
        rawArguments, {QStringLiteral("--seed"), QStringLiteral("--weapon"), QStringLiteral("--purpose")});
    if (!arguments.error.isEmpty())
        return io.fail(QStringLiteral("%1\n%2").arg(arguments.error, usage));
    auto parser = parserFor(arguments);
    if (!parser)
        return io.fail(parser.errorMessage());
    auto expression = parseExpression(*parser, arguments.expression, QStringLiteral("expression"));
    if (!expression)
        return io.fail(expression.errorMessage());

    quint64 seed = 0;
    if (arguments.options.contains(QStringLiteral("--seed"))) {
        QString error;
        if (!parseSeed(arguments.options.value(QStringLiteral("--seed")), std::numeric_limits<quint64>::max(), &seed,
                       &error))
            return io.fail(error);
    } else {
        seed = QRandomGenerator::system()->generate64();
    }
    SeededDieSource source(seed);
    auto record = DiceRoller(source).roll(*expression, arguments.options.value(QStringLiteral("--purpose")));
    if (!record)
        return io.fail(record.errorMessage());
    QJsonObject object = record->toJson();
    object.remove(QStringLiteral("type"));
    // As a string: JSON numbers lose precision above 2^53.
    object.insert(QStringLiteral("seed"), QString::number(seed));
    io.printJson(object);
    return exitOk;
}

/**
 * Probabilities to 12 significant digits: the last bits of a double are rounding noise (0.5499999999999999
 * for 0.55), and relative rounding keeps the tiny chances of long explosion chains.
 */
double printable(double value)
{
    return QString::number(value, 'g', 12).toDouble();
}

QJsonObject distributionJson(const DiceDistribution &distribution)
{
    QJsonObject values;
    for (int total = distribution.minimum(); total <= distribution.maximum(); ++total) {
        const double chance = distribution.probability(total);
        if (chance > 0.0)
            values.insert(QString::number(total), printable(chance));
    }
    return values;
}

int runOdds(const QStringList &rawArguments, const CliIo &io)
{
    const QString &usage = oddsUsage;
    const DiceArguments arguments = readArguments(
        rawArguments, {QStringLiteral("--dc"), QStringLiteral("--vs-defense"), QStringLiteral("--vs"),
                       QStringLiteral("--damage"), QStringLiteral("--weapon"), QStringLiteral("--boost")});
    if (!arguments.error.isEmpty())
        return io.fail(QStringLiteral("%1\n%2").arg(arguments.error, usage));
    const auto has = [&arguments](const char *option) { return arguments.options.contains(QLatin1String(option)); };
    const auto option = [&arguments](const char *name) { return arguments.options.value(QLatin1String(name)); };
    if (int(has("--dc")) + int(has("--vs-defense")) + int(has("--vs")) > 1)
        return io.fail(QStringLiteral("give at most one of --dc, --vs-defense and --vs\n%1").arg(usage));
    if (has("--damage") && !has("--vs-defense"))
        return io.fail(QStringLiteral("--damage goes with --vs-defense\n%1").arg(usage));
    if (has("--boost") && !has("--dc") && !has("--vs-defense"))
        return io.fail(QStringLiteral("--boost goes with --dc or --vs-defense\n%1").arg(usage));
    std::optional<BoostOdds> boost;
    if (has("--boost")) {
        auto read = readBoostOption(option("--boost"));
        if (!read)
            return io.fail(read.errorMessage());
        boost = *read;
    }
    auto parser = parserFor(arguments);
    if (!parser)
        return io.fail(parser.errorMessage());
    auto expression = parseExpression(*parser, arguments.expression, QStringLiteral("expression"));
    if (!expression)
        return io.fail(expression.errorMessage());
    auto distribution = DiceOdds::distribution(*expression);
    if (!distribution)
        return io.fail(distribution.errorMessage());

    QJsonObject object{{QStringLiteral("expression"), expression->source()},
                       {QStringLiteral("notation"), expression->text()},
                       {QStringLiteral("mean"), printable(distribution->mean())},
                       {QStringLiteral("min"), distribution->minimum()},
                       {QStringLiteral("max"), distribution->maximum()},
                       {QStringLiteral("distribution"), distributionJson(*distribution)}};
    if (expression->hasExplosion()) {
        // The odds stop counting explosions at a depth; say which, rather than pretend max is the true maximum.
        int depth = DiceLimits::maxExplosionDepth;
        for (const DiceTerm &term : expression->terms()) {
            if (term.isDice() && term.explosion != Explosion::None)
                depth = std::min(depth, DiceOdds::explosionDepthFor(term.sides));
        }
        object.insert(QStringLiteral("explosion_depth"), depth);
    }
    if (has("--dc")) {
        auto dc = readInt(QStringLiteral("--dc"), option("--dc"));
        if (!dc)
            return io.fail(dc.errorMessage());
        object.insert(QStringLiteral("dc"), *dc);
        object.insert(QStringLiteral("p_success"), printable(distribution->probabilityAtLeast(*dc)));
        if (boost) {
            auto boosted = BoostedRollOdds::againstDc(*distribution, *dc, *boost);
            if (!boosted)
                return io.fail(boosted.errorMessage());
            const std::optional<int> onlyTotal = distribution->minimum() == distribution->maximum()
                                                     ? std::optional(distribution->minimum())
                                                     : std::nullopt;
            object.insert(QStringLiteral("boost"), boostJson(*boost, *boosted, QStringLiteral("failure"),
                                                             QStringLiteral("success"), onlyTotal, *dc));
        }
    } else if (has("--vs-defense")) {
        auto defense = readInt(QStringLiteral("--vs-defense"), option("--vs-defense"));
        if (!defense)
            return io.fail(defense.errorMessage());
        std::optional<DiceExpression> damage;
        if (has("--damage")) {
            auto parsed = parseExpression(*parser, option("--damage"), QStringLiteral("--damage"));
            if (!parsed)
                return io.fail(parsed.errorMessage());
            damage = *parsed;
        }
        auto attack = AttackOdds::compute(*expression, *defense, damage);
        if (!attack)
            return io.fail(attack.errorMessage());
        object.insert(QStringLiteral("defense"), *defense);
        object.insert(QStringLiteral("p_success"), printable(attack->hit));
        object.insert(QStringLiteral("p_hit"), printable(attack->hit));
        object.insert(QStringLiteral("p_critical"), printable(attack->critical));
        object.insert(QStringLiteral("p_miss"), printable(attack->miss));
        if (boost) {
            auto boosted = BoostedRollOdds::againstDefense(*expression, *defense, *boost);
            if (!boosted)
                return io.fail(boosted.errorMessage());
            object.insert(QStringLiteral("boost"), boostJson(*boost, *boosted, QStringLiteral("miss"),
                                                             QStringLiteral("hit"), std::nullopt, *defense));
        }
        if (damage) {
            object.insert(QStringLiteral("damage_on_hit"), printable(attack->damageOnHit));
            object.insert(QStringLiteral("damage_on_critical"), attack->damageOnCritical);
            object.insert(QStringLiteral("expected_damage"), printable(attack->expectedDamage));
        }
    } else if (has("--vs")) {
        auto acting = LadderRoll::fromExpression(*expression);
        if (!acting)
            return io.fail(QStringLiteral("--vs compares ladder dice: %1").arg(acting.errorMessage()));
        auto resistingExpression = parseExpression(*parser, option("--vs"), QStringLiteral("--vs"));
        if (!resistingExpression)
            return io.fail(resistingExpression.errorMessage());
        auto resisting = LadderRoll::fromExpression(*resistingExpression);
        if (!resisting)
            return io.fail(QStringLiteral("--vs: %1").arg(resisting.errorMessage()));
        const ResistedRollOdds odds = ResistedRollOdds::compute(*acting, *resisting);
        QJsonObject successes;
        for (int k = 1; k <= int(odds.atLeast.size()); ++k)
            successes.insert(QString::number(k), printable(odds.atLeastSuccesses(k)));
        object.insert(QStringLiteral("vs"), resistingExpression->text());
        object.insert(QStringLiteral("p_success"), printable(odds.success()));
        object.insert(QStringLiteral("p_successes"), successes);
        object.insert(QStringLiteral("p_fumble"), printable(odds.fumble));
        object.insert(QStringLiteral("expected_successes"), printable(odds.expectedSuccesses));
    }
    io.printJson(object);
    return exitOk;
}

} // namespace

CliCommand rollCliCommand()
{
    return {QStringLiteral("roll"),
            QStringLiteral("roll EXPR [--seed N] [--weapon NdM] [--purpose TEXT]   roll dice, print every die"),
            runRoll, rollUsage};
}

CliCommand oddsCliCommand()
{
    return {QStringLiteral("odds"),
            QStringLiteral("odds EXPR [--dc N | --vs-defense N [--damage EXPR] | --vs EXPR] [--boost NdS!]   exact "
                           "probabilities"),
            runOdds, oddsUsage};
}
