#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * Uses a power on its user that makes no attack roll (origin "self": the animate collector's Harden Skin, the
 * Awoken's Self-Repair, a hero's utility power): it costs the power's action and use as an attack does (Orcus
 * "Action required", "Action recharge"), then applies what the engine has a rule for (SelfPowerRules) and logs the
 * rest of its text for the table.
 */
class UsePowerCommand : public Command
{
public:
    UsePowerCommand(QString creature, QString power)
        : m_creature(std::move(creature))
        , m_power(std::move(power))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    QString m_power;
};

} // namespace battlemat
