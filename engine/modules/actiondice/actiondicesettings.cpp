#include "actiondicesettings.h"

#include <QJsonArray>

namespace battlemat {

Result<ActionDicePoolSize> ActionDiceSettings::poolFor(int level, int bonusLevels) const
{
    if (level < 1)
        return Error{QStringLiteral("level %1: a hero's level is 1 or more").arg(level)};
    if (bonusLevels < 0)
        return Error{QStringLiteral("%1 bonus levels for action dice: give 0 or more").arg(bonusLevels)};
    const int effective = level + bonusLevels;
    ActionDicePoolSize size;
    // Rows rise by fromLevel (fromJson checks it); the last row reached counts, and levels past the table keep
    // the last row (Action Dice Basics: "6*" read as 6 and up, ../shared/rules/README.md "Known unknowns").
    for (const ActionDiceTier &tier : table) {
        if (tier.fromLevel <= effective)
            size = {tier.dice, tier.sides};
    }
    if (size.sides == 0)
        return Error{QStringLiteral("the action dice table has no row for level %1").arg(effective)};
    return size;
}

QJsonObject ActionDiceSettings::toJson() const
{
    QJsonArray rows;
    for (const ActionDiceTier &tier : table) {
        rows.append(QJsonObject{{QStringLiteral("fromLevel"), tier.fromLevel},
                                {QStringLiteral("dice"), tier.dice},
                                {QStringLiteral("sides"), tier.sides}});
    }
    return {{QStringLiteral("table"), rows},
            {QStringLiteral("carryOver"), carryOver},
            {QStringLiteral("xpPerAwardedDie"), xpPerAwardedDie},
            {QStringLiteral("heroTokensPerNight"), heroTokensPerNight},
            {QStringLiteral("actionDicePerToken"), actionDicePerToken},
            {QStringLiteral("xpPerEarnedToken"), xpPerEarnedToken},
            {QStringLiteral("threatMinimum"), threatMinimum},
            {QStringLiteral("healInEncounterWhenUnthreatened"), healInEncounterWhenUnthreatened},
            {QStringLiteral("extraAttackNeedsAttack"), extraAttackNeedsAttack}};
}

Result<ActionDiceSettings> ActionDiceSettings::fromJson(const QJsonObject &object, const JsonContext &context)
{
    ActionDiceSettings settings;
    if (object.contains(QStringLiteral("table"))) {
        auto rows = context.requireArray(object, QStringLiteral("table"));
        if (!rows)
            return rows.error();
        const JsonContext tableContext = context.child(QStringLiteral("table"));
        if (rows->isEmpty())
            return tableContext.error(QStringLiteral("needs at least the row for level 1"));
        settings.table.clear();
        for (qsizetype i = 0; i < rows->size(); ++i) {
            const JsonContext rowContext = tableContext.at(i);
            if (!rows->at(i).isObject())
                return rowContext.error(QStringLiteral("expected an object with fromLevel, dice and sides"));
            const QJsonObject row = rows->at(i).toObject();
            auto from = rowContext.requireInt(row, QStringLiteral("fromLevel"), 1, 100);
            if (!from)
                return from.error();
            auto dice = rowContext.requireInt(row, QStringLiteral("dice"), 0, 20);
            if (!dice)
                return dice.error();
            auto sides = rowContext.requireInt(row, QStringLiteral("sides"), 2, 100);
            if (!sides)
                return sides.error();
            if (i == 0 && *from != 1)
                return rowContext.error(QStringLiteral("the first row must start at level 1, not %1").arg(*from));
            if (i > 0 && *from <= settings.table.constLast().fromLevel) {
                return rowContext.error(QStringLiteral("level %1 must be above the previous row's %2")
                                            .arg(*from)
                                            .arg(settings.table.constLast().fromLevel));
            }
            settings.table.append({*from, *dice, *sides});
        }
    }
    struct IntField
    {
        const char *key;
        int *target;
        int min;
        int max;
    };
    const IntField ints[] = {{"xpPerAwardedDie", &settings.xpPerAwardedDie, 0, 100000},
                             {"heroTokensPerNight", &settings.heroTokensPerNight, 0, 100},
                             {"actionDicePerToken", &settings.actionDicePerToken, 1, 20},
                             {"xpPerEarnedToken", &settings.xpPerEarnedToken, 0, 100000},
                             {"threatMinimum", &settings.threatMinimum, 2, 20}};
    for (const IntField &field : ints) {
        auto value = context.optionalInt(object, QLatin1String(field.key), *field.target, field.min, field.max);
        if (!value)
            return value.error();
        *field.target = *value;
    }
    struct BoolField
    {
        const char *key;
        bool *target;
    };
    const BoolField bools[] = {{"carryOver", &settings.carryOver},
                               {"healInEncounterWhenUnthreatened", &settings.healInEncounterWhenUnthreatened},
                               {"extraAttackNeedsAttack", &settings.extraAttackNeedsAttack}};
    for (const BoolField &field : bools) {
        auto value = context.optionalBool(object, QLatin1String(field.key), *field.target);
        if (!value)
            return value.error();
        *field.target = *value;
    }
    return settings;
}

} // namespace battlemat
