// The Five Torches Deep fight's steps after someone falls or the fight turns: stabilizing and the injury table,
// morale, a PC's damaging check, retreat and the end of the fight
// (../shared/rules/checks-actions-combat-gritty.txt, "Death & Injury", "Morale & Adventuring").
#include "fivetorches/dying.h"
#include "fivetorches/ftdattack.h"
#include "fivetorches/injury.h"
#include "fivetorches/retreat.h"
#include "rulesets/fivetorchesfightcommand.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesfightrun.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat::ftdfightrun {

Status Run::stabilize()
{
    if (!fight.over && step.m_who.isEmpty())
        return Error{QStringLiteral("helper: during the fight, name who tends the fallen (it is their active action)")};
    if (!step.m_who.isEmpty()) {
        auto helper = fighter(step.m_who);
        if (!helper)
            return helper.error();
    }
    auto target = fighter(step.m_target);
    if (!target)
        return target.error();
    FtdFighter &down = **target;
    if (down.status != FighterStatus::Incapacitated)
        return Error{
            QStringLiteral("%1 is not incapacitated (%2)").arg(down.name, ftd::fighterStatusName(down.status))};
    // In the fight it is the helper's active action on their turn; after it, anyone may tend the fallen.
    if (!fight.over) {
        auto acting = actor(step.m_who);
        if (!acting)
            return acting.error();
        if ((*acting)->activeUsed)
            return Error{QStringLiteral("%1 already took the active action this round").arg((*acting)->name)};
        (*acting)->activeUsed = true;
    }
    QJsonObject event{{QStringLiteral("helper"), step.m_who},
                      {QStringLiteral("target"), down.id},
                      {QStringLiteral("magic"), step.m_magic}};
    bool stabilized = step.m_magic;
    if (!step.m_magic) {
        auto check = ftd::rollCheck(dice, step.m_modifier, step.m_dc, step.m_edge);
        if (!check)
            return check.error();
        event.insert(QStringLiteral("check"), checkJson(*check));
        stabilized = check->success();
    }
    event.insert(QStringLiteral("stabilized"), stabilized);
    if (stabilized && !down.pc) {
        down.status = FighterStatus::Stable;
    } else if (stabilized) {
        // "Stabilizing & Injuries": the PC rolls on the injury table; unless dead, back to 1 HP.
        auto injury = ftd::Injury::roll(dice);
        if (!injury)
            return injury.error();
        event.insert(QStringLiteral("injury"), QJsonObject{{QStringLiteral("d20"), injury->natural},
                                                           {QStringLiteral("kind"), injury->kindName()},
                                                           {QStringLiteral("name"), injury->name},
                                                           {QStringLiteral("ability"), injury->ability},
                                                           {QStringLiteral("amount"), injury->amount}});
        if (injury->kind == ftd::InjuryKind::Dead) {
            down.status = FighterStatus::Dead;
        } else {
            down.status = FighterStatus::Fighting;
            down.hitPoints = injury->hitPointsAfter(down.maxHitPoints);
            down.newTurn();
            // Spent for this round: a PC back on their feet acts from their next turn.
            down.activeUsed = down.movementUsed = down.quickUsed = true;
        }
        if (injury->kind == ftd::InjuryKind::AbilityLoss)
            down.injuries.append(QStringLiteral("%1: %2 -%3").arg(injury->name, injury->ability).arg(injury->amount));
        else if (injury->kind == ftd::InjuryKind::LostBodyPart)
            down.injuries.append(injury->name);
        else if (injury->kind == ftd::InjuryKind::DisadvantageUntilRest) {
            down.injuries.append(injury->name);
            down.disadvantageOnAllChecks = true;
        }
    }
    syncToken(state, down);
    event.insert(QStringLiteral("status"), ftd::fighterStatusName(down.status));
    event.insert(QStringLiteral("hitPoints"), down.hitPoints);
    events.append(eventOf("stabilized", event));
    return success();
}

Status Run::morale()
{
    QList<FtdFighter *> group;
    for (const QString &id : step.m_group) {
        auto f = fighter(id);
        if (!f)
            return Error{QStringLiteral("combatants: %1").arg(f.errorMessage())};
        if (!(*f)->standing())
            return Error{QStringLiteral("combatants: %1 is no longer fighting").arg((*f)->name)};
        // "Side, Group, or Individual": PCs always roll morale individually.
        if ((*f)->pc && step.m_together && step.m_group.size() > 1)
            return Error{QStringLiteral("combatants: %1 is a PC, and PCs check morale one by one").arg((*f)->name)};
        group.append(*f);
    }
    // A side or group rolls once; its leader's modifier counts, or else the first listed.
    QList<QList<FtdFighter *>> rolls;
    if (step.m_together) {
        std::stable_partition(group.begin(), group.end(), [](const FtdFighter *f) { return f->leader; });
        rolls.append(group);
    } else {
        for (FtdFighter *f : group)
            rolls.append({f});
    }
    for (const QList<FtdFighter *> &rollers : rolls) {
        if (auto rolled = checkMorale(rollers, step.m_trigger, step.m_edge, step.m_surrender); !rolled)
            return rolled;
    }
    return success();
}

Status Run::checkMorale(const QList<FtdFighter *> &rollers, std::optional<ftd::MoraleTrigger> trigger, ftd::Edge edge,
                        bool surrender)
{
    const FtdFighter &first = *rollers.first();
    const ftd::MoraleModifier modifier{first.wisdomModifier, first.pc ? first.proficiency : 0, first.moraleBonus};
    const ftd::Edge byTrigger = trigger ? ftd::Morale::edgeFor(*trigger, edge) : edge;
    // "Light": darkness hinders the morale of surfacers, and a darksighted creature is no surfacer.
    const ftd::Edge light = ftd::lightEdge(lightAt(first), ftd::LightCheck::SurfacerMorale, first.darksight);
    const bool advantage = byTrigger == ftd::Edge::Advantage || light == ftd::Edge::Advantage;
    const bool disadvantage = byTrigger == ftd::Edge::Disadvantage || light == ftd::Edge::Disadvantage;
    auto check = ftd::Morale::roll(dice, modifier, ftd::combineEdges(advantage, disadvantage));
    if (!check)
        return check.error();
    QStringList ids;
    for (FtdFighter *f : rollers) {
        ids.append(f->id);
        if (!check->success()) {
            f->status = surrender ? FighterStatus::Surrendered : FighterStatus::Fled;
            f->stealth = false;
            syncToken(state, *f);
        }
    }
    QJsonObject event = checkJson(*check);
    event.insert(QStringLiteral("combatants"), QJsonArray::fromStringList(ids));
    event.insert(QStringLiteral("side"), first.side);
    event.insert(QStringLiteral("outcome"), check->success()
                                                ? QStringLiteral("stands")
                                                : (surrender ? QStringLiteral("surrenders") : QStringLiteral("flees")));
    if (trigger)
        event.insert(QStringLiteral("trigger"), ftd::moraleTriggerName(*trigger));
    events.append(eventOf("fightMoraleChecked", event));
    if (trigger)
        fight.answer(*trigger, first.side);
    return success();
}

Status Run::hazard()
{
    auto f = fighter(step.m_who);
    if (!f)
        return f.error();
    FtdFighter &pc = **f;
    const bool disadvantage = step.m_edge == ftd::Edge::Disadvantage || pc.disadvantageOnAllChecks;
    auto check = ftd::rollCheck(dice, step.m_modifier, step.m_dc,
                                ftd::combineEdges(step.m_edge == ftd::Edge::Advantage, disadvantage));
    if (!check)
        return check.error();
    QJsonObject event = checkJson(*check);
    event.insert(QStringLiteral("pc"), pc.id);
    int damage = 0;
    if (!check->success()) {
        auto faces = ftd::rollDice(dice, step.m_damage.count, step.m_damage.sides);
        if (!faces)
            return faces.error();
        int sum = step.m_damage.bonus;
        for (int face : *faces)
            sum += face;
        // "Critical Failure": a natural 1 on a check that damages a PC doubles what the PC suffers.
        damage = pc.pc ? ftd::damageToPc(std::max(sum, 0), check->roll.natural) : std::max(sum, 0);
        event.insert(QStringLiteral("damageDice"), ints(*faces));
        event.insert(QStringLiteral("doubled"), pc.pc && check->roll.natural == 1);
    }
    event.insert(QStringLiteral("damage"), damage);
    const int at = int(events.size());
    hurt(pc, damage);
    event.insert(QStringLiteral("hitPoints"), pc.hitPoints);
    events.insert(at, eventOf("hazardChecked", event));
    return success();
}

Status Run::retreat()
{
    auto f = actor(step.m_who);
    if (!f)
        return f.error();
    FtdFighter &runner = **f;
    // "Retreat": the whole turn, so only before any other action.
    ftd::FtdActionBudget budget = runner.budget();
    if (auto whole = budget.takeRetreat(); !whole)
        return Error{QStringLiteral("%1: %2").arg(runner.name, whole.errorMessage())};
    runner.setBudget(budget);
    ftd::Retreat attempt;
    attempt.hitWhileFleeing = step.m_magic;
    QJsonObject event{{QStringLiteral("combatant"), runner.id}, {QStringLiteral("hit"), step.m_magic}};
    if (step.m_checkCalled) {
        auto check =
            ftd::rollCheck(dice, step.m_modifier, step.m_dc,
                           ftd::combineEdges(step.m_edge == ftd::Edge::Advantage,
                                             step.m_edge == ftd::Edge::Disadvantage || runner.disadvantageOnAllChecks));
        if (!check)
            return check.error();
        attempt.checkCalled = true;
        attempt.checkPassed = check->success();
        event.insert(QStringLiteral("check"), checkJson(*check));
    }
    event.insert(QStringLiteral("escaped"), attempt.escaped());
    if (attempt.escaped()) {
        runner.status = FighterStatus::Fled;
        syncToken(state, runner);
    }
    events.append(eventOf("retreated", event));
    // "Retreat": retainers and NPCs following the PC check morale at once, at disadvantage; failing, they rout.
    // Read as every attempt: the PC turns to flee whether or not the attempt then fails.
    for (FtdFighter &retainer : fight.fighters) {
        if (retainer.follows != runner.id || !retainer.standing())
            continue;
        if (auto rolled = checkMorale({&retainer}, ftd::MoraleTrigger::LeaderRetreats, ftd::Edge::None, false); !rolled)
            return rolled;
    }
    return success();
}

Status Run::end()
{
    if (fight.over)
        return Error{QStringLiteral("the fight is already over")};
    fight.over = true;
    fight.suggestions.clear();
    events.append(eventOf("fightEnded", {{QStringLiteral("round"), fight.round}}));
    countDeaths();
    return success();
}

} // namespace battlemat::ftdfightrun
