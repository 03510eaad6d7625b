#include "rulesets/fivetorchesruleset.h"

#include "dice/seededdiesource.h"
#include "fivetorches/expedition.h"
#include "fivetorches/ftdtables.h"
#include "rulesets/fivetorcheschasecommand.h"
#include "rulesets/fivetorchescommand.h"
#include "rulesets/fivetorchescorruptioncommand.h"
#include "rulesets/fivetorchesfightcommand.h"
#include "rulesets/fivetorchesfightrules.h"

#include <QRandomGenerator>

namespace battlemat {

QList<ModuleSetting> FiveTorchesRuleset::settings() const
{
    const auto &tables = ftd::FtdTables::standard();
    const int suppliesPerHour = tables ? tables->suppliesPerHour() : 1;
    return {
        {QStringLiteral("startHour"), QStringLiteral("Hour the expedition starts"), 8,
         QStringLiteral("the GM sets a starting hour (Timekeeping); 08:00h, the morning, is Battlemat's default")},
        {QStringLiteral("scenesPerHour"), QStringLiteral("Scenes per hour"), ftd::ExpeditionClock::defaultScenesPerHour,
         QStringLiteral("Travel Turns: every 3-4 scenes, rooms or encounters count as an hour; 3 by default")},
        {QStringLiteral("suppliesPerHour"), QStringLiteral("Supplies used per hour"), suppliesPerHour,
         QStringLiteral("torches and SUP reduce hourly (Overland Travel); resources/data/five-torches-deep.json")},
        {QStringLiteral("seed"), QStringLiteral("Dice seed"), QJsonValue(),
         QStringLiteral("none: drawn when the rules are set; give one for repeatable travel turns")},
    };
}

QJsonObject FiveTorchesRuleset::initialState(const QJsonObject &settings) const
{
    // Settings were checked by name only: out-of-range values fall back to the defaults rather than fail here.
    const int hour = settings.value(QStringLiteral("startHour")).toInt(8);
    const int perHour =
        settings.value(QStringLiteral("scenesPerHour")).toInt(ftd::ExpeditionClock::defaultScenesPerHour);
    auto clock = ftd::ExpeditionClock::create(hour, 1, perHour);
    if (!clock)
        clock = ftd::ExpeditionClock::create(8);
    ftd::Expedition expedition(*clock, settings.value(QStringLiteral("suppliesPerHour")).toInt(1));
    const QJsonValue seedValue = settings.value(QStringLiteral("seed"));
    const quint64 seed = seedValue.isDouble() && seedValue.toDouble() >= 0 ? quint64(seedValue.toDouble())
                                                                           : QRandomGenerator::system()->generate64();
    return {{QStringLiteral("expedition"), expedition.toJson()},
            {QStringLiteral("dice"), SeededDieSource(seed).toJson()}};
}

QStringList FiveTorchesRuleset::commandTypes() const
{
    return FiveTorchesCommand::types() +
           QStringList{FiveTorchesChaseCommand::type(), FiveTorchesCorruptionCommand::type()} +
           FiveTorchesFightCommand::types();
}

Result<std::shared_ptr<const TableCommand>>
FiveTorchesRuleset::tableCommand(const QJsonObject &step, const JsonContext &where, const QJsonObject &settings) const
{
    Q_UNUSED(settings);
    const QString type = step.value(QStringLiteral("type")).toString();
    if (type == FiveTorchesChaseCommand::type()) {
        auto chase = FiveTorchesChaseCommand::fromJson(step, where);
        if (!chase)
            return chase.error();
        return std::shared_ptr<const TableCommand>(*chase);
    }
    if (type == FiveTorchesCorruptionCommand::type()) {
        auto exposure = FiveTorchesCorruptionCommand::fromJson(step, where);
        if (!exposure)
            return exposure.error();
        return std::shared_ptr<const TableCommand>(*exposure);
    }
    if (FiveTorchesFightCommand::types().contains(type)) {
        auto fight = FiveTorchesFightCommand::fromJson(step, where);
        if (!fight)
            return fight.error();
        return std::shared_ptr<const TableCommand>(*fight);
    }
    auto command = FiveTorchesCommand::fromJson(step, where);
    if (!command)
        return command.error();
    return std::shared_ptr<const TableCommand>(*command);
}

QJsonObject FiveTorchesRuleset::tokenMoveStep(const TableState &table, const QString &creatureId,
                                              const QList<Square> &path) const
{
    const auto fight = fightOf(table.modules.value(moduleId()));
    if (!fight || fight->over || !fight->fighter(creatureId) || path.isEmpty())
        return {};
    // Only the combatant whose turn it is moves by the fight's rules; the GM repositions others by map edits.
    if (fight->current() != creatureId)
        return {};
    return {{QStringLiteral("type"), moduleId() + QStringLiteral(".move")},
            {QStringLiteral("combatant"), creatureId},
            {QStringLiteral("to"),
             QJsonObject{{QStringLiteral("x"), path.constLast().x}, {QStringLiteral("y"), path.constLast().y}}}};
}

Result<std::shared_ptr<const Command>> FiveTorchesRuleset::encounterCommand(const QJsonObject &step,
                                                                            const JsonContext &where) const
{
    Q_UNUSED(step);
    // Its fights are table steps (fiveTorchesDeep.startFight, .attack, ...) on the ruleset's state, not an Orcus
    // encounter: the Orcus encounter's commands mean nothing here.
    return where.error(QStringLiteral("Five Torches Deep fights are its own steps (fiveTorchesDeep.startFight, "
                                      "fiveTorchesDeep.attack, ...), not encounter commands"));
}

} // namespace battlemat
