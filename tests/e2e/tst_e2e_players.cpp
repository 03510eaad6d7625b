// End to end: the players' window (the TV) followed through a whole fight on the sample crypt, and the
// opportunity-attack question placed where it covers none of the creatures it asks about.
#include "appwindow.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "mapcamera.h"
#include "playerscreen.h"
#include "promptdecider.h"
#include "tokenmodel.h"
#include "windowdriver.h"

#include <QQuickItem>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

namespace {

EncounterController *encounterOf(const AppWindow &app)
{
    return app.window()->property("encounter").value<EncounterController *>();
}

QQuickWindow *playersWindowOf(const AppWindow &app)
{
    return app.playersWindow();
}

QVariant role(TokenModel *tokens, const QString &id, TokenModel::Role role)
{
    const int row = tokens->rowOf(id);
    return row < 0 ? QVariant() : tokens->data(tokens->index(row), role);
}

// Every visible text in a window's scene (labels, buttons, tokens' names).
void collectTexts(QQuickItem *item, QStringList &texts)
{
    if (!item->isVisible())
        return;
    const QString text = item->property("text").toString();
    if (!text.isEmpty())
        texts.append(text);
    for (QQuickItem *child : item->childItems())
        collectTexts(child, texts);
}

// The window point of the centre of a map square of the game master's map.
QPoint squareCentre(const AppWindow &app, int column, int row)
{
    QQuickItem *view = app.item(QStringLiteral("mapView"));
    auto *camera = view->property("camera").value<MapCamera *>();
    const qreal cell = view->property("cellSize").toReal();
    return view
        ->mapToScene(QPointF((column + 0.5) * cell * camera->zoom() + camera->panX(),
                             (row + 0.5) * cell * camera->zoom() + camera->panY()))
        .toPoint();
}

QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

} // namespace

class TestE2ePlayers : public QObject
{
    Q_OBJECT

    /**
     * What the players' window must never do, checked at every step of the fight: show a creature the game
     * master hides (in its model, as a token, or by name anywhere in the window) or a monster's hit points.
     */
    static void checkNothingHiddenShown(const AppWindow &app, const char *step)
    {
        TokenModel *gm = app.controller()->tokens();
        TokenModel *players = app.controller()->playerScreen()->tokens();
        QQuickWindow *window = playersWindowOf(app);
        QStringList texts;
        collectTexts(window->contentItem(), texts);
        const QString shown = texts.join(QLatin1Char('\n'));
        int visibleCount = 0;
        for (int row = 0; row < gm->rowCount(); ++row) {
            const QModelIndex index = gm->index(row);
            const QString id = gm->data(index, TokenModel::CreatureIdRole).toString();
            const QString name = gm->data(index, TokenModel::NameRole).toString();
            if (gm->data(index, TokenModel::HiddenRole).toBool()) {
                QVERIFY2(players->rowOf(id) < 0, qPrintable(QStringLiteral("%1: %2 in the model").arg(step, id)));
                QVERIFY2(!AppWindow::find(window->contentItem(), QStringLiteral("token-") + id),
                         qPrintable(QStringLiteral("%1: %2 drawn").arg(step, id)));
                QVERIFY2(!shown.contains(name), qPrintable(QStringLiteral("%1: %2 named").arg(step, name)));
                continue;
            }
            ++visibleCount;
            QVERIFY2(players->rowOf(id) >= 0, qPrintable(QStringLiteral("%1: %2 missing").arg(step, id)));
            QCOMPARE(role(players, id, TokenModel::ColumnRole), gm->data(index, TokenModel::ColumnRole));
            QCOMPARE(role(players, id, TokenModel::RowRole), gm->data(index, TokenModel::RowRole));
            QCOMPARE(role(players, id, TokenModel::HealthRole), gm->data(index, TokenModel::HealthRole));
            if (gm->data(index, TokenModel::SideRole).toString() == QLatin1String("monsters")) {
                QVERIFY2(!role(players, id, TokenModel::HitPointsKnownRole).toBool(),
                         qPrintable(QStringLiteral("%1: %2's hit points shown").arg(step, id)));
                QCOMPARE(role(players, id, TokenModel::GmNoteRole).toString(), QString());
            }
        }
        QCOMPARE(players->rowCount(), visibleCount);
    }

    /**
     * The players' "Turn: NAME" line: the current creature when they can see it; a hidden creature's turn reads
     * "Turn: the enemy" (someone acts, not who); no line outside a fight.
     */
    static void checkTurnLine(const AppWindow &app, const char *step)
    {
        EncounterController *encounter = encounterOf(app);
        QQuickItem *line = AppWindow::find(playersWindowOf(app)->contentItem(), QStringLiteral("playersTurnLine"));
        QVERIFY(line);
        const QString current = encounter->running() ? encounter->currentCreature() : QString();
        const bool hidden = role(app.controller()->tokens(), current, TokenModel::HiddenRole).toBool();
        QTRY_VERIFY2_WITH_TIMEOUT(line->isVisible() == !current.isEmpty(),
                                  qPrintable(QStringLiteral("%1: turn of '%2', the line says '%3'")
                                                 .arg(step, current, line->property("text").toString())),
                                  2000);
        if (current.isEmpty())
            return;
        const QString expected =
            hidden ? QCoreApplication::translate("PlayerWindow", "Turn: the enemy")
                   : QCoreApplication::translate("PlayerWindow", "Turn: %1").arg(encounter->currentName());
        QTRY_COMPARE(line->property("text").toString(), expected);
        if (hidden)
            QVERIFY(!line->property("text").toString().contains(encounter->currentName()));
        checkInitiativeStrip(app, step);
    }

    /**
     * The TV's initiative strip: the turn order with the creatures the players see, in order; a hidden creature
     * only on its turn, as one "the enemy" entry; the active entry is the current creature's.
     */
    static void checkInitiativeStrip(const AppWindow &app, const char *step)
    {
        EncounterController *encounter = encounterOf(app);
        PlayerScreen *screen = app.controller()->playerScreen();
        QQuickItem *strip = AppWindow::find(playersWindowOf(app)->contentItem(), QStringLiteral("initiativeStrip"));
        QVERIFY(strip);
        QTRY_COMPARE(strip->isVisible(), encounter->running());
        if (!encounter->running())
            return;
        QStringList expected;
        for (const QString &id : encounter->turnOrder()) {
            const bool hidden = role(app.controller()->tokens(), id, TokenModel::HiddenRole).toBool();
            if (!hidden)
                expected.append(role(app.controller()->tokens(), id, TokenModel::NameRole).toString());
            else if (id == encounter->currentCreature())
                expected.append(QStringLiteral("?"));
        }
        QStringList shown;
        QString active;
        for (const QVariant &entry : screen->initiative()) {
            const QVariantMap map = entry.toMap();
            const QString name = map.value(QStringLiteral("enemy")).toBool()
                                     ? QStringLiteral("?")
                                     : map.value(QStringLiteral("name")).toString();
            shown.append(name);
            if (map.value(QStringLiteral("active")).toBool())
                active = name;
        }
        QVERIFY2(shown == expected,
                 qPrintable(QStringLiteral("%1: the strip shows %2, expected %3")
                                .arg(step, shown.join(QLatin1Char(',')), expected.join(QLatin1Char(',')))));
        const bool hiddenTurn =
            role(app.controller()->tokens(), encounter->currentCreature(), TokenModel::HiddenRole).toBool();
        QCOMPARE(active, hiddenTurn ? QStringLiteral("?") : encounter->currentName());
        // Its ids, read back by the TV, hold no hidden creature.
        for (const QString &id : screen->turnOrder())
            QVERIFY(!role(app.controller()->tokens(), id, TokenModel::HiddenRole).toBool());
    }

    static void sizesAndGerman()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080 German") << QSize(1920, 1080) << true;
    }
    /** The sample campaign at that size with View > Players' window (Ctrl+P) shown; null if either fails. */
    static QQuickWindow *openWithPlayersWindow(AppWindow &app, QSize size)
    {
        if (!app.open(size))
            return nullptr;
        QQuickWindow *players = playersWindowOf(app);
        app.key(Qt::Key_P, Qt::ControlModifier);
        if (!players || !QTest::qWaitFor([players] { return players->isVisible(); }) ||
            !QTest::qWaitForWindowExposed(players))
            return nullptr;
        return players;
    }

    static bool nextTurnUntil(AppWindow &app, const QString &creature)
    {
        for (int turn = 0; turn < 14 && encounterOf(app)->currentCreature() != creature; ++turn) {
            if (!app.clickShown(QStringLiteral("nextTurnButton")))
                return false;
            QTest::qWait(20);
            checkNothingHiddenShown(app, "next turn");
            checkTurnLine(app, "next turn");
            if (QTest::currentTestFailed())
                return false;
        }
        return encounterOf(app)->currentCreature() == creature;
    }

    static void rightClickChoose(AppWindow &app, const QString &id, const QString &entryText)
    {
        QQuickItem *token = app.item(QStringLiteral("token-") + id);
        QVERIFY(token);
        app.click(token, Qt::RightButton);
        QQuickItem *entry = nullptr;
        QTRY_VERIFY2((entry = app.itemWithText(entryText)) != nullptr, qPrintable(entryText));
        app.click(entry);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppWindow::initTestCase();
        MainWindowLoader::installTranslator(*qApp);
    }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    // The players' window through a whole fight: it opens with the party and the visible monsters, names whose
    // turn it is (never a hidden one), follows a hero's move, shows an attacked monster's health but never its
    // numbers, loses a monster the game master hides, shows a dropped one as dead and the end of the fight.
    void playersWindowThroughAFight_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080 German") << QSize(1920, 1080) << true;
    }
    void playersWindowThroughAFight()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        const auto tr = [](const char *context, const char *text) {
            return QCoreApplication::translate(context, text);
        };
        AppWindow app(42);
        QVERIFY(app.open(size));
        QQuickWindow *players = playersWindowOf(app);
        QVERIFY(players);
        EncounterController *encounter = encounterOf(app);
        TokenModel *gm = app.controller()->tokens();
        TokenModel *shown = app.controller()->playerScreen()->tokens();

        // View > Players' window (Ctrl+P): the sample's party and monsters, the Crypt Lurker (hidden) not.
        app.key(Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY(players->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(players));
        QCOMPARE(gm->rowCount(), 12);
        QCOMPARE(shown->rowCount(), 11);
        for (const char *hero : {"brannoc", "ilsa", "sefra", "aldric"})
            QTRY_VERIFY2(AppWindow::find(players->contentItem(), QStringLiteral("token-%1").arg(hero)), hero);
        checkNothingHiddenShown(app, "opened");
        QVERIFY(!app.screenshot(QStringLiteral("players-before") + suffix, players).isEmpty());

        // Start: the turn line names the creature whose turn it is.
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        checkTurnLine(app, "start");
        checkNothingHiddenShown(app, "start");
        // The party's own numbers are the players' to see, from their sheets: Brannoc, level 5 with Constitution
        // 16, has 12 + 16 + 4 x 6 = 52 hit points (class base, Constitution score, per level after the first).
        QTRY_VERIFY(role(shown, QStringLiteral("brannoc"), TokenModel::HitPointsKnownRole).toBool());
        QCOMPARE(role(shown, QStringLiteral("brannoc"), TokenModel::MaxHitPointsRole).toInt(), 52);
        QCOMPARE(role(gm, QStringLiteral("brannoc"), TokenModel::MaxHitPointsRole).toInt(), 52);
        QVERIFY(!app.screenshot(QStringLiteral("players-start") + suffix, players).isEmpty());

        // Brannoc's turn: the game master drags him two squares east; the players' token follows.
        QVERIFY(nextTurnUntil(app, QStringLiteral("brannoc")));
        QTest::qWait(50);
        QQuickItem *tvBrannoc = AppWindow::find(players->contentItem(), QStringLiteral("token-brannoc"));
        QVERIFY(tvBrannoc);
        const qreal tvCell = tvBrannoc->property("cellSize").toReal();
        QCOMPARE(tvBrannoc->x(), 5 * tvCell);
        app.drag(squareCentre(app, 5, 3), squareCentre(app, 7, 3));
        QTRY_COMPARE(role(gm, QStringLiteral("brannoc"), TokenModel::ColumnRole).toInt(), 7);
        QTRY_COMPARE(role(shown, QStringLiteral("brannoc"), TokenModel::ColumnRole).toInt(), 7);
        // On the TV the token glides there (the game master's snapped under his pointer).
        QVERIFY2(tvBrannoc->x() < 7 * tvCell, qPrintable(QString::number(tvBrannoc->x())));
        QTRY_COMPARE(tvBrannoc->x(), 7 * tvCell);
        QCOMPARE(role(shown, QStringLiteral("brannoc"), TokenModel::RowRole).toInt(), 3);
        checkNothingHiddenShown(app, "move");
        QVERIFY(!app.screenshot(QStringLiteral("players-moved") + suffix, players).isEmpty());

        // Brenna's turn: her shortbow at Skeleton 1 (Ctrl+click). The players see its health, not its numbers.
        QVERIFY(nextTurnUntil(app, QStringLiteral("brenna")));
        QQuickItem *skeleton = app.item(QStringLiteral("token-skel1"));
        QVERIFY(skeleton);
        const int logBefore = app.controller()->diceLog()->rowCount();
        QTest::mouseMove(app.window(), AppWindow::centreOf(skeleton));
        QQuickItem *odds = nullptr;
        QTRY_VERIFY((odds = app.item(QStringLiteral("targetingLabel"))) && odds->isVisible());
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::ControlModifier, AppWindow::centreOf(skeleton));
        QTRY_VERIFY(app.controller()->diceLog()->rowCount() > logBefore);
        QVERIFY(role(gm, QStringLiteral("skel1"), TokenModel::HitPointsKnownRole).toBool());
        checkNothingHiddenShown(app, "attack");
        QVERIFY(!app.screenshot(QStringLiteral("players-attack") + suffix, players).isEmpty());

        // The game master hides Skeleton 2 from the players (right-click): it leaves their window at once.
        rightClickChoose(app, QStringLiteral("skel2"), tr("TokenMenu", "Hide from players"));
        QTRY_VERIFY(role(gm, QStringLiteral("skel2"), TokenModel::HiddenRole).toBool());
        QTRY_COMPARE(shown->rowOf(QStringLiteral("skel2")), -1);
        checkNothingHiddenShown(app, "hidden");
        QCOMPARE(shown->rowCount(), 10);

        // Skeleton 1 drops: Set hit points 0 from its menu. The players see it dead, still without numbers.
        rightClickChoose(app, QStringLiteral("skel1"), tr("TokenMenu", "Set hit points…"));
        QQuickItem *current = nullptr;
        QTRY_VERIFY((current = app.item(QStringLiteral("hitPointsCurrent"))) && current->isVisible());
        app.type(QStringLiteral("0"));
        app.key(Qt::Key_Return);
        QTRY_COMPARE(role(gm, QStringLiteral("skel1"), TokenModel::HitPointsRole).toInt(), 0);
        // The damage floats up from the game master's token; the TV, which knows no monster's numbers, shows none.
        QQuickItem *damage = AppWindow::find(app.item(QStringLiteral("token-skel1")), QStringLiteral("floatingNumber"));
        QVERIFY(damage);
        QVERIFY2(damage->property("text").toString().startsWith(QLatin1Char('-')),
                 qPrintable(damage->property("text").toString()));
        QTRY_COMPARE(role(shown, QStringLiteral("skel1"), TokenModel::HealthRole).toString(), QStringLiteral("dead"));
        QQuickItem *dropped = AppWindow::find(players->contentItem(), QStringLiteral("token-skel1"));
        QVERIFY(dropped && dropped->isVisible());
        QCOMPARE(dropped->property("health").toString(), QStringLiteral("dead"));
        checkNothingHiddenShown(app, "dropped");
        QVERIFY(!app.screenshot(QStringLiteral("players-dropped") + suffix, players).isEmpty());

        // A whole round on, back to Brenna: the turn line never names the hidden Lurker or Skeleton 2 on their
        // turns (dead Skeleton 1 has none).
        QStringList hiddenTurns;
        int turns = 0;
        do {
            QVERIFY(app.clickShown(QStringLiteral("nextTurnButton")));
            QTest::qWait(20);
            if (role(gm, encounter->currentCreature(), TokenModel::HiddenRole).toBool())
                hiddenTurns.append(encounter->currentCreature());
            checkTurnLine(app, "round");
            checkNothingHiddenShown(app, "round");
        } while (encounter->currentCreature() != QLatin1String("brenna") && ++turns < 14);
        QCOMPARE(encounter->currentCreature(), QStringLiteral("brenna"));
        hiddenTurns.sort();
        QCOMPARE(hiddenTurns, QStringList({QStringLiteral("lurker"), QStringLiteral("skel2")}));

        // End encounter (asked first): the turn line goes, the hidden ones stay hidden.
        QQuickItem *end = app.itemWithText(tr("InitiativePanel", "End encounter…"));
        QVERIFY(end);
        app.click(end);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("endEncounterDialog")));
        QQuickItem *ok = app.itemWithText(QStringLiteral("OK"));
        QVERIFY(ok);
        app.click(ok);
        QTRY_VERIFY(!encounter->running());
        checkTurnLine(app, "ended");
        checkNothingHiddenShown(app, "ended");
        QCOMPARE(shown->rowCount(), 10);
        QVERIFY(!app.screenshot(QStringLiteral("players-ended") + suffix, players).isEmpty());
        QVERIFY(!app.screenshot(QStringLiteral("players-ended-gm") + suffix).isEmpty());
        AppWindow::useGerman(false);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Brannoc, put beside Skeleton 2, is dragged away: the question whether the skeleton takes its opportunity
    // attack covers neither token, at both window sizes and in German.
    // Alt+click on the game master's map pings the square: a pulse there on the laptop, on the TV and in the TV
    // preview, nothing stored, nothing to undo.
    void altClickPingsTheSquareOnTheTv_data() { sizesAndGerman(); }
    void altClickPingsTheSquareOnTheTv()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app(42);
        QQuickWindow *players = openWithPlayersWindow(app, size);
        QVERIFY(players);
        QSignalSpy pinged(app.controller()->playerScreen(), &PlayerScreen::pinged);
        const bool couldUndo = app.controller()->map()->canUndo();
        // The TV preview in the map's corner shows it too.
        QVERIFY(WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "&View"),
                                         WindowDriver::shown("MainMenuBar", "TV pre&view in a corner")));
        QQuickItem *preview = nullptr;
        QTRY_VERIFY((preview = app.item(QStringLiteral("tvPreviewMap"))) != nullptr);

        QTest::mouseMove(app.window(), squareCentre(app, 12, 6));
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::AltModifier, squareCentre(app, 12, 6));
        QTRY_COMPARE(pinged.size(), 1);
        QCOMPARE(pinged.first().at(0).toInt(), 12);
        QCOMPARE(pinged.first().at(1).toInt(), 6);
        QQuickItem *onTv = nullptr;
        QTRY_VERIFY((onTv = AppWindow::find(players->contentItem(), QStringLiteral("ping"))));
        QCOMPARE(onTv->property("column").toInt(), 12);
        QCOMPARE(onTv->property("row").toInt(), 6);
        QVERIFY(AppWindow::find(app.window()->contentItem(), QStringLiteral("ping")));
        QQuickItem *inPreview = AppWindow::find(preview, QStringLiteral("ping"));
        QVERIFY(inPreview);
        QCOMPARE(inPreview->property("column").toInt(), 12);
        QVERIFY(!app.screenshot(german ? QStringLiteral("players-ping-de") : QStringLiteral("players-ping"), players)
                     .isEmpty());
        QCOMPARE(app.controller()->map()->canUndo(), couldUndo);
        // It fades: the pulse is gone after a moment, from both.
        QTRY_VERIFY_WITH_TIMEOUT(!AppWindow::find(players->contentItem(), QStringLiteral("ping")), 4000);
        QVERIFY(!AppWindow::find(app.window()->contentItem(), QStringLiteral("ping")));
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // View > Show the ruler on the players' window: while the game master measures, the TV draws the same ruler and
    // distance (3 squares from (2,2) to (5,3) by the Orcus count); without it, or with the ruler put away, nothing.
    void theRulerOnThePlayersWindow_data() { sizesAndGerman(); }
    void theRulerOnThePlayersWindow()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app(42);
        QQuickWindow *players = openWithPlayersWindow(app, size);
        QVERIFY(players);
        const auto tvLabel = [players]() -> QQuickItem * {
            QQuickItem *label = AppWindow::find(players->contentItem(), QStringLiteral("measureLabel"));
            return label && label->isVisible() ? label : nullptr;
        };
        const QString threeSquares = QCoreApplication::translate("MeasureTool", "%n square(s)", "", 3);

        // Measuring alone stays on the laptop.
        app.key(Qt::Key_M, Qt::ControlModifier);
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, squareCentre(app, 2, 2));
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, squareCentre(app, 5, 3));
        QTRY_VERIFY(app.item(QStringLiteral("measureLabel")) && app.item(QStringLiteral("measureLabel"))->isVisible());
        QVERIFY(!tvLabel());
        app.key(Qt::Key_Escape);

        using WindowDriver::shown;
        QVERIFY(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", "&View"),
                                         shown("MainMenuBar", "Show the &ruler on the players' window")));
        app.key(Qt::Key_M, Qt::ControlModifier);
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, squareCentre(app, 2, 2));
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, squareCentre(app, 5, 3));
        QTRY_VERIFY(tvLabel());
        QTRY_COMPARE(tvLabel()->property("text").toString(), threeSquares);
        QVERIFY(!app.screenshot(german ? QStringLiteral("players-ruler-de") : QStringLiteral("players-ruler"), players)
                     .isEmpty());
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!tvLabel());
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void opportunityQuestionLeavesTokensInSight_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
    }
    void opportunityQuestionLeavesTokensInSight()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app(42);
        QVERIFY(app.open(size));
        EncounterController *encounter = encounterOf(app);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        for (int turn = 0; turn < 14 && encounter->currentCreature() != QLatin1String("brannoc"); ++turn)
            QVERIFY(encounter->nextTurn());
        QCOMPARE(encounter->currentCreature(), QStringLiteral("brannoc"));
        // The game master puts him next to Skeleton 2 (10,3), then drags him one square west, out of its reach.
        QVERIFY2(encounter->place(QStringLiteral("brannoc"), 9, 3), qPrintable(encounter->errorMessage()));
        QTest::qWait(100);
        app.drag(squareCentre(app, 9, 3), squareCentre(app, 8, 3));
        PromptDecider *prompt = encounter->prompt();
        QTRY_VERIFY(prompt->pending());
        QQuickItem *yes = nullptr;
        QTRY_VERIFY((yes = app.item(QStringLiteral("promptYes"))) && yes->isVisible());
        QTest::qWait(150); // placed and laid out
        QVERIFY(prompt->creatures().contains(QStringLiteral("skel2")));
        QVERIFY(prompt->creatures().contains(QStringLiteral("brannoc")));

        QQuickItem *dialog = yes;
        while (dialog->parentItem() && !dialog->inherits("QQuickPopupItem"))
            dialog = dialog->parentItem();
        const QRectF dialogRect = sceneRect(dialog);
        QVERIFY(dialogRect.width() > 100);
        // Inside the window, and clear of every creature it asks about.
        QVERIFY(QRectF(0, 0, size.width(), size.height()).contains(dialogRect));
        for (const QString &id : prompt->creatures()) {
            QQuickItem *token = app.item(QStringLiteral("token-") + id);
            QVERIFY(token);
            QVERIFY2(!dialogRect.intersects(sceneRect(token)),
                     qPrintable(QStringLiteral("the question covers %1").arg(id)));
        }
        QVERIFY(
            !app.screenshot(german ? QStringLiteral("opportunity-question-de") : QStringLiteral("opportunity-question"))
                 .isEmpty());
        app.click(yes);
        QTRY_VERIFY(!encounter->waiting());
        AppWindow::useGerman(false);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2ePlayers)
#include "tst_e2e_players.moc"
