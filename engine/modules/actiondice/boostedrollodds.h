#pragma once

#include "core/result.h"
#include "dice/diceexpression.h"
#include "dice/diceodds.h"
#include "modules/actiondice/boostodds.h"

#include <QMap>

namespace battlemat {

/**
 * A roll's chance of success with and without action dice, when the hero spends them on every roll that fails
 * and could still succeed (Action Dice Basics: boost after the roll, before the outcome). For each failing total,
 * the exact chance that the dice turn it. Against a defense a natural 1 misses whatever is added, and a natural
 * 20 hits anyway (Orcus "Attack Rolls").
 */
struct BoostedRollOdds
{
    double successWithout = 0;
    double successWith = 0;
    double turned = 0;               // P(the roll fails and the dice turn it)
    QMap<int, double> byTotal;       // failing total (that dice may help) -> chance the dice turn it
    QMap<int, QString> exactByTotal; // the same chances as fractions ("5/36")

    static Result<BoostedRollOdds> againstDc(const DiceDistribution &roll, int dc, const BoostOdds &boost);
    /** The attack must hold one d20 kept alone, as AttackOdds asks. */
    static Result<BoostedRollOdds> againstDefense(const DiceExpression &attack, int defense, const BoostOdds &boost,
                                                  const OddsLimits &limits = {});
};

} // namespace battlemat
