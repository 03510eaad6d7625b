#pragma once

#include "orcus/conditionset.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace battlemat {

/**
 * What a creature's conditions change, each effect with the conditions that cause it, per the definitions in
 * orcus-gaps-filled.md section 7 and "Combat statuses". Attack-roll penalties that depend on the target (Marked)
 * or on the attack (Prone against ranged) are worked out by AttackModifiers from the same ConditionSet.
 */
struct ConditionEffects
{
    QStringList offGuard;                 // always off-guard (blinded, dazed, helpless, restrained, stunned, ...)
    QStringList offGuardAgainstMelee;     // prone: off-guard against melee attacks only
    QStringList cannotFlank;              // cannot contribute to a flank
    QStringList cannotTakeActions;        // stunned, unconscious
    QStringList onlyFreeActions;          // surprised
    QStringList noMoveOrSwiftAction;      // dazed (standard may be converted)
    QStringList cannotMoveWillingly;      // immobilized, restrained
    QStringList cannotBeMovedUnwillingly; // restrained
    std::optional<int> speedLimit;        // slowed: speed 2 if it was higher
    QStringList slowedBy;
    int defensePenalty = 0; // unconscious: -5 to AC, Fortitude, Reflex and Will
    QStringList defensePenaltyFrom;
    int attackPenalty = 0; // prone, restrained, rattled: -2 each (each a different condition, so they add up)
    QStringList attackPenaltyFrom;
    QStringList targetsHaveTotalConcealment; // blinded
    QStringList failsSightChecks;            // blinded
    int perceptionPenalty = 0;               // blinded: -10
    QStringList halvesAttackDamage;          // weakened
    QStringList canBeCoupDeGraced;           // helpless
    QStringList makesDeathSaves;             // dying
    QStringList unseenByEnemies;             // invisible
    QStringList controlledBySource;          // controlled

    static ConditionEffects of(const ConditionSet &conditions);

    bool isOffGuardAgainst(bool meleeAttack) const
    {
        return !offGuard.isEmpty() || (meleeAttack && !offGuardAgainstMelee.isEmpty());
    }
    bool canTakeAnyAction() const { return cannotTakeActions.isEmpty(); }
    bool canFlank() const { return cannotFlank.isEmpty(); }
    bool canMove() const { return cannotMoveWillingly.isEmpty(); }
    int effectiveSpeed(int speed) const { return speedLimit && speed > *speedLimit ? *speedLimit : speed; }

    /** Only the effects in force, each with the conditions causing it. */
    QJsonObject toJson() const;
};

} // namespace battlemat
