#include "encounter/endeffectcommand.h"

namespace battlemat {

Result<std::shared_ptr<Command>> EndEffectCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto effect = context.requireInt(object, QStringLiteral("effect"), 1, 1000000);
    if (!effect)
        return effect.error();
    return std::shared_ptr<Command>(std::make_shared<EndEffectCommand>(*effect));
}

QJsonObject EndEffectCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("endEffect")}, {QStringLiteral("effect"), m_effectId}};
}

Status EndEffectCommand::validate(const EncounterState &state) const
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.id == m_effectId)
            return success();
    }
    return Error{QStringLiteral("no effect %1 is in force").arg(m_effectId)};
}

QCoro::Task<void> EndEffectCommand::apply(RulesContext *context) const
{
    context->endEffect(m_effectId, QStringLiteral("game master"));
    co_return;
}

} // namespace battlemat
