#include "orcus/conditionduration.h"

#include <QStringList>

#include <array>

namespace battlemat {

namespace {
constexpr std::array<const char *, 7> names{"end-of-target-next-turn",
                                            "end-of-user-next-turn",
                                            "start-of-target-next-turn",
                                            "start-of-user-next-turn",
                                            "save-ends",
                                            "encounter",
                                            "until-resolved"};
}

QString conditionDurationName(ConditionDuration duration)
{
    return QString::fromLatin1(names[static_cast<size_t>(duration)]);
}

std::optional<ConditionDuration> conditionDurationFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    for (size_t i = 0; i < names.size(); ++i) {
        if (lower == QLatin1String(names[i]))
            return static_cast<ConditionDuration>(i);
    }
    return std::nullopt;
}

QString conditionDurationNameList()
{
    QStringList list;
    for (const char *name : names)
        list.append(QString::fromLatin1(name));
    return list.join(QStringLiteral(", "));
}

} // namespace battlemat
