#include "core/jsonreader.h"
#include "mastery/regionmovement.h"
#include "regions/regionmapjson.h"

#include <QTest>

using namespace battlemat;

/** Moving between regions ("Regions"): the action it takes and the opportunity attacks it provokes. */
class TestRegionMovement : public QObject
{
    Q_OBJECT

private:
    RegionMap m_map;
    // Hostile goblins in the hall, the corridor and the yard; a friend in the hall.
    QList<RegionOccupant> m_occupants{
        {QStringLiteral("gobHall"), QStringLiteral("monsters"), QStringLiteral("hall")},
        {QStringLiteral("gobCorridor"), QStringLiteral("monsters"), QStringLiteral("corridor")},
        {QStringLiteral("gobYard"), QStringLiteral("monsters"), QStringLiteral("yard")},
        {QStringLiteral("friend"), QStringLiteral("heroes"), QStringLiteral("hall")}};

    Result<MovePlan> plan(RegionMoveMode mode, const QStringList &path, const QString &from = QStringLiteral("hall"))
    {
        return planRegionMove(m_map, QStringLiteral("heroes"), from, mode, path, m_occupants);
    }

    static QStringList attackers(const QList<Provocation> &provocations)
    {
        QStringList list;
        for (const Provocation &p : provocations)
            list.append(p.attacker);
        return list;
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto object = readJsonObjectFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/cellar-regions.json"));
        QVERIFY2(object.ok(), qPrintable(object.errorMessage()));
        auto map = regionMapFromJson(*object, JsonContext(QStringLiteral("cellar")));
        QVERIFY2(map.ok(), qPrintable(map.errorMessage()));
        m_map = *map;
    }

    void leavingProvokesEnteringDoesNot()
    {
        auto step = plan(RegionMoveMode::Step, {QStringLiteral("corridor")});
        QVERIFY2(step.ok(), qPrintable(step.errorMessage()));
        QCOMPARE(step->action, MasteryActionKind::Minor);
        QCOMPARE(step->steps.size(), 1);
        // Only the hostile in the region left; not the friend, not the goblin in the corridor entered.
        QCOMPARE(attackers(step->steps.at(0).onLeaving), QStringList{QStringLiteral("gobHall")});
        QVERIFY(step->steps.at(0).onEntering.isEmpty());
        QVERIFY(!step->defenseDisadvantaged);
    }

    void aCarefulLeaveIsAMajorActionAndProvokesNothing()
    {
        auto careful = plan(RegionMoveMode::Careful, {QStringLiteral("corridor")});
        QVERIFY(careful.ok());
        QCOMPARE(careful->action, MasteryActionKind::Major);
        QVERIFY(careful->steps.at(0).onLeaving.isEmpty());
        QVERIFY(careful->steps.at(0).onEntering.isEmpty());
    }

    void runningTwoRegionsProvokesOnEnteringAndLeavingEach()
    {
        auto run = plan(RegionMoveMode::Run, {QStringLiteral("corridor"), QStringLiteral("yard")});
        QVERIFY2(run.ok(), qPrintable(run.errorMessage()));
        QCOMPARE(run->action, MasteryActionKind::Minor); // two regions for one minor action
        QVERIFY(run->defenseDisadvantaged);
        QCOMPARE(run->steps.size(), 2);
        QCOMPARE(attackers(run->steps.at(0).onLeaving), QStringList{QStringLiteral("gobHall")});
        QCOMPARE(attackers(run->steps.at(0).onEntering), QStringList{QStringLiteral("gobCorridor")});
        QVERIFY(run->steps.at(0).onEntering.at(0).onEntering);
        QCOMPARE(attackers(run->steps.at(1).onLeaving), QStringList{QStringLiteral("gobCorridor")});
        QCOMPARE(attackers(run->steps.at(1).onEntering), QStringList{QStringLiteral("gobYard")});
    }

    void aRunToARegionTwoAwayFindsItsWay()
    {
        // The window's drop (or `"to"` in the CLI) names only where the runner ends up: the way goes through the
        // corridor, adjacent to both; a step or a run to a neighbour enters only that region.
        QCOMPARE(regionMovePath(m_map, QStringLiteral("hall"), QStringLiteral("yard"), RegionMoveMode::Run),
                 (QStringList{QStringLiteral("corridor"), QStringLiteral("yard")}));
        QCOMPARE(regionMovePath(m_map, QStringLiteral("hall"), QStringLiteral("corridor"), RegionMoveMode::Run),
                 QStringList{QStringLiteral("corridor")});
        QCOMPARE(regionMovePath(m_map, QStringLiteral("hall"), QStringLiteral("yard"), RegionMoveMode::Step),
                 QStringList{QStringLiteral("yard")});
        // The well is two away too, but only by water or ladder: no plain way, so planning refuses it.
        const QStringList toWell =
            regionMovePath(m_map, QStringLiteral("corridor"), QStringLiteral("well"), RegionMoveMode::Run);
        QVERIFY(!plan(RegionMoveMode::Run, toWell, QStringLiteral("corridor")).ok());
    }

    void swimmingIsExclusiveWithTheRunningPenalties()
    {
        auto step = plan(RegionMoveMode::Step, {QStringLiteral("well")}, QStringLiteral("yard"));
        QVERIFY(!step.ok());
        QVERIFY2(step.errorMessage().contains(QStringLiteral("needs swimming")), qPrintable(step.errorMessage()));
        auto swim = plan(RegionMoveMode::Swim, {QStringLiteral("well")}, QStringLiteral("yard"));
        QVERIFY2(swim.ok(), qPrintable(swim.errorMessage()));
        QCOMPARE(swim->action, MasteryActionKind::Exclusive);
        QVERIFY(swim->defenseDisadvantaged);
        QCOMPARE(attackers(swim->steps.at(0).onLeaving), QStringList{QStringLiteral("gobYard")});
        // The ladder between yard and well is a climb too.
        QVERIFY(plan(RegionMoveMode::Climb, {QStringLiteral("well")}, QStringLiteral("yard")).ok());
        QVERIFY(!plan(RegionMoveMode::Swim, {QStringLiteral("corridor")}).ok()); // no water there
    }

    void refusesWhatTheRulesDoNotAllow_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("not adjacent") << int(RegionMoveMode::Step) << QStringList{QStringLiteral("yard")}
                                      << "not adjacent";
        QTest::newRow("through a wall") << int(RegionMoveMode::Step) << QStringList{QStringLiteral("pantry")}
                                        << "not adjacent";
        QTest::newRow("step of two") << int(RegionMoveMode::Step)
                                     << QStringList{QStringLiteral("corridor"), QStringLiteral("yard")}
                                     << "covers one region";
        QTest::newRow("run of three") << int(RegionMoveMode::Run)
                                      << QStringList{QStringLiteral("corridor"), QStringLiteral("yard"),
                                                     QStringLiteral("well")}
                                      << "one or two regions";
        QTest::newRow("nowhere") << int(RegionMoveMode::Step) << QStringList{} << "covers one region";
        QTest::newRow("unknown region") << int(RegionMoveMode::Step) << QStringList{QStringLiteral("moon")}
                                        << "no region";
    }
    void refusesWhatTheRulesDoNotAllow()
    {
        QFETCH(int, mode);
        QFETCH(QStringList, path);
        QFETCH(QString, message);
        auto result = plan(RegionMoveMode(mode), path);
        QVERIFY(!result.ok());
        QVERIFY2(result.errorMessage().contains(message), qPrintable(result.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestRegionMovement)
#include "tst_regionmovement.moc"
