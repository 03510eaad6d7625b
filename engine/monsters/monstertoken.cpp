#include "monsters/monstertoken.h"

#include "orcus/statblockjson.h"

namespace battlemat {

MapCreature monsterToken(const StatBlock &block, const QList<MapCreature> &onMap, const QString &initiativeGroup)
{
    MapCreature creature;
    creature.id = block.id;
    creature.name = block.name;
    // A second Goblin Cutthroat on the map is "Goblin Cutthroat 2", as the table tells them apart.
    int sameName = 0;
    for (const MapCreature &other : onMap)
        sameName += other.monster.value(QStringLiteral("id")).toString() == block.id ? 1 : 0;
    if (sameName > 0)
        creature.name = QStringLiteral("%1 %2").arg(block.name).arg(sameName + 1);
    creature.side = QStringLiteral("monsters");
    creature.size = block.size;
    creature.reach = block.reach;
    creature.speed = block.monster.details.walks ? block.monster.speed : 0;
    creature.movementModes = block.monster.details.movementModes;
    creature.senses = sensesOfList(block.senses);
    creature.monster = statBlockToJson(block);
    creature.initiativeGroup = initiativeGroup;
    return creature;
}

} // namespace battlemat
