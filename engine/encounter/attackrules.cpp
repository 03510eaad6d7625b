#include "encounter/attackrules.h"

#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/counteractions.h"
#include "encounter/encountergrid.h"
#include "encounter/triggeredpowers.h"
#include "encounter/unwillingmovement.h"
#include "grid/areaofeffect.h"
#include "grid/concealmentrules.h"
#include "grid/coverrules.h"
#include "grid/flankingrules.h"
#include "grid/movementrules.h"
#include "grid/sightline.h"
#include "orcus/attackmodifiers.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace battlemat::AttackRules {

namespace {

bool isDirect(const CombatPower &power)
{
    return power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged;
}

AttackKind attackKindOf(const CombatPower &power)
{
    switch (power.origin) {
    case PowerOrigin::Melee:
        return AttackKind::Melee;
    case PowerOrigin::Ranged:
        return AttackKind::Ranged;
    case PowerOrigin::Near:
    case PowerOrigin::Self:
        return AttackKind::Near;
    case PowerOrigin::Far:
        return AttackKind::Far;
    }
    return AttackKind::Melee;
}

/** Orcus "Line of effect" by the grid module's SightLine, from any corner of one space to another. */
bool lineOfEffect(const EncounterGrid &grid, const Space &from, const Space &to)
{
    return SightLine(grid.grid(), SightLine::Kind::Effect).clearLine(from, to);
}

/**
 * Orcus "Cover" by the grid module's CoverRules, on the encounter's grid of the living creatures where they stand
 * now (the target's allies are obstacles). Far attacks draw their lines from the origin square.
 */
CoverGrade coverGrade(const EncounterGrid &grid, const Combatant &attacker, const Combatant &target,
                      const CombatPower &power, const AttackOptions &options)
{
    const int attackerIndex = grid.indexOf(attacker.id);
    const int targetIndex = grid.indexOf(target.id);
    if (power.origin == PowerOrigin::Far && options.origin)
        return grid.cover(attackerIndex, targetIndex, options.origin);
    return grid.cover(attackerIndex, targetIndex);
}

/**
 * What the circumstance modifiers depend on, read from the encounter as it stands: the conditions and effects of
 * both creatures, and from the grid module on the encounter's grid flanking (FlankingRules), cover (CoverRules)
 * and what the attacker can see of the target (ConcealmentRules). AttackModifiers::circumstances decides.
 */
AttackSituation situationOf(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                            const Combatant &target, const CombatPower &power, const QStringList &targets,
                            const AttackOptions &options, bool sightLines = true)
{
    const int attackerIndex = grid.indexOf(attacker.id);
    const int targetIndex = grid.indexOf(target.id);
    AttackSituation s;
    s.kind = attackKindOf(power);
    s.targetOffGuard = ConditionRules::offGuardReasons(state, target, attacker);
    s.targetProne = ConditionRules::has(state, target, QStringLiteral("prone"));
    if (s.targetProne)
        s.targetOffGuardAgainstMelee << QStringLiteral("prone");
    // Orcus "Flanking": off-guard against the flanker, whatever its attack (AttackModifiers::circumstances).
    s.flanking = grid.flanking(attackerIndex, targetIndex);
    if (!ConditionRules::canSee(state, target, attacker))
        s.targetCannotSeeAttacker = QStringLiteral("cannot see the attacker");
    // Sight of the target from where the attacker stands, for every attack: a near or far attack takes no
    // concealment penalty, but an attacker that cannot see its target gets no off-guard bonus either.
    // Without sight lines (modifierTotalWithoutCover) both stay at none.
    if (sightLines) {
        const AttackKind sightKind = power.origin == PowerOrigin::Ranged ? AttackKind::Ranged : AttackKind::Melee;
        const ConcealmentResult concealment = grid.concealment(attackerIndex, targetIndex, sightKind);
        s.concealment = concealment.grade;
        s.concealmentSource = concealment.reason;
        const CoverGrade cover = coverGrade(grid, attacker, target, power, options);
        if (cover == CoverGrade::Cover || cover == CoverGrade::ThreeQuarters)
            s.cover = cover;
    }
    s.attackerProne = ConditionRules::has(state, attacker, QStringLiteral("prone"));
    s.attackerRestrained = ConditionRules::has(state, attacker, QStringLiteral("restrained"));
    s.attackerRattled = ConditionRules::has(state, attacker, QStringLiteral("rattled"));
    s.ranPenalty = ConditionRules::effectAttackPenalty(state, attacker);
    s.auraAttackModifier = AuraRules::attackModifier(state, attacker.id, target.id);
    s.charged = options.charge && options.chargeSquares >= 2;
    s.markedBy = ConditionRules::markedBy(state, attacker);
    s.includesMarker = targets.contains(s.markedBy);
    s.longRange =
        power.origin == PowerOrigin::Ranged && power.longRange > 0 && rangeBetween(attacker, target) > power.range;
    s.adjacent = isAdjacent(attacker, target);
    // The game master's ruling adds to the grid's: the worse cover and concealment count.
    const DeclaredCircumstances &declared = options.declared;
    if (int(declared.cover) > int(s.cover) && declared.cover != CoverGrade::Total)
        s.cover = declared.cover;
    if (int(declared.concealment) > int(s.concealment)) {
        s.concealment = declared.concealment;
        s.concealmentSource = QStringLiteral("declared");
    }
    s.flanking = s.flanking || declared.flanking;
    s.longRange = s.longRange || (declared.longRange && power.origin == PowerOrigin::Ranged);
    if (declared.attackerRan)
        s.ranPenalty = std::max(s.ranPenalty, 5);
    return s;
}

int sum(const QJsonObject &mods)
{
    int total = 0;
    for (auto it = mods.begin(); it != mods.end(); ++it)
        total += it.value().toInt();
    return total;
}

} // namespace

QJsonObject modifiers(const EncounterState &state, const Combatant &attacker, const Combatant &target,
                      const CombatPower &power, const QStringList &targets, const AttackOptions &options)
{
    return modifiers(state, *EncounterGrid::of(state), attacker, target, power, targets, options);
}

QJsonObject modifiers(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                      const Combatant &target, const CombatPower &power, const QStringList &targets,
                      const AttackOptions &options)
{
    QJsonObject mods;
    const auto all =
        AttackModifiers::circumstances(situationOf(state, grid, attacker, target, power, targets, options));
    for (const AttackModifier &modifier : all)
        mods.insert(modifier.key, modifier.value);
    return mods;
}

int modifierTotal(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                  const Combatant &target, const CombatPower &power, const QStringList &targets,
                  const AttackOptions &options)
{
    int total = 0;
    const auto all =
        AttackModifiers::circumstances(situationOf(state, grid, attacker, target, power, targets, options));
    for (const AttackModifier &modifier : all)
        total += modifier.value;
    return total;
}

int modifierTotalWithoutCover(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                              const Combatant &target, const CombatPower &power, const QStringList &targets,
                              const AttackOptions &options)
{
    int total = 0;
    const auto all = AttackModifiers::circumstances(
        situationOf(state, grid, attacker, target, power, targets, options, /*sightLines=*/false));
    for (const AttackModifier &modifier : all)
        total += modifier.value;
    return total;
}

int defenseAgainst(const EncounterState &state, const Combatant &target, const CombatPower &power)
{
    // The add-on modules' bonuses (an action die's +2 AC) are in the encounter's state (ModuleDefenseBonus).
    return target.defenses[size_t(power.defense)] + ConditionRules::defenseModifier(state, target) +
           moduleDefenseBonus(state, target.id, power.defense) +
           AuraRules::defenseModifier(state, target.id, power.defense);
}

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
    if (power.origin == PowerOrigin::Self)
        return QStringList{attacker.id};
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
    QSet<QString> reached;
    for (int c : area.creatures)
        reached.insert(grid.idOf(c));
    // In the encounter's creature order, so the attack rolls come in the same order whatever the area's shape.
    QStringList inArea;
    for (const Combatant &c : state.combatants) {
        if (reached.contains(c.id))
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

QCoro::Task<void> resolve(RulesContext *context, QString attackerId, CombatPower power, QStringList targets,
                          AttackOptions options)
{
    EncounterState &state = context->state();
    auto chosen = targetsFor(state, *state.combatant(attackerId), power, targets, options);
    targets = chosen ? *chosen : QStringList();

    // Orcus "Origin of effect": ranged and far attacks provoke from adjacent enemies, before the attack (the grid
    // module's MovementRules::provokedByAttack says who may).
    const bool primary = !options.opportunity && !options.secondary;
    if (primary && (power.origin == PowerOrigin::Ranged || power.origin == PowerOrigin::Far)) {
        QList<OpportunityAttack> provoked;
        {
            const auto grid = EncounterGrid::of(state);
            provoked = MovementRules(grid->grid()).provokedByAttack(grid->indexOf(attackerId), attackKindOf(power));
        }
        if (!provoked.isEmpty()) {
            auto provocation = takeOpportunityAttacks(context, attackerId, provoked);
            co_await provocation;
        }
        const Combatant *after = state.combatant(attackerId);
        if (after->dead || !ConditionRules::canAct(state, *after)) {
            context->record({{QStringLiteral("type"), QStringLiteral("attackAbandoned")},
                             {QStringLiteral("attacker"), attackerId},
                             {QStringLiteral("power"), power.id},
                             {QStringLiteral("reason"), QStringLiteral("dropped by an opportunity attack")}});
            co_return;
        }
    }
    // Counters (orcus-gaps-filled.md section 3) interrupt the attack: they resolve first and may stop it.
    if (primary && !options.counter) {
        auto countered = CounterActions::beforeAttack(context, attackerId, power.id, targets);
        const bool goesAhead = co_await countered;
        if (!goesAhead) {
            context->record({{QStringLiteral("type"), QStringLiteral("attackAbandoned")},
                             {QStringLiteral("attacker"), attackerId},
                             {QStringLiteral("power"), power.id},
                             {QStringLiteral("reason"), QStringLiteral("stopped by a counter")}});
            co_return;
        }
    }
    if (primary && power.usage != PowerUsage::AtWill)
        state.combatant(attackerId)->expendedPowers.append(power.id);
    if (primary && !options.counter) { // "... is the target of a Psychic attack: The attack has no effect on ..."
        auto ignoring = TriggeredPowers::whenTargeted(context, attackerId, power, targets);
        targets = co_await ignoring;
    }

    struct Outcome
    {
        QString target;
        bool hit = false;
        bool critical = false;
        int hpBefore = 0; // for the reactions the attack triggers (TriggeredPowers)
    };
    QList<Outcome> outcomes;
    for (const QString &targetId : targets) {
        const Combatant &attacker = *state.combatant(attackerId);
        const Combatant *target = state.combatant(targetId);
        if (!target || target->dead)
            continue;
        const int defense = defenseAgainst(state, *target, power);
        QJsonObject event{{QStringLiteral("type"), QStringLiteral("attack")},
                          {QStringLiteral("attacker"), attackerId},
                          {QStringLiteral("power"), power.id},
                          {QStringLiteral("target"), targetId},
                          {QStringLiteral("vs"), defenseName(power.defense)},
                          {QStringLiteral("defense"), defense}};
        Outcome outcome{targetId, false, false, target->hp};
        if (options.coupDeGrace) {
            // Orcus "Coup De Grace": no attack roll, an automatic critical hit.
            outcome.hit = outcome.critical = true;
            event.insert(QStringLiteral("coupDeGrace"), true);
        } else if (options.declared.chooseToBeHit) {
            // Orcus "Choosing to be hit": the target lets the attack hit; no roll, so no critical either.
            outcome.hit = true;
            event.insert(QStringLiteral("chosenToBeHit"), true);
        } else {
            const QJsonObject mods = modifiers(state, attacker, *target, power, targets, options);
            const int bonus = options.attackBonus ? *options.attackBonus : power.attackBonus + sum(mods);
            if (options.attackBonus)
                event.insert(QStringLiteral("fixedBonus"), *options.attackBonus);
            const QString purpose = QStringLiteral("attack ") + power.id + QStringLiteral(" vs ") + targetId;
            const int rolled = context->rollD20(attackerId, purpose, bonus);
            // After the roll, before its outcome: the modules in force may roll it again (a hero token) or add to
            // it (an action die).
            ReviewedRoll reviewed{ReviewedRollKind::Attack,
                                  attackerId,
                                  targetId,
                                  purpose,
                                  rolled,
                                  rolled + bonus,
                                  defense,
                                  rolled == 1 || rolled == 20,
                                  DiceFormula{1, 20, bonus}};
            auto reviewing = context->reviewD20(reviewed);
            const RulesContext::ReviewedD20 result = co_await reviewing;
            const int natural = result.natural;
            const int added = result.added;
            reviewed.natural = natural;
            reviewed.total = natural + bonus;
            if (natural != rolled)
                event.insert(QStringLiteral("rerolledFrom"), rolled);
            // "Your highest attack that round" (an action die's extra attack) reads it.
            state.combatant(attackerId)->noteAttackBonus(state.round, bonus);
            // Orcus "Critical hits and fumbles": a natural 20 always hits, a natural 1 always misses.
            outcome.critical = natural == 20;
            outcome.hit = natural == 20 || (natural != 1 && natural + bonus + added >= defense);
            // A hit, before its damage: a module may make a threat critical or negate a critical (an action die).
            if (outcome.hit) {
                reviewed.total += added;
                auto criticalReview = context->reviewCritical(reviewed, outcome.critical);
                outcome.critical = co_await criticalReview;
            }
            event.insert(QStringLiteral("natural"), natural);
            event.insert(QStringLiteral("total"), natural + bonus + added);
            if (added != 0)
                event.insert(QStringLiteral("added"), added);
            event.insert(QStringLiteral("modifiers"), mods);
        }
        if (options.secondary)
            event.insert(QStringLiteral("secondary"), true);
        event.insert(QStringLiteral("hit"), outcome.hit);
        event.insert(QStringLiteral("critical"), outcome.critical);
        context->record(event);
        outcomes << outcome;
    }

    // Orcus "Damage rolls": one roll for every target; critical hits take the maximum instead.
    const bool damaging = power.damage.count > 0 || power.damage.bonus > 0;
    std::optional<int> rolled;
    std::optional<int> maximum;
    for (const Outcome &outcome : outcomes) {
        if (!damaging || (!outcome.hit && !power.halfOnMiss))
            continue;
        int damage = 0;
        if (outcome.critical) {
            if (!maximum)
                maximum =
                    context->maximum(power.damage, attackerId, QStringLiteral("critical damage ") + power.id).total;
            damage = *maximum;
            // Improved critical dice depend on the roll, so each target critically hit rolls its own.
            if (power.criticalDice.count > 0)
                damage += context
                              ->roll(power.criticalDice, attackerId,
                                     QStringLiteral("improved critical ") + power.id + QStringLiteral(" vs ") +
                                         outcome.target)
                              .total;
        } else {
            if (!rolled) {
                const QString purpose = QStringLiteral("damage ") + power.id;
                const int total = std::max(0, context->roll(power.damage, attackerId, purpose).total);
                ReviewedRoll reviewed{
                    ReviewedRollKind::Damage, attackerId, outcome.target, purpose, 0, total, 0, false, power.damage};
                auto reviewing = context->review(reviewed);
                rolled = total + co_await reviewing;
            }
            damage = *rolled;
        }
        if (!outcome.hit)
            damage /= 2;
        const int before = state.combatant(outcome.target)->hp;
        auto dealing = context->dealDamage(outcome.target, damage, power.damageType, attackerId, power.id);
        co_await dealing;
        Combatant *target = state.combatant(outcome.target);
        if (options.coupDeGrace && !target->dead && before - target->hp >= target->staggeredValue())
            context->kill(outcome.target, QStringLiteral("Coup de Grace dealt at least the staggered value"));
    }

    for (const Outcome &outcome : outcomes) {
        Combatant *target = state.combatant(outcome.target);
        if (!outcome.hit || target->dead)
            continue;
        // A creature immune to one of the power's keywords ("Immune: charm") ignores all its effects.
        if (const QString immunity = target->immunityTo(power.keywords);
            !immunity.isEmpty() && !power.onHit.isEmpty()) {
            context->record({{QStringLiteral("type"), QStringLiteral("effectPrevented")},
                             {QStringLiteral("target"), outcome.target},
                             {QStringLiteral("power"), power.id},
                             {QStringLiteral("reason"), QStringLiteral("immune to ") + immunity}});
            continue;
        }
        for (const EffectSpec &effect : power.onHit)
            context->addEffect(outcome.target, attackerId, effect);
        if (power.id == QLatin1String("grapple") && !power.onHit.size()) {
            // Orcus "Grapple": immobilized until it escapes; maintained with a swift action from the next turn on.
            context->addEffect(outcome.target, attackerId,
                               EffectSpec::ofCondition(QStringLiteral("grappled"), EffectDuration::MaintainSwift));
        }
        if (power.id == QLatin1String("bull-rush") && options.push) {
            const Square left = target->position;
            if (UnwillingMovement::pushesIntoPit(state, *EncounterGrid::of(state), attackerId, outcome.target,
                                                 *options.push)) {
                // At a pit: the same "Into the pit?" as any push (orcus-gaps-filled.md section 10); declined, the
                // target stays, since Bull Rush moves it only to the square chosen.
                auto offering = UnwillingMovement::offerPit(context, attackerId, outcome.target, MovementMode::Push,
                                                            PitDrop{{}, *options.push});
                co_await offering;
                target = state.combatant(outcome.target);
            } else {
                target->position = *options.push;
                context->record({{QStringLiteral("type"), QStringLiteral("pushed")},
                                 {QStringLiteral("target"), outcome.target},
                                 {QStringLiteral("x"), options.push->x},
                                 {QStringLiteral("y"), options.push->y}});
                context->endGrapplesOf(outcome.target, QStringLiteral("moved apart"));
            }
            if (options.follow && target->position != left) {
                // "If you wish, you can step into the space they just left."
                state.combatant(attackerId)->position = left;
                context->record({{QStringLiteral("type"), QStringLiteral("moved")},
                                 {QStringLiteral("creature"), attackerId},
                                 {QStringLiteral("mode"), QStringLiteral("step")},
                                 {QStringLiteral("path"), QJsonArray{QJsonArray{left.x, left.y}}},
                                 {QStringLiteral("x"), left.x},
                                 {QStringLiteral("y"), left.y}});
            }
        }
        // "The target is pushed 5 squares": through the grid, after the hit's effects (docs/encounter.md).
        if (power.forcedMode) {
            auto forced =
                UnwillingMovement::apply(context, attackerId, outcome.target, *power.forcedMode, power.forcedDistance);
            co_await forced;
        }
    }

    // The power's Effect line: temporary hit points for its user, hit or miss.
    if (power.tempHp > 0)
        context->grantTemporaryHitPoints(attackerId, power.tempHp, power.id);

    // Orcus "Secondary attacks": against each target whose outcome the secondary is listed under.
    if (power.secondary) {
        AttackOptions next;
        next.secondary = true;
        next.origin = options.origin;
        next.wallSquares = options.wallSquares;
        for (const Outcome &outcome : outcomes) {
            const bool triggered = power.secondaryOn == SecondaryTrigger::Effect ||
                                   (power.secondaryOn == SecondaryTrigger::Hit) == outcome.hit;
            const Combatant *attacker = state.combatant(attackerId);
            const Combatant *target = state.combatant(outcome.target);
            if (!triggered || target->dead || attacker->dead || !ConditionRules::canAct(state, *attacker))
                continue;
            QStringList only;
            only << outcome.target;
            auto follow = resolve(context, attackerId, *power.secondary, only, next);
            co_await follow;
        }
    }

    // Reactions with a known trigger ("when an enemy hits it", "when first staggered") follow the whole attack.
    if (!options.secondary && !options.counter && !outcomes.isEmpty()) {
        QList<TriggeredPowers::Struck> struck;
        for (const Outcome &outcome : outcomes)
            struck.append({outcome.target, outcome.hit, outcome.hpBefore});
        auto reactions = TriggeredPowers::afterAttack(context, attackerId, power.origin, struck);
        co_await reactions;
    }
}

} // namespace battlemat::AttackRules
