#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/diceformula.h"
#include "encounter/effectspec.h"
#include "encounter/selfchange.h"
#include "grid/areaofeffect.h"
#include "grid/movementmode.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace battlemat {

/** How often a power can be used, per Orcus "Action recharge" and "Unusual recharge conditions". */
enum class PowerUsage : quint8
{
    AtWill,
    Encounter,
    Daily,
    Recharge, // "Recharge X-Y": d6 at the start of each of the user's turns
};

/** The action a power costs, per Orcus "Action required". */
enum class ActionKind : quint8
{
    Standard,
    Move,
    Swift,
    Free,
    Immediate,
};

/** Where a power's effect originates, per Orcus "Origin of effect". */
enum class PowerOrigin : quint8
{
    Melee,
    Ranged,
    Near,
    Far,
    Self,
};

enum class DefenseKind : quint8
{
    AC,
    Fortitude,
    Reflex,
    Will,
};

QString powerUsageName(PowerUsage usage);
QString actionKindName(ActionKind kind);
QString powerOriginName(PowerOrigin origin);
QString defenseName(DefenseKind defense);

/** Which outcome of the primary attack triggers a secondary attack: the entry it is listed under. */
enum class SecondaryTrigger : quint8
{
    Hit,
    Miss,
    Effect, // either
};

/** One attack or utility power of a stat block, with what the encounter engine needs to resolve it. */
struct CombatPower
{
    QString id;
    QString name;
    bool basic = false; // a basic attack: opportunity attacks and Charge use the basic melee one
    PowerUsage usage = PowerUsage::AtWill;
    int rechargeMin = 0; // Recharge 5-6 -> 5
    ActionKind action = ActionKind::Standard;
    PowerOrigin origin = PowerOrigin::Melee;
    int range = 1;     // melee reach, ranged short range, far range
    int longRange = 0; // ranged weapons: attacks beyond range and up to longRange take -2
    int minRange = 0;  // the least range: no ranged target, no far origin nearer ("within 5 and 120")
    int burst = 0;     // near/far area size: burst N, spray N or wall N, as `area` says
    AreaType area = AreaType::Burst;
    int targets = 1; // melee and ranged: how many creatures one use may target
    int attackBonus = 0;
    DefenseKind defense = DefenseKind::AC;
    DiceFormula damage;
    // Weapon "Improved Critical" (Orcus "Weapons"): dice added to a critical hit's maximum damage, rolled per target.
    DiceFormula criticalDice;
    QString damageType;
    bool halfOnMiss = false;
    QList<EffectSpec> onHit;
    int tempHp = 0; // Effect: the user gains this many temporary hit points (Orcus "Temporary hit points")
    // Orcus "Secondary attacks": made against each target whose outcome triggers it, with the primary's attack,
    // defense, origin and range unless it names its own.
    std::shared_ptr<const CombatPower> secondary;
    SecondaryTrigger secondaryOn = SecondaryTrigger::Hit;
    // Immediate powers: what triggers them. "attacked": a counter (orcus-gaps-filled.md section 3) used when an
    // enemy attacks its user, resolved before that attack.
    QString trigger;
    // A reaction that makes the attack which triggered it have no effect on its user ("The attack has no effect on
    // the animate collector"; TriggeredPowers "targetedByPsychic").
    bool ignoresAttack = false;
    // An Effect without an attack roll that lands on every target (Orcus "Attack roll": "some attacks automatically
    // hit"; "The target takes 1d6+2 poison damage", the balor's "Near burst 5; 2d12+8 radiant damage"): resolved as a
    // hit that is never critical. A self
    // power of this kind strikes the creature that set off its trigger (TriggerOffer).
    bool automatic = false;
    // A triggered power that makes its user use another of its powers at once, whether or not that one is recharged
    // ("the couatl's breath weapon refreshes, and the couatl uses it immediately"; "Make an immediate *bile* attack,
    // whether or not it is refreshed"): the importer copies that power's attack into this one, and using it leaves
    // the named power (this id) used as well.
    QString expends;
    // A free power on its user's own hit with the power `with` that makes the hit critical ("When the formidable archer
    // hits with a *composite longbow* attack: The triggering attack becomes a critical hit"; trigger "ownHit").
    bool makesCritical = false;
    QString with;
    // A counter on being hit that makes the attacker roll again and keep the lower roll ("When the king of thieves is
    // hit: The attacker re-rolls their attack roll and takes the lower result"; trigger "beingHit").
    bool rerollsHit = false;
    // A counter on being hit that turns the hit into a miss ("When an enemy hits the baby screamer: The baby screamer
    // shifts one square, and the attack misses"; trigger "beingHit"): the miss then does what a miss does.
    bool makesMiss = false;
    // A power that costs one of its user's wards and cannot be used without one (the abyssal mummy's Protected by
    // Death: "Spend a ward. The attack misses. If the mummy has no wards, it cannot use this power."; Wards).
    bool spendsWard = false;
    // A triggered self power that changes its user instead of attacking (the archvillain's Second Phase heals 190 hit
    // points; the Minotaur's Eruption stands it up and sheds its conditions): TriggerOffer applies it.
    SelfChange selfChange;
    // The power's keywords as printed (Charm, Fear, Gaze, ...): a target immune to one of them ignores its effects.
    QStringList keywords;
    // Orcus "Unwilling movement" on a hit ("the target is pushed 5 squares"): Push, Pull or Shunt, this many squares
    // (AttackRules moves each target hit through the grid's rules; docs/encounter.md, "Forced movement").
    std::optional<MovementMode> forcedMode;
    int forcedDistance = 0;
    // A power on its user without an attack roll, used with the usePower command (UsePowerCommand): beside tempHp,
    // the healing it gives its user (Orcus "Healing": "The Awoken heals 10 hit points"), a recovery it spends, the
    // conditions or effects it puts on its user, and what else it says, which the log shows for the table to apply.
    std::optional<DiceFormula> heal;
    // An attack whose Hit line heals its user or gives it temporary hit points ("the barghest heals 10 hit points",
    // "the bear shifter gets 8 temporary hit points"): for each target it hits (HitHealing).
    std::optional<DiceFormula> hitHeal;
    int hitTempHp = 0;
    bool spendsRecovery = false;
    QList<EffectSpec> onSelf;
    QString tableText;
    // Another creature a triggered power brings in, carried in the power (PowerCreature): the one its effect places
    // beside its user (the hunting spiders' Egg Sacs: {"creature": token, "block": stat block}) and the form its user
    // takes (the shapeshifter slime's Fading: {"block", "speed"}).
    QJsonObject places;
    QJsonObject becomes;

    bool isAttack() const { return origin != PowerOrigin::Self || automatic; }
    /** A power its user uses on itself by the usePower command: self, no attack, no trigger the engine watches. */
    bool isSelfUse() const { return origin == PowerOrigin::Self && !automatic && trigger.isEmpty(); }
    /** Whether using it on itself changes anything the engine keeps (else it only spends the action and use). */
    bool selfUseApplies() const { return tempHp > 0 || heal || spendsRecovery || !onSelf.isEmpty(); }
    bool changesSelf() const { return !selfChange.isEmpty(); }
    bool placesCreature() const { return !places.isEmpty(); }
    bool changesForm() const { return !becomes.isEmpty(); }
};

Result<CombatPower> combatPowerFromJson(const QJsonObject &object, const JsonContext &context);
QJsonObject combatPowerToJson(const CombatPower &power);

} // namespace battlemat
