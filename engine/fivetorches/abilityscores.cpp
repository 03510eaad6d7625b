#include "fivetorches/abilityscores.h"

#include "fivetorches/ftdcheck.h"

#include <algorithm>

namespace battlemat::ftd {

const QStringList &AbilityScores::names()
{
    static const QStringList list{QStringLiteral("STR"), QStringLiteral("DEX"), QStringLiteral("CON"),
                                  QStringLiteral("INT"), QStringLiteral("WIS"), QStringLiteral("CHA")};
    return list;
}

int AbilityScores::score(const QString &ability) const
{
    const qsizetype index = names().indexOf(ability);
    return index < 0 ? -1 : scores.at(size_t(index));
}

int AbilityScores::modifier(const QString &ability) const
{
    return abilityModifier(score(ability));
}

void AbilityScores::set(const QString &ability, int value)
{
    const qsizetype index = names().indexOf(ability);
    if (index >= 0)
        scores[size_t(index)] = std::clamp(value, 0, 30);
}

int AbilityScores::bestModifier() const
{
    return abilityModifier(*std::max_element(scores.cbegin(), scores.cend()));
}

QJsonObject AbilityScores::toJson() const
{
    QJsonObject object;
    for (qsizetype i = 0; i < names().size(); ++i)
        object.insert(names().at(i), scores.at(size_t(i)));
    return object;
}

Result<AbilityScores> AbilityScores::fromJson(const QJsonObject &object, const JsonContext &context)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!names().contains(it.key()))
            return context.child(it.key()).error(QStringLiteral("is not an ability (STR, DEX, CON, INT, WIS, CHA)"));
    }
    AbilityScores abilities;
    for (qsizetype i = 0; i < names().size(); ++i) {
        auto value = context.requireInt(object, names().at(i), 0, 30);
        if (!value)
            return value.error();
        abilities.scores[size_t(i)] = *value;
    }
    return abilities;
}

} // namespace battlemat::ftd
