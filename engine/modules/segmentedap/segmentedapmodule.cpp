#include "segmentedapmodule.h"

#include "modules/segmentedap/segmentedapturns.h"

#include "modules/segmentedap/segmentclock.h"
#include "modules/segmentedap/segmentedapcommands.h"
#include "modules/segmentedap/segmentedapsettings.h"
#include "modules/segmentedap/segmentedaptablecommand.h"

namespace battlemat {

QList<ModuleSetting> SegmentedApModule::settings() const
{
    const QJsonObject defaults = SegmentedApSettings().toJson();
    return {
        {QStringLiteral("defaultSpeed"), QStringLiteral("SPD of a combatant that names none (1 to 3)"),
         defaults.value(QStringLiteral("defaultSpeed")),
         QStringLiteral("../shared/rules/README.md, Known unknowns: SPD 1 to 3; 2 is the HERO System's ordinary "
                        "person")},
        {QStringLiteral("squaresPerPoint"), QStringLiteral("Squares per movement point (0: Orcus speed / 6)"),
         defaults.value(QStringLiteral("squaresPerPoint")),
         QStringLiteral("docs/modules.md: an Orcus round is 6 seconds, a segment 1")},
        {QStringLiteral("sprintGrantsCombatAdvantage"), QStringLiteral("Sprinting grants combat advantage"),
         defaults.value(QStringLiteral("sprintGrantsCombatAdvantage")),
         QStringLiteral("docs/modules.md: half DCV read for Orcus")},
        {QStringLiteral("clockDrivesEncounter"),
         QStringLiteral("The running clock is the encounter's clock (a round is a segment)"),
         defaults.value(QStringLiteral("clockDrivesEncounter")),
         QStringLiteral("docs/modules.md: an alternative encounter clock")},
    };
}

QJsonObject SegmentedApModule::initialState(const QJsonObject &settings) const
{
    Q_UNUSED(settings)
    return {{QStringLiteral("clock"), SegmentClock().toJson()}};
}

QStringList SegmentedApModule::commandTypes() const
{
    QStringList types;
    for (const QString &type : SegmentedApCommands::types())
        types.append(id() + QLatin1Char('.') + type);
    return types;
}

Result<std::shared_ptr<const TableCommand>>
SegmentedApModule::tableCommand(const QJsonObject &step, const JsonContext &where, const QJsonObject &settings) const
{
    auto type = where.requireString(step, QStringLiteral("type"));
    if (!type)
        return type.error();
    if (!commandTypes().contains(*type)) {
        return where.child(QStringLiteral("type"))
            .error(QStringLiteral("'%1' is no segmented action points command").arg(*type));
    }
    if (auto checked = SegmentedApSettings::fromJson(settings, where.child(QStringLiteral("settings"))); !checked)
        return checked.error();
    return std::shared_ptr<const TableCommand>(std::make_shared<SegmentedApTableCommand>(step, where, settings));
}

std::shared_ptr<RollReview> SegmentedApModule::rollReview(const QJsonObject &settings) const
{
    auto read = SegmentedApSettings::fromJson(settings, JsonContext(QStringLiteral("segmentedAp settings")));
    return std::make_shared<SegmentedApTurns>(read ? *read : SegmentedApSettings());
}

} // namespace battlemat
