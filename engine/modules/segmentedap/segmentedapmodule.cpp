#include "segmentedapmodule.h"

#include "modules/segmentedap/segmentedapturns.h"

#include "modules/segmentedap/segmentclock.h"
#include "modules/segmentedap/segmentedapcommands.h"
#include "modules/segmentedap/segmentedapsettings.h"
#include "modules/segmentedap/segmentedaptablecommand.h"
#include "modules/segmentedap/segmentedfightcommand.h"

#include "encounter/encounterstate.h"

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

QStringList SegmentedApModule::encounterCommandTypes() const
{
    return SegmentedFightCommand::types();
}

Result<std::shared_ptr<Command>> SegmentedApModule::addOnEncounterCommand(const QJsonObject &step,
                                                                          const JsonContext &where,
                                                                          const QJsonObject &settings,
                                                                          const QJsonObject &state) const
{
    Q_UNUSED(state)
    return SegmentedFightCommand::fromJson(step, where, settings);
}

Result<QJsonObject> SegmentedApModule::stepDuringEncounter(const QJsonObject &step, const JsonContext &where,
                                                           const QJsonObject &settings, const TableState &table,
                                                           const EncounterState &encounter) const
{
    auto read = SegmentedApSettings::fromJson(settings, where.child(QStringLiteral("settings")));
    if (!read || !read->clockDrivesEncounter)
        return step;
    auto clock = SegmentClock::fromJson(table.modules.value(id()).value(QStringLiteral("clock")).toObject(),
                                        JsonContext(QStringLiteral("segmentedAp.clock")));
    if (!clock || !clock->started())
        return step;
    const QString type = step.value(QStringLiteral("type")).toString();
    const QString combatant = step.value(QStringLiteral("combatant")).toString();
    if (type == QLatin1String("segmentedAp.nextSegment"))
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("segmentedAp.endSegment")}};
    if (!encounter.combatant(combatant))
        return step; // a combatant kept on the clock beside the fight
    if (type == QLatin1String("segmentedAp.abort")) {
        QJsonObject fight = step;
        fight.insert(QStringLiteral("type"), QStringLiteral("segmentedAp.abortToDefense"));
        return fight;
    }
    if (type == QLatin1String("segmentedAp.move")) {
        if (step.value(QStringLiteral("sprint")).toBool())
            return QJsonObject{{QStringLiteral("type"), QStringLiteral("segmentedAp.sprint")},
                               {QStringLiteral("combatant"), combatant}};
        return where.error(QStringLiteral("the segment clock drives the fight: %1 moves by its token's move, which "
                                          "pays 1 SAP (then 1 PAP)")
                               .arg(encounter.combatant(combatant)->name));
    }
    return step;
}

std::shared_ptr<RollReview> SegmentedApModule::rollReview(const QJsonObject &settings) const
{
    auto read = SegmentedApSettings::fromJson(settings, JsonContext(QStringLiteral("segmentedAp settings")));
    return std::make_shared<SegmentedApTurns>(read ? *read : SegmentedApSettings());
}

} // namespace battlemat
