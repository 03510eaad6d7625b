#include "session/encounterassembly.h"

#include "encounter/herocombatant.h"
#include "grid/battlemapjson.h"

#include <QSet>

namespace battlemat {

Result<AssembledEncounter> assembleEncounter(const BattleMap &map, const QJsonArray &statBlocks,
                                             const HeroSheetLookup &heroSheet)
{
    if (map.creatures.isEmpty())
        return Error{QStringLiteral("there are no creatures on the map")};
    AssembledEncounter assembled;
    QSet<QString> monsters;
    QJsonArray used;
    for (const MapCreature &creature : map.creatures) {
        if (creature.character.isEmpty()) {
            monsters.insert(creature.id);
            continue;
        }
        const HeroCharacter *hero = heroSheet ? heroSheet(creature.character) : nullptr;
        if (!hero)
            return Error{QStringLiteral("%1's character sheet is not in the campaign").arg(creature.name)};
        auto block = HeroCombatant::statBlock(*hero, creature.id);
        if (!block)
            return Error{QStringLiteral("%1's character sheet: %2").arg(creature.name, block.errorMessage())};
        used.append(*block);
        assembled.heroOf.insert(creature.id, creature.character);
    }
    QSet<QString> found;
    for (const QJsonValue &block : statBlocks) {
        const QString id = block.toObject().value(QStringLiteral("id")).toString();
        if (monsters.contains(id) && !found.contains(id)) {
            used.append(block);
            found.insert(id);
        }
    }
    for (const MapCreature &creature : map.creatures) {
        if (monsters.contains(creature.id) && !found.contains(creature.id))
            return Error{QStringLiteral("%1 ('%2') has no stat block").arg(creature.name, creature.id)};
    }
    assembled.encounter = {{QStringLiteral("map"), battleMapToJson(map)}, {QStringLiteral("creatures"), used}};
    return assembled;
}

} // namespace battlemat
