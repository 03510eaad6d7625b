#pragma once

#include "table/healthstate.h"

#include <QMap>
#include <QString>

#include <optional>

namespace battlemat {

/**
 * What the table tracks about a creature beyond its place on the map: hit points, defenses and the game
 * master's private note. In the players' copy the numbers of creatures they do not control are gone and only
 * the health state remains (Orcus "Staggered": it is usually apparent to others).
 */
struct CreatureStatus
{
    std::optional<int> hitPoints;
    std::optional<int> maxHitPoints;
    HealthState health = HealthState::Healthy;
    QMap<QString, int> defenses; // "AC", "Fortitude", "Reflex", "Will"
    QString gmNote;

    static CreatureStatus fromHitPoints(int hitPoints, int maxHitPoints)
    {
        CreatureStatus status;
        status.hitPoints = hitPoints;
        status.maxHitPoints = maxHitPoints;
        status.health = healthStateOf(hitPoints, maxHitPoints);
        return status;
    }

    friend bool operator==(const CreatureStatus &, const CreatureStatus &) = default;
};

} // namespace battlemat
