#pragma once

#include "encounter/command.h"
#include "encounter/declaredcircumstances.h"

namespace battlemat {

/**
 * Orcus "Charge": walk up to speed straight at an enemy, make a basic melee attack (+1 after 2 squares or more),
 * then the turn's remaining actions are lost (an action point may still add one).
 */
class ChargeCommand : public Command
{
public:
    ChargeCommand(QString creature, QString target, QList<Square> path)
        : m_creature(std::move(creature))
        , m_target(std::move(target))
        , m_path(std::move(path))
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_creature;
    QString m_target;
    QList<Square> m_path;

public:
    /** What the game master rules beyond the map for the charge's attack (cover the map does not draw, ...). */
    DeclaredCircumstances declared;
};

} // namespace battlemat
