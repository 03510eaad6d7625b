#pragma once

#include "core/result.h"
#include "mastery/actionkind.h"

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace battlemat {

/** What taking one action did to a character's turn. */
struct ActionOutcome
{
    int apSpent = 0;
    bool turnEnds = false;
    bool mpSpent = false; // an MP kept the turn going after a major action
};

/**
 * One character's action points across turns ("Actions"): minor, major and exclusive actions on its own turn,
 * interrupt actions between its turns (paid from the next turn), the MP that keeps a major action from ending
 * the turn at rank 2+, and cooldowns. It only counts; the MP itself is paid by the caller.
 */
class ActionPoints
{
public:
    explicit ActionPoints(int perTurn = 3, int rank = 1);

    int perTurn() const { return m_perTurn; }
    int left() const { return m_left; }
    int owedNextTurn() const { return m_owed; }
    int majorsThisTurn() const { return m_majors; }
    bool turnOver() const { return m_turnOver; }
    int turnNumber() const { return m_turnNumber; }
    /** A minor, major or exclusive action was taken this turn (free actions do not count). */
    bool actedThisTurn() const { return m_actedThisTurn; }

    /** Starts the character's turn: the APs of a turn minus what interrupts took from it. */
    void startTurn();
    /** Ends the turn early (the character is done). */
    void endTurn() { m_turnOver = true; }
    /** Takes back a turn started but not acted in (a delayer cut in first): its APs wait for the real start. */
    void suspendTurn();

    /**
     * An action on the character's own turn. `keepTurnWithMp` asks to pay an MP so that a major action does
     * not end the turn (rank 2+, at most rank major actions a turn). `cooldown` names an action that may not
     * be used again this turn or next; empty for none.
     */
    Result<ActionOutcome> take(MasteryActionKind kind, bool keepTurnWithMp = false, const QString &cooldown = {});
    /** An interrupt action between the character's turns, paid from its next turn. */
    Result<ActionOutcome> takeInterrupt(MasteryActionKind kind, const QString &cooldown = {});

    /** Whether a minor interrupt (an opportunity attack, a dodge) is still affordable. */
    bool canInterrupt(MasteryActionKind kind) const;
    /** Names the actions still cooling down ({"name": turn it was used on}), for the tracker. */
    QStringList coolingDown() const;

    /** Everything it counts, for the table session's stored state (engine/mastery/masterystatejson.h). */
    QJsonObject toJson() const;
    static ActionPoints fromJson(const QJsonObject &object);

private:
    Status checkCooldown(const QString &cooldown, int turn) const;

    int m_perTurn;
    int m_rank;
    int m_left = 0;
    int m_owed = 0;
    int m_majors = 0;
    bool m_actedThisTurn = false; // a non-free action was taken this turn
    bool m_turnOver = true;       // no turn is running until startTurn()
    int m_turnNumber = 0;
    QHash<QString, int> m_cooldownTurn; // action name -> the turn it was used on
};

} // namespace battlemat
