// SelfPowerRules (../shared/rules/orcus-basic-rules.txt, "Temporary hit points", "Healing", "Action required",
// "Action recharge"): a power on its user without an attack roll.
#include "encounter/selfpowerrules.h"

#include "encounter/commandchecks.h"
#include "encounter/conditionrules.h"
#include "encounter/squarechoices.h"

namespace battlemat::SelfPowerRules {

Status validate(const EncounterState &state, const Combatant &user, const CombatPower &power)
{
    if (!power.isSelfUse())
        return Error{QStringLiteral("%1 is not a power %2 uses on itself (attack it with the attack command)")
                         .arg(power.id, user.id)};
    if (user.expendedPowers.contains(power.id))
        return Error{QStringLiteral("%1 has already used %2 (%3)").arg(user.id, power.id, powerUsageName(power.usage))};
    if (power.action == ActionKind::Immediate) {
        // Orcus "Immediate actions": on someone else's turn, one between each of the user's own turns.
        if (state.phase != EncounterPhase::Combat && state.phase != EncounterPhase::Surprise)
            return Error{QStringLiteral("the encounter is not in combat")};
        if (state.current == user.id)
            return Error{QStringLiteral("an immediate action happens on someone else's turn")};
        if (user.immediateActionUsed)
            return Error{QStringLiteral("%1 has already taken an immediate action since its last turn").arg(user.id)};
        if (!ConditionRules::canAct(state, user))
            return Error{QStringLiteral("%1 cannot take actions").arg(user.id)};
        return success();
    }
    return CommandChecks::requireAction(state, user.id, power.action);
}

QCoro::Task<void> resolve(RulesContext *context, QString userId, CombatPower power)
{
    EncounterState &state = context->state();
    if (power.usage != PowerUsage::AtWill)
        state.combatant(userId)->expendedPowers.append(power.id);
    // The event first, so the log reads "uses Harden Skin" before the temporary hit points it grants.
    QJsonObject used{{QStringLiteral("type"), QStringLiteral("powerUsed")},
                     {QStringLiteral("creature"), userId},
                     {QStringLiteral("power"), power.id},
                     {QStringLiteral("name"), power.name}};
    if (!power.tableText.isEmpty())
        used.insert(QStringLiteral("tableText"), power.tableText);
    context->record(used);
    if (power.tempHp > 0)
        context->grantTemporaryHitPoints(userId, power.tempHp, power.id);
    if (power.heal) {
        const QString purpose = QStringLiteral("healing ") + userId;
        const int total = std::max(0, context->roll(*power.heal, userId, purpose).total);
        // Rolled, not yet applied: the modules in force may add to it, as to any healing roll (RollReview).
        const ReviewedRoll reviewed{
            ReviewedRollKind::Healing, userId, userId, purpose, 0, total, 0, false, *power.heal};
        auto reviewing = context->review(reviewed);
        const int added = co_await reviewing;
        context->heal(userId, total + added, power.id);
    }
    if (power.spendsRecovery)
        context->spendRecovery(userId, power.id);
    for (const EffectSpec &effect : power.onSelf)
        context->addEffect(userId, userId, effect);
    if (const int shifts = power.selfChange.shifts; shifts > 0) {
        // "shifts 4 squares" (selfChange `shifts` on a self power): where to is its controller's (a Square
        // question); declined, it stays put.
        const QJsonObject details{{QStringLiteral("power"), power.id}, {QStringLiteral("name"), power.name}};
        auto asked = SquareChoices::askShift(context, userId, QString(), shifts, details, false);
        if (const std::optional<Square> to = co_await asked) {
            auto moving = SquareChoices::moveTo(context, userId, shifts, *to);
            co_await moving;
        }
    }
}

QList<const CombatPower *> usable(const Combatant &user)
{
    QList<const CombatPower *> powers;
    for (const CombatPower &power : user.powers) {
        if (power.isSelfUse() && !user.expendedPowers.contains(power.id))
            powers.append(&power);
    }
    return powers;
}

} // namespace battlemat::SelfPowerRules
