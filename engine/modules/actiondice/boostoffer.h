#pragma once

#include "core/result.h"
#include "modules/actiondice/boostodds.h"

#include <QString>

namespace battlemat {

/**
 * What the table is offered after one of the hero's rolls when action dice could change its outcome: how many
 * dice, what the roll still needs and the exact chance they make it ("spend 1d6: 50% to turn this miss into a
 * hit"). Built for the decider that asks the hero after the roll (Action Dice Basics: boost after rolling, before
 * the outcome).
 */
struct BoostOffer
{
    int dice = 1;
    int sides = 6;
    int need = 0;       // points the roll is short of its target
    ExactChance chance; // exact when it fits 64-bit whole numbers (always for needs a table meets)
    double value = 0;   // the same chance as a double
    QString failure;    // "miss", "failed save"
    QString success;    // "hit", "success"

    /**
     * The offer for a roll `need` points short, or nothing to offer: need <= 0 (it succeeds already), or the
     * roll cannot succeed at all (a natural 1 on an attack, which the caller does not offer).
     */
    static Result<BoostOffer> make(int dice, int sides, int need, const QString &failure, const QString &success);
    /** "spend 1d6: 50% to turn this miss into a hit". */
    QString text() const;
};

} // namespace battlemat
