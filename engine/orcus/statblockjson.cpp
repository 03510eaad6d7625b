#include "orcus/statblockjson.h"

#include "grid/portrait.h"

#include "orcus/monsterdetailsjson.h"
#include "orcus/powerjson.h"

#include <QJsonArray>

namespace battlemat {

namespace {

Status checkKeys(const QJsonObject &object, const JsonContext &context, const QStringList &allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!allowed.contains(it.key()))
            return context.child(it.key()).error(
                QStringLiteral("unknown field (expected one of %1)").arg(allowed.join(QStringLiteral(", "))));
    }
    return success();
}

Result<QStringList> stringList(const QJsonObject &object, const QString &key, const JsonContext &context)
{
    auto array = context.optionalArray(object, key);
    if (!array)
        return array.error();
    QStringList list;
    for (qsizetype i = 0; i < array->size(); ++i) {
        if (!array->at(i).isString())
            return context.child(key).at(i).error(QStringLiteral("expected a string"));
        list.append(array->at(i).toString());
    }
    return list;
}

QJsonObject heroToJson(const HeroSheet &hero)
{
    QJsonObject object{{QStringLiteral("classHitPoints"), hero.classHitPoints},
                       {QStringLiteral("hitPointsPerLevel"), hero.hitPointsPerLevel},
                       {QStringLiteral("baseRecoveries"), hero.baseRecoveries},
                       {QStringLiteral("defenseBonuses"), hero.defenseBonuses.toJson()},
                       {QStringLiteral("armor"), hero.armor},
                       {QStringLiteral("armorProficient"), hero.armorProficient},
                       {QStringLiteral("weaponProficient"), hero.weaponProficient},
                       {QStringLiteral("speed"), hero.baseSpeed},
                       {QStringLiteral("attackBonus"), hero.otherAttackBonus}};
    if (!hero.shield.isEmpty())
        object.insert(QStringLiteral("shield"), hero.shield);
    if (!hero.weapon.isEmpty())
        object.insert(QStringLiteral("weapon"), hero.weapon);
    return object;
}

Result<HeroSheet> heroFromJson(const QJsonObject &object, const JsonContext &context)
{
    auto keys = checkKeys(object, context,
                          {QStringLiteral("classHitPoints"), QStringLiteral("hitPointsPerLevel"),
                           QStringLiteral("baseRecoveries"), QStringLiteral("defenseBonuses"), QStringLiteral("armor"),
                           QStringLiteral("shield"), QStringLiteral("armorProficient"), QStringLiteral("weapon"),
                           QStringLiteral("weaponProficient"), QStringLiteral("speed"), QStringLiteral("attackBonus")});
    if (!keys)
        return keys.error();
    HeroSheet hero;
    for (auto [key, field, min, max] : {std::tuple{"classHitPoints", &hero.classHitPoints, 0, 1000},
                                        {"hitPointsPerLevel", &hero.hitPointsPerLevel, 0, 100},
                                        {"baseRecoveries", &hero.baseRecoveries, 0, 100},
                                        {"speed", &hero.baseSpeed, 0, 100},
                                        {"attackBonus", &hero.otherAttackBonus, -20, 50}}) {
        auto value = context.optionalInt(object, QString::fromLatin1(key), *field, min, max);
        if (!value)
            return value.error();
        *field = *value;
    }
    if (object.contains(QStringLiteral("defenseBonuses"))) {
        auto bonuses = context.requireObject(object, QStringLiteral("defenseBonuses"));
        if (!bonuses)
            return bonuses.error();
        auto parsed =
            Defenses::fromJson(*bonuses, context.child(QStringLiteral("defenseBonuses")), Defenses{0, 0, 0, 0});
        if (!parsed)
            return parsed.error();
        hero.defenseBonuses = *parsed;
    }
    for (auto [key, field] : {std::pair{"armor", &hero.armor}, {"shield", &hero.shield}, {"weapon", &hero.weapon}}) {
        auto value = context.optionalString(object, QString::fromLatin1(key), *field);
        if (!value)
            return value.error();
        *field = value->trimmed();
    }
    for (auto [key, field] :
         {std::pair{"armorProficient", &hero.armorProficient}, {"weaponProficient", &hero.weaponProficient}}) {
        auto value = context.optionalBool(object, QString::fromLatin1(key), *field);
        if (!value)
            return value.error();
        *field = *value;
    }
    return hero;
}

QJsonObject monsterToJson(const MonsterSheet &monster)
{
    QJsonObject object{{QStringLiteral("role"), monsterRoleName(monster.role)},
                       {QStringLiteral("rank"), monsterRankName(monster.rank)},
                       {QStringLiteral("defenses"), monster.defenses.toJson()},
                       {QStringLiteral("hitPoints"), monster.maxHitPoints},
                       {QStringLiteral("attack"), QJsonObject{{QStringLiteral("vsAc"), monster.attackVsAc},
                                                              {QStringLiteral("vsOther"), monster.attackVsOther}}},
                       {QStringLiteral("initiative"), monster.initiative},
                       {QStringLiteral("xp"), monster.xp},
                       {QStringLiteral("speed"), monster.speed}};
    if (monster.leader)
        object.insert(QStringLiteral("leader"), true);
    if (!monster.source.isEmpty())
        object.insert(QStringLiteral("source"), monster.source);
    if (!monster.type.isEmpty())
        object.insert(QStringLiteral("type"), monster.type);
    QJsonObject damage;
    for (auto [key, field] : {std::pair{"atWillSingle", &monster.atWillSingle},
                              {"atWillMulti", &monster.atWillMulti},
                              {"surgeSingle", &monster.surgeSingle},
                              {"surgeMulti", &monster.surgeMulti}}) {
        if (!field->isEmpty())
            damage.insert(QString::fromLatin1(key), *field);
    }
    if (!damage.isEmpty())
        object.insert(QStringLiteral("damage"), damage);
    monsterDetailsToJson(monster.details, object);
    return object;
}

Result<MonsterSheet> monsterFromJson(const QJsonObject &object, const JsonContext &context)
{
    auto keys = checkKeys(object, context,
                          QStringList{QStringLiteral("role"), QStringLiteral("leader"), QStringLiteral("rank"),
                                      QStringLiteral("defenses"), QStringLiteral("hitPoints"), QStringLiteral("attack"),
                                      QStringLiteral("initiative"), QStringLiteral("xp"), QStringLiteral("speed"),
                                      QStringLiteral("source"), QStringLiteral("type"), QStringLiteral("damage")} +
                              monsterDetailsKeys());
    if (!keys)
        return keys.error();
    MonsterSheet monster;
    auto role = context.requireString(object, QStringLiteral("role"));
    if (!role)
        return role.error();
    const auto parsedRole = monsterRoleFromName(*role);
    if (!parsedRole)
        return context.child(QStringLiteral("role"))
            .error(QStringLiteral("unknown role '%1' (expected archer, blocker, skulker, spoiler, striker or wrecker)")
                       .arg(*role));
    monster.role = *parsedRole;
    auto rank = context.optionalString(object, QStringLiteral("rank"), QStringLiteral("standard"));
    if (!rank)
        return rank.error();
    const auto parsedRank = monsterRankFromName(*rank);
    if (!parsedRank)
        return context.child(QStringLiteral("rank"))
            .error(QStringLiteral("unknown rank '%1' (expected mook, standard, elite or boss)").arg(*rank));
    monster.rank = *parsedRank;
    auto leader = context.optionalBool(object, QStringLiteral("leader"), false);
    if (!leader)
        return leader.error();
    monster.leader = *leader;
    auto defenses = context.requireObject(object, QStringLiteral("defenses"));
    if (!defenses)
        return defenses.error();
    auto parsedDefenses = Defenses::fromJson(*defenses, context.child(QStringLiteral("defenses")));
    if (!parsedDefenses)
        return parsedDefenses.error();
    monster.defenses = *parsedDefenses;
    auto hp = context.requireInt(object, QStringLiteral("hitPoints"), 1, 100000);
    if (!hp)
        return hp.error();
    monster.maxHitPoints = *hp;
    auto attack = context.requireObject(object, QStringLiteral("attack"));
    if (!attack)
        return attack.error();
    const JsonContext attackContext = context.child(QStringLiteral("attack"));
    auto vsAc = attackContext.requireInt(*attack, QStringLiteral("vsAc"), -20, 100);
    if (!vsAc)
        return vsAc.error();
    auto vsOther = attackContext.requireInt(*attack, QStringLiteral("vsOther"), -20, 100);
    if (!vsOther)
        return vsOther.error();
    monster.attackVsAc = *vsAc;
    monster.attackVsOther = *vsOther;
    for (auto [key, field, min, max] : {std::tuple{"initiative", &monster.initiative, -20, 100},
                                        {"xp", &monster.xp, 0, 10000000},
                                        {"speed", &monster.speed, 0, 100}}) {
        auto value = context.optionalInt(object, QString::fromLatin1(key), *field, min, max);
        if (!value)
            return value.error();
        *field = *value;
    }
    for (auto [key, field] : {std::pair{"source", &monster.source}, {"type", &monster.type}}) {
        auto value = context.optionalString(object, QString::fromLatin1(key));
        if (!value)
            return value.error();
        *field = *value;
    }
    if (object.contains(QStringLiteral("damage"))) {
        auto damage = context.requireObject(object, QStringLiteral("damage"));
        if (!damage)
            return damage.error();
        const JsonContext here = context.child(QStringLiteral("damage"));
        auto damageKeys = checkKeys(*damage, here,
                                    {QStringLiteral("atWillSingle"), QStringLiteral("atWillMulti"),
                                     QStringLiteral("surgeSingle"), QStringLiteral("surgeMulti")});
        if (!damageKeys)
            return damageKeys.error();
        for (auto [key, field] : {std::pair{"atWillSingle", &monster.atWillSingle},
                                  {"atWillMulti", &monster.atWillMulti},
                                  {"surgeSingle", &monster.surgeSingle},
                                  {"surgeMulti", &monster.surgeMulti}}) {
            auto value = here.optionalString(*damage, QString::fromLatin1(key));
            if (!value)
                return value.error();
            *field = *value;
        }
    }
    auto details = monsterDetailsFromJson(object, context);
    if (!details)
        return details.error();
    monster.details = *details;
    return monster;
}

} // namespace

QJsonObject statBlockToJson(const StatBlock &block)
{
    QJsonObject object{{QStringLiteral("id"), block.id},
                       {QStringLiteral("name"), block.name},
                       {QStringLiteral("kind"), block.isHero() ? QStringLiteral("hero") : QStringLiteral("monster")},
                       {QStringLiteral("level"), block.level},
                       {QStringLiteral("abilities"), block.abilities.toJson()},
                       {QStringLiteral("size"), creatureSizeName(block.size)},
                       {QStringLiteral("reach"), block.reach}};
    if (!block.senses.isEmpty())
        object.insert(QStringLiteral("senses"), QJsonArray::fromStringList(block.senses));
    if (!block.tags.isEmpty())
        object.insert(QStringLiteral("tags"), QJsonArray::fromStringList(block.tags));
    if (!block.alignment.isEmpty())
        object.insert(QStringLiteral("alignment"), block.alignment);
    if (!block.damageAdjustments.isEmpty())
        object.insert(QStringLiteral("damage"), block.damageAdjustments.toJson());
    if (block.regeneration > 0)
        object.insert(QStringLiteral("regeneration"), block.regeneration);
    if (!block.portrait.isEmpty())
        object.insert(QStringLiteral("portrait"), block.portrait);
    QJsonArray powers;
    for (const Power &power : block.powers)
        powers.append(powerToJson(power));
    object.insert(QStringLiteral("powers"), powers);
    if (block.isHero())
        object.insert(QStringLiteral("hero"), heroToJson(block.hero));
    else
        object.insert(QStringLiteral("monster"), monsterToJson(block.monster));
    return object;
}

Result<StatBlock> statBlockFromJson(const QJsonObject &object, const JsonContext &context)
{
    auto keys = checkKeys(object, context,
                          {QStringLiteral("format"),    QStringLiteral("version"),      QStringLiteral("id"),
                           QStringLiteral("name"),      QStringLiteral("kind"),         QStringLiteral("level"),
                           QStringLiteral("abilities"), QStringLiteral("size"),         QStringLiteral("reach"),
                           QStringLiteral("senses"),    QStringLiteral("tags"),         QStringLiteral("alignment"),
                           QStringLiteral("damage"),    QStringLiteral("regeneration"), QStringLiteral("powers"),
                           QStringLiteral("hero"),      QStringLiteral("monster"),      QStringLiteral("derived"),
                           QStringLiteral("state"),     QStringLiteral("portrait")});
    if (!keys)
        return keys.error();
    StatBlock block;
    auto id = context.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    if (id->trimmed().isEmpty())
        return context.child(QStringLiteral("id")).error(QStringLiteral("is empty"));
    block.id = id->trimmed();
    auto name = context.optionalString(object, QStringLiteral("name"), block.id);
    if (!name)
        return name.error();
    block.name = *name;
    auto kind = context.requireString(object, QStringLiteral("kind"));
    if (!kind)
        return kind.error();
    if (*kind == QLatin1String("hero"))
        block.kind = StatBlock::Kind::Hero;
    else if (*kind == QLatin1String("monster"))
        block.kind = StatBlock::Kind::Monster;
    else
        return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("expected hero or monster, found '%1'").arg(*kind));
    auto level = context.requireInt(object, QStringLiteral("level"), minCreatureLevel,
                                    block.isMonster() ? maxMonsterLevel : maxCreatureLevel);
    if (!level)
        return level.error();
    block.level = *level;
    if (object.contains(QStringLiteral("abilities"))) {
        auto abilities = context.requireObject(object, QStringLiteral("abilities"));
        if (!abilities)
            return abilities.error();
        auto parsed = AbilityScores::fromJson(*abilities, context.child(QStringLiteral("abilities")));
        if (!parsed)
            return parsed.error();
        block.abilities = *parsed;
    }
    auto size = context.optionalString(object, QStringLiteral("size"), QStringLiteral("medium"));
    if (!size)
        return size.error();
    const auto parsedSize = creatureSizeFromName(*size);
    if (!parsedSize)
        return context.child(QStringLiteral("size"))
            .error(QStringLiteral("unknown size '%1' (expected tiny, small, medium, large, huge or gargantuan)")
                       .arg(*size));
    block.size = *parsedSize;
    auto reach = context.optionalInt(object, QStringLiteral("reach"), 1, 0, 20);
    if (!reach)
        return reach.error();
    block.reach = *reach;
    auto senses = stringList(object, QStringLiteral("senses"), context);
    if (!senses)
        return senses.error();
    block.senses = *senses;
    auto tags = stringList(object, QStringLiteral("tags"), context);
    if (!tags)
        return tags.error();
    block.tags = *tags;
    auto alignment = context.optionalString(object, QStringLiteral("alignment"));
    if (!alignment)
        return alignment.error();
    block.alignment = *alignment;
    if (object.contains(QStringLiteral("damage"))) {
        auto damage = context.requireObject(object, QStringLiteral("damage"));
        if (!damage)
            return damage.error();
        auto parsed = DamageAdjustments::fromJson(*damage, context.child(QStringLiteral("damage")));
        if (!parsed)
            return parsed.error();
        block.damageAdjustments = *parsed;
    }
    auto regeneration = context.optionalInt(object, QStringLiteral("regeneration"), 0, 0, 1000);
    if (!regeneration)
        return regeneration.error();
    block.regeneration = *regeneration;
    auto portrait = context.optionalString(object, QStringLiteral("portrait"));
    if (!portrait)
        return portrait.error();
    if (Status valid = Portrait::check(*portrait); !valid)
        return context.child(QStringLiteral("portrait")).error(valid.errorMessage());
    block.portrait = *portrait;
    auto powers = context.optionalArray(object, QStringLiteral("powers"));
    if (!powers)
        return powers.error();
    for (qsizetype i = 0; i < powers->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("powers")).at(i);
        if (!powers->at(i).isObject())
            return here.error(QStringLiteral("expected a power object"));
        auto power = powerFromJson(powers->at(i).toObject(), here);
        if (!power)
            return power.error();
        if (block.power(power->name))
            return here.child(QStringLiteral("name")).error(QStringLiteral("'%1' is listed twice").arg(power->name));
        block.powers.append(*power);
    }
    const QString sheetKey = block.isHero() ? QStringLiteral("hero") : QStringLiteral("monster");
    const QString otherKey = block.isHero() ? QStringLiteral("monster") : QStringLiteral("hero");
    if (object.contains(otherKey))
        return context.child(otherKey).error(QStringLiteral("not allowed for a %1").arg(*kind));
    if (block.isHero()) {
        auto sheet =
            object.contains(sheetKey) ? context.requireObject(object, sheetKey) : Result<QJsonObject>(QJsonObject{});
        if (!sheet)
            return sheet.error();
        auto hero = heroFromJson(*sheet, context.child(sheetKey));
        if (!hero)
            return hero.error();
        block.hero = *hero;
    } else {
        auto sheet = context.requireObject(object, sheetKey);
        if (!sheet)
            return sheet.error();
        auto monster = monsterFromJson(*sheet, context.child(sheetKey));
        if (!monster)
            return monster.error();
        block.monster = *monster;
    }
    return block;
}

} // namespace battlemat
