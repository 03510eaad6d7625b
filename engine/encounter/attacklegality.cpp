// AttackRules' legality (../shared/rules/orcus-basic-rules.txt, "Attack roll", "Areas of effect", "Range",
// "Universal actions"): which power, which targets and whether the attack may be made, all before any die is rolled.
#include "encounter/attackorigin.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/unwillingmovement.h"
#include "grid/areaofeffect.h"
#include "grid/movementrules.h"

#include <algorithm>

namespace battlemat::AttackRules {

std::optional<CombatPower> universalPower(const Combatant &attacker, const QString &powerId)
{
    // Orcus "Universal actions": Bull Rush (Strength vs Fortitude) and Grapple (Strength vs Reflex); a monster's
    // "ability modifier" already holds half its level, a hero's attack adds half level (Orcus "Monsters").
    if (powerId != QLatin1String("bull-rush") && powerId != QLatin1String("grapple"))
        return std::nullopt;
    CombatPower power;
    power.id = powerId;
    power.name = powerId == QLatin1String("grapple") ? QStringLiteral("Grapple") : QStringLiteral("Bull Rush");
    power.origin = PowerOrigin::Melee;
    power.range = 1;
    power.attackBonus = attacker.strength + (attacker.hero ? attacker.level / 2 : 0);
    power.defense = powerId == QLatin1String("grapple") ? DefenseKind::Reflex : DefenseKind::Fortitude;
    return power;
}

std::optional<CombatPower> findPower(const Combatant &attacker, const QString &powerId)
{
    if (const CombatPower *own = attacker.power(powerId))
        return *own;
    return universalPower(attacker, powerId);
}

Result<QStringList> targetsFor(const EncounterState &state, const Combatant &attacker, const CombatPower &power,
                               const QStringList &targets, const AttackOptions &options)
{
    return targetsFor(state, *EncounterGrid::of(state), attacker, power, targets, options);
}

Result<QStringList> targetsFor(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                               const CombatPower &power, const QStringList &targets, const AttackOptions &options)
{
    if (isDirect(power)) {
        if (targets.isEmpty())
            return Error{QStringLiteral("%1 needs a target").arg(power.id)};
        if (targets.size() > power.targets)
            return Error{QStringLiteral("%1 targets at most %2 creature(s)").arg(power.id).arg(power.targets)};
        return targets;
    }
    if (power.origin == PowerOrigin::Self) {
        // A triggered Effect without an attack roll ("The target takes 1d6+2 poison damage") lands on the creature
        // that set it off, named by TriggerOffer; any other self power affects its user.
        if (!power.automatic)
            return QStringList{attacker.id};
        if (targets.size() != 1)
            return Error{QStringLiteral("%1 strikes the one creature that triggered it").arg(power.id)};
        return targets;
    }
    // Orcus "Areas of effect" by the grid module's AreaOfEffect: the squares of the burst, spray or wall with line
    // of effect from its origin, each creature once; a near burst does not affect its user (orcus-gaps-filled.md
    // section 5).
    if (power.burst < 1)
        return Error{QStringLiteral("%1 has no area (burst size %2)").arg(power.id).arg(power.burst)};
    AreaRequest request;
    request.type = power.area;
    request.size = power.burst;
    request.user = grid.indexOf(attacker.id);
    request.wallSquares = options.wallSquares;
    if (power.origin == PowerOrigin::Far) {
        if (!options.origin)
            return Error{QStringLiteral("%1 is a far power: give the origin square").arg(power.id)};
        request.origin = *options.origin;
        request.range = power.range;
    } else if (power.area == AreaType::Spray) {
        if (!options.origin)
            return Error{
                QStringLiteral("%1 is a spray: give the top-left square of its block as origin").arg(power.id)};
        request.origin = *options.origin;
    }
    const AreaResult area = grid.area(request);
    if (!area.legal)
        return Error{area.reason};
    // In the encounter's creature order, so the attack rolls come in the same order whatever the area's shape. The
    // grid's ids are copies of the combatants' own, so comparing them mostly compares pointers (no set of strings:
    // the tactics policy asks this for every origin square it weighs).
    QStringList inArea;
    for (const Combatant &c : state.combatants) {
        if (std::any_of(area.creatures.cbegin(), area.creatures.cend(), [&](int index) {
                const QString &id = grid.idOf(index);
                return (id.constData() == c.id.constData() && id.size() == c.id.size()) || id == c.id;
            }))
            inArea << c.id;
    }
    if (targets.isEmpty())
        return inArea;
    for (const QString &id : targets) {
        if (!inArea.contains(id))
            return Error{QStringLiteral("%1 is not in the area of %2").arg(id, power.id)};
    }
    return targets;
}

Status validate(const EncounterState &state, const Combatant &attacker, const CombatPower &power,
                const QStringList &targets, const AttackOptions &options)
{
    return validate(state, *EncounterGrid::of(state), attacker, power, targets, options);
}

Status validate(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                const CombatPower &power, const QStringList &targets, const AttackOptions &options)
{
    if (!power.isAttack())
        return Error{QStringLiteral("%1 is not an attack power").arg(power.id)};
    if (attacker.expendedPowers.contains(power.id))
        return Error{
            QStringLiteral("%1 has already used %2 (%3)").arg(attacker.id, power.id, powerUsageName(power.usage))};
    if (power.origin == PowerOrigin::Far) {
        if (!options.origin)
            return Error{QStringLiteral("%1 is a far power: give the origin square").arg(power.id)};
        if (!state.grid.contains(*options.origin))
            return Error{QStringLiteral("the origin square is off the map")};
        const int distance = rangeBetween(spaceOf(attacker), Space{*options.origin, 1});
        if (distance > power.range)
            return Error{QStringLiteral("the origin square is out of range (%1 squares, range %2)")
                             .arg(distance)
                             .arg(power.range)};
        // "Far burst 1 within 5 and 120": an origin nearer than the least range is not allowed.
        if (distance < power.minRange)
            return Error{QStringLiteral("the origin square is too close (%1 squares, at least %2)")
                             .arg(distance)
                             .arg(power.minRange)};
        if (!lineOfEffect(grid, spaceOf(attacker), Space{*options.origin, 1}))
            return Error{QStringLiteral("no line of effect to the origin square")};
    }
    auto chosen = targetsFor(state, grid, attacker, power, targets, options);
    if (!chosen)
        return chosen.error();
    for (const QString &id : *chosen) {
        const Combatant *target = state.combatant(id);
        if (!target)
            return Error{QStringLiteral("no creature '%1'").arg(id)};
        if (target->dead)
            return Error{QStringLiteral("%1 is dead").arg(id)};
        if (power.origin == PowerOrigin::Self && id == attacker.id)
            return Error{QStringLiteral("%1 cannot target itself with %2").arg(id, power.id)};
        if (isDirect(power)) {
            if (id == attacker.id)
                return Error{QStringLiteral("%1 cannot target itself with %2").arg(id, power.id)};
            const int reach =
                power.origin == PowerOrigin::Ranged && power.longRange > 0 ? power.longRange : power.range;
            const int distance = rangeBetween(attacker, *target);
            if (distance > reach)
                return Error{QStringLiteral("%1 is out of range: %2 squares away, %3 reaches %4")
                                 .arg(id)
                                 .arg(distance)
                                 .arg(power.id)
                                 .arg(reach)};
            // "Ranged 50/100 (minimum Ranged 4)": a target nearer than the least range is not allowed.
            if (distance < power.minRange)
                return Error{QStringLiteral("%1 is too close: %2 squares away, %3 needs at least %4")
                                 .arg(id)
                                 .arg(distance)
                                 .arg(power.id)
                                 .arg(power.minRange)};
        }
        if (id != attacker.id && power.origin != PowerOrigin::Near &&
            coverGrade(grid, attacker, *target, power, options) == CoverGrade::Total)
            return Error{QStringLiteral("%1 has total cover from %2: no line of effect").arg(id, attacker.id)};
        if (options.coupDeGrace) {
            if (!ConditionRules::has(state, *target, QStringLiteral("helpless")))
                return Error{QStringLiteral("Coup de Grace needs a helpless target; %1 is not").arg(id)};
            if (!isAdjacent(attacker, *target))
                return Error{QStringLiteral("Coup de Grace needs %1 adjacent").arg(id)};
        }
    }
    if (options.push) {
        if (power.id != QLatin1String("bull-rush"))
            return Error{QStringLiteral("only Bull Rush pushes here")};
        // Orcus "Bull Rush" pushes 1 square: the grid module judges it as a push from the attacker's space
        // (farther with the step, passable, a space the target can end in; restrained targets cannot be pushed).
        MoveOptions push;
        push.distance = 1;
        push.origin = spaceOf(attacker);
        const MovePath pushed =
            MovementRules(grid.grid())
                .checkPath(grid.indexOf(chosen->constFirst()), {*options.push}, MovementMode::Push, push);
        if (!pushed.legal &&
            !UnwillingMovement::pushesIntoPit(state, grid, attacker.id, chosen->constFirst(), *options.push))
            return Error{QStringLiteral("the push is not possible: %1").arg(pushed.reason)};
    }
    return success();
}

} // namespace battlemat::AttackRules
