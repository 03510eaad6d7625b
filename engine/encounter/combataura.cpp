#include "encounter/combataura.h"

#include "encounter/effectspec.h"
#include "encounter/trymacro.h"

namespace battlemat {

Result<CombatAura> combatAuraFromJson(const QJsonObject &object, const JsonContext &context)
{
    CombatAura aura;
    BATTLEMAT_TRY(name, context.requireString(object, QStringLiteral("name")));
    // The largest published aura is 10 squares (the couatl's Detect Thoughts); 20 leaves room for home-made ones.
    BATTLEMAT_TRY(radius, context.requireInt(object, QStringLiteral("radius"), 1, 20));
    BATTLEMAT_TRY(affects, context.optionalString(object, QStringLiteral("affects"), QStringLiteral("creatures")));
    if (affects->isEmpty() || (*affects != QLatin1String("enemies") && *affects != QLatin1String("allies") &&
                               *affects != QLatin1String("creatures")))
        return context.child(QStringLiteral("affects"))
            .error(QStringLiteral("must be enemies, allies or creatures, not '%1'").arg(*affects));
    BATTLEMAT_TRY(startOfTurn, context.optionalBool(object, QStringLiteral("startOfTurn"), false));
    BATTLEMAT_TRY(onEnter, context.optionalBool(object, QStringLiteral("onEnter"), false));
    BATTLEMAT_TRY(play, auraPlayFromJson(object, context));
    for (qsizetype i = 0; i < play->conditions.size(); ++i) {
        if (!effectConditionNames().contains(play->conditions.at(i)))
            return context.child(QStringLiteral("conditions"))
                .at(i)
                .error(QStringLiteral("unknown condition '%1' (expected one of %2)")
                           .arg(play->conditions.at(i), effectConditionNames().join(QStringLiteral(", "))));
    }
    const bool triggered = *startOfTurn || *onEnter || play->endOfTurn || play->onLeave || play->onEvent();
    BATTLEMAT_TRY(damageText, context.optionalString(object, QStringLiteral("damage")));
    if (!damageText->isEmpty()) {
        auto damage = DiceFormula::parse(*damageText);
        if (!damage)
            return context.child(QStringLiteral("damage")).error(damage.errorMessage());
        aura.damage = *damage;
    }
    if (triggered && !aura.damage && !play->strikes())
        return context.error(QStringLiteral("an aura with a trigger needs damage, conditions, a push, basicAttack, "
                                            "cannotShift, ownerAttackBonus or lastStrike"));
    if (!triggered && !play->passive())
        return context.error(QStringLiteral("an aura the encounter plays needs a trigger (startOfTurn, onEnter, "
                                            "endOfTurn, onLeave, onMiss, onFailedSave, ownerUses) or a modifier "
                                            "while in it"));
    if (play->persistent && !aura.damage)
        return context.child(QStringLiteral("persistent")).error(QStringLiteral("persistent needs a damage"));
    BATTLEMAT_TRY(damageType, context.optionalString(object, QStringLiteral("damageType")));
    aura.name = *name;
    aura.radius = *radius;
    aura.affects = *affects;
    aura.startOfTurn = *startOfTurn;
    aura.onEnter = *onEnter;
    aura.damageType = *damageType;
    aura.play = *play;
    return aura;
}

QJsonObject combatAuraToJson(const CombatAura &aura)
{
    QJsonObject object{{QStringLiteral("name"), aura.name},
                       {QStringLiteral("radius"), aura.radius},
                       {QStringLiteral("affects"), aura.affects}};
    if (aura.damage)
        object.insert(QStringLiteral("damage"), aura.damage->toString());
    if (aura.startOfTurn)
        object.insert(QStringLiteral("startOfTurn"), true);
    if (aura.onEnter)
        object.insert(QStringLiteral("onEnter"), true);
    if (!aura.damageType.isEmpty())
        object.insert(QStringLiteral("damageType"), aura.damageType);
    auraPlayToJson(aura.play, &object);
    return object;
}

} // namespace battlemat
