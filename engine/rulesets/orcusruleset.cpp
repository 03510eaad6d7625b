#include "rulesets/orcusruleset.h"

#include "encounter/commandparser.h"

namespace battlemat {

namespace {
const QString rulesVersionKey = QStringLiteral("rulesVersion");

// The encounter builder's grades, as factors of the XP budget (EncounterGrades).
struct GradeSetting
{
    const char *key;
    const char *label;
    double EncounterGrades::*factor;
};
const GradeSetting gradeSettings[] = {
    {"gradeEasy", "Easy encounter: at most this times the XP budget", &EncounterGrades::easy},
    {"gradeStandard", "Standard encounter: at most this times the XP budget", &EncounterGrades::standard},
    {"gradeHard", "Hard encounter: at most this times the XP budget", &EncounterGrades::hard},
    {"gradeDeadly", "Deadly encounter: at most this times the XP budget", &EncounterGrades::deadly},
};

EncounterGrades gradesOf(const QJsonObject &settings)
{
    EncounterGrades grades;
    for (const GradeSetting &grade : gradeSettings) {
        const QJsonValue value = settings.value(QLatin1String(grade.key));
        if (value.isDouble())
            grades.*grade.factor = value.toDouble();
    }
    return grades;
}
} // namespace

QList<ModuleSetting> OrcusRuleset::settings() const
{
    ModuleSetting version{rulesVersionKey, QStringLiteral("Rules version (basic attack damage)"),
                          rulesVersionName(RulesVersion::BasicRules01),
                          QStringLiteral("../shared/rules/README.md, Rules versions: v0.1 2dW + level (3dW from level "
                                         "21) + modifier, the Basic Rules' default; 1.0 1dW + modifier")};
    version.choices = rulesVersionNames();
    QList<ModuleSetting> settings{version};
    const EncounterGrades defaults;
    for (const GradeSetting &grade : gradeSettings)
        settings.append({QLatin1String(grade.key), QLatin1String(grade.label), defaults.*grade.factor,
                         QStringLiteral("Battlemat's reading: the rules give the budget (Monsters, Level: a party's "
                                        "size times a standard monster's XP at its level) and name no grades; "
                                        "docs/encounter.md, Encounter budget")});
    return settings;
}

QString OrcusRuleset::settingsProblem(const QJsonObject &settings) const
{
    return gradesOf(settings).problem();
}

OrcusSettings orcusSettingsOf(const CampaignRules &rules)
{
    OrcusSettings settings;
    // rules.set refused any other value, so an unknown one (a hand-edited file) keeps the default.
    const QString version = rules.settings.value(QStringLiteral("orcus")).value(rulesVersionKey).toString();
    if (auto known = rulesVersionFromName(version))
        settings.rulesVersion = *known;
    // rules.set refused grades that do not rise (settingsProblem); a hand-edited file's keep the defaults.
    const EncounterGrades grades = gradesOf(rules.settings.value(QStringLiteral("orcus")));
    if (grades.problem().isEmpty())
        settings.encounterGrades = grades;
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
