#pragma once

#include "mastery/masterydecider.h"
#include "mastery/masterystate.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/**
 * A mastery-point encounter: its state changes only through commands, and every command leaves events in the
 * log ({"seq", "type", ...}). A refused command leaves one "error" event and the state untouched. The same
 * initial state (seed included) and the same commands with the same Mastery Point answers give the same log;
 * undo replays all commands but the last from the initial state.
 */
class MasteryEncounter
{
public:
    explicit MasteryEncounter(MasteryState initial);

    /** Applies one command (docs/mastery.md); `decider` answers Mastery Point offers (none: always pass). */
    QCoro::Task<Status> apply(QJsonObject command, MasteryDecider *decider);
    /** Takes back the last command that succeeded, by replaying the ones before it; adds an "undone" event. */
    QCoro::Task<Status> undo();

    /** apply() and undo() run to the end, for deciders that answer at once (scripts, tests). */
    Status applyNow(QJsonObject command, MasteryDecider *decider);
    Status undoNow();

    const MasteryState &state() const { return m_state; }
    const QList<QJsonObject> &log() const { return m_log; }

private:
    struct Applied
    {
        QJsonObject command;
        QList<MasteryChoice> choices; // the decider's answers, in order, so that a replay needs nobody
        bool succeeded = false;
    };

    QCoro::Task<Status> run(QJsonObject command, MasteryDecider *decider, QList<MasteryChoice> *choices);
    void append(QJsonObject event);

    MasteryState m_initial;
    MasteryState m_state;
    QList<Applied> m_applied;
    QList<QJsonObject> m_log;
};

} // namespace battlemat
