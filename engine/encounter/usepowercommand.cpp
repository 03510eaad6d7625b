#include "encounter/usepowercommand.h"

#include "encounter/selfpowerrules.h"

namespace battlemat {

Result<std::shared_ptr<Command>> UsePowerCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto power = context.requireString(object, QStringLiteral("power"));
    if (!power)
        return power.error();
    return std::shared_ptr<Command>(std::make_shared<UsePowerCommand>(*creature, *power));
}

QJsonObject UsePowerCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("usePower")},
            {QStringLiteral("creature"), m_creature},
            {QStringLiteral("power"), m_power}};
}

Status UsePowerCommand::validate(const EncounterState &state) const
{
    const Combatant *user = state.combatant(m_creature);
    if (!user)
        return Error{QStringLiteral("no creature '%1'").arg(m_creature)};
    const CombatPower *power = user->power(m_power);
    if (!power)
        return Error{QStringLiteral("%1 has no power '%2'").arg(m_creature, m_power)};
    return SelfPowerRules::validate(state, *user, *power);
}

QCoro::Task<void> UsePowerCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    const CombatPower power = *state.combatant(m_creature)->power(m_power);
    if (power.action == ActionKind::Immediate)
        state.combatant(m_creature)->immediateActionUsed = true;
    else
        state.budget.take(power.action);
    auto resolving = SelfPowerRules::resolve(context, m_creature, power);
    co_await resolving;
}

} // namespace battlemat
