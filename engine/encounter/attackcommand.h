#pragma once

#include "encounter/attackrules.h"
#include "encounter/command.h"

namespace battlemat {

/**
 * Uses an attack power at targets: a stat block power (Basic Attack included), the universal Bull Rush and
 * Grapple, or an immediate-action power outside the user's own turn. "charge" and "coupDeGrace" forms are the
 * ChargeCommand and CoupDeGraceCommand.
 */
class AttackCommand : public Command
{
public:
    AttackCommand(QString creature, QString power, QStringList targets, AttackOptions options)
        : m_creature(std::move(creature))
        , m_power(std::move(power))
        , m_targets(std::move(targets))
        , m_options(options)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    QString m_power;
    QStringList m_targets;
    AttackOptions m_options;
};

} // namespace battlemat
