// End to end: a counter that fires when an enemy leaves its reach, in the real window (docs/encounter.md
// "Triggered powers", trigger enemyMoves; the published infected guard's "Infected Grab: When an enemy leaves an
// adjacent square; +7 vs Reflex; The target is unable to move from the square"). Skeleton 2 is given such a grab in
// the stat blocks; Sefra, beside it on her turn, is dragged away: the prompt offers the grab, taken it hits and
// she stays where she stood; Ctrl+Z takes it back.
#include "cryptfightdriver.h"
#include "layoutcheck.h"
#include "promptdecider.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

// Skeleton 2's Infected Grab: an immediate counter, +30 vs Reflex, trigger enemyMoves.
QJsonObject grab()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("grab")},
                       {QStringLiteral("name"), QStringLiteral("Infected Grab")},
                       {QStringLiteral("action"), QStringLiteral("immediate")},
                       {QStringLiteral("trigger"), QStringLiteral("enemyMoves")},
                       {QStringLiteral("attack"), 30},
                       {QStringLiteral("vs"), QStringLiteral("reflex")}};
}

} // namespace

class TestE2eMoveCounter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void grabbedWhileLeaving_data() { addSizes(); }
    void grabbedWhileLeaving()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        CryptFight fight;
        const QString started = fight.openOnTurnOf(size, QStringLiteral("skel2"), grab(), QStringLiteral("sefra"));
        QVERIFY2(started.isEmpty(), qPrintable(started));
        AppWindow &app = fight.app;
        EncounterController *encounter = fight.encounter;
        // Sefra beside Skeleton 2 (10,3), then dragged two squares west.
        QVERIFY2(encounter->place(QStringLiteral("sefra"), 9, 3), qPrintable(encounter->errorMessage()));
        QTest::qWait(100);
        PromptDecider *prompt = encounter->prompt();
        const QPoint from = mapPoint(app, 9.5, 3.5), to = mapPoint(app, 7.5, 3.5);
        QTest::mousePress(app.window(), Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(app.window(), from + (to - from) * step / 10, 10);
        QTest::mouseRelease(app.window(), Qt::LeftButton, Qt::NoModifier, to);

        // The opportunity attack is let go; the grab is offered and taken.
        bool offered = false;
        for (int question = 0; question < 4 && !offered; ++question) {
            QTRY_VERIFY(prompt->pending());
            if (prompt->kind() == QLatin1String("triggeredPower")) {
                offered = true;
                break;
            }
            QQuickItem *no = nullptr;
            QTRY_VERIFY((no = app.item(QStringLiteral("promptNo"))) && no->isVisible());
            app.click(no);
            QTest::qWait(50);
        }
        QVERIFY(offered);
        QVERIFY2(prompt->question().contains(german ? QStringLiteral("Bewegung") : QStringLiteral("stops the move")),
                 qPrintable(prompt->question()));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("move-counter-prompt") + suffix);
        app.click(yes);
        QTRY_VERIFY(!prompt->pending() && !encounter->waiting());

        const auto used = eventsOfType(encounter, QStringLiteral("triggeredPower"));
        QCOMPARE(used.size(), 1);
        QCOMPARE(used.first().value(QStringLiteral("trigger")).toString(), QStringLiteral("enemyMoves"));
        const auto moved = eventsOfType(encounter, QStringLiteral("moved"));
        QVERIFY(!moved.isEmpty());
        QCOMPARE(moved.last().value(QStringLiteral("stopped")).toString(), QStringLiteral("countered"));
        QCOMPARE(encounter->session()->encounter()->state().combatant(QStringLiteral("sefra"))->position,
                 (Square{9, 3}));
        QTest::qWait(100);
        app.screenshot(QStringLiteral("move-counter-after") + suffix);

        // Ctrl+Z: the move and the grab are one step.
        const int before = encounter->logSize();
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(encounter->logSize() < before);
        QVERIFY(eventsOfType(encounter, QStringLiteral("triggeredPower")).isEmpty());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMoveCounter)
#include "tst_e2e_movecounter.moc"
