#pragma once

#include "grid/battlemap.h"
#include "regions/regionmap.h"
#include "sheet/herocharacter.h"

#include <QList>
#include <QString>

namespace battlemat {

/** Everything a game master prepares for one campaign: its battle maps and the party's heroes. */
struct Campaign
{
    QString name;
    QList<BattleMap> maps;
    int activeMap = 0;
    QList<HeroCharacter> heroes; // a map's token names one by its creature id (MapCreature::character)
    /** Region maps for the mastery-point rules, each with the id the campaign file stores it under. */
    QList<std::pair<QString, RegionMap>> regionMaps;

    const HeroCharacter *hero(const QString &id) const
    {
        for (const HeroCharacter &candidate : heroes) {
            if (candidate.creature.id == id)
                return &candidate;
        }
        return nullptr;
    }
};

} // namespace battlemat
