#pragma once

#include "orcus/defenses.h"
#include "orcus/monsterdetails.h"
#include "orcus/monsterrank.h"
#include "orcus/monsterrole.h"

#include <QString>

namespace battlemat {

/**
 * A monster's printed numbers ("Monsters", "Creating new monsters"): defenses, hit points, attack bonuses and the
 * damage of its level, already including half its level where the rules say so.
 */
struct MonsterSheet
{
    MonsterRole role = MonsterRole::Striker;
    bool leader = false; // "Leader" is a rider on another role
    MonsterRank rank = MonsterRank::Standard;
    Defenses defenses;
    int maxHitPoints = 1;
    int attackVsAc = 0;    // total bonus against AC
    int attackVsOther = 0; // total bonus against Fortitude, Reflex or Will
    int initiative = 0;
    int xp = 0;
    int speed = 6;
    QString source; // natural, cosmic, elemental, fey, outsider, shadow
    QString type;   // automaton, beast, humanoid, monstrosity
    // Damage expressions of its level and role (wrecker bonus included), as the monster builder fills them in.
    QString atWillSingle;
    QString atWillMulti;
    QString surgeSingle;
    QString surgeMulti;
    MonsterDetails details; // what published blocks print beyond these numbers
};

} // namespace battlemat
