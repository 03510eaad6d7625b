#pragma once

#include "grid/attackkind.h"
#include "grid/concealmentrules.h"
#include "grid/covergrade.h"
#include "orcus/attackmodifier.h"

#include <QList>
#include <QStringList>

namespace battlemat {

/**
 * Everything the circumstance modifiers of one attack roll against one target depend on (Orcus "Circumstance
 * Attack Roll Modifier", "Off-guard", "Flanking", the condition definitions of orcus-gaps-filled.md section 7),
 * however the runtime knows it: the encounter reads it from its state and its grid, `battlemat-cli attack` from its
 * creatures and the game master's flags. AttackModifiers::circumstances(situation) turns it into the modifiers.
 */
struct AttackSituation
{
    AttackKind kind = AttackKind::Melee;

    // The target.
    QStringList targetOffGuard;             // why it is off-guard against every attack (its conditions, Feint, Run)
    QStringList targetOffGuardAgainstMelee; // why it is off-guard against melee attacks only (prone)
    bool targetProne = false;               // ranged attacks from attackers not adjacent to it take -2
    bool flanking = false;                  // the attacker flanks it: it is off-guard against the attacker
    QString targetCannotSeeAttacker;        // why it cannot see the attacker (invisible): off-guard against it
    QString attackerCannotSeeTarget;        // why the attacker cannot see it (blinded, invisible): no off-guard
    CoverGrade cover = CoverGrade::None;    // None, Cover or ThreeQuarters (Total: no attack at all)
    // Its concealment from where the attacker stands, whatever the attack; it counts against melee and ranged
    // attacks only, and a totally concealed target cannot be seen.
    ConcealmentGrade concealment = ConcealmentGrade::None;
    QString concealmentSource = QStringLiteral("grid");

    // The attacker.
    bool attackerProne = false;
    bool attackerRestrained = false;
    bool attackerRattled = false;
    int ranPenalty = 0;          // after Run: 5
    int auraAttackModifier = 0;  // auras the attacker is in: "-2 ... on attack rolls", a couatl's +2 (AuraRules)
    int powerBonus = 0;          // an effect's power bonus to attack rolls (the frenzy demon's Aura of Frustration)
    bool charged = false;        // a Charge after moving at least 2 squares
    QString markedBy;            // the creature that marked the attacker, or empty
    bool includesMarker = false; // some target of this attack is that creature
    bool longRange = false;      // a ranged attack beyond the power's normal range
    bool adjacent = true;        // the attacker is adjacent to the target
    QList<AttackModifier> other; // anything else the game master rules on
};

} // namespace battlemat
