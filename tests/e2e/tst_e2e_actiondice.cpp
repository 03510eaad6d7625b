// End to end: the action dice module in the real window on the sample crypt (docs/modules.md, "Action dice and hero
// tokens", "The roll hook"): Settings > Rules modules turns it on, Settings > Start game night gives the heroes their
// pools (the panel shows them), Brannoc's attack that misses brings the offer with its odds, taking it spends a die
// (the panel shows it) and Ctrl+Z gives it back.
#include "appwindow.h"
#include "encountercontroller.h"
#include "promptdecider.h"

#include <QQuickItem>
#include <QTemporaryDir>
#include <QTest>

namespace {

EncounterController *encounterOf(const AppWindow &app)
{
    return app.window()->property("encounter").value<EncounterController *>();
}

QQuickItem *findByClass(QQuickItem *root, const char *className, const QString &text)
{
    if (root->inherits(className) && root->property("text").toString() == text)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findByClass(child, className, text))
            return found;
    return nullptr;
}

// The pool the panel shows for a hero ("3d4"); empty when it shows none.
QString poolText(const AppWindow &app, const QString &hero)
{
    QQuickItem *row = app.item(QStringLiteral("actionDicePool_") + hero);
    QQuickItem *count = row ? AppWindow::find(row, QStringLiteral("actionDiceCount")) : nullptr;
    return count && row->isVisible() ? count->property("text").toString() : QString();
}

} // namespace

class TestE2eActionDice : public QObject
{
    Q_OBJECT

    // Settings > entry, by the texts the game master reads.
    static bool chooseSetting(AppWindow &app, bool german, const QString &english, const QString &deutsch)
    {
        QQuickItem *settings = findByClass(app.window()->contentItem(), "QQuickMenuBarItem",
                                           german ? QStringLiteral("&Einstellungen") : QStringLiteral("&Settings"));
        if (!settings)
            return false;
        app.click(settings);
        QQuickItem *entry = nullptr;
        const QString text = german ? deutsch : english;
        if (!QTest::qWaitFor(
                [&] { return (entry = findByClass(app.window()->contentItem(), "QQuickMenuItem", text)); }))
            return false;
        QTest::qWait(50);
        app.click(entry);
        return true;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void boostAnAttackAndUndo_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }
    void boostAnAttackAndUndo()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        EncounterController *encounter = encounterOf(app);

        // Settings > Rules modules: action dice on, OK.
        QVERIFY(chooseSetting(app, german, QStringLiteral("&Rules modules…"), QStringLiteral("&Regelmodule…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QVERIFY(app.clickShown(QStringLiteral("module-actionDice")));
        QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QQuickItem *panel = nullptr;
        QTRY_VERIFY((panel = app.item(QStringLiteral("actionDicePanel"))) && panel->isVisible());

        // Settings > Start game night: Brannoc (level 5) has 3d4 (Action Dice Basics table).
        QVERIFY(
            chooseSetting(app, german, QStringLiteral("Start &game night"), QStringLiteral("Spiel&abend beginnen")));
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("3d4"));
        app.screenshot(QStringLiteral("action-dice-night") + suffix);

        // A fight in which Brannoc, put beside Skeleton 2, misses it: the seeds are tried in turn (undoing each fight
        // whose attack hit), since only a miss brings the offer.
        PromptDecider *prompt = encounter->prompt();
        bool offered = false;
        for (int seed = 1; seed <= 40 && !offered; ++seed) {
            QVERIFY2(encounter->start(seed), qPrintable(encounter->errorMessage()));
            for (int turn = 0; turn < 14 && encounter->currentCreature() != QLatin1String("brannoc"); ++turn)
                QVERIFY(encounter->nextTurn());
            QCOMPARE(encounter->currentCreature(), QStringLiteral("brannoc"));
            QVERIFY2(encounter->place(QStringLiteral("brannoc"), 9, 3), qPrintable(encounter->errorMessage()));
            QQuickItem *skeleton = nullptr;
            QTRY_VERIFY((skeleton = app.item(QStringLiteral("token-skel2"))));
            QTest::qWait(100);
            QTest::mouseMove(app.window(), AppWindow::centreOf(skeleton));
            QTest::qWait(50);
            const int logBefore = encounter->logSize();
            QTest::mouseClick(app.window(), Qt::LeftButton, Qt::ControlModifier, AppWindow::centreOf(skeleton));
            QTRY_VERIFY(prompt->pending() || encounter->logSize() > logBefore);
            // A hit brings the damage offer (no odds): declined, and the next seed is tried.
            offered = prompt->pending() && prompt->kind() == QLatin1String("moduleOffer") &&
                      prompt->question().contains(QLatin1Char('%'));
            if (!offered) {
                while (prompt->pending()) {
                    QQuickItem *no = nullptr;
                    QTRY_VERIFY((no = app.item(QStringLiteral("promptNo"))) && no->isVisible());
                    app.click(no);
                    QTest::qWait(50);
                }
                QTRY_VERIFY(!encounter->waiting());
                while (encounter->running())
                    QVERIFY(encounter->undo());
            }
        }
        QVERIFY2(offered, "no seed gave Brannoc a miss against Skeleton 2");
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        // The offer shows the chance that the die turns the miss.
        QVERIFY2(prompt->question().contains(QLatin1Char('%')), qPrintable(prompt->question()));
        QCOMPARE(yes->property("text").toString(),
                 german ? QStringLiteral("1d4 ausgeben") : QStringLiteral("Spend 1d4"));
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-offer") + suffix);
        app.click(yes);
        QTRY_VERIFY(!prompt->pending() || prompt->kind() == QLatin1String("moduleOffer"));
        // A second offer (the die did not turn the miss) is declined; a damage offer after a hit too.
        while (prompt->pending()) {
            QQuickItem *no = app.item(QStringLiteral("promptNo"));
            QVERIFY(no);
            app.click(no);
            QTest::qWait(50);
        }
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("2d4"));
        app.screenshot(QStringLiteral("action-dice-spent") + suffix);

        // Edit > Undo (Ctrl+Z): the attack and its die go back together.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(poolText(app, QStringLiteral("brannoc")), QStringLiteral("3d4"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eActionDice)
#include "tst_e2e_actiondice.moc"
