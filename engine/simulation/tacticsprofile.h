#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace battlemat {

/**
 * How a combatant played by the engine weighs its choices (docs/simulation.md "Profiles"). Every number scales one
 * term of the policy's scores; none of them changes a rule. brute charges in, spends its best powers at once and
 * shrugs at opportunity attacks; cautious avoids provoking, rallies early and keeps its daily powers for when the
 * fight turns; skirmisher values flanking squares and steps away before using a ranged or area power.
 */
struct TacticsProfile
{
    QString name;
    double opportunityAttackWeight = 1.0; // expected damage of each provoked attack counts this many times
    double flankingBonus = 0.0;           // added to a destination's score when the attack from it is flanking
    double staggeredFocus = 0.25;         // extra weight on damage against a staggered (bloodied) target
    double rallyBelow = 0.5;              // Rally when hit points are at or below this fraction of the maximum
    double dailyThreshold = 1.3;          // a daily power must beat the best other power by this factor
    bool actionPointsEarly = true;        // spend an action point on the first turn that has a worthwhile attack
    bool stepBeforeRanged = false;        // Step out of adjacency before a ranged or area attack that provokes

    static TacticsProfile brute();
    static TacticsProfile cautious();
    static TacticsProfile skirmisher();
    /** brute, cautious or skirmisher; nullopt for any other name. */
    static std::optional<TacticsProfile> named(const QString &name);
    static QStringList names();
};

} // namespace battlemat
