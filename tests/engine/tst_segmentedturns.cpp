// The segment clock as the encounter's clock (docs/modules.md, "The clock drives the encounter";
// ../shared/rules/segmented-action-points.txt): each round the encounter begins is the clock's next segment, the
// Orcus actions are paid in PAP and SAP at the text's prices and refused when they cannot be, and a stunned
// creature's points go to 0.
#include "modulefightfixture.h"

#include "modules/segmentedap/segmentclock.h"

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
    int segment() const
    {
        return moduleState("segmentedAp")
            .value(QStringLiteral("clock"))
            .toObject()
            .value(QStringLiteral("segment"))
            .toInt();
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
};

QTEST_GUILESS_MAIN(TestSegmentedTurns)
#include "tst_segmentedturns.moc"
