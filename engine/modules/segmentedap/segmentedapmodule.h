#pragma once

#include "session/rulesmodule.h"

namespace battlemat {

/**
 * Segmented action points (../shared/rules/segmented-action-points.txt) as an add-on module of the table session:
 * the 12-segment clock with each combatant's PAP and SAP as its state, its commands ("segmentedAp.<command>",
 * SegmentedApCommands) and its settings. docs/modules.md, "Segmented action points".
 */
class SegmentedApModule final : public RulesModule
{
public:
    QString id() const override { return QStringLiteral("segmentedAp"); }
    QString title() const override { return QStringLiteral("Segmented action points"); }
    Kind kind() const override { return Kind::AddOn; }
    QList<ModuleSetting> settings() const override;
    QJsonObject initialState(const QJsonObject &settings) const override;
    QStringList commandTypes() const override;
    Result<std::shared_ptr<const TableCommand>> tableCommand(const QJsonObject &step, const JsonContext &where,
                                                             const QJsonObject &settings) const override;
    /** The fight's own commands while the clock drives it: next segment, sprint, abort (SegmentedFightCommand). */
    QStringList encounterCommandTypes() const override;
    Result<std::shared_ptr<Command>> addOnEncounterCommand(const QJsonObject &step, const JsonContext &where,
                                                           const QJsonObject &settings,
                                                           const QJsonObject &state) const override;
    /**
     * While the clock drives a running fight its table steps that the fight has its own command for become that
     * command (nextSegment: endSegment; a sprint: sprint; abort: abortToDefense), and a plain move is refused:
     * the token's move in the fight pays on the clock.
     */
    Result<QJsonObject> stepDuringEncounter(const QJsonObject &step, const JsonContext &where,
                                            const QJsonObject &settings, const TableState &table,
                                            const EncounterState &encounter) const override;
    std::shared_ptr<RollReview> rollReview(const QJsonObject &settings) const override;
};

} // namespace battlemat
