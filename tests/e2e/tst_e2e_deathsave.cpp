// End to end: a dying hero's death saving throw in the window with action dice in force (docs/modules.md, "Death
// saving throws"). Brannoc is put at 0 hit points on his turn and Next turn (Ctrl+T) ends it; fights are tried
// seed by seed until his death save fails. Before he rolls he is offered to become stable for a die: Roll the save
// (the second test takes it, and he is stable). The prompt then offers the hero token's re-roll (Keep the roll), then
// an action die worded as a death saving throw with the chance it turns the failure ("50% chance" for a d4 on a
// natural 7); Spend pays the die and adds it before the save is applied. Ctrl+Z gives the die back.
#include "actiondicedriver.h"
#include "windowdriver.h"

#include <QTemporaryDir>

using namespace ActionDiceDriver;

class TestE2eDeathSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void actionDieOnAFailedDeathSave_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }
    void actionDieOnAFailedDeathSave()
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
        ActionDicePools *pools = poolsOf(app);
        QVERIFY(encounter && pools);
        const QString brannoc = QStringLiteral("brannoc");
        QVERIFY(startGameNight(app, german));
        QTRY_COMPARE(dice(pools, brannoc), 3);

        PromptDecider *prompt = encounter->prompt();
        bool failed = false;
        for (int seed = 1; seed <= 40 && !failed; ++seed) {
            QVERIFY2(encounter->start(seed), qPrintable(encounter->errorMessage()));
            QVERIFY(declineAll(app, encounter)); // his initiative roll stays as rolled
            for (int turn = 0; turn < 14 && encounter->currentCreature() != brannoc; ++turn)
                QVERIFY(encounter->nextTurn());
            QCOMPARE(encounter->currentCreature(), brannoc);
            QVERIFY(encounter->run(QJsonObject{{QStringLiteral("type"), QStringLiteral("setHitPoints")},
                                               {QStringLiteral("target"), brannoc},
                                               {QStringLiteral("hp"), 0}}));
            const int logBefore = encounter->logSize();
            app.key(Qt::Key_T, Qt::ControlModifier); // Next turn: Brannoc's ends with his death saving throw
            // First the offer to become stable instead of rolling: Roll the save.
            QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("moduleOffer"));
            QQuickItem *roll = nullptr;
            QTRY_VERIFY((roll = app.item(QStringLiteral("promptNo"))) && roll->isVisible());
            app.click(roll);
            QTRY_VERIFY(prompt->pending() || (!encounter->waiting() && encounter->logSize() > logBefore));
            failed = prompt->pending() && prompt->kind() == QLatin1String("moduleReroll");
            if (!failed) {
                QVERIFY(declineAll(app, encounter));
                while (encounter->running())
                    QVERIFY(encounter->undo());
            }
        }
        QVERIFY2(failed, "no seed gave Brannoc a failed death saving throw");

        // The hero token's re-roll comes first: Keep the roll.
        QQuickItem *no = nullptr;
        QTRY_VERIFY((no = app.item(QStringLiteral("promptNo"))) && no->isVisible());
        app.click(no);
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("moduleOffer"));
        const QString question = prompt->question();
        QVERIFY2(
            question.contains(german ? QStringLiteral("Todesrettungswurf") : QStringLiteral("death saving throw")) &&
                question.contains(QLatin1Char('%')) && question.contains(QStringLiteral("1d4")),
            qPrintable(question));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-death-save") + suffix);
        app.click(yes);
        QVERIFY(declineAll(app, encounter)); // a second die, while the save still fails
        QTRY_COMPARE(dice(pools, brannoc), 2);
        QJsonObject save;
        for (const QJsonObject &event : encounter->processor()->log().events()) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("deathSave"))
                save = event;
        }
        QVERIFY(save.value(QStringLiteral("added")).toInt() >= 1);
        QCOMPARE(save.value(QStringLiteral("total")).toInt(),
                 save.value(QStringLiteral("roll")).toInt() + save.value(QStringLiteral("added")).toInt());
        QCOMPARE(save.value(QStringLiteral("success")).toBool(), save.value(QStringLiteral("total")).toInt() >= 10);
        // The dice log's line says what counted: the total with the die, and the outcome.
        if (!german) {
            const int total = save.value(QStringLiteral("total")).toInt();
            const QString outcome =
                total >= 10 ? QStringLiteral("success")
                            : QStringLiteral("failure %1 of 3").arg(save.value(QStringLiteral("failures")).toInt());
            QTRY_VERIFY(app.itemWithText(
                QStringLiteral("Brannoc Vell: death saving throw, total %1, %2").arg(total).arg(outcome)));
        }
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-death-saved") + suffix);

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(dice(pools, brannoc), 3);
        QTRY_COMPARE(encounter->currentCreature(), brannoc);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void becomeStable_data() { actionDieOnAFailedDeathSave_data(); }
    // Brannoc at 0 hit points ends his turn: before his death saving throw the prompt offers to become stable for
    // one action die, with the chance the save would fail (45%: faces 1 to 9). Become stable pays the die; no death
    // saving throw is rolled, the tracker says so, and Ctrl+Z gives the die back.
    void becomeStable()
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
        ActionDicePools *pools = poolsOf(app);
        QVERIFY(encounter && pools);
        const QString brannoc = QStringLiteral("brannoc");
        QVERIFY(startGameNight(app, german));
        QTRY_COMPARE(dice(pools, brannoc), 3);
        QVERIFY(startEncounter(app, encounter));
        for (int turn = 0; turn < 14 && encounter->currentCreature() != brannoc; ++turn)
            app.key(Qt::Key_T, Qt::ControlModifier);
        QTRY_COMPARE(encounter->currentCreature(), brannoc);
        QVERIFY(encounter->run(QJsonObject{{QStringLiteral("type"), QStringLiteral("setHitPoints")},
                                           {QStringLiteral("target"), brannoc},
                                           {QStringLiteral("hp"), 0}}));

        PromptDecider *prompt = encounter->prompt();
        app.key(Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(prompt->pending() && prompt->kind() == QLatin1String("moduleOffer"));
        const QString question = prompt->question();
        QVERIFY2(question.contains(QStringLiteral("45")) && question.contains(QStringLiteral("1d4")) &&
                     question.contains(german ? QStringLiteral("stabil") : QStringLiteral("become stable")),
                 qPrintable(question));
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QCOMPARE(yes->property("text").toString(),
                 german ? QStringLiteral("Stabilisieren") : QStringLiteral("Become stable"));
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-become-stable") + suffix);
        app.click(yes);
        QTRY_VERIFY(!encounter->waiting());
        QTRY_COMPARE(dice(pools, brannoc), 2);
        QVERIFY(encounter->processor()->state().combatant(brannoc)->stabilized);
        int saves = 0;
        for (const QJsonObject &event : encounter->processor()->log().events())
            saves += event.value(QStringLiteral("type")).toString() == QLatin1String("deathSave");
        QCOMPARE(saves, 0);
        QTest::qWait(100);
        app.screenshot(QStringLiteral("action-dice-stable") + suffix);

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(dice(pools, brannoc), 3);
        QVERIFY(!encounter->processor()->state().combatant(brannoc)->stabilized);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eDeathSave)
#include "tst_e2e_deathsave.moc"
