#include "encounter/startencountercommand.h"

#include "encounter/commandchecks.h"

namespace battlemat {

Result<std::shared_ptr<Command>> StartEncounterCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto surprised = CommandChecks::readIdList(object, QStringLiteral("surprised"), context);
    if (!surprised)
        return surprised.error();
    return std::shared_ptr<Command>(std::make_shared<StartEncounterCommand>(*surprised));
}

QJsonObject StartEncounterCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("start")},
            {QStringLiteral("surprised"), QJsonArray::fromStringList(m_surprised)}};
}

Status StartEncounterCommand::validate(const EncounterState &state) const
{
    if (state.phase != EncounterPhase::Setup && state.phase != EncounterPhase::Ended)
        return Error{QStringLiteral("the encounter has already started")};
    for (const QString &id : m_surprised) {
        if (!state.combatant(id))
            return Error{QStringLiteral("surprised: no creature '%1'").arg(id)};
    }
    return success();
}

QCoro::Task<void> StartEncounterCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    state.phase = EncounterPhase::Started;
    state.surprised = m_surprised;
    state.round = 0;
    state.current.clear();
    state.initiative = InitiativeOrder();
    state.deterRefused.clear();
    for (Combatant &c : state.combatants) {
        c.rallyUsed = false;
        c.freeRally = false;
        c.actionPointUsedThisEncounter = false;
        c.actionPointRound = -1;
    }
    context->record({{QStringLiteral("type"), QStringLiteral("encounterStarted")},
                     {QStringLiteral("surprised"), QJsonArray::fromStringList(m_surprised)}});
    co_return;
}

} // namespace battlemat
