#include "masteryfightdriver.h"
#include "masteryplayersview.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>

using namespace battlemat;
using namespace MasteryFightDriver;

/**
 * A whole mastery fight on a region map of the campaign's own, in the real window (issue #22; docs/modules.md,
 * "Mastery points"): the fight set up on the map chosen in View > Region map, every combatant dragged from the tray
 * onto a region, REF initiative with the Mastery Point prompt, a move by drag that provokes an opportunity attack
 * (offered in a prompt and taken), an attack whose prompt shows the odds of spending ("spend 1 MP: x % → y %"),
 * an MP spent, and the end of the contest giving every MP back.
 */
class TestE2eMasteryFight : public QObject
{
    Q_OBJECT

    /** Drags a token onto the middle of a region of the cave (image pixels, the view at zoom 1). */
    static void dragOnto(AppWindow &app, const QString &combatant, QPointF regionMiddle)
    {
        QQuickItem *token = app.item(QStringLiteral("regionToken-") + combatant);
        QVERIFY(token);
        const QPoint to = app.item(QStringLiteral("regionMapView"))->mapToScene(regionMiddle).toPoint();
        app.drag(AppWindow::centreOf(token), to, 12);
    }

    // A turn-order button of the fight bar (a ReasonButton): why it is closed, or whether it is open.
    static QString turnMoveReason(const AppWindow &app, const char *name)
    {
        QQuickItem *wrapper = app.item(QLatin1String(name));
        return wrapper ? wrapper->property("reason").toString() : QStringLiteral("(no %1)").arg(QLatin1String(name));
    }
    static bool turnMoveOpen(const AppWindow &app, const char *name)
    {
        QQuickItem *wrapper = app.item(QLatin1String(name));
        auto *button = wrapper ? wrapper->property("button").value<QQuickItem *>() : nullptr;
        return button && button->isEnabled() && wrapper->property("reason").toString().isEmpty();
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void aWholeFightOnTheCampaignsRegionMap_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void aWholeFightOnTheCampaignsRegionMap()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("cave.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        // The campaign's own map, as the region map editor leaves it: mouth | tunnel | chamber in a row.
        QVERIFY(encounter->execute(QStringLiteral(R"({"type": "region.createMap", "id": "cave", "name": "Cave"})")));
        const QList<std::pair<QString, int>> regions{
            {QStringLiteral("mouth"), 20}, {QStringLiteral("tunnel"), 240}, {QStringLiteral("chamber"), 460}};
        for (const auto &[id, left] : regions) {
            QVERIFY(encounter->execute(
                QStringLiteral(R"({"type": "region.add", "map": "cave", "region": {"id": "%1", "name": "%2",)"
                               R"( "polygon": [[%3,120],[%4,120],[%4,400],[%3,400]]}})")
                    .arg(id, id.at(0).toUpper() + id.mid(1))
                    .arg(left)
                    .arg(left + 220)));
        }
        // The cave's picture, kept in the campaign: the fight and the players' window show it under the regions.
        QImage plan(700, 460, QImage::Format_RGB32);
        plan.fill(QColor(0x8a, 0x7f, 0x6a));
        const QString planFile = folder.filePath(QStringLiteral("cave.png"));
        QVERIFY(plan.save(planFile));
        QVERIFY(encounter->execute(
            QStringLiteral(R"({"type": "region.setBackground", "map": "cave", "background": "%1"})").arg(planFile)));
        QVERIFY(QFile::remove(planFile));

        app.key(Qt::Key_R, Qt::ControlModifier); // View > Region map
        QTRY_VERIFY(app.item(QStringLiteral("masteryFightBar")) != nullptr);
        auto *page = app.item(QStringLiteral("regionMapLoader"))->property("item").value<QObject *>();
        QVERIFY(page);
        auto *mastery = page->property("mastery").value<MasteryController *>();
        QVERIFY(mastery);
        QTRY_COMPARE(mastery->table(), encounter);

        // Choose the cave and set the fight up there: nobody stands anywhere yet.
        QVERIFY(app.clickShown(QStringLiteral("fightMapChooser")));
        QQuickItem *cave = nullptr;
        QTRY_VERIFY((cave = app.itemWithText(QStringLiteral("Cave"))) != nullptr);
        app.click(cave);
        QTRY_VERIFY(app.item(QStringLiteral("setUpFightButton"))->property("text").toString().contains("Cave"));
        QVERIFY(app.clickShown(QStringLiteral("setUpFightButton")));
        QTRY_VERIFY(mastery->onTable());
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(mastery->unplaced(), 4);
        QTRY_VERIFY(app.item(QStringLiteral("unplacedTray"))->isVisible());
        QTRY_COMPARE(app.item(QStringLiteral("regionMapPicture"))->property("status").toInt(), 1); // Image.Ready
        QCOMPARE(app.item(QStringLiteral("regionMapPicture"))->width(), 700.0);

        // Combat cannot start before everyone is placed.
        QVERIFY(app.clickShown(QStringLiteral("startContestButton")));
        // The engine's refusal, in the table's language.
        QTRY_VERIFY2(mastery->errorMessage().contains(german
                                                          ? QStringLiteral("steht in keiner Region; stelle es vor dem "
                                                                           "Kampf auf die Karte")
                                                          : QStringLiteral("is in no region; place it on the map")),
                     qPrintable(mastery->errorMessage()));

        // Drag each token from the tray onto a region (a mastery.place step each).
        const QPointF mouth(130, 260), tunnel(350, 260);
        dragOnto(app, QStringLiteral("aldric"), mouth);
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("aldric")), QStringLiteral("mouth"));
        dragOnto(app, QStringLiteral("skel1"), mouth);
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("skel1")), QStringLiteral("mouth"));
        dragOnto(app, QStringLiteral("brenna"), tunnel);
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("brenna")), QStringLiteral("tunnel"));
        dragOnto(app, QStringLiteral("skel2"), tunnel);
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("skel2")), QStringLiteral("tunnel"));
        QCOMPARE(mastery->unplaced(), 0);
        QTRY_VERIFY(!app.item(QStringLiteral("unplacedTray"))->isVisible());
        // The token stands in its region on the map.
        QQuickItem *aldricToken = app.item(QStringLiteral("regionToken-aldric"));
        const QPointF aldricAt = aldricToken->mapToItem(app.item(QStringLiteral("regionMapView")),
                                                        QPointF(aldricToken->width() / 2, aldricToken->height() / 2));
        QVERIFY2(aldricAt.x() > 20 && aldricAt.x() < 240 && aldricAt.y() > 120 && aldricAt.y() < 400,
                 qPrintable(QStringLiteral("%1,%2").arg(aldricAt.x()).arg(aldricAt.y())));

        // REF initiative: the prompt offers each side its MPs; passing leaves the seed's order (Aldric first).
        QVERIFY(app.clickShown(QStringLiteral("startContestButton")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("offerDialog")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QVERIFY(mastery->contested());
        QCOMPARE(mastery->currentTurn(), QStringLiteral("aldric"));
        // The tracker shows each one's place in the order: Aldric first, the skeletons sharing their group's place.
        QTRY_COMPARE(app.item(QStringLiteral("initiativePlace-aldric"))->property("text").toString(),
                     QStringLiteral("1."));
        QCOMPARE(app.item(QStringLiteral("initiativePlace-skel1"))->property("text").toString(),
                 app.item(QStringLiteral("initiativePlace-skel2"))->property("text").toString());
        QVERIFY(app.item(QStringLiteral("initiativePlace-brenna"))->property("text").toString() !=
                QStringLiteral("1."));

        // Aldric is dragged into the tunnel: leaving the mouth provokes Skeleton 1, whose side is asked.
        dragOnto(app, QStringLiteral("aldric"), tunnel);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("opportunityDialog")));
        QCOMPARE(mastery->opportunity().value(QStringLiteral("attacker")).toString(), QStringLiteral("skel1"));
        QCOMPARE(mastery->opportunity().value(QStringLiteral("regionName")).toString(), QStringLiteral("Mouth"));
        const QString oaShot = app.screenshot(QStringLiteral("mastery-opportunity-prompt") + suffix);
        QVERIFY(!oaShot.isEmpty());
        app.click(app.item(QStringLiteral("takeOpportunityButton")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("aldric")), QStringLiteral("tunnel"));
        QVERIFY(!diceLogLine(encounter, QStringLiteral("Skeleton 1"), QStringLiteral("Aldric")).isEmpty());

        // A melee attack on Skeleton 1, left behind in the mouth, cannot work: Attack is closed and says why in the
        // engine's words (the walk of 2026-11 found it open, the click refused); Ranged reaches the next region.
        QVERIFY(chooseTarget(app, mastery, QStringLiteral("aldric"), QStringLiteral("skel1")));
        QTRY_COMPARE(
            turnMoveReason(app, "attackButton"),
            german ? QStringLiteral("„Aldric“ ist nicht im Nahkampf mit „Skeleton 1“ (verschiedene Regionen); "
                                    "wähle Fernkampf")
                   : QStringLiteral("'Aldric' is not in melee with 'Skeleton 1' (different regions); use ranged"));
        QVERIFY(!turnMoveOpen(app, "attackButton"));
        QVERIFY(app.clickShown(QStringLiteral("rangedBox")));
        QTRY_VERIFY(turnMoveOpen(app, "attackButton"));
        QVERIFY(app.clickShown(QStringLiteral("rangedBox")));
        QTRY_VERIFY(!turnMoveOpen(app, "attackButton"));
        // Aldric attacks Skeleton 2 in the tunnel: the exchange's prompt shows what one MP is worth.
        const int mpBefore = state(encounter)->combatant(QStringLiteral("aldric"))->sheet.mp;
        QCOMPARE(mpBefore, 2); // "Mastery Points": MP = rank (../shared/rules/README.md); none spent yet
        QVERIFY(chooseTarget(app, mastery, QStringLiteral("aldric"), QStringLiteral("skel2")));
        QVERIFY(app.clickShown(QStringLiteral("attackButton")));
        // The exchange goes back and forth: Aldric spends when an MP raises his chance, the skeletons spend once to
        // resist. Each prompt shows the acting side's chance if this side passes and if it spends one MP.
        int aldricSpent = 0;
        int skeletonsSpent = 0;
        QString shot;
        QVERIFY(QTest::qWaitFor([&] {
            if (!app.popupOpen(QStringLiteral("offerDialog")))
                return !mastery->busy();
            const QVariantMap offer = mastery->offer();
            const int pass = qRound(offer.value(QStringLiteral("successIfPass")).toDouble() * 100);
            const int spend = qRound(offer.value(QStringLiteral("successIfSpend")).toDouble() * 100);
            const bool aldric = offer.value(QStringLiteral("combatant")).toString() == QLatin1String("aldric");
            // Each side sees its own odds: Aldric of hitting, the skeletons of making his attack fail.
            const int ownPass =
                aldric ? pass : qRound((1 - offer.value(QStringLiteral("successIfPass")).toDouble()) * 100);
            const int ownSpend =
                aldric ? spend : qRound((1 - offer.value(QStringLiteral("successIfSpend")).toDouble()) * 100);
            const QString odds = app.item(QStringLiteral("offerOdds"))->property("text").toString();
            if (!odds.contains(QStringLiteral("%1 % → %2 %").arg(ownPass).arg(ownSpend))) {
                qWarning("the prompt says '%s', the offer %d %% → %d %%", qPrintable(odds), ownPass, ownSpend);
                return true;
            }
            const bool worthIt = aldric ? spend > pass : spend < pass && skeletonsSpent == 0;
            if (worthIt && shot.isEmpty())
                shot = app.screenshot(QStringLiteral("mastery-fight-mp-prompt") + suffix);
            (aldric ? aldricSpent : skeletonsSpent) += worthIt ? 1 : 0;
            app.click(app.item(worthIt ? QStringLiteral("spendButton") : QStringLiteral("passButton")));
            return false;
        }));
        QCOMPARE(AppWindow::warnings(), QStringList());
        QVERIFY2(!shot.isEmpty(), "no Mastery Point offer changed the odds");
        qInfo("screenshot: %s; aldric spent %d, the skeletons %d", qPrintable(shot), aldricSpent, skeletonsSpent);
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->sheet.mp, mpBefore - aldricSpent);
        // The group's pool: the skeletons had 1 MP each (rank 1), pooled.
        QCOMPARE(state(encounter)->group(QStringLiteral("skeletons"))->mp, 2 - skeletonsSpent);
        QVERIFY(!diceLogLine(encounter, QStringLiteral("Aldric"), QStringLiteral("Skeleton 2")).isEmpty());
        // Every roll in the dice log with its ladder dice: Aldric's attack die is a D8, Skeleton 2's defense a D4.
        const QString attackLine = diceLogLine(encounter, QStringLiteral("Aldric"), QStringLiteral("Skeleton 2"));
        QVERIFY2(attackLine.contains(QStringLiteral("D8")) && attackLine.contains(QStringLiteral("D4")),
                 qPrintable(attackLine));
        // ... and on the region map page beside the tracker, as the battle map's dice log has them.
        QTRY_COMPARE(app.item(QStringLiteral("regionDiceLog"))->property("count").toInt(),
                     encounter->diceLog()->rowCount());
        // Damage per success ("Resisted Rolls"): Skeleton 2 lost one health for each success of the attack.
        const QJsonObject attack = lastTableEvent(app, QStringLiteral("attackRolled"));
        QCOMPARE(attack.value(QStringLiteral("target")).toString(), QStringLiteral("skel2"));
        const int successes = attack.value(QStringLiteral("successes")).toInt();
        QCOMPARE(state(encounter)->combatant(QStringLiteral("skel2"))->sheet.health, std::max(0, 3 - successes));
        qInfo("the attack had %d successes", successes);

        // Round the table to Aldric's next turn (End turn for everyone, passing the skeletons' offers).
        QVERIFY(endTurnsUntil(app, mastery, QStringLiteral("aldric"), 2));
        // "Mastery Points": a quiet turn (no MP used, no major or exclusive action, no damage) gives one MP back.
        const int mpAtTurn = state(encounter)->combatant(QStringLiteral("aldric"))->sheet.mp;
        QVERIFY2(mpAtTurn < 2, "Aldric spent no MP, so no recovery can be seen");
        // A minor action from the token's menu (right click) costs one AP and keeps the turn quiet.
        const int apAtTurn = state(encounter)->combatant(QStringLiteral("aldric"))->ap.left();
        QTest::mouseClick(app.window(), Qt::RightButton, Qt::NoModifier,
                          AppWindow::centreOf(app.item(QStringLiteral("regionToken-aldric"))));
        // The menu offers only what the engine takes: at the start of his own turn Delay, but no Interrupt.
        QTRY_VERIFY(app.item(QStringLiteral("tokenMenuItem-interrupt")) != nullptr);
        QVERIFY(!app.item(QStringLiteral("tokenMenuItem-interrupt"))->isEnabled());
        QVERIFY(app.item(QStringLiteral("tokenMenuItem-delay"))->isEnabled());
        QVERIFY(app.item(QStringLiteral("tokenMenuItem-minor"))->isEnabled());
        QVERIFY(app.clickShown(QStringLiteral("tokenMenuItem-minor")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QTRY_COMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->ap.left(), apAtTurn - 1);
        QCOMPARE(mastery->currentTurn(), QStringLiteral("aldric"));
        QVERIFY(app.clickShown(QStringLiteral("endTurnButton")));
        QVERIFY(passUntilDone(app, mastery));
        QTRY_COMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->sheet.mp, mpAtTurn + 1);

        // Brenna delays her turn and then acts after all; she runs two regions' worth into the chamber (leaving the
        // tunnel, where Skeleton 2 stands, offers it an opportunity attack).
        QVERIFY(endTurnsUntil(app, mastery, QStringLiteral("brenna"), 2));
        QQuickItem *brennaRow = nullptr;
        QTRY_VERIFY((brennaRow = row(app.sceneRoot(), QStringLiteral("Brenna"))) != nullptr);
        app.click(brennaRow);
        // On her own turn only Delay is open: the others are disabled and say why, in the engine's words (the walk
        // of 2026-11 found all four enabled, each click refused with "actors[0]: 'brenna' is not delaying").
        QTRY_VERIFY(turnMoveOpen(app, "delayButton"));
        QCOMPARE(turnMoveReason(app, "resumeButton"),
                 german ? QStringLiteral("„Brenna“ wartet nicht ab") : QStringLiteral("'Brenna' is not delaying"));
        QCOMPARE(turnMoveReason(app, "interruptButton"),
                 german ? QStringLiteral("„Brenna“ kann den eigenen Zug nicht unterbrechen")
                        : QStringLiteral("'Brenna' cannot interrupt its own turn"));
        QCOMPARE(turnMoveReason(app, "endInterruptButton"),
                 german ? QStringLiteral("Niemand unterbricht") : QStringLiteral("nobody is interrupting"));
        QTest::mouseMove(app.window(), AppWindow::centreOf(app.item(QStringLiteral("resumeButton"))));
        QTRY_VERIFY(app.item(QStringLiteral("resumeButton"))->property("reasonShown").toBool());
        QTRY_VERIFY(app.itemWithText(turnMoveReason(app, "resumeButton")) != nullptr);
        app.screenshot(QStringLiteral("mastery-turn-moves-closed") + suffix);
        app.click(app.item(QStringLiteral("resumeButton")));
        QTest::qWait(50);
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QVERIFY(app.clickShown(QStringLiteral("delayButton")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QTRY_COMPARE(state(encounter)->order.delayed().size(), 1);
        QCOMPARE(state(encounter)->order.delayed().constFirst().id, QStringLiteral("brenna"));
        QVERIFY(mastery->currentTurn() != QStringLiteral("brenna"));
        QTRY_COMPARE(app.item(QStringLiteral("initiativePlace-brenna"))->property("text").toString(),
                     QStringLiteral("–"));
        QTRY_VERIFY(row(app.sceneRoot(), QStringLiteral("Brenna"))
                        ->property("text")
                        .toString()
                        .contains(german ? QStringLiteral("wartet ab") : QStringLiteral("delaying")));
        // Delaying, she may act now but not delay again.
        QTRY_VERIFY(turnMoveOpen(app, "resumeButton"));
        QVERIFY(!turnMoveReason(app, "delayButton").isEmpty());
        QVERIFY(app.clickShown(QStringLiteral("resumeButton")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QTRY_COMPARE(mastery->currentTurn(), QStringLiteral("brenna"));
        // Move into the region she stands in cannot work: closed, saying so by the region's name (the walk found it
        // open, refused with "'tunnel' is not adjacent to 'tunnel'").
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier,
                          app.item(QStringLiteral("regionMapView"))->mapToScene(QPointF(350, 200)).toPoint());
        QTRY_COMPARE(turnMoveReason(app, "moveButton"), german ? QStringLiteral("Steht schon in „Tunnel“")
                                                               : QStringLiteral("the mover is already in 'Tunnel'"));
        QVERIFY(!turnMoveOpen(app, "moveButton"));
        QVERIFY(chooseMoveMode(app, 1));
        QTRY_COMPARE(app.item(QStringLiteral("moveModeBox"))->property("currentValue").toString(),
                     QStringLiteral("run"));
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier,
                          app.item(QStringLiteral("regionMapView"))->mapToScene(QPointF(570, 200)).toPoint());
        QVERIFY(app.clickShown(QStringLiteral("moveButton")));
        QVERIFY(passUntilDone(app, mastery));
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QTRY_COMPARE(regionOf(encounter, QStringLiteral("brenna")), QStringLiteral("chamber"));
        QCOMPARE(lastTableEvent(app, QStringLiteral("moved")).value(QStringLiteral("mode")).toString(),
                 QStringLiteral("run"));

        // "Mastery Points": every MP comes back once out of the contested situation.
        QVERIFY(app.clickShown(QStringLiteral("endContestButton")));
        QTRY_VERIFY(!mastery->contested());
        QCOMPARE(state(encounter)->combatant(QStringLiteral("aldric"))->sheet.mp, 2);
        QCOMPARE(state(encounter)->group(QStringLiteral("skeletons"))->mp, 2);

        // The players' window shows the cave's picture under the regions too.
        auto *tv = page->property("playersWindow").value<QQuickWindow *>();
        QVERIFY(app.clickShown(QStringLiteral("regionPlayersButton")));
        QTRY_VERIFY(tv->isVisible());
        QTRY_VERIFY(findIn(tv->contentItem(), QStringLiteral("regionMapPicture")) != nullptr);
        QTRY_COMPARE(findIn(tv->contentItem(), QStringLiteral("regionMapPicture"))->property("status").toInt(), 1);
        tv->hide();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The players' window for region maps (issue #22): the regions, the combatants and the turn, filtered like the
    // grid's: a combatant the game master hides never reaches the players' model or their window.
    void thePlayersWindowShowsOnlyWhatThePlayersSee_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("German 1920x1080") << QSize(1920, 1080) << true;
    }
    void thePlayersWindowShowsOnlyWhatThePlayersSee()
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
        app.key(Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY(app.item(QStringLiteral("masteryFightBar")) != nullptr);
        auto *page = app.item(QStringLiteral("regionMapLoader"))->property("item").value<QObject *>();
        auto *mastery = page->property("mastery").value<MasteryController *>();
        auto *players = page->property("playersView").value<MasteryPlayersView *>();
        auto *tv = page->property("playersWindow").value<QQuickWindow *>();
        QVERIFY(mastery && players && tv);
        QTRY_COMPARE(mastery->table(), encounter);
        QVERIFY(app.clickShown(QStringLiteral("setUpFightButton")));
        QTRY_VERIFY(mastery->onTable());
        QCOMPARE(players->rowCount(), 4);

        // Skeleton 2 lurks in the crypt: the game master hides it from the players.
        QQuickItem *skeleton = nullptr;
        QTRY_VERIFY((skeleton = row(app.sceneRoot(), QStringLiteral("Skeleton 2"))) != nullptr);
        app.click(skeleton);
        QVERIFY(app.clickShown(QStringLiteral("hideButton")));
        QTRY_COMPARE(players->rowCount(), 3);
        QVERIFY(state(encounter)->combatant(QStringLiteral("skel2"))->sheet.hidden);
        for (int i = 0; i < players->rowCount(); ++i)
            QVERIFY(players->data(players->index(i), MasteryPlayersView::CombatantIdRole).toString() !=
                    QLatin1String("skel2"));

        // The players' window: the barrow's regions and the three the players may see.
        QVERIFY(app.clickShown(QStringLiteral("regionPlayersButton")));
        QTRY_VERIFY(tv->isVisible());
        tv->resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(tv));
        QTRY_VERIFY(findIn(tv->contentItem(), QStringLiteral("playersRegionToken-aldric")) != nullptr);
        QVERIFY(findIn(tv->contentItem(), QStringLiteral("playersRegionToken-skel1")) != nullptr);
        QVERIFY(findIn(tv->contentItem(), QStringLiteral("playersRegionToken-skel2")) == nullptr);

        // Combat: the players' window says whose turn it is.
        QVERIFY(app.clickShown(QStringLiteral("startContestButton")));
        QVERIFY(passUntilDone(app, mastery));
        QCOMPARE(mastery->currentTurn(), QStringLiteral("aldric"));
        QTRY_COMPARE(players->turnName(), QStringLiteral("Aldric"));
        QQuickItem *turn = findIn(tv->contentItem(), QStringLiteral("playersRegionTurnLine"));
        QVERIFY(turn && turn->isVisible());
        QVERIFY(turn->property("text").toString().contains(QStringLiteral("Aldric")));
        const QString shot = app.screenshot(QStringLiteral("mastery-players-window") + suffix, tv);
        QVERIFY(!shot.isEmpty());
        qInfo("screenshot: %s", qPrintable(shot));

        // Shown again, it is on the players' window again.
        QVERIFY(app.clickShown(QStringLiteral("hideButton")));
        QTRY_COMPARE(players->rowCount(), 4);
        QTRY_VERIFY(findIn(tv->contentItem(), QStringLiteral("playersRegionToken-skel2")) != nullptr);
        tv->hide();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMasteryFight)
#include "tst_e2e_masteryfight.moc"
