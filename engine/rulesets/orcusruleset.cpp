#include "rulesets/orcusruleset.h"

#include "encounter/commandparser.h"

namespace battlemat {

namespace {
const QString rulesVersionKey = QStringLiteral("rulesVersion");
}

QList<ModuleSetting> OrcusRuleset::settings() const
{
    ModuleSetting version{rulesVersionKey, QStringLiteral("Rules version (basic attack damage)"),
                          rulesVersionName(RulesVersion::BasicRules01),
                          QStringLiteral("../shared/rules/README.md, Rules versions: v0.1 2dW + level (3dW from level "
                                         "21) + modifier, the Basic Rules' default; 1.0 1dW + modifier")};
    version.choices = rulesVersionNames();
    return {version};
}

OrcusSettings orcusSettingsOf(const CampaignRules &rules)
{
    OrcusSettings settings;
    // rules.set refused any other value, so an unknown one (a hand-edited file) keeps the default.
    const QString version = rules.settings.value(QStringLiteral("orcus")).value(rulesVersionKey).toString();
    if (auto known = rulesVersionFromName(version))
        settings.rulesVersion = *known;
    return settings;
}

Result<std::shared_ptr<const Command>> OrcusRuleset::encounterCommand(const QJsonObject &step,
                                                                      const JsonContext &where) const
{
    auto command = commandFromJson(step, where);
    if (!command)
        return command.error();
    return std::shared_ptr<const Command>(std::move(command).value());
}

} // namespace battlemat
