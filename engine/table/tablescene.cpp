#include "table/tablescene.h"

namespace battlemat {

int TableScene::creatureIndex(const QString &id) const
{
    for (qsizetype i = 0; i < map.creatures.size(); ++i) {
        if (map.creatures.at(i).id == id)
            return int(i);
    }
    return -1;
}

} // namespace battlemat
