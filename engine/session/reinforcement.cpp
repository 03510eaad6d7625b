#include "session/reinforcement.h"

#include "encounter/monstercombatant.h"
#include "grid/battlemapjson.h"
#include "mapedit/tokenplacement.h"
#include "monsters/monsterlibrary.h"
#include "monsters/monstertoken.h"
#include "orcus/statblockjson.h"

#include <algorithm>

namespace battlemat::Reinforcement {

namespace {
// The map as the fight stands: where its living creatures are now, those that joined it too (the dead take no
// space on the encounter's grid), and the map's tokens that are not in it.
BattleMap mapOfTheFight(const BattleMap &tableMap, const EncounterState &fight)
{
    BattleMap map = tableMap;
    map.creatures.removeIf([&fight](const MapCreature &c) { return fight.combatant(c.id) != nullptr; });
    for (const Combatant &c : fight.combatants) {
        if (c.dead)
            continue;
        const MapCreature *own = tableMap.creature(c.id);
        MapCreature creature = own ? *own : MapCreature();
        creature.id = c.id;
        creature.name = c.name;
        creature.side = c.side;
        creature.size = c.size;
        creature.position = c.position;
        map.creatures.append(creature);
    }
    return map;
}
} // namespace

Result<QJsonObject> step(const StatBlock &block, const BattleMap &tableMap, const EncounterState &fight,
                         std::optional<Square> at, std::optional<int> initiative)
{
    const BattleMap map = mapOfTheFight(tableMap, fight);
    MapCreature token = monsterToken(block, tableMap.creatures);
    // Told apart from every creature of the fight by name too (one that joined is not among the map's tokens).
    const auto named = [&fight](const QString &name) {
        return std::any_of(fight.combatants.cbegin(), fight.combatants.cend(),
                           [&name](const Combatant &c) { return c.name == name; });
    };
    for (int n = 2; named(token.name); ++n)
        token.name = QStringLiteral("%1 %2").arg(block.name).arg(n);
    BattleMap allIds = map;
    for (const Combatant &c : fight.combatants) {
        if (c.dead)
            allIds.creatures.append(MapCreature{c.id});
    }
    token.id = TokenPlacement::freeId(allIds, token.id);
    const std::optional<Square> space = at ? at : TokenPlacement::besideItsSide(map, token);
    if (!space)
        return Error{QStringLiteral("there is no free space on this map for %1").arg(token.name)};
    token.position = *space;
    auto combatant = MonsterCombatant::statBlock(block, token.id);
    if (!combatant)
        return Error{QStringLiteral("%1's stat block: %2").arg(token.name, combatant.errorMessage())};
    // The encounter's block below is what it fights with; the library's block ("monster") stays with the token, which
    // the table's map keeps when the fight ends (joinedTokens), so a later encounter there fights with it too.
    const QJsonObject tokenJson = mapCreatureToJson(token);
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("addCreature")},
                       {QStringLiteral("creature"), tokenJson},
                       {QStringLiteral("block"), *combatant}};
    if (initiative)
        object.insert(QStringLiteral("initiative"), *initiative);
    return object;
}

Result<QJsonObject> formStep(const StatBlock &block, const QString &creatureId)
{
    auto combatant = MonsterCombatant::statBlock(block, creatureId);
    if (!combatant)
        return Error{QStringLiteral("%1's stat block: %2").arg(block.name, combatant.errorMessage())};
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("changeForm")},
                       {QStringLiteral("creature"), creatureId},
                       {QStringLiteral("block"), *combatant},
                       {QStringLiteral("speed"), monsterToken(block, {}).speed}};
}

QList<MapCreature> joinedTokens(const EncounterState &fight, const QList<QJsonObject> &events, const BattleMap &map)
{
    QList<MapCreature> joined;
    QMap<QString, QJsonObject> tokens; // the last token each creature joined as (an undone joining may come before)
    for (const QJsonObject &event : events) {
        if (event.value(QStringLiteral("type")).toString() == QLatin1String("creatureAdded"))
            tokens.insert(event.value(QStringLiteral("creature")).toString(),
                          event.value(QStringLiteral("token")).toObject());
    }
    for (const Combatant &c : fight.combatants) {
        if (map.creature(c.id) || !tokens.contains(c.id))
            continue;
        auto read = mapCreatureFromJson(tokens.value(c.id), map.grid, JsonContext(c.id));
        if (!read)
            continue; // read when it joined, on the same map
        // Where it ended the fight, as the fight's starting creatures.
        MapCreature token = *read;
        token.position = c.position;
        token.name = c.name;
        joined.append(token);
    }
    return joined;
}

Result<StatBlock> libraryMonster(const QString &id, const QMap<QString, QJsonObject> &campaignMonsters)
{
    if (campaignMonsters.contains(id)) {
        auto block = statBlockFromJson(campaignMonsters.value(id), JsonContext(QStringLiteral("monster '%1'").arg(id)));
        if (!block)
            return block.error();
        StatBlock monster = *block;
        monster.id = id;
        return monster;
    }
    const auto &bundled = MonsterLibrary::bundled();
    if (bundled) {
        for (const StatBlock &block : bundled->monsters) {
            if (block.id == id)
                return block;
        }
    }
    return Error{QStringLiteral("the monster library has no monster '%1'").arg(id)};
}

} // namespace battlemat::Reinforcement
