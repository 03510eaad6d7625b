#pragma once

#include "encounter/command.h"
#include "grid/square.h"

namespace battlemat {

/**
 * The GM puts a creature somewhere else on the map (a mistake put right, a trapdoor, a story teleport): no action,
 * no opportunity attack, no movement spent, but the space must be one it can stand in. Logged like every command,
 * so it is undone, replayed and saved with the encounter.
 */
class PlaceCommand : public Command
{
public:
    PlaceCommand(QString creature, Square to)
        : m_creature(std::move(creature))
        , m_to(to)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    Square m_to; // the top-left square of its space
};

} // namespace battlemat
