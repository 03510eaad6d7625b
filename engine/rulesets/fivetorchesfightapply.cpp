// FiveTorchesFightCommand::apply: the fight's rules on the ruleset's state and the map
// (../shared/rules/checks-actions-combat-gritty.txt, "PC Actions" to "Morale & Adventuring").
#include "dice/seededdiesource.h"
#include "fivetorches/dying.h"
#include "fivetorches/ftdattack.h"
#include "fivetorches/ftdtables.h"
#include "fivetorches/injury.h"
#include "fivetorches/retreat.h"
#include "modules/actiondice/facesfirstdiesource.h"
#include "rulesets/fivetorchesfightcommand.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesruleset.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

namespace {

using Kind = FiveTorchesFightCommand::Kind;
using ftd::FighterStatus;
using ftd::FtdFight;
using ftd::FtdFighter;

const QStringList &fightConditions()
{
    static const QStringList list{QStringLiteral("incapacitated"), QStringLiteral("stable"),
                                  QStringLiteral("dead"),          QStringLiteral("fled"),
                                  QStringLiteral("surrendered"),   QStringLiteral("stealth")};
    return list;
}

QJsonArray ints(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

QJsonObject checkJson(const ftd::CheckResult &check)
{
    return {{QStringLiteral("faces"), ints(check.roll.faces)},
            {QStringLiteral("natural"), check.roll.natural},
            {QStringLiteral("modifier"), check.modifier},
            {QStringLiteral("total"), check.total},
            {QStringLiteral("dc"), check.dc},
            {QStringLiteral("edge"), ftd::edgeName(check.edge)},
            {QStringLiteral("success"), check.success()}};
}

QJsonObject eventOf(const char *name, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("type"), FiveTorchesRuleset::moduleId() + QLatin1Char('.') + QLatin1String(name));
    return fields;
}

/** The fight's numbers on the map: hit points on the token, and its fate as a condition the token shows. */
void syncToken(TableState &state, const FtdFighter &fighter)
{
    CreatureStatus status = state.scene.statuses.value(fighter.id);
    const CreatureStatus numbers = CreatureStatus::fromHitPoints(fighter.hitPoints, fighter.maxHitPoints);
    status.hitPoints = numbers.hitPoints;
    status.maxHitPoints = numbers.maxHitPoints;
    status.health = numbers.health;
    status.defenses.insert(QStringLiteral("AC"), fighter.armorClass);
    state.scene.statuses.insert(fighter.id, status);
    MapCreature *token = state.scene.map.creature(fighter.id);
    if (!token)
        return;
    token->conditions.removeIf([](const QString &c) { return fightConditions().contains(c); });
    if (fighter.status != FighterStatus::Fighting)
        token->conditions.append(ftd::fighterStatusName(fighter.status));
    if (fighter.stealth)
        token->conditions.append(QStringLiteral("stealth"));
}

struct Run
{
    TableState &state;
    FtdFight &fight;
    DieSource &dice;
    const FiveTorchesFightCommand &step;
    int secondsPerRound = 6;
    QList<QJsonObject> events;

    Result<FtdFighter *> fighter(const QString &id)
    {
        FtdFighter *f = fight.fighter(id);
        if (!f)
            return Error{QStringLiteral("'%1' is not in the fight").arg(id)};
        return f;
    }

    // The acting combatant: the fight is on, it is their turn, and they can act.
    Result<FtdFighter *> actor(const QString &id)
    {
        auto f = fighter(id);
        if (!f)
            return f;
        if (fight.over)
            return Error{QStringLiteral("the fight is over")};
        if (fight.current() != id)
            return Error{QStringLiteral("it is not %1's turn (it is %2's)").arg((*f)->name, fight.current())};
        if (!(*f)->canAct())
            return Error{QStringLiteral("%1 cannot act (%2)").arg((*f)->name, ftd::fighterStatusName((*f)->status))};
        return f;
    }

    // "When To Check Morale": the first to fall, a leader down, and a side down to half its strength.
    void fell(FtdFighter &f)
    {
        f.status = FighterStatus::Incapacitated;
        f.downAtRound = fight.round;
        f.stealth = false;
        QJsonArray suggested;
        if (!fight.anyFallen) {
            fight.anyFallen = true;
            fight.suggest(ftd::MoraleTrigger::FirstDeath, f.side);
            suggested.append(ftd::moraleTriggerName(ftd::MoraleTrigger::FirstDeath));
        }
        if (f.leader) {
            fight.suggest(ftd::MoraleTrigger::LeaderDown, f.side);
            suggested.append(ftd::moraleTriggerName(ftd::MoraleTrigger::LeaderDown));
        }
        // The text leaves "the tide is obvious" to the GM; the tracker suggests it once a side is down to half.
        const int start = fight.startingStrength.value(f.side);
        if (!fight.tideTurnedFor.contains(f.side) && start > 1 && fight.standingOf(f.side) * 2 <= start) {
            fight.tideTurnedFor.append(f.side);
            fight.suggest(ftd::MoraleTrigger::TideTurned, f.side);
            suggested.append(ftd::moraleTriggerName(ftd::MoraleTrigger::TideTurned));
        }
        events.append(eventOf("fell", {{QStringLiteral("combatant"), f.id},
                                       {QStringLiteral("name"), f.name},
                                       {QStringLiteral("side"), f.side},
                                       {QStringLiteral("round"), fight.round},
                                       {QStringLiteral("moraleSuggested"), suggested}}));
    }

    void hurt(FtdFighter &f, int damage)
    {
        const bool wasUp = f.hitPoints > 0;
        f.hitPoints = ftd::clampHitPoints(f.hitPoints - damage, f.maxHitPoints);
        if (wasUp && f.hitPoints == 0 && f.status == FighterStatus::Fighting)
            fell(f);
        syncToken(state, f);
    }

    // "Death & Injury": dead once both the minute and the fight are over, unless stabilized.
    void countDeaths()
    {
        for (FtdFighter &f : fight.fighters) {
            if (f.status != FighterStatus::Incapacitated)
                continue;
            const ftd::Dying dying{f.downAtRound, false};
            if (!dying.dead(fight.round, fight.over, secondsPerRound))
                continue;
            f.status = FighterStatus::Dead;
            syncToken(state, f);
            events.append(eventOf("died", {{QStringLiteral("combatant"), f.id},
                                           {QStringLiteral("name"), f.name},
                                           {QStringLiteral("round"), fight.round}}));
        }
    }

    Status start();
    Status attack();
    Status move();
    Status act();
    Status hide();
    Status delay();
    Status nextTurn();
    Status stabilize();
    Status morale();
    Status hazard();
    Status retreat();
    Status end();
    Status setFighter();
};

Status Run::setFighter()
{
    const FtdFighter &given = step.m_fighters.constFirst();
    auto found = fighter(given.id);
    if (!found)
        return found.error();
    FtdFighter &f = **found;
    const bool wasUp = f.hitPoints > 0;
    // The GM's numbers replace the sheet's; the fight's own record (fate, actions, stealth, injuries) stays.
    for (auto [into, from] :
         {std::pair{&f.dexterity, given.dexterity}, std::pair{&f.armorClass, given.armorClass},
          std::pair{&f.maxHitPoints, given.maxHitPoints}, std::pair{&f.speedFeet, given.speedFeet},
          std::pair{&f.meleeBonus, given.meleeBonus}, std::pair{&f.rangedBonus, given.rangedBonus},
          std::pair{&f.rangeFeet, given.rangeFeet}, std::pair{&f.wisdomModifier, given.wisdomModifier},
          std::pair{&f.proficiency, given.proficiency}, std::pair{&f.moraleBonus, given.moraleBonus}})
        *into = from;
    f.meleeDamage = given.meleeDamage;
    f.rangedDamage = given.rangedDamage;
    f.pc = given.pc;
    f.leader = given.leader;
    f.darksight = given.darksight;
    f.disadvantageOnAllChecks = given.disadvantageOnAllChecks;
    f.hitPoints = given.hitPoints;
    if (wasUp && f.hitPoints == 0 && f.status == FighterStatus::Fighting)
        fell(f);
    // A corrected DEX score puts the combatant in its place; whoever's turn it is keeps it.
    const QString acting = fight.current();
    QList<FtdFighter> byDex;
    for (const QString &id : std::as_const(fight.order))
        byDex.append(*fight.fighter(id));
    std::stable_sort(byDex.begin(), byDex.end(),
                     [](const FtdFighter &a, const FtdFighter &b) { return a.dexterity > b.dexterity; });
    fight.order.clear();
    for (const FtdFighter &other : std::as_const(byDex))
        fight.order.append(other.id);
    fight.turn = int(fight.order.indexOf(acting));
    syncToken(state, f);
    QJsonObject event = f.toJson();
    event.insert(QStringLiteral("order"), QJsonArray::fromStringList(fight.order));
    events.append(eventOf("fighterSet", event));
    return success();
}

Status Run::start()
{
    for (FtdFighter f : step.m_fighters) {
        const MapCreature *token = state.scene.map.creature(f.id);
        if (!token)
            return Error{QStringLiteral("combatants: '%1' is not a creature on the map").arg(f.id)};
        f.name = token->name.isEmpty() ? token->id : token->name;
        f.side = token->side;
        if (f.character.isEmpty())
            f.character = token->character;
        if (f.hitPoints == 0)
            f.status = FighterStatus::Incapacitated;
        fight.fighters.append(f);
        if (f.standing())
            fight.startingStrength[f.side] += 1;
    }
    // "Initiative": the DEX score (not modifier) orders everyone, higher first, and stays the same every round.
    QList<FtdFighter> byDex = fight.fighters;
    std::stable_sort(byDex.begin(), byDex.end(),
                     [](const FtdFighter &a, const FtdFighter &b) { return a.dexterity > b.dexterity; });
    for (const FtdFighter &f : byDex)
        fight.order.append(f.id);
    fight.light = step.m_light;
    fight.suggest(ftd::MoraleTrigger::BattleBegins, {});
    for (const FtdFighter &f : std::as_const(fight.fighters))
        syncToken(state, f);
    while (fight.turn < fight.order.size() - 1 && !fight.fighter(fight.current())->canAct())
        ++fight.turn;
    events.append(eventOf("fightStarted", {{QStringLiteral("order"), QJsonArray::fromStringList(fight.order)},
                                           {QStringLiteral("light"), ftd::lightLevelName(fight.light)},
                                           {QStringLiteral("first"), fight.current()},
                                           {QStringLiteral("moraleSuggested"), QStringLiteral("battle-begins")}}));
    return success();
}

Status Run::attack()
{
    const FtdAttackPlan plan =
        planAttack(fight, state.scene.map, step.m_who, step.m_target, step.m_ranged, step.m_edge);
    if (!plan.allowed)
        return Error{plan.reason};
    FtdFighter *from = fight.fighter(step.m_who);
    FtdFighter *to = fight.fighter(step.m_target);
    auto rolled = ftd::FtdAttack::roll(dice, plan.bonus, plan.armorClass, plan.edge, plan.damage.count,
                                       plan.damage.sides, plan.damage.bonus);
    if (!rolled)
        return rolled.error();
    from->activeUsed = true;
    // "Stealth": attacking ends it.
    const bool revealed = from->stealth;
    from->stealth = false;
    syncToken(state, *from);
    QJsonObject event = plan.toJson();
    event.remove(QStringLiteral("allowed"));
    event.remove(QStringLiteral("reason"));
    event.insert(QStringLiteral("attacker"), from->id);
    event.insert(QStringLiteral("target"), to->id);
    event.insert(QStringLiteral("ranged"), step.m_ranged);
    event.insert(QStringLiteral("check"), checkJson(rolled->check));
    event.insert(QStringLiteral("hit"), rolled->hit);
    event.insert(QStringLiteral("critical"), rolled->critical);
    event.insert(QStringLiteral("damageDice"), ints(rolled->damageDice));
    event.insert(QStringLiteral("damageDealt"), rolled->damage);
    event.insert(QStringLiteral("leftStealth"), revealed);
    const int events0 = int(events.size());
    if (rolled->hit)
        hurt(*to, rolled->damage);
    event.insert(QStringLiteral("hitPoints"), to->hitPoints);
    events.insert(events0, eventOf("attacked", event));
    return success();
}

Status Run::move()
{
    auto f = actor(step.m_who);
    if (!f)
        return f.error();
    FtdFighter &mover = **f;
    MapCreature *token = state.scene.map.creature(mover.id);
    if (!token)
        return Error{QStringLiteral("'%1' is not on the map").arg(mover.id)};
    const Space to = token->spaceAt({step.m_x, step.m_y});
    if (!state.scene.map.grid.contains({to.left(), to.top()}) ||
        !state.scene.map.grid.contains({to.right(), to.bottom()}))
        return Error{QStringLiteral("to: (%1, %2) is off the map").arg(step.m_x).arg(step.m_y)};
    for (const MapCreature &other : std::as_const(state.scene.map.creatures)) {
        if (other.id != mover.id && other.space().overlaps(to))
            return Error{QStringLiteral("to: %1 stands there").arg(other.name)};
    }
    MapCreature moved = *token;
    moved.position = {step.m_x, step.m_y};
    const int feet = feetBetween(*token, moved);
    // "Movement Actions": up to the speed per movement action, split as the mover likes; half speed climbing etc.
    const int perAction = ftd::movementFeet(mover.speedFeet, step.m_halfSpeed);
    ftd::FtdActionBudget budget = mover.budget();
    int allowance = mover.movementFeet - mover.movedFeet;
    QJsonArray taken;
    while (allowance < feet) {
        if (!budget.available(ftd::FtdAction::Movement) || perAction <= 0)
            return Error{QStringLiteral("%1 can move %2 ft more this turn, not %3 ft")
                             .arg(mover.name)
                             .arg(std::max(allowance, 0))
                             .arg(feet)};
        auto slot = budget.take(ftd::FtdAction::Movement);
        taken.append(ftd::ftdActionName(*slot));
        mover.movementFeet += perAction;
        allowance += perAction;
    }
    mover.setBudget(budget);
    mover.movedFeet += feet;
    token->position = moved.position;
    events.append(eventOf(
        "moved", {{QStringLiteral("combatant"), mover.id},
                  {QStringLiteral("to"), QJsonObject{{QStringLiteral("x"), step.m_x}, {QStringLiteral("y"), step.m_y}}},
                  {QStringLiteral("feet"), feet},
                  {QStringLiteral("feetLeft"), mover.movementFeet - mover.movedFeet},
                  {QStringLiteral("slotsUsed"), taken}}));
    return success();
}

Status Run::act()
{
    auto f = actor(step.m_who);
    if (!f)
        return f.error();
    ftd::FtdActionBudget budget = (*f)->budget();
    auto slot = budget.take(step.m_action);
    if (!slot)
        return Error{QStringLiteral("%1: %2").arg((*f)->name, slot.errorMessage())};
    (*f)->setBudget(budget);
    events.append(eventOf("acted", {{QStringLiteral("combatant"), (*f)->id},
                                    {QStringLiteral("action"), ftd::ftdActionName(step.m_action)},
                                    {QStringLiteral("slot"), ftd::ftdActionName(*slot)},
                                    {QStringLiteral("what"), step.m_what}}));
    return success();
}

Status Run::hide()
{
    auto f = actor(step.m_who);
    if (!f)
        return f.error();
    FtdFighter &hider = **f;
    if (hider.activeUsed)
        return Error{QStringLiteral("%1 already took the active action this round").arg(hider.name)};
    // "Light": darkness and dim light favour stealth, brilliant light hinders it.
    const ftd::Edge light = ftd::lightEdge(fight.light, ftd::LightCheck::Stealth, hider.darksight);
    const bool advantage = step.m_edge == ftd::Edge::Advantage || light == ftd::Edge::Advantage;
    const bool disadvantage =
        step.m_edge == ftd::Edge::Disadvantage || light == ftd::Edge::Disadvantage || hider.disadvantageOnAllChecks;
    auto check = ftd::rollCheck(dice, step.m_modifier, step.m_dc, ftd::combineEdges(advantage, disadvantage));
    if (!check)
        return check.error();
    hider.activeUsed = true;
    hider.stealth = check->success();
    syncToken(state, hider);
    QJsonObject event = checkJson(*check);
    event.insert(QStringLiteral("combatant"), hider.id);
    event.insert(QStringLiteral("light"), ftd::lightLevelName(fight.light));
    events.append(eventOf("hid", event));
    return success();
}

Status Run::delay()
{
    auto f = actor(step.m_who);
    if (!f)
        return f.error();
    if ((*f)->activeUsed || (*f)->movementUsed || (*f)->quickUsed)
        return Error{QStringLiteral("%1 already acted this turn: delay before acting").arg((*f)->name)};
    const qsizetype from = fight.order.indexOf(step.m_who);
    const qsizetype after = fight.order.indexOf(step.m_target);
    if (after < 0)
        return Error{QStringLiteral("after: '%1' is not in the fight").arg(step.m_target)};
    // "Initiative": a combatant may delay to a slower place, never a faster one; the new place stays.
    if (after <= from)
        return Error{QStringLiteral("after: %1 acts before %2; delay only to a slower place")
                         .arg(fight.fighter(step.m_target)->name, (*f)->name)};
    fight.order.move(from, after);
    events.append(eventOf("delayed", {{QStringLiteral("combatant"), step.m_who},
                                      {QStringLiteral("after"), step.m_target},
                                      {QStringLiteral("order"), QJsonArray::fromStringList(fight.order)}}));
    // The place it left is now the next combatant's: their turn begins.
    while (fight.turn < fight.order.size() && !fight.fighter(fight.current())->canAct())
        ++fight.turn;
    fight.fighter(fight.current())->newTurn();
    events.append(eventOf("turnStarted",
                          {{QStringLiteral("combatant"), fight.current()}, {QStringLiteral("round"), fight.round}}));
    return success();
}

Status Run::nextTurn()
{
    if (fight.over) {
        // After the fight the rounds still count the dying minute.
        ++fight.round;
        events.append(eventOf("roundPassed", {{QStringLiteral("round"), fight.round}}));
        countDeaths();
        return success();
    }
    bool anyone = false;
    for (const FtdFighter &f : std::as_const(fight.fighters))
        anyone = anyone || f.canAct();
    if (!anyone)
        return Error{QStringLiteral("nobody is left who can act: end the fight")};
    do {
        if (++fight.turn >= fight.order.size()) {
            fight.turn = 0;
            ++fight.round;
            events.append(eventOf("roundStarted", {{QStringLiteral("round"), fight.round}}));
        }
    } while (!fight.fighter(fight.current())->canAct());
    fight.fighter(fight.current())->newTurn();
    events.append(eventOf("turnStarted",
                          {{QStringLiteral("combatant"), fight.current()}, {QStringLiteral("round"), fight.round}}));
    return success();
}

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
        const FtdFighter &first = *rollers.first();
        const ftd::MoraleModifier modifier{first.wisdomModifier, first.pc ? first.proficiency : 0, first.moraleBonus};
        const ftd::Edge trigger = step.m_trigger ? ftd::Morale::edgeFor(*step.m_trigger, step.m_edge) : step.m_edge;
        // "Light": darkness hinders the morale of surfacers, and a darksighted creature is no surfacer.
        const ftd::Edge light = ftd::lightEdge(fight.light, ftd::LightCheck::SurfacerMorale, first.darksight);
        const bool advantage = trigger == ftd::Edge::Advantage || light == ftd::Edge::Advantage;
        const bool disadvantage = trigger == ftd::Edge::Disadvantage || light == ftd::Edge::Disadvantage;
        auto check = ftd::Morale::roll(dice, modifier, ftd::combineEdges(advantage, disadvantage));
        if (!check)
            return check.error();
        QStringList ids;
        for (FtdFighter *f : rollers) {
            ids.append(f->id);
            if (!check->success()) {
                f->status = step.m_surrender ? FighterStatus::Surrendered : FighterStatus::Fled;
                f->stealth = false;
                syncToken(state, *f);
            }
        }
        QJsonObject event = checkJson(*check);
        event.insert(QStringLiteral("combatants"), QJsonArray::fromStringList(ids));
        event.insert(QStringLiteral("side"), first.side);
        event.insert(QStringLiteral("outcome"),
                     check->success() ? QStringLiteral("stands")
                                      : (step.m_surrender ? QStringLiteral("surrenders") : QStringLiteral("flees")));
        if (step.m_trigger)
            event.insert(QStringLiteral("trigger"), ftd::moraleTriggerName(*step.m_trigger));
        events.append(eventOf("fightMoraleChecked", event));
        if (step.m_trigger)
            fight.answer(*step.m_trigger, first.side);
    }
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

} // namespace

Result<QList<QJsonObject>> FiveTorchesFightCommand::apply(TableState &state) const
{
    const QString id = FiveTorchesRuleset::moduleId();
    if (!state.modules.contains(id))
        return Error{QStringLiteral("Five Torches Deep is not the campaign's ruleset")};
    QJsonObject moduleState = state.modules.value(id);
    std::optional<FtdFight> stored = fightOf(moduleState);
    if (m_kind == Kind::StartFight && stored)
        return Error{QStringLiteral("a fight is already on: close it first")};
    if (m_kind != Kind::StartFight && !stored)
        return Error{QStringLiteral("no fight is on: start one first")};
    FtdFight fight = stored.value_or(FtdFight{});
    auto seeded = SeededDieSource::fromJson(moduleState.value(QStringLiteral("dice")).toObject(),
                                            JsonContext(QStringLiteral("the Five Torches Deep state")));
    if (!seeded)
        return seeded.error();
    SeededDieSource roller = *seeded;
    FacesFirstDieSource dice(m_faces, roller);
    const auto &tables = ftd::FtdTables::standard();
    Run run{state, fight, dice, *this, tables ? tables->secondsPerRound() : 6, {}};
    Status done = success();
    switch (m_kind) {
    case Kind::StartFight:
        done = run.start();
        break;
    case Kind::Attack:
        done = run.attack();
        break;
    case Kind::Move:
        done = run.move();
        break;
    case Kind::Act:
        done = run.act();
        break;
    case Kind::Hide:
        done = run.hide();
        break;
    case Kind::Delay:
        done = run.delay();
        break;
    case Kind::NextTurn:
        done = run.nextTurn();
        break;
    case Kind::Stabilize:
        done = run.stabilize();
        break;
    case Kind::FightMorale:
        done = run.morale();
        break;
    case Kind::Hazard:
        done = run.hazard();
        break;
    case Kind::FightLight:
        fight.light = m_light;
        run.events.append(eventOf("fightLightSet", {{QStringLiteral("light"), ftd::lightLevelName(m_light)}}));
        break;
    case Kind::Retreat:
        done = run.retreat();
        break;
    case Kind::EndFight:
        done = run.end();
        break;
    case Kind::SetFighter:
        done = run.setFighter();
        break;
    case Kind::CloseFight: {
        // Closing lets the time pass: whoever is still dying is left to die.
        fight.over = true;
        for (const FtdFighter &f : std::as_const(fight.fighters)) {
            if (f.status == FighterStatus::Incapacitated)
                fight.round =
                    std::max(fight.round, ftd::Dying{f.downAtRound, false}.minuteEndsAtRound(run.secondsPerRound));
        }
        run.countDeaths();
        for (const FtdFighter &f : std::as_const(fight.fighters)) {
            if (MapCreature *token = state.scene.map.creature(f.id))
                token->conditions.removeIf([](const QString &c) { return c == QLatin1String("stealth"); });
        }
        run.events.append(eventOf("fightClosed"));
        break;
    }
    }
    if (!done)
        return done.error();
    if (m_kind == Kind::CloseFight)
        moduleState.remove(QStringLiteral("fight"));
    else
        moduleState.insert(QStringLiteral("fight"), fight.toJson());
    moduleState.insert(QStringLiteral("dice"), roller.toJson());
    state.modules.insert(id, moduleState);
    return run.events;
}

} // namespace battlemat
