// HitHealing (../shared/rules/orcus-basic-rules.txt "Healing", "Temporary hit points"): what an attack's Hit line
// gives its own user.
#include "encounter/hithealing.h"

#include "encounter/rollreview.h"

#include <algorithm>

namespace battlemat::HitHealing {

QCoro::Task<void> apply(RulesContext *context, QString userId, CombatPower power, QList<AttackOutcome> outcomes)
{
    if (!power.hitHeal && power.hitTempHp <= 0)
        co_return;
    const auto hits = std::count_if(outcomes.cbegin(), outcomes.cend(), [](const AttackOutcome &o) { return o.hit; });
    for (qsizetype i = 0; i < hits; ++i) {
        const Combatant *user = context->state().combatant(userId);
        if (!user || user->dead)
            co_return;
        // A Hit line applies to each target hit ("Effects"): a burst that hits two heals twice.
        if (power.hitHeal) {
            const QString purpose = QStringLiteral("healing ") + userId;
            const int total = std::max(0, context->roll(*power.hitHeal, userId, purpose).total);
            const ReviewedRoll reviewed{
                ReviewedRollKind::Healing, userId, userId, purpose, 0, total, 0, false, *power.hitHeal};
            auto reviewing = context->review(reviewed); // call first, then await
            const int added = co_await reviewing;
            context->heal(userId, total + added, power.id);
        }
        // Temporary hit points do not stack: more than once grants nothing more.
        if (power.hitTempHp > 0 && i == 0)
            context->grantTemporaryHitPoints(userId, power.hitTempHp, power.id);
    }
}

} // namespace battlemat::HitHealing
