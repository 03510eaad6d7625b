#include "encounter/lightcommand.h"

#include "encounter/commandchecks.h"
#include "grid/creaturesize.h"
#include "grid/lightsource.h"
#include "grid/space.h"

#include <QJsonArray>

#include <array>

namespace battlemat {

namespace {

const std::array<std::pair<LightCommand::Action, const char *>, 3> actionNames{{
    {LightCommand::Action::Light, "light"},
    {LightCommand::Action::Drop, "drop"},
    {LightCommand::Action::PickUp, "pickUp"},
}};

QString kindNames()
{
    QStringList names;
    for (const LightSourceKind &kind : lightSourceKinds())
        names << kind.name;
    return names.join(QStringLiteral(", "));
}

} // namespace

Result<std::shared_ptr<Command>> LightCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto actionName = context.requireString(object, QStringLiteral("action"));
    if (!actionName)
        return actionName.error();
    std::optional<Action> action;
    for (const auto &[value, name] : actionNames) {
        if (*actionName == QLatin1String(name))
            action = value;
    }
    if (!action)
        return context.child(QStringLiteral("action"))
            .error(QStringLiteral("'%1' is not one of light, drop, pickUp").arg(*actionName));
    QString kind;
    if (*action == Action::Light) {
        auto named = context.requireString(object, QStringLiteral("kind"));
        if (!named)
            return named.error();
        if (!lightSourceKind(*named))
            return context.child(QStringLiteral("kind"))
                .error(QStringLiteral("'%1' is not a light source; use %2").arg(*named, kindNames()));
        kind = *named;
    }
    Square square;
    if (*action == Action::PickUp) {
        auto where = CommandChecks::readOptionalSquare(object, QStringLiteral("square"), context);
        if (!where)
            return where.error();
        if (!*where)
            return context.child(QStringLiteral("square")).error(QStringLiteral("picking up a light needs its square"));
        square = **where;
    }
    return std::shared_ptr<Command>(std::make_shared<LightCommand>(*creature, *action, kind, square));
}

QJsonObject LightCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("light")}, {QStringLiteral("creature"), m_creature}};
    for (const auto &[value, name] : actionNames) {
        if (value == m_action)
            object.insert(QStringLiteral("action"), QString::fromLatin1(name));
    }
    if (m_action == Action::Light)
        object.insert(QStringLiteral("kind"), m_kind);
    if (m_action == Action::PickUp)
        object.insert(QStringLiteral("square"), QJsonArray{m_square.x, m_square.y});
    return object;
}

int LightCommand::carriedBy(const EncounterState &state, const QString &creatureId)
{
    for (qsizetype i = 0; i < state.light.lights.size(); ++i) {
        if (state.light.lights.at(i).carriedBy == creatureId)
            return int(i);
    }
    return -1;
}

int LightCommand::lyingAt(const EncounterState &state, Square square)
{
    int found = -1;
    for (qsizetype i = 0; i < state.light.lights.size(); ++i) {
        const LightSource &light = state.light.lights.at(i);
        if (!light.carriedBy.isEmpty() || light.square != square)
            continue;
        if (light.isLit())
            return int(i);
        if (found < 0)
            found = int(i);
    }
    return found;
}

Status LightCommand::validate(const EncounterState &state) const
{
    if (const Status action = CommandChecks::requireAction(state, m_creature, cost(m_action)); !action)
        return action;
    const int carried = carriedBy(state, m_creature);
    // One light in hand: a burnt-out one is let go of for a fresh one, a lit one is dropped first.
    if (m_action != Action::Drop && carried >= 0 && state.light.lights.at(carried).isLit())
        return Error{QStringLiteral("%1 already carries a lit %2: drop it first")
                         .arg(m_creature, state.light.lights.at(carried).kind)};
    switch (m_action) {
    case Action::Light:
        return success();
    case Action::Drop:
        if (carried < 0)
            return Error{QStringLiteral("%1 carries no light").arg(m_creature)};
        return success();
    case Action::PickUp: {
        if (lyingAt(state, m_square) < 0)
            return Error{QStringLiteral("no light lies at %1,%2").arg(m_square.x).arg(m_square.y)};
        const Combatant &c = *state.combatant(m_creature);
        // Within reach of a hand: its own space or a square adjacent to it (Orcus "Range": adjacent is range 1).
        if (rangeBetween(Space{c.position, spaceSquares(c.size)}, Space{m_square, 1}) > 1)
            return Error{QStringLiteral("%1,%2 is out of %3's reach: a light is picked up from its own or an adjacent "
                                        "square")
                             .arg(m_square.x)
                             .arg(m_square.y)
                             .arg(m_creature)};
        return success();
    }
    }
    return success();
}

QCoro::Task<void> LightCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    state.budget.take(cost(m_action));
    QJsonObject event{{QStringLiteral("creature"), m_creature}};
    switch (m_action) {
    case Action::Light: {
        state.light.lights = carryLight(state.light.lights, m_creature, m_kind);
        const LightSource &lit = state.light.lights.constLast();
        event.insert(QStringLiteral("type"), QStringLiteral("lightLit"));
        event.insert(QStringLiteral("kind"), lit.kind);
        event.insert(QStringLiteral("minutesLeft"), lit.minutesLeft);
        break;
    }
    case Action::Drop: {
        // It falls where its bearer stands (the top-left square of a larger creature's space) and burns on there.
        LightSource &light = state.light.lights[carriedBy(state, m_creature)];
        light.carriedBy.clear();
        light.square = state.combatant(m_creature)->position;
        event.insert(QStringLiteral("type"), QStringLiteral("lightDropped"));
        event.insert(QStringLiteral("kind"), light.kind);
        event.insert(QStringLiteral("square"), QJsonArray{light.square.x, light.square.y});
        event.insert(QStringLiteral("lit"), light.isLit());
        break;
    }
    case Action::PickUp: {
        LightSource &light = state.light.lights[lyingAt(state, m_square)];
        light.carriedBy = m_creature;
        event.insert(QStringLiteral("type"), QStringLiteral("lightPickedUp"));
        event.insert(QStringLiteral("kind"), light.kind);
        event.insert(QStringLiteral("square"), QJsonArray{m_square.x, m_square.y});
        event.insert(QStringLiteral("lit"), light.isLit());
        break;
    }
    }
    context->record(event);
    co_return;
}

} // namespace battlemat
