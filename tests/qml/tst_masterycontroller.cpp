#include "masterycontroller.h"

#include <QAbstractItemModelTester>
#include <QTest>

/** MasteryController under QAbstractItemModelTester, driven by commands that need no MP answers. */
class TestMasteryController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countersFollowTheCommands()
    {
        MasteryController controller;
        QAbstractItemModelTester tester(&controller, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!controller.load(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/bad-mastery-encounter.json")));
        QVERIFY(controller.errorMessage().contains(QStringLiteral("d7 is not on the die ladder")));
        QVERIFY(controller.load(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/mastery-encounter.json")));
        QCOMPARE(controller.rowCount(), 4);
        QCOMPARE(controller.data(controller.index(0), MasteryController::MpRole).toInt(), 2);     // rank 2
        QCOMPARE(controller.data(controller.index(2), MasteryController::MpMaxRole).toInt(), 2);  // goblins' pool
        QCOMPARE(controller.data(controller.index(1), MasteryController::ApLeftRole).toInt(), 3); // the default
        controller.apply(QStringLiteral("{\"type\": \"place\", \"actor\": \"mira\", \"region\": \"yard\"}"));
        QVERIFY(!controller.busy());
        QCOMPARE(controller.data(controller.index(1), MasteryController::RegionRole).toString(),
                 QStringLiteral("yard"));
        controller.apply(QStringLiteral("{\"type\": \"damage\", \"target\": \"gob2\", \"amount\": 1}"));
        QCOMPARE(controller.data(controller.index(3), MasteryController::HealthRole).toInt(), 1);
        QCOMPARE(controller.logSize(), 2); // placed, damaged
        QVERIFY(controller.lastEvent().contains(QStringLiteral("\"type\":\"damaged\"")));
    }
};

QTEST_MAIN(TestMasteryController)
#include "tst_masterycontroller.moc"
