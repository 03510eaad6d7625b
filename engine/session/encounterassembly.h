#pragma once

#include "core/result.h"
#include "grid/battlemap.h"
#include "grid/mapcreature.h"
#include "orcus/orcussettings.h"
#include "sheet/herocharacter.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <functional>

namespace battlemat {

/** An encounter file's object (docs/encounter.md) built from what is on the table, and whose sheet each hero is. */
struct AssembledEncounter
{
    QJsonObject encounter;          // {"map": {...}, "creatures": [stat blocks]}
    QHash<QString, QString> heroOf; // combatant id -> campaign hero id, whose sheet the fight writes back to
};

/** Finds a campaign hero's sheet by id; nullptr when the campaign has none. */
using HeroSheetLookup = std::function<const HeroCharacter *(const QString &heroId)>;

/**
 * The one way an encounter is put together, for the window and the CLI alike: the map with its creatures, a stat
 * block for every monster from the given blocks (a block file may serve several maps, so only the map's creatures'
 * blocks are taken) and for every hero token the stat block of its character sheet (HeroCombatant), so the fight
 * uses the sheet's numbers, under the campaign's settings (orcusSettingsOf its rules). Fails naming the creature
 * whose block or sheet is missing.
 */
Result<AssembledEncounter> assembleEncounter(const BattleMap &map, const QJsonArray &statBlocks,
                                             const HeroSheetLookup &heroSheet, const OrcusSettings &settings = {});

} // namespace battlemat
