#pragma once

#include "orcus/damagetype.h"

#include <QString>

namespace battlemat {

/** An amount of damage about to be dealt to one creature, and what it came from. */
struct Damage
{
    int amount = 0;
    DamageType type = DamageType::Untyped;
    bool fromAttack = true;  // "Weakened: halve the damage you do from attacks"
    bool persistent = false; // "Do not halve persistent damage you do"
    bool dealerWeakened = false;
    QString sourceId; // the creature dealing it
    QString origin;   // the power or effect
};

} // namespace battlemat
