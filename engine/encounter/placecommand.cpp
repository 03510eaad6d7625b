#include "encounter/placecommand.h"

#include "encounter/encountergrid.h"
#include "grid/movementrules.h"

#include <QJsonArray>

namespace battlemat {

Result<std::shared_ptr<Command>> PlaceCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto x = context.requireInt(object, QStringLiteral("x"), 0, 999);
    if (!x)
        return x.error();
    auto y = context.requireInt(object, QStringLiteral("y"), 0, 999);
    if (!y)
        return y.error();
    return std::shared_ptr<Command>(std::make_shared<PlaceCommand>(*creature, Square{*x, *y}));
}

QJsonObject PlaceCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("place")},
            {QStringLiteral("creature"), m_creature},
            {QStringLiteral("x"), m_to.x},
            {QStringLiteral("y"), m_to.y}};
}

Status PlaceCommand::validate(const EncounterState &state) const
{
    const Combatant *creature = state.combatant(m_creature);
    if (!creature)
        return Error{QStringLiteral("no creature '%1'").arg(m_creature)};
    if (creature->dead)
        return Error{QStringLiteral("%1 is dead").arg(m_creature)};
    // A teleport with no limit on its distance judges the space exactly as a move ending there: on the map, no
    // blocking terrain, no other creature unless it may be shared.
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    const EncounterGrid &grid = *kept;
    const int index = grid.indexOf(m_creature);
    if (index < 0)
        return Error{QStringLiteral("%1 is not on the map").arg(m_creature)};
    MoveOptions anywhere;
    anywhere.distance = 4000;
    const MovePath checked = MovementRules(grid.grid()).checkPath(index, {m_to}, MovementMode::Teleport, anywhere);
    if (!checked.legal)
        return Error{checked.reason};
    return success();
}

QCoro::Task<void> PlaceCommand::apply(RulesContext *context) const
{
    Combatant *creature = context->state().combatant(m_creature);
    const Square from = creature->position;
    creature->position = m_to;
    context->record({{QStringLiteral("type"), QStringLiteral("placed")},
                     {QStringLiteral("creature"), m_creature},
                     {QStringLiteral("from"), QJsonArray{from.x, from.y}},
                     {QStringLiteral("x"), m_to.x},
                     {QStringLiteral("y"), m_to.y},
                     {QStringLiteral("by"), QStringLiteral("game master")}});
    co_return;
}

} // namespace battlemat
