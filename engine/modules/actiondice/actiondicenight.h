#pragma once

#include "core/result.h"
#include "dice/diesource.h"
#include "dice/rollrecord.h"
#include "modules/actiondice/actiondicesettings.h"
#include "modules/actiondice/actiondicespendrules.h"

#include "core/jsonreader.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace battlemat {

/** A hero as the action dice module needs it: who, its level and the feat levels "for purposes of Action Dice". */
struct ActionDiceHero
{
    QString id;
    int level = 1;
    int bonusLevels = 0;
};

/** One hero's pools during a game night, and what the night has earned it. */
struct ActionDiceHeroPool
{
    int dice = 0;
    int sides = 4;
    int heroTokens = 0;
    int awardedDice = 0;       // dice the GM awarded this night (each worth XP at its end)
    int earnedTokens = 0;      // hero tokens the GM awarded this night
    int acBoostRoundsLeft = 0; // the running +2 AC boost, counted down at each round's start
    int acBoostBonus = 0;      // +2 while it runs
    int extraActionTurn = 0;   // the turn (a number the encounter counts) of the last extra action, 0 none

    bool operator==(const ActionDiceHeroPool &other) const = default;
};

/** XP a hero gains when a game night ends: per awarded die and earned token, times the party level. */
struct ActionDiceNightXp
{
    QString heroId;
    int awardedDice = 0;
    int earnedTokens = 0;
    int xp = 0;
};

/** A spend that rolled action dice: the roll as the dice log shows it, and what it did. */
struct ActionDiceSpendRoll
{
    RollRecord roll;
    int diceLeft = 0;
};

/**
 * The game night (the text's "game session", the unit Action Dice counts in): pools are given at its start by
 * level (Action Dice Basics table), awards and spends change them while it runs, and at its end unspent dice and
 * tokens are lost (unless the carry-over setting keeps them) and awards turn into XP. A plain value: the table
 * session records it through its log, so undo and resume restore it as it was.
 */
class ActionDiceNight
{
public:
    bool running() const { return m_running; }
    /** Game nights started so far (the first is 1). */
    int number() const { return m_number; }
    const QMap<QString, ActionDiceHeroPool> &pools() const { return m_pools; }
    /** The hero's pool, or why there is none (no game night, or the hero is not in it). */
    Result<ActionDiceHeroPool> pool(const QString &heroId) const;

    /** Gives each hero the dice of its level and the night's hero tokens (plus carried ones, when kept). */
    Status start(const QList<ActionDiceHero> &heroes, const ActionDiceSettings &settings);
    /**
     * Ends the night: XP for each hero's awards (xpPerAwardedDie x party level per die, xpPerEarnedToken x party
     * level per token), then the pools are lost or carried over.
     */
    Result<QList<ActionDiceNightXp>> end(int partyLevel, const ActionDiceSettings &settings);

    /** The GM awards dice (of the hero's die type) or hero tokens during play. */
    Status awardDice(const QString &heroId, int dice);
    Status awardTokens(const QString &heroId, int tokens);

    /** Rolls the boost's dice together (only one explodes) and takes them from the pool. */
    Result<ActionDiceSpendRoll> boost(const ActionDiceBoostRequest &request, DieSource &dice);
    /** +2 AC for as many rounds as the die (it explodes) shows, the round it is spent counted. */
    Result<ActionDiceSpendRoll> boostAc(const QString &heroId, const ActionDiceSituation &situation, DieSource &dice,
                                        const QString &beneficiary = {});
    /**
     * An AC boost rolled elsewhere (the encounter's dice, ActionDiceSpendCommand): one die paid, +2 AC for `rounds`
     * rounds; refused while one runs.
     */
    Status payAcBoost(const QString &heroId, int rounds);
    /** The running AC boost's rounds, once its die is rolled. */
    void setAcBoostRounds(const QString &heroId, int rounds)
    {
        if (m_pools.contains(heroId))
            m_pools[heroId].acBoostRoundsLeft = rounds;
    }
    /** A new combat round: running AC boosts count down (a boost of 3 spent in round 1 ends before round 4). */
    void startRound();
    /** Hit points equal to the dice rolled together (one explodes), checked by ActionDiceSpendRules::checkHeal. */
    Result<ActionDiceSpendRoll> heal(const QString &heroId, int dice, const ActionDiceSettings &settings,
                                     const ActionDiceSituation &situation, DieSource &source,
                                     const QString &beneficiary = {});
    /** An extra attack or move action on the hero's turn `turn` (1 or more), once per turn, for one die. */
    Status extraAction(const QString &heroId, bool attack, const ActionDiceSettings &settings,
                       ActionDiceSituation situation, int turn);
    /** One die paid for a spend that rolls nothing (activate, negate, stabilize, second chance, reuse, extra
     *  action), once its check passed. */
    Status payOneDie(const QString &heroId, const Status &check);

    /** Hero tokens (Known unknowns default): buy action dice, take another standard action, re-roll a d20 check. */
    Status tokenForActionDice(const QString &heroId, const ActionDiceSettings &settings);
    Status tokenForStandardAction(const QString &heroId, const QString &beneficiary, bool heroesTurn);
    Status tokenForReroll(const QString &heroId, const QString &rollOwner, bool d20Check, bool outcomeApplied);

    /** The spender side of a check, with the pool's dice filled in. */
    Result<ActionDiceSpender> spender(const QString &heroId, const QString &beneficiary) const;

    /** {"running", "night", "pools": {hero: {dice, sides, heroTokens, awardedDice, ...}}}: the module's state. */
    QJsonObject toJson() const;
    static Result<ActionDiceNight> fromJson(const QJsonObject &object, const JsonContext &context);

    bool operator==(const ActionDiceNight &other) const = default;

private:
    Result<ActionDiceSpendRoll> rollAndPay(const QString &heroId, int dice, const QString &purpose, DieSource &source);
    Status payToken(const QString &heroId);

    bool m_running = false;
    int m_number = 0;
    QMap<QString, ActionDiceHeroPool> m_pools;
};

} // namespace battlemat
