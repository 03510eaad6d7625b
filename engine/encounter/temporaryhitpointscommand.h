#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * The GM grants temporary hit points (a power the engine does not model, a potion): Orcus "Temporary hit points",
 * they do not stack, the higher amount stays (RulesContext::grantTemporaryHitPoints).
 */
class TemporaryHitPointsCommand : public Command
{
public:
    TemporaryHitPointsCommand(QString target, int amount)
        : m_target(std::move(target))
        , m_amount(amount)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_target;
    int m_amount;
};

} // namespace battlemat
