#pragma once

#include "encounter/selfchange.h"
#include "orcus/conditionduration.h"
#include "orcus/power.h"
#include "orcus/poweroutcome.h"
#include "orcus/recharge.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace battlemat {

// How an Orcus power's parts are written in an encounter file's power (docs/file-formats.md, "Encounter file"):
// shared by the heroes' sheets (HeroCombatant) and the monsters' stat blocks (MonsterCombatant).

/** The encounter's duration names, as its effect specs use them ("saveEnds", "endOfTargetNextTurn", ...). */
QString encounterConditionDuration(ConditionDuration duration);
/** "at-will", "encounter", "daily" or "recharge" (then *rechargeMin is the lowest face that recharges it). */
QString encounterPowerUsage(const Recharge &recharge, int *rechargeMin);
/** "standard", "move", "swift", "free" or "immediate" (counters, reactions and opportunity actions). */
QString encounterPowerAction(Power::Action action);
QString encounterPowerOrigin(Power::Origin origin);
/** "Cleaving Strike" -> "cleaving-strike": the id scripts and the log name the power by. */
QString encounterPowerId(const QString &name);
/** "1d8 + 4" -> "1d8+4"; "" -> "0". */
QString encounterFormula(QString text);
/** The conditions, persistent damage and changes to numbers of a Hit entry as the encounter's onHit effects. */
QJsonArray encounterOnHitEffects(const PowerOutcome &hit);
/** The changes to numbers alone ("-2 penalty to Will defense (save ends)"), as effects with their durations. */
QJsonArray encounterStatChangeEffects(const PowerOutcome &outcome);
/**
 * A near or far power's area ("burst": 1) and its trigger as the encounter reads them (a stance's triggered attack
 * then costs no action: "action": "free").
 */
void encounterPowerAreaAndTrigger(const Power &power, QJsonObject *object);
/**
 * The encounter's trigger for a printed one ("attacked", "hit", "hitByMelee", "hitByAdjacent", "damaged", "staggered",
 * "enemyMoves", "enemyStandsUp", "enemyStaysPut", "targetedByPsychic", "reducedToZero", "missedByMelee";
 * TriggeredPowers), or "" when the
 * engine does not watch for it and the table does.
 */
QString encounterTrigger(const Power &power);
/** Whether the printed power is a reaction that makes the attack that triggered it have no effect on its user. */
bool encounterIgnoresAttack(const Power &power);
/**
 * The damage of a triggered power whose whole effect is damage without an attack roll ("The target takes 1d6+2
 * poison damage"; "Near burst 5; 2d12+8 radiant radiant damage, and the balor is destroyed"), when the encounter
 * watches its trigger: the encounter plays it as an automatic hit (CombatPower::automatic).
 */
std::optional<PowerDamage> encounterAutomaticDamage(const Power &power);
/**
 * The name, in lower case, of the power a triggered power makes its user use at once whatever its recharge, when that
 * is its whole effect and the encounter watches its trigger ("the couatl's breath weapon refreshes, and the couatl
 * uses it immediately": "breath weapon"; "Make an immediate *bile* attack, whether or not it is refreshed": "bile";
 * "The chank makes a *perimeter blast* attack": "perimeter blast").
 */
QString encounterUsedPowerName(const Power &power);
/** The id of the power whose hit a power's trigger names ("hits with a *composite longbow* attack"), or "". */
QString encounterHitWith(const Power &power);
/** "The triggering attack becomes a critical hit" on the user's own hit (trigger "ownHit"). */
bool encounterMakesCritical(const Power &power);
/**
 * The effects a free power on its user's own hit lays on the target it hit, when its trigger is "hitsOffGuard" and
 * its whole printed effect is one the encounter has ("The target takes persistent 5 damage until the end of the
 * encounter ..."): as the encounter's onHit effects. Empty otherwise.
 */
QJsonArray encounterOwnHitEffects(const Power &power);
/** "The attacker re-rolls their attack roll and takes the lower result" on being hit (trigger "beingHit"). */
bool encounterRerollsHit(const Power &power);
/** "... and the attack misses" on being hit (trigger "beingHit"): the counter turns the hit into a miss. */
bool encounterMakesMiss(const Power &power);
/**
 * A counter that prints no trigger and whose whole effect is "Spend a ward. The attack misses. If the <user> has no
 * wards, it cannot use this power." (the abyssal mummy's Protected by Death): a "beingHit" counter with `makesMiss`
 * that spends a ward (Wards). Battlemat's reading: "the attack misses" can only answer an attack that hits.
 */
bool encounterSpendsWard(const Power &power);
/**
 * A trait whose whole text is "If the <monster> reduces a creature to 0 HP or below, it gains one ward." (the abyssal
 * mummy's Soul Harvest): the encounter stat block's `wardOnDrop` (Wards).
 */
bool encounterWardOnDrop(const QString &traitText);
/**
 * A power its user uses on itself without an attack roll (UsePowerCommand), as the encounter's power fields: "tempHp",
 * "heal", "onSelf" for what the engine applies and "tableText" for what else it prints. Empty for a power with an
 * attack, a printed trigger (the triggered powers' or the table's) or hit and miss entries.
 */
QJsonObject encounterSelfUse(const Power &power);
/**
 * The healing an attack's Hit line gives its user ("the barghest heals 10 hit points"), as the encounter's dice
 * formula, or "" when it prints none or none the dice roller reads (HitHealing).
 */
QString encounterHitHealing(const Power &power);
/** The temporary hit points an attack's Hit line gives its user ("gets 8 temporary hit points"), or 0. */
int encounterHitTemporaryHitPoints(const Power &power);
/** Whether those fields apply anything (temporary hit points, healing or effects), beyond the text. */
bool encounterSelfUseApplies(const QJsonObject &use);

/**
 * What a triggered self power without an attack does to its user, when the encounter watches its trigger and the
 * printed effect says at least one thing the engine does ("heals 190 hit points", "is healed to its maximum hit point
 * total", "stands up (if prone)", "recovers from all conditions it suffers from"); the rest of the text in
 * `tableText` (engine/encounter/selfchangetext.cpp). Nothing otherwise.
 */
std::optional<SelfChange> encounterSelfChange(const Power &power);

} // namespace battlemat
