#pragma once

#include "encounter/command.h"
#include "encounter/effectspec.h"

namespace battlemat {

/** The GM imposes or ends an effect directly (a trap, a terrain hazard, a ruling). */
class ApplyEffectCommand : public Command
{
public:
    ApplyEffectCommand(QString target, QString source, EffectSpec effect)
        : m_target(std::move(target))
        , m_source(std::move(source))
        , m_effect(std::move(effect))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_target;
    QString m_source;
    EffectSpec m_effect;
};

} // namespace battlemat
