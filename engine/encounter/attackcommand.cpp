#include "encounter/attackcommand.h"

#include "encounter/commandchecks.h"
#include "encounter/conditionrules.h"

namespace battlemat {

Result<std::shared_ptr<Command>> AttackCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    auto power = context.requireString(object, QStringLiteral("power"));
    auto targets = CommandChecks::readIdList(object, QStringLiteral("targets"), context);
    auto origin = CommandChecks::readOptionalSquare(object, QStringLiteral("origin"), context);
    auto push = CommandChecks::readOptionalSquare(object, QStringLiteral("push"), context);
    auto follow = context.optionalBool(object, QStringLiteral("follow"), false);
    QList<Square> squares;
    if (object.contains(QStringLiteral("squares"))) {
        auto read = CommandChecks::readPath(object, QStringLiteral("squares"), context);
        if (!read)
            return read.error();
        squares = *read;
    }
    if (!creature)
        return creature.error();
    if (!power)
        return power.error();
    if (!targets)
        return targets.error();
    if (!origin)
        return origin.error();
    if (!push)
        return push.error();
    if (!follow)
        return follow.error();
    AttackOptions options;
    if (object.contains(QStringLiteral("declared"))) {
        auto declaredObject = context.requireObject(object, QStringLiteral("declared"));
        if (!declaredObject)
            return declaredObject.error();
        auto declared = declaredCircumstancesFromJson(*declaredObject, context.child(QStringLiteral("declared")));
        if (!declared)
            return declared.error();
        options.declared = *declared;
    }
    options.origin = *origin;
    options.push = *push;
    options.follow = *follow;
    options.wallSquares = squares;
    return std::shared_ptr<Command>(std::make_shared<AttackCommand>(*creature, *power, *targets, options));
}

QJsonObject AttackCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("attack")},
                       {QStringLiteral("creature"), m_creature},
                       {QStringLiteral("power"), m_power},
                       {QStringLiteral("targets"), QJsonArray::fromStringList(m_targets)}};
    if (m_options.origin)
        object.insert(QStringLiteral("origin"), QJsonArray{m_options.origin->x, m_options.origin->y});
    if (m_options.push)
        object.insert(QStringLiteral("push"), QJsonArray{m_options.push->x, m_options.push->y});
    if (m_options.follow)
        object.insert(QStringLiteral("follow"), true);
    if (!m_options.declared.isEmpty())
        object.insert(QStringLiteral("declared"), declaredCircumstancesToJson(m_options.declared));
    if (!m_options.wallSquares.isEmpty())
        object.insert(QStringLiteral("squares"), CommandChecks::pathToJson(m_options.wallSquares));
    return object;
}

Status AttackCommand::validate(const EncounterState &state) const
{
    const Combatant *attacker = state.combatant(m_creature);
    if (!attacker)
        return Error{QStringLiteral("no creature '%1'").arg(m_creature)};
    const std::optional<CombatPower> power = AttackRules::findPower(*attacker, m_power);
    if (!power)
        return Error{QStringLiteral("%1 has no power '%2'").arg(m_creature, m_power)};
    if (power->action == ActionKind::Immediate) {
        // Orcus "Immediate actions": on someone else's turn, one between each of the user's own turns.
        if (state.phase != EncounterPhase::Combat && state.phase != EncounterPhase::Surprise)
            return Error{QStringLiteral("the encounter is not in combat")};
        if (state.current == m_creature)
            return Error{QStringLiteral("an immediate action happens on someone else's turn")};
        if (attacker->immediateActionUsed)
            return Error{
                QStringLiteral("%1 has already taken an immediate action since its last turn").arg(m_creature)};
        if (!ConditionRules::canAct(state, *attacker))
            return Error{QStringLiteral("%1 cannot take actions").arg(m_creature)};
    } else {
        const Status action = CommandChecks::requireAction(state, m_creature, power->action);
        if (!action)
            return action;
    }
    return AttackRules::validate(state, *attacker, *power, m_targets, m_options);
}

QCoro::Task<void> AttackCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    const CombatPower power = *AttackRules::findPower(*state.combatant(m_creature), m_power);
    if (power.action == ActionKind::Immediate)
        state.combatant(m_creature)->immediateActionUsed = true;
    else
        state.budget.take(power.action);
    auto attack = AttackRules::resolve(context, m_creature, power, m_targets, m_options);
    co_await attack;
}

} // namespace battlemat
