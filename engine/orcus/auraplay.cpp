#include "orcus/auraplay.h"

#include "orcus/damagetype.h"

#include <QJsonArray>

namespace battlemat {

namespace {

const QStringList untilNames{QStringLiteral("saveEnds"), QStringLiteral("leaveAura"), QStringLiteral("endOfNextTurn")};
const QStringList defenseNames{QStringLiteral("ac"), QStringLiteral("fortitude"), QStringLiteral("reflex"),
                               QStringLiteral("will")};
const QStringList healingNames{QStringLiteral("none"), QStringLiteral("half")};
const QStringList terrainNames{QStringLiteral("all"), QStringLiteral("water")};
const QStringList lightNames{QStringLiteral("bright"), QStringLiteral("dim")};
const QStringList obscuredNames{QStringLiteral("lightly"), QStringLiteral("heavily"), QStringLiteral("totally")};

// A string field that is empty or one of names.
Result<QString> oneOf(const QJsonObject &object, const QString &key, const QStringList &names,
                      const JsonContext &context)
{
    auto value = context.optionalString(object, key);
    if (!value)
        return value.error();
    if (!value->isEmpty() && !names.contains(*value))
        return context.child(key).error(
            QStringLiteral("expected one of %1, found '%2'").arg(names.join(QStringLiteral(", ")), *value));
    return *value;
}

} // namespace

const QStringList &auraPlayKeys()
{
    static const QStringList keys{QStringLiteral("endOfTurn"),
                                  QStringLiteral("onLeave"),
                                  QStringLiteral("livingOnly"),
                                  QStringLiteral("except"),
                                  QStringLiteral("persistent"),
                                  QStringLiteral("conditions"),
                                  QStringLiteral("until"),
                                  QStringLiteral("push"),
                                  QStringLiteral("basicAttack"),
                                  QStringLiteral("lastStrike"),
                                  QStringLiteral("saveModifier"),
                                  QStringLiteral("defenseModifier"),
                                  QStringLiteral("defense"),
                                  QStringLiteral("attackModifier"),
                                  QStringLiteral("grantsCombatAdvantage"),
                                  QStringLiteral("healing"),
                                  QStringLiteral("ownerDefenseBonus"),
                                  QStringLiteral("allySpeedBonus"),
                                  QStringLiteral("onMiss"),
                                  QStringLiteral("onFailedSave"),
                                  QStringLiteral("ownerUses"),
                                  QStringLiteral("includesOwner"),
                                  QStringLiteral("cannotShift"),
                                  QStringLiteral("ownerAttackBonus"),
                                  QStringLiteral("negatedBy"),
                                  QStringLiteral("exceptTag"),
                                  QStringLiteral("difficultTerrain"),
                                  QStringLiteral("light"),
                                  QStringLiteral("obscured"),
                                  QStringLiteral("ownerSeesThrough")};
    return keys;
}

void auraPlayToJson(const AuraPlay &play, QJsonObject *object)
{
    auto flag = [&](const char *key, bool value) {
        if (value)
            object->insert(QLatin1String(key), true);
    };
    auto number = [&](const char *key, int value) {
        if (value != 0)
            object->insert(QLatin1String(key), value);
    };
    auto text = [&](const char *key, const QString &value) {
        if (!value.isEmpty())
            object->insert(QLatin1String(key), value);
    };
    flag("endOfTurn", play.endOfTurn);
    flag("onLeave", play.onLeave);
    flag("livingOnly", play.livingOnly);
    text("except", play.except);
    text("exceptTag", play.exceptTag);
    flag("persistent", play.persistent);
    if (!play.conditions.isEmpty())
        object->insert(QStringLiteral("conditions"), QJsonArray::fromStringList(play.conditions));
    text("until", play.until);
    number("push", play.push);
    flag("basicAttack", play.basicAttack);
    flag("lastStrike", play.lastStrike);
    flag("onMiss", play.onMiss);
    flag("onFailedSave", play.onFailedSave);
    if (!play.ownerUses.isEmpty())
        object->insert(QStringLiteral("ownerUses"), QJsonArray::fromStringList(play.ownerUses));
    flag("includesOwner", play.includesOwner);
    flag("cannotShift", play.cannotShift);
    number("ownerAttackBonus", play.ownerAttackBonus);
    text("negatedBy", play.negatedBy);
    number("saveModifier", play.saveModifier);
    number("defenseModifier", play.defenseModifier);
    text("defense", play.defense);
    number("attackModifier", play.attackModifier);
    number("ownerDefenseBonus", play.ownerDefenseBonus);
    number("allySpeedBonus", play.allySpeedBonus);
    flag("grantsCombatAdvantage", play.grantsCombatAdvantage);
    text("healing", play.healing);
    text("difficultTerrain", play.difficultTerrain);
    text("light", play.light);
    text("obscured", play.obscured);
    flag("ownerSeesThrough", play.ownerSeesThrough);
}

Result<AuraPlay> auraPlayFromJson(const QJsonObject &object, const JsonContext &context)
{
    AuraPlay play;
    for (auto [key, field] : {std::pair{"endOfTurn", &play.endOfTurn},
                              {"onLeave", &play.onLeave},
                              {"livingOnly", &play.livingOnly},
                              {"persistent", &play.persistent},
                              {"basicAttack", &play.basicAttack},
                              {"lastStrike", &play.lastStrike},
                              {"grantsCombatAdvantage", &play.grantsCombatAdvantage},
                              {"onMiss", &play.onMiss},
                              {"onFailedSave", &play.onFailedSave},
                              {"includesOwner", &play.includesOwner},
                              {"cannotShift", &play.cannotShift},
                              {"ownerSeesThrough", &play.ownerSeesThrough}}) {
        auto value = context.optionalBool(object, QString::fromLatin1(key), false);
        if (!value)
            return value.error();
        *field = *value;
    }
    // The printed numbers are small: a push of 4, a save or defense modifier of 2; 20 leaves room for home-made.
    for (auto [key, field] : {std::pair{"saveModifier", &play.saveModifier},
                              {"defenseModifier", &play.defenseModifier},
                              {"attackModifier", &play.attackModifier},
                              {"ownerDefenseBonus", &play.ownerDefenseBonus},
                              {"allySpeedBonus", &play.allySpeedBonus},
                              {"ownerAttackBonus", &play.ownerAttackBonus}}) {
        auto value = context.optionalInt(object, QString::fromLatin1(key), 0, -20, 20);
        if (!value)
            return value.error();
        *field = *value;
    }
    auto push = context.optionalInt(object, QStringLiteral("push"), 0, 0, 20);
    if (!push)
        return push.error();
    play.push = *push;
    auto except = context.optionalString(object, QStringLiteral("except"));
    if (!except)
        return except.error();
    play.except = except->trimmed().toLower();
    auto exceptTag = context.optionalString(object, QStringLiteral("exceptTag"));
    if (!exceptTag)
        return exceptTag.error();
    play.exceptTag = exceptTag->trimmed().toLower();
    auto conditions = context.optionalArray(object, QStringLiteral("conditions"));
    if (!conditions)
        return conditions.error();
    for (qsizetype i = 0; i < conditions->size(); ++i) {
        if (!conditions->at(i).isString() || conditions->at(i).toString().trimmed().isEmpty())
            return context.child(QStringLiteral("conditions")).at(i).error(QStringLiteral("expected a condition name"));
        play.conditions.append(conditions->at(i).toString().trimmed());
    }
    auto uses = context.optionalArray(object, QStringLiteral("ownerUses"));
    if (!uses)
        return uses.error();
    for (qsizetype i = 0; i < uses->size(); ++i) {
        if (!uses->at(i).isString() || uses->at(i).toString().trimmed().isEmpty())
            return context.child(QStringLiteral("ownerUses")).at(i).error(QStringLiteral("expected a power name"));
        play.ownerUses.append(uses->at(i).toString().trimmed().toLower());
    }
    auto negatedBy = context.optionalString(object, QStringLiteral("negatedBy"));
    if (!negatedBy)
        return negatedBy.error();
    play.negatedBy = negatedBy->trimmed().toLower();
    if (!play.negatedBy.isEmpty() && !damageTypeFromName(play.negatedBy))
        return context.child(QStringLiteral("negatedBy"))
            .error(QStringLiteral("expected a damage type (%1), found '%2'").arg(damageTypeNameList(), play.negatedBy));
    if (play.ownerAttackBonus < 0)
        return context.child(QStringLiteral("ownerAttackBonus")).error(QStringLiteral("expected a bonus of 0 to 20"));
    auto until = oneOf(object, QStringLiteral("until"), untilNames, context);
    if (!until)
        return until.error();
    play.until = *until;
    if (!play.conditions.isEmpty() && play.until.isEmpty())
        return context.child(QStringLiteral("until"))
            .error(
                QStringLiteral("conditions need how long they last (%1)").arg(untilNames.join(QStringLiteral(", "))));
    auto defense = oneOf(object, QStringLiteral("defense"), defenseNames, context);
    if (!defense)
        return defense.error();
    play.defense = *defense;
    auto healing = oneOf(object, QStringLiteral("healing"), healingNames, context);
    if (!healing)
        return healing.error();
    play.healing = *healing;
    auto terrain = oneOf(object, QStringLiteral("difficultTerrain"), terrainNames, context);
    if (!terrain)
        return terrain.error();
    play.difficultTerrain = *terrain;
    auto light = oneOf(object, QStringLiteral("light"), lightNames, context);
    if (!light)
        return light.error();
    play.light = *light;
    auto obscured = oneOf(object, QStringLiteral("obscured"), obscuredNames, context);
    if (!obscured)
        return obscured.error();
    play.obscured = *obscured;
    return play;
}

} // namespace battlemat
