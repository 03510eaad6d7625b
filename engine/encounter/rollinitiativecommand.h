#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * Orcus "Initiative": d20 + initiative bonus for everyone, one roll per group of identical monsters; ties are put
 * to the decider (the GM and players order them), then the first turn begins (the surprise round if anyone is
 * surprised).
 */
class RollInitiativeCommand : public Command
{
public:
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;
};

} // namespace battlemat
