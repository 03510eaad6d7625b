// The segment clock as the encounter's clock (docs/modules.md, "The clock drives the encounter";
// ../shared/rules/segmented-action-points.txt): each round the encounter begins is the clock's next segment, the
// Orcus actions are paid in PAP and SAP at the text's prices and refused when they cannot be, and a stunned
// creature's points go to 0.
#include "modulefightfixture.h"

#include "encounter/conditionrules.h"
#include "modules/segmentedap/segmentclock.h"
#include "modules/segmentedap/segmentedapmodule.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

struct Fight : ModuleFight
{
    explicit Fight(const QList<int> &moreRolls, const QJsonObject &settings = {})
        : ModuleFight({QStringLiteral("segmentedAp")}, moreRolls,
                      settings.isEmpty() ? QJsonObject() : QJsonObject{{QStringLiteral("segmentedAp"), settings}})
    {
        // SPD 2 for everyone (the default), Orcus speed 6: 1 square a point.
        if (!step("{'type': 'segmentedAp.startClock', 'combatants': [{'id': 'ava', 'dexterity': 14}, {'id': "
                  "'bran', 'dexterity': 12}, {'id': 'g1'}, {'id': 'g2'}, {'id': 'ogre'}]}")
                 .ok)
            qFatal("no clock");
    }
    SegmentedCombatant points(const char *id) const
    {
        auto clock = SegmentClock::fromJson(moduleState("segmentedAp").value(QStringLiteral("clock")).toObject(),
                                            JsonContext(QStringLiteral("test")));
        if (!clock)
            qFatal("no clock in the state");
        return *clock->combatant(QLatin1String(id));
    }
    /** A step answered by `decider` (which counts what it is asked). */
    CommandOutcome stepWith(const char *singleQuoted, Decider *decider)
    {
        auto parsed = session.parseStep(object(json(singleQuoted)), JsonContext(QStringLiteral("test")));
        if (!parsed)
            return CommandOutcome{false, parsed.errorMessage(), {}};
        return session.run(std::get<std::shared_ptr<const Command>>(*parsed), decider);
    }
    Result<std::unique_ptr<CommandProcessor>> replay() const
    {
        RollReviews reviews;
        reviews.reviews = {SegmentedApModule().rollReview({})};
        reviews.heroOf = session.heroOf();
        reviews.parseCommand = [](const QJsonObject &command, const JsonContext &where) {
            return SegmentedApModule().addOnEncounterCommand(command, where, {}, {});
        };
        return EncounterReplay::replay(session.encounter()->log(), QStringLiteral("test"), &reviews);
    }
    int segment() const
    {
        return moduleState("segmentedAp")
            .value(QStringLiteral("clock"))
            .toObject()
            .value(QStringLiteral("segment"))
            .toInt();
    }
};

/** The documented default answers, counting the questions a person would have been asked. */
struct CountingDecider : ScriptedDecider
{
    int asked = 0;
    QCoro::Task<bool> decide(DecisionRequest request) override
    {
        ++asked;
        auto answer = ScriptedDecider::decide(request);
        co_return co_await answer;
    }
};

} // namespace

class TestSegmentedTurns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Segment 1: every combatant has 1 PAP and 1 SAP. Ava's attack (a 1/2 phase attack, 6 - SPD 2 = 4 PAP) is
    // refused; bran's move of 2 squares is refused (a point moves him 1), a move of 1 square costs his SAP. Each
    // new round is the next segment; in segment 4 ava has 4 PAP, attacks, and "attacking will reduce the current
    // action point total to zero".
    void theClockPricesTheEncountersActions()
    {
        Fight fight({15, 4});
        QCOMPARE(fight.segment(), 1);
        QCOMPARE(fight.points("ava").primary, 1);
        QCOMPARE(fight.points("ava").secondary, 1);
        CommandOutcome done = fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY(!done.ok);
        QCOMPARE(done.error, QStringLiteral("segment clock: ava needs 4 PAP for this attack and has 1"));
        QVERIFY(fight.state().combatant(QStringLiteral("g1"))->hp == 20);
        QVERIFY(fight.endTurn().ok);

        done = fight.step("{'type': 'move', 'creature': 'bran', 'path': [[1, 0], [2, 0]]}");
        QVERIFY(!done.ok);
        QCOMPARE(done.error, QStringLiteral("segment clock: a point moves bran 1 square(s) this segment, not 2"));
        done = fight.step("{'type': 'move', 'creature': 'bran', 'path': [[1, 0]]}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(fight.points("bran").secondary, 0);
        QCOMPARE(fight.points("bran").primary, 1);

        while (fight.state().round < 4)
            QVERIFY(fight.endTurn().ok);
        QCOMPARE(fight.segment(), 4);
        QCOMPARE(fight.state().current, QStringLiteral("ava"));
        QCOMPARE(fight.points("ava").primary, 4);
        QCOMPARE(fight.points("bran").secondary, 3);
        done = fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(fight.points("ava").primary, 0);
        QCOMPARE(fight.points("ava").secondary, 0);

        // Undo gives the points back with the attack.
        QVERIFY(fight.session.undo().ok);
        QCOMPARE(fight.points("ava").primary, 4);
    }

    // "Getting stunned ... reduces the current AP total to 0": g2 stunned by the game master loses its points.
    void stunnedResetsToZero()
    {
        Fight fight({});
        while (fight.state().round < 3)
            QVERIFY(fight.endTurn().ok);
        QCOMPARE(fight.points("g2").primary, 3);
        QVERIFY(fight
                    .step("{'type': 'applyEffect', 'target': 'g2', 'source': 'ava', 'effect': {'condition': "
                          "'stunned', 'duration': 'saveEnds'}}")
                    .ok);
        QCOMPARE(fight.points("g2").primary, 0);
        QCOMPARE(fight.points("g2").secondary, 0);
    }

    // With the setting off the clock is bookkeeping beside the encounter: nothing is priced or refused.
    void theSettingOffLeavesTheEncounterAlone()
    {
        Fight fight({15, 4}, QJsonObject{{QStringLiteral("clockDrivesEncounter"), false}});
        CommandOutcome done = fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(fight.points("ava").primary, 1);
        QVERIFY(fight.endTurn().ok);
        QCOMPARE(fight.segment(), 1);
    }

    // The panel's Next segment while the clock drives the fight (the table step segmentedAp.nextSegment becomes the
    // fight's segmentedAp.endSegment): every turn left in segment 1 ends in order, round 2 begins with ava's turn,
    // and that is segment 2 (ava has 2 PAP and 2 SAP). One step: Ctrl+Z puts back segment 1 and ava's turn.
    void nextSegmentMovesTheFightsTurns()
    {
        Fight fight({});
        QCOMPARE(fight.state().round, 1);
        CommandOutcome done = fight.step("{'type': 'segmentedAp.nextSegment'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "turnEnded").size(), 5);
        QCOMPARE(ofType(done.events, "roundStarted").size(), 1);
        QCOMPARE(fight.state().round, 2);
        QCOMPARE(fight.state().current, QStringLiteral("ava"));
        QCOMPARE(fight.segment(), 2);
        QCOMPARE(fight.points("ava").primary, 2);
        QCOMPARE(fight.points("ava").secondary, 2);
        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));
        QVERIFY(fight.session.undo().ok);
        QCOMPARE(fight.state().round, 1);
        QCOMPARE(fight.segment(), 1);
        QCOMPARE(fight.points("ava").primary, 1);

        // Kept beside the fight (the setting off), the step moves the clock only.
        Fight beside({}, QJsonObject{{QStringLiteral("clockDrivesEncounter"), false}});
        QVERIFY(beside.step("{'type': 'segmentedAp.nextSegment'}").ok);
        QCOMPARE(beside.segment(), 2);
        QCOMPARE(beside.state().round, 1);
    }

    // A refused action is refused before anyone is asked: on g1's turn in segment 1 (1 SAP, 1 PAP), its walk of 2
    // squares away from ava is refused without an opportunity attack question. Its 1-square walk to (1, 3) leaves
    // her, but an opportunity attack is a 1/2 phase attack (6 - SPD 2 = 4 PAP) and she has 1: not offered, recorded
    // as refused. In segment 4 she has 4 PAP: g2 walking away from her is asked about, she attacks, and "attacking
    // will reduce the current action point total to zero".
    void outOfTurnAttacksArePricedAndRefusalsAskNobody()
    {
        Fight fight({15, 4});
        QVERIFY(fight.endTurn().ok);
        QVERIFY(fight.endTurn().ok);
        QCOMPARE(fight.state().current, QStringLiteral("g1"));
        CountingDecider decider;
        CommandOutcome done = fight.stepWith("{'type': 'move', 'creature': 'g1', 'path': [[1, 3], [0, 3]]}", &decider);
        QVERIFY(!done.ok);
        QCOMPARE(done.error, QStringLiteral("segment clock: a point moves g1 1 square(s) this segment, not 2"));
        QCOMPARE(decider.asked, 0);
        QCOMPARE(fight.state().combatant(QStringLiteral("g1"))->position, (Square{2, 3}));

        done = fight.stepWith("{'type': 'move', 'creature': 'g1', 'path': [[1, 3]]}", &decider);
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(decider.asked, 0);
        const auto decisions = ofType(done.events, "decision");
        QCOMPARE(decisions.size(), 1);
        QCOMPARE(decisions[0].value(QStringLiteral("refused")).toString(),
                 QStringLiteral("segment clock: ava needs 4 PAP for this attack and has 1"));
        QVERIFY(!decisions[0].value(QStringLiteral("answer")).toBool());
        QVERIFY(ofType(done.events, "opportunityAttack").isEmpty());
        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));

        while (fight.state().round < 4 || fight.state().current != QLatin1String("g2"))
            QVERIFY(fight.endTurn().ok);
        QCOMPARE(fight.points("ava").primary, 4);
        done = fight.stepWith("{'type': 'move', 'creature': 'g2', 'path': [[5, 3]]}", &decider);
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(decider.asked, 1);
        QCOMPARE(ofType(done.events, "opportunityAttack").size(), 1);
        QCOMPARE(fight.points("ava").primary, 0);
        QCOMPARE(fight.points("ava").secondary, 0);
    }

    // "If they are sprinting then each action point allows them to move double their per segment speed but at 1/2
    // DCV": the panel's Sprint in the fight (segmentedAp.move with sprint) is the fight's segmentedAp.sprint; ava's
    // SAP then moves her 2 squares, and she is off-guard (combat advantage against her) until her next turn. A plain
    // move step of the clock is refused while the clock drives the fight: the token's move pays.
    void sprintIsTheFightsOwn()
    {
        Fight fight({});
        CommandOutcome done = fight.step("{'type': 'segmentedAp.move', 'combatant': 'ava'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("by its token's move")), qPrintable(done.error));
        done = fight.step("{'type': 'segmentedAp.move', 'combatant': 'ava', 'sprint': true}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "segmentedAp.sprinting").size(), 1);
        QVERIFY(ConditionRules::has(fight.state(), *fight.state().combatant(QStringLiteral("ava")),
                                    QStringLiteral("off-guard")));
        QVERIFY(fight.points("ava").sprinting);
        done = fight.step("{'type': 'move', 'creature': 'ava', 'path': [[3, 4], [3, 5]]}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(fight.points("ava").secondary, 0);
        QCOMPARE(fight.points("ava").primary, 1);

        // In one step, with its path: bran sprints 2 squares on his turn; 3 are refused.
        QVERIFY(fight.endTurn().ok);
        done = fight.step("{'type': 'segmentedAp.sprint', 'combatant': 'bran', 'path': [[1, 0], [2, 0], [3, 0]]}");
        QVERIFY(!done.ok);
        QCOMPARE(done.error, QStringLiteral("segment clock: a sprinting point moves bran 2 square(s), not 3"));
        done = fight.step("{'type': 'segmentedAp.sprint', 'combatant': 'bran', 'path': [[1, 0], [2, 0]]}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(fight.state().combatant(QStringLiteral("bran"))->position, (Square{2, 0}));
        QCOMPARE(fight.points("bran").secondary, 0);
        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));
    }

    // "As long as a character has zero (0) or more PAPs the player can abort to a defensive action ... The formula
    // for aborting to an action is the same as normal. After you abort ... you cannot take any further actions this
    // segment": bran (1 PAP, 1 SAP) aborts on ava's turn to a 1/2 phase action (6 - 2 = 4: his SAP, then 3 PAP, -2
    // left), takes Full Defense (AC 14 + 2) and his move on his own turn is refused. On her own turn ava's abort
    // ends her turn.
    void abortIsTheFightsOwn()
    {
        Fight fight({});
        CommandOutcome done = fight.step("{'type': 'segmentedAp.abort', 'combatant': 'bran', 'action': 'half'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "segmentedAp.abortedToDefense").size(), 1);
        QCOMPARE(fight.points("bran").primary, -2);
        QCOMPARE(fight.points("bran").secondary, 0);
        QVERIFY(fight.points("bran").aborted);
        CombatPower spear = *fight.state().combatant(QStringLiteral("g1"))->basicMeleeAttack();
        QCOMPARE(AttackRules::defenseAgainst(fight.state(), *fight.state().combatant(QStringLiteral("bran")), spear),
                 16);
        QCOMPARE(fight.state().current, QStringLiteral("ava"));
        done = fight.step("{'type': 'segmentedAp.abort', 'combatant': 'bran', 'action': 'half'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("aborted already")), qPrintable(done.error));

        QVERIFY(fight.endTurn().ok);
        QCOMPARE(fight.state().current, QStringLiteral("bran"));
        done = fight.step("{'type': 'move', 'creature': 'bran', 'path': [[1, 0]]}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("acts no more this segment")), qPrintable(done.error));

        Fight own({});
        done = own.step("{'type': 'segmentedAp.abortToDefense', 'combatant': 'ava'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(own.state().current, QStringLiteral("bran"));
        QCOMPARE(own.points("ava").primary, -2);
        auto replayed = own.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), own.state()));
    }
};

QTEST_GUILESS_MAIN(TestSegmentedTurns)
#include "tst_segmentedturns.moc"
