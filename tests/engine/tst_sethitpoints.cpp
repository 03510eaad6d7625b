// The game master's setHitPoints with what a hero's sheet tracks besides hit points (its recoveries left and action
// points), as a sheet saved mid-fight sends it: set as given, one undo, and refused when the numbers are wrong.
#include "encounterfixture.h"

using namespace battlemat;
using namespace battlemat::testing;

class TestSetHitPoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSheetsNumbersGoIntoTheFightAndUndoTakesThemBack()
    {
        // ava: 30 HP, 2 recoveries (tests/engine/encounterfixture.h); a hero starts with 1 action point.
        auto encounter = make(arena({20, 10, 5, 5, 3}));
        const Combatant before = *encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(before.recoveries, 2);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'setHitPoints', 'target': 'ava', 'hp': 18, 'recoveries': 1, 'actionPoints': 0}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 18);
        QCOMPARE(ava->recoveries, 1);
        QCOMPARE(ava->actionPoints, 0);
        const QList<QJsonObject> tracked = ofType(outcome.events, "trackedSet");
        QCOMPARE(tracked.size(), 1);
        QCOMPARE(tracked.first().value(QStringLiteral("recoveriesFrom")).toInt(), 2);
        QCOMPARE(tracked.first().value(QStringLiteral("recoveries")).toInt(), 1);
        QCOMPARE(tracked.first().value(QStringLiteral("actionPointsFrom")).toInt(), before.actionPoints);
        QCOMPARE(tracked.first().value(QStringLiteral("actionPoints")).toInt(), 0);

        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), make(arena({20, 10, 5, 5, 3}))->state()));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->recoveries, 2);
    }

    void onlyHitPointsLeavesTheRestAndLogsNoTrackedNumbers()
    {
        auto encounter = make(arena({20, 10, 5, 5, 3}));
        const CommandOutcome outcome = run(*encounter, "{'type': 'setHitPoints', 'target': 'ava', 'hp': 25}");
        QVERIFY(outcome.ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->recoveries, 2);
        QVERIFY(ofType(outcome.events, "trackedSet").isEmpty());
    }

    void wrongNumbersAreRefusedAndChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("message");
        QTest::newRow("more recoveries than a day's")
            << QByteArray("{'type': 'setHitPoints', 'target': 'ava', 'hp': 18, 'recoveries': 3}")
            << QStringLiteral("3 recoveries is more than ava's 2 a day");
        QTest::newRow("negative recoveries")
            << QByteArray("{'type': 'setHitPoints', 'target': 'ava', 'hp': 18, 'recoveries': -1}")
            << QStringLiteral("recoveries");
        QTest::newRow("action points as a word")
            << QByteArray("{'type': 'setHitPoints', 'target': 'ava', 'hp': 18, 'actionPoints': 'one'}")
            << QStringLiteral("actionPoints");
    }

    void wrongNumbersAreRefusedAndChangeNothing()
    {
        QFETCH(QByteArray, command);
        QFETCH(QString, message);
        auto encounter = make(arena({20, 10, 5, 5, 3}));
        const qsizetype logBefore = encounter->log().size();
        const CommandOutcome outcome = run(*encounter, command.constData());
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(message), qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 30);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->recoveries, 2);
        QVERIFY(encounter->log().size() <= logBefore + 1); // at most the refusal's own error event
    }
};

QTEST_GUILESS_MAIN(TestSetHitPoints)
#include "tst_sethitpoints.moc"
