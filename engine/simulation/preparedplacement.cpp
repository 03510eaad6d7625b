#include "simulation/preparedplacement.h"

#include "mapedit/tokenplacement.h"
#include "orcus/statblockjson.h"
#include "session/encounterassembly.h"
#include "sheet/charactersheet.h"

#include <QJsonArray>

namespace battlemat::PreparedPlacement {

namespace {

// A side's first creature at its anchor (or the free space nearest it), the rest ring by ring around the first.
Status placeSide(BattleMap &map, QList<MapCreature> creatures, Square anchor)
{
    bool first = true;
    for (MapCreature &creature : creatures) {
        creature.id = TokenPlacement::freeId(map, creature.id);
        const auto space =
            first ? TokenPlacement::nearestFree(map, creature, anchor) : TokenPlacement::besideItsSide(map, creature);
        if (!space)
            return Error{QStringLiteral("the map '%1' has no free space for %2").arg(map.name, creature.name)};
        creature.position = *space;
        map.creatures.append(creature);
        first = false;
    }
    return success();
}

} // namespace

BattleMap openMap(int heroes, int monsters)
{
    // Two squares per creature in a row leaves room to spread; 16 x 12 holds six a side with the sides seven squares
    // apart (a move and a melee attack, or a ranged attack at once).
    const int width = std::max(16, 2 * std::max(heroes, monsters) + 4);
    BattleMap map;
    map.name = QStringLiteral("Open ground");
    map.grid = GridMap(width, 12);
    return map;
}

int monsterCount(const QJsonObject &prepared)
{
    int count = 0;
    for (const QJsonValue &entry : prepared.value(QLatin1String("monsters")).toArray())
        count += std::max(0, entry.toObject().value(QLatin1String("count")).toInt(1));
    return count;
}

Result<BattleMap> place(BattleMap map, const QJsonObject &prepared, const QList<PartyMember> &party)
{
    map.creatures.clear();
    QList<MapCreature> heroes;
    for (const PartyMember &member : party) {
        MapCreature hero;
        hero.id = member.heroId;
        hero.name = member.name;
        hero.character = member.heroId;
        hero.side = QStringLiteral("heroes");
        hero.size = member.size;
        hero.speed = member.speed;
        heroes.append(hero);
    }
    QList<MapCreature> monsters;
    for (const QJsonValue &value : prepared.value(QLatin1String("monsters")).toArray()) {
        const QJsonObject entry = value.toObject();
        const QJsonObject blockJson = entry.value(QLatin1String("monster")).toObject();
        const QString id = entry.value(QLatin1String("id")).toString();
        auto block = statBlockFromJson(blockJson, JsonContext(QStringLiteral("prepared monster '%1'").arg(id)));
        if (!block)
            return block.error();
        const int count = std::max(0, entry.value(QLatin1String("count")).toInt(1));
        for (int n = 0; n < count; ++n) {
            // As a monster placed from the library (MonsterLibraryModel): the block on the token, "Name 2" for the
            // second of a kind.
            MapCreature monster;
            monster.id = block->id.isEmpty() ? id : block->id;
            monster.name = n == 0 ? block->name : QStringLiteral("%1 %2").arg(block->name).arg(n + 1);
            monster.side = QStringLiteral("monsters");
            monster.size = block->size;
            monster.reach = block->reach;
            monster.speed = block->monster.details.walks ? block->monster.speed : 0;
            monster.movementModes = block->monster.details.movementModes;
            monster.monster = blockJson;
            monsters.append(monster);
        }
    }
    if (heroes.isEmpty())
        return Error{QStringLiteral("the campaign has no heroes to fight the prepared encounter")};
    if (monsters.isEmpty())
        return Error{QStringLiteral("the prepared encounter has no monsters")};
    const int width = map.grid.width();
    const int middle = map.grid.height() / 2;
    if (auto placed = placeSide(map, heroes, {width / 4, middle}); !placed)
        return placed.error();
    if (auto placed = placeSide(map, monsters, {width - 1 - width / 4, middle}); !placed)
        return placed.error();
    return map;
}

Result<QJsonObject> encounterFile(const QJsonObject &prepared, const std::optional<BattleMap> &map,
                                  const QList<HeroCharacter> &heroes, const OrcusSettings &settings)
{
    QList<PartyMember> party;
    for (const HeroCharacter &hero : heroes) {
        auto sheet = CharacterSheet::of(hero, settings);
        if (!sheet)
            return Error{QStringLiteral("%1's character sheet: %2").arg(hero.creature.name, sheet.errorMessage())};
        party.append({hero.creature.id, hero.creature.name, hero.creature.size, sheet->stats.speed});
    }
    auto placed = place(map ? *map : openMap(int(party.size()), monsterCount(prepared)), prepared, party);
    if (!placed)
        return placed.error();
    auto assembled = assembleEncounter(
        *placed, {},
        [&heroes](const QString &id) -> const HeroCharacter * {
            for (const HeroCharacter &hero : heroes) {
                if (hero.creature.id == id)
                    return &hero;
            }
            return nullptr;
        },
        settings);
    if (!assembled)
        return assembled.error();
    QJsonObject encounter = assembled->encounter;
    encounter.insert(QStringLiteral("seed"), 1); // the same figures every time the same encounter is simulated
    return encounter;
}

} // namespace battlemat::PreparedPlacement
