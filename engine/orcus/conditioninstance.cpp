#include "orcus/conditioninstance.h"

namespace battlemat {

QJsonObject ConditionInstance::toJson() const
{
    QJsonObject object{{QStringLiteral("id"), id},
                       {QStringLiteral("condition"), conditionName(condition)},
                       {QStringLiteral("duration"), conditionDurationName(duration)}};
    if (!sourceId.isEmpty())
        object.insert(QStringLiteral("source"), sourceId);
    if (!origin.isEmpty())
        object.insert(QStringLiteral("origin"), origin);
    return object;
}

} // namespace battlemat
