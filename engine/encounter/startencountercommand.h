#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * Orcus "Combat step by step", step 1: the GM determines surprise. Also begins a later encounter after the last
 * one ended (encounter powers, Rally and the action point limit are per encounter).
 */
class StartEncounterCommand : public Command
{
public:
    explicit StartEncounterCommand(QStringList surprised)
        : m_surprised(std::move(surprised))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);

    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QStringList m_surprised;
};

} // namespace battlemat
