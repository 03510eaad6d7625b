#pragma once

#include "orcus/attackmodifier.h"

#include <QList>

namespace battlemat {

/**
 * The facts about one attack against one target that come from the battlefield (the grid engine or the game
 * master): cover, concealment, flanking, range, charging, running, sight. The attack resolver turns them into the
 * modifiers of "Circumstance Attack Roll Modifier"; conditions are read from the creatures themselves.
 */
struct AttackCircumstances
{
    enum class CoverGrade : quint8
    {
        None,
        Cover,        // -2
        ThreeQuarters // -5
    };
    enum class ConcealmentGrade : quint8
    {
        None,
        Concealment, // -2, melee and ranged only
        Total        // -5, melee and ranged only
    };

    CoverGrade cover = CoverGrade::None;
    ConcealmentGrade concealment = ConcealmentGrade::None;
    bool flanking = false;              // the attacker and an ally flank the target: it is off-guard against them
    bool longRange = false;             // a ranged attack beyond short range: -2
    bool charged = false;               // Charge after moving at least 2 squares: +1
    bool attackerRan = false;           // the attacker took Run this turn: -5
    bool adjacent = true;               // a prone target only penalises ranged attacks from attackers not adjacent
    bool attackerSeesInvisible = false; // magic or a special sense sees the invisible target
    bool targetSeesInvisible = false;   // the target sees the invisible attacker
    bool chooseToBeHit = false;         // "Choosing to be hit": the target lets the attack hit without a roll
    bool knockOut = false;              // the attacker knocks the target out if it drops to 0 or below
    QList<AttackModifier> other;        // anything else the GM rules on, each with its name
};

} // namespace battlemat
