#include "sheet/herocharacterjson.h"

#include "orcus/equipmentcatalog.h"
#include "orcus/monstertables.h"
#include "orcus/statblockjson.h"

#include <QFileInfo>
#include <QJsonArray>

namespace battlemat {

namespace {

const QString formatName = QStringLiteral("battlemat-hero");

Status checkKeys(const QJsonObject &object, const JsonContext &context, const QStringList &allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!allowed.contains(it.key()))
            return context.child(it.key()).error(
                QStringLiteral("unknown field (expected one of %1)").arg(allowed.join(QStringLiteral(", "))));
    }
    return success();
}

Result<Coins> coinsFromJson(const QJsonObject &object, const JsonContext &context)
{
    auto keys = checkKeys(object, context,
                          {QStringLiteral("pp"), QStringLiteral("gp"), QStringLiteral("sp"), QStringLiteral("cp")});
    if (!keys)
        return keys.error();
    Coins coins;
    for (auto [key, field] :
         {std::pair{"pp", &coins.platinum}, {"gp", &coins.gold}, {"sp", &coins.silver}, {"cp", &coins.copper}}) {
        const QString name = QString::fromLatin1(key);
        if (object.value(name).isDouble() && object.value(name).toDouble() < 0)
            return context.child(name).error(QStringLiteral("%1 is negative; a purse cannot hold fewer than 0 coins")
                                                 .arg(object.value(name).toDouble()));
        auto value = context.optionalInt(object, name, 0, 0, maxCoinsOfOneKind);
        if (!value)
            return value.error();
        *field = *value;
    }
    return coins;
}

Result<GearItem> gearFromJson(const QJsonValue &value, const JsonContext &context)
{
    if (value.isString()) {
        if (value.toString().trimmed().isEmpty())
            return context.error(QStringLiteral("is empty"));
        return GearItem{value.toString().trimmed(), 1, 0};
    }
    if (!value.isObject())
        return context.error(QStringLiteral("expected a string or an object {name, quantity, weight}"));
    const QJsonObject object = value.toObject();
    auto keys =
        checkKeys(object, context, {QStringLiteral("name"), QStringLiteral("quantity"), QStringLiteral("weight")});
    if (!keys)
        return keys.error();
    GearItem item;
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    if (name->trimmed().isEmpty())
        return context.child(QStringLiteral("name")).error(QStringLiteral("is empty"));
    item.name = name->trimmed();
    auto quantity = context.optionalInt(object, QStringLiteral("quantity"), 1, 0, 100000);
    if (!quantity)
        return quantity.error();
    item.quantity = *quantity;
    if (object.contains(QStringLiteral("weight"))) {
        const QJsonValue weight = object.value(QStringLiteral("weight"));
        if (!weight.isDouble() || weight.toDouble() < 0 || weight.toDouble() > 100000)
            return context.child(QStringLiteral("weight"))
                .error(QStringLiteral("expected a weight in pounds from 0 to 100000"));
        item.weight = weight.toDouble();
    }
    return item;
}

Status readSkills(const QJsonObject &object, const JsonContext &context, HeroCharacter &hero)
{
    auto keys = checkKeys(object, context,
                          {QStringLiteral("trained"), QStringLiteral("trainingBonus"), QStringLiteral("bonuses")});
    if (!keys)
        return keys.error();
    auto trained = context.optionalArray(object, QStringLiteral("trained"));
    if (!trained)
        return trained.error();
    for (qsizetype i = 0; i < trained->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("trained")).at(i);
        const auto skill = skillFromName(trained->at(i).toString());
        if (!trained->at(i).isString() || !skill)
            return here.error(QStringLiteral("unknown skill '%1'").arg(trained->at(i).toVariant().toString()));
        if (!hero.trainedSkills.contains(*skill))
            hero.trainedSkills.append(*skill);
    }
    auto bonus = context.optionalInt(object, QStringLiteral("trainingBonus"), defaultTrainingBonus, 0, 20);
    if (!bonus)
        return bonus.error();
    hero.trainingBonus = *bonus;
    if (object.contains(QStringLiteral("bonuses"))) {
        auto bonuses = context.requireObject(object, QStringLiteral("bonuses"));
        if (!bonuses)
            return bonuses.error();
        const JsonContext here = context.child(QStringLiteral("bonuses"));
        for (auto it = bonuses->begin(); it != bonuses->end(); ++it) {
            const auto skill = skillFromName(it.key());
            if (!skill)
                return here.child(it.key()).error(QStringLiteral("unknown skill"));
            auto value = here.requireInt(*bonuses, it.key(), -20, 50);
            if (!value)
                return value.error();
            hero.skillBonuses.insert(*skill, *value);
        }
    }
    return success();
}

} // namespace

QJsonObject heroCharacterToJson(const HeroCharacter &hero)
{
    QJsonObject object{{QStringLiteral("format"), formatName},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("player"), hero.player},
                       {QStringLiteral("experience"), hero.experience},
                       {QStringLiteral("trackExperience"), hero.trackExperience},
                       {QStringLiteral("actionPoints"), hero.actionPoints},
                       {QStringLiteral("damageTaken"), hero.damageTaken},
                       {QStringLiteral("recoveriesSpent"), hero.recoveriesSpent},
                       {QStringLiteral("notes"), hero.notes},
                       {QStringLiteral("creature"), statBlockToJson(hero.creature)}};
    QJsonArray weapons;
    for (const CarriedWeapon &weapon : hero.otherWeapons)
        weapons.append(
            QJsonObject{{QStringLiteral("id"), weapon.id}, {QStringLiteral("proficient"), weapon.proficient}});
    object.insert(QStringLiteral("otherWeapons"), weapons);
    object.insert(QStringLiteral("coins"), QJsonObject{{QStringLiteral("pp"), hero.coins.platinum},
                                                       {QStringLiteral("gp"), hero.coins.gold},
                                                       {QStringLiteral("sp"), hero.coins.silver},
                                                       {QStringLiteral("cp"), hero.coins.copper}});
    QJsonArray gear;
    for (const GearItem &item : hero.gear)
        gear.append(QJsonObject{{QStringLiteral("name"), item.name},
                                {QStringLiteral("quantity"), item.quantity},
                                {QStringLiteral("weight"), item.weight}});
    object.insert(QStringLiteral("gear"), gear);
    QJsonArray trained;
    for (Skill skill : allSkills) {
        if (hero.isTrained(skill))
            trained.append(skillKey(skill));
    }
    QJsonObject bonuses;
    for (auto it = hero.skillBonuses.begin(); it != hero.skillBonuses.end(); ++it) {
        if (it.value() != 0)
            bonuses.insert(skillKey(it.key()), it.value());
    }
    object.insert(QStringLiteral("skills"), QJsonObject{{QStringLiteral("trained"), trained},
                                                        {QStringLiteral("trainingBonus"), hero.trainingBonus},
                                                        {QStringLiteral("bonuses"), bonuses}});
    return object;
}

Result<HeroCharacter> heroCharacterFromJson(const QJsonObject &object, const JsonContext &context)
{
    auto keys = checkKeys(
        object, context,
        {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("player"), QStringLiteral("experience"),
         QStringLiteral("trackExperience"), QStringLiteral("actionPoints"), QStringLiteral("damageTaken"),
         QStringLiteral("recoveriesSpent"), QStringLiteral("notes"), QStringLiteral("creature"),
         QStringLiteral("otherWeapons"), QStringLiteral("coins"), QStringLiteral("gear"), QStringLiteral("skills")});
    if (!keys)
        return keys.error();
    auto format = context.requireString(object, QStringLiteral("format"));
    if (!format)
        return format.error();
    if (*format != formatName)
        return context.child(QStringLiteral("format"))
            .error(QStringLiteral("expected '%1', found '%2'").arg(formatName, *format));
    auto version = context.requireInt(object, QStringLiteral("version"), 1, 1);
    if (!version)
        return version.error();

    HeroCharacter hero;
    auto creature = context.requireObject(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    const JsonContext creatureContext = context.child(QStringLiteral("creature"));
    auto block = statBlockFromJson(*creature, creatureContext);
    if (!block)
        return block.error();
    if (!block->isHero())
        return creatureContext.child(QStringLiteral("kind")).error(QStringLiteral("a character sheet needs a hero"));
    hero.creature = *block;
    // The stat block reader leaves ids to the tables; a sheet must name real armor and weapons.
    const auto &catalog = EquipmentCatalog::standard();
    if (!catalog)
        return catalog.error();
    const JsonContext heroContext = creatureContext.child(QStringLiteral("hero"));
    const HeroSheet &sheet = hero.creature.hero;
    const Armor *armor = catalog->armor(sheet.armor.isEmpty() ? QStringLiteral("none") : sheet.armor);
    if (!armor || armor->isShield())
        return heroContext.child(QStringLiteral("armor")).error(QStringLiteral("unknown armor '%1'").arg(sheet.armor));
    if (!sheet.shield.isEmpty() && (!catalog->armor(sheet.shield) || !catalog->armor(sheet.shield)->isShield()))
        return heroContext.child(QStringLiteral("shield"))
            .error(QStringLiteral("unknown shield '%1' (expected light-shield or heavy-shield)").arg(sheet.shield));
    if (!sheet.weapon.isEmpty() && !catalog->weapon(sheet.weapon))
        return heroContext.child(QStringLiteral("weapon"))
            .error(QStringLiteral("unknown weapon '%1'").arg(sheet.weapon));

    for (auto [key, field] : {std::pair{"player", &hero.player}, {"notes", &hero.notes}}) {
        auto value = context.optionalString(object, QString::fromLatin1(key));
        if (!value)
            return value.error();
        *field = *value;
    }
    auto track = context.optionalBool(object, QStringLiteral("trackExperience"), true);
    if (!track)
        return track.error();
    hero.trackExperience = *track;
    for (auto [key, field, fallback, max] : {std::tuple{"experience", &hero.experience, 0, 100000000},
                                             {"actionPoints", &hero.actionPoints, 1, 100},
                                             {"damageTaken", &hero.damageTaken, 0, 100000},
                                             {"recoveriesSpent", &hero.recoveriesSpent, 0, 100}}) {
        auto value = context.optionalInt(object, QString::fromLatin1(key), fallback, 0, max);
        if (!value)
            return value.error();
        *field = *value;
    }
    if (hero.trackExperience) {
        const auto &tables = MonsterTables::standard();
        if (!tables)
            return tables.error();
        const int needed = tables->cumulativeXpForLevel(hero.creature.level);
        if (hero.experience < needed)
            return context.child(QStringLiteral("experience"))
                .error(
                    QStringLiteral("level %1 needs %2 XP but the hero has %3 (turn trackExperience off to ignore XP)")
                        .arg(hero.creature.level)
                        .arg(needed)
                        .arg(hero.experience));
    }

    auto weapons = context.optionalArray(object, QStringLiteral("otherWeapons"));
    if (!weapons)
        return weapons.error();
    for (qsizetype i = 0; i < weapons->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("otherWeapons")).at(i);
        if (!weapons->at(i).isObject())
            return here.error(QStringLiteral("expected an object {id, proficient}"));
        const QJsonObject entry = weapons->at(i).toObject();
        auto entryKeys = checkKeys(entry, here, {QStringLiteral("id"), QStringLiteral("proficient")});
        if (!entryKeys)
            return entryKeys.error();
        auto id = here.requireString(entry, QStringLiteral("id"));
        if (!id)
            return id.error();
        if (!catalog->weapon(id->trimmed()))
            return here.child(QStringLiteral("id")).error(QStringLiteral("unknown weapon '%1'").arg(*id));
        auto proficient = here.optionalBool(entry, QStringLiteral("proficient"), true);
        if (!proficient)
            return proficient.error();
        hero.otherWeapons.append(CarriedWeapon{id->trimmed(), *proficient});
    }
    if (object.contains(QStringLiteral("coins"))) {
        auto coins = context.requireObject(object, QStringLiteral("coins"));
        if (!coins)
            return coins.error();
        auto parsed = coinsFromJson(*coins, context.child(QStringLiteral("coins")));
        if (!parsed)
            return parsed.error();
        hero.coins = *parsed;
    }
    auto gear = context.optionalArray(object, QStringLiteral("gear"));
    if (!gear)
        return gear.error();
    for (qsizetype i = 0; i < gear->size(); ++i) {
        auto item = gearFromJson(gear->at(i), context.child(QStringLiteral("gear")).at(i));
        if (!item)
            return item.error();
        hero.gear.append(*item);
    }
    if (object.contains(QStringLiteral("skills"))) {
        auto skills = context.requireObject(object, QStringLiteral("skills"));
        if (!skills)
            return skills.error();
        auto read = readSkills(*skills, context.child(QStringLiteral("skills")), hero);
        if (!read)
            return read.error();
    }
    return hero;
}

Result<HeroCharacter> readHeroCharacterFile(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    return heroCharacterFromJson(*object, JsonContext(QFileInfo(fileName).fileName()));
}

} // namespace battlemat
