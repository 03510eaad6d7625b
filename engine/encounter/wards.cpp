#include "encounter/wards.h"

namespace battlemat::Wards {

bool allow(const Combatant &holder, const CombatPower &power)
{
    // "If the mummy has no wards, it cannot use this power."
    return !power.spendsWard || holder.wards > 0;
}

void spend(RulesContext *context, const QString &holderId, const QString &powerId)
{
    Combatant *holder = context->state().combatant(holderId);
    if (!holder || holder->wards <= 0)
        return;
    holder->wards -= 1;
    // Always recorded, watched or not: the count is state a later offer reads.
    context->record({{QStringLiteral("type"), QStringLiteral("wardSpent")},
                     {QStringLiteral("creature"), holderId},
                     {QStringLiteral("power"), powerId},
                     {QStringLiteral("wards"), holder->wards}});
}

void dropped(RulesContext *context, const QString &byId, const QString &droppedId)
{
    if (byId.isEmpty() || byId == droppedId)
        return;
    Combatant *dealer = context->state().combatant(byId);
    if (!dealer || !dealer->wardOnDrop)
        return;
    // "If the abyssal mummy reduces a creature to 0 HP or below, it gains one ward": any creature, friend or foe.
    dealer->wards += 1;
    context->record({{QStringLiteral("type"), QStringLiteral("wardGained")},
                     {QStringLiteral("creature"), byId},
                     {QStringLiteral("dropped"), droppedId},
                     {QStringLiteral("wards"), dealer->wards}});
}

} // namespace battlemat::Wards
