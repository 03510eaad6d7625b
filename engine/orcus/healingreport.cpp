#include "orcus/healingreport.h"

namespace battlemat {

QJsonObject HealingReport::toJson() const
{
    QJsonObject object{{QStringLiteral("target"), targetId},
                       {QStringLiteral("amount"), amount},
                       {QStringLiteral("hitPoints"), QJsonObject{{QStringLiteral("before"), hitPointsBefore},
                                                                 {QStringLiteral("after"), hitPointsAfter}}}};
    if (refused)
        object.insert(QStringLiteral("refused"), true);
    if (stoppedDying)
        object.insert(QStringLiteral("stoppedDying"), true);
    if (!note.isEmpty())
        object.insert(QStringLiteral("note"), note);
    return object;
}

} // namespace battlemat
