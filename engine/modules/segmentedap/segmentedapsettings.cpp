#include "segmentedapsettings.h"

#include <algorithm>

namespace battlemat {

int SegmentedApSettings::squaresFor(int orcusSpeed) const
{
    if (squaresPerPoint > 0)
        return squaresPerPoint;
    return std::max(1, (orcusSpeed + 5) / 6);
}

QJsonObject SegmentedApSettings::toJson() const
{
    return {{QStringLiteral("defaultSpeed"), defaultSpeed},
            {QStringLiteral("squaresPerPoint"), squaresPerPoint},
            {QStringLiteral("sprintGrantsCombatAdvantage"), sprintGrantsCombatAdvantage},
            {QStringLiteral("clockDrivesEncounter"), clockDrivesEncounter}};
}

Result<SegmentedApSettings> SegmentedApSettings::fromJson(const QJsonObject &object, const JsonContext &context)
{
    SegmentedApSettings settings;
    auto speed = context.optionalInt(object, QStringLiteral("defaultSpeed"), settings.defaultSpeed, 1, 3);
    if (!speed)
        return speed.error();
    auto squares = context.optionalInt(object, QStringLiteral("squaresPerPoint"), settings.squaresPerPoint, 0, 100);
    if (!squares)
        return squares.error();
    auto sprint = context.optionalBool(object, QStringLiteral("sprintGrantsCombatAdvantage"),
                                       settings.sprintGrantsCombatAdvantage);
    if (!sprint)
        return sprint.error();
    auto drives = context.optionalBool(object, QStringLiteral("clockDrivesEncounter"), settings.clockDrivesEncounter);
    if (!drives)
        return drives.error();
    settings.clockDrivesEncounter = *drives;
    settings.defaultSpeed = *speed;
    settings.squaresPerPoint = *squares;
    settings.sprintGrantsCombatAdvantage = *sprint;
    return settings;
}

} // namespace battlemat
