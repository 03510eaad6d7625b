#include "grid/battlemap.h"

namespace battlemat {

const MapCreature *BattleMap::creature(const QString &id) const
{
    for (const MapCreature &c : creatures) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

MapCreature *BattleMap::creature(const QString &id)
{
    return const_cast<MapCreature *>(std::as_const(*this).creature(id));
}

} // namespace battlemat
