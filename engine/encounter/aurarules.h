#pragma once

#include "encounter/combatpower.h"
#include "encounter/rulescontext.h"

#include <QList>
#include <QString>

namespace battlemat {

/** One aura of one creature: its owner and the aura's place in the owner's list. */
struct AuraRef
{
    QString owner;
    int index = 0;

    /** "owner#index": how an effect that lasts while in the aura names it (EffectSpec::whileInAura). */
    QString key() const { return owner + QLatin1Char('#') + QString::number(index); }

    friend bool operator==(const AuraRef &, const AuraRef &) = default;
};

/**
 * Auras in the encounter (../shared/rules/orcus-monsters-1.0.md, e.g. "A creature that enters or begins its turn in
 * the aura takes 20 fire damage"). The monsters chapter prints auras without a general rule, so Battlemat reads them
 * as docs/encounter.md "Auras" states: an aura covers the squares within its radius of its owner's space (Orcus
 * "Range", diagonals count as adjacent); it never affects its owner; it is off while its owner is at 0 hit points or
 * dead; it moving onto a creature is not that creature entering it; a creature that enters (or leaves) it takes its
 * effect once per move, however often it leaves and comes back in that move. What a strike does goes through the
 * encounter's own rules (damage, effects, the grid's push, the owner's basic melee attack); what being in it changes
 * is asked of the functions below by the one rule each feeds (saving throws, defenses, attack rolls, off-guard,
 * healing).
 */
namespace AuraRules {

/** Whether the aura is on: its owner above 0 hit points and not dead, the aura not negated. */
bool isOn(const EncounterState &state, const AuraRef &aura);
/**
 * Whether the aura of owner affects the creature wherever it stands: whom it affects (side, living, kind, tag), its
 * owner able to act, not negated.
 */
bool affects(const EncounterState &state, const AuraRef &aura, const QString &creatureId);
/** Whether the aura of owner reaches the creature now (affects it, and it is within the radius). */
bool reaches(const EncounterState &state, const AuraRef &aura, const QString &creatureId);
/** The auras that reach the creature now. */
QList<AuraRef> reaching(const EncounterState &state, const QString &creatureId);
/** The start of a creature's turn: every aura with startOfTurn that reaches it strikes. */
QCoro::Task<void> startOfTurn(RulesContext *context, QString creatureId);
/** The end of a creature's turn: every aura with endOfTurn that reaches it strikes. */
QCoro::Task<void> endOfTurn(RulesContext *context, QString creatureId);
/**
 * After a step of a move: the onEnter auras that reach the mover now and did not before the step, and the onLeave
 * auras that reached it before and do not now, strike unless they struck it already in this move (hitThisMove,
 * updated); then effects that last while in an aura end for every creature that aura no longer reaches.
 */
QCoro::Task<void> entered(RulesContext *context, QString moverId, QList<AuraRef> before, QList<AuraRef> *hitThisMove);
/**
 * A creature's attack missed (at least one of its attack rolls: once per attack): every onMiss aura it is in strikes
 * ("Each time a creature in the aura misses on an attack, it takes 1d8+4 psychic damage"), an includesOwner aura
 * its owner too (the frenzy demon's own misses).
 */
QCoro::Task<void> missed(RulesContext *context, QString attackerId);
/** A creature failed a saving throw: every onFailedSave aura it is in strikes it ("takes 15 damage"). */
QCoro::Task<void> failedSave(RulesContext *context, QString creatureId);
/**
 * The creatures the auras of owner that name this power (ownerUses) reach when the owner uses it; struck by
 * ownerUsed once the attack is over ("Enemies in the aura when the fire magician uses their scorching ray ...").
 */
QList<std::pair<AuraRef, QString>> reachedOnUse(const EncounterState &state, const QString &ownerId,
                                                const QString &powerName);
QCoro::Task<void> ownerUsed(RulesContext *context, QList<std::pair<AuraRef, QString>> reached);
/**
 * A creature took damage of a type (after resistances, more than 0): each of its auras negatedBy that type is off
 * until the end of its next turn (an effect on it with negatesAura), and what lasted while in them ends.
 */
void damaged(RulesContext *context, const QString &creatureId, const QString &damageType);
/**
 * Damage dealt by byId has just taken the creature from above its staggered value to it or below, or from above 0
 * hit points to 0 or below: when a lastStrike aura reaches it (Sleep When You're Dead, its owner's ally), its
 * controller is asked (decision "triggeredPower", trigger "lastStrike", `uses` its basic attack, `odds`) whether it
 * makes its basic attack against byId at once (free, provoking nothing, setting off no counter or reaction); taken, an
 * "aura" event and the attack. At 0 hit points or below its drop follows (RulesContext::dealDamage).
 */
QCoro::Task<void> lastStrike(RulesContext *context, QString creatureId, QString byId);
/** Ends the effects that last "until they leave the aura" on creatures their aura no longer reaches. */
void endLeftEffects(RulesContext *context);

// While in an aura: the modifiers the rules ask for, summed over the auras that reach the creature now.
/** "+2 power bonus on saving throws", "-1 penalty on saving throws". */
int saveModifier(const EncounterState &state, const QString &creatureId);
/** "-2 penalty to Will defense", "-2 penalty to defenses". */
int defenseModifier(const EncounterState &state, const QString &creatureId, DefenseKind defense);
/**
 * "-2 penalty ... on attack rolls" of the auras the attacker is in, and against a target whose aura gives it a bonus
 * to all defenses against attacks from creatures in it (the couatl's +2) that bonus as a penalty: the same odds, the
 * one modifier the roll and the hover odds both read.
 */
int attackModifier(const EncounterState &state, const QString &attackerId, const QString &targetId);
/** "Creatures grant combat advantage to the worm that walks while they are in the aura": off-guard to its owner. */
bool grantsCombatAdvantage(const EncounterState &state, const QString &targetId, const QString &attackerId);
/** The healing a creature regains of amount: none ("cannot heal"), half ("only regain half") or all. */
int healingOf(const EncounterState &state, const QString &creatureId, int amount);
/**
 * The power bonus to speed the auras of its allies give a creature in them ("Allies in the aura receive a +2 power
 * bonus to speed", the jinushigami's Terrain Manipulation): the highest one (bonuses of a kind do not add up), the
 * owner itself not among its allies.
 */
int allySpeedBonus(const EncounterState &state, const QString &creatureId);

} // namespace AuraRules
} // namespace battlemat
