#pragma once

#include "dice/rollrecord.h"
#include "orcus/attackmodifier.h"
#include "orcus/conditioninstance.h"
#include "orcus/damagereport.h"
#include "orcus/defense.h"
#include "orcus/poweroutcome.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace battlemat {

/**
 * The explanation of one attack, for the game master and the log: per target the roll, every modifier with its
 * source, the total against the defense, hit / miss / critical, the damage dice, each damage adjustment and the hit
 * points and statuses afterwards.
 */
struct AttackResolution
{
    /** One target of the attack: one attack roll each ("Attacks with multiple targets"). */
    struct Target
    {
        QString targetId;
        Defense defense = Defense::AC;
        int defenseValue = 0;
        std::optional<RollRecord> attackRoll; // none when the target chose to be hit
        int natural = 0;
        QList<AttackModifier> modifiers;
        int total = 0;
        bool choseToBeHit = false;
        bool hit = false;
        bool critical = false; // natural 20
        bool fumble = false;   // natural 1
        bool knockOut = false; // the attacker's choice if this drops the target to 0 or below
        bool coupDeGrace = false;
        // Damage of the Hit (or Miss) entry for this target: the shared roll, or maximum + critical dice.
        int hitDamage = 0;
        int criticalMaximum = 0;
        std::optional<RollRecord> criticalDice; // improved critical: +1dW / +2dW / +3dW, rolled per target
        QList<DamageReport> damage;             // filled when the damage is applied
        QList<ConditionInstance> conditionsApplied;
        QStringList conditionsPrevented; // "dazed (immune to charm)": the target's effect immunities stopped them
        std::optional<PersistentDamage> persistentApplied;
        int hitPointsAfter = 0;
        QStringList statusesAfter;

        QJsonObject toJson() const;
    };

    QString attackerId;
    QString power;
    bool attackerWeakened = false;
    QString weapon;              // the weapon whose dice dW stood for, if any
    QString hitDamageExpression; // with level and abilities put in ("2dW + 11 + 4")
    DamageType hitDamageType = DamageType::Untyped;
    std::optional<RollRecord> hitDamageRoll; // rolled once for every ordinary hit
    QString missDamageExpression;
    DamageType missDamageType = DamageType::Untyped;
    std::optional<RollRecord> missDamageRoll; // rolled once for every miss
    QString effectDamageExpression;
    DamageType effectDamageType = DamageType::Untyped;
    std::optional<RollRecord> effectDamageRoll; // rolled once for every target
    QList<Target> targets;
    QStringList pendingSecondaryAttacks; // "Secondary Attack" entries triggered; the caller picks their targets
    bool applied = false;

    QJsonObject toJson() const;
};

} // namespace battlemat
