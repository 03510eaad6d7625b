#pragma once

#include "core/jsonreader.h"
#include "mastery/masteryexchange.h"
#include "mastery/masterystate.h"

#include <QJsonObject>

#include <functional>

namespace battlemat {

/**
 * Carries out one command of a mastery encounter on a state (docs/mastery.md lists the commands): checks it,
 * rolls what it needs, asks the decider about Mastery Points and emits the events that describe it. The
 * caller works on a copy and keeps it only when the command succeeded.
 */
class MasteryCommandRunner
{
public:
    using EventSink = std::function<void(QJsonObject)>;

    MasteryCommandRunner(MasteryState &state, MasteryDecider *decider, EventSink sink);

    QCoro::Task<Status> run(QJsonObject command, JsonContext context);

private:
    // Turns and initiative (masterycommandrunner.cpp)
    QCoro::Task<Status> startCombat(QJsonObject command, JsonContext context);
    Status endTurn();
    Status delay(const QJsonObject &command, const JsonContext &context);
    Status resume(const QJsonObject &command, const JsonContext &context);
    QCoro::Task<Status> interrupt(QJsonObject command, JsonContext context);
    Status endContest();
    Status action(const QJsonObject &command, const JsonContext &context);
    Status damage(const QJsonObject &command, const JsonContext &context);
    Status place(const QJsonObject &command, const JsonContext &context);
    Status hide(const QJsonObject &command, const JsonContext &context);

    void startTurnOfCurrent();
    void finishTurnIfOver();
    void endCurrentTurn();
    bool isOnTurn(const CombatantState &combatant) const;
    Result<ActionOutcome> payAction(CombatantState &combatant, MasteryActionKind kind, bool keepTurn,
                                    const QString &cooldown);

    // Rolls, attacks and movement (masterycombat.cpp)
    QCoro::Task<Status> attack(QJsonObject command, JsonContext context);
    QCoro::Task<Status> check(QJsonObject command, JsonContext context);
    QCoro::Task<Status> move(QJsonObject command, JsonContext context);
    QCoro::Task<void> resolveAttack(QString attacker, QString target, int level, int shift, QString attackStat,
                                    QString defenseStat, QString eventType, QJsonObject extra);
    QCoro::Task<MasteryExchangeResult> exchange(MasteryParticipant acting, std::optional<MasteryParticipant> resisting);
    void applyDamage(CombatantState &target, int amount);
    void emitCheckRolled(const QString &who, const QString &difficulty, const MasteryExchangeResult &result,
                         bool assumedMaximum);

    // Mastery Points: a character's own store, or its monster group's pool.
    int mpAvailable(const CombatantState &combatant);
    void payMp(CombatantState &combatant, int amount);
    /** Rolls for `combatant`; `shift` die ranks move along the ladder, past its ends into advantage levels. */
    MasteryParticipant participant(CombatantState &combatant, int sides, int level, int shift = 0);

    Result<CombatantState *> requireCombatant(const QJsonObject &command, const QString &key,
                                              const JsonContext &context);
    Result<int> netLevel(const QJsonObject &command, const JsonContext &context);
    Result<int> shiftOf(const QJsonObject &command, const JsonContext &context);
    void emitEvent(const QString &type, QJsonObject fields);

    MasteryState &m_state;
    MasteryDecider *m_decider;
    EventSink m_sink;
};

} // namespace battlemat
