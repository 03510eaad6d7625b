#pragma once

#include "encounter/command.h"

namespace battlemat {

/** Ends the current creature's turn (Orcus "The end of your turn") and begins the next creature's. */
class EndTurnCommand : public Command
{
public:
    explicit EndTurnCommand(QString creature)
        : m_creature(std::move(creature))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
};

} // namespace battlemat
