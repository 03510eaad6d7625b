#pragma once

#include "mastery/masterydecider.h"
#include "mastery/masteryrolloutcome.h"

#include <QList>
#include <QString>

#include <optional>

namespace battlemat {

/** One side of an exchange: its roll and what it may still spend on it. */
struct MasteryParticipant
{
    QString combatant;
    MasteryRoll roll;
    int mpAvailable = 0; // MPs it may draw on (its own, or its monster group's pool)
    int spendLimit = 0;  // its rank: at most this many MPs on one roll
};

/** One MP spent during an exchange. */
struct MasterySpend
{
    QString combatant;
    int face = 0;     // the new die
    int replaced = 0; // the face it replaced on a disadvantaged roll, 0 when it was added
    int keptAfter = 0;
};

/** One answer to an offer, with the odds the offer showed (the acting side's chance of success). */
struct MasteryDecision
{
    QString combatant;
    bool spent = false;
    double successIfPass = 0;
    double successIfSpend = 0;
};

struct MasteryExchangeResult
{
    MasteryParticipant acting;
    std::optional<MasteryParticipant> resisting;
    QList<MasterySpend> spends;
    QList<MasteryDecision> decisions;          // every offer answered, in order
    std::optional<MasteryRollOutcome> outcome; // when there was a difficulty or resisting roll
};

/**
 * The Mastery Point back-and-forth after a roll ("Mastery Points"): the roller may spend first, then the other
 * side may answer with its own roll, and so on until both pass one after the other. Each spend is one MP and
 * one die; neither side spends more than its rank on this roll nor more MPs than it has. A resisting roll
 * without MPs (the GM's difficulty die) just never spends.
 */
QCoro::Task<MasteryExchangeResult> runMasteryExchange(MasteryParticipant acting,
                                                      std::optional<MasteryParticipant> resisting,
                                                      MasteryDecider *decider, FaceRoller roller);

} // namespace battlemat
