#pragma once

#include "session/rulesmodule.h"

namespace battlemat {

/**
 * The mastery-point system (../shared/rules/mastery-points-die-ranks-regions.txt) as a campaign's ruleset: ladder
 * dice, Mastery Point exchanges, REF initiative, action points and region maps. Its encounter lives on a region map,
 * not on the grid, so its contest commands are table commands ("mastery.attack", MasteryCommand) on the session's one
 * history; the encounter's whole state is the ruleset's module state (docs/modules.md, "Mastery points").
 */
class MasteryRuleset final : public RulesModule
{
public:
    static QString moduleId() { return QStringLiteral("mastery"); }

    QString id() const override { return moduleId(); }
    QString title() const override { return QStringLiteral("Mastery points (die ranks and regions)"); }
    Kind kind() const override { return Kind::Ruleset; }
    QList<ModuleSetting> settings() const override;
    /** The roster (sheets and monster groups) outlasts a switch to other rules; a contest does not. */
    QStringList lastingStateKeys() const override { return {QStringLiteral("roster")}; }
    QStringList commandTypes() const override;
    Result<std::shared_ptr<const TableCommand>> tableCommand(const QJsonObject &step, const JsonContext &where,
                                                             const QJsonObject &settings) const override;
    Result<std::shared_ptr<const Command>> encounterCommand(const QJsonObject &step,
                                                            const JsonContext &where) const override;
};

} // namespace battlemat
