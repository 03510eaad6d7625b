#pragma once

#include "core/result.h"
#include "mastery/masterydecider.h"
#include "mastery/masterystate.h"

#include <QJsonObject>
#include <QList>

#include <QCoro/QCoroTask>

namespace battlemat {

/** What one contest command did to the mastery ruleset's stored state. */
struct MasteryTableRun
{
    Status status = success();
    QList<QJsonObject> events;
    QJsonObject moduleState;        // the ruleset's state after the command (unchanged when refused)
    QList<MasteryChoice> choices;   // every Mastery Point answer given, in order
    QList<bool> opportunityAttacks; // every opportunity attack offered: taken (true) or let go, in order
};

/**
 * The mastery ruleset's state in the table ({"encounter": masterystatejson, "dice": seeded generator}) as a live
 * MasteryState whose roller draws from that generator, and back. The window runs a command here first with its
 * prompt as decider to learn the answers, then hands the session a step that carries them (MasteryCommand), which
 * rolls the very same dice again because the generator's position is part of the state.
 */
namespace MasteryTable {

bool hasEncounter(const QJsonObject &moduleState);
/** The encounter in the module state, with a roller on a copy of the stored dice. */
Result<MasteryState> load(const QJsonObject &moduleState);
/** Runs one runner command ("attack", without the ruleset's prefix) on a copy of the module state. */
QCoro::Task<MasteryTableRun> run(QJsonObject moduleState, QJsonObject command, MasteryDecider *decider);

} // namespace MasteryTable

} // namespace battlemat
