#include "rulesets/fivetorchesruleset.h"

#include "dice/seededdiesource.h"
#include "fivetorches/expedition.h"
#include "fivetorches/ftdtables.h"
#include "rulesets/fivetorcheschasecommand.h"
#include "rulesets/fivetorchescommand.h"
#include "rulesets/fivetorchescorruptioncommand.h"
#include "rulesets/fivetorchesfightcommand.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchessheetcommand.h"
#include "rulesets/fivetorchessheets.h"
#include "rulesets/fivetorchessightlight.h"

#include <QRandomGenerator>

namespace battlemat {

namespace {

/**
 * Any of the ruleset's steps, then what it did written onto the campaign's stored sheets in the same step
 * (FtdSheets::writeBack): the sheet is the character's record, so a fight's wounds, an injury, a corruption and the
 * hours adventured stay with it after the fight or the expedition is over. Undo restores the sheets with the rest.
 */
class SheetWritingCommand final : public TableCommand
{
public:
    explicit SheetWritingCommand(std::shared_ptr<const TableCommand> inner)
        : m_inner(std::move(inner))
    {}
    QJsonObject toJson() const override { return m_inner->toJson(); }
    Result<QList<QJsonObject>> apply(TableState &state) const override
    {
        const QString id = FiveTorchesRuleset::moduleId();
        const QJsonObject before = state.modules.value(id);
        auto events = m_inner->apply(state);
        if (!events || !state.modules.contains(id))
            return events;
        QJsonObject moduleState = state.modules.value(id);
        const QList<QJsonObject> updates = FtdSheets::writeBack(before, moduleState, *events);
        if (updates.isEmpty())
            return events;
        state.modules.insert(id, moduleState);
        return *events + updates;
    }

private:
    std::shared_ptr<const TableCommand> m_inner;
};

Result<std::shared_ptr<const TableCommand>> readStep(const QJsonObject &step, const JsonContext &where)
{
    const QString type = step.value(QStringLiteral("type")).toString();
    if (FiveTorchesSheetCommand::types().contains(type)) {
        auto sheet = FiveTorchesSheetCommand::fromJson(step, where);
        if (!sheet)
            return sheet.error();
        return std::shared_ptr<const TableCommand>(*sheet);
    }
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

} // namespace

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
           FiveTorchesFightCommand::types() + FiveTorchesSheetCommand::types();
}

Result<std::shared_ptr<const TableCommand>>
FiveTorchesRuleset::tableCommand(const QJsonObject &step, const JsonContext &where, const QJsonObject &settings) const
{
    Q_UNUSED(settings);
    auto command = readStep(step, where);
    if (!command)
        return command;
    return std::shared_ptr<const TableCommand>(std::make_shared<SheetWritingCommand>(*command));
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

std::shared_ptr<const SightLight> FiveTorchesRuleset::sightLight(const QJsonObject &state) const
{
    const auto fight = fightOf(state);
    return std::make_shared<FtdSightLight>(fight ? fight->light : ftd::LightLevel::WellLit);
}

} // namespace battlemat
