#include "orcus/powerdamagetext.h"

#include <QRegularExpression>

namespace battlemat {

QString PowerDamageText::substitute(const QString &expression, const Creature &user)
{
    static const QRegularExpression word(
        QStringLiteral("([+-]?)\\s*\\b(level|str|con|dex|int|wis|cha|strength|constitution|dexterity|intelligence|"
                       "wisdom|charisma)\\b(\\s+modifier)?"),
        QRegularExpression::CaseInsensitiveOption);
    QString result;
    qsizetype last = 0;
    auto matches = word.globalMatch(expression);
    while (matches.hasNext()) {
        const auto match = matches.next();
        result += expression.mid(last, match.capturedStart() - last);
        const QString name = match.captured(2).toLower();
        int value = 0;
        if (name == QLatin1String("level")) {
            value = user.level();
        } else {
            const Ability ability = *abilityFromName(name);
            value = user.statBlock().abilities.modifier(ability) +
                    (user.statBlock().isMonster() ? user.statBlock().halfLevel() : 0);
        }
        const int sign = match.captured(1) == QLatin1String("-") ? -1 : 1;
        const int signedValue = sign * value;
        if (match.captured(1).isEmpty() && result.trimmed().isEmpty())
            result += QString::number(signedValue); // at the start: a leading sign is allowed
        else
            result += (signedValue < 0 ? QStringLiteral("- ") : QStringLiteral("+ ")) +
                      QString::number(std::abs(signedValue));
        last = match.capturedEnd();
    }
    result += expression.mid(last);
    return result;
}

} // namespace battlemat
