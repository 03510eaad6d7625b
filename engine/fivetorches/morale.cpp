#include "fivetorches/morale.h"

namespace battlemat::ftd {

QString moraleTriggerName(MoraleTrigger trigger)
{
    switch (trigger) {
    case MoraleTrigger::BattleBegins:
        return QStringLiteral("battle-begins");
    case MoraleTrigger::FirstDeath:
        return QStringLiteral("first-death");
    case MoraleTrigger::LeaderDown:
        return QStringLiteral("leader-down");
    case MoraleTrigger::TideTurned:
        return QStringLiteral("tide-turned");
    case MoraleTrigger::LeaderRetreats:
        break;
    }
    return QStringLiteral("leader-retreats");
}

Result<MoraleTrigger> moraleTriggerFromName(const QString &name)
{
    for (MoraleTrigger trigger : {MoraleTrigger::BattleBegins, MoraleTrigger::FirstDeath, MoraleTrigger::LeaderDown,
                                  MoraleTrigger::TideTurned, MoraleTrigger::LeaderRetreats}) {
        if (moraleTriggerName(trigger) == name)
            return trigger;
    }
    return Error{QStringLiteral("'%1' is not a morale trigger (battle-begins, first-death, leader-down, tide-turned, "
                                "leader-retreats)")
                     .arg(name)};
}

QString moraleScopeName(MoraleScope scope)
{
    switch (scope) {
    case MoraleScope::Side:
        return QStringLiteral("side");
    case MoraleScope::Group:
        return QStringLiteral("group");
    case MoraleScope::Individual:
        break;
    }
    return QStringLiteral("individual");
}

Result<MoraleScope> moraleScopeFromName(const QString &name)
{
    for (MoraleScope scope : {MoraleScope::Side, MoraleScope::Group, MoraleScope::Individual}) {
        if (moraleScopeName(scope) == name)
            return scope;
    }
    return Error{QStringLiteral("'%1' is not a morale scope (side, group, individual)").arg(name)};
}

Edge Morale::edgeFor(MoraleTrigger trigger, Edge circumstances)
{
    if (trigger != MoraleTrigger::LeaderRetreats)
        return circumstances;
    // "must immediately make a morale check at disadvantage": an advantage from circumstances cancels it.
    return circumstances == Edge::Advantage ? Edge::None : Edge::Disadvantage;
}

bool Morale::suggestsCheck(MoraleTrigger trigger, bool firstDeathOfFight, bool wasLeader)
{
    switch (trigger) {
    case MoraleTrigger::FirstDeath:
        return firstDeathOfFight;
    case MoraleTrigger::LeaderDown:
        return wasLeader;
    case MoraleTrigger::BattleBegins:
    case MoraleTrigger::TideTurned:
    case MoraleTrigger::LeaderRetreats:
        break;
    }
    return true;
}

Result<CheckResult> Morale::roll(DieSource &dice, const MoraleModifier &modifier, Edge edge)
{
    return rollCheck(dice, modifier.total(), dc, edge);
}

QString Morale::outcomeName(const CheckResult &check)
{
    return check.success() ? QStringLiteral("stands") : QStringLiteral("flees or surrenders");
}

} // namespace battlemat::ftd
