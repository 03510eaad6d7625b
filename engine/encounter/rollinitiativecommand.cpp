#include "encounter/rollinitiativecommand.h"

#include "encounter/turnrules.h"

namespace battlemat {

Result<std::shared_ptr<Command>> RollInitiativeCommand::fromJson(const QJsonObject &, const JsonContext &)
{
    return std::shared_ptr<Command>(std::make_shared<RollInitiativeCommand>());
}

QJsonObject RollInitiativeCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("rollInitiative")}};
}

Status RollInitiativeCommand::validate(const EncounterState &state) const
{
    if (state.phase != EncounterPhase::Started)
        return Error{QStringLiteral("initiative is rolled once, after the encounter starts (phase: %1)")
                         .arg(encounterPhaseName(state.phase))};
    return success();
}

QCoro::Task<void> RollInitiativeCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    QList<InitiativeEntry> entries;
    for (const Combatant &c : state.combatants) {
        if (c.dead)
            continue;
        bool joined = false;
        for (InitiativeEntry &entry : entries) {
            const Combatant *first = state.combatant(entry.members.constFirst());
            if (!c.group.isEmpty() && first->group == c.group) {
                entry.members << c.id;
                joined = true;
            }
        }
        if (joined)
            continue;
        const int natural = context->rollD20(c.id, QStringLiteral("initiative"), c.initiativeBonus);
        entries << InitiativeEntry{{c.id}, natural, c.initiativeBonus, natural + c.initiativeBonus};
    }
    state.initiative.setEntries(entries);
    // Rolled, not yet ordered: the modules in force may re-roll or add to each roll (a hero token, action dice),
    // each seeing the order as it stands so far.
    for (InitiativeEntry &entry : entries) {
        auto reviewing = context->reviewInitiative({ReviewedRollKind::Check, entry.members.constFirst(), QString(),
                                                    QStringLiteral("initiative"), entry.roll, entry.total, 0, false,
                                                    DiceFormula{1, 20, entry.bonus}});
        const ReviewedRoll reviewed = co_await reviewing;
        if (reviewed.total == entry.total && reviewed.natural == entry.roll)
            continue;
        entry.roll = reviewed.natural;
        entry.total = reviewed.total;
        state.initiative.setEntries(entries);
    }
    for (const QStringList &tied : state.initiative.ties()) {
        auto ordering = context->askOrder({DecisionKind::TiedInitiative, QStringLiteral("gm"), QString(), tied});
        QStringList order = co_await ordering;
        QStringList sortedAnswer = order, sortedTied = tied;
        sortedAnswer.sort();
        sortedTied.sort();
        if (sortedAnswer != sortedTied)
            order = tied; // an answer that is not a reordering of the tie keeps the rolled order
        if (order != tied)
            state.initiative.reorderTied(order);
    }
    context->record(
        {{QStringLiteral("type"), QStringLiteral("initiative")}, {QStringLiteral("order"), state.initiative.toJson()}});
    const bool surprise = !state.surprised.isEmpty();
    state.phase = surprise ? EncounterPhase::Surprise : EncounterPhase::Combat;
    state.round = surprise ? 0 : 1;
    context->record({{QStringLiteral("type"), QStringLiteral("roundStarted")},
                     {QStringLiteral("round"), state.round},
                     {QStringLiteral("surprise"), surprise}});
    auto next = TurnRules::advance(context);
    co_await next;
}

} // namespace battlemat
