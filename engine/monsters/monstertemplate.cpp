#include "monsters/monstertemplate.h"

#include "monsters/monsterlibrary.h"
#include "monsters/monstertemplateparser.h"
#include "monsters/powertextparser.h"

#include <QtMath>

#include <algorithm>

namespace battlemat {

namespace {

// "Standard Bonuses": one step up, standard to elite or elite to boss.
Status stepUp(StatBlock &block, QStringList &changes)
{
    MonsterSheet &sheet = block.monster;
    MonsterDetails &details = sheet.details;
    const int hp = sheet.maxHitPoints, xp = sheet.xp, save = details.savingThrowBonus;
    const int points = details.actionPoints > 0 ? details.actionPoints : (sheet.rank == MonsterRank::Elite ? 1 : 0);
    switch (sheet.rank) {
    case MonsterRank::Standard:
        sheet.rank = MonsterRank::Elite;
        sheet.maxHitPoints = hp * 2;
        details.savingThrowBonus = save + 2;
        details.actionPoints = 1;
        sheet.xp = xp * 2;
        changes << QStringLiteral("rank standard -> elite");
        break;
    case MonsterRank::Elite:
        sheet.rank = MonsterRank::Boss;
        sheet.maxHitPoints = hp * 2;
        // "+5 bonus on saving throws total (doesn't stack)": the elite's +2 becomes +5, never less than +5.
        details.savingThrowBonus = std::max(save + 3, 5);
        details.actionPoints = points + 1;
        sheet.xp = qRound(xp * 2.5);
        changes << QStringLiteral("rank elite -> boss");
        break;
    case MonsterRank::Mook:
        return Error{QStringLiteral("%1 is a mook: the rules template standard and elite monsters (re-create it as a "
                                    "standard monster first)")
                         .arg(block.name)};
    case MonsterRank::Boss:
        return Error{QStringLiteral("%1 is already a boss: no template raises it further").arg(block.name)};
    }
    details.printedStaggered = 0; // staggered is half the new hit points
    changes << QStringLiteral("hit points %1 -> %2").arg(hp).arg(sheet.maxHitPoints)
            << QStringLiteral("saving throws %1 -> %2")
                   .arg(QString::asprintf("%+d", save), QString::asprintf("%+d", details.savingThrowBonus))
            << QStringLiteral("action points %1 -> %2").arg(points).arg(details.actionPoints)
            << QStringLiteral("XP %1 -> %2").arg(xp).arg(sheet.xp);
    return success();
}

} // namespace

Power MonsterTemplate::power(const TemplateItem &item, int level)
{
    const QString text = MonsterTemplateParser::atLevel(item.text, level);
    PowerTextParser::Header header;
    PowerTextParser::readHeader(item.header, &header);
    QStringList kept;
    QString problem;
    if (auto power = PowerTextParser::parse(header, text, &kept, &problem))
        return *power;
    Power power;
    power.name = item.name;
    power.origin = Power::Origin::Self;
    power.description = text;
    power.effect.text = text;
    return power;
}

namespace {

void addSense(StatBlock &block, const QString &sense)
{
    if (!block.senses.contains(sense, Qt::CaseInsensitive))
        block.senses.append(sense);
}

// What the record gives, at the block's level (the "Level 11" and "Level 21" steps).
void addRecord(StatBlock &block, const MonsterTemplateRecord &record, QStringList &changes)
{
    MonsterDetails &details = block.monster.details;
    const int level = block.level;
    for (auto it = record.speedModes.cbegin(); it != record.speedModes.cend(); ++it) {
        details.movementModes.insert(it.key(), std::max(details.movementModes.value(it.key()), *it));
        changes << QStringLiteral("%1 %2%3").arg(it.key()).arg(*it).arg(record.hover ? QStringLiteral(" (hover)")
                                                                                     : QString());
    }
    details.hover = details.hover || record.hover;
    for (auto it = record.defenseBonuses.cbegin(); it != record.defenseBonuses.cend(); ++it) {
        const int before = block.monster.defenses.value(it.key());
        block.monster.defenses.set(it.key(), before + *it);
        changes << QStringLiteral("%1 %2 -> %3").arg(defenseName(it.key())).arg(before).arg(before + *it);
    }
    for (const QString &sense : record.senses)
        addSense(block, sense);
    if (!record.senses.isEmpty())
        changes << QStringLiteral("senses %1").arg(record.senses.join(QStringLiteral(", ")));
    for (auto it = record.resistances.cbegin(); it != record.resistances.cend(); ++it) {
        const int value = it->at(level);
        block.damageAdjustments.resistances[it.key()] =
            std::max(block.damageAdjustments.resistances.value(it.key()), value);
        changes << QStringLiteral("resist %1 %2").arg(damageTypeName(it.key())).arg(value);
    }
    for (auto it = record.vulnerabilities.cbegin(); it != record.vulnerabilities.cend(); ++it) {
        const int value = it->at(level);
        block.damageAdjustments.weaknesses[it.key()] =
            std::max(block.damageAdjustments.weaknesses.value(it.key()), value);
        changes << QStringLiteral("vulnerable %1 %2").arg(damageTypeName(it.key())).arg(value);
    }
    for (DamageType type : record.immunities) {
        block.damageAdjustments.immunities.insert(type);
        changes << QStringLiteral("immune %1").arg(damageTypeName(type));
    }
    for (const QString &effect : record.immuneTo) {
        if (!details.immuneTo.contains(effect))
            details.immuneTo.append(effect);
    }
    if (record.incorporeal) {
        details.incorporeal = true;
        changes << QStringLiteral("incorporeal");
    }
    for (Aura aura : record.auras) {
        aura.text = MonsterTemplateParser::atLevel(aura.text, level);
        details.auras.append(aura);
        changes << QStringLiteral("aura %1 %2%3")
                       .arg(aura.name)
                       .arg(aura.radius)
                       .arg(aura.automated ? QString() : QStringLiteral(" (the table's)"));
    }
    for (const TemplateItem &item : record.items) {
        const QString text = MonsterTemplateParser::atLevel(item.text, level);
        if (item.power) {
            block.powers.append(MonsterTemplate::power(item, level));
            changes << QStringLiteral("power %1").arg(item.name);
        } else {
            details.traits.append({item.name, text});
            changes << QStringLiteral("trait %1 (the table's)").arg(item.name);
        }
    }
}

// "From Standard to Boss (two templates applied)": x4 HP, +5 saves, 2 action points, x5 XP.
void standardToBoss(StatBlock &block, QStringList &changes)
{
    const int hp = block.monster.maxHitPoints, xp = block.monster.xp;
    const int save = block.monster.details.savingThrowBonus;
    block.monster.rank = MonsterRank::Boss;
    block.monster.maxHitPoints = hp * 4;
    block.monster.details.savingThrowBonus = save + 5;
    block.monster.details.actionPoints = 2;
    block.monster.xp = xp * 5;
    block.monster.details.printedStaggered = 0;
    changes << QStringLiteral("rank standard -> boss")
            << QStringLiteral("hit points %1 -> %2").arg(hp).arg(block.monster.maxHitPoints)
            << QStringLiteral("saving throws %1 -> %2")
                   .arg(QString::asprintf("%+d", save),
                        QString::asprintf("%+d", block.monster.details.savingThrowBonus))
            << QStringLiteral("action points 0 -> 2") << QStringLiteral("XP %1 -> %2").arg(xp).arg(block.monster.xp);
}

const MonsterTemplateRecord *find(const QList<MonsterTemplateRecord> &templates, const QString &key)
{
    for (const MonsterTemplateRecord &record : templates) {
        if (record.id == key)
            return &record;
    }
    return nullptr;
}

} // namespace

QStringList MonsterTemplate::names()
{
    return names(bundled());
}

QStringList MonsterTemplate::names(const QList<MonsterTemplateRecord> &templates)
{
    QStringList result{QStringLiteral("elite"), QStringLiteral("boss")};
    for (const MonsterTemplateRecord &record : templates) {
        if (!record.needsClass)
            result.append(record.id);
    }
    return result;
}

const QList<MonsterTemplateRecord> &MonsterTemplate::bundled()
{
    static const QList<MonsterTemplateRecord> none;
    const auto &library = MonsterLibrary::bundled();
    return library ? library->templates : none;
}

Result<QList<MonsterTemplateRecord>> MonsterTemplate::available(const QMap<QString, QJsonObject> &campaign)
{
    QList<MonsterTemplateRecord> result;
    for (auto it = campaign.cbegin(); it != campaign.cend(); ++it) {
        auto record = templateFromJson(*it, JsonContext(QStringLiteral("template"), it.key()));
        if (!record)
            return record.error();
        result.append(std::move(record).value());
    }
    std::sort(result.begin(), result.end(),
              [](const MonsterTemplateRecord &a, const MonsterTemplateRecord &b) { return a.line < b.line; });
    // A campaign that has not imported the file keeps the templates Battlemat ships.
    for (const MonsterTemplateRecord &record : bundled()) {
        if (!campaign.contains(record.id))
            result.append(record);
    }
    return result;
}

Result<AdjustedMonster> MonsterTemplate::applyRecord(const StatBlock &source, const MonsterTemplateRecord &record)
{
    if (!source.isMonster())
        return Error{QStringLiteral("%1 is not a monster: templates apply to monsters").arg(source.name)};
    AdjustedMonster adjusted{source, {}};
    if (record.eliteStep) {
        if (const Status stepped = stepUp(adjusted.block, adjusted.changes); !stepped)
            return stepped.error();
    }
    addRecord(adjusted.block, record, adjusted.changes);
    return adjusted;
}

Result<AdjustedMonster> MonsterTemplate::apply(const StatBlock &block, const QString &name)
{
    return apply(block, name, bundled());
}

Result<AdjustedMonster> MonsterTemplate::apply(const StatBlock &source, const QString &name,
                                               const QList<MonsterTemplateRecord> &templates)
{
    if (!source.isMonster())
        return Error{QStringLiteral("%1 is not a monster: templates apply to monsters").arg(source.name)};
    const QString key = name.trimmed().toLower();
    const MonsterTemplateRecord *record = find(templates, key);
    if (record && record->needsClass)
        return Error{QStringLiteral("the %1 template needs a class chosen by the game master (its defenses, two "
                                    "trained skills and powers): use --class and its options, or the library's "
                                    "Adventurer... dialog")
                         .arg(record->name)};
    const QStringList known = names(templates);
    if (!known.contains(key))
        return Error{QStringLiteral("unknown template '%1' (expected %2)").arg(name, known.join(QStringLiteral(", ")))};
    AdjustedMonster adjusted{source, {}};
    StatBlock &block = adjusted.block;
    if (key == QLatin1String("boss") && block.monster.rank == MonsterRank::Standard) {
        standardToBoss(block, adjusted.changes);
    } else if (record) {
        auto applied = applyRecord(source, *record);
        if (!applied)
            return applied.error();
        adjusted = std::move(applied).value();
    } else if (const Status stepped = stepUp(block, adjusted.changes); !stepped) {
        return stepped.error();
    }
    adjusted.block.id = source.id + QLatin1Char('-') + key;
    adjusted.block.name = QStringLiteral("%1 (%2)").arg(source.name, record ? record->name.toLower() : key);
    return adjusted;
}

} // namespace battlemat
