#pragma once

#include "grid/movementmode.h"
#include "orcus/condition.h"
#include "orcus/conditionduration.h"
#include "orcus/damagetype.h"
#include "orcus/statchange.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>
#include <vector>

namespace battlemat {

struct Power;

/**
 * The damage line of a power: a dice expression that may use weapon dice (dW), "level" and ability abbreviations
 * (Str, Con, Dex, Int, Wis, Cha stand for the user's modifiers), e.g. "2dW + level" or "1d10 + Str".
 */
struct PowerDamage
{
    QString expression;
    DamageType type = DamageType::Untyped;
    QList<QPair<int, QString>> fromLevel; // "Level 21: 3dW + level": from that level on, that expression instead

    /** The expression that applies to a user of this level. */
    QString expressionAt(int level) const;
};

/** "persistent fire damage 5" ("Persistent damage"). */
struct PersistentDamage
{
    int amount = 0;
    DamageType type = DamageType::Untyped;
};

/** "The target is dazed (save ends)". */
struct AppliedCondition
{
    Condition condition = Condition::Dazed;
    ConditionDuration duration = ConditionDuration::SaveEnds;
};

/** "push 2", "pull 1", "slide 3" ("Unwilling movement"): moved through the grid's push, pull and shunt. */
struct ForcedMovement
{
    MovementMode kind = MovementMode::Push; // Push, Pull or Shunt (Orcus 1.0 prints "slide")
    int distance = 1;
};

/** One of a power's Hit, Miss or Effect entries ("Effects"). */
struct PowerOutcome
{
    std::optional<PowerDamage> damage;
    std::optional<PersistentDamage> persistent;
    QList<AppliedCondition> conditions;
    std::optional<ForcedMovement> forcedMovement;
    QString healing;                     // hit points the user regains, a dice expression ("10", "2d6 + 4")
    QString temporaryHitPoints;          // temporary hit points the user gains, a dice expression
    QList<StatChange> statChanges;       // "-2 penalty to Will defense (save ends)", "speeds increase by 1"
    QString text;                        // what the table applies by hand (difficult terrain, ...)
    std::vector<Power> secondaryAttacks; // "Secondary Attack" made when this entry applies

    bool isEmpty() const;
};

} // namespace battlemat
