#pragma once

#include "encounter/command.h"
#include "encounter/encountermovement.h"

namespace battlemat {

/**
 * Orcus move actions Walk, Run and Step along a path of squares, judged by the grid module (EncounterMovement); Walk
 * and Run provoke opportunity attacks.
 */
class MoveCommand : public Command
{
public:
    /** specialMode: the movement mode used, "fly", "swim"... (Orcus "Walk": that mode's speed); empty walks. */
    MoveCommand(QString creature, MovementMode mode, QList<Square> path, QString specialMode = {})
        : m_creature(std::move(creature))
        , m_mode(mode)
        , m_path(std::move(path))
        , m_specialMode(std::move(specialMode))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    MovementMode m_mode;
    QList<Square> m_path;
    QString m_specialMode;
};

} // namespace battlemat
