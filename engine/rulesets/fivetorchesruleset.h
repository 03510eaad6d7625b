#pragma once

#include "session/rulesmodule.h"

namespace battlemat {

/**
 * Five Torches Deep (../shared/rules/checks-actions-combat-gritty.txt) as a campaign's ruleset: its table commands
 * keep the expedition's clock, travel turns, lights, resilience, the roll to return, morale checks, chases and
 * corruptions on the session's one history (docs/modules.md, "Five Torches Deep"). Its fights on the battle map are
 * table steps too (FiveTorchesFightCommand), kept in the same state, not an Orcus encounter.
 */
class FiveTorchesRuleset final : public RulesModule
{
public:
    static QString moduleId() { return QStringLiteral("fiveTorchesDeep"); }

    QString id() const override { return moduleId(); }
    QString title() const override { return QStringLiteral("Five Torches Deep"); }
    Kind kind() const override { return Kind::Ruleset; }
    QList<ModuleSetting> settings() const override;
    QJsonObject initialState(const QJsonObject &settings) const override;
    /**
     * The characters' and monsters' sheets and the characters' corruptions outlast a switch to other rules (and
     * back); the expedition's clock and a fight in progress start afresh.
     */
    QStringList lastingStateKeys() const override { return {QStringLiteral("sheets"), QStringLiteral("afflictions")}; }
    QStringList commandTypes() const override;
    Result<std::shared_ptr<const TableCommand>> tableCommand(const QJsonObject &step, const JsonContext &where,
                                                             const QJsonObject &settings) const override;
    /** During its fight, a fighter's token dragged on the map is that fighter's move (fiveTorchesDeep.move). */
    QJsonObject tokenMoveStep(const TableState &table, const QString &creatureId,
                              const QList<Square> &path) const override;
    Result<std::shared_ptr<const Command>> encounterCommand(const QJsonObject &step,
                                                            const JsonContext &where) const override;
    /** The players' screen sees by the four levels of light (FtdSightLight), with the fight's light if one runs. */
    std::shared_ptr<const SightLight> sightLight(const QJsonObject &state) const override;
};

} // namespace battlemat
