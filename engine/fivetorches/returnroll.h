#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/** The path back to safety as the GM judges it: failure costs HP on a dangerous path, load on an arduous one. */
enum class ReturnPath
{
    Dangerous,
    Arduous
};

QString returnPathName(ReturnPath path);
Result<ReturnPath> returnPathFromName(const QString &name);

/** One PC's roll to return and what a failure cost ("Rolling To Return",
 * ../shared/rules/checks-actions-combat-gritty.txt). */
struct ReturnResult
{
    CheckResult check;
    ReturnPath path = ReturnPath::Dangerous;
    QList<int> damageDice; // dangerous: 1d6 per point under the DC
    int damage = 0;        // ignores armor, cannot be healed or avoided
    int loadsLost = 0;     // arduous: one load per point under the DC; the GM picks what is dropped

    /** DC 10 + 1 per travel turn, at most 20. */
    static int dcFor(int travelTurns);
    /** The cost of a check already rolled; dangerous paths roll their damage dice. */
    static Result<ReturnResult> resolve(const CheckResult &check, ReturnPath path, DieSource &dice);
    /** Rolls the check with the PC's best modifier (proficiency included) and resolves it. */
    static Result<ReturnResult> roll(DieSource &dice, int bestModifier, int travelTurns, ReturnPath path,
                                     Edge edge = Edge::None);
};

} // namespace battlemat::ftd
