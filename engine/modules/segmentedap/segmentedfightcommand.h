#pragma once

#include "encounter/command.h"
#include "grid/square.h"
#include "modules/segmentedap/segmentedactioncosts.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace battlemat {

/**
 * The segment clock's own commands in a fight it drives (docs/modules.md, "The clock drives the encounter"), run by
 * the encounter's processor so each is one step of the fight's log:
 * - "segmentedAp.endSegment": the segment's remaining turns end, in order, until the next round (the clock's next
 *   segment) begins: no segment passes without the fight's turn order moving.
 * - "segmentedAp.sprint" {combatant, path?}: on its own turn the combatant sprints this segment ("each action point
 *   allows them to move double their per segment speed but at 1/2 DCV": off-guard until its next turn with the
 *   setting sprintGrantsCombatAdvantage); with a path it moves along it as its move action.
 * - "segmentedAp.abortToDefense" {combatant, action (half), modifiers}: "abort to a defensive action", in or out of
 *   its turn while it has 0 PAP or more, priced by the usual formula; it takes Full Defense (+2 to all defenses
 *   until the start of its next turn) and acts no more this segment (on its own turn, the turn ends).
 * The clock pays from the modules' working copy when the command is made, not on a replay.
 */
class SegmentedFightCommand final : public Command
{
public:
    enum class Kind : quint8
    {
        EndSegment,
        Sprint,
        Abort,
    };

    static QStringList types();
    static Result<std::shared_ptr<Command>> fromJson(const QJsonObject &step, const JsonContext &where,
                                                     const QJsonObject &settings);

    QJsonObject toJson() const override { return m_json; }
    Status validate(const EncounterState &state) const override;
    Status validateModules(const EncounterState &state, const RollReviews &reviews) const override;
    QCoro::Task<void> apply(RulesContext *context) const override;

private:
    QCoro::Task<void> endSegment(RulesContext *context) const;
    QCoro::Task<void> sprint(RulesContext *context) const;
    QCoro::Task<void> abortToDefense(RulesContext *context) const;

    QJsonObject m_json;
    Kind m_kind = Kind::EndSegment;
    QString m_combatant;
    QList<Square> m_path;             // sprint
    bool m_combatAdvantage = true;    // sprint: the setting when the command was made
    SegmentedActionRequest m_request; // abort
};

} // namespace battlemat
