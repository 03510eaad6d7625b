#include "orcus/condition.h"

#include <QStringList>

namespace battlemat {

namespace {
constexpr std::array<const char *, conditionCount> names{
    "blinded",   "controlled",  "dazed",    "dying",      "helpless", "immobilized",
    "marked",    "prone",       "rattled",  "restrained", "slowed",   "stunned",
    "surprised", "unconscious", "weakened", "invisible",  "off-guard"};
}

QString conditionName(Condition condition)
{
    return QString::fromLatin1(names[static_cast<size_t>(condition)]);
}

std::optional<Condition> conditionFromName(const QString &name)
{
    QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("offguard") || lower == QLatin1String("off guard"))
        lower = QStringLiteral("off-guard");
    for (size_t i = 0; i < names.size(); ++i) {
        if (lower == QLatin1String(names[i]))
            return static_cast<Condition>(i);
    }
    return std::nullopt;
}

QString conditionNameList()
{
    QStringList list;
    for (const char *name : names)
        list.append(QString::fromLatin1(name));
    return list.join(QStringLiteral(", "));
}

} // namespace battlemat
