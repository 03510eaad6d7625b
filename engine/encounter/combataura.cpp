#include "encounter/combataura.h"

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
    if (!*startOfTurn && !*onEnter)
        return context.error(QStringLiteral("an aura the encounter plays needs startOfTurn or onEnter"));
    BATTLEMAT_TRY(damageText, context.requireString(object, QStringLiteral("damage")));
    auto damage = DiceFormula::parse(*damageText);
    if (!damage)
        return context.child(QStringLiteral("damage")).error(damage.errorMessage());
    BATTLEMAT_TRY(damageType, context.optionalString(object, QStringLiteral("damageType")));
    aura.name = *name;
    aura.radius = *radius;
    aura.affects = *affects;
    aura.startOfTurn = *startOfTurn;
    aura.onEnter = *onEnter;
    aura.damage = *damage;
    aura.damageType = *damageType;
    return aura;
}

QJsonObject combatAuraToJson(const CombatAura &aura)
{
    QJsonObject object{{QStringLiteral("name"), aura.name},
                       {QStringLiteral("radius"), aura.radius},
                       {QStringLiteral("affects"), aura.affects},
                       {QStringLiteral("damage"), aura.damage.toString()}};
    if (aura.startOfTurn)
        object.insert(QStringLiteral("startOfTurn"), true);
    if (aura.onEnter)
        object.insert(QStringLiteral("onEnter"), true);
    if (!aura.damageType.isEmpty())
        object.insert(QStringLiteral("damageType"), aura.damageType);
    return object;
}

} // namespace battlemat
