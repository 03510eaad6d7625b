#pragma once

#include <QJsonObject>
#include <QString>

namespace battlemat {

/** What one healing did: how many hit points, from what to what, and whether it ended dying. */
struct HealingReport
{
    QString targetId;
    int amount = 0;
    int hitPointsBefore = 0;
    int hitPointsAfter = 0;
    bool refused = false; // dead creatures cannot regain hit points
    bool stoppedDying = false;
    QString note;

    QJsonObject toJson() const;
};

} // namespace battlemat
