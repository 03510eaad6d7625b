#include "encounter/powercreature.h"

#include "encounter/monstercombatant.h"
#include "encounter/trymacro.h"
#include "grid/battlemapjson.h"
#include "monsters/monstertoken.h"

#include <algorithm>

namespace battlemat::PowerCreature {

namespace {

const QString placesKey = QStringLiteral("places");
const QString becomesKey = QStringLiteral("becomes");
const QString creatureKey = QStringLiteral("creature");
const QString blockKey = QStringLiteral("block");
const QString speedKey = QStringLiteral("speed");

/** Its encounter stat block, checked by the encounter's own reader under a stand-in id. */
Status checkBlock(const QJsonObject &block, const JsonContext &context)
{
    Combatant creature;
    creature.id = block.value(QStringLiteral("id")).toString(QStringLiteral("placed"));
    if (const Status read = readStatBlock(creature, block, context); !read)
        return read.error();
    if (creature.hero)
        return context.child(QStringLiteral("hero")).error(QStringLiteral("a power brings in a monster"));
    return success();
}

Result<QJsonObject> readPlaces(const QJsonObject &object, const JsonContext &context)
{
    BATTLEMAT_TRY(places, context.requireObject(object, placesKey));
    const JsonContext here = context.child(placesKey);
    BATTLEMAT_TRY(token, here.requireObject(*places, creatureKey));
    BATTLEMAT_TRY(block, here.requireObject(*places, blockKey));
    // The token as it will be placed: an id, a square and a side the engine gives it then (placedToken).
    QJsonObject standIn = *token;
    for (const QString &given :
         {QStringLiteral("id"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("side")})
        if (standIn.contains(given))
            return here.child(creatureKey).child(given).error(QStringLiteral("is given when the creature is placed"));
    standIn.insert(QStringLiteral("id"), QStringLiteral("placed"));
    standIn.insert(QStringLiteral("x"), 0);
    standIn.insert(QStringLiteral("y"), 0);
    standIn.insert(QStringLiteral("side"), QStringLiteral("monsters"));
    if (auto read = mapCreatureFromJson(standIn, GridMap(8, 8), here.child(creatureKey)); !read)
        return read.error();
    if (const Status checked = checkBlock(*block, here.child(blockKey)); !checked)
        return checked.error();
    return *places;
}

Result<QJsonObject> readBecomes(const QJsonObject &object, const JsonContext &context)
{
    BATTLEMAT_TRY(becomes, context.requireObject(object, becomesKey));
    const JsonContext here = context.child(becomesKey);
    BATTLEMAT_TRY(block, here.requireObject(*becomes, blockKey));
    if (becomes->contains(speedKey)) {
        BATTLEMAT_TRY(speed, here.requireInt(*becomes, speedKey, 0, 100));
    }
    if (const Status checked = checkBlock(*block, here.child(blockKey)); !checked)
        return checked.error();
    return *becomes;
}

} // namespace

Status read(const QJsonObject &object, const JsonContext &context, CombatPower *power)
{
    if (object.contains(placesKey)) {
        BATTLEMAT_TRY(places, readPlaces(object, context));
        power->places = *places;
    }
    if (object.contains(becomesKey)) {
        BATTLEMAT_TRY(becomes, readBecomes(object, context));
        power->becomes = *becomes;
    }
    return success();
}

void write(const CombatPower &power, QJsonObject *object)
{
    if (power.placesCreature())
        object->insert(placesKey, power.places);
    if (power.changesForm())
        object->insert(becomesKey, power.becomes);
}

Result<QJsonObject> placesOf(const StatBlock &creature)
{
    QJsonObject block;
    if (auto made = MonsterCombatant::statBlock(creature))
        block = *made;
    else
        return made.error();
    block.remove(QStringLiteral("id"));
    QJsonObject token = mapCreatureToJson(monsterToken(creature, {}));
    // Its library block stays with the token ("monster"): the table's map keeps it after the fight, and a later
    // encounter on that map fights with it (Reinforcement::joinedTokens).
    for (const QString &given :
         {QStringLiteral("id"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("side")})
        token.remove(given);
    token.insert(QStringLiteral("name"), creature.name);
    return QJsonObject{{creatureKey, token}, {blockKey, block}};
}

Result<QJsonObject> becomesOf(const StatBlock &form)
{
    QJsonObject block;
    if (auto made = MonsterCombatant::statBlock(form))
        block = *made;
    else
        return made.error();
    block.remove(QStringLiteral("id"));
    return QJsonObject{
        {QStringLiteral("name"), form.name}, {blockKey, block}, {speedKey, monsterToken(form, {}).speed}};
}

QJsonObject placedToken(const EncounterState &state, const Combatant &holder, const CombatPower &power, Square at)
{
    QJsonObject token = power.places.value(creatureKey).toObject();
    // Its kind names it: "spider swarm" -> "spider-swarm", a second one "spider-swarm-2", "Spider Swarm 2".
    const QString base = token.value(QStringLiteral("name")).toString(QStringLiteral("creature"));
    QString id = base.toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString baseId = id;
    for (int n = 2; state.combatant(id); ++n)
        id = QStringLiteral("%1-%2").arg(baseId).arg(n);
    const auto named = [&state](const QString &name) {
        return std::any_of(state.combatants.cbegin(), state.combatants.cend(),
                           [&name](const Combatant &c) { return c.name == name; });
    };
    QString name = base;
    for (int n = 2; named(name); ++n)
        name = QStringLiteral("%1 %2").arg(base).arg(n);
    token.insert(QStringLiteral("id"), id);
    token.insert(QStringLiteral("name"), name);
    token.insert(QStringLiteral("x"), at.x);
    token.insert(QStringLiteral("y"), at.y);
    token.insert(QStringLiteral("side"), holder.side);
    return token;
}

QJsonObject placedBlock(const CombatPower &power, const QString &id)
{
    QJsonObject block = power.places.value(blockKey).toObject();
    block.insert(QStringLiteral("id"), id);
    return block;
}

QJsonObject formBlock(const CombatPower &power, const QString &id)
{
    QJsonObject block = power.becomes.value(blockKey).toObject();
    block.insert(QStringLiteral("id"), id);
    return block;
}

std::optional<int> formSpeed(const CombatPower &power)
{
    if (!power.becomes.contains(speedKey))
        return std::nullopt;
    return power.becomes.value(speedKey).toInt();
}

} // namespace battlemat::PowerCreature
