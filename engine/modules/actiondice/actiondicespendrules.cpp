#include "actiondicespendrules.h"

#include <array>

namespace battlemat {

namespace {

struct KindName
{
    ActionDiceRollKind kind;
    const char *name;
};

constexpr std::array<KindName, 9> kindNames{{
    {ActionDiceRollKind::Attack, "attack"},
    {ActionDiceRollKind::Damage, "damage"},
    {ActionDiceRollKind::Check, "check"},
    {ActionDiceRollKind::SavingThrow, "save"},
    {ActionDiceRollKind::Healing, "healing"},
    {ActionDiceRollKind::Initiative, "initiative"},
    {ActionDiceRollKind::Other, "other"},
    {ActionDiceRollKind::AbilityScoreIncrease, "ability-score"},
    {ActionDiceRollKind::HitPointIncrease, "max-hp"},
}};

} // namespace

QString actionDiceRollKindName(ActionDiceRollKind kind)
{
    for (const KindName &entry : kindNames) {
        if (entry.kind == kind)
            return QLatin1String(entry.name);
    }
    return {};
}

std::optional<ActionDiceRollKind> actionDiceRollKindFromName(const QString &name)
{
    for (const KindName &entry : kindNames) {
        if (name == QLatin1String(entry.name))
            return entry.kind;
    }
    return std::nullopt;
}

Status ActionDiceSpendRules::checkSpender(const ActionDiceSpender &who, int dice)
{
    // Action Dice, "Restrictions": never to boost, protect, crit or heal another character.
    if (who.spender != who.beneficiary) {
        return Error{QStringLiteral("%1 cannot spend action dice for %2: action dice only ever help the hero who "
                                    "spends them")
                         .arg(who.spender, who.beneficiary)};
    }
    if (dice < 1)
        return Error{QStringLiteral("spend at least 1 action die, not %1").arg(dice)};
    if (dice > who.poolDice) {
        return Error{QStringLiteral("%1 has %2 action %3 left, not %4")
                         .arg(who.spender)
                         .arg(who.poolDice)
                         .arg(who.poolDice == 1 ? QStringLiteral("die") : QStringLiteral("dice"))
                         .arg(dice)};
    }
    return success();
}

Status ActionDiceSpendRules::checkBoost(const ActionDiceBoostRequest &request)
{
    if (auto spender = checkSpender(request.who, request.dice); !spender)
        return spender;
    switch (request.kind) {
    case ActionDiceRollKind::AbilityScoreIncrease:
        return Error{QStringLiteral("a roll that raises an ability score cannot be boosted")};
    case ActionDiceRollKind::HitPointIncrease:
        return Error{QStringLiteral("a roll that raises maximum hit points cannot be boosted")};
    default:
        break;
    }
    if (!request.rolled)
        return Error{QStringLiteral("no die was rolled for this result (taking 10): there is nothing to boost")};
    if (request.forbiddenByAbility)
        return Error{QStringLiteral("the ability behind this roll forbids action dice")};
    if (request.outcomeApplied)
        return Error{QStringLiteral("the outcome of this roll is already applied: boost before it is")};
    if (request.kind == ActionDiceRollKind::Damage && request.diceSpentBefore + request.dice > 1) {
        return Error{
            QStringLiteral("only 1 action die may boost a damage roll%1")
                .arg(request.diceSpentBefore > 0 ? QStringLiteral(", and this one has it already") : QString())};
    }
    return success();
}

Status ActionDiceSpendRules::checkAcBoost(const ActionDiceSpender &who, const ActionDiceSituation &situation)
{
    if (auto spender = checkSpender(who, 1); !spender)
        return spender;
    if (!situation.atRoundStart)
        return Error{QStringLiteral("an AC boost is spent at the start of a round, before anyone acts")};
    if (situation.acBoostRoundsLeft > 0) {
        return Error{QStringLiteral("%1 already has +2 AC from an action die for %2 more %3; only one at a time")
                         .arg(who.spender)
                         .arg(situation.acBoostRoundsLeft)
                         .arg(situation.acBoostRoundsLeft == 1 ? QStringLiteral("round") : QStringLiteral("rounds"))};
    }
    return success();
}

Status ActionDiceSpendRules::checkActivateThreat(const ActionDiceSpender &who, const ActionDiceSettings &settings,
                                                 int natural, bool alreadyCritical, bool damageRolled)
{
    if (auto spender = checkSpender(who, 1); !spender)
        return spender;
    if (alreadyCritical)
        return Error{QStringLiteral("this roll is a critical already (Orcus: every natural 20)")};
    if (natural < settings.threatMinimum) {
        return Error{QStringLiteral("a natural %1 is no threat; threats are natural %2")
                         .arg(natural)
                         .arg(settings.threatMinimum >= 20 ? QStringLiteral("20")
                                                           : QStringLiteral("%1-20").arg(settings.threatMinimum))};
    }
    if (damageRolled)
        return Error{QStringLiteral("a threat is activated before damage is rolled")};
    return success();
}

Status ActionDiceSpendRules::checkNegateCritical(const ActionDiceSpender &who, bool attackIsCritical, bool damageRolled)
{
    if (auto spender = checkSpender(who, 1); !spender)
        return spender;
    if (!attackIsCritical)
        return Error{QStringLiteral("this attack is no critical threat against %1").arg(who.spender)};
    // The text: before the opponent rolls to confirm. Orcus confirms nothing; the last moment is its damage.
    if (damageRolled)
        return Error{QStringLiteral("a critical is negated before its damage is rolled")};
    return success();
}

Status ActionDiceSpendRules::checkHeal(const ActionDiceSpender &who, const ActionDiceSettings &settings, int dice,
                                       const ActionDiceSituation &situation)
{
    if (auto spender = checkSpender(who, dice); !spender)
        return spender;
    if (situation.inEncounter && !settings.healInEncounterWhenUnthreatened)
        return Error{QStringLiteral("healing with action dice is for outside combat; an encounter is running")};
    if (situation.threatened)
        return Error{QStringLiteral("%1 is threatened by a foe and cannot heal with action dice").arg(who.spender)};
    return success();
}

Status ActionDiceSpendRules::checkStabilize(const ActionDiceSpender &who, const ActionDiceSituation &situation)
{
    if (auto spender = checkSpender(who, 1); !spender)
        return spender;
    if (!situation.dying)
        return Error{
            QStringLiteral("%1 is not dying: only a dying hero spends a die to become stable").arg(who.spender)};
    return success();
}

Status ActionDiceSpendRules::checkSecondChance(const ActionDiceSpender &who, bool saveFailed, bool effectOngoing)
{
    if (auto spender = checkSpender(who, 1); !spender)
        return spender;
    if (!effectOngoing)
        return Error{QStringLiteral("a second chance is only against an ongoing effect, not an instantaneous one")};
    if (!saveFailed)
        return Error{QStringLiteral("a second chance needs a failed saving throw against the effect")};
    return success();
}

Status ActionDiceSpendRules::checkReuseAbility(const ActionDiceSpender &who, bool powerIsLimited)
{
    if (auto spender = checkSpender(who, 1); !spender)
        return spender;
    if (!powerIsLimited)
        return Error{QStringLiteral("an at-will power has no uses to restore; only encounter and daily powers")};
    return success();
}

Status ActionDiceSpendRules::checkExtraAction(const ActionDiceSpender &who, const ActionDiceSettings &settings,
                                              bool attack, const ActionDiceSituation &situation)
{
    if (auto spender = checkSpender(who, 1); !spender)
        return spender;
    if (!situation.heroesTurn)
        return Error{QStringLiteral("an extra attack or move action is taken on %1's own turn").arg(who.spender)};
    if (situation.extraActionThisTurn)
        return Error{
            QStringLiteral("%1 already spent a die for an extra action this turn (once per turn)").arg(who.spender)};
    if (attack && settings.extraAttackNeedsAttack && !situation.attackedThisTurn)
        return Error{
            QStringLiteral("an extra attack follows an attack: %1 has not attacked this turn").arg(who.spender)};
    return success();
}

} // namespace battlemat
