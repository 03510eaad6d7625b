#pragma once

#include "mastery/masteryodds.h"
#include "mastery/masteryroll.h"

#include <QString>

#include <QCoro/QCoroTask>

namespace battlemat {

/** What a side is offered in a Mastery Point exchange, with the odds of each answer. */
struct MasteryOffer
{
    QString combatant;
    bool acting = true;    // the roller (true) or the side whose roll resists it (false)
    bool contested = true; // false: no other roll (initiative), odds are about the kept face
    MasteryRoll own;
    MasteryRoll other;   // empty when not contested
    int mpAvailable = 0; // in the character's own store or its group's pool
    int spendsLeft = 0;  // of its rank on this roll
    SuccessOdds ifPass;  // acting side's odds as the dice lie
    SuccessOdds ifSpend; // acting side's odds after one more MP from this side
    double expectedKeptIfSpend = 0;
};

/** An opportunity attack a move provokes ("Regions"), offered to the attacker's side before it is rolled. */
struct OpportunityOffer
{
    QString attacker;
    QString target; // the mover
    QString region; // the region left or entered
    bool onEntering = false;
    // The attack's chance of at least one success as the dice stand before any Mastery Point ("Resisted Rolls"),
    // the mover's defense disadvantaged when it runs, swims or climbs ("Regions").
    double hitChance = 0;
    bool defenseDisadvantaged = false;
};

enum class MasteryChoice
{
    Pass,
    Spend,
};

/**
 * Whoever answers Mastery Point offers: a person through the window, a script in the CLI, a queue in tests.
 * The exchange co_awaits it, so a window may take as long as the player needs.
 */
class MasteryDecider
{
public:
    virtual ~MasteryDecider() = default;
    virtual QCoro::Task<MasteryChoice> decide(MasteryOffer offer) = 0;
    /**
     * Whether the attacker takes the opportunity attack it is offered. By default every one is taken (a step lists
     * the ones let go in "decline"); the window asks the person who plays the attacker.
     */
    virtual QCoro::Task<bool> takeOpportunityAttack(OpportunityOffer offer)
    {
        Q_UNUSED(offer)
        co_return true;
    }
};

} // namespace battlemat
