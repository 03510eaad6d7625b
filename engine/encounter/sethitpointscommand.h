#pragma once

#include "encounter/command.h"

namespace battlemat {

/**
 * The game master sets a creature's hit points (and maximum) to a number, outside the action economy: the
 * tracker's "Set hit points". Unlike damage it skips temporary hit points and resistances, since it is not damage;
 * unlike healing it may lower the number. Crossing 0 has its usual consequences (RulesContext::setHitPoints).
 * A hero's sheet saved during the fight sets its recoveries left and action points the same way, so the sheet and
 * the fight never disagree.
 */
class SetHitPointsCommand : public Command
{
public:
    /** What a hero's sheet tracks besides hit points; each unchanged when absent. */
    struct Tracked
    {
        std::optional<int> recoveries;
        std::optional<int> actionPoints;
    };

    SetHitPointsCommand(QString target, int hitPoints, std::optional<int> maxHitPoints, Tracked tracked = {})
        : m_target(std::move(target))
        , m_hitPoints(hitPoints)
        , m_maxHitPoints(maxHitPoints)
        , m_tracked(tracked)
    {}
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &object, const JsonContext &context);
    QJsonObject toJson() const override;
    Status validate(const EncounterState &state) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QString m_target;
    int m_hitPoints;
    std::optional<int> m_maxHitPoints; // unchanged when absent
    Tracked m_tracked;
};

} // namespace battlemat
