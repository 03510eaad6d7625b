#include "dice/scripteddiesource.h"
#include "fivetorches/chase.h"
#include "fivetorches/corruption.h"
#include "fivetorches/expedition.h"
#include "fivetorches/injury.h"
#include "fivetorches/lightlevel.h"
#include "fivetorches/morale.h"
#include "fivetorches/overlandtravel.h"
#include "fivetorches/resilience.h"
#include "fivetorches/returnroll.h"
#include "fivetorches/timedice.h"
#include "fivetorches/treasure.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::ftd;

/**
 * The bookkeeping rules of Five Torches Deep ("Travel & Time", "Morale & Adventuring", "Retreat, Resilience &
 * Corruptions", ../shared/rules/checks-actions-combat-gritty.txt), with every number and worked example of the text.
 */
class TestFiveTorches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void abilityModifiersRoundDown_data()
    {
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("modifier");
        QTest::newRow("10 is +0") << 10 << 0;
        QTest::newRow("6 is -2 (the venom example)") << 6 << -2;
        QTest::newRow("7 is -2") << 7 << -2;
        QTest::newRow("14 is +2") << 14 << 2;
        QTest::newRow("0 is -5") << 0 << -5;
    }
    void abilityModifiersRoundDown()
    {
        QFETCH(int, score);
        QFETCH(int, modifier);
        QCOMPARE(abilityModifier(score), modifier);
    }

    void advantageAndDisadvantageCancel()
    {
        QCOMPARE(combineEdges(true, true), Edge::None);
        QCOMPARE(combineEdges(true, false), Edge::Advantage);
        QCOMPARE(combineEdges(false, true), Edge::Disadvantage);
        ScriptedDieSource dice({3, 15, 3, 15});
        QCOMPARE(rollD20(dice, Edge::Advantage)->natural, 15);
        QCOMPARE(rollD20(dice, Edge::Disadvantage)->natural, 3);
    }

    void timeDiceShowTheHour_data()
    {
        QTest::addColumn<int>("hour");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QString>("quarter");
        QTest::newRow("05:00h") << 5 << QList<int>{5} << QStringLiteral("pre-dawn");
        QTest::newRow("6, 1 is 07:00h") << 7 << QList<int>{6, 1} << QStringLiteral("morning");
        QTest::newRow("6, 6, 6, 2 is 20:00h") << 20 << QList<int>{6, 6, 6, 2} << QStringLiteral("night");
        QTest::newRow("afternoon") << 13 << QList<int>{6, 6, 1} << QStringLiteral("afternoon");
        QTest::newRow("midnight is four sixes") << 24 << QList<int>{6, 6, 6, 6} << QStringLiteral("night");
    }
    void timeDiceShowTheHour()
    {
        QFETCH(int, hour);
        QFETCH(QList<int>, faces);
        QFETCH(QString, quarter);
        QCOMPARE(*TimeDice::facesForHour(hour), faces);
        QCOMPARE(*TimeDice::hourFromFaces(faces), hour);
        QCOMPARE(TimeDice::quarterName(hour), quarter);
    }

    void timeDiceRefuseWhatNoDiceShow()
    {
        QVERIFY(!TimeDice::facesForHour(0).ok());
        QVERIFY(!TimeDice::facesForHour(25).ok());
        QCOMPARE(TimeDice::hourFromFaces({1, 6}).errorMessage(),
                 QStringLiteral("time die 1 shows 1, but every die before the last shows 6"));
        QVERIFY(!TimeDice::hourFromFaces({7}).ok());
        QVERIFY(!TimeDice::hourFromFaces({6, 6, 6, 6, 1}).ok());
        QVERIFY(!TimeDice::hourFromFaces({}).ok());
    }

    /** The text's example: 2d6 roll 3, 2 for 05:00h; an hour later the die turns to 6; another, a second die shows 1.
     */
    void portalExample()
    {
        ScriptedDieSource timeDice({3, 2});
        QList<int> rolled;
        auto hour = TimeDice::rollHour(timeDice, 2, &rolled);
        QCOMPARE(*hour, 5);
        QCOMPARE(rolled, (QList<int>{3, 2}));
        QCOMPARE(TimeDice::quarterName(*hour), QStringLiteral("pre-dawn"));
        auto clock = ExpeditionClock::create(*hour);
        QVERIFY(clock.ok());
        Expedition expedition(*clock, 0);
        ScriptedDieSource travel({12, 9});
        auto first = expedition.advanceHour(travel, Approach::Normal);
        QCOMPARE(first->hour, 6);
        QCOMPARE(*TimeDice::facesForHour(first->hour), QList<int>{6});
        QCOMPARE(first->travelTurn.threat, ThreatLevel::ThreatNears);
        auto second = expedition.advanceHour(travel, Approach::Normal);
        QCOMPARE(second->hour, 7);
        QCOMPARE(*TimeDice::facesForHour(second->hour), (QList<int>{6, 1}));
        QCOMPARE(TimeDice::clockText(second->hour), QStringLiteral("07:00h"));
        QCOMPARE(expedition.clock().travelTurns(), 2);
        QVERIFY(!TimeDice::rollHour(timeDice, 5).ok());
    }

    void scenesMakeAnHour()
    {
        auto clock = *ExpeditionClock::create(23);
        QCOMPARE(clock.advanceScene(), 0);
        QCOMPARE(clock.advanceScene(), 0);
        QCOMPARE(clock.advanceScene(), 1); // the third of "3-4 scenes"
        QCOMPARE(clock.hour(), 24);
        clock.advanceHours(1);
        QCOMPARE(clock.hour(), 1);
        QCOMPARE(clock.day(), 2);
        auto four = *ExpeditionClock::create(8, 1, 4);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(four.advanceScene(), 0);
        QCOMPARE(four.advanceScene(), 1);
        QVERIFY(!ExpeditionClock::create(0).ok());
        QVERIFY(!ExpeditionClock::create(5, 1, 0).ok());
    }

    void travelTurnTableBands_data()
    {
        QTest::addColumn<int>("natural");
        QTest::addColumn<ThreatLevel>("threat");
        QTest::newRow("1") << 1 << ThreatLevel::Terrible;
        QTest::newRow("2") << 2 << ThreatLevel::BadSoon;
        QTest::newRow("10") << 10 << ThreatLevel::BadSoon;
        QTest::newRow("11") << 11 << ThreatLevel::ThreatNears;
        QTest::newRow("19") << 19 << ThreatLevel::ThreatNears;
        QTest::newRow("20") << 20 << ThreatLevel::NothingBad;
    }
    void travelTurnTableBands()
    {
        QFETCH(int, natural);
        QFETCH(ThreatLevel, threat);
        QCOMPARE(TravelTurn::threatFor(natural), threat);
    }

    void cautiousPartiesRollWithAdvantage()
    {
        ScriptedDieSource dice({1, 20, 1, 20});
        auto cautious = TravelTurn::roll(dice, Approach::Cautious);
        QCOMPARE(cautious->edge, Edge::Advantage);
        QCOMPARE(cautious->threat, ThreatLevel::NothingBad);
        auto careless = TravelTurn::roll(dice, Approach::Careless);
        QCOMPARE(careless->threat, ThreatLevel::Terrible);
    }

    void torchesAndLanternsBurnDown()
    {
        auto clock = *ExpeditionClock::create(8);
        Expedition expedition(clock, 1);
        expedition.setSupplies(2);
        expedition.addLight(*LightSource::fresh(QStringLiteral("torch"), QStringLiteral("Ada")));
        expedition.addLight(*LightSource::fresh(QStringLiteral("lantern"), QStringLiteral("Bram")));
        QCOMPARE(expedition.lights().at(0).radiusFeet, 30);
        ScriptedDieSource dice({10, 10, 10});
        auto first = expedition.advanceHour(dice, Approach::Normal);
        QCOMPARE(first->lightsOut.size(), 1); // the torch lasts one hour
        QCOMPARE(first->lightsOut.at(0).kind, QStringLiteral("torch"));
        QCOMPARE(first->suppliesLeft, 1);
        auto second = expedition.advanceHour(dice, Approach::Normal);
        QVERIFY(second->lightsOut.isEmpty());
        QVERIFY(second->suppliesOut);
        auto third = expedition.advanceHour(dice, Approach::Normal);
        QCOMPARE(third->lightsOut.size(), 1); // the lantern after three
        QCOMPARE(third->lightsOut.at(0).kind, QStringLiteral("lantern"));
        QVERIFY(!LightSource::fresh(QStringLiteral("candle"), {}).ok());
    }

    void lightLevelsGiveTheirEdges()
    {
        QCOMPARE(lightEdge(LightLevel::Darkness, LightCheck::Attack), Edge::Disadvantage);
        QCOMPARE(lightEdge(LightLevel::Darkness, LightCheck::Stealth), Edge::Advantage);
        QCOMPARE(lightEdge(LightLevel::Darkness, LightCheck::Attack, true), Edge::Advantage); // darksight
        QCOMPARE(lightEdge(LightLevel::Darkness, LightCheck::Stealth, true), Edge::Advantage);
        QCOMPARE(lightEdge(LightLevel::Dim, LightCheck::RangedAttack), Edge::Disadvantage);
        QCOMPARE(lightEdge(LightLevel::Dim, LightCheck::Attack), Edge::None);
        QCOMPARE(lightEdge(LightLevel::Dim, LightCheck::Listening), Edge::Advantage);
        QCOMPARE(lightEdge(LightLevel::WellLit, LightCheck::RangedAttack), Edge::None);
        QCOMPARE(lightEdge(LightLevel::Brilliant, LightCheck::Tracking), Edge::Advantage);
        QCOMPARE(lightEdge(LightLevel::Brilliant, LightCheck::Stealth), Edge::Disadvantage);
    }

    /** A PC with 10 CON can trek ten hours; past that, DC 10 + the hours beyond. */
    void resilienceAndExhaustion()
    {
        Resilience pc{10, 10, false};
        QCOMPARE(pc.resilience(), 10);
        QVERIFY(!pc.checkDue());
        pc.hoursAdventured = 11;
        QVERIFY(pc.checkDue());
        QCOMPARE(pc.checkDc(), 11);
        pc.hoursAdventured = 13;
        QCOMPARE(pc.checkDc(), 13);
        ScriptedDieSource dice({12});
        auto check = pc.rollCheck(dice);
        QCOMPARE(check->total, 12);
        QVERIFY(!check->success());
        QVERIFY(pc.exhausted);
        pc.rest(false);
        QVERIFY(pc.exhausted); // unsafe rest does not cure exhaustion
        QCOMPARE(pc.hoursAdventured, 0);
        pc.rest(true);
        QVERIFY(!pc.exhausted);
    }

    void expeditionCallsResilienceChecks()
    {
        Expedition expedition(*ExpeditionClock::create(8), 0);
        expedition.addMember(QStringLiteral("Ada"), 10, 10);
        ScriptedDieSource dice({15});
        auto hour = expedition.advanceHour(dice, Approach::Normal);
        QCOMPARE(hour->resilienceChecksDue, QStringList{QStringLiteral("Ada")});
        QCOMPARE(hour->resilienceDcs, QList<int>{11});
    }

    void resilienceChecksAreCalledByName()
    {
        Expedition expedition(*ExpeditionClock::create(8), 0);
        expedition.addMember(QStringLiteral("Ada"), 10, 9);
        ScriptedDieSource dice({15});
        QCOMPARE(expedition.rollResilienceCheck(QStringLiteral("Ada"), dice).errorMessage(),
                 QStringLiteral("Ada has adventured 9 of 10 hours: no resilience check is due"));
        QVERIFY(!expedition.rollResilienceCheck(QStringLiteral("Bram"), dice).ok());
        QVERIFY(expedition.advanceHour(dice, Approach::Normal).ok());
        // The dice fail: nothing of the hour happens (still 10 hours adventured).
        QVERIFY(!expedition.advanceHour(dice, Approach::Normal).ok());
        QCOMPARE(expedition.party().value(QStringLiteral("Ada")).hoursAdventured, 10);
        ScriptedDieSource more({10, 9});
        QVERIFY(expedition.advanceHour(more, Approach::Normal).ok()); // 11 hours: DC 11
        auto check = expedition.rollResilienceCheck(QStringLiteral("Ada"), more);
        QCOMPARE(check->dc, 11);
        QVERIFY(!check->success());
        QVERIFY(expedition.party().value(QStringLiteral("Ada")).exhausted);
        expedition.rest(true);
        QVERIFY(!expedition.party().value(QStringLiteral("Ada")).exhausted);
    }

    /** A level 4 PC heals 4 HP in a night of safe rest, or 1 HP in a dungeon. */
    void restHealing()
    {
        QCOMPARE(ftd::restHealing(4, true), 4);
        QCOMPARE(ftd::restHealing(4, false), 1);
        QCOMPARE(hitPointsAfterRest(10, 12, 4, true), 12);
        QCOMPARE(hitPointsAfterRest(3, 12, 4, false), 4);
    }

    void returnDcCountsTravelTurns()
    {
        QCOMPARE(ReturnResult::dcFor(0), 10);
        QCOMPARE(ReturnResult::dcFor(4), 14);
        QCOMPARE(ReturnResult::dcFor(10), 20);
        QCOMPARE(ReturnResult::dcFor(15), 20);
    }

    /** Four hours from base (DC 14): +6 rolls 17 and is safe; +5 rolls 12 (natural 7) and drops 2 loads. */
    void returnWorkedExample()
    {
        ScriptedDieSource dice({11, 7});
        auto first = ReturnResult::roll(dice, 6, 4, ReturnPath::Arduous);
        QCOMPARE(first->check.dc, 14);
        QCOMPARE(first->check.total, 17);
        QVERIFY(first->check.success());
        QCOMPARE(first->loadsLost, 0);
        auto second = ReturnResult::roll(dice, 5, 4, ReturnPath::Arduous);
        QCOMPARE(second->check.roll.natural, 7);
        QCOMPARE(second->check.total, 12);
        QVERIFY(!second->check.success());
        QCOMPARE(second->loadsLost, 2);
        QCOMPARE(second->damage, 0);
    }

    void dangerousReturnCostsD6PerPoint()
    {
        ScriptedDieSource dice({7, 3, 4});
        auto result = ReturnResult::roll(dice, 5, 4, ReturnPath::Dangerous);
        QCOMPARE(result->check.shortfall(), 2);
        QCOMPARE(result->damageDice, (QList<int>{3, 4}));
        QCOMPARE(result->damage, 7);
        QCOMPARE(result->loadsLost, 0);
    }

    void chaseDcFollowsTheQuarrysSpeed_data()
    {
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("dc");
        QTest::newRow("30 ft") << 30 << 11;
        QTest::newRow("40 ft scout") << 40 << 13;
        QTest::newRow("25 ft") << 25 << 10;
        QTest::newRow("60 ft") << 60 << 17;
    }
    void chaseDcFollowsTheQuarrysSpeed()
    {
        QFETCH(int, speed);
        QFETCH(int, dc);
        QCOMPARE(*Chase::dcFor(speed), dc);
    }

    /** A 40 ft scout flees through a thicket: DC 13 DEX at disadvantage; the PC gets a 4 and it escapes. */
    void scoutChaseExample()
    {
        QCOMPARE(chaseAbility(ChaseGround::Uneven), QStringLiteral("DEX"));
        QCOMPARE(chaseAbility(ChaseGround::Open), QStringLiteral("STR"));
        ScriptedDieSource dice({4, 18});
        auto check = Chase::roll(dice, 0, 40, true, false);
        QCOMPARE(check->dc, 13);
        QCOMPARE(check->edge, Edge::Disadvantage);
        QCOMPARE(check->total, 4);
        QVERIFY(!check->success());
        QVERIFY(!Chase::dcFor(37).ok());
        QCOMPARE(Chase::edgeFor(true, true), Edge::None);
    }

    /** A +2 STR PC travels 12 miles in open terrain, 6 in difficult, 3 in harsh. */
    void overlandMiles_data()
    {
        QTest::addColumn<Terrain>("terrain");
        QTest::addColumn<LightLevel>("light");
        QTest::addColumn<bool>("encumbered");
        QTest::addColumn<TravelPace>("pace");
        QTest::addColumn<double>("miles");
        QTest::newRow("open") << Terrain::Open << LightLevel::WellLit << false << TravelPace::Normal << 12.0;
        QTest::newRow("difficult") << Terrain::Difficult << LightLevel::WellLit << false << TravelPace::Normal << 6.0;
        QTest::newRow("harsh") << Terrain::Harsh << LightLevel::WellLit << false << TravelPace::Normal << 3.0;
        QTest::newRow("dim is difficult") << Terrain::Open << LightLevel::Dim << false << TravelPace::Normal << 6.0;
        QTest::newRow("dark is harsh") << Terrain::Open << LightLevel::Darkness << false << TravelPace::Normal << 3.0;
        QTest::newRow("dim on harsh ground stays harsh")
            << Terrain::Harsh << LightLevel::Dim << false << TravelPace::Normal << 3.0;
        QTest::newRow("encumbered") << Terrain::Open << LightLevel::WellLit << true << TravelPace::Normal << 6.0;
        QTest::newRow("tactical") << Terrain::Open << LightLevel::WellLit << false << TravelPace::Tactical << 9.0;
        QTest::newRow("stealthy") << Terrain::Open << LightLevel::WellLit << false << TravelPace::Stealthy << 6.0;
    }
    void overlandMiles()
    {
        QFETCH(Terrain, terrain);
        QFETCH(LightLevel, light);
        QFETCH(bool, encumbered);
        QFETCH(TravelPace, pace);
        QFETCH(double, miles);
        QCOMPARE(overlandMilesPerDay(OverlandTraveller{2, encumbered}, terrain, light, pace), miles);
    }

    void partyKeepsTheSlowestPace()
    {
        auto miles = partyMilesPerDay({{2, false}, {-1, false}, {3, false}}, Terrain::Open, LightLevel::WellLit,
                                      TravelPace::Normal);
        QCOMPARE(*miles, 9.0);
        QVERIFY(!partyMilesPerDay({}, Terrain::Open, LightLevel::WellLit, TravelPace::Normal).ok());
    }

    void overwaterTravel()
    {
        QCOMPARE(overwaterMilesPerHour(Vessel::Boat, Current::Neutral), 3.0);
        QCOMPARE(overwaterMilesPerDay(Vessel::Boat, Current::Neutral), 30.0);
        QCOMPARE(overwaterMilesPerHour(Vessel::Ship, Current::Neutral), 5.0);
        QCOMPARE(overwaterMilesPerDay(Vessel::Ship, Current::Neutral), 100.0);
        QCOMPARE(overwaterMilesPerHour(Vessel::Ship, Current::Unfavorable), 2.5);
        QCOMPARE(overwaterMilesPerDay(Vessel::Boat, Current::Favorable), 60.0);
    }

    void travelPlanner()
    {
        auto overland = TravelPlan::plan(30, 12, TravelTurnCadence::Daily);
        QCOMPARE(overland->days, 2.5);
        QCOMPARE(overland->wholeDays, 3);
        QCOMPARE(overland->travelTurns, 3);
        auto sea = TravelPlan::plan(800, 100, TravelTurnCadence::Weekly);
        QCOMPARE(sea->wholeDays, 8);
        QCOMPARE(sea->travelTurns, 2);
        auto hourly = TravelPlan::plan(18, 12, TravelTurnCadence::Hourly, 10);
        QCOMPARE(hourly->travelTurns, 15);
        QVERIFY(!TravelPlan::plan(10, 0, TravelTurnCadence::Daily).ok());
        QVERIFY(!TravelPlan::plan(-1, 12, TravelTurnCadence::Daily).ok());
    }

    void moraleChecks()
    {
        QCOMPARE(Morale::dc, 11);
        const MoraleModifier goblin{-1, 0, 2};
        QCOMPARE(goblin.total(), 1);
        ScriptedDieSource dice({10, 9, 14});
        auto stands = Morale::roll(dice, goblin, Edge::None);
        QCOMPARE(stands->total, 11);
        QCOMPARE(Morale::outcomeName(*stands), QStringLiteral("stands"));
        // Retainers of a retreating PC check at once with disadvantage.
        const Edge edge = Morale::edgeFor(MoraleTrigger::LeaderRetreats, Edge::None);
        QCOMPARE(edge, Edge::Disadvantage);
        auto routs = Morale::roll(dice, goblin, edge);
        QCOMPARE(routs->roll.natural, 9);
        QCOMPARE(Morale::outcomeName(*routs), QStringLiteral("flees or surrenders"));
        QVERIFY(Morale::suggestsCheck(MoraleTrigger::FirstDeath, true, false));
        QVERIFY(!Morale::suggestsCheck(MoraleTrigger::FirstDeath, false, false));
        QVERIFY(Morale::suggestsCheck(MoraleTrigger::LeaderDown, false, true));
        QVERIFY(!Morale::suggestsCheck(MoraleTrigger::LeaderDown, false, false));
    }

    void injuryTableBands_data()
    {
        QTest::addColumn<int>("natural");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("ability");
        QTest::newRow("1 dead") << 1 << QStringLiteral("dead") << QString();
        QTest::newRow("2 feeble") << 2 << QStringLiteral("ability-loss") << QStringLiteral("STR");
        QTest::newRow("3 shaky") << 3 << QStringLiteral("ability-loss") << QStringLiteral("DEX");
        QTest::newRow("4 weak") << 4 << QStringLiteral("ability-loss") << QStringLiteral("CON");
        QTest::newRow("5 addled") << 5 << QStringLiteral("ability-loss") << QStringLiteral("INT");
        QTest::newRow("6 confused") << 6 << QStringLiteral("ability-loss") << QStringLiteral("WIS");
        QTest::newRow("7 disfigured") << 7 << QStringLiteral("ability-loss") << QStringLiteral("CHA");
        QTest::newRow("8 body part") << 8 << QStringLiteral("lost-body-part") << QString();
        QTest::newRow("13 body part") << 13 << QStringLiteral("lost-body-part") << QString();
        QTest::newRow("14 disadvantage") << 14 << QStringLiteral("disadvantage-until-rest") << QString();
        QTest::newRow("19 disadvantage") << 19 << QStringLiteral("disadvantage-until-rest") << QString();
        QTest::newRow("20 standing") << 20 << QStringLiteral("standing") << QString();
    }
    void injuryTableBands()
    {
        QFETCH(int, natural);
        QFETCH(QString, kind);
        QFETCH(QString, ability);
        auto injury = Injury::band(natural);
        QCOMPARE(injury->kindName(), kind);
        QCOMPARE(injury->ability, ability);
    }

    void injuryExtraDice()
    {
        ScriptedDieSource dice({4, 5, 20, 6});
        auto weak = Injury::roll(dice);
        QCOMPARE(weak->name, QStringLiteral("weak"));
        QCOMPARE(weak->amount, 5);
        QCOMPARE(weak->hitPointsAfter(10), 1);
        auto standing = Injury::roll(dice);
        QCOMPARE(standing->amount, 6);
        QCOMPARE(standing->hitPointsAfter(10), 7);
        QCOMPARE(standing->hitPointsAfter(4), 4);
        QVERIFY(!Injury::band(0).ok());
        QVERIFY(!Injury::band(21).ok());
    }

    /** The venom example: CON 10 fails DC 11, exhaustion; 2 hours on 1d6 = 4 (CON 6, -2); 2 hours on 6: dead. */
    void venomExample()
    {
        Corruption venom;
        venom.name = QStringLiteral("snake venom");
        venom.kind = QStringLiteral("venom");
        CorruptionStage first;
        first.periodHours = 2;
        first.effect = CorruptionStage::Effect::Exhaustion;
        CorruptionStage damage;
        damage.periodHours = 2;
        venom.stages = {first, damage};
        AbilityScores abilities;
        // d20 5 fails; after 2 h d20 8 fails, 1d6 4; after 2 more h d20 12 - 2 = 10 fails, 1d6 6.
        ScriptedDieSource dice({5, 8, 4, 12, 6});
        QList<CorruptionEvent> events;
        auto affliction = Affliction::expose(venom, abilities, dice, &events);
        QVERIFY(affliction->active());
        QVERIFY(affliction->exhausted());
        Affliction course = *affliction;
        QVERIFY(course.advance(1, abilities, dice, &events).ok());
        QCOMPARE(events.size(), 1); // one hour: the stage has not ended
        QVERIFY(course.advance(1, abilities, dice, &events).ok());
        QCOMPARE(abilities.score(QStringLiteral("CON")), 6);
        QCOMPARE(abilities.modifier(QStringLiteral("CON")), -2);
        QCOMPARE(events.last().effect, QStringLiteral("CON -4"));
        // The table session keeps the course between hours as JSON: the course read back goes on the same way.
        auto kept = Affliction::fromJson(course.toJson(), JsonContext(QStringLiteral("course")));
        QVERIFY2(kept.ok(), qPrintable(kept.ok() ? QString() : kept.errorMessage()));
        course = *kept;
        QCOMPARE(course.stage(), 2);
        QVERIFY(course.exhausted());
        QVERIFY(!Affliction::fromJson(
                     QJsonObject{{QStringLiteral("corruption"), venom.toJson()}, {QStringLiteral("active"), true}},
                     JsonContext(QStringLiteral("course")))
                     .ok());
        QVERIFY(course.advance(2, abilities, dice, &events).ok());
        QCOMPARE(events.last().check.total, 10);
        QCOMPARE(abilities.score(QStringLiteral("CON")), 0);
        QVERIFY(course.dead());
        QVERIFY(!course.active());
        QCOMPARE(dice.remaining(), 0);
    }

    void treasureAndExperience()
    {
        QCOMPARE(Coins::perPound, 100);
        QCOMPARE(Coins::loads(500), 1);
        QCOMPARE(Coins::loads(501), 2);
        QCOMPARE(Coins::loads(0), 0);
        QCOMPARE(Coins::goldValue(10, 10, 1), 2.1);
        ScriptedDieSource dice({5, 10, 20});
        auto loot = Loot::roll(dice, 3);
        QCOMPARE(loot->gold, 35);
        QVERIFY(!Loot::roll(dice, 0).ok());
        QCOMPARE(experienceFor(Haul{120, 300, 1000}, 1), 420.0);
    }
};

QTEST_GUILESS_MAIN(TestFiveTorches)
#include "tst_fivetorches.moc"
