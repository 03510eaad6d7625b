#pragma once

#include "orcus/equipmentcatalog.h"
#include "orcus/orcussettings.h"
#include "orcus/statblock.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The numbers that follow from a stat block by the rules: defenses (armor and shield tables, ability picks, half
 * level), hit points, staggered value, recoveries, speed, initiative and the ability modifiers used in play.
 */
struct DerivedStats
{
    Defenses defenses;
    int maxHitPoints = 1;
    int staggeredValue = 0; // half the maximum, rounded down ("Staggered")
    int recoveries = 0;
    int recoveryValue = 0;
    int speed = 6;
    int initiative = 0;
    int armorAttackPenalty = 0;   // -2 in armor the hero is not proficient with
    QJsonObject defenseBreakdown; // defense name -> list of {source, value}, for the sheet and the explanation

    /** Modifier + half level: what attack rolls and checks add ("Monsters", Ability Scores; heroes likewise). */
    std::array<int, 6> abilityBonuses{};

    int abilityBonus(Ability ability) const { return abilityBonuses[static_cast<size_t>(ability)]; }

    /** Refuses unknown armor, shield or weapon ids, a shield in the armor slot and levels outside 1..30. */
    static Result<DerivedStats> of(const StatBlock &block, const EquipmentCatalog &catalog,
                                   const OrcusSettings &settings = {});

    QJsonObject toJson() const;
};

} // namespace battlemat
