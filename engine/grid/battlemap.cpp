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

// Not the const lookup cast: the list is implicitly shared, and writing through a pointer into it without
// detaching would change every copy of the map (the session's state before a command among them).
MapCreature *BattleMap::creature(const QString &id)
{
    for (MapCreature &c : creatures) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

} // namespace battlemat
