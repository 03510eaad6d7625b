#include "seededdiesource.h"

#include <QJsonArray>

namespace battlemat {

SeededDieSource::SeededDieSource(quint64 seed)
    : m_seed(seed)
    , m_generator(seed)
{}

Result<int> SeededDieSource::roll(int sides)
{
    if (sides < 1)
        return Error{QStringLiteral("a die needs at least 1 side, not %1").arg(sides)};
    ++m_rollsDrawn;
    return int(m_generator.below(quint32(sides))) + 1;
}

QJsonObject SeededDieSource::toJson() const
{
    QJsonArray state;
    for (quint64 word : m_generator.state())
        state.append(QStringLiteral("%1").arg(word, 16, 16, QLatin1Char('0')));
    return {{QStringLiteral("seed"), QString::number(m_seed)},
            {QStringLiteral("state"), state},
            {QStringLiteral("rollsDrawn"), QString::number(m_rollsDrawn)}};
}

Result<SeededDieSource> SeededDieSource::fromJson(const QJsonObject &object, const JsonContext &context)
{
    const auto readNumber = [&](const QString &key) -> Result<quint64> {
        auto text = context.requireString(object, key);
        if (!text)
            return text.error();
        bool ok = false;
        const quint64 value = text->toULongLong(&ok, 10);
        if (!ok)
            return context.child(key).error(QStringLiteral("'%1' is not a whole number from 0 to 2^64-1").arg(*text));
        return value;
    };
    auto seed = readNumber(QStringLiteral("seed"));
    if (!seed)
        return seed.error();
    auto drawn = readNumber(QStringLiteral("rollsDrawn"));
    if (!drawn)
        return drawn.error();
    auto stateArray = context.requireArray(object, QStringLiteral("state"));
    if (!stateArray)
        return stateArray.error();
    const JsonContext stateContext = context.child(QStringLiteral("state"));
    if (stateArray->size() != 4)
        return stateContext.error(QStringLiteral("must hold 4 numbers, not %1").arg(stateArray->size()));
    Xoshiro256StarStar::State state{};
    bool allZero = true;
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        const QString text = stateArray->at(i).toString();
        state[size_t(i)] = text.toULongLong(&ok, 16);
        if (!ok || text.isEmpty())
            return stateContext.at(i).error(QStringLiteral("must be a hexadecimal 64-bit number as a string"));
        allZero = allZero && state[size_t(i)] == 0;
    }
    if (allZero)
        return stateContext.error(QStringLiteral("cannot be all zero (xoshiro256** would only produce zeros)"));
    SeededDieSource source(*seed);
    source.m_generator.setState(state);
    source.m_rollsDrawn = *drawn;
    return source;
}

} // namespace battlemat
