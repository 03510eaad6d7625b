#pragma once

#include "core/result.h"

#include <QString>

namespace battlemat::ftd {

/** The three actions of a turn ("Types of Actions", ../shared/rules/checks-actions-combat-gritty.txt). */
enum class FtdAction
{
    Active,
    Movement,
    Quick
};

QString ftdActionName(FtdAction action);
Result<FtdAction> ftdActionFromName(const QString &name);

/**
 * One turn's actions: one active, one movement, one quick. An active action may be traded down to a movement or a
 * quick one (GM willing), a movement action to a quick one; never up. Retreat takes the whole turn.
 */
class FtdActionBudget
{
public:
    /** A turn part-way through: the slots already spent (a fight kept in the table state). */
    static FtdActionBudget fromSpent(bool active, bool movement, bool quick)
    {
        FtdActionBudget budget;
        budget.m_active = active;
        budget.m_movement = movement;
        budget.m_quick = quick;
        return budget;
    }
    bool available(FtdAction action) const;
    /** Takes an action of that kind, using the slot of a bigger unused action when its own is spent. */
    Result<FtdAction> take(FtdAction action);
    /** Retreat: a special action needing the whole turn, so only before anything else was taken. */
    Status takeRetreat();
    bool spent(FtdAction slot) const;

private:
    bool m_active = false;
    bool m_movement = false;
    bool m_quick = false;
};

/** Speed in feet a movement action gives: base speed, halved for swimming, crawling, climbing or difficult terrain. */
int movementFeet(int speedFeet, bool halfSpeedMovement);
/** Squares of 5 ft a speed covers on the battlemat. */
int squaresFor(int feet);

} // namespace battlemat::ftd
