// AttackRules' circumstance modifiers and defenses (../shared/rules/orcus-basic-rules.txt, "Attack roll" and its
// table of modifiers; concealment from obscured squares, orcus-gaps-filled.md section 8): what the targeting preview
// shows, the attack roll adds and the tactics policy weighs, from one function.
#include "encounter/attackorigin.h"
#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "orcus/attackmodifiers.h"

#include <algorithm>

namespace battlemat::AttackRules {

namespace {

/**
 * What the circumstance modifiers depend on that does not depend on where the two creatures stand: the conditions
 * and effects of both creatures (ConditionRules), marks and the attack's options. situationOf adds the grid's part.
 */
AttackSituation situationApart(const EncounterState &state, const Combatant &attacker, const Combatant &target,
                               const CombatPower &power, const QStringList &targets)
{
    // Each creature's conditions once (ConditionRules::conditionsOf), not a pass over the effects per question.
    const ConditionRules::ConditionSet targetConditions = ConditionRules::conditionsOf(state, target);
    const ConditionRules::ConditionSet attackerConditions = ConditionRules::conditionsOf(state, attacker);
    AttackSituation s;
    s.kind = attackKindOf(power);
    s.targetOffGuard = ConditionRules::offGuardReasons(state, target, targetConditions, attacker);
    s.targetProne = targetConditions.has(Condition::Prone);
    if (s.targetProne)
        s.targetOffGuardAgainstMelee << QStringLiteral("prone");
    if (!ConditionRules::canSee(targetConditions, attackerConditions))
        s.targetCannotSeeAttacker = QStringLiteral("cannot see the attacker");
    s.attackerProne = attackerConditions.has(Condition::Prone);
    s.attackerRestrained = attackerConditions.has(Condition::Restrained);
    s.attackerRattled = attackerConditions.has(Condition::Rattled);
    s.ranPenalty = ConditionRules::effectAttackPenalty(state, attacker);
    s.powerBonus = ConditionRules::effectAttackBonus(state, attacker);
    s.markedBy = ConditionRules::markedBy(state, attacker);
    s.includesMarker = targets.contains(s.markedBy);
    return s;
}

// The game master's ruling adds to the grid's: the worse cover and concealment count.
void addDeclared(AttackSituation &s, const CombatPower &power, const AttackOptions &options)
{
    s.charged = options.charge && options.chargeSquares >= 2;
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
}

/**
 * Everything the circumstance modifiers depend on, read from the encounter as it stands: situationApart, and from
 * the grid module on the encounter's grid flanking (FlankingRules), cover (CoverRules) and what the attacker can see
 * of the target (ConcealmentRules); auras by where their owners stand. AttackModifiers::circumstances decides.
 */
AttackSituation situationOf(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                            const Combatant &target, const CombatPower &power, const QStringList &targets,
                            const AttackOptions &options, bool sightLines = true)
{
    const int attackerIndex = grid.indexOf(attacker.id);
    const int targetIndex = grid.indexOf(target.id);
    AttackSituation s = situationApart(state, attacker, target, power, targets);
    // Orcus "Flanking": off-guard against the flanker, whatever its attack (AttackModifiers::circumstances).
    s.flanking = grid.flanking(attackerIndex, targetIndex);
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
    s.auraAttackModifier = AuraRules::attackModifier(state, attacker.id, target.id);
    s.longRange =
        power.origin == PowerOrigin::Ranged && power.longRange > 0 && rangeBetween(attacker, target) > power.range;
    s.adjacent = isAdjacent(attacker, target);
    addDeclared(s, power, options);
    return s;
}

int total(const AttackSituation &situation)
{
    return AttackModifiers::circumstanceTotal(situation);
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
    return total(situationOf(state, grid, attacker, target, power, targets, options));
}

ModifierSum modifierSum(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                        const Combatant &target, const CombatPower &power, const QStringList &targets,
                        const AttackOptions &options)
{
    ModifierSum sum;
    sum.total = AttackModifiers::circumstanceTotal(situationOf(state, grid, attacker, target, power, targets, options),
                                                   &sum.offGuard);
    return sum;
}

int modifierTotalWithoutCover(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                              const Combatant &target, const CombatPower &power, const QStringList &targets,
                              const AttackOptions &options)
{
    return total(situationOf(state, grid, attacker, target, power, targets, options, /*sightLines=*/false));
}

std::optional<AnywhereTotals> modifierTotalAnywhere(const EncounterState &state, const Combatant &attacker,
                                                    const Combatant &target, const CombatPower &power,
                                                    const QStringList &targets, const AttackOptions &options)
{
    // An aura's modifiers (and the combat advantage one grants) follow where its owner and the creatures stand.
    if (std::any_of(state.combatants.cbegin(), state.combatants.cend(),
                    [](const Combatant &c) { return !c.auras.isEmpty(); }))
        return std::nullopt;
    AttackSituation s = situationApart(state, attacker, target, power, targets);
    s.adjacent = true;   // a prone target's -2 against ranged attacks is for attackers not adjacent
    s.longRange = false; // -2
    addDeclared(s, power, options);
    AnywhereTotals totals;
    totals.apart = total(s);
    s.flanking = true;
    totals.flanking = total(s);
    return totals;
}

int defenseAgainst(const EncounterState &state, const Combatant &target, const CombatPower &power)
{
    // The add-on modules' bonuses (an action die's +2 AC) are in the encounter's state (ModuleDefenseBonus).
    return target.defenses[size_t(power.defense)] + ConditionRules::defenseModifier(state, target, power.defense) +
           moduleDefenseBonus(state, target.id, power.defense) +
           AuraRules::defenseModifier(state, target.id, power.defense);
}

} // namespace battlemat::AttackRules
