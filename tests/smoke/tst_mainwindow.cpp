#include "campaigncontroller.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "mainwindowloader.h"
#include "mapdocument.h"
#include "playerscreen.h"
#include "tokenmodel.h"

#include "../models/skirmishfixture.h"

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QTranslator>

namespace {
QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

// Offscreen platform notices that say nothing about our QML.
bool isPlatformNotice(const QString &message)
{
    return message.contains(QLatin1String("propagateSizeHints"));
}

void recordWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && !isPlatformNotice(message))
        g_warnings.append(message);
    g_previousHandler(type, context, message);
}

// Delegates are visual children, not QObject children: search the item tree.
QQuickItem *findItem(QQuickItem *item, const QString &name)
{
    if (item->objectName() == name)
        return item;
    for (QQuickItem *child : item->childItems()) {
        if (QQuickItem *found = findItem(child, name))
            return found;
    }
    return nullptr;
}
} // namespace

/** The main window as a game master first sees it: the sample campaign, no warnings. */
class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { g_previousHandler = qInstallMessageHandler(recordWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(g_previousHandler); }

    void opensTheSampleCampaignWithoutWarnings()
    {
        CampaignController controller;
        QVERIFY2(controller.openCampaign(CampaignController::sampleCampaignFile()),
                 qPrintable(controller.errorMessage()));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTRY_VERIFY(window->title().contains(QStringLiteral("The Ash King's Crypt")));
        QCOMPARE(controller.tokens()->rowCount(), 12); // the sample's 12 creatures, the party among them

        const QImage shot = window->grabWindow();
        QVERIFY(!shot.isNull());
        QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
        const QString file = QStringLiteral(SCREENSHOT_DIR "/main-window.png");
        QVERIFY(shot.save(file));
        qInfo("screenshot: %s", qPrintable(file));

        // The map is drawn: the crypt's walls (blocking terrain) and the heroes' blue tokens are on screen.
        int wallPixels = 0;
        int heroPixels = 0;
        for (int y = 0; y < shot.height(); ++y) {
            for (int x = 0; x < shot.width(); ++x) {
                const QRgb pixel = shot.pixel(x, y) & 0xffffff;
                wallPixels += pixel == 0x3a3633;
                heroPixels += pixel == 0x2f6db5;
            }
        }
        QVERIFY2(wallPixels > 10000, qPrintable(QString::number(wallPixels)));
        QVERIFY2(heroPixels > 1000, qPrintable(QString::number(heroPixels)));
        QCOMPARE(g_warnings, QStringList());
    }

    // Mid-combat: hurt, staggered, dying and dead creatures, a selection, and the players' window beside it.
    void midCombatAndThePlayersWindow()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        MapDocument *map = controller.map();
        QVERIFY(map->setHitPoints(QStringLiteral("aldric"), 21, 27));
        QVERIFY(map->setHitPoints(QStringLiteral("brenna"), 9, 24));
        QVERIFY(map->setHitPoints(QStringLiteral("corvin"), -3, 22));
        QVERIFY(map->setHitPoints(QStringLiteral("ogre"), 20, 52));
        QVERIFY(map->setHitPoints(QStringLiteral("skel1"), -13, 26));
        QVERIFY(map->setHitPoints(QStringLiteral("lurker"), 31, 31));
        QVERIFY(map->moveCreature(QStringLiteral("ogre"), 8, 5));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->setProperty("selectedToken", controller.tokens()->rowOf(QStringLiteral("ogre"))));

        // Made on first use, as View > Players' window makes it.
        QVariant made;
        QVERIFY(QMetaObject::invokeMethod(window, "playersWindow", Q_RETURN_ARG(QVariant, made)));
        auto *players = qobject_cast<QQuickWindow *>(made.value<QObject *>());
        QVERIFY(players);
        players->setVisible(true);
        QVERIFY(QTest::qWaitForWindowExposed(players));
        QTRY_COMPARE(controller.playerScreen()->activeRow(),
                     controller.playerScreen()->tokens()->rowOf(QStringLiteral("ogre")));
        // The hidden lurker exists only in the game master's window.
        QVERIFY(findItem(window->contentItem(), QStringLiteral("token-lurker")));
        QVERIFY(!findItem(players->contentItem(), QStringLiteral("token-lurker")));
        QVERIFY(findItem(players->contentItem(), QStringLiteral("token-ogre")));

        QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
        QTest::qWait(50);
        const QImage gmShot = window->grabWindow();
        const QImage playerShot = players->grabWindow();
        QVERIFY(gmShot.save(QStringLiteral(SCREENSHOT_DIR "/main-window-mid-combat.png")));
        QVERIFY(playerShot.save(QStringLiteral(SCREENSHOT_DIR "/player-view.png")));
        QCOMPARE(g_warnings, QStringList());
    }

    // Targeting: corvin selected, the pointer over skel1: the cover lines (two blocked by the pillar) and the label.
    void targetingPreview()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *encounter = window->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        QVERIFY2(encounter->start(42), qPrintable(encounter->errorMessage()));
        // After the start selected the creature whose turn it is, the game master picks Corvin.
        QVERIFY(window->setProperty("selectedToken", controller.tokens()->rowOf(QStringLiteral("corvin"))));
        QQuickItem *target = findItem(window->contentItem(), QStringLiteral("token-skel1"));
        QVERIFY(target);
        const QPointF centre = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
        QTest::mouseMove(window, centre.toPoint());
        QTRY_VERIFY(findItem(window->contentItem(), QStringLiteral("coverLineBlocked")));
        QQuickItem *label = findItem(window->contentItem(), QStringLiteral("targetingLabel"));
        QVERIFY(label);
        QTRY_VERIFY(label->isVisible());
        QVERIFY2(label->property("text").toString().contains(QStringLiteral("Cover (-2)")),
                 qPrintable(label->property("text").toString()));
        QVERIFY(label->property("text").toString().contains(QStringLiteral("hit 55%")));
        QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
        QTest::qWait(50);
        QVERIFY(window->grabWindow().save(QStringLiteral(SCREENSHOT_DIR "/targeting.png")));
        QCOMPARE(g_warnings, QStringList());
    }

    // View > Region map: the sample barrow and its mastery combatants, built on first use without warnings.
    void regionMapView()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(!findItem(window->contentItem(), QStringLiteral("regionMapView")));
        QVERIFY(window->setProperty("regionMode", true));
        QTRY_VERIFY(findItem(window->contentItem(), QStringLiteral("regionMapView")));
        QQuickItem *panel = findItem(window->contentItem(), QStringLiteral("masteryPanel"));
        QVERIFY(panel);
        auto *mastery = panel->property("controller").value<QAbstractItemModel *>();
        QVERIFY(mastery);
        // Nothing is fought until the game master puts the barrow's fight on the table (the fight bar's button).
        QCOMPARE(mastery->rowCount(), 0);
        QVERIFY(QMetaObject::invokeMethod(mastery, "setUpOnTable",
                                          Q_ARG(QString, QStringLiteral(":/sample-campaign/barrow-mastery.json"))));
        QTRY_COMPARE(mastery->rowCount(), 4); // the barrow's two heroes and two skeletons
        QCOMPARE(mastery->property("errorMessage").toString(), QString());
        auto *regions = findItem(window->contentItem(), QStringLiteral("regionMapView"))
                            ->property("regionModel")
                            .value<QAbstractItemModel *>();
        QVERIFY(regions);
        QCOMPARE(regions->rowCount(), 5);
        QCOMPARE(regions->property("selected").toString(), QStringLiteral("hall"));

        QTest::qWait(50);
        QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
        QVERIFY(window->grabWindow().save(QStringLiteral(SCREENSHOT_DIR "/region-map.png")));
        QVERIFY(window->setProperty("regionMode", false));
        QTRY_VERIFY(!findItem(window->contentItem(), QStringLiteral("regionMapView")));
        QCOMPARE(g_warnings, QStringList());
    }

    // Encounter > Start: the initiative order of the Orcus encounter replaces the plain list, Next turn moves on.
    void initiativeTracker()
    {
        CampaignController controller(nullptr, 99);
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *encounter = window->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        QQuickItem *order = findItem(window->contentItem(), QStringLiteral("initiativeOrder"));
        QVERIFY(order);
        QVERIFY(!order->isVisible());

        QVERIFY2(encounter->start(42), qPrintable(encounter->errorMessage()));
        QTRY_VERIFY(order->isVisible());
        QCOMPARE(order->property("count").toInt(), 12);
        QVERIFY(encounter->nextTurn());
        const QString second = encounter->data(encounter->index(1), EncounterController::CreatureIdRole).toString();
        QCOMPARE(encounter->currentCreature(), second);
        QTRY_COMPARE(controller.playerScreen()->activeRow(), controller.playerScreen()->tokens()->rowOf(second));
        QVERIFY(controller.diceLog()->rowCount() >= 8);

        QTest::qWait(50);
        QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
        QVERIFY(window->grabWindow().save(QStringLiteral(SCREENSHOT_DIR "/initiative.png")));
        QVERIFY(encounter->endEncounter());
        QTRY_VERIFY(!order->isVisible());
        QCOMPARE(g_warnings, QStringList());
    }

    // A hero from the campaign's party goes on the map from its sheet; in a skirmish, a dragged token leaving two
    // goblins raises the opportunity-attack dialog twice, and the move finishes once both are answered.
    void partyTokenAndOpportunityAttackPrompt()
    {
        CampaignController controller(nullptr, 7);
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        // The sample map has Brannoc already; taken off, he goes back on from the party, and only once.
        QVERIFY(findItem(window->contentItem(), QStringLiteral("token-brannoc")));
        QVERIFY(!controller.addHeroToMap(QStringLiteral("brannoc")));
        QCOMPARE(controller.errorMessage(), QStringLiteral("Brannoc Vell is already on this map"));
        QVERIFY(controller.map()->removeCreature(QStringLiteral("brannoc")));
        QTRY_VERIFY(!findItem(window->contentItem(), QStringLiteral("token-brannoc")));
        QVERIFY2(controller.addHeroToMap(QStringLiteral("brannoc")), qPrintable(controller.errorMessage()));
        QTRY_VERIFY(findItem(window->contentItem(), QStringLiteral("token-brannoc")));

        const QString file = skirmishFile();
        auto map = skirmishMap();
        QVERIFY2(map, qPrintable(map.errorMessage()));
        controller.map()->setMap(*map);
        auto *encounter = window->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        encounter->setStatBlocksFile(file);
        QVERIFY2(encounter->start(3), qPrintable(encounter->errorMessage()));
        for (int turn = 0; turn < 6 && encounter->currentCreature() != QLatin1String("fighter"); ++turn)
            QVERIFY(encounter->nextTurn());
        QCOMPARE(encounter->currentCreature(), QStringLiteral("fighter"));

        // Drag the fighter's token one square to the left with the mouse, as the game master would.
        QQuickItem *token = nullptr;
        QTRY_VERIFY((token = findItem(window->contentItem(), QStringLiteral("token-fighter"))) != nullptr);
        QTest::qWait(50);
        const QPointF from = token->mapToScene(QPointF(token->width() / 2, token->height() / 2));
        const qreal square = token->mapToScene(QPointF(token->width(), 0)).x() - token->mapToScene(QPointF(0, 0)).x();
        QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, from.toPoint());
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(window, (from - QPointF(square * step / 10.0, 0)).toPoint(), 10);
        QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, (from - QPointF(square, 0)).toPoint());

        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending());
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = findItem(window->contentItem(), QStringLiteral("promptYes"))) != nullptr &&
                    yes->isVisible());
        QTest::qWait(100);
        QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
        QVERIFY(window->grabWindow().save(QStringLiteral(SCREENSHOT_DIR "/opportunity-prompt.png")));
        QCOMPARE(encounter->processor()->state().combatant(QStringLiteral("fighter"))->position,
                 (battlemat::Square{1, 2}));
        prompt->answer(true);
        QTRY_VERIFY(prompt->pending());
        prompt->answer(false);
        QTRY_VERIFY(!encounter->waiting());
        QCOMPARE(controller.map()->map().creature(QStringLiteral("fighter"))->position, (battlemat::Square{0, 2}));
        QCOMPARE(g_warnings, QStringList());
    }

    // The translation the application installs: German for a German locale, and for every locale without its own
    // the English plural forms, so the move status reads "3 squares", never "3 square(s)".
    void translationsAndEnglishPlurals()
    {
        const QLocale before;
        const auto installed = [] { return qApp->findChildren<QTranslator *>(); };
        const auto removeInstalled = [&] {
            for (QTranslator *translator : installed()) {
                QCoreApplication::removeTranslator(translator);
                delete translator;
            }
        };
        QLocale::setDefault(QLocale::c());
        QCOMPARE(MainWindowLoader::installTranslator(*qApp), QStringLiteral("en_US"));
        QCOMPARE(QCoreApplication::translate("MovePreview", "%n square(s)", nullptr, 1), QStringLiteral("1 square"));
        QCOMPARE(QCoreApplication::translate("MovePreview", "%n square(s)", nullptr, 3), QStringLiteral("3 squares"));
        QCOMPARE(QCoreApplication::translate("MoveStatus", " · %n opportunity attack(s) (%1)", nullptr, 2),
                 QStringLiteral(" · 2 opportunity attacks (%1)"));
        removeInstalled();
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(MainWindowLoader::installTranslator(*qApp), QStringLiteral("de_DE"));
        QCOMPARE(QCoreApplication::translate("MovePreview", "%n square(s)", nullptr, 3), QStringLiteral("3 Felder"));
        removeInstalled();
        QLocale::setDefault(before);
        QCOMPARE(QCoreApplication::translate("MovePreview", "%n square(s)", nullptr, 3), QStringLiteral("3 square(s)"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
