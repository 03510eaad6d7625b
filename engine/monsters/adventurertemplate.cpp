#include "monsters/adventurertemplate.h"

#include "monsters/monstertemplateparser.h"
#include "monsters/powertextparser.h"
#include "sheet/herocharacter.h"
#include "sheet/skill.h"

#include <QSet>

namespace battlemat {

namespace {

QString plural(int n, const QString &kind)
{
    return n == 1 ? QStringLiteral("one %1 power").arg(kind) : QStringLiteral("%1 %2 powers").arg(n).arg(kind);
}

// A typed power: its usage and text read by the stat blocks' power parser; what it cannot read stays text.
Power typedPower(const AdventurerPower &chosen)
{
    PowerTextParser::Header header;
    header.name = chosen.name;
    header.usage = chosen.usage.isEmpty() ? QStringLiteral("standard, %1").arg(chosen.kind) : chosen.usage;
    QStringList kept;
    QString problem;
    if (auto power = PowerTextParser::parse(header, chosen.text, &kept, &problem))
        return *power;
    Power power;
    power.name = chosen.name;
    power.origin = Power::Origin::Self;
    power.description = chosen.text;
    power.effect.text = chosen.text;
    return power;
}

// A hero's power on a monster: a monster's attacks take its sheet's bonus ("Creating new monsters": the tables give
// the attack bonus vs AC and vs the other defenses), not the hero's ability and half level.
Power sheetPower(const AdventurerPower &chosen, const MonsterSheet &sheet)
{
    Power power = *chosen.fromSheet;
    power.name = chosen.name;
    if (power.attack) {
        power.attack->ability.reset();
        power.attack->bonus = power.attack->defense == Defense::AC ? sheet.attackVsAc : sheet.attackVsOther;
    }
    if (power.description.isEmpty())
        power.description = chosen.text;
    return power;
}

} // namespace

const MonsterTemplateRecord *AdventurerTemplate::bundledRecord()
{
    for (const MonsterTemplateRecord &record : MonsterTemplate::bundled()) {
        if (record.needsClass)
            return &record;
    }
    return nullptr;
}

Status AdventurerTemplate::check(const MonsterTemplateRecord &record, const AdventurerClass &chosen, int level)
{
    const QString rule = QStringLiteral("%1 template").arg(record.name);
    if (!record.needsClass)
        return Error{QStringLiteral("the %1 template takes no class").arg(record.name)};
    if (chosen.name.trimmed().isEmpty())
        return Error{
            QStringLiteral("%1: name the class (the Basic Rules have none: the game master supplies it)").arg(rule)};
    for (auto it = chosen.defenseBonuses.cbegin(); it != chosen.defenseBonuses.cend(); ++it) {
        if (*it < 0 || *it > maxDefenseBonus)
            return Error{QStringLiteral("%1, Defenses \"as per the class\": the %2 bonus %3 is outside 0 to %4")
                             .arg(rule, defenseName(it.key()))
                             .arg(*it)
                             .arg(maxDefenseBonus)};
    }
    // "Trained Skills: Choose two from the class skills."
    QSet<Skill> skills;
    for (const QString &name : chosen.trainedSkills) {
        const auto skill = skillFromName(name.trimmed());
        if (!skill)
            return Error{QStringLiteral("%1, Trained Skills: '%2' is not an Orcus skill").arg(rule, name)};
        if (skills.contains(*skill))
            return Error{QStringLiteral("%1, Trained Skills: %2 is chosen twice").arg(rule, skillName(*skill))};
        skills.insert(*skill);
    }
    if (skills.size() != record.trainedSkills)
        return Error{QStringLiteral("%1, Trained Skills: choose %2 from the class skills (%3 chosen)")
                         .arg(rule)
                         .arg(record.trainedSkills)
                         .arg(skills.size())};
    // "Powers: Choose from those powers available to the class, of the creature's level or lower."
    QMap<QString, int> counts;
    QSet<QString> frequencyAndLevel;
    for (const AdventurerPower &power : chosen.powers) {
        if (power.name.trimmed().isEmpty())
            return Error{QStringLiteral("%1, Powers: a power has no name").arg(rule)};
        bool known = false;
        for (const PowerQuota &quota : record.powerQuotas)
            known = known || quota.kind == power.kind;
        if (!known)
            return Error{QStringLiteral("%1, Powers: '%2' is of kind '%3'; the template lists at-will, encounter, "
                                        "daily and utility powers")
                             .arg(rule, power.name, power.kind)};
        if (power.level < 1 || power.level > level)
            return Error{QStringLiteral("%1, Powers: %2 is a level %3 power; choose powers of the creature's level "
                                        "(%4) or lower")
                             .arg(rule, power.name)
                             .arg(power.level)
                             .arg(level)};
        if (power.text.trimmed().isEmpty() && !power.fromSheet)
            return Error{QStringLiteral("%1, Powers: %2 has no text").arg(rule, power.name)};
        // "Do not choose two powers of the same frequency and level."
        const QString key = QStringLiteral("%1/%2").arg(power.kind).arg(power.level);
        if (frequencyAndLevel.contains(key))
            return Error{QStringLiteral("%1, Powers: do not choose two powers of the same frequency and level (two "
                                        "level %2 %3 powers)")
                             .arg(rule)
                             .arg(power.level)
                             .arg(power.kind)};
        frequencyAndLevel.insert(key);
        counts[power.kind] += 1;
    }
    for (const PowerQuota &quota : record.powerQuotas) {
        const int wanted = quota.count.at(level);
        if (counts.value(quota.kind) != wanted)
            return Error{QStringLiteral("%1, Powers: a level %2 creature takes %3 (%4 chosen)")
                             .arg(rule)
                             .arg(level)
                             .arg(plural(wanted, quota.kind))
                             .arg(counts.value(quota.kind))};
    }
    return success();
}

Result<AdjustedMonster> AdventurerTemplate::apply(const StatBlock &source, const MonsterTemplateRecord &record,
                                                  const AdventurerClass &chosen)
{
    if (!source.isMonster())
        return Error{QStringLiteral("%1 is not a monster: templates apply to monsters").arg(source.name)};
    if (auto checked = check(record, chosen, source.level); !checked)
        return checked.error();
    // "As with other templates, the move from standard to elite also doubles a creature's HP, gives them a saving
    // throw bonus and an additional action point."
    auto stepped = MonsterTemplate::applyRecord(source, record);
    if (!stepped)
        return stepped.error();
    AdjustedMonster adjusted = std::move(stepped).value();
    StatBlock &block = adjusted.block;
    for (auto it = chosen.defenseBonuses.cbegin(); it != chosen.defenseBonuses.cend(); ++it) {
        if (*it == 0)
            continue;
        const int before = block.monster.defenses.value(it.key());
        block.monster.defenses.set(it.key(), before + *it);
        adjusted.changes << QStringLiteral("%1 %2 -> %3").arg(defenseName(it.key())).arg(before).arg(before + *it);
    }
    for (const QString &name : chosen.trainedSkills) {
        const Skill skill = *skillFromName(name.trimmed());
        // A trained skill: half the level, the ability modifier and the training bonus ("Abilities and skills").
        const int bonus = block.level / 2 + block.abilities.modifier(skillAbility(skill)) + defaultTrainingBonus;
        const int printed = block.monster.details.skills.value(skillName(skill), bonus);
        block.monster.details.skills.insert(skillName(skill), std::max(printed, bonus));
        adjusted.changes << QStringLiteral("trained %1 %2")
                                .arg(skillName(skill), QString::asprintf("%+d", std::max(printed, bonus)));
    }
    if (!chosen.features.trimmed().isEmpty()) {
        block.monster.details.traits.append(
            {QStringLiteral("%1 class features").arg(chosen.name.trimmed()), chosen.features.trimmed()});
        adjusted.changes << QStringLiteral("trait %1 class features (the table's)").arg(chosen.name.trimmed());
    }
    for (const AdventurerPower &power : chosen.powers) {
        block.powers.append(power.fromSheet ? sheetPower(power, block.monster) : typedPower(power));
        adjusted.changes << QStringLiteral("power %1 (level %2 %3)").arg(power.name).arg(power.level).arg(power.kind);
    }
    const QString slug = chosen.name.trimmed().toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    block.id = QStringLiteral("%1-%2").arg(source.id, slug);
    block.name = QStringLiteral("%1 (%2)").arg(source.name, chosen.name.trimmed().toLower());
    return adjusted;
}

} // namespace battlemat
