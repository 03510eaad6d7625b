#include "fivetorches/ftdactions.h"

namespace battlemat::ftd {

QString ftdActionName(FtdAction action)
{
    switch (action) {
    case FtdAction::Active:
        return QStringLiteral("active");
    case FtdAction::Movement:
        return QStringLiteral("movement");
    case FtdAction::Quick:
        break;
    }
    return QStringLiteral("quick");
}

Result<FtdAction> ftdActionFromName(const QString &name)
{
    for (FtdAction action : {FtdAction::Active, FtdAction::Movement, FtdAction::Quick}) {
        if (ftdActionName(action) == name)
            return action;
    }
    return Error{QStringLiteral("'%1' is not an action (active, movement, quick)").arg(name)};
}

bool FtdActionBudget::spent(FtdAction slot) const
{
    switch (slot) {
    case FtdAction::Active:
        return m_active;
    case FtdAction::Movement:
        return m_movement;
    case FtdAction::Quick:
        break;
    }
    return m_quick;
}

bool FtdActionBudget::available(FtdAction action) const
{
    // A smaller action may use any unused bigger slot: quick from movement or active, movement from active.
    switch (action) {
    case FtdAction::Active:
        return !m_active;
    case FtdAction::Movement:
        return !m_movement || !m_active;
    case FtdAction::Quick:
        break;
    }
    return !m_quick || !m_movement || !m_active;
}

Result<FtdAction> FtdActionBudget::take(FtdAction action)
{
    // Its own slot first, then the next bigger one, so a trade-down keeps the biggest action for last.
    const FtdAction order[] = {FtdAction::Quick, FtdAction::Movement, FtdAction::Active};
    bool reached = false;
    for (FtdAction slot : order) {
        if (slot == action)
            reached = true;
        if (!reached || spent(slot))
            continue;
        if (slot == FtdAction::Active)
            m_active = true;
        else if (slot == FtdAction::Movement)
            m_movement = true;
        else
            m_quick = true;
        return slot;
    }
    return Error{QStringLiteral("no %1 action is left this turn").arg(ftdActionName(action))};
}

Status FtdActionBudget::takeRetreat()
{
    if (m_active || m_movement || m_quick)
        return Error{QStringLiteral("retreat takes the whole turn; an action was already taken")};
    m_active = m_movement = m_quick = true;
    return success();
}

int movementFeet(int speedFeet, bool halfSpeedMovement)
{
    const int feet = speedFeet < 0 ? 0 : speedFeet;
    return halfSpeedMovement ? feet / 2 : feet;
}

int squaresFor(int feet)
{
    return feet < 0 ? 0 : feet / 5;
}

} // namespace battlemat::ftd
