#include "actiondicenight.h"

#include "dice/diceparser.h"
#include "dice/diceroller.h"

#include <QSet>

namespace battlemat {

namespace {

QString diceWord(int count)
{
    return count == 1 ? QStringLiteral("die") : QStringLiteral("dice");
}

} // namespace

Result<ActionDiceHeroPool> ActionDiceNight::pool(const QString &heroId) const
{
    if (!m_running)
        return Error{QStringLiteral("no game night is running: start one to give out action dice")};
    const auto found = m_pools.constFind(heroId);
    if (found == m_pools.constEnd())
        return Error{QStringLiteral("'%1' has no action dice this game night").arg(heroId)};
    return *found;
}

Result<ActionDiceSpender> ActionDiceNight::spender(const QString &heroId, const QString &beneficiary) const
{
    auto found = pool(heroId);
    if (!found)
        return found.error();
    return ActionDiceSpender{heroId, beneficiary, found->dice};
}

Status ActionDiceNight::start(const QList<ActionDiceHero> &heroes, const ActionDiceSettings &settings)
{
    if (m_running)
        return Error{QStringLiteral("game night %1 is running: end it before starting another").arg(m_number)};
    if (heroes.isEmpty())
        return Error{QStringLiteral("a game night needs at least one hero to give action dice to")};
    QMap<QString, ActionDiceHeroPool> pools;
    for (const ActionDiceHero &hero : heroes) {
        if (hero.id.isEmpty())
            return Error{QStringLiteral("a hero without an id cannot hold action dice")};
        if (pools.contains(hero.id))
            return Error{QStringLiteral("hero '%1' is named twice").arg(hero.id)};
        auto size = settings.poolFor(hero.level, hero.bonusLevels);
        if (!size)
            return Error{QStringLiteral("hero '%1': %2").arg(hero.id, size.errorMessage())};
        ActionDiceHeroPool pool;
        pool.dice = size->dice;
        pool.sides = size->sides;
        pool.heroTokens = settings.heroTokensPerNight;
        // Carried dice take the new night's die type: a pool holds one type, the hero's current one.
        if (settings.carryOver && m_pools.contains(hero.id)) {
            pool.dice += m_pools.value(hero.id).dice;
            pool.heroTokens += m_pools.value(hero.id).heroTokens;
        }
        pools.insert(hero.id, pool);
    }
    m_pools = std::move(pools);
    m_running = true;
    ++m_number;
    return success();
}

Result<QList<ActionDiceNightXp>> ActionDiceNight::end(int partyLevel, const ActionDiceSettings &settings)
{
    if (!m_running)
        return Error{QStringLiteral("no game night is running to end")};
    if (partyLevel < 1 || partyLevel > 100)
        return Error{QStringLiteral("party level %1: give the party's level, 1 or more").arg(partyLevel)};
    QList<ActionDiceNightXp> awards;
    for (auto it = m_pools.begin(); it != m_pools.end(); ++it) {
        ActionDiceHeroPool &pool = it.value();
        // Awards pay XP whether or not the dice were spent ("Awarding action dice").
        const int xp =
            (pool.awardedDice * settings.xpPerAwardedDie + pool.earnedTokens * settings.xpPerEarnedToken) * partyLevel;
        awards.append({it.key(), pool.awardedDice, pool.earnedTokens, xp});
        pool.awardedDice = 0;
        pool.earnedTokens = 0;
        pool.acBoostRoundsLeft = 0;
        pool.acBoostBonus = 0;
        pool.extraActionTurn = 0;
        if (!settings.carryOver) {
            pool.dice = 0;
            pool.heroTokens = 0;
        }
    }
    m_running = false;
    return awards;
}

Status ActionDiceNight::awardDice(const QString &heroId, int dice)
{
    if (auto found = pool(heroId); !found)
        return found.error();
    if (dice < 1 || dice > 20)
        return Error{QStringLiteral("award 1 to 20 action dice at a time, not %1").arg(dice)};
    ActionDiceHeroPool &pool = m_pools[heroId];
    pool.dice += dice;
    pool.awardedDice += dice;
    return success();
}

Status ActionDiceNight::awardTokens(const QString &heroId, int tokens)
{
    if (auto found = pool(heroId); !found)
        return found.error();
    if (tokens < 1 || tokens > 20)
        return Error{QStringLiteral("award 1 to 20 hero tokens at a time, not %1").arg(tokens)};
    ActionDiceHeroPool &pool = m_pools[heroId];
    pool.heroTokens += tokens;
    pool.earnedTokens += tokens;
    return success();
}

Result<ActionDiceSpendRoll> ActionDiceNight::rollAndPay(const QString &heroId, int dice, const QString &purpose,
                                                        DieSource &source)
{
    ActionDiceHeroPool &pool = m_pools[heroId];
    // "!1": of several dice spent together only one explodes (Action Dice, "Exploding Dice", note).
    const QString notation =
        dice == 1 ? QStringLiteral("1d%1!").arg(pool.sides) : QStringLiteral("%1d%2!1").arg(dice).arg(pool.sides);
    auto expression = DiceParser().parse(notation);
    if (!expression)
        return expression.error();
    auto record = DiceRoller(source).roll(*expression, purpose);
    if (!record)
        return record.error();
    // Paid only once the roll stands, so a refused roll leaves the pool as it was.
    pool.dice -= dice;
    return ActionDiceSpendRoll{*record, pool.dice};
}

Result<ActionDiceSpendRoll> ActionDiceNight::boost(const ActionDiceBoostRequest &request, DieSource &source)
{
    auto who = spender(request.who.spender, request.who.beneficiary);
    if (!who)
        return who.error();
    ActionDiceBoostRequest checked = request;
    checked.who = *who;
    if (auto check = ActionDiceSpendRules::checkBoost(checked); !check)
        return check.error();
    return rollAndPay(
        request.who.spender, request.dice,
        QStringLiteral("action %1: boost %2").arg(diceWord(request.dice), actionDiceRollKindName(request.kind)),
        source);
}

Result<ActionDiceSpendRoll> ActionDiceNight::boostAc(const QString &heroId, const ActionDiceSituation &situation,
                                                     DieSource &source, const QString &beneficiary)
{
    auto who = spender(heroId, beneficiary.isEmpty() ? heroId : beneficiary);
    if (!who)
        return who.error();
    ActionDiceSituation current = situation;
    current.acBoostRoundsLeft = m_pools.value(heroId).acBoostRoundsLeft;
    if (auto check = ActionDiceSpendRules::checkAcBoost(*who, current); !check)
        return check.error();
    auto rolled = rollAndPay(heroId, 1, QStringLiteral("action die: +2 AC, rounds"), source);
    if (!rolled)
        return rolled;
    ActionDiceHeroPool &pool = m_pools[heroId];
    pool.acBoostRoundsLeft = rolled->roll.total;
    pool.acBoostBonus = 2;
    return rolled;
}

Status ActionDiceNight::payAcBoost(const QString &heroId, int rounds)
{
    auto who = spender(heroId, heroId);
    if (!who)
        return who.error();
    ActionDiceSituation situation;
    situation.atRoundStart = true;
    situation.acBoostRoundsLeft = m_pools.value(heroId).acBoostRoundsLeft;
    if (auto paid = payOneDie(heroId, ActionDiceSpendRules::checkAcBoost(*who, situation)); !paid)
        return paid;
    ActionDiceHeroPool &pool = m_pools[heroId];
    pool.acBoostRoundsLeft = rounds;
    pool.acBoostBonus = 2;
    return success();
}

void ActionDiceNight::startRound()
{
    for (ActionDiceHeroPool &pool : m_pools) {
        if (pool.acBoostRoundsLeft > 0 && --pool.acBoostRoundsLeft == 0)
            pool.acBoostBonus = 0;
    }
}

Result<ActionDiceSpendRoll> ActionDiceNight::heal(const QString &heroId, int dice, const ActionDiceSettings &settings,
                                                  const ActionDiceSituation &situation, DieSource &source,
                                                  const QString &beneficiary)
{
    auto who = spender(heroId, beneficiary.isEmpty() ? heroId : beneficiary);
    if (!who)
        return who.error();
    if (auto check = ActionDiceSpendRules::checkHeal(*who, settings, dice, situation); !check)
        return check.error();
    return rollAndPay(heroId, dice, QStringLiteral("action %1: heal").arg(diceWord(dice)), source);
}

Status ActionDiceNight::payOneDie(const QString &heroId, const Status &check)
{
    if (!check)
        return check;
    if (auto who = spender(heroId, heroId); !who)
        return who.error();
    ActionDiceHeroPool &pool = m_pools[heroId];
    if (pool.dice < 1)
        return Error{QStringLiteral("%1 has no action dice left").arg(heroId)};
    --pool.dice;
    return success();
}

Status ActionDiceNight::extraAction(const QString &heroId, bool attack, const ActionDiceSettings &settings,
                                    ActionDiceSituation situation, int turn)
{
    auto who = spender(heroId, heroId);
    if (!who)
        return who.error();
    if (turn < 1)
        return Error{QStringLiteral("turn %1: turns are counted from 1").arg(turn)};
    situation.extraActionThisTurn = m_pools.value(heroId).extraActionTurn == turn;
    if (auto paid = payOneDie(heroId, ActionDiceSpendRules::checkExtraAction(*who, settings, attack, situation)); !paid)
        return paid;
    m_pools[heroId].extraActionTurn = turn;
    return success();
}

Status ActionDiceNight::payToken(const QString &heroId)
{
    auto found = pool(heroId);
    if (!found)
        return found.error();
    if (found->heroTokens < 1)
        return Error{QStringLiteral("%1 has no hero tokens left").arg(heroId)};
    --m_pools[heroId].heroTokens;
    return success();
}

Status ActionDiceNight::tokenForActionDice(const QString &heroId, const ActionDiceSettings &settings)
{
    if (auto paid = payToken(heroId); !paid)
        return paid;
    m_pools[heroId].dice += settings.actionDicePerToken;
    return success();
}

Status ActionDiceNight::tokenForStandardAction(const QString &heroId, const QString &beneficiary, bool heroesTurn)
{
    if (heroId != beneficiary)
        return Error{QStringLiteral("%1 cannot spend a hero token for %2").arg(heroId, beneficiary)};
    if (!heroesTurn)
        return Error{QStringLiteral("another standard action is taken on %1's own turn").arg(heroId)};
    return payToken(heroId);
}

Status ActionDiceNight::tokenForReroll(const QString &heroId, const QString &rollOwner, bool d20Check,
                                       bool outcomeApplied)
{
    if (heroId != rollOwner)
        return Error{QStringLiteral("%1 cannot spend a hero token on %2's roll").arg(heroId, rollOwner)};
    if (!d20Check)
        return Error{QStringLiteral("a hero token re-rolls a d20 check, not this roll")};
    if (outcomeApplied)
        return Error{QStringLiteral("the outcome of this roll is already applied: re-roll before it is")};
    return payToken(heroId);
}

} // namespace battlemat
