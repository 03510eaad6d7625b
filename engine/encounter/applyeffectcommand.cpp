#include "encounter/applyeffectcommand.h"

namespace battlemat {

Result<std::shared_ptr<Command>> ApplyEffectCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    auto source = context.optionalString(object, QStringLiteral("source"), *target);
    if (!source)
        return source.error();
    auto effectObject = context.requireObject(object, QStringLiteral("effect"));
    if (!effectObject)
        return effectObject.error();
    auto effect = effectSpecFromJson(*effectObject, context.child(QStringLiteral("effect")));
    if (!effect)
        return effect.error();
    return std::shared_ptr<Command>(std::make_shared<ApplyEffectCommand>(*target, *source, *effect));
}

QJsonObject ApplyEffectCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("applyEffect")},
            {QStringLiteral("target"), m_target},
            {QStringLiteral("source"), m_source},
            {QStringLiteral("effect"), effectSpecToJson(m_effect)}};
}

Status ApplyEffectCommand::validate(const EncounterState &state) const
{
    const Combatant *target = state.combatant(m_target);
    if (!target)
        return Error{QStringLiteral("no creature '%1'").arg(m_target)};
    if (target->dead)
        return Error{QStringLiteral("%1 is dead").arg(m_target)};
    if (!state.combatant(m_source))
        return Error{QStringLiteral("no creature '%1'").arg(m_source)};
    return success();
}

QCoro::Task<void> ApplyEffectCommand::apply(RulesContext *context) const
{
    context->addEffect(m_target, m_source, m_effect);
    co_return;
}

} // namespace battlemat
