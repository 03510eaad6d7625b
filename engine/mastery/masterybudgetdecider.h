#pragma once

#include "mastery/masterydecider.h"

#include <QHash>

namespace battlemat {

/**
 * The documented default answer to Mastery Point offers, for scripts and the CLI (docs/mastery.md): each
 * combatant has a budget of MPs it is willing to spend on this roll (none unless given). It spends while its
 * side is losing: the roller while the roll fails, the resisting side while the roll succeeds; on a roll without
 * an opponent (initiative) while the kept face is below the die's maximum.
 */
class MasteryBudgetDecider : public MasteryDecider
{
public:
    explicit MasteryBudgetDecider(QHash<QString, int> budgets = {})
        : m_budgets(std::move(budgets))
    {}

    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override;

private:
    QHash<QString, int> m_budgets;
};

} // namespace battlemat
