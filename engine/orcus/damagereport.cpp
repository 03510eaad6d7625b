#include "orcus/damagereport.h"

#include <QJsonArray>

namespace battlemat {

QJsonObject DamageReport::toJson() const
{
    QJsonArray stepArray;
    for (const DamageStep &step : steps)
        stepArray.append(QJsonObject{{QStringLiteral("step"), step.name},
                                     {QStringLiteral("before"), step.before},
                                     {QStringLiteral("after"), step.after}});
    QJsonObject object{{QStringLiteral("target"), targetId},
                       {QStringLiteral("dealt"), dealt},
                       {QStringLiteral("adjustments"), stepArray},
                       {QStringLiteral("afterAdjustments"), afterAdjustments},
                       {QStringLiteral("absorbedByTemporaryHitPoints"), absorbedByTemporary},
                       {QStringLiteral("hitPointsLost"), hitPointsLost},
                       {QStringLiteral("hitPoints"), QJsonObject{{QStringLiteral("before"), hitPointsBefore},
                                                                 {QStringLiteral("after"), hitPointsAfter}}},
                       {QStringLiteral("temporaryHitPoints"), QJsonObject{{QStringLiteral("before"), temporaryBefore},
                                                                          {QStringLiteral("after"), temporaryAfter}}},
                       {QStringLiteral("statuses"), QJsonArray::fromStringList(statusesAfter)}};
    QJsonArray changes;
    if (becameStaggered)
        changes.append(QStringLiteral("staggered"));
    if (becameDying)
        changes.append(QStringLiteral("dying"));
    if (knockedOut)
        changes.append(QStringLiteral("knocked out"));
    if (died)
        changes.append(QStringLiteral("dead"));
    object.insert(QStringLiteral("newStatuses"), changes);
    return object;
}

} // namespace battlemat
