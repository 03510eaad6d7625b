#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * Orcus "Coup De Grace": against an adjacent helpless enemy, a basic attack or attack power that hits
 * automatically as a critical hit; damage at least the target's staggered value kills it.
 */
class CoupDeGraceCommand : public Command
{
public:
    CoupDeGraceCommand(QString creature, QString target, QString power)
        : m_creature(std::move(creature))
        , m_target(std::move(target))
        , m_power(std::move(power))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    QString m_target;
    QString m_power; // empty: the basic melee attack
};

} // namespace battlemat
