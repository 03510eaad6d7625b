#pragma once

#include "orcus/orcussettings.h"
#include "session/rulesmodule.h"
#include "session/tablestate.h"

namespace battlemat {

/** Orcus on the square grid (../shared/rules/orcus-basic-rules.txt): the default ruleset of a campaign. */
class OrcusRuleset final : public RulesModule
{
public:
    QString id() const override { return QStringLiteral("orcus"); }
    QString title() const override { return QStringLiteral("Orcus"); }
    Kind kind() const override { return Kind::Ruleset; }
    QList<ModuleSetting> settings() const override;
    QString settingsProblem(const QJsonObject &settings) const override;
    Result<std::shared_ptr<const Command>> encounterCommand(const QJsonObject &step,
                                                            const JsonContext &where) const override;
};

/**
 * The Orcus settings a campaign's rules choose (its "orcus" settings, defaults for the rest): what its character
 * sheets and the heroes of its encounters are computed with.
 */
OrcusSettings orcusSettingsOf(const CampaignRules &rules);

} // namespace battlemat
