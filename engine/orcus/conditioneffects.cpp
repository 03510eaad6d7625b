#include "orcus/conditioneffects.h"

#include <QJsonArray>

namespace battlemat {

namespace {
void addReason(QStringList &list, const QString &reason)
{
    if (!list.contains(reason))
        list.append(reason);
}
} // namespace

ConditionEffects ConditionEffects::of(const ConditionSet &conditions)
{
    ConditionEffects effects;
    for (int i = 0; i < conditionCount; ++i) {
        const auto condition = static_cast<Condition>(i);
        if (!conditions.has(condition))
            continue;
        // An implied condition names what implies it: "dazed (controlled)".
        const QStringList reasons = conditions.reasonsFor(condition);
        QString name = conditionName(condition);
        if (!reasons.contains(name))
            name += QStringLiteral(" (") + reasons.join(QStringLiteral(", ")) + QLatin1Char(')');
        switch (condition) {
        case Condition::Blinded:
            addReason(effects.offGuard, name);
            addReason(effects.cannotFlank, name);
            addReason(effects.targetsHaveTotalConcealment, name);
            addReason(effects.failsSightChecks, name);
            effects.perceptionPenalty = -10;
            break;
        case Condition::Controlled:
            // Its "You are dazed" comes through ConditionSet::has(Dazed).
            addReason(effects.controlledBySource, name);
            break;
        case Condition::Dazed:
            addReason(effects.offGuard, name);
            addReason(effects.cannotFlank, name);
            addReason(effects.noMoveOrSwiftAction, name);
            break;
        case Condition::Dying:
            addReason(effects.makesDeathSaves, name);
            break;
        case Condition::Helpless:
            addReason(effects.offGuard, name);
            addReason(effects.canBeCoupDeGraced, name);
            break;
        case Condition::Immobilized:
            addReason(effects.cannotMoveWillingly, name);
            break;
        case Condition::Marked:
            break; // depends on whom the marked creature attacks: AttackModifiers
        case Condition::Prone:
            addReason(effects.offGuardAgainstMelee, name);
            effects.attackPenalty -= 2;
            addReason(effects.attackPenaltyFrom, name);
            break;
        case Condition::Rattled:
            effects.attackPenalty -= 2;
            addReason(effects.attackPenaltyFrom, name);
            break;
        case Condition::Restrained:
            addReason(effects.cannotMoveWillingly, name);
            addReason(effects.cannotBeMovedUnwillingly, name);
            effects.attackPenalty -= 2;
            addReason(effects.attackPenaltyFrom, name);
            addReason(effects.offGuard, name);
            break;
        case Condition::Slowed:
            effects.speedLimit = 2;
            addReason(effects.slowedBy, name);
            break;
        case Condition::Stunned:
            addReason(effects.cannotTakeActions, name);
            addReason(effects.offGuard, name);
            addReason(effects.cannotFlank, name);
            break;
        case Condition::Surprised:
            addReason(effects.offGuard, name);
            addReason(effects.cannotFlank, name);
            addReason(effects.onlyFreeActions, name);
            break;
        case Condition::Unconscious:
            addReason(effects.offGuard, name);
            effects.defensePenalty = -5;
            addReason(effects.defensePenaltyFrom, name);
            addReason(effects.cannotTakeActions, name);
            addReason(effects.cannotFlank, name);
            break;
        case Condition::Weakened:
            addReason(effects.halvesAttackDamage, name);
            break;
        case Condition::Invisible:
            addReason(effects.unseenByEnemies, name);
            break;
        case Condition::OffGuard:
            addReason(effects.offGuard, name);
            break;
        }
    }
    return effects;
}

QJsonObject ConditionEffects::toJson() const
{
    QJsonObject object;
    auto put = [&object](const char *key, const QStringList &reasons) {
        if (!reasons.isEmpty())
            object.insert(QString::fromLatin1(key), QJsonArray::fromStringList(reasons));
    };
    put("offGuard", offGuard);
    put("offGuardAgainstMelee", offGuardAgainstMelee);
    put("cannotFlank", cannotFlank);
    put("cannotTakeActions", cannotTakeActions);
    put("onlyFreeActions", onlyFreeActions);
    put("noMoveOrSwiftAction", noMoveOrSwiftAction);
    put("cannotMoveWillingly", cannotMoveWillingly);
    put("cannotBeMovedUnwillingly", cannotBeMovedUnwillingly);
    put("targetsHaveTotalConcealment", targetsHaveTotalConcealment);
    put("failsSightChecks", failsSightChecks);
    put("halvesAttackDamage", halvesAttackDamage);
    put("canBeCoupDeGraced", canBeCoupDeGraced);
    put("makesDeathSaves", makesDeathSaves);
    put("unseenByEnemies", unseenByEnemies);
    put("controlled", controlledBySource);
    if (speedLimit)
        object.insert(QStringLiteral("speedLimit"),
                      QJsonObject{{QStringLiteral("value"), *speedLimit},
                                  {QStringLiteral("from"), QJsonArray::fromStringList(slowedBy)}});
    if (defensePenalty != 0)
        object.insert(QStringLiteral("defensePenalty"),
                      QJsonObject{{QStringLiteral("value"), defensePenalty},
                                  {QStringLiteral("from"), QJsonArray::fromStringList(defensePenaltyFrom)}});
    if (attackPenalty != 0)
        object.insert(QStringLiteral("attackPenalty"),
                      QJsonObject{{QStringLiteral("value"), attackPenalty},
                                  {QStringLiteral("from"), QJsonArray::fromStringList(attackPenaltyFrom)}});
    if (perceptionPenalty != 0)
        object.insert(QStringLiteral("perceptionPenalty"), perceptionPenalty);
    return object;
}

} // namespace battlemat
