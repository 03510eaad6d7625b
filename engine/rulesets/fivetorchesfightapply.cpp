// FiveTorchesFightCommand::apply: the fight's rules on the ruleset's state and the map
// (../shared/rules/checks-actions-combat-gritty.txt, "PC Actions" to "Morale & Adventuring"); the steps after the
// fall (stabilizing, morale, damaging checks, retreat, the end) are in fivetorchesfightaftermath.cpp.
#include "dice/seededdiesource.h"
#include "fivetorches/dying.h"
#include "fivetorches/ftdattack.h"
#include "fivetorches/ftdfighterentry.h"
#include "fivetorches/ftdtables.h"
#include "fivetorches/retreat.h"
#include "grid/battlegrid.h"
#include "modules/actiondice/facesfirstdiesource.h"
#include "rulesets/fivetorchesfightcommand.h"
#include "rulesets/fivetorchesfightrules.h"
#include "rulesets/fivetorchesfightrun.h"
#include "rulesets/fivetorcheslight.h"
#include "rulesets/fivetorchesruleset.h"
#include "rulesets/fivetorchessheets.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat::ftdfightrun {

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

QJsonObject eventOf(const char *name, QJsonObject fields)
{
    fields.insert(QStringLiteral("type"), FiveTorchesRuleset::moduleId() + QLatin1Char('.') + QLatin1String(name));
    return fields;
}

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

ftd::LightLevel Run::lightAt(const FtdFighter &f) const
{
    const MapCreature *token = state.scene.map.creature(f.id);
    if (!token)
        return fight.light;
    return FtdMapLight::at(BattleGrid(state.scene.map), token->space(), fight.light);
}

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
    f.hitDice = given.hitDice;
    f.follows = given.follows;
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

namespace {

// The combatant as its stored sheet gives it: named by "sheet", or, when the step gives no numbers of its own, the
// sheet FtdSheets::forToken finds for the token (its campaign character, its id or its name). The step's weapon fields
// (damage, range) still count.
Result<FtdFighter> withStoredSheet(const FtdFighter &given, const QJsonObject &entry, const MapCreature &token,
                                   const QJsonObject &moduleState, const JsonContext &where)
{
    QString id = given.sheet;
    if (id.isEmpty()) {
        const QStringList own{QStringLiteral("id"),     QStringLiteral("hero"),         QStringLiteral("follows"),
                              QStringLiteral("damage"), QStringLiteral("rangedDamage"), QStringLiteral("rangeFeet")};
        for (auto it = entry.begin(); it != entry.end(); ++it) {
            if (!own.contains(it.key()))
                return given;
        }
        const auto stored = FtdSheets::forToken(moduleState, token.id, token.character, token.name);
        if (!stored)
            return given;
        id = stored->id;
    }
    const auto stored = FtdSheets::find(moduleState, id);
    if (!stored) {
        if (!given.sheet.isEmpty())
            return where.child(QStringLiteral("sheet"))
                .error(QStringLiteral("'%1' is not a stored Five Torches Deep sheet").arg(id));
        return given;
    }
    const auto &tables = ftd::FtdTables::standard();
    if (!tables)
        return tables.error();
    QJsonObject withSheet = entry;
    withSheet.remove(QStringLiteral("sheet"));
    withSheet.insert(stored->monster() ? QStringLiteral("monster") : QStringLiteral("character"), stored->sheet);
    auto f = ftd::fighterFromEntry(withSheet, where, *tables);
    if (!f)
        return f;
    FtdFighter read = *f;
    read.sheet = stored->id;
    return read;
}

} // namespace

Status Run::start()
{
    for (qsizetype i = 0; i < step.m_fighters.size(); ++i) {
        const MapCreature *token = state.scene.map.creature(step.m_fighters.at(i).id);
        if (!token)
            return Error{QStringLiteral("combatants: '%1' is not a creature on the map").arg(step.m_fighters.at(i).id)};
        auto read = withStoredSheet(step.m_fighters.at(i), step.m_entries.value(i), *token,
                                    state.modules.value(FiveTorchesRuleset::moduleId()),
                                    JsonContext(QStringLiteral("step")).child(QStringLiteral("combatants")).at(i));
        if (!read)
            return read.error();
        FtdFighter f = *read;
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
        planAttack(fight, state.scene.map, step.m_who, step.m_target, step.m_ranged, step.m_edge, step.m_weapon);
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
    event.insert(QStringLiteral("ranged"), plan.weapon.isEmpty() ? step.m_ranged : from->weapon(plan.weapon)->ranged);
    if (plan.weapon.isEmpty())
        event.remove(QStringLiteral("weapon"));
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
    // "Light": darkness and dim light favour stealth, brilliant light hinders it; the light where the hider stands.
    const ftd::LightLevel here = lightAt(hider);
    const ftd::Edge light = ftd::lightEdge(here, ftd::LightCheck::Stealth, hider.darksight);
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
    event.insert(QStringLiteral("light"), ftd::lightLevelName(here));
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

} // namespace battlemat::ftdfightrun

namespace battlemat {

using ftd::FighterStatus;
using ftd::FtdFight;
using ftd::FtdFighter;
using ftdfightrun::eventOf;
using ftdfightrun::Kind;
using ftdfightrun::Run;

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
