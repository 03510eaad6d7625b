#include "masteryfightdriver.h"

#include "rulesets/masterytablerun.h"
#include "session/tablesession.h"

#include <QTemporaryDir>

using namespace battlemat;

/**
 * A mastery fight in the real window (docs/modules.md, "Mastery points"): View > Region map, the barrow's fight put
 * on the table, combat started with REF initiative (the Mastery Point prompt comes up for each side with MPs), a
 * move to the hall and an attack whose prompt shows the odds, an MP spent, and Edit > Undo taking the attack back
 * through the session's one history.
 */
class TestE2eMastery : public QObject
{
    Q_OBJECT

    /** The visible tracker row whose text starts with the combatant's name. */
    static QQuickItem *row(QQuickItem *root, const QString &name)
    {
        if (!root->isVisible())
            return nullptr;
        if (root->inherits("QQuickItemDelegate") &&
            root->property("text").toString().startsWith(name + QStringLiteral(" —")))
            return root;
        for (QQuickItem *child : root->childItems())
            if (QQuickItem *found = row(child, name))
                return found;
        return nullptr;
    }

    /** Passes every Mastery Point offer until the command is done. */
    static bool passUntilDone(AppWindow &app, MasteryController *mastery)
    {
        return QTest::qWaitFor([&] {
            if (app.popupOpen(QStringLiteral("offerDialog")))
                app.click(app.item(QStringLiteral("passButton")));
            return !mastery->busy();
        });
    }

    static int healthOf(const EncounterController *encounter, const QString &id)
    {
        auto state = MasteryTable::load(encounter->session()->table().modules.value(QStringLiteral("mastery")));
        return state ? state->combatant(id)->sheet.health : -1;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void aWholeFightWithTheMpPrompt_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void aWholeFightWithTheMpPrompt()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("barrow.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);

        app.key(Qt::Key_R, Qt::ControlModifier); // View > Region map
        QTRY_VERIFY(app.item(QStringLiteral("masteryFightBar")) != nullptr);
        auto *page = app.item(QStringLiteral("regionMapLoader"))->property("item").value<QObject *>();
        QVERIFY(page);
        auto *mastery = page->property("mastery").value<MasteryController *>();
        QVERIFY(mastery);
        QTRY_COMPARE(mastery->table(), encounter);

        QVERIFY(app.clickShown(QStringLiteral("setUpFightButton")));
        QTRY_VERIFY(mastery->onTable());
        QCOMPARE(encounter->session()->table().rules.ruleset, QStringLiteral("mastery"));

        // REF initiative: every side with MPs is offered to spend; passing gives the file's seed its order.
        QVERIFY(app.clickShown(QStringLiteral("startContestButton")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("offerDialog")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY(mastery->contested());
        QCOMPARE(mastery->currentTurn(), QStringLiteral("aldric"));

        // Aldric steps from the gate into the hall (selected on the map) and attacks Skeleton 1 there.
        QQuickItem *aldric = nullptr;
        QTRY_VERIFY((aldric = row(app.sceneRoot(), QStringLiteral("Aldric"))) != nullptr);
        app.click(aldric);
        QVERIFY(app.clickShown(QStringLiteral("moveButton")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QTRY_VERIFY(row(app.sceneRoot(), QStringLiteral("Aldric"))
                        ->property("text")
                        .toString()
                        .contains(QStringLiteral("Hall of urns")));

        const int before = healthOf(encounter, QStringLiteral("skel1"));
        QVERIFY(MasteryFightDriver::chooseTarget(app, mastery, QStringLiteral("aldric"), QStringLiteral("skel1")));
        QVERIFY(app.clickShown(QStringLiteral("attackButton")));
        // The exchange: the prompt shows the dice and each answer's odds ("succeeds: x % if you pass, y % if ...").
        QTRY_VERIFY(app.popupOpen(QStringLiteral("offerDialog")));
        QCOMPARE(mastery->offer().value(QStringLiteral("combatant")).toString(), QStringLiteral("aldric"));
        QVERIFY(mastery->offer().value(QStringLiteral("successIfSpend")).toDouble() >=
                mastery->offer().value(QStringLiteral("successIfPass")).toDouble());
        const QString shot = app.screenshot(QStringLiteral("mastery-mp-prompt") + suffix);
        QVERIFY(!shot.isEmpty());
        qInfo("screenshot: %s", qPrintable(shot));
        app.click(app.item(QStringLiteral("spendButton")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        const QJsonObject attacked = encounter->session()->table().modules.value(QStringLiteral("mastery"));
        QVERIFY(encounter->canUndo());

        // Edit > Undo: the session takes the attack back (Aldric's MP too); redo rolls the same dice again.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(healthOf(encounter, QStringLiteral("skel1")), before);
        QVERIFY(encounter->redo());
        QCOMPARE(encounter->session()->table().modules.value(QStringLiteral("mastery")), attacked);

        QVERIFY(app.clickShown(QStringLiteral("endContestButton")));
        QTRY_VERIFY(!mastery->contested());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMastery)
#include "tst_e2e_mastery.moc"
