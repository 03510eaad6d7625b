#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/** The moments the text suggests a morale check ("When To Check Morale",
 * ../shared/rules/checks-actions-combat-gritty.txt). */
enum class MoraleTrigger
{
    BattleBegins,
    FirstDeath,
    LeaderDown,
    TideTurned,
    LeaderRetreats
};

QString moraleTriggerName(MoraleTrigger trigger);
Result<MoraleTrigger> moraleTriggerFromName(const QString &name);

/** Who rolls: PCs always individually; monsters as a side, a group of one type, or individually (GM's choice). */
enum class MoraleScope
{
    Side,
    Group,
    Individual
};
QString moraleScopeName(MoraleScope scope);
Result<MoraleScope> moraleScopeFromName(const QString &name);

/** What a morale roll adds to the d20: WIS mod, proficiency where fitting, and a monster's morale bonus by HD. */
struct MoraleModifier
{
    int wisdomModifier = 0;
    int proficiency = 0; // 0 when not fitting
    int moraleBonus = 0; // monsters only
    int total() const { return wisdomModifier + proficiency + moraleBonus; }
};

/**
 * A morale check at DC 11: success stands and fights, failure surrenders or flees ("Morale Checks"). Retainers of a
 * PC who retreats check at once with disadvantage and rout on a failure ("Retreat").
 */
struct Morale
{
    static constexpr int dc = 11;

    /** The edge a trigger brings: a leader's retreat forces disadvantage; other moments leave it to the GM. */
    static Edge edgeFor(MoraleTrigger trigger, Edge circumstances);
    /** Triggers of an event in the log: the first death, a leader down; "tide turned" and the start are the GM's. */
    static bool suggestsCheck(MoraleTrigger trigger, bool firstDeathOfFight, bool wasLeader);
    static Result<CheckResult> roll(DieSource &dice, const MoraleModifier &modifier, Edge edge);
    /** "stands", or "flees or surrenders" on a failure (the GM decides which). */
    static QString outcomeName(const CheckResult &check);
};

} // namespace battlemat::ftd
