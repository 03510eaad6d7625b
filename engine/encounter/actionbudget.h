#pragma once

#include "encounter/combatpower.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The actions left in a creature's turn, per Orcus "Your turn" (orcus-gaps-filled.md section 1): one standard,
 * one move and one swift action; a standard action may be taken as a move or swift action, a move action as a
 * swift action. Free actions are not counted.
 */
class ActionBudget
{
public:
    static ActionBudget fullTurn() { return {1, 1, 1}; }
    /** Surprise round and dazed: a single standard action, which may be traded down. */
    static ActionBudget singleStandard() { return {1, 0, 0}; }
    static ActionBudget none() { return {0, 0, 0}; }

    ActionBudget() = default;
    ActionBudget(int standard, int move, int swift)
        : m_standard(standard)
        , m_move(move)
        , m_swift(swift)
    {}

    bool canTake(ActionKind kind) const;
    /** Spends the action, trading a larger one down when the kind itself is used up; false if impossible. */
    bool take(ActionKind kind);
    /** An action point: one more standard, move or swift action. */
    void grant(ActionKind kind);
    /** Deter: the creature may not take this kind of action; trade-downs into it are closed as well. */
    void forbid(ActionKind kind);
    void clear() { *this = none(); }

    int standard() const { return m_standard; }
    int move() const { return m_move; }
    int swift() const { return m_swift; }
    QJsonObject toJson() const;
    friend bool operator==(const ActionBudget &, const ActionBudget &) = default;

private:
    int m_standard = 0;
    int m_move = 0;
    int m_swift = 0;
    bool m_forbidStandard = false;
    bool m_forbidMove = false;
    bool m_forbidSwift = false;
};

} // namespace battlemat
