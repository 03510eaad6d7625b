#include "monsters/monsterfields.h"

#include "monsters/monsterpowerfields.h"
#include "orcus/monsterbuilder.h"

#include <QRegularExpression>

#include <functional>

namespace battlemat {

namespace {

constexpr std::array<Ability, 6> editedAbilities{Ability::Strength,     Ability::Constitution, Ability::Dexterity,
                                                 Ability::Intelligence, Ability::Wisdom,       Ability::Charisma};
constexpr std::array<Defense, 4> editedDefenses{Defense::AC, Defense::Fortitude, Defense::Reflex, Defense::Will};

QString abilityLabel(Ability ability)
{
    switch (ability) {
    case Ability::Strength:
        return QStringLiteral("Strength");
    case Ability::Constitution:
        return QStringLiteral("Constitution");
    case Ability::Dexterity:
        return QStringLiteral("Dexterity");
    case Ability::Intelligence:
        return QStringLiteral("Intelligence");
    case Ability::Wisdom:
        return QStringLiteral("Wisdom");
    case Ability::Charisma:
        return QStringLiteral("Charisma");
    }
    return {};
}

QString defenseLabel(Defense defense)
{
    return defense == Defense::AC ? QStringLiteral("Armor Class") : defenseName(defense);
}

QString abilityScoreText(const StatBlock &block, Ability ability)
{
    return QString::number(block.monster.details.scoresAbove30.value(ability, block.abilities.score(ability)));
}

// "fly 8 (hover), climb 4, phasing": the block's modes in the order a published block prints them.
QString movementText(const MonsterDetails &details)
{
    QStringList parts;
    for (auto it = details.movementModes.cbegin(); it != details.movementModes.cend(); ++it) {
        QString part = QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        if (it.key() == QLatin1String("fly") && details.hover)
            part += QStringLiteral(" (hover)");
        parts << part;
    }
    if (details.phasing)
        parts << QStringLiteral("phasing");
    return parts.join(QStringLiteral(", "));
}

QString amountsText(const QMap<DamageType, int> &amounts, int all)
{
    QStringList parts;
    if (all > 0)
        parts << QStringLiteral("all %1").arg(all);
    for (auto it = amounts.cbegin(); it != amounts.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(damageTypeName(it.key())).arg(it.value());
    return parts.join(QStringLiteral(", "));
}

QString immunitiesText(const StatBlock &block)
{
    QStringList parts;
    for (const DamageType type : block.damageAdjustments.immunities)
        parts << damageTypeName(type);
    parts.sort();
    parts += block.monster.details.immuneTo;
    return parts.join(QStringLiteral(", "));
}

using Refusal = std::optional<QString>;

Refusal wholeNumber(const QString &text, int min, int max, int *out)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max)
        return QStringLiteral("'%1' is not a whole number from %2 to %3").arg(text.trimmed()).arg(min).arg(max);
    *out = value;
    return std::nullopt;
}

QStringList listItems(const QString &text)
{
    QStringList items;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            items << part.trimmed();
    }
    return items;
}

Refusal setMovement(MonsterDetails &details, const QString &text)
{
    static const QStringList modes{QStringLiteral("fly"), QStringLiteral("climb"), QStringLiteral("swim"),
                                   QStringLiteral("burrow")};
    static const QRegularExpression mode(QStringLiteral("^([a-z]+)\\s+(\\d+)(\\s*\\(hover\\))?$"));
    MonsterDetails changed = details;
    changed.movementModes.clear();
    changed.hover = false;
    changed.phasing = false;
    for (const QString &item : listItems(text.toLower())) {
        if (item == QLatin1String("phasing")) {
            changed.phasing = true;
            continue;
        }
        const auto match = mode.match(item);
        if (!match.hasMatch() || !modes.contains(match.captured(1)))
            return QStringLiteral("'%1' is not a movement mode (fly 8, fly 6 (hover), climb 4, swim 6, burrow 2, "
                                  "phasing)")
                .arg(item);
        const int speed = match.captured(2).toInt();
        if (speed < 1 || speed > 30)
            return QStringLiteral("'%1': a speed from 1 to 30").arg(item);
        if (!match.captured(3).isEmpty() && match.captured(1) != QLatin1String("fly"))
            return QStringLiteral("'%1': only flying can hover").arg(item);
        changed.movementModes.insert(match.captured(1), speed);
        changed.hover = changed.hover || !match.captured(3).isEmpty();
    }
    details = changed;
    return std::nullopt;
}

// "fire 10, all 5": a damage type (or "all" when allowed) and an amount, each once.
Refusal setAmounts(const QString &text, bool allowAll, QMap<DamageType, int> *amounts, int *all)
{
    static const QRegularExpression item(QStringLiteral("^([a-z]+)\\s+(\\d+)$"));
    QMap<DamageType, int> read;
    int readAll = 0;
    for (const QString &part : listItems(text.toLower())) {
        const auto match = item.match(part);
        if (!match.hasMatch())
            return QStringLiteral("'%1' is not a damage type and an amount (fire 10)").arg(part);
        const int amount = match.captured(2).toInt();
        if (amount < 1 || amount > 100)
            return QStringLiteral("'%1': an amount from 1 to 100").arg(part);
        if (allowAll && match.captured(1) == QLatin1String("all")) {
            readAll = amount;
            continue;
        }
        const auto type = damageTypeFromName(match.captured(1));
        if (!type || *type == DamageType::Untyped)
            return QStringLiteral("'%1' is no damage type (%2)").arg(match.captured(1), damageTypeNameList());
        if (read.contains(*type))
            return QStringLiteral("'%1' is named twice").arg(match.captured(1));
        read.insert(*type, amount);
    }
    *amounts = read;
    if (all)
        *all = readAll;
    return std::nullopt;
}

// "poison, charm, sleep": damage types become damage immunities, anything else an effect the block is immune to.
Refusal setImmunities(StatBlock &block, const QString &text)
{
    QSet<DamageType> types;
    QStringList effects;
    for (const QString &part : listItems(text.toLower())) {
        const auto type = damageTypeFromName(part);
        if (type && *type != DamageType::Untyped)
            types.insert(*type);
        else if (part.contains(QRegularExpression(QStringLiteral("^[a-z][a-z -]*$"))))
            effects << part;
        else
            return QStringLiteral("'%1' is neither a damage type nor an effect's name").arg(part);
    }
    block.damageAdjustments.immunities = types;
    block.monster.details.immuneTo = effects;
    return std::nullopt;
}

Refusal setAbility(StatBlock &block, Ability ability, const QString &text)
{
    int score = 0;
    // Published blocks print scores past the table's 30 (Orcus has 33): kept beside the table's 30 as printed.
    if (auto refused = wholeNumber(text, 1, 99, &score))
        return refused;
    block.monster.details.scoresAbove30.remove(ability);
    if (score > 30)
        block.monster.details.scoresAbove30.insert(ability, score);
    if (Status set = block.abilities.setScore(ability, std::min(score, 30)); !set)
        return set.errorMessage();
    return std::nullopt;
}

// One general field: its label and how it reads a value; powers are handled by setPowerField.
struct GeneralField
{
    const char *key;
    const char *label;
    std::function<QString(const StatBlock &)> read;
    std::function<Refusal(StatBlock &, const QString &)> write;
};

std::function<Refusal(StatBlock &, const QString &)> number(int min, int max, std::function<int &(StatBlock &)> at)
{
    return [=](StatBlock &block, const QString &text) -> Refusal {
        int value = 0;
        if (auto refused = wholeNumber(text, min, max, &value))
            return refused;
        at(block) = value;
        return std::nullopt;
    };
}

const QList<GeneralField> &generalFields()
{
    static const QList<GeneralField> fields = [] {
        QList<GeneralField> list{
            {"name", "Name", [](const StatBlock &b) { return b.name; },
             [](StatBlock &b, const QString &text) -> Refusal {
                 if (text.trimmed().isEmpty())
                     return QStringLiteral("a monster needs a name");
                 b.name = text.trimmed();
                 return std::nullopt;
             }},
            {"level", "Level", [](const StatBlock &b) { return QString::number(b.level); },
             number(minCreatureLevel, maxMonsterLevel, [](StatBlock &b) -> int & { return b.level; })},
            {"role", "Role", [](const StatBlock &b) { return monsterRoleName(b.monster.role); },
             [](StatBlock &b, const QString &text) -> Refusal {
                 const auto role = monsterRoleFromName(text.trimmed().toLower());
                 if (!role)
                     return QStringLiteral("'%1' is no role (archer, blocker, skulker, spoiler, striker, wrecker)")
                         .arg(text.trimmed());
                 b.monster.role = *role;
                 return std::nullopt;
             }},
            {"leader", "Leader",
             [](const StatBlock &b) { return b.monster.leader ? QStringLiteral("yes") : QStringLiteral("no"); },
             [](StatBlock &b, const QString &text) -> Refusal {
                 const QString lower = text.trimmed().toLower();
                 if (lower != QLatin1String("yes") && lower != QLatin1String("no"))
                     return QStringLiteral("'%1' is neither yes nor no").arg(text.trimmed());
                 b.monster.leader = lower == QLatin1String("yes");
                 return std::nullopt;
             }},
            {"rank", "Rank", [](const StatBlock &b) { return monsterRankName(b.monster.rank); },
             [](StatBlock &b, const QString &text) -> Refusal {
                 const auto rank = monsterRankFromName(text.trimmed().toLower());
                 if (!rank)
                     return QStringLiteral("'%1' is no rank (mook, standard, elite, boss)").arg(text.trimmed());
                 b.monster.rank = *rank;
                 return std::nullopt;
             }},
            {"xp", "XP", [](const StatBlock &b) { return QString::number(b.monster.xp); },
             number(0, 10000000, [](StatBlock &b) -> int & { return b.monster.xp; })},
            {"hp", "Hit points", [](const StatBlock &b) { return QString::number(b.monster.maxHitPoints); },
             number(1, 100000, [](StatBlock &b) -> int & { return b.monster.maxHitPoints; })},
            {"initiative", "Initiative", [](const StatBlock &b) { return QString::number(b.monster.initiative); },
             number(-10, 99, [](StatBlock &b) -> int & { return b.monster.initiative; })},
            {"speed", "Speed", [](const StatBlock &b) { return QString::number(b.monster.speed); },
             number(0, 30, [](StatBlock &b) -> int & { return b.monster.speed; })},
            {"movement", "Movement modes", [](const StatBlock &b) { return movementText(b.monster.details); },
             [](StatBlock &b, const QString &text) { return setMovement(b.monster.details, text); }},
        };
        for (const Defense defense : editedDefenses) {
            list.append({nullptr, nullptr,
                         [defense](const StatBlock &b) { return QString::number(b.monster.defenses.value(defense)); },
                         [defense](StatBlock &b, const QString &text) -> Refusal {
                             int value = 0;
                             if (auto refused = wholeNumber(text, 1, 99, &value))
                                 return refused;
                             b.monster.defenses.set(defense, value);
                             return std::nullopt;
                         }});
        }
        for (const Ability ability : editedAbilities) {
            list.append({nullptr, nullptr, [ability](const StatBlock &b) { return abilityScoreText(b, ability); },
                         [ability](StatBlock &b, const QString &text) { return setAbility(b, ability, text); }});
        }
        list.append(
            {{"attackVsAc", "Attack vs AC", [](const StatBlock &b) { return QString::number(b.monster.attackVsAc); },
              number(-10, 99, [](StatBlock &b) -> int & { return b.monster.attackVsAc; })},
             {"attackVsOther", "Attack vs other defenses",
              [](const StatBlock &b) { return QString::number(b.monster.attackVsOther); },
              number(-10, 99, [](StatBlock &b) -> int & { return b.monster.attackVsOther; })},
             {"resist", "Resistances",
              [](const StatBlock &b) {
                  return amountsText(b.damageAdjustments.resistances, b.monster.details.resistAll);
              },
              [](StatBlock &b, const QString &text) {
                  return setAmounts(text, true, &b.damageAdjustments.resistances, &b.monster.details.resistAll);
              }},
             {"vulnerable", "Vulnerabilities",
              [](const StatBlock &b) { return amountsText(b.damageAdjustments.weaknesses, 0); },
              [](StatBlock &b, const QString &text) {
                  return setAmounts(text, false, &b.damageAdjustments.weaknesses, nullptr);
              }},
             {"immune", "Immunities", [](const StatBlock &b) { return immunitiesText(b); },
              [](StatBlock &b, const QString &text) { return setImmunities(b, text); }},
             {"actionPoints", "Action points",
              [](const StatBlock &b) { return QString::number(b.monster.details.actionPoints); },
              number(0, 5, [](StatBlock &b) -> int & { return b.monster.details.actionPoints; })},
             {"saves", "Saving throw bonus",
              [](const StatBlock &b) { return QString::number(b.monster.details.savingThrowBonus); },
              number(0, 10, [](StatBlock &b) -> int & { return b.monster.details.savingThrowBonus; })}});
        return list;
    }();
    return fields;
}

// The key and label of general field i (the defenses and abilities are named from the engine's names).
QPair<QString, QString> keyAndLabel(qsizetype i)
{
    const GeneralField &field = generalFields().at(i);
    if (field.key)
        return {QString::fromLatin1(field.key), QString::fromLatin1(field.label)};
    qsizetype index = i;
    for (qsizetype j = 0; j < i; ++j) {
        if (generalFields().at(j).key)
            --index;
    }
    if (index < qsizetype(editedDefenses.size()))
        return {defenseKey(editedDefenses.at(index)), defenseLabel(editedDefenses.at(index))};
    const Ability ability = editedAbilities.at(index - editedDefenses.size());
    return {abilityKey(ability), abilityLabel(ability)};
}

QString powerFieldLabel(int index, const QString &field)
{
    static const QHash<QString, QString> labels{{QStringLiteral("name"), QStringLiteral("name")},
                                                {QStringLiteral("action"), QStringLiteral("action")},
                                                {QStringLiteral("attack"), QStringLiteral("attack")},
                                                {QStringLiteral("damage"), QStringLiteral("damage")},
                                                {QStringLiteral("range"), QStringLiteral("range or area")},
                                                {QStringLiteral("recharge"), QStringLiteral("recharge")}};
    return QStringLiteral("Power %1 %2").arg(index + 1).arg(labels.value(field, field));
}

} // namespace

QStringList MonsterFields::powerFieldNames()
{
    return {QStringLiteral("name"),   QStringLiteral("action"), QStringLiteral("attack"),
            QStringLiteral("damage"), QStringLiteral("range"),  QStringLiteral("recharge")};
}

QList<MonsterField> MonsterFields::of(const StatBlock &block)
{
    QList<MonsterField> fields;
    for (qsizetype i = 0; i < generalFields().size(); ++i) {
        const auto [key, label] = keyAndLabel(i);
        fields.append({key, label, generalFields().at(i).read(block)});
    }
    for (qsizetype p = 0; p < block.powers.size(); ++p) {
        const Power &power = block.powers.at(p);
        const QStringList values{power.name,
                                 powerActionName(power.action),
                                 MonsterPowerFields::attackText(power),
                                 power.hit.damage ? power.hit.damage->expression : QString(),
                                 MonsterPowerFields::rangeText(power),
                                 power.recharge.toString()};
        const QStringList names = powerFieldNames();
        for (qsizetype f = 0; f < names.size(); ++f)
            fields.append({QStringLiteral("power.%1.%2").arg(p).arg(names.at(f)), powerFieldLabel(int(p), names.at(f)),
                           values.at(f)});
    }
    return fields;
}

Result<StatBlock> MonsterFields::apply(const StatBlock &block, const QList<QPair<QString, QString>> &edits,
                                       MonsterFieldError *error)
{
    StatBlock changed = block;
    auto refuse = [&](const QString &key, const QString &label, const QString &reason) -> Result<StatBlock> {
        const MonsterFieldError refusal{key, label, reason};
        if (error)
            *error = refusal;
        return Error{refusal.message()};
    };
    if (!block.isMonster())
        return refuse(QStringLiteral("kind"), QStringLiteral("Kind"),
                      QStringLiteral("only a monster's block is "
                                     "edited here"));
    for (const auto &[key, value] : edits) {
        static const QRegularExpression powerKey(QStringLiteral("^power\\.(\\d+)\\.([a-z]+)$"));
        if (const auto match = powerKey.match(key); match.hasMatch()) {
            const int index = match.captured(1).toInt();
            if (index < 0 || index >= changed.powers.size())
                return refuse(key, key,
                              QStringLiteral("the monster has %1 powers, numbered from 0").arg(changed.powers.size()));
            if (!powerFieldNames().contains(match.captured(2)))
                return refuse(key, key,
                              QStringLiteral("no such field of a power (%1)").arg(powerFieldNames().join(", ")));
            if (auto refused = MonsterPowerFields::set(changed.powers[index], match.captured(2), value))
                return refuse(key, powerFieldLabel(index, match.captured(2)), *refused);
            continue;
        }
        bool known = false;
        for (qsizetype i = 0; i < generalFields().size(); ++i) {
            const auto [fieldKey, label] = keyAndLabel(i);
            if (fieldKey != key)
                continue;
            known = true;
            if (auto refused = generalFields().at(i).write(changed, value))
                return refuse(key, label, *refused);
        }
        if (!known) {
            QStringList keys;
            for (qsizetype i = 0; i < generalFields().size(); ++i)
                keys << keyAndLabel(i).first;
            return refuse(
                key, key,
                QStringLiteral("no such field (%1, or power.N.%2)").arg(keys.join(", "), powerFieldNames().join("|")));
        }
    }
    // The published rule the tables keep: "Mooks only ever have 1 HP."
    if (changed.monster.rank == MonsterRank::Mook && changed.monster.maxHitPoints != 1)
        return refuse(QStringLiteral("hp"), QStringLiteral("Hit points"),
                      QStringLiteral("a mook has 1 hit point (\"Mooks only ever have 1 HP\")"));
    return changed;
}

Result<StatBlock> MonsterFields::tableNumbers(const StatBlock &block, const MonsterTables &tables, QStringList *changes)
{
    MonsterRequest request;
    request.level = block.level;
    request.role = block.monster.role;
    request.rank = block.monster.rank;
    request.leader = block.monster.leader;
    request.abilities = block.abilities;
    auto built = MonsterBuilder(tables).build(request);
    if (!built)
        return Error{QStringLiteral("Level: %1").arg(built.errorMessage())};
    StatBlock changed = block;
    const MonsterSheet &table = built->monster;
    MonsterSheet &sheet = changed.monster;
    auto note = [&](const QString &what, const QString &before, const QString &after) {
        if (changes && before != after)
            changes->append(QStringLiteral("%1 %2 -> %3").arg(what, before, after));
    };
    for (const Defense defense : editedDefenses) {
        note(defenseLabel(defense), QString::number(sheet.defenses.value(defense)),
             QString::number(table.defenses.value(defense)));
    }
    note(QStringLiteral("hit points"), QString::number(sheet.maxHitPoints), QString::number(table.maxHitPoints));
    note(QStringLiteral("attack vs AC"), QString::number(sheet.attackVsAc), QString::number(table.attackVsAc));
    note(QStringLiteral("attack vs other defenses"), QString::number(sheet.attackVsOther),
         QString::number(table.attackVsOther));
    note(QStringLiteral("initiative"), QString::number(sheet.initiative), QString::number(table.initiative));
    note(QStringLiteral("XP"), QString::number(sheet.xp), QString::number(table.xp));
    sheet.defenses = table.defenses;
    sheet.maxHitPoints = table.maxHitPoints;
    sheet.attackVsAc = table.attackVsAc;
    sheet.attackVsOther = table.attackVsOther;
    sheet.initiative = table.initiative;
    sheet.xp = table.xp;
    sheet.atWillSingle = table.atWillSingle;
    sheet.atWillMulti = table.atWillMulti;
    sheet.surgeSingle = table.surgeSingle;
    sheet.surgeMulti = table.surgeMulti;
    sheet.details.printedStaggered = 0; // the tables' staggered value is half the hit points
    return changed;
}

} // namespace battlemat
