#include "rollrecord.h"

#include "dice/diceparser.h"

#include <QJsonArray>

namespace battlemat {

QList<RolledDie> RollRecord::keptDice() const
{
    QList<RolledDie> kept;
    for (const RolledDie &die : dice) {
        if (die.kept)
            kept.append(die);
    }
    return kept;
}

std::optional<int> RollRecord::naturalRoll(int sides) const
{
    std::optional<int> natural;
    for (const RolledDie &die : dice) {
        if (die.sides != sides || !die.kept || die.bonus)
            continue;
        if (natural)
            return std::nullopt;
        natural = die.value;
    }
    return natural;
}

QString RollRecord::summary() const
{
    QStringList parts;
    for (const RolledDie &die : dice) {
        QString text = QString::number(die.value);
        if (die.exploded)
            text += QLatin1Char('!');
        if (!die.kept)
            text = QStringLiteral("[%1]").arg(text);
        parts.append(text);
    }
    QString line = notation;
    if (!parts.isEmpty())
        line += QStringLiteral(": ") + parts.join(QLatin1Char(' '));
    return line + QStringLiteral(" = %1").arg(total);
}

QJsonObject RollRecord::toJson() const
{
    QJsonArray diceArray;
    for (const RolledDie &die : dice) {
        diceArray.append(QJsonObject{{QStringLiteral("term"), die.term},
                                     {QStringLiteral("sides"), die.sides},
                                     {QStringLiteral("value"), die.value},
                                     {QStringLiteral("kept"), die.kept},
                                     {QStringLiteral("exploded"), die.exploded},
                                     {QStringLiteral("bonus"), die.bonus}});
    }
    return {{QStringLiteral("type"), QStringLiteral("roll")},
            {QStringLiteral("expression"), expression},
            {QStringLiteral("notation"), notation},
            {QStringLiteral("purpose"), purpose},
            {QStringLiteral("total"), total},
            {QStringLiteral("dice"), diceArray}};
}

Result<RollRecord> RollRecord::fromJson(const QJsonObject &object, const JsonContext &context)
{
    RollRecord record;
    auto expression = context.requireString(object, QStringLiteral("expression"));
    if (!expression)
        return expression.error();
    record.expression = *expression;
    auto notation = context.requireString(object, QStringLiteral("notation"));
    if (!notation)
        return notation.error();
    record.notation = *notation;
    auto purpose = context.optionalString(object, QStringLiteral("purpose"));
    if (!purpose)
        return purpose.error();
    record.purpose = *purpose;
    auto total = context.requireInt(object, QStringLiteral("total"));
    if (!total)
        return total.error();
    record.total = *total;

    auto parsed = DiceParser::forCanonicalText().parse(record.notation);
    if (!parsed)
        return context.child(QStringLiteral("notation")).error(parsed.errorMessage());
    const QList<DiceTerm> &terms = parsed->terms();

    auto diceArray = context.requireArray(object, QStringLiteral("dice"));
    if (!diceArray)
        return diceArray.error();
    const JsonContext diceContext = context.child(QStringLiteral("dice"));
    qint64 recomputed = 0;
    for (const DiceTerm &term : terms)
        recomputed += term.isDice() ? 0 : qint64(term.sign) * term.constant;
    for (qsizetype i = 0; i < diceArray->size(); ++i) {
        const JsonContext at = diceContext.at(i);
        if (!diceArray->at(i).isObject())
            return at.error(QStringLiteral("must be an object"));
        const QJsonObject dieObject = diceArray->at(i).toObject();
        RolledDie die;
        auto term = at.requireInt(dieObject, QStringLiteral("term"), 0, int(terms.size()) - 1);
        if (!term)
            return term.error();
        die.term = *term;
        if (!terms.at(die.term).isDice())
            return at.error(QStringLiteral("term %1 of '%2' is not a dice term").arg(die.term).arg(record.notation));
        const int termSides = terms.at(die.term).sides;
        auto sides = at.requireInt(dieObject, QStringLiteral("sides"), termSides, termSides);
        if (!sides)
            return sides.error();
        die.sides = *sides;
        auto value = at.requireInt(dieObject, QStringLiteral("value"), 1, die.sides);
        if (!value)
            return value.error();
        die.value = *value;
        auto kept = at.optionalBool(dieObject, QStringLiteral("kept"), true);
        auto exploded = at.optionalBool(dieObject, QStringLiteral("exploded"), false);
        auto bonus = at.optionalBool(dieObject, QStringLiteral("bonus"), false);
        if (!kept)
            return kept.error();
        if (!exploded)
            return exploded.error();
        if (!bonus)
            return bonus.error();
        die.kept = *kept;
        die.exploded = *exploded;
        die.bonus = *bonus;
        if (die.exploded && die.value != die.sides)
            return at.error(QStringLiteral("only a die showing its maximum (%1) can explode").arg(die.sides));
        if (die.kept)
            recomputed += qint64(terms.at(die.term).sign) * die.value;
        record.dice.append(die);
    }
    if (recomputed != record.total) {
        return context.child(QStringLiteral("total"))
            .error(QStringLiteral("is %1 but the kept dice and constants of '%2' add up to %3")
                       .arg(record.total)
                       .arg(record.notation)
                       .arg(recomputed));
    }
    return record;
}

} // namespace battlemat
