#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * Ends the encounter: effects and temporary hit points end, the defeated monsters' XP (Orcus "Experience Points")
 * is shared among the heroes still alive, levels follow the XP table, and every second encounter since the last
 * long rest gives each hero an action point (Orcus "Action points").
 */
class EndEncounterCommand : public Command
{
public:
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;
};

} // namespace battlemat
