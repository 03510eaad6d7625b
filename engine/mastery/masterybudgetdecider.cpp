#include "mastery/masterybudgetdecider.h"

namespace battlemat {

QCoro::Task<MasteryChoice> MasteryBudgetDecider::decide(MasteryOffer offer)
{
    int &budget = m_budgets[offer.combatant];
    bool losing = false;
    if (!offer.contested)
        losing = offer.own.kept() < offer.own.sides;
    else
        losing = offer.acting ? !offer.ifPass.success : offer.ifPass.success > 0;
    if (budget <= 0 || !losing)
        co_return MasteryChoice::Pass;
    --budget;
    co_return MasteryChoice::Spend;
}

} // namespace battlemat
