#include "rulesets/masteryruleset.h"

#include "rulesets/masterycommand.h"

namespace battlemat {

QList<ModuleSetting> MasteryRuleset::settings() const
{
    return {
        {QStringLiteral("apPerTurn"), QStringLiteral("Action points per turn"), 3,
         QStringLiteral("../shared/rules/README.md, Known unknowns: 3 AP per turn, editable per character")},
        {QStringLiteral("damageTrack"),
         QStringLiteral("Damage track"),
         QStringLiteral("hitPoints"),
         QStringLiteral("the text counts damage per success and leaves the track open; hit points count down"),
         {QStringLiteral("hitPoints"), QStringLiteral("wounds")}},
        {QStringLiteral("assumeMaximumOutOfCombat"), QStringLiteral("Assume the maximum out of combat"), true,
         QStringLiteral("Dice Rolling and Actions: out of combat and not under duress a roll may take its maximum")},
        {QStringLiteral("seed"), QStringLiteral("Dice seed"), QJsonValue(),
         QStringLiteral("none: drawn when an encounter is set up; give one for repeatable fights")},
    };
}

QStringList MasteryRuleset::commandTypes() const
{
    return MasteryCommand::types();
}

Result<std::shared_ptr<const TableCommand>>
MasteryRuleset::tableCommand(const QJsonObject &step, const JsonContext &where, const QJsonObject &settings) const
{
    auto command = MasteryCommand::fromJson(step, where, settings);
    if (!command)
        return command.error();
    return std::shared_ptr<const TableCommand>(*command);
}

Result<std::shared_ptr<const Command>> MasteryRuleset::encounterCommand(const QJsonObject &step,
                                                                        const JsonContext &where) const
{
    Q_UNUSED(step);
    return where.error(QStringLiteral("the mastery ruleset fights on region maps: its commands are the table's "
                                      "mastery.* steps (mastery.setup, mastery.startCombat, mastery.attack, ...)"));
}

} // namespace battlemat
