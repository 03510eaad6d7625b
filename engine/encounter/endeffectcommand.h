#pragma once

#include "encounter/command.h"

namespace battlemat {

/** The GM ends an effect in force before its duration would (the token menu's "Remove condition"). */
class EndEffectCommand : public Command
{
public:
    explicit EndEffectCommand(int effectId)
        : m_effectId(effectId)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    int m_effectId;
};

} // namespace battlemat
