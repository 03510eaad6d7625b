#include "orcus/monsterdetailsjson.h"

#include <QJsonArray>

namespace battlemat {

namespace {

Result<QStringList> strings(const QJsonObject &object, const QString &key, const JsonContext &context)
{
    auto array = context.optionalArray(object, key);
    if (!array)
        return array.error();
    QStringList list;
    for (qsizetype i = 0; i < array->size(); ++i) {
        if (!array->at(i).isString() || array->at(i).toString().trimmed().isEmpty())
            return context.child(key).at(i).error(QStringLiteral("expected a non-empty string"));
        list.append(array->at(i).toString().trimmed());
    }
    return list;
}

// {"fly": 8}: names and whole numbers within [min, max].
Result<QMap<QString, int>> numbers(const QJsonObject &object, const QString &key, const JsonContext &context, int min,
                                   int max)
{
    QMap<QString, int> result;
    if (!object.contains(key))
        return result;
    auto inner = context.requireObject(object, key);
    if (!inner)
        return inner.error();
    const JsonContext here = context.child(key);
    for (auto it = inner->begin(); it != inner->end(); ++it) {
        auto value = here.requireInt(*inner, it.key(), min, max);
        if (!value)
            return value.error();
        result.insert(it.key(), *value);
    }
    return result;
}

QJsonObject numbersToJson(const QMap<QString, int> &map)
{
    QJsonObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QJsonObject auraToJson(const Aura &aura)
{
    QJsonObject object{{QStringLiteral("name"), aura.name}, {QStringLiteral("radius"), aura.radius}};
    if (!aura.keywords.isEmpty())
        object.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(aura.keywords));
    if (!aura.affects.isEmpty())
        object.insert(QStringLiteral("affects"), aura.affects);
    if (aura.startOfTurn)
        object.insert(QStringLiteral("startOfTurn"), true);
    if (aura.onEnter)
        object.insert(QStringLiteral("onEnter"), true);
    if (aura.damage) {
        QJsonObject damage{{QStringLiteral("expression"), aura.damage->expression}};
        if (aura.damage->type != DamageType::Untyped)
            damage.insert(QStringLiteral("type"), damageTypeName(aura.damage->type));
        object.insert(QStringLiteral("damage"), damage);
    }
    auraPlayToJson(aura.play, &object);
    if (!aura.text.isEmpty())
        object.insert(QStringLiteral("text"), aura.text);
    if (aura.automated)
        object.insert(QStringLiteral("automated"), true);
    if (!aura.tableText.isEmpty())
        object.insert(QStringLiteral("tableText"), aura.tableText);
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

Result<Aura> auraFromJson(const QJsonObject &object, const JsonContext &context)
{
    auto keys = checkKeys(object, context,
                          QStringList{QStringLiteral("name"), QStringLiteral("radius"), QStringLiteral("keywords"),
                                      QStringLiteral("affects"), QStringLiteral("startOfTurn"),
                                      QStringLiteral("onEnter"), QStringLiteral("damage"), QStringLiteral("text"),
                                      QStringLiteral("automated"), QStringLiteral("tableText")} +
                              auraPlayKeys());
    if (!keys)
        return keys.error();
    Aura aura;
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    aura.name = name->trimmed();
    auto radius = context.requireInt(object, QStringLiteral("radius"), 0, 100);
    if (!radius)
        return radius.error();
    aura.radius = *radius;
    auto keywords = strings(object, QStringLiteral("keywords"), context);
    if (!keywords)
        return keywords.error();
    aura.keywords = *keywords;
    auto affects = context.optionalString(object, QStringLiteral("affects"));
    if (!affects)
        return affects.error();
    if (!affects->isEmpty() && *affects != QLatin1String("enemies") && *affects != QLatin1String("creatures") &&
        *affects != QLatin1String("allies"))
        return context.child(QStringLiteral("affects"))
            .error(QStringLiteral("expected enemies, creatures or allies, found '%1'").arg(*affects));
    aura.affects = *affects;
    for (auto [key, field] :
         {std::pair{"startOfTurn", &aura.startOfTurn}, {"onEnter", &aura.onEnter}, {"automated", &aura.automated}}) {
        auto value = context.optionalBool(object, QString::fromLatin1(key), false);
        if (!value)
            return value.error();
        *field = *value;
    }
    if (object.contains(QStringLiteral("damage"))) {
        const JsonContext here = context.child(QStringLiteral("damage"));
        auto damage = context.requireObject(object, QStringLiteral("damage"));
        if (!damage)
            return damage.error();
        auto expression = here.requireString(*damage, QStringLiteral("expression"));
        if (!expression)
            return expression.error();
        auto typeName = here.optionalString(*damage, QStringLiteral("type"), QStringLiteral("untyped"));
        if (!typeName)
            return typeName.error();
        const auto type = damageTypeFromName(*typeName);
        if (!type)
            return here.child(QStringLiteral("type"))
                .error(QStringLiteral("unknown damage type '%1' (expected one of %2)")
                           .arg(*typeName, damageTypeNameList()));
        aura.damage = PowerDamage{expression->trimmed(), *type, {}};
    }
    auto text = context.optionalString(object, QStringLiteral("text"));
    if (!text)
        return text.error();
    aura.text = *text;
    auto tableText = context.optionalString(object, QStringLiteral("tableText"));
    if (!tableText)
        return tableText.error();
    aura.tableText = *tableText;
    auto play = auraPlayFromJson(object, context);
    if (!play)
        return play.error();
    aura.play = *play;
    return aura;
}

} // namespace

QStringList monsterDetailsKeys()
{
    return {QStringLiteral("perception"),   QStringLiteral("skills"),        QStringLiteral("languages"),
            QStringLiteral("movement"),     QStringLiteral("hover"),         QStringLiteral("phasing"),
            QStringLiteral("walks"),        QStringLiteral("movementNotes"), QStringLiteral("actionPoints"),
            QStringLiteral("savingThrows"), QStringLiteral("immuneTo"),      QStringLiteral("resistAll"),
            QStringLiteral("incorporeal"),  QStringLiteral("defenseNotes"),  QStringLiteral("auras"),
            QStringLiteral("traits"),       QStringLiteral("scoresAbove30"), QStringLiteral("staggered"),
            QStringLiteral("equipment")};
}

void monsterDetailsToJson(const MonsterDetails &details, QJsonObject &monster)
{
    if (details.perception)
        monster.insert(QStringLiteral("perception"), *details.perception);
    if (!details.skills.isEmpty())
        monster.insert(QStringLiteral("skills"), numbersToJson(details.skills));
    if (!details.languages.isEmpty())
        monster.insert(QStringLiteral("languages"), QJsonArray::fromStringList(details.languages));
    if (!details.movementModes.isEmpty())
        monster.insert(QStringLiteral("movement"), numbersToJson(details.movementModes));
    if (details.hover)
        monster.insert(QStringLiteral("hover"), true);
    if (details.phasing)
        monster.insert(QStringLiteral("phasing"), true);
    if (!details.walks)
        monster.insert(QStringLiteral("walks"), false);
    if (!details.movementNotes.isEmpty())
        monster.insert(QStringLiteral("movementNotes"), details.movementNotes);
    if (details.actionPoints > 0)
        monster.insert(QStringLiteral("actionPoints"), details.actionPoints);
    if (details.savingThrowBonus != 0)
        monster.insert(QStringLiteral("savingThrows"), details.savingThrowBonus);
    if (!details.immuneTo.isEmpty())
        monster.insert(QStringLiteral("immuneTo"), QJsonArray::fromStringList(details.immuneTo));
    if (details.resistAll > 0)
        monster.insert(QStringLiteral("resistAll"), details.resistAll);
    if (details.incorporeal)
        monster.insert(QStringLiteral("incorporeal"), true);
    if (!details.defenseNotes.isEmpty())
        monster.insert(QStringLiteral("defenseNotes"), QJsonArray::fromStringList(details.defenseNotes));
    QJsonArray auras;
    for (const Aura &aura : details.auras)
        auras.append(auraToJson(aura));
    if (!auras.isEmpty())
        monster.insert(QStringLiteral("auras"), auras);
    QJsonArray traits;
    for (const Trait &trait : details.traits)
        traits.append(QJsonObject{{QStringLiteral("name"), trait.name}, {QStringLiteral("text"), trait.text}});
    if (!traits.isEmpty())
        monster.insert(QStringLiteral("traits"), traits);
    QJsonObject above;
    for (auto it = details.scoresAbove30.cbegin(); it != details.scoresAbove30.cend(); ++it)
        above.insert(abilityKey(it.key()), it.value());
    if (!above.isEmpty())
        monster.insert(QStringLiteral("scoresAbove30"), above);
    if (details.printedStaggered > 0)
        monster.insert(QStringLiteral("staggered"), details.printedStaggered);
    if (!details.equipment.isEmpty())
        monster.insert(QStringLiteral("equipment"), details.equipment);
}

Result<MonsterDetails> monsterDetailsFromJson(const QJsonObject &monster, const JsonContext &context)
{
    MonsterDetails details;
    if (monster.contains(QStringLiteral("perception"))) {
        auto perception = context.requireInt(monster, QStringLiteral("perception"), -20, 100);
        if (!perception)
            return perception.error();
        details.perception = *perception;
    }
    auto skills = numbers(monster, QStringLiteral("skills"), context, -20, 100);
    if (!skills)
        return skills.error();
    details.skills = *skills;
    auto movement = numbers(monster, QStringLiteral("movement"), context, 0, 100);
    if (!movement)
        return movement.error();
    details.movementModes = *movement;
    for (auto [key, field, fallback] : {std::tuple{"hover", &details.hover, false},
                                        {"phasing", &details.phasing, false},
                                        {"walks", &details.walks, true},
                                        {"incorporeal", &details.incorporeal, false}}) {
        auto value = context.optionalBool(monster, QString::fromLatin1(key), fallback);
        if (!value)
            return value.error();
        *field = *value;
    }
    for (auto [key, field, max] : {std::tuple{"actionPoints", &details.actionPoints, 10},
                                   {"resistAll", &details.resistAll, 1000},
                                   {"staggered", &details.printedStaggered, 100000}}) {
        auto value = context.optionalInt(monster, QString::fromLatin1(key), 0, 0, max);
        if (!value)
            return value.error();
        *field = *value;
    }
    auto saves = context.optionalInt(monster, QStringLiteral("savingThrows"), 0, -20, 20);
    if (!saves)
        return saves.error();
    details.savingThrowBonus = *saves;
    for (auto [key, field] : {std::pair{"languages", &details.languages},
                              {"immuneTo", &details.immuneTo},
                              {"defenseNotes", &details.defenseNotes}}) {
        auto value = strings(monster, QString::fromLatin1(key), context);
        if (!value)
            return value.error();
        *field = *value;
    }
    for (auto [key, field] : {std::pair{"movementNotes", &details.movementNotes}, {"equipment", &details.equipment}}) {
        auto value = context.optionalString(monster, QString::fromLatin1(key));
        if (!value)
            return value.error();
        *field = *value;
    }
    auto auras = context.optionalArray(monster, QStringLiteral("auras"));
    if (!auras)
        return auras.error();
    for (qsizetype i = 0; i < auras->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("auras")).at(i);
        if (!auras->at(i).isObject())
            return here.error(QStringLiteral("expected an aura object"));
        auto aura = auraFromJson(auras->at(i).toObject(), here);
        if (!aura)
            return aura.error();
        details.auras.append(*aura);
    }
    auto traits = context.optionalArray(monster, QStringLiteral("traits"));
    if (!traits)
        return traits.error();
    for (qsizetype i = 0; i < traits->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("traits")).at(i);
        const QJsonObject entry = traits->at(i).toObject();
        if (!traits->at(i).isObject())
            return here.error(
                QStringLiteral("expected an object like {\"name\": \"Feel No Pain\", \"text\": \"...\"}"));
        auto name = here.requireString(entry, QStringLiteral("name"));
        if (!name)
            return name.error();
        auto text = here.optionalString(entry, QStringLiteral("text"));
        if (!text)
            return text.error();
        details.traits.append({name->trimmed(), *text});
    }
    if (monster.contains(QStringLiteral("scoresAbove30"))) {
        const JsonContext here = context.child(QStringLiteral("scoresAbove30"));
        auto above = context.requireObject(monster, QStringLiteral("scoresAbove30"));
        if (!above)
            return above.error();
        for (auto it = above->begin(); it != above->end(); ++it) {
            const auto ability = abilityFromName(it.key());
            if (!ability)
                return here.child(it.key()).error(QStringLiteral("unknown ability"));
            auto score = here.requireInt(*above, it.key(), maxAbilityScore + 1, 100);
            if (!score)
                return score.error();
            details.scoresAbove30.insert(*ability, *score);
        }
    }
    return details;
}

} // namespace battlemat
