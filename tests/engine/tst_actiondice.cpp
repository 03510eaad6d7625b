// The action dice and hero tokens module (engine/modules/actiondice), with every number and example of
// ../shared/rules/action-dice-hero-tokens.txt.
#include "dice/diceodds.h"
#include "dice/diceparser.h"
#include "dice/scripteddiesource.h"
#include "modules/actiondice/actiondicenight.h"
#include "modules/actiondice/actiondicesettings.h"
#include "modules/actiondice/actiondicespendrules.h"
#include "modules/actiondice/boostodds.h"
#include "modules/actiondice/boostoffer.h"

#include <QTest>

#include <cmath>

using namespace battlemat;

namespace {

ActionDiceNight nightWith(const QList<ActionDiceHero> &heroes, const ActionDiceSettings &settings = {})
{
    ActionDiceNight night;
    const Status started = night.start(heroes, settings);
    if (!started)
        qFatal("%s", qPrintable(started.errorMessage()));
    return night;
}

ActionDiceBoostRequest boostOf(const QString &hero, ActionDiceRollKind kind, int dice, int spentBefore = 0)
{
    ActionDiceBoostRequest request;
    request.who = {hero, hero, 0};
    request.kind = kind;
    request.dice = dice;
    request.diceSpentBefore = spentBefore;
    return request;
}

ActionDiceSpender kevin(int dice)
{
    return {QStringLiteral("kevin"), QStringLiteral("kevin"), dice};
}

} // namespace

class TestActionDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void poolTable_data();
    void poolTable();
    void poolTableRefusesLevelZero();
    void kevinsAttack();
    void twoDiceAtMaximumOnlyOneExplodes();
    void oneDieOnDamage();
    void boostLimits_data();
    void boostLimits();
    void acBoostLastsRoundsEqualToTheDie();
    void acBoostOneAtATimeAtRoundStart();
    void healingFourThenThreeIsSeven();
    void healingNeverInCombatOrThreatened();
    void awardsGiveXpAtNightEnd();
    void poolsAreLostAtNightEnd();
    void carryOverKeepsThePool();
    void nightStartAndEndChecks();
    void threatsAndCriticals();
    void stabilizeSecondChanceReuse();
    void extraActionOncePerTurn();
    void heroTokens();
    void extraActionTracksTheTurn();
    void boostOddsExact_data();
    void boostOddsExact();
    void boostOddsMatchTheDistribution();
    void boostOfferText();
};

void TestActionDice::poolTable_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("bonusLevels");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("sides");
    // Action Dice Basics: 1-5 three d4, 6 four d6; past the table the last row holds (Known unknowns).
    QTest::newRow("level 1") << 1 << 0 << 3 << 4;
    QTest::newRow("level 3") << 3 << 0 << 3 << 4;
    QTest::newRow("level 5") << 5 << 0 << 3 << 4;
    QTest::newRow("level 6") << 6 << 0 << 4 << 6;
    QTest::newRow("level 11, past the table") << 11 << 0 << 4 << 6;
    QTest::newRow("level 30, past the table") << 30 << 0 << 4 << 6;
    QTest::newRow("level 5 with a feat's level") << 5 << 1 << 4 << 6;
}

void TestActionDice::poolTable()
{
    QFETCH(int, level);
    QFETCH(int, bonusLevels);
    QFETCH(int, dice);
    QFETCH(int, sides);
    const auto pool = ActionDiceSettings().poolFor(level, bonusLevels);
    QVERIFY2(pool.ok(), qPrintable(pool.errorMessage()));
    QCOMPARE(pool->dice, dice);
    QCOMPARE(pool->sides, sides);
}

void TestActionDice::poolTableRefusesLevelZero()
{
    QCOMPARE(ActionDiceSettings().poolFor(0).errorMessage(), QStringLiteral("level 0: a hero's level is 1 or more"));
    QVERIFY(!ActionDiceSettings().poolFor(3, -1).ok());
}

void TestActionDice::kevinsAttack()
{
    // "At Level 6, Kevin generates an attack check result of 12 against a target's Defense of 20."
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}});
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 4);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->sides, 6);
    const int defense = 20;
    int total = 12;

    // Before he spends: 8 short; one exploding d6 makes it with 6 and then 2 or more, 5/36.
    QCOMPARE(BoostOdds::create(1, 6)->exactChanceAtLeast(defense - total)->fraction(), QStringLiteral("5/36"));

    ScriptedDieSource first({6, 1});
    auto boost = night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Attack, 1), first);
    QVERIFY2(boost.ok(), qPrintable(boost.errorMessage()));
    QCOMPARE(boost->roll.total, 7);
    QCOMPARE(boost->roll.dice.size(), 2);
    QVERIFY(boost->roll.dice.at(0).exploded);
    QVERIFY(boost->roll.dice.at(1).bonus);
    total += boost->roll.total;
    QCOMPARE(total, 19);
    QVERIFY(total < defense); // "not enough to beat the target's Defense"
    QCOMPARE(boost->diceLeft, 3);

    // 1 short now: any die makes it.
    QVERIFY(BoostOdds::create(1, 6)->exactChanceAtLeast(defense - total)->isCertain());
    ScriptedDieSource second({4});
    auto again = night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Attack, 1, 1), second);
    QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
    total += again->roll.total;
    QCOMPARE(total, 23);
    QVERIFY(total >= defense);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 2);
}

void TestActionDice::twoDiceAtMaximumOnlyOneExplodes()
{
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}});
    // The first die shows 6 and explodes (then 3); the second shows 6 too but may not explode.
    ScriptedDieSource dice({6, 3, 6});
    auto boost = night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Check, 2), dice);
    QVERIFY2(boost.ok(), qPrintable(boost.errorMessage()));
    QCOMPARE(boost->roll.total, 15);
    QCOMPARE(dice.remaining(), 0);
    int exploded = 0;
    for (const RolledDie &die : boost->roll.dice)
        exploded += die.exploded ? 1 : 0;
    QCOMPARE(exploded, 1);
    QCOMPARE(boost->roll.dice.last().value, 6);
    QVERIFY(!boost->roll.dice.last().exploded);
    QCOMPARE(boost->diceLeft, 2);

    // An exploding chain keeps going as long as the maximum comes up.
    ScriptedDieSource chain({6, 6, 1, 2});
    auto chained = night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Check, 2), chain);
    QVERIFY2(chained.ok(), qPrintable(chained.errorMessage()));
    QCOMPARE(chained->roll.total, 15);
}

void TestActionDice::oneDieOnDamage()
{
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}});
    ScriptedDieSource dice({2, 5});
    auto two = night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Damage, 2), dice);
    QCOMPARE(two.errorMessage(), QStringLiteral("only 1 action die may boost a damage roll"));
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 4); // nothing paid for a refused spend
    auto one = night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Damage, 1), dice);
    QVERIFY2(one.ok(), qPrintable(one.errorMessage()));
    QCOMPARE(one->roll.total, 2);
    auto second = night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Damage, 1, 1), dice);
    QCOMPARE(second.errorMessage(), QStringLiteral("only 1 action die may boost a damage roll, and this one has it "
                                                   "already"));
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 3);
}

void TestActionDice::boostLimits_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("message");
    QTest::newRow("ability score") << "ability-score"
                                   << "a roll that raises an ability score cannot be boosted";
    QTest::newRow("maximum hit points") << "max-hp"
                                        << "a roll that raises maximum hit points cannot be boosted";
    QTest::newRow("taking 10") << "no-roll"
                               << "no die was rolled for this result (taking 10): there is nothing to "
                                  "boost";
    QTest::newRow("outcome applied") << "applied"
                                     << "the outcome of this roll is already applied: boost before it is";
    QTest::newRow("ability forbids") << "forbidden"
                                     << "the ability behind this roll forbids action dice";
    QTest::newRow("another character's roll")
        << "other"
        << "kevin cannot spend action dice for mira: action dice only ever help the hero who spends them";
    QTest::newRow("more dice than left") << "five"
                                         << "kevin has 4 action dice left, not 5";
    QTest::newRow("no dice") << "zero"
                             << "spend at least 1 action die, not 0";
    QTest::newRow("healing may be boosted") << "healing"
                                            << "";
    QTest::newRow("a saving throw may take all four") << "save"
                                                      << "";
}

void TestActionDice::boostLimits()
{
    QFETCH(QString, change);
    QFETCH(QString, message);
    ActionDiceBoostRequest request = boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Attack, 1);
    request.who.poolDice = 4;
    if (change == QLatin1String("ability-score"))
        request.kind = ActionDiceRollKind::AbilityScoreIncrease;
    else if (change == QLatin1String("max-hp"))
        request.kind = ActionDiceRollKind::HitPointIncrease;
    else if (change == QLatin1String("no-roll"))
        request.rolled = false;
    else if (change == QLatin1String("applied"))
        request.outcomeApplied = true;
    else if (change == QLatin1String("forbidden"))
        request.forbiddenByAbility = true;
    else if (change == QLatin1String("other"))
        request.who.beneficiary = QStringLiteral("mira");
    else if (change == QLatin1String("five"))
        request.dice = 5;
    else if (change == QLatin1String("zero"))
        request.dice = 0;
    else if (change == QLatin1String("healing"))
        request.kind = ActionDiceRollKind::Healing;
    else if (change == QLatin1String("save")) {
        request.kind = ActionDiceRollKind::SavingThrow;
        request.dice = 4;
    }
    QCOMPARE(ActionDiceSpendRules::checkBoost(request).errorMessage(), message);
}

void TestActionDice::acBoostLastsRoundsEqualToTheDie()
{
    // Level 3: d4 action dice. A 3 gives +2 AC in the round it is spent and the next two.
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 3, 0}});
    ActionDiceSituation roundStart;
    roundStart.atRoundStart = true;
    ScriptedDieSource three({3});
    auto boost = night.boostAc(QStringLiteral("kevin"), roundStart, three);
    QVERIFY2(boost.ok(), qPrintable(boost.errorMessage()));
    QCOMPARE(night.pool(QStringLiteral("kevin"))->acBoostBonus, 2);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->acBoostRoundsLeft, 3);
    night.startRound(); // round 2
    QCOMPARE(night.pool(QStringLiteral("kevin"))->acBoostBonus, 2);
    night.startRound(); // round 3
    QCOMPARE(night.pool(QStringLiteral("kevin"))->acBoostBonus, 2);
    night.startRound(); // round 4: over
    QCOMPARE(night.pool(QStringLiteral("kevin"))->acBoostBonus, 0);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->acBoostRoundsLeft, 0);

    // The die explodes: 4 then 2 is six rounds.
    ScriptedDieSource exploding({4, 2});
    auto longer = night.boostAc(QStringLiteral("kevin"), roundStart, exploding);
    QVERIFY2(longer.ok(), qPrintable(longer.errorMessage()));
    QCOMPARE(night.pool(QStringLiteral("kevin"))->acBoostRoundsLeft, 6);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 1);
}

void TestActionDice::acBoostOneAtATimeAtRoundStart()
{
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 3, 0}});
    ActionDiceSituation midRound;
    ScriptedDieSource dice({2, 1, 4, 1});
    QCOMPARE(night.boostAc(QStringLiteral("kevin"), midRound, dice).errorMessage(),
             QStringLiteral("an AC boost is spent at the start of a round, before anyone acts"));
    ActionDiceSituation roundStart;
    roundStart.atRoundStart = true;
    QVERIFY(night.boostAc(QStringLiteral("kevin"), roundStart, dice).ok());
    QCOMPARE(night.boostAc(QStringLiteral("kevin"), roundStart, dice).errorMessage(),
             QStringLiteral("kevin already has +2 AC from an action die for 2 more rounds; only one at a time"));
    night.startRound();
    QCOMPARE(night.boostAc(QStringLiteral("kevin"), roundStart, dice).errorMessage(),
             QStringLiteral("kevin already has +2 AC from an action die for 1 more round; only one at a time"));
    night.startRound();
    QVERIFY(night.boostAc(QStringLiteral("kevin"), roundStart, dice).ok()); // the first has run out
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 1);
    QCOMPARE(ActionDiceSpendRules::checkAcBoost({QStringLiteral("kevin"), QStringLiteral("mira"), 3}, roundStart)
                 .errorMessage(),
             QStringLiteral("kevin cannot spend action dice for mira: action dice only ever help the hero who "
                            "spends them"));
}

void TestActionDice::healingFourThenThreeIsSeven()
{
    // "Being Level 3, he rolls d4 action dice. He spends 1 action die and rolls a 4, then a 3. He recovers 7."
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 3, 0}});
    ScriptedDieSource dice({4, 3});
    auto healed = night.heal(QStringLiteral("kevin"), 1, ActionDiceSettings(), ActionDiceSituation(), dice);
    QVERIFY2(healed.ok(), qPrintable(healed.errorMessage()));
    QCOMPARE(healed->roll.total, 7);
    QCOMPARE(healed->roll.notation, QStringLiteral("1d4!"));
    QCOMPARE(healed->diceLeft, 2);
}

void TestActionDice::healingNeverInCombatOrThreatened()
{
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 3, 0}});
    ScriptedDieSource dice({2, 2});
    ActionDiceSituation fighting;
    fighting.inEncounter = true;
    QCOMPARE(night.heal(QStringLiteral("kevin"), 1, ActionDiceSettings(), fighting, dice).errorMessage(),
             QStringLiteral("healing with action dice is for outside combat; an encounter is running"));
    ActionDiceSettings lenient;
    lenient.healInEncounterWhenUnthreatened = true;
    QVERIFY(night.heal(QStringLiteral("kevin"), 1, lenient, fighting, dice).ok());
    fighting.threatened = true;
    QCOMPARE(night.heal(QStringLiteral("kevin"), 1, lenient, fighting, dice).errorMessage(),
             QStringLiteral("kevin is threatened by a foe and cannot heal with action dice"));
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 2);
}

void TestActionDice::awardsGiveXpAtNightEnd()
{
    ActionDiceSettings settings;
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}, {QStringLiteral("mira"), 5, 0}}, settings);
    QVERIFY(night.awardDice(QStringLiteral("kevin"), 2).ok());
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 6);
    QVERIFY(night.awardTokens(QStringLiteral("mira"), 1).ok());
    QCOMPARE(night.pool(QStringLiteral("mira"))->heroTokens, 2);
    // Spending awarded dice does not take their XP away.
    ScriptedDieSource dice({3, 2});
    QVERIFY(night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Check, 2), dice).ok());
    QCOMPARE(night.awardDice(QStringLiteral("kevin"), 0).errorMessage(),
             QStringLiteral("award 1 to 20 action dice at a time, not 0"));
    // Party level 4: 25 XP x 4 per awarded die; a hero token counts the same by default.
    auto xp = night.end(4, settings);
    QVERIFY2(xp.ok(), qPrintable(xp.errorMessage()));
    QCOMPARE(xp->size(), 2);
    QCOMPARE(xp->at(0).heroId, QStringLiteral("kevin"));
    QCOMPARE(xp->at(0).awardedDice, 2);
    QCOMPARE(xp->at(0).xp, 200);
    QCOMPARE(xp->at(1).heroId, QStringLiteral("mira"));
    QCOMPARE(xp->at(1).xp, 100);
    QCOMPARE(ActionDiceNight().end(4, settings).errorMessage(), QStringLiteral("no game night is running to end"));
}

void TestActionDice::poolsAreLostAtNightEnd()
{
    ActionDiceSettings settings;
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}}, settings);
    QVERIFY(night.end(3, settings).ok());
    QVERIFY(!night.running());
    QCOMPARE(night.pools().value(QStringLiteral("kevin")).dice, 0);
    QCOMPARE(night.pools().value(QStringLiteral("kevin")).heroTokens, 0);
    ScriptedDieSource dice({3});
    QCOMPARE(night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Attack, 1), dice).errorMessage(),
             QStringLiteral("no game night is running: start one to give out action dice"));
    // The next night gives a fresh pool, not more.
    QVERIFY(night.start({{QStringLiteral("kevin"), 6, 0}}, settings).ok());
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 4);
    QCOMPARE(night.number(), 2);
}

void TestActionDice::carryOverKeepsThePool()
{
    ActionDiceSettings settings;
    settings.carryOver = true;
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 5, 0}}, settings);
    ScriptedDieSource dice({1});
    QVERIFY(night.boost(boostOf(QStringLiteral("kevin"), ActionDiceRollKind::Attack, 1), dice).ok());
    QVERIFY(night.end(5, settings).ok());
    QCOMPARE(night.pools().value(QStringLiteral("kevin")).dice, 2);
    // Level 6 by the next night: 4 d6 plus the 2 carried, which take the new die type.
    QVERIFY(night.start({{QStringLiteral("kevin"), 6, 0}}, settings).ok());
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 6);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->sides, 6);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->heroTokens, 2);
}

void TestActionDice::nightStartAndEndChecks()
{
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}});
    QCOMPARE(night.start({{QStringLiteral("kevin"), 6, 0}}, {}).errorMessage(),
             QStringLiteral("game night 1 is running: end it before starting another"));
    QCOMPARE(night.end(0, {}).errorMessage(), QStringLiteral("party level 0: give the party's level, 1 or more"));
    ActionDiceNight fresh;
    QCOMPARE(fresh.start({{QStringLiteral("a"), 1, 0}, {QStringLiteral("a"), 2, 0}}, {}).errorMessage(),
             QStringLiteral("hero 'a' is named twice"));
    QCOMPARE(fresh.start({{QStringLiteral("a"), 0, 0}}, {}).errorMessage(),
             QStringLiteral("hero 'a': level 0: a hero's level is 1 or more"));
    QCOMPARE(fresh.start({}, {}).errorMessage(),
             QStringLiteral("a game night needs at least one hero to give action dice to"));
    QVERIFY(!fresh.running());
    QCOMPARE(night.pool(QStringLiteral("zed")).errorMessage(),
             QStringLiteral("'zed' has no action dice this game night"));
}

void TestActionDice::threatsAndCriticals()
{
    ActionDiceSettings settings;
    // Orcus: every natural 20 is a critical hit already.
    QCOMPARE(ActionDiceSpendRules::checkActivateThreat(kevin(4), settings, 20, true, false).errorMessage(),
             QStringLiteral("this roll is a critical already (Orcus: every natural 20)"));
    QCOMPARE(ActionDiceSpendRules::checkActivateThreat(kevin(4), settings, 19, false, false).errorMessage(),
             QStringLiteral("a natural 19 is no threat; threats are natural 20"));
    settings.threatMinimum = 19;
    QVERIFY(ActionDiceSpendRules::checkActivateThreat(kevin(4), settings, 19, false, false).ok());
    QCOMPARE(ActionDiceSpendRules::checkActivateThreat(kevin(4), settings, 18, false, false).errorMessage(),
             QStringLiteral("a natural 18 is no threat; threats are natural 19-20"));
    QCOMPARE(ActionDiceSpendRules::checkActivateThreat(kevin(4), settings, 19, false, true).errorMessage(),
             QStringLiteral("a threat is activated before damage is rolled"));
    QCOMPARE(ActionDiceSpendRules::checkActivateThreat(kevin(0), settings, 19, false, false).errorMessage(),
             QStringLiteral("kevin has 0 action dice left, not 1"));

    QVERIFY(ActionDiceSpendRules::checkNegateCritical(kevin(1), true, false).ok());
    QCOMPARE(ActionDiceSpendRules::checkNegateCritical(kevin(1), false, false).errorMessage(),
             QStringLiteral("this attack is no critical threat against kevin"));
    QCOMPARE(ActionDiceSpendRules::checkNegateCritical(kevin(1), true, true).errorMessage(),
             QStringLiteral("a critical is negated before its damage is rolled"));

    // Paying: a spend that rolls nothing costs one die, and only when its check passed.
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}});
    QVERIFY(night.payOneDie(QStringLiteral("kevin"), ActionDiceSpendRules::checkNegateCritical(kevin(4), true, false))
                .ok());
    QVERIFY(!night.payOneDie(QStringLiteral("kevin"), ActionDiceSpendRules::checkNegateCritical(kevin(3), false, false))
                 .ok());
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 3);
}

void TestActionDice::stabilizeSecondChanceReuse()
{
    ActionDiceSituation dying;
    dying.dying = true;
    QVERIFY(ActionDiceSpendRules::checkStabilize(kevin(1), dying).ok());
    QCOMPARE(ActionDiceSpendRules::checkStabilize(kevin(1), ActionDiceSituation()).errorMessage(),
             QStringLiteral("kevin is not dying: only a dying hero spends a die to become stable"));
    QVERIFY(ActionDiceSpendRules::checkSecondChance(kevin(1), true, true).ok());
    QCOMPARE(ActionDiceSpendRules::checkSecondChance(kevin(1), true, false).errorMessage(),
             QStringLiteral("a second chance is only against an ongoing effect, not an instantaneous one"));
    QCOMPARE(ActionDiceSpendRules::checkSecondChance(kevin(1), false, true).errorMessage(),
             QStringLiteral("a second chance needs a failed saving throw against the effect"));
    QVERIFY(ActionDiceSpendRules::checkReuseAbility(kevin(1), true).ok());
    QCOMPARE(ActionDiceSpendRules::checkReuseAbility(kevin(1), false).errorMessage(),
             QStringLiteral("an at-will power has no uses to restore; only encounter and daily powers"));
    QVERIFY(!ActionDiceSpendRules::checkStabilize({QStringLiteral("kevin"), QStringLiteral("mira"), 2}, dying).ok());
}

void TestActionDice::extraActionOncePerTurn()
{
    ActionDiceSettings settings;
    ActionDiceSituation turn;
    turn.heroesTurn = true;
    QVERIFY(ActionDiceSpendRules::checkExtraAction(kevin(1), settings, false, turn).ok());
    QCOMPARE(ActionDiceSpendRules::checkExtraAction(kevin(1), settings, true, turn).errorMessage(),
             QStringLiteral("an extra attack follows an attack: kevin has not attacked this turn"));
    turn.attackedThisTurn = true;
    QVERIFY(ActionDiceSpendRules::checkExtraAction(kevin(1), settings, true, turn).ok());
    turn.extraActionThisTurn = true;
    QCOMPARE(ActionDiceSpendRules::checkExtraAction(kevin(1), settings, false, turn).errorMessage(),
             QStringLiteral("kevin already spent a die for an extra action this turn (once per turn)"));
    ActionDiceSituation notHisTurn;
    QCOMPARE(ActionDiceSpendRules::checkExtraAction(kevin(1), settings, false, notHisTurn).errorMessage(),
             QStringLiteral("an extra attack or move action is taken on kevin's own turn"));
}

void TestActionDice::heroTokens()
{
    ActionDiceSettings settings;
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}}, settings);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->heroTokens, 1);
    QVERIFY(night.tokenForActionDice(QStringLiteral("kevin"), settings).ok());
    QCOMPARE(night.pool(QStringLiteral("kevin"))->heroTokens, 0);
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 5);
    QCOMPARE(night.tokenForStandardAction(QStringLiteral("kevin"), QStringLiteral("kevin"), true).errorMessage(),
             QStringLiteral("kevin has no hero tokens left"));
    QVERIFY(night.awardTokens(QStringLiteral("kevin"), 2).ok());
    QCOMPARE(night.tokenForStandardAction(QStringLiteral("kevin"), QStringLiteral("kevin"), false).errorMessage(),
             QStringLiteral("another standard action is taken on kevin's own turn"));
    QVERIFY(night.tokenForStandardAction(QStringLiteral("kevin"), QStringLiteral("kevin"), true).ok());
    QCOMPARE(night.tokenForReroll(QStringLiteral("kevin"), QStringLiteral("kevin"), false, false).errorMessage(),
             QStringLiteral("a hero token re-rolls a d20 check, not this roll"));
    QCOMPARE(night.tokenForReroll(QStringLiteral("kevin"), QStringLiteral("mira"), true, false).errorMessage(),
             QStringLiteral("kevin cannot spend a hero token on mira's roll"));
    QVERIFY(night.tokenForReroll(QStringLiteral("kevin"), QStringLiteral("kevin"), true, false).ok());
    QCOMPARE(night.pool(QStringLiteral("kevin"))->heroTokens, 0);
}

void TestActionDice::extraActionTracksTheTurn()
{
    ActionDiceSettings settings;
    ActionDiceNight night = nightWith({{QStringLiteral("kevin"), 6, 0}}, settings);
    ActionDiceSituation turn;
    turn.heroesTurn = true;
    QVERIFY(night.extraAction(QStringLiteral("kevin"), false, settings, turn, 3).ok());
    QCOMPARE(night.extraAction(QStringLiteral("kevin"), false, settings, turn, 3).errorMessage(),
             QStringLiteral("kevin already spent a die for an extra action this turn (once per turn)"));
    QVERIFY(night.extraAction(QStringLiteral("kevin"), false, settings, turn, 4).ok());
    QCOMPARE(night.pool(QStringLiteral("kevin"))->dice, 2);
}

void TestActionDice::boostOddsExact_data()
{
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("need");
    QTest::addColumn<QString>("fraction");
    QTest::newRow("1d6 needs 4") << 1 << 6 << 4 << "1/2";
    QTest::newRow("1d6 needs 6: only a 6") << 1 << 6 << 6 << "1/6";
    QTest::newRow("1d6 needs 7: a 6, then anything") << 1 << 6 << 7 << "1/6";
    QTest::newRow("1d6 needs 8 (Kevin, 12 vs 20)") << 1 << 6 << 8 << "5/36";
    QTest::newRow("1d6 needs 1") << 1 << 6 << 1 << "1";
    QTest::newRow("1d4 needs 8: 4, then 4") << 1 << 4 << 8 << "1/16";
    QTest::newRow("1d4 needs 9: 4, 4, then anything") << 1 << 4 << 9 << "1/16";
    // Two dice together: both 6 (one explodes, so anything more) or one 6 whose chain makes up the rest:
    // 1/36 + 2/36 x (2 + 3 + 4 + 5 + 6)/6 for 12, 1/36 + 2/36 x (1 + 2 + 3 + 4 + 5)/6 for 13.
    QTest::newRow("2d6 needs 12") << 2 << 6 << 12 << "23/108";
    QTest::newRow("2d6 needs 13") << 2 << 6 << 13 << "1/6";
}

void TestActionDice::boostOddsExact()
{
    QFETCH(int, dice);
    QFETCH(int, sides);
    QFETCH(int, need);
    QFETCH(QString, fraction);
    auto odds = BoostOdds::create(dice, sides);
    QVERIFY2(odds.ok(), qPrintable(odds.errorMessage()));
    const auto exact = odds->exactChanceAtLeast(need);
    QVERIFY(exact.has_value());
    QCOMPARE(exact->fraction(), fraction);
    QVERIFY(std::abs(odds->chanceAtLeast(need) - exact->value()) < 1e-15);
}

void TestActionDice::boostOddsMatchTheDistribution()
{
    // The closed form agrees with the dice module's own odds of "NdS!1" (exact there up to 1e-12 per die).
    for (const auto &[dice, sides] : {std::pair{1, 6}, std::pair{2, 6}, std::pair{3, 4}, std::pair{4, 6}}) {
        auto expression = DiceParser().parse(QStringLiteral("%1d%2!1").arg(dice).arg(sides));
        QVERIFY(expression.ok());
        auto distribution = DiceOdds::distribution(*expression);
        QVERIFY(distribution.ok());
        auto odds = BoostOdds::create(dice, sides);
        for (int need = -2; need <= 40; ++need) {
            QVERIFY2(std::abs(odds->chanceAtLeast(need) - distribution->probabilityAtLeast(need)) < 1e-10,
                     qPrintable(QStringLiteral("%1d%2 need %3").arg(dice).arg(sides).arg(need)));
            QVERIFY(std::abs(odds->exactChanceAtLeast(need)->value() - odds->chanceAtLeast(need)) < 1e-12);
        }
    }
    QCOMPARE(BoostOdds::create(0, 6).errorMessage(), QStringLiteral("0 action dice: spend 1 to 20 at a time"));
    QCOMPARE(BoostOdds::create(1, 1).errorMessage(),
             QStringLiteral("a d1 cannot be an action die: it needs 2 to 100 sides"));
    // Far past any table's need the fraction no longer fits 64 bits; the double still answers.
    auto odds = BoostOdds::create(1, 6);
    QVERIFY(!odds->exactChanceAtLeast(200).has_value());
    QVERIFY(odds->chanceAtLeast(200) > 0);
    QCOMPARE(odds->percentAtLeast(200), QStringLiteral("<1%"));
}

void TestActionDice::boostOfferText()
{
    auto offer = BoostOffer::make(1, 6, 4, QStringLiteral("miss"), QStringLiteral("hit"));
    QVERIFY2(offer.ok(), qPrintable(offer.errorMessage()));
    QCOMPARE(offer->text(), QStringLiteral("spend 1d6: 50% to turn this miss into a hit"));
    auto kevinsOffer = BoostOffer::make(1, 6, 8, QStringLiteral("miss"), QStringLiteral("hit"));
    QCOMPARE(kevinsOffer->text(), QStringLiteral("spend 1d6: 14% to turn this miss into a hit"));
    QCOMPARE(kevinsOffer->chance.fraction(), QStringLiteral("5/36"));
    auto save = BoostOffer::make(2, 4, 3, QStringLiteral("failed save"), QStringLiteral("success"));
    QCOMPARE(save->text(), QStringLiteral("spend 2d4: 94% to turn this failed save into a success"));
    QCOMPARE(BoostOffer::make(1, 6, 0, QStringLiteral("miss"), QStringLiteral("hit")).errorMessage(),
             QStringLiteral("the roll is a hit already: no action die can change it"));
    QCOMPARE(BoostOffer::make(1, 6, 100, QStringLiteral("miss"), QStringLiteral("hit"))->text(),
             QStringLiteral("spend 1d6: <1% to turn this miss into a hit"));
}

QTEST_GUILESS_MAIN(TestActionDice)
#include "tst_actiondice.moc"
