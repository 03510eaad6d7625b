#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * Orcus "Action points": a free action on the spender's turn for one more standard, move or swift action. Never
 * in the surprise round; a hero once per encounter, a monster at most once per round.
 */
class ActionPointCommand : public Command
{
public:
    ActionPointCommand(QString creature, ActionKind gain)
        : m_creature(std::move(creature))
        , m_gain(gain)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    ActionKind m_gain;
};

} // namespace battlemat
