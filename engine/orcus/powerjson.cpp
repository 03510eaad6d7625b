#include "orcus/powerjson.h"

#include "orcus/statblock.h"
#include "orcus/statblockjson.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

namespace {

// Orcus 1.0 prints "slide" for what the grid calls shunt ("Unwilling movement").
QString forcedMovementName(MovementMode kind)
{
    return kind == MovementMode::Shunt ? QStringLiteral("slide") : movementModeName(kind);
}

Result<ForcedMovement> forcedMovementFromJson(const QJsonObject &object, const JsonContext &context)
{
    ForcedMovement result;
    auto kind = context.requireString(object, QStringLiteral("kind"));
    if (!kind)
        return kind.error();
    if (*kind == QLatin1String("push"))
        result.kind = MovementMode::Push;
    else if (*kind == QLatin1String("pull"))
        result.kind = MovementMode::Pull;
    else if (*kind == QLatin1String("slide"))
        result.kind = MovementMode::Shunt;
    else
        return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("unknown forced movement '%1' (expected push, pull or slide)").arg(*kind));
    auto distance = context.requireInt(object, QStringLiteral("distance"), 1, 100);
    if (!distance)
        return distance.error();
    result.distance = *distance;
    return result;
}

QJsonObject outcomeToJson(const PowerOutcome &outcome)
{
    QJsonObject object;
    if (outcome.damage) {
        QJsonObject damage{{QStringLiteral("expression"), outcome.damage->expression}};
        if (outcome.damage->type != DamageType::Untyped)
            damage.insert(QStringLiteral("type"), damageTypeName(outcome.damage->type));
        QJsonArray levels;
        for (const auto &[level, text] : outcome.damage->fromLevel)
            levels.append(QJsonObject{{QStringLiteral("level"), level}, {QStringLiteral("expression"), text}});
        if (!levels.isEmpty())
            damage.insert(QStringLiteral("fromLevel"), levels);
        object.insert(QStringLiteral("damage"), damage);
    }
    if (outcome.persistent)
        object.insert(QStringLiteral("persistent"),
                      QJsonObject{{QStringLiteral("amount"), outcome.persistent->amount},
                                  {QStringLiteral("type"), damageTypeName(outcome.persistent->type)}});
    QJsonArray conditions;
    for (const AppliedCondition &applied : outcome.conditions)
        conditions.append(QJsonObject{{QStringLiteral("condition"), conditionName(applied.condition)},
                                      {QStringLiteral("duration"), conditionDurationName(applied.duration)}});
    if (!conditions.isEmpty())
        object.insert(QStringLiteral("conditions"), conditions);
    if (outcome.forcedMovement)
        object.insert(QStringLiteral("forcedMovement"),
                      QJsonObject{{QStringLiteral("kind"), forcedMovementName(outcome.forcedMovement->kind)},
                                  {QStringLiteral("distance"), outcome.forcedMovement->distance}});
    if (!outcome.healing.isEmpty())
        object.insert(QStringLiteral("healing"), outcome.healing);
    if (!outcome.temporaryHitPoints.isEmpty())
        object.insert(QStringLiteral("temporaryHitPoints"), outcome.temporaryHitPoints);
    QJsonArray changes;
    for (const StatChange &change : outcome.statChanges)
        changes.append(statChangeToJson(change));
    if (!changes.isEmpty())
        object.insert(QStringLiteral("statChanges"), changes);
    if (!outcome.text.isEmpty())
        object.insert(QStringLiteral("text"), outcome.text);
    QJsonArray secondary;
    for (const Power &power : outcome.secondaryAttacks)
        secondary.append(powerToJson(power));
    if (!secondary.isEmpty())
        object.insert(QStringLiteral("secondaryAttacks"), secondary);
    return object;
}

Status checkKeys(const QJsonObject &object, const JsonContext &context, const QStringList &allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!allowed.contains(it.key()))
            return context.child(it.key()).error(
                QStringLiteral("unknown field (expected one of %1)").arg(allowed.join(QStringLiteral(", "))));
    }
    return success();
}

Result<DamageType> damageTypeField(const QJsonObject &object, const JsonContext &context)
{
    auto name = context.optionalString(object, QStringLiteral("type"), QStringLiteral("untyped"));
    if (!name)
        return name.error();
    const auto type = damageTypeFromName(*name);
    if (!type)
        return context.child(QStringLiteral("type"))
            .error(QStringLiteral("unknown damage type '%1' (expected one of %2)").arg(*name, damageTypeNameList()));
    return *type;
}

Result<PowerOutcome> outcomeFromJson(const QJsonObject &object, const JsonContext &context, const Power &owner)
{
    auto keys =
        checkKeys(object, context,
                  {QStringLiteral("damage"), QStringLiteral("persistent"), QStringLiteral("conditions"),
                   QStringLiteral("forcedMovement"), QStringLiteral("healing"), QStringLiteral("temporaryHitPoints"),
                   QStringLiteral("statChanges"), QStringLiteral("text"), QStringLiteral("secondaryAttacks")});
    if (!keys)
        return keys.error();
    PowerOutcome outcome;
    if (object.contains(QStringLiteral("damage"))) {
        const JsonContext here = context.child(QStringLiteral("damage"));
        auto damage = context.requireObject(object, QStringLiteral("damage"));
        if (!damage)
            return damage.error();
        auto damageKeys = checkKeys(
            *damage, here, {QStringLiteral("expression"), QStringLiteral("type"), QStringLiteral("fromLevel")});
        if (!damageKeys)
            return damageKeys.error();
        PowerDamage result;
        auto expression = here.requireString(*damage, QStringLiteral("expression"));
        if (!expression)
            return expression.error();
        if (expression->trimmed().isEmpty())
            return here.child(QStringLiteral("expression")).error(QStringLiteral("is empty"));
        result.expression = expression->trimmed();
        auto type = damageTypeField(*damage, here);
        if (!type)
            return type.error();
        result.type = *type;
        auto levels = here.optionalArray(*damage, QStringLiteral("fromLevel"));
        if (!levels)
            return levels.error();
        for (qsizetype i = 0; i < levels->size(); ++i) {
            const JsonContext levelContext = here.child(QStringLiteral("fromLevel")).at(i);
            const QJsonObject entry = levels->at(i).toObject();
            auto level = levelContext.requireInt(entry, QStringLiteral("level"), 1, 30);
            if (!level)
                return level.error();
            auto text = levelContext.requireString(entry, QStringLiteral("expression"));
            if (!text)
                return text.error();
            result.fromLevel.append({*level, text->trimmed()});
        }
        outcome.damage = result;
    }
    if (object.contains(QStringLiteral("persistent"))) {
        const JsonContext here = context.child(QStringLiteral("persistent"));
        auto persistent = context.requireObject(object, QStringLiteral("persistent"));
        if (!persistent)
            return persistent.error();
        auto amount = here.requireInt(*persistent, QStringLiteral("amount"), 1, 1000);
        if (!amount)
            return amount.error();
        auto type = damageTypeField(*persistent, here);
        if (!type)
            return type.error();
        outcome.persistent = PersistentDamage{*amount, *type};
    }
    auto conditions = context.optionalArray(object, QStringLiteral("conditions"));
    if (!conditions)
        return conditions.error();
    for (qsizetype i = 0; i < conditions->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("conditions")).at(i);
        if (!conditions->at(i).isObject())
            return here.error(QStringLiteral("expected an object like {\"condition\": \"dazed\", \"duration\": "
                                             "\"save-ends\"}"));
        const QJsonObject entry = conditions->at(i).toObject();
        auto name = here.requireString(entry, QStringLiteral("condition"));
        if (!name)
            return name.error();
        const auto condition = conditionFromName(*name);
        if (!condition)
            return here.child(QStringLiteral("condition"))
                .error(QStringLiteral("unknown condition '%1' (expected one of %2)").arg(*name, conditionNameList()));
        auto durationName = here.requireString(entry, QStringLiteral("duration"));
        if (!durationName)
            return durationName.error();
        const auto duration = conditionDurationFromName(*durationName);
        if (!duration)
            return here.child(QStringLiteral("duration"))
                .error(QStringLiteral("unknown duration '%1' (expected one of %2)")
                           .arg(*durationName, conditionDurationNameList()));
        outcome.conditions.append({*condition, *duration});
    }
    if (object.contains(QStringLiteral("forcedMovement"))) {
        auto forced = context.requireObject(object, QStringLiteral("forcedMovement"));
        if (!forced)
            return forced.error();
        auto parsed = forcedMovementFromJson(*forced, context.child(QStringLiteral("forcedMovement")));
        if (!parsed)
            return parsed.error();
        outcome.forcedMovement = *parsed;
    }
    for (auto [key, field] : {std::pair{"healing", &outcome.healing},
                              {"temporaryHitPoints", &outcome.temporaryHitPoints},
                              {"text", &outcome.text}}) {
        auto value = context.optionalString(object, QString::fromLatin1(key));
        if (!value)
            return value.error();
        *field = *value;
    }
    auto changes = context.optionalArray(object, QStringLiteral("statChanges"));
    if (!changes)
        return changes.error();
    for (qsizetype i = 0; i < changes->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("statChanges")).at(i);
        if (!changes->at(i).isObject())
            return here.error(QStringLiteral("expected an object like {\"kind\": \"speed\", \"amount\": 1}"));
        auto change = statChangeFromJson(changes->at(i).toObject(), here);
        if (!change)
            return change.error();
        outcome.statChanges.append(*change);
    }
    auto secondary = context.optionalArray(object, QStringLiteral("secondaryAttacks"));
    if (!secondary)
        return secondary.error();
    for (qsizetype i = 0; i < secondary->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("secondaryAttacks")).at(i);
        if (!secondary->at(i).isObject())
            return here.error(QStringLiteral("expected a power object"));
        auto power = powerFromJson(secondary->at(i).toObject(), here, &owner);
        if (!power)
            return power.error();
        outcome.secondaryAttacks.push_back(*power);
    }
    return outcome;
}

} // namespace

QJsonObject powerToJson(const Power &power)
{
    QJsonObject object{{QStringLiteral("name"), power.name},
                       {QStringLiteral("recharge"), power.recharge.toString()},
                       {QStringLiteral("action"), powerActionName(power.action)},
                       {QStringLiteral("origin"), powerOriginName(power.origin)}};
    if (!power.tags.isEmpty())
        object.insert(QStringLiteral("tags"), QJsonArray::fromStringList(power.tags));
    if (power.basic)
        object.insert(QStringLiteral("basic"), true);
    if (power.range > 0)
        object.insert(QStringLiteral("range"), power.range);
    if (power.longRange > 0)
        object.insert(QStringLiteral("longRange"), power.longRange);
    if (power.minRange > 0)
        object.insert(QStringLiteral("minRange"), power.minRange);
    if (!power.area.isEmpty())
        object.insert(QStringLiteral("area"), power.area);
    if (!power.targets.isEmpty())
        object.insert(QStringLiteral("targets"), power.targets);
    if (!power.trigger.isEmpty())
        object.insert(QStringLiteral("trigger"), power.trigger);
    if (power.attack) {
        QJsonObject attack{{QStringLiteral("vs"), defenseKey(power.attack->defense)}};
        if (power.attack->ability)
            attack.insert(QStringLiteral("ability"), abilityKey(*power.attack->ability));
        if (power.attack->bonus)
            attack.insert(QStringLiteral("bonus"), *power.attack->bonus);
        object.insert(QStringLiteral("attack"), attack);
    }
    for (auto [key, outcome] : {std::pair{"hit", &power.hit}, {"miss", &power.miss}, {"effect", &power.effect}}) {
        if (!outcome->isEmpty())
            object.insert(QString::fromLatin1(key), outcomeToJson(*outcome));
    }
    QJsonArray attacks;
    for (const auto &[name, count] : power.attacksWith)
        attacks.append(QJsonObject{{QStringLiteral("power"), name}, {QStringLiteral("count"), count}});
    if (!attacks.isEmpty())
        object.insert(QStringLiteral("attacks"), attacks);
    if (!power.description.isEmpty())
        object.insert(QStringLiteral("description"), power.description);
    if (!power.places.isEmpty())
        object.insert(QStringLiteral("places"), power.places);
    if (!power.becomes.isEmpty())
        object.insert(QStringLiteral("becomes"), power.becomes);
    return object;
}

Result<Power> powerFromJson(const QJsonObject &object, const JsonContext &context, const Power *parent)
{
    auto keys = checkKeys(object, context,
                          {QStringLiteral("name"),   QStringLiteral("recharge"),  QStringLiteral("action"),
                           QStringLiteral("origin"), QStringLiteral("tags"),      QStringLiteral("basic"),
                           QStringLiteral("range"),  QStringLiteral("longRange"), QStringLiteral("minRange"),
                           QStringLiteral("area"),   QStringLiteral("targets"),   QStringLiteral("trigger"),
                           QStringLiteral("attack"), QStringLiteral("hit"),       QStringLiteral("miss"),
                           QStringLiteral("effect"), QStringLiteral("attacks"),   QStringLiteral("description"),
                           QStringLiteral("places"), QStringLiteral("becomes")});
    if (!keys)
        return keys.error();
    Power power;
    if (parent) {
        // "Secondary attacks use the same tags, attack, defense and range as the original attack, unless otherwise
        // specified."
        power.name = parent->name + QStringLiteral(" (secondary)");
        power.recharge = parent->recharge;
        power.action = Power::Action::None;
        power.tags = parent->tags;
        power.origin = parent->origin;
        power.range = parent->range;
        power.longRange = parent->longRange;
        power.minRange = parent->minRange;
        power.area = parent->area;
        power.attack = parent->attack;
    }
    auto name = parent ? context.optionalString(object, QStringLiteral("name"), power.name)
                       : context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    if (name->trimmed().isEmpty())
        return context.child(QStringLiteral("name")).error(QStringLiteral("is empty"));
    power.name = name->trimmed();
    auto recharge = context.optionalString(object, QStringLiteral("recharge"), power.recharge.toString());
    if (!recharge)
        return recharge.error();
    auto parsedRecharge = Recharge::fromString(*recharge);
    if (!parsedRecharge)
        return context.child(QStringLiteral("recharge")).error(parsedRecharge.errorMessage());
    power.recharge = *parsedRecharge;
    auto action = context.optionalString(object, QStringLiteral("action"), powerActionName(power.action));
    if (!action)
        return action.error();
    const auto parsedAction = powerActionFromName(*action);
    if (!parsedAction)
        return context.child(QStringLiteral("action"))
            .error(QStringLiteral("unknown action '%1' (expected standard, move, swift, free, counter, reaction, "
                                  "opportunity or none)")
                       .arg(*action));
    power.action = *parsedAction;
    auto origin = context.optionalString(object, QStringLiteral("origin"), powerOriginName(power.origin));
    if (!origin)
        return origin.error();
    const auto parsedOrigin = powerOriginFromName(*origin);
    if (!parsedOrigin)
        return context.child(QStringLiteral("origin"))
            .error(QStringLiteral("unknown origin '%1' (expected melee, ranged, near, far or self)").arg(*origin));
    power.origin = *parsedOrigin;
    if (object.contains(QStringLiteral("tags"))) {
        auto tags = context.requireArray(object, QStringLiteral("tags"));
        if (!tags)
            return tags.error();
        power.tags.clear();
        for (qsizetype i = 0; i < tags->size(); ++i) {
            if (!tags->at(i).isString() || tags->at(i).toString().trimmed().isEmpty())
                return context.child(QStringLiteral("tags")).at(i).error(QStringLiteral("expected a tag name"));
            power.tags.append(tags->at(i).toString().trimmed());
        }
    }
    auto basic = context.optionalBool(object, QStringLiteral("basic"), false);
    if (!basic)
        return basic.error();
    power.basic = *basic;
    auto range = context.optionalInt(object, QStringLiteral("range"), power.range, 0, 1000);
    if (!range)
        return range.error();
    power.range = *range;
    auto longRange = context.optionalInt(object, QStringLiteral("longRange"), power.longRange, 0, 1000);
    if (!longRange)
        return longRange.error();
    if (*longRange > 0 && *longRange < power.range)
        return context.child(QStringLiteral("longRange"))
            .error(QStringLiteral("%1 is shorter than the range %2").arg(*longRange).arg(power.range));
    power.longRange = *longRange;
    auto minRange = context.optionalInt(object, QStringLiteral("minRange"), power.minRange, 0, 1000);
    if (!minRange)
        return minRange.error();
    // A least range at or past the range would leave nothing to aim at.
    if (*minRange > 0 && *minRange >= std::max(power.range, power.longRange))
        return context.child(QStringLiteral("minRange"))
            .error(QStringLiteral("%1 is not less than the range %2")
                       .arg(*minRange)
                       .arg(std::max(power.range, power.longRange)));
    power.minRange = *minRange;
    for (auto [key, field] :
         {std::pair{"area", &power.area}, {"targets", &power.targets}, {"trigger", &power.trigger}}) {
        auto text = context.optionalString(object, QString::fromLatin1(key), *field);
        if (!text)
            return text.error();
        *field = text->trimmed();
    }
    if ((power.origin == Power::Origin::Near || power.origin == Power::Origin::Far) && power.area.isEmpty())
        return context.child(QStringLiteral("area"))
            .error(QStringLiteral("missing (near and far powers need an area such as \"burst 1\")"));
    if (object.contains(QStringLiteral("attack"))) {
        const JsonContext here = context.child(QStringLiteral("attack"));
        auto attack = context.requireObject(object, QStringLiteral("attack"));
        if (!attack)
            return attack.error();
        auto attackKeys =
            checkKeys(*attack, here, {QStringLiteral("ability"), QStringLiteral("bonus"), QStringLiteral("vs")});
        if (!attackKeys)
            return attackKeys.error();
        PowerAttack result;
        auto vs = here.requireString(*attack, QStringLiteral("vs"));
        if (!vs)
            return vs.error();
        const auto defense = defenseFromName(*vs);
        if (!defense)
            return here.child(QStringLiteral("vs"))
                .error(QStringLiteral("unknown defense '%1' (expected ac, fortitude, reflex or will)").arg(*vs));
        result.defense = *defense;
        if (attack->contains(QStringLiteral("ability"))) {
            auto abilityName = here.requireString(*attack, QStringLiteral("ability"));
            if (!abilityName)
                return abilityName.error();
            const auto ability = abilityFromName(*abilityName);
            if (!ability)
                return here.child(QStringLiteral("ability"))
                    .error(QStringLiteral("unknown ability '%1' (expected strength, constitution, dexterity, "
                                          "intelligence, wisdom or charisma)")
                               .arg(*abilityName));
            result.ability = *ability;
        }
        if (attack->contains(QStringLiteral("bonus"))) {
            auto bonus = here.requireInt(*attack, QStringLiteral("bonus"), -20, 100);
            if (!bonus)
                return bonus.error();
            result.bonus = *bonus;
        }
        if (result.ability && result.bonus)
            return here.error(QStringLiteral("give either an ability or a bonus, not both"));
        power.attack = result;
    } else if (power.origin == Power::Origin::Self) {
        power.attack.reset();
    }
    for (auto [key, field] : {std::pair{"hit", &power.hit}, {"miss", &power.miss}, {"effect", &power.effect}}) {
        const QString name = QString::fromLatin1(key);
        if (!object.contains(name))
            continue;
        auto outcomeObject = context.requireObject(object, name);
        if (!outcomeObject)
            return outcomeObject.error();
        auto outcome = outcomeFromJson(*outcomeObject, context.child(name), power);
        if (!outcome)
            return outcome.error();
        *field = *outcome;
    }
    auto attacks = context.optionalArray(object, QStringLiteral("attacks"));
    if (!attacks)
        return attacks.error();
    for (qsizetype i = 0; i < attacks->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("attacks")).at(i);
        const QJsonObject entry = attacks->at(i).toObject();
        if (!attacks->at(i).isObject())
            return here.error(QStringLiteral("expected an object like {\"power\": \"Claw\", \"count\": 2}"));
        auto used = here.requireString(entry, QStringLiteral("power"));
        if (!used)
            return used.error();
        auto count = here.optionalInt(entry, QStringLiteral("count"), 1, 1, 20);
        if (!count)
            return count.error();
        power.attacksWith.append({used->trimmed(), *count});
    }
    auto description = context.optionalString(object, QStringLiteral("description"));
    if (!description)
        return description.error();
    power.description = *description;
    for (auto [key, field] : {std::pair{"places", &power.places}, {"becomes", &power.becomes}}) {
        const QString name = QString::fromLatin1(key);
        if (!object.contains(name))
            continue;
        auto creature = context.requireObject(object, name);
        if (!creature)
            return creature.error();
        // The creature it brings in is a monster's stat block, read with the same checks as any other.
        auto block = statBlockFromJson(*creature, context.child(name));
        if (!block)
            return block.error();
        if (!block->isMonster())
            return context.child(name).error(QStringLiteral("must be a monster's stat block"));
        *field = *creature;
    }
    if (!power.attack && (!power.hit.isEmpty() || !power.miss.isEmpty()))
        return context.error(QStringLiteral("has hit or miss entries but no attack"));
    return power;
}

} // namespace battlemat
