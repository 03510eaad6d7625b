#pragma once

#include "core/result.h"
#include "modules/actiondice/actiondicesettings.h"

#include <QString>

#include <optional>

namespace battlemat {

/** What a roll was for: the boost limits of Action Dice Basics depend on it. */
enum class ActionDiceRollKind
{
    Attack,
    Damage,
    Check, // skill and ability checks
    SavingThrow,
    Healing, // healing powers and potions: the text allows boosting cure spells and channeling
    Initiative,
    Other,
    AbilityScoreIncrease, // a roll that raises an ability score, temporarily or for good
    HitPointIncrease,     // a roll that raises maximum hit points
};

/** The words a spend request and the log use for a roll kind ("attack", "damage", ...). */
QString actionDiceRollKindName(ActionDiceRollKind kind);
/** The kind for its name; nothing for an unknown word. */
std::optional<ActionDiceRollKind> actionDiceRollKindFromName(const QString &name);

/** Who spends and who would gain: every spend is for the spender alone (Action Dice, "Restrictions"). */
struct ActionDiceSpender
{
    QString spender;     // the hero whose pool pays
    QString beneficiary; // the character whose roll, AC, crit or hit points it changes
    int poolDice = 0;    // dice left in the spender's pool
};

/** A boost of one roll after it is rolled (Action Dice Basics). */
struct ActionDiceBoostRequest
{
    ActionDiceSpender who;
    ActionDiceRollKind kind = ActionDiceRollKind::Attack;
    int dice = 1;                // dice spent now, rolled together
    int diceSpentBefore = 0;     // dice already spent on this roll
    bool rolled = true;          // false: a result with no die roll (taking 10)
    bool outcomeApplied = false; // the GM has described (the engine has applied) the outcome
    bool forbiddenByAbility = false;
};

/** The situation of the one-die spends that are not boosts. */
struct ActionDiceSituation
{
    bool atRoundStart = false; // the first moment of a combat round, before anyone acts
    int acBoostRoundsLeft = 0; // rounds the hero's running AC boost still lasts
    bool inEncounter = false;  // an encounter is running
    bool threatened = false;   // a conscious enemy is adjacent to the hero
    bool dying = false;        // at 0 hit points or fewer, unconscious and not stable
    bool heroesTurn = false;   // it is the spender's own turn
    bool extraActionThisTurn = false;
    bool attackedThisTurn = false; // the hero's standard action this turn was an attack
};

/**
 * Every way to spend action dice that Action Dice lists, each checked against its limits before anything is
 * rolled or taken from the pool. A refusal says what limit and where in the text; success means the spend may
 * go ahead. The rolling and the bookkeeping are the game night's (ActionDiceNight).
 */
class ActionDiceSpendRules
{
public:
    /** Any number of dice on a roll, at most one on damage; never on a raise of an ability or maximum HP, a
     *  result with no roll, a roll whose outcome is applied, or someone else's roll. */
    static Status checkBoost(const ActionDiceBoostRequest &request);
    /** +2 AC for rounds equal to the die: at the start of a round, one boost at a time ("Boost your defense"). */
    static Status checkAcBoost(const ActionDiceSpender &who, const ActionDiceSituation &situation);
    /** A threat made a critical: the natural roll is in the threat range, not already critical, before damage. */
    static Status checkActivateThreat(const ActionDiceSpender &who, const ActionDiceSettings &settings, int natural,
                                      bool alreadyCritical, bool damageRolled);
    /** An enemy's critical threat against the hero negated, before its damage (Orcus has no confirmation). */
    static Status checkNegateCritical(const ActionDiceSpender &who, bool attackIsCritical, bool damageRolled);
    /** Hit points from dice out of combat, never while threatened ("Heal your character"). */
    static Status checkHeal(const ActionDiceSpender &who, const ActionDiceSettings &settings, int dice,
                            const ActionDiceSituation &situation);
    /** Become stable while dying ("Stabilize"). */
    static Status checkStabilize(const ActionDiceSpender &who, const ActionDiceSituation &situation);
    /** Another saving throw against an ongoing effect whose save failed ("Second chance"). */
    static Status checkSecondChance(const ActionDiceSpender &who, bool saveFailed, bool effectOngoing);
    /** An encounter or daily power used once more, even when spent ("Use a limited ability again"). */
    static Status checkReuseAbility(const ActionDiceSpender &who, bool powerIsLimited);
    /** An extra attack or move action on the hero's own turn, once per turn ("Extra action"). */
    static Status checkExtraAction(const ActionDiceSpender &who, const ActionDiceSettings &settings, bool attack,
                                   const ActionDiceSituation &situation);

private:
    static Status checkSpender(const ActionDiceSpender &who, int dice);
};

} // namespace battlemat
