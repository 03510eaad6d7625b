#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * The game master sets a creature's hit points (and maximum) to a number, outside the action economy: the
 * tracker's "Set hit points". Unlike damage it skips temporary hit points and resistances, since it is not damage;
 * unlike healing it may lower the number. Crossing 0 has its usual consequences (RulesContext::setHitPoints).
 */
class SetHitPointsCommand : public Command
{
public:
    SetHitPointsCommand(QString target, int hitPoints, std::optional<int> maxHitPoints)
        : m_target(std::move(target))
        , m_hitPoints(hitPoints)
        , m_maxHitPoints(maxHitPoints)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_target;
    int m_hitPoints;
    std::optional<int> m_maxHitPoints; // unchanged when absent
};

} // namespace battlemat
