#include "encounter/selfchange.h"

#include "encounter/rulescontext.h"

#include <QJsonArray>

namespace battlemat {

void SelfChange::apply(RulesContext *context, const QString &userId, const QString &powerName) const
{
    EncounterState &state = context->state();
    // Standing and shedding first: a creature brought back from 0 hit points is healed last, so that the healing
    // event is the last word on its hit points (Orcus "Healing": it regains them from 0).
    const QString shed = QStringLiteral("%1: recovers from all conditions").arg(powerName);
    const QString stood = QStringLiteral("%1: stands up").arg(powerName);
    for (const ActiveEffect &effect : QList<ActiveEffect>(state.effects)) {
        if (effect.target != userId || effect.spec.condition.isEmpty())
            continue;
        if (shedsConditions)
            context->endEffect(effect.id, shed);
        else if (standsUp && effect.spec.condition == QLatin1String("prone"))
            context->endEffect(effect.id, stood);
    }
    const Combatant *user = state.combatant(userId);
    if (!user || user->dead)
        return;
    for (const EffectSpec &effect : effects)
        context->addEffect(userId, userId, effect);
    const int amount = healsToFull ? user->maxHp - std::max(user->hp, 0) : heals;
    if (amount > 0)
        context->heal(userId, amount, powerName);
}

Result<SelfChange> selfChangeFromJson(const QJsonObject &object, const JsonContext &context)
{
    SelfChange change;
    auto heals = context.optionalInt(object, QStringLiteral("heals"), 0, 0, 10000);
    auto healsToFull = context.optionalBool(object, QStringLiteral("healsToFull"), false);
    auto standsUp = context.optionalBool(object, QStringLiteral("standsUp"), false);
    auto shedsConditions = context.optionalBool(object, QStringLiteral("shedsConditions"), false);
    auto tableText = context.optionalString(object, QStringLiteral("tableText"));
    auto takesNoDamage = context.optionalBool(object, QStringLiteral("takesNoDamage"), false);
    auto effects = context.optionalArray(object, QStringLiteral("effects"));
    auto shifts = context.optionalInt(object, QStringLiteral("shifts"), 0, 0, 100);
    if (!shifts)
        return shifts.error();
    change.shifts = *shifts;
    if (!takesNoDamage)
        return takesNoDamage.error();
    if (!effects)
        return effects.error();
    for (qsizetype i = 0; i < effects->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("effects")).at(int(i));
        if (!effects->at(i).isObject())
            return here.error(QStringLiteral("must be an object"));
        auto effect = effectSpecFromJson(effects->at(i).toObject(), here);
        if (!effect)
            return effect.error();
        change.effects.append(*effect);
    }
    change.takesNoDamage = *takesNoDamage;
    if (!heals)
        return heals.error();
    if (!healsToFull)
        return healsToFull.error();
    if (!standsUp)
        return standsUp.error();
    if (!shedsConditions)
        return shedsConditions.error();
    if (!tableText)
        return tableText.error();
    change.heals = *heals;
    change.healsToFull = *healsToFull;
    change.standsUp = *standsUp;
    change.shedsConditions = *shedsConditions;
    change.tableText = *tableText;
    if (change.isEmpty())
        return context.error(QStringLiteral("changes nothing: give heals, healsToFull, standsUp, shedsConditions, "
                                            "takesNoDamage, effects or shifts"));
    if (change.heals > 0 && change.healsToFull)
        return context.error(QStringLiteral("heals a number and to full at once: give one of heals, healsToFull"));
    return change;
}

QJsonObject selfChangeToJson(const SelfChange &change)
{
    QJsonObject object;
    if (change.heals > 0)
        object.insert(QStringLiteral("heals"), change.heals);
    if (change.healsToFull)
        object.insert(QStringLiteral("healsToFull"), true);
    if (change.standsUp)
        object.insert(QStringLiteral("standsUp"), true);
    if (change.shedsConditions)
        object.insert(QStringLiteral("shedsConditions"), true);
    if (change.takesNoDamage)
        object.insert(QStringLiteral("takesNoDamage"), true);
    QJsonArray effects;
    for (const EffectSpec &effect : change.effects)
        effects.append(effectSpecToJson(effect));
    if (!effects.isEmpty())
        object.insert(QStringLiteral("effects"), effects);
    if (change.shifts > 0)
        object.insert(QStringLiteral("shifts"), change.shifts);
    if (!change.tableText.isEmpty())
        object.insert(QStringLiteral("tableText"), change.tableText);
    return object;
}

} // namespace battlemat
