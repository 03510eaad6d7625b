#include "encounter/attackhiteffects.h"

#include "encounter/encountergrid.h"
#include "encounter/unwillingmovement.h"

#include <QJsonArray>

namespace battlemat::AttackRules {

namespace {

/**
 * Orcus "Bull Rush": the target is pushed 1 square to the square chosen (validate() checked it) and "if you wish,
 * you can step into the space they just left."
 */
QCoro::Task<void> bullRush(RulesContext *context, QString attackerId, QString targetId, Square to, bool follow)
{
    EncounterState &state = context->state();
    Combatant *target = state.combatant(targetId);
    const Square left = target->position;
    if (UnwillingMovement::pushesIntoPit(state, *EncounterGrid::of(state), attackerId, targetId, to)) {
        // At a pit: the same "Into the pit?" as any push (orcus-gaps-filled.md section 10); declined, the
        // target stays, since Bull Rush moves it only to the square chosen.
        auto offering = UnwillingMovement::offerPit(context, attackerId, targetId, MovementMode::Push, PitDrop{{}, to});
        co_await offering;
        target = state.combatant(targetId);
    } else {
        target->position = to;
        context->record({{QStringLiteral("type"), QStringLiteral("pushed")},
                         {QStringLiteral("target"), targetId},
                         {QStringLiteral("x"), to.x},
                         {QStringLiteral("y"), to.y}});
        context->endGrapplesOf(targetId, QStringLiteral("moved apart"));
    }
    if (follow && target->position != left) {
        // "If you wish, you can step into the space they just left."
        state.combatant(attackerId)->position = left;
        context->record({{QStringLiteral("type"), QStringLiteral("moved")},
                         {QStringLiteral("creature"), attackerId},
                         {QStringLiteral("mode"), QStringLiteral("step")},
                         {QStringLiteral("path"), QJsonArray{QJsonArray{left.x, left.y}}},
                         {QStringLiteral("x"), left.x},
                         {QStringLiteral("y"), left.y}});
    }
}

} // namespace

QCoro::Task<void> applyHitEffects(RulesContext *context, QString attackerId, CombatPower power,
                                  QList<AttackOutcome> outcomes, AttackOptions options)
{
    EncounterState &state = context->state();
    for (const AttackOutcome &outcome : outcomes) {
        Combatant *target = state.combatant(outcome.target);
        if (!outcome.hit || target->dead)
            continue;
        // A creature immune to one of the power's keywords ("Immune: charm") ignores all its effects.
        if (const QString immunity = target->immunityTo(power.keywords);
            !immunity.isEmpty() && !power.onHit.isEmpty()) {
            context->record({{QStringLiteral("type"), QStringLiteral("effectPrevented")},
                             {QStringLiteral("target"), outcome.target},
                             {QStringLiteral("power"), power.id},
                             {QStringLiteral("reason"), QStringLiteral("immune to ") + immunity}});
            continue;
        }
        for (const EffectSpec &effect : power.onHit)
            context->addEffect(outcome.target, attackerId, effect);
        if (power.id == QLatin1String("grapple") && !power.onHit.size()) {
            // Orcus "Grapple": immobilized until it escapes; maintained with a swift action from the next turn on.
            context->addEffect(outcome.target, attackerId,
                               EffectSpec::ofCondition(QStringLiteral("grappled"), EffectDuration::MaintainSwift));
        }
        if (power.id == QLatin1String("bull-rush") && options.push) {
            auto pushing = bullRush(context, attackerId, outcome.target, *options.push, options.follow);
            co_await pushing;
        }
        // "The target is pushed 5 squares": through the grid, after the hit's effects (docs/encounter.md).
        if (power.forcedMode) {
            auto forced =
                UnwillingMovement::apply(context, attackerId, outcome.target, *power.forcedMode, power.forcedDistance);
            co_await forced;
        }
    }
}

} // namespace battlemat::AttackRules
