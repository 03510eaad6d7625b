#include "encounter/coupdegracecommand.h"

#include "encounter/attackrules.h"
#include "encounter/commandchecks.h"

namespace battlemat {

namespace {
std::optional<CombatPower> chosenPower(const Combatant &attacker, const QString &powerId)
{
    if (powerId.isEmpty()) {
        if (const CombatPower *basic = attacker.basicMeleeAttack())
            return *basic;
        return std::nullopt;
    }
    return AttackRules::findPower(attacker, powerId);
}
} // namespace

Result<std::shared_ptr<Command>> CoupDeGraceCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    auto power = context.optionalString(object, QStringLiteral("power"));
    if (!power)
        return power.error();
    return std::shared_ptr<Command>(std::make_shared<CoupDeGraceCommand>(*creature, *target, *power));
}

QJsonObject CoupDeGraceCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("coupDeGrace")},
                       {QStringLiteral("creature"), m_creature},
                       {QStringLiteral("target"), m_target}};
    if (!m_power.isEmpty())
        object.insert(QStringLiteral("power"), m_power);
    return object;
}

Status CoupDeGraceCommand::validate(const EncounterState &state) const
{
    const Status action = CommandChecks::requireAction(state, m_creature, ActionKind::Standard);
    if (!action)
        return action;
    const Combatant *attacker = state.combatant(m_creature);
    const std::optional<CombatPower> power = chosenPower(*attacker, m_power);
    if (!power)
        return Error{QStringLiteral("%1 has no power '%2' for a Coup de Grace")
                         .arg(m_creature, m_power.isEmpty() ? QStringLiteral("basic melee attack") : m_power)};
    const Combatant *target = state.combatant(m_target);
    if (target && !state.isHostile(*attacker, *target))
        return Error{QStringLiteral("Coup de Grace needs an enemy; %1 is an ally").arg(m_target)};
    AttackOptions options;
    options.coupDeGrace = true;
    return AttackRules::validate(state, *attacker, *power, {m_target}, options);
}

QCoro::Task<void> CoupDeGraceCommand::apply(RulesContext *context) const
{
    context->state().budget.take(ActionKind::Standard);
    AttackOptions options;
    options.coupDeGrace = true;
    QStringList targets;
    targets << m_target;
    auto attack = AttackRules::resolve(
        context, m_creature, *chosenPower(*context->state().combatant(m_creature), m_power), targets, options);
    co_await attack;
}

} // namespace battlemat
