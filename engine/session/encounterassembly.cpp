#include "session/encounterassembly.h"

#include "encounter/herocombatant.h"
#include "encounter/monstercombatant.h"
#include "grid/battlemapjson.h"
#include "grid/lightingjson.h"
#include "orcus/statblockjson.h"

#include <QSet>

namespace battlemat {

Result<AssembledEncounter> assembleEncounter(const BattleMap &map, const QJsonArray &statBlocks,
                                             const HeroSheetLookup &heroSheet, const OrcusSettings &settings)
{
    if (map.creatures.isEmpty())
        return Error{QStringLiteral("there are no creatures on the map")};
    AssembledEncounter assembled;
    QSet<QString> monsters;
    QJsonArray used;
    for (const MapCreature &creature : map.creatures) {
        if (!creature.monster.isEmpty()) {
            // Placed from the monster library: the token's own stat block, whatever the block file holds.
            auto statBlock =
                statBlockFromJson(creature.monster, JsonContext(QStringLiteral("%1's stat block").arg(creature.name)));
            if (!statBlock)
                return statBlock.error();
            auto block = MonsterCombatant::statBlock(*statBlock, creature.id);
            if (!block)
                return Error{QStringLiteral("%1's stat block: %2").arg(creature.name, block.errorMessage())};
            // One initiative roll for the group (RollInitiativeCommand joins combatants of the same "group").
            QJsonObject combatant = *block;
            if (!creature.initiativeGroup.isEmpty())
                combatant.insert(QStringLiteral("group"), creature.initiativeGroup);
            used.append(combatant);
            continue;
        }
        if (creature.character.isEmpty()) {
            monsters.insert(creature.id);
            continue;
        }
        const HeroCharacter *hero = heroSheet ? heroSheet(creature.character) : nullptr;
        if (!hero)
            return Error{QStringLiteral("%1's character sheet is not in the campaign").arg(creature.name)};
        auto block = HeroCombatant::statBlock(*hero, creature.id, settings);
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
    // The map's light as the fight begins, kept with the encounter (docs/vision.md "In a fight").
    if (const QJsonObject light = encounterLightToJson(fightLight(map.lighting), map.grid.width(), map.grid.height());
        !light.isEmpty())
        assembled.encounter.insert(QStringLiteral("light"), light);
    return assembled;
}

} // namespace battlemat
