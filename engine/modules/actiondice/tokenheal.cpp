#include "tokenheal.h"

#include "grid/space.h"

#include <algorithm>

namespace battlemat::TokenHeal {

namespace {

/** A foe next to the hero that could strike it: another side, able to act, not down. */
bool threatened(const TableScene &scene, const MapCreature &hero)
{
    for (const MapCreature &other : scene.map.creatures) {
        if (other.id == hero.id || !other.isHostileTo(hero) || !other.canTakeActions())
            continue;
        const auto status = scene.statuses.constFind(other.id);
        if (status != scene.statuses.cend() && status->hitPoints && *status->hitPoints <= 0)
            continue;
        if (isAdjacent(hero.space(), other.space()))
            return true;
    }
    return false;
}

} // namespace

Status prepare(const TableScene &scene, const QString &creature, QJsonObject &command, const JsonContext &where)
{
    const MapCreature *hero = scene.map.creature(creature);
    if (!hero)
        return where.child(QStringLiteral("creature"))
            .error(QStringLiteral("no creature '%1' on the map").arg(creature));
    const CreatureStatus status = scene.statuses.value(creature);
    if (!status.hitPoints || !status.maxHitPoints)
        return where.child(QStringLiteral("creature"))
            .error(QStringLiteral("%1's hit points are not tracked: set them first").arg(hero->name));
    // The step may state more (a threat the map does not show); the map's foes count in any case.
    command.insert(QStringLiteral("threatened"),
                   command.value(QStringLiteral("threatened")).toBool() || threatened(scene, *hero));
    command.insert(QStringLiteral("inEncounter"), command.value(QStringLiteral("inEncounter")).toBool());
    return success();
}

void apply(TableScene &scene, const QString &creature, QJsonObject &event)
{
    CreatureStatus &status = scene.statuses[creature];
    const int before = *status.hitPoints;
    const int after =
        std::min(*status.maxHitPoints, std::max(before, 0) + event.value(QStringLiteral("hitPoints")).toInt());
    status.hitPoints = after;
    status.health = healthStateOf(after, *status.maxHitPoints);
    event.insert(QStringLiteral("creature"), creature);
    event.insert(QStringLiteral("hitPointsBefore"), before);
    event.insert(QStringLiteral("hitPointsAfter"), after);
}

} // namespace battlemat::TokenHeal
