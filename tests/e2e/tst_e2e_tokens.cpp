#include "appwindow.h"
#include "encountercontroller.h"
#include "mapcamera.h"
#include "mapdocument.h"
#include "playerscreen.h"
#include "tokenmodel.h"
#include "windowdriver.h"

#include <QSettings>
#include <QTemporaryDir>

using namespace battlemat;

/**
 * The tokens as a game master sees them (issue 19, docs/table.md "The look"), in the real window: a portrait chosen
 * from the token's menu shows round inside the faction's shape on both screens, undone by Ctrl+Z, a picture that is
 * none refused with the reason; condition icons at least 16 px on screen at the default zoom, named in a tooltip
 * and in the map legend; a moved token glides along the squares it went through, on the laptop and on the TV. At
 * 1366 x 768, 1920 x 1080 and in German.
 */
class TestE2eTokens : public QObject
{
    Q_OBJECT

    static QString shown(const char *context, const char *text) { return QCoreApplication::translate(context, text); }
    // The screenshot's name carries the window's size itself.
    static QString suffixOf(QSize, bool german) { return german ? QStringLiteral("-de") : QString(); }
    /** A colour of the window's palette (QQuickPalette's role name: "window", "text"...). */
    static QColor paletteColour(QQuickWindow *window, const char *role)
    {
        auto *palette = window->property("palette").value<QObject *>();
        return palette ? palette->property(role).value<QColor>() : QColor();
    }
    /** Right-click on the token, the Portrait submenu, then an entry of it. */
    static bool chooseFromPortraitMenu(AppWindow &app, QQuickItem *token, const QString &entry)
    {
        app.click(token, Qt::RightButton);
        QQuickItem *submenu = nullptr;
        if (!QTest::qWaitFor([&] { return (submenu = app.itemWithText(shown("TokenMenu", "Portrait"))) != nullptr; }))
            return false;
        app.click(submenu);
        QQuickItem *item = nullptr;
        if (!QTest::qWaitFor([&] { return (item = app.itemWithText(entry)) != nullptr && item->isVisible(); }))
            return false;
        app.click(item);
        return true;
    }
    static QString portraitOf(MapDocument *document, const QString &id)
    {
        const MapCreature *creature = document->map().creature(id);
        return creature ? creature->portrait : QStringLiteral("(none)");
    }
    static QQuickWindow *openPlayers(AppWindow &app)
    {
        app.key(Qt::Key_P, Qt::ControlModifier);
        auto *tv = app.window()->findChild<QQuickWindow *>(QStringLiteral("playerWindow"));
        if (!tv || !QTest::qWaitFor([tv] { return tv->isVisible(); }) || !QTest::qWaitForWindowExposed(tv))
            return nullptr;
        return tv;
    }
    static QRectF onScreen(const QQuickItem *item)
    {
        return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase()
    {
        AppWindow::useGerman(false);
        AppWindow::cleanupTestCase();
    }
    void init() { AppWindow::warnings().clear(); }

    void sizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }

    void portraitFromTheTokenMenu_data() { sizes_data(); }
    void portraitFromTheTokenMenu()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QTemporaryDir folder;
        const QString picture = folder.filePath(QStringLiteral("knight.png"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/portrait-knight.png"), picture));
        const QString junk = folder.filePath(QStringLiteral("junk.png"));
        {
            QFile file(junk);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("this is no picture");
        }
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *gm = app.controller()->map();
        QQuickItem *token = nullptr;
        QTRY_VERIFY((token = app.item(QStringLiteral("token-aldric"))));
        QVERIFY(!AppWindow::find(token, QStringLiteral("tokenPortrait"))->isVisible());

        // Token menu > Portrait > Choose picture…: the file typed into Battlemat's open dialog.
        QVERIFY(chooseFromPortraitMenu(app, token, shown("TokenMenu", "Choose picture…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("portraitDialog")));
        app.type(picture);
        app.key(Qt::Key_Return);
        QTRY_VERIFY(!portraitOf(gm, QStringLiteral("aldric")).isEmpty());
        QVERIFY(
            portraitOf(gm, QStringLiteral("aldric")).startsWith(QStringLiteral("iVBORw0KGgoAAAANSUhEUgAAAQAAAAEA")));
        QQuickItem *portrait = AppWindow::find(token, QStringLiteral("tokenPortrait"));
        QTRY_VERIFY(portrait->isVisible());
        // Round inside the hero's circle: the faction's ring shows round it.
        QVERIFY(portrait->width() < token->width() * 0.8);

        // The TV shows it: the players' copy carries the portrait of a creature they see.
        QQuickWindow *tv = openPlayers(app);
        QVERIFY(tv);
        TokenModel *tvTokens = app.controller()->playerScreen()->tokens();
        const int row = tvTokens->rowOf(QStringLiteral("aldric"));
        QVERIFY(row >= 0);
        QTRY_VERIFY(
            tvTokens->data(tvTokens->index(row), TokenModel::PortraitRole).toString().startsWith("data:image/png"));
        QQuickItem *tvToken = nullptr;
        QTRY_VERIFY((tvToken = AppWindow::find(tv->contentItem(), QStringLiteral("token-aldric"))));
        QTRY_VERIFY(AppWindow::find(tvToken, QStringLiteral("tokenPortrait"))->isVisible());
        app.screenshot(QStringLiteral("portrait-tv") + suffixOf(size, german), tv);
        app.screenshot(QStringLiteral("portrait-token") + suffixOf(size, german));

        // A file that is no picture: refused with the reason, the portrait stays.
        const QString before = portraitOf(gm, QStringLiteral("aldric"));
        QVERIFY(chooseFromPortraitMenu(app, token, shown("TokenMenu", "Choose picture…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("portraitDialog")));
        app.type(junk);
        app.key(Qt::Key_Return);
        QObject *portraits = app.window()->findChild<QObject *>(QStringLiteral("portraitEditor"));
        QVERIFY(portraits);
        QTRY_VERIFY2(
            portraits->property("errorMessage").toString().contains(QStringLiteral("junk.png is not a picture")),
            qPrintable(portraits->property("errorMessage").toString()));
        QCOMPARE(portraitOf(gm, QStringLiteral("aldric")), before);
        app.screenshot(QStringLiteral("portrait-refused") + suffixOf(size, german));

        // Edit > Undo takes it away, Redo brings it back; Remove portrait takes it away too.
        // (The session's undo shows its scene again: the tokens are made anew, so they are looked up each time.)
        auto portraitShown = [&app] {
            QQuickItem *now = app.item(QStringLiteral("token-aldric"));
            QQuickItem *picture = now ? AppWindow::find(now, QStringLiteral("tokenPortrait")) : nullptr;
            return picture && picture->isVisible();
        };
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(portraitOf(gm, QStringLiteral("aldric")), QString());
        QTRY_VERIFY(!portraitShown());
        app.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(portraitOf(gm, QStringLiteral("aldric")), before);
        QTRY_VERIFY(portraitShown());
        QTRY_VERIFY((token = app.item(QStringLiteral("token-aldric"))));
        QVERIFY(chooseFromPortraitMenu(app, token, shown("TokenMenu", "Remove portrait")));
        QTRY_COMPARE(portraitOf(gm, QStringLiteral("aldric")), QString());
        QTRY_VERIFY(!portraitShown());
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // At the fitted zoom of the window, each condition is an icon at least 16 px on screen, its name in the table's
    // language in a tooltip; View > Map legend names every icon.
    void conditionIconsAndTheirLegend_data() { sizes_data(); }
    void conditionIconsAndTheirLegend()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app(42);
        QVERIFY(app.open(size));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY2(encounter->start(42), qPrintable(encounter->errorMessage()));
        for (const char *condition : {"dazed", "prone", "weakened"}) {
            QVERIFY(encounter->execute(QStringLiteral("{\"type\": \"applyEffect\", \"target\": \"skel1\", \"source\": "
                                                      "\"aldric\", \"effect\": {\"condition\": \"%1\", \"duration\": "
                                                      "\"saveEnds\"}}")
                                           .arg(QLatin1String(condition))));
        }
        QQuickItem *token = nullptr;
        QTRY_VERIFY((token = app.item(QStringLiteral("token-skel1"))));
        QQuickItem *dazed = nullptr;
        QTRY_VERIFY((dazed = AppWindow::find(token, QStringLiteral("conditionIcon-dazed"))) && dazed->isVisible());
        const QRectF icon = onScreen(dazed);
        QVERIFY2(icon.height() >= 16 - 0.01 && icon.width() >= 16 - 0.01, qPrintable(QString::number(icon.height())));
        // As many icons as fit over the token, "+N" for the rest; the tooltip names them all.
        QQuickItem *bar = AppWindow::find(token, QStringLiteral("hitPointBar"));
        QVERIFY(bar && bar->isVisible());
        QVERIFY2(onScreen(bar).height() >= 8 - 0.01, qPrintable(QString::number(onScreen(bar).height())));

        // Hovering the icons names them.
        QTest::mouseMove(app.window(), icon.center().toPoint());
        const QString names =
            shown("ConditionNames", "dazed") + QStringLiteral(", ") + shown("ConditionNames", "prone");
        QQuickItem *tip = nullptr;
        QTRY_VERIFY((tip = app.itemWithText(names + QStringLiteral(", ") + shown("ConditionNames", "weakened"))) &&
                    tip->isVisible());
        app.screenshot(QStringLiteral("condition-icons") + suffixOf(size, german));

        // View > Map legend: every icon with its name.
        app.window()->setProperty("mapLegend", true);
        QQuickItem *legend = nullptr;
        QTRY_VERIFY((legend = app.item(QStringLiteral("mapLegend"))) && legend->isVisible());
        QVERIFY(AppWindow::findText(legend, shown("ConditionNames", "unconscious")));
        QVERIFY(AppWindow::find(legend, QStringLiteral("conditionIcon-unconscious")));
        const QRectF shownLegend = onScreen(legend);
        QVERIFY2(shownLegend.top() >= 0 && shownLegend.bottom() <= size.height(),
                 qPrintable(QStringLiteral("legend %1..%2").arg(shownLegend.top()).arg(shownLegend.bottom())));
        app.screenshot(QStringLiteral("condition-legend") + suffixOf(size, german));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // View > Theme > Dark: the window and its panels go dark with readable text, the players' window stays as it
    // was, and the next start opens dark; View > Theme > Light brings the light back.
    void darkThemeIsChosenAndRemembered_data() { sizes_data(); }
    void darkThemeIsChosenAndRemembered()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QSettings().remove(QStringLiteral("look/theme"));
        auto luminance = [](QColor c) {
            auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
            return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
        };
        auto contrast = [&](QColor a, QColor b) {
            const qreal la = luminance(a);
            const qreal lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        QColor tvBackground;
        {
            AppWindow app;
            QVERIFY(app.open(size));
            QQuickWindow *tv = openPlayers(app);
            QVERIFY(tv);
            tvBackground = tv->color();
            QVERIFY(
                WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", "&View"), shown("MainMenuBar", "T&heme")));
            QQuickItem *dark = WindowDriver::waitFor(app.window(), shown("MainMenuBar", "&Dark"));
            QVERIFY(dark);
            WindowDriver::click(app.window(), dark);
            QTRY_COMPARE(app.window()->property("appearance").value<QObject *>()->property("theme").toString(),
                         QStringLiteral("dark"));
            QTRY_VERIFY2(luminance(app.window()->color()) < 0.05, "the window is not dark");
            QVERIFY(contrast(paletteColour(app.window(), "windowText"), paletteColour(app.window(), "window")) >= 7);
            QVERIFY(contrast(paletteColour(app.window(), "text"), paletteColour(app.window(), "base")) >= 7);
            QCOMPARE(tv->color(), tvBackground); // the TV keeps its look
            app.screenshot(QStringLiteral("theme-dark") + suffixOf(size, german));
            tv->close();
        }
        QCOMPARE(QSettings().value(QStringLiteral("look/theme")).toString(), QStringLiteral("dark"));
        {
            AppWindow again;
            QVERIFY(again.open(size));
            QTRY_COMPARE(again.window()->property("appearance").value<QObject *>()->property("theme").toString(),
                         QStringLiteral("dark"));
            QTRY_VERIFY(luminance(again.window()->color()) < 0.05);
            QVERIFY(WindowDriver::chooseMenu(again.window(), shown("MainMenuBar", "&View"),
                                             shown("MainMenuBar", "T&heme")));
            QQuickItem *light = WindowDriver::waitFor(again.window(), shown("MainMenuBar", "&Light"));
            QVERIFY(light);
            WindowDriver::click(again.window(), light);
            QTRY_VERIFY(luminance(again.window()->color()) > 0.5);
        }
        QCOMPARE(QSettings().value(QStringLiteral("look/theme")).toString(), QStringLiteral("light"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // A token moved along an L-shaped path glides through its corner square, on the laptop and on the TV, not
    // straight across; the TV's path holds only squares the players see.
    void aTokenGlidesAlongItsPath_data() { sizes_data(); }
    void aTokenGlidesAlongItsPath()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *gm = app.controller()->map();
        QQuickWindow *tv = openPlayers(app);
        QVERIFY(tv);
        const Square start = gm->map().creature(QStringLiteral("aldric"))->position;
        // Two squares east, then two south (the way the encounter's Walk reports it: the squares after the start).
        const QList<Square> path{
            {start.x + 1, start.y}, {start.x + 2, start.y}, {start.x + 2, start.y + 1}, {start.x + 2, start.y + 2}};
        QQuickItem *token = nullptr;
        QTRY_VERIFY((token = app.item(QStringLiteral("token-aldric"))));
        QQuickItem *tvToken = nullptr;
        QTRY_VERIFY((tvToken = AppWindow::find(tv->contentItem(), QStringLiteral("token-aldric"))));
        const qreal cell = token->width(); // a medium creature: one square
        const qreal tvCell = tvToken->width();

        MapDocument::EncounterToken moved;
        moved.id = QStringLiteral("aldric");
        moved.position = path.constLast();
        moved.hitPoints = 30;
        moved.maxHitPoints = 30;
        moved.path = path;
        gm->followEncounter({moved});

        // Sampled while gliding: every place lies on the path's two legs, and one is past the corner's column on
        // the second leg or at the corner, which the straight diagonal never is.
        auto onPath = [&](QPointF p) {
            const bool firstLeg = qAbs(p.y() - start.y) < 0.02 && p.x() >= start.x - 0.02 && p.x() <= start.x + 2.02;
            const bool secondLeg =
                qAbs(p.x() - (start.x + 2)) < 0.02 && p.y() >= start.y - 0.02 && p.y() <= start.y + 2.02;
            return firstLeg || secondLeg;
        };
        int inside = 0;
        int tvInside = 0;
        QString off;
        QElapsedTimer timer;
        timer.start();
        QObject *glide = token->findChild<QObject *>(QStringLiteral("glide"));
        QVERIFY(glide);
        while (timer.elapsed() < 3000) {
            const QPointF here(token->x() / cell, token->y() / cell);
            const QPointF there(tvToken->x() / tvCell, tvToken->y() / tvCell);
            if (!onPath(here))
                off += QStringLiteral(" laptop %1,%2").arg(here.x()).arg(here.y());
            if (!onPath(there))
                off += QStringLiteral(" tv %1,%2").arg(there.x()).arg(there.y());
            const bool cornerish =
                qAbs(here.x() - (start.x + 2)) < 0.02 && here.y() > start.y + 0.2 && here.y() < start.y + 1.8;
            inside += cornerish;
            tvInside +=
                qAbs(there.x() - (start.x + 2)) < 0.02 && there.y() > start.y + 0.2 && there.y() < start.y + 1.8;
            if (inside > 0 && tvInside > 0 && !glide->property("running").toBool() &&
                here == QPointF(start.x + 2, start.y + 2))
                break;
            QTest::qWait(5);
        }
        QVERIFY2(off.isEmpty(), qPrintable(off));
        QVERIFY(inside > 0);
        QVERIFY(tvInside > 0);
        QTRY_COMPARE(token->x(), (start.x + 2) * cell);
        QTRY_COMPARE(token->y(), (start.y + 2) * cell);
        app.screenshot(QStringLiteral("glide-tv") + suffixOf(size, german), tv);
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eTokens)
#include "tst_e2e_tokens.moc"
