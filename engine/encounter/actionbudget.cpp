#include "encounter/actionbudget.h"

namespace battlemat {

bool ActionBudget::canTake(ActionKind kind) const
{
    switch (kind) {
    case ActionKind::Standard:
        return !m_forbidStandard && m_standard > 0;
    case ActionKind::Move:
        return !m_forbidMove && (m_move > 0 || m_standard > 0);
    case ActionKind::Swift:
        return !m_forbidSwift && (m_swift > 0 || m_move > 0 || m_standard > 0);
    case ActionKind::Free:
        return true;
    case ActionKind::Immediate:
        return false; // immediate actions happen outside the own turn and are tracked on the creature
    }
    return false;
}

bool ActionBudget::take(ActionKind kind)
{
    if (!canTake(kind))
        return false;
    // Spend the kind itself first, then the cheapest larger action that may be traded down.
    switch (kind) {
    case ActionKind::Standard:
        --m_standard;
        break;
    case ActionKind::Move:
        if (m_move > 0)
            --m_move;
        else
            --m_standard;
        break;
    case ActionKind::Swift:
        if (m_swift > 0)
            --m_swift;
        else if (m_move > 0)
            --m_move;
        else
            --m_standard;
        break;
    case ActionKind::Free:
    case ActionKind::Immediate:
        break;
    }
    return true;
}

void ActionBudget::grant(ActionKind kind)
{
    if (kind == ActionKind::Standard)
        ++m_standard;
    else if (kind == ActionKind::Move)
        ++m_move;
    else if (kind == ActionKind::Swift)
        ++m_swift;
}

void ActionBudget::forbid(ActionKind kind)
{
    if (kind == ActionKind::Standard)
        m_forbidStandard = true;
    else if (kind == ActionKind::Move)
        m_forbidMove = true;
    else if (kind == ActionKind::Swift)
        m_forbidSwift = true;
}

QJsonObject ActionBudget::toJson() const
{
    return {
        {QStringLiteral("standard"), m_standard}, {QStringLiteral("move"), m_move}, {QStringLiteral("swift"), m_swift}};
}

} // namespace battlemat
