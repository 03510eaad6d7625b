#pragma once

#include "grid/battlemap.h"

#include <QList>
#include <QString>

namespace battlemat {

/** Everything a game master prepares for one campaign: for now its battle maps. */
struct Campaign
{
    QString name;
    QList<BattleMap> maps;
    int activeMap = 0;
};

} // namespace battlemat
