// End to end: after a fight the party rests (Orcus "Resting", ../shared/rules/orcus-basic-rules.txt). In the sample
// crypt Ilsa Marrow (30 HP, 7 recoveries of 7) ends the encounter on 13 HP. Encounter > Rest… shows her needing 3
// recoveries to be full (13 + 7 + 7 + 7, capped at 30); the game master lowers that to 1 with the keyboard (20 of
// 30), takes the short rest, and finds her 20 HP in the initiative list, the dice log and her campaign sheet; Ctrl+Z
// takes the rest back. A long rest then brings her to 30, after which a second one is refused for the 18 hours still
// to pass, until the game master lets them pass. After a fight the map is the game master's again: a token moved
// in map editing stays where it was put through the rest.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "windowdriver.h"

#include "campaigncontroller.h"
#include "mapdocument.h"
#include "sheet/herocharacter.h"

using namespace battlemat;
using namespace CryptFightDriver;

namespace {

const QString ilsa = QStringLiteral("ilsa");

const Combatant *ilsaInFight(const EncounterController *encounter)
{
    return encounter->processor() ? encounter->processor()->state().combatant(ilsa) : nullptr;
}

int ilsaDamageInCampaign(const AppWindow &app)
{
    const HeroCharacter *hero = app.controller()->hero(ilsa);
    return hero ? hero->damageTaken : -1;
}

bool diceLogHas(const AppWindow &app, const QString &text)
{
    const QList<DiceLogLine> lines = app.controller()->diceLog()->lines();
    return std::any_of(lines.begin(), lines.end(), [&](const DiceLogLine &line) { return line.text == text; });
}

QString labelOf(const AppWindow &app, const QString &name)
{
    QQuickItem *item = app.item(name);
    return item ? item->property("text").toString() : QStringLiteral("(no %1)").arg(name);
}

bool openRestDialog(AppWindow &app)
{
    return WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "E&ncounter"),
                                    WindowDriver::shown("MainMenuBar", "&Rest…")) &&
           QTest::qWaitFor([&] { return app.popupOpen(QStringLiteral("restDialog")); });
}

// The fight the rests follow: started with Ctrl+I, Ilsa left on 13 of her 30 hit points, ended.
bool fightLeavingIlsaOn13(AppWindow &app)
{
    EncounterController *encounter = encounterOf(app);
    app.key(Qt::Key_I, Qt::ControlModifier);
    return QTest::qWaitFor([&] { return encounter->running(); }) && encounter->setHitPoints(ilsa, 13, 30) &&
           encounter->endEncounter() && QTest::qWaitFor([&] { return !encounter->running(); });
}

} // namespace

class TestE2eRest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void thePartyRestsAfterTheFight_data() { addSizes(); }
    void thePartyRestsAfterTheFight()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app{42};
        QVERIFY(app.open(size, file));
        EncounterController *encounter = encounterOf(app);

        // Before any fight the menu entry is closed and says when it opens.
        QQuickWindow *window = app.window();
        const QString closedText = WindowDriver::shown("MainMenuBar", "&Rest… (once an encounter has ended)");
        WindowDriver::click(window,
                            WindowDriver::findVisible(window, WindowDriver::shown("MainMenuBar", "E&ncounter")));
        QQuickItem *closedRest = WindowDriver::waitFor(window, closedText);
        QVERIFY(closedRest);
        QVERIFY(!closedRest->isEnabled());
        QVERIFY(!app.screenshot(QStringLiteral("rest-before-any-fight") + suffix).isEmpty());
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!WindowDriver::findVisible(window, closedText));

        QVERIFY(fightLeavingIlsaOn13(app));
        QTRY_COMPARE(ilsaDamageInCampaign(app), 17);

        // Encounter > Rest…: three recoveries bring her to full.
        QVERIFY(openRestDialog(app));
        QQuickItem *spend = nullptr;
        QTRY_VERIFY((spend = app.item(QStringLiteral("restSpend-ilsa"))) != nullptr && spend->isVisible());
        QCOMPARE(spend->property("value").toInt(), 3);
        const QString full = german ? QStringLiteral("30 von 30") : QStringLiteral("30 of 30");
        QCOMPARE(labelOf(app, QStringLiteral("restAfter-ilsa")), full);
        QTest::qWait(200);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("rest-dialog") + suffix);

        // Two presses of Down: one recovery, 13 + 7 = 20.
        app.click(spend);
        app.key(Qt::Key_Down);
        app.key(Qt::Key_Down);
        QTRY_COMPARE(spend->property("value").toInt(), 1);
        QCOMPARE(labelOf(app, QStringLiteral("restAfter-ilsa")),
                 german ? QStringLiteral("20 von 30") : QStringLiteral("20 of 30"));
        QVERIFY(app.clickShown(QStringLiteral("restShort")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("restDialog")));
        QCOMPARE(ilsaInFight(encounter)->hp, 20);
        QCOMPARE(ilsaInFight(encounter)->recoveries, 6);
        QTRY_COMPARE(ilsaDamageInCampaign(app), 10);
        QVERIFY(diceLogHas(app, german ? QStringLiteral("Kurze Rast (5 Minuten)")
                                       : QStringLiteral("Short rest (5 minutes)")));
        const QString rested = german ? QStringLiteral("Ilsa Marrow hat gerastet: 20 Trefferpunkte, 6 Erholungen übrig")
                                      : QStringLiteral("Ilsa Marrow rested: 20 hit points, 6 recoveries left");
        QVERIFY2(diceLogHas(app, rested), qPrintable(rested));
        // The monsters left on the map rest unseen: no line of theirs.
        QVERIFY(!diceLogHas(app, german ? QStringLiteral("Ash Ogre hat gerastet: 52 Trefferpunkte, 0 Erholungen übrig")
                                        : QStringLiteral("Ash Ogre rested: 52 hit points, 0 recoveries left")));
        QTest::qWait(200);
        app.screenshot(QStringLiteral("rest-short-taken") + suffix);

        // Ctrl+Z: the rest is taken back, in the fight and on her sheet.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(ilsaInFight(encounter)->hp, 13);
        QCOMPARE(ilsaInFight(encounter)->recoveries, 7);
        QTRY_COMPARE(ilsaDamageInCampaign(app), 17);

        // A long rest, from the initiative panel's Rest… button (shown while no fight runs after one): everything back.
        QVERIFY(app.clickShown(QStringLiteral("restButton")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("restDialog")));
        QTRY_VERIFY(app.item(QStringLiteral("restLong")) && app.item(QStringLiteral("restLong"))->isEnabled());
        QVERIFY(app.clickShown(QStringLiteral("restLong")));
        QTRY_COMPARE(ilsaInFight(encounter)->hp, 30);
        QTRY_COMPARE(ilsaDamageInCampaign(app), 0);
        QVERIFY(
            diceLogHas(app, german ? QStringLiteral("Lange Rast (6 Stunden)") : QStringLiteral("Long rest (6 hours)")));

        // One long rest in 24 hours: the next is refused for the 18 hours still to pass (24 h less the 6 of the rest).
        QVERIFY(openRestDialog(app));
        const QString refusal =
            german ? QStringLiteral("Nur eine lange Rast in 24 Stunden: noch 1080 Minuten müssen vergehen")
                   : QStringLiteral("Only one long rest in 24 hours: 1080 more minutes must pass");
        QTRY_COMPARE(labelOf(app, QStringLiteral("restLongRefusal")), refusal);
        QVERIFY(!app.item(QStringLiteral("restLong"))->isEnabled());
        QTest::qWait(200);
        QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        app.screenshot(QStringLiteral("rest-long-refused") + suffix);
        // 1080 minutes typed and let pass: the long rest may be taken again.
        QVERIFY(app.clickShown(QStringLiteral("restWaitMinutes")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("1080"));
        app.key(Qt::Key_Return);
        QTRY_COMPARE(labelOf(app, QStringLiteral("restLongRefusal")), QString());
        QVERIFY(app.item(QStringLiteral("restLong"))->isEnabled());
        QVERIFY(diceLogHas(app, german ? QStringLiteral("1080 Minuten vergehen ohne Rast")
                                       : QStringLiteral("1080 minutes pass without rest")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // After the fight the map is the game master's again: a token put elsewhere in map editing stays there when the
    // party then rests (the rest is a command of the ended encounter, whose creatures stand where the fight left
    // them).
    void aTokenMovedAfterTheFightStaysPutThroughTheRest_data() { addSizes(); }
    void aTokenMovedAfterTheFightStaysPutThroughTheRest()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app{42};
        QVERIFY(app.open(size, file));
        EncounterController *encounter = encounterOf(app);
        QVERIFY(fightLeavingIlsaOn13(app));

        const MapDocument *map = app.controller()->map();
        const Square before = map->scene().map.creature(ilsa)->position;
        Square moved = before;
        for (const Square square : {Square{before.x + 1, before.y}, Square{before.x, before.y + 1},
                                    Square{before.x - 1, before.y}, Square{before.x, before.y - 1}}) {
            if (encounter->dropInEditing(ilsa, square.x, square.y)) {
                moved = square;
                break;
            }
        }
        QVERIFY(moved != before);
        QTRY_COMPARE(map->scene().map.creature(ilsa)->position, moved);
        // Set hit points after the fight is the ended encounter's too: her token, her sheet and the rest agree.
        QVERIFY(encounter->setHitPoints(ilsa, 10, 30));
        QCOMPARE(ilsaInFight(encounter)->hp, 10);
        QTRY_COMPARE(ilsaDamageInCampaign(app), 20);
        QTRY_COMPARE(map->scene().statuses.value(ilsa).hitPoints, 10);

        QVERIFY(openRestDialog(app));
        QVERIFY(app.clickShown(QStringLiteral("restShort")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("restDialog")));
        QTRY_COMPARE(ilsaDamageInCampaign(app), 0);
        QTRY_COMPARE(map->scene().statuses.value(ilsa).hitPoints, 30);
        QTest::qWait(100);
        QCOMPARE(map->scene().map.creature(ilsa)->position, moved);
        app.screenshot(QStringLiteral("rest-token-moved") + (german ? QStringLiteral("-de") : QString()));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Closed after the fight and reopened: the fight comes back ended, so Encounter > Rest… still offers Ilsa's
    // three recoveries to full, and the rest is taken as before.
    void theCampaignReopenedAfterTheFightStillRests_data() { addSizes(); }
    void theCampaignReopenedAfterTheFightStillRests()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        {
            AppWindow app{42};
            QVERIFY(app.open(size, file));
            QVERIFY(fightLeavingIlsaOn13(app));
        }
        AppWindow reopened{43};
        QVERIFY(reopened.open(size, file));
        EncounterController *encounter = encounterOf(reopened);
        QTRY_VERIFY(ilsaInFight(encounter) != nullptr);
        QVERIFY(!encounter->running());
        QCOMPARE(ilsaInFight(encounter)->hp, 13);
        QVERIFY(openRestDialog(reopened));
        QQuickItem *spend = nullptr;
        QTRY_VERIFY((spend = reopened.item(QStringLiteral("restSpend-ilsa"))) != nullptr && spend->isVisible());
        QCOMPARE(spend->property("value").toInt(), 3);
        QTest::qWait(200);
        reopened.screenshot(QStringLiteral("rest-after-reopening") + (german ? QStringLiteral("-de") : QString()));
        QVERIFY(reopened.clickShown(QStringLiteral("restShort")));
        QTRY_VERIFY(!reopened.popupOpen(QStringLiteral("restDialog")));
        QTRY_COMPARE(ilsaDamageInCampaign(reopened), 0);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eRest)
#include "tst_e2e_rest.moc"
