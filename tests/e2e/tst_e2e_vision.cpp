#include "appwindow.h"
#include "mapcamera.h"
#include "mapdocument.h"
#include "playerscreen.h"
#include "tokenmodel.h"
#include "windowdriver.h"

#include <QSignalSpy>

using namespace battlemat;

/**
 * The players' window shows what the heroes see (docs/vision.md), in the real window: a dark room, a hero with a
 * torch (bright light, 5 squares: Orcus "Adventuring Gear") moved by the game master's mouse; squares and monsters
 * appear on the TV as they come into the light, squares seen before stay dimmed without tokens, and a monster the
 * game master hid never appears. At 1366 x 768, 1920 x 1080 and in German.
 */
class TestE2eVision : public QObject
{
    Q_OBJECT

    static QPoint mapPoint(const AppWindow &app, qreal column, qreal row)
    {
        QQuickItem *view = app.item(QStringLiteral("mapView"));
        auto *camera = view->property("camera").value<MapCamera *>();
        const qreal cell = view->property("cellSize").toReal();
        return view
            ->mapToScene(
                QPointF(column * cell * camera->zoom() + camera->panX(), row * cell * camera->zoom() + camera->panY()))
            .toPoint();
    }
    static QQuickItem *findIn(QQuickItem *root, const QString &name) { return AppWindow::find(root, name); }
    /** View > Players' window (Ctrl+P), shown with its fog layer active: the fog item, or null if it did not come. */
    static QQuickItem *openPlayersFog(AppWindow &app, QQuickWindow **tv)
    {
        app.key(Qt::Key_P, Qt::ControlModifier);
        *tv = app.window()->findChild<QQuickWindow *>(QStringLiteral("playerWindow"));
        if (!*tv || !QTest::qWaitFor([tv] { return (*tv)->isVisible(); }) || !QTest::qWaitForWindowExposed(*tv))
            return nullptr;
        QQuickItem *fog = nullptr;
        const bool shown = QTest::qWaitFor([&] {
            fog = findIn((*tv)->contentItem(), QStringLiteral("fog"));
            return fog && fog->property("active").toBool();
        });
        return shown ? fog : nullptr;
    }
    /** What the players' fog shows of a square: 0 unseen, 1 explored, 2 seen now (FogLayerItem::stateAt). */
    static int fogState(QQuickItem *fog, int column, int row)
    {
        int result = -1;
        QMetaObject::invokeMethod(fog, "stateAt", Q_RETURN_ARG(int, result), Q_ARG(int, column), Q_ARG(int, row));
        return result;
    }

    // A dark room of 20 x 9 squares: the hero at 2,4 with a torch, a goblin at 12,4 in the dark, a lurker the game
    // master hid at 4,4 in the torch's light.
    static TableScene darkRoom(TableScene scene)
    {
        scene.map.name = QStringLiteral("Dark room");
        scene.map.grid = GridMap(20, 9);
        scene.map.creatures.clear();
        scene.statuses.clear();
        scene.map.background = {};
        scene.background = {};
        auto add = [&](const QString &id, const QString &name, const QString &side, Square at, bool hidden) {
            MapCreature c;
            c.id = id;
            c.name = name;
            c.side = side;
            c.position = at;
            c.hiddenFromPlayers = hidden;
            scene.map.creatures.append(c);
        };
        add(QStringLiteral("hero"), QStringLiteral("Aldric"), QStringLiteral("heroes"), {2, 4}, false);
        add(QStringLiteral("goblin"), QStringLiteral("Goblin"), QStringLiteral("monsters"), {12, 4}, false);
        add(QStringLiteral("lurker"), QStringLiteral("Lurker"), QStringLiteral("monsters"), {4, 4}, true);
        scene.map.lighting = {};
        scene.map.lighting.ambient = LightLevel::Dark;
        scene.map.lighting.lights.append({QStringLiteral("torch"), {}, QStringLiteral("hero"), 60});
        return scene;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase()
    {
        AppWindow::useGerman(false);
        AppWindow::cleanupTestCase();
    }
    void init() { AppWindow::warnings().clear(); }

    void torchRevealsTheDarkRoom_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void torchRevealsTheDarkRoom()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *gm = app.controller()->map();
        gm->setScene(darkRoom(gm->scene()));
        PlayerScreen *players = app.controller()->playerScreen();
        TokenModel *shown = players->tokens();
        QCOMPARE(shown->rowCount(), 2); // vision off: all but the hidden lurker

        // The game master turns vision on in map editing and opens the players' window.
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("visionToggle")));
        QTRY_VERIFY(gm->visionEnabled());
        QQuickWindow *tv = nullptr;
        QQuickItem *fog = openPlayersFog(app, &tv);
        QVERIFY(fog);

        auto state = [fog](int column, int row) { return fogState(fog, column, row); };
        // The torch lights 5 squares round the hero: column 7 is seen, 8 is black; the goblin is not on the TV,
        // the lurker in the light neither (the game master hid it).
        QCOMPARE(state(7, 4), 2);
        QCOMPARE(state(8, 4), 0);
        QCOMPARE(shown->rowCount(), 1);
        QCOMPARE(shown->rowOf(QStringLiteral("goblin")), -1);
        QCOMPARE(shown->rowOf(QStringLiteral("lurker")), -1);
        app.screenshot(QStringLiteral("vision-tv-start") + (german ? QStringLiteral("-de") : QString()), tv);

        // The game master drags the hero 5 squares on: the goblin at 12 is now in the torch's light.
        QVERIFY(app.clickShown(QStringLiteral("tool-select")));
        QQuickItem *token = nullptr;
        QTRY_VERIFY((token = app.item(QStringLiteral("token-hero"))));
        app.drag(AppWindow::centreOf(token), mapPoint(app, 7.5, 4.5));
        QTRY_COMPARE(gm->map().creature(QStringLiteral("hero"))->position, (Square{7, 4}));
        QTRY_VERIFY(shown->rowOf(QStringLiteral("goblin")) >= 0);
        QCOMPARE(state(12, 4), 2);
        QCOMPARE(state(1, 4), 1); // seen before, out of the light now: dimmed
        QCOMPARE(state(19, 4), 0);
        QCOMPARE(shown->rowOf(QStringLiteral("lurker")), -1);
        app.screenshot(QStringLiteral("vision-tv-moved") + (german ? QStringLiteral("-de") : QString()), tv);

        // Back to the start: the goblin leaves the TV, its squares stay explored (dimmed, no token).
        QTRY_VERIFY((token = app.item(QStringLiteral("token-hero"))));
        app.drag(AppWindow::centreOf(token), mapPoint(app, 2.5, 4.5));
        QTRY_COMPARE(gm->map().creature(QStringLiteral("hero"))->position, (Square{2, 4}));
        QTRY_COMPARE(shown->rowOf(QStringLiteral("goblin")), -1);
        QCOMPARE(state(12, 4), 1);
        QVERIFY(gm->map().lighting.isExplored({12, 4}, 20)); // kept with the game master's map
        app.screenshot(QStringLiteral("vision-tv-explored") + (german ? QStringLiteral("-de") : QString()), tv);

        // The game master's own map can show, see-through, what the players see.
        QQuickItem *gmFog = app.item(QStringLiteral("fog"));
        QVERIFY(gmFog);
        QVERIFY(!gmFog->isVisible());
        app.window()->setProperty("showPlayersSight", true); // View > Show what the players see
        QTRY_VERIFY(gmFog->isVisible());
        QTRY_VERIFY(gmFog->property("active").toBool());
        app.screenshot(QStringLiteral("vision-gm") + (german ? QStringLiteral("-de") : QString()));
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void resetExploredForgetsTheRoom_data() { torchRevealsTheDarkRoom_data(); }
    void resetExploredForgetsTheRoom()
    {
        // The game master uses the dark room again: the players forget the goblin's end of it, the hero's torch
        // shows its own squares at once; Ctrl+Z brings the forgotten squares back, Ctrl+Shift+Z forgets them again.
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *gm = app.controller()->map();
        gm->setScene(darkRoom(gm->scene()));
        app.key(Qt::Key_E, Qt::ControlModifier);
        QQuickItem *reset = app.item(QStringLiteral("resetExploredButton"));
        QVERIFY(reset);
        QVERIFY(!reset->isEnabled()); // vision off: nothing is explored
        QVERIFY(app.clickShown(QStringLiteral("visionToggle")));
        QTRY_VERIFY(gm->visionEnabled());
        QTRY_VERIFY(reset->isEnabled());
        QQuickWindow *tv = nullptr;
        QQuickItem *fog = openPlayersFog(app, &tv);
        QVERIFY(fog);
        auto state = [fog](int column, int row) { return fogState(fog, column, row); };

        // The hero walks to 7 and back: the squares up to 12 are explored, 1..7 seen now.
        QVERIFY(app.clickShown(QStringLiteral("tool-select")));
        QQuickItem *token = nullptr;
        QTRY_VERIFY((token = app.item(QStringLiteral("token-hero"))));
        app.drag(AppWindow::centreOf(token), mapPoint(app, 7.5, 4.5));
        QTRY_COMPARE(gm->map().creature(QStringLiteral("hero"))->position, (Square{7, 4}));
        QTRY_VERIFY((token = app.item(QStringLiteral("token-hero"))));
        app.drag(AppWindow::centreOf(token), mapPoint(app, 2.5, 4.5));
        QTRY_COMPARE(gm->map().creature(QStringLiteral("hero"))->position, (Square{2, 4}));
        QTRY_COMPARE(state(12, 4), 1);
        QCOMPARE(state(7, 4), 2);

        QVERIFY(app.clickShown(QStringLiteral("resetExploredButton")));
        QTRY_COMPARE(state(12, 4), 0); // forgotten: black on the TV
        QCOMPARE(state(8, 4), 0);
        QCOMPARE(state(7, 4), 2); // still in the torch's light
        QCOMPARE(state(2, 4), 2);
        QVERIFY(!gm->map().lighting.isExplored({12, 4}, 20));
        QVERIFY(gm->map().lighting.isExplored({7, 4}, 20));
        app.screenshot(QStringLiteral("vision-tv-reset") + (german ? QStringLiteral("-de") : QString()), tv);
        app.screenshot(QStringLiteral("vision-gm-reset") + (german ? QStringLiteral("-de") : QString()));

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(state(12, 4), 1);
        QVERIFY(gm->map().lighting.isExplored({12, 4}, 20));
        app.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(state(12, 4), 0);
        QCOMPARE(state(7, 4), 2);
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    void revealAndHideBrushes_data() { torchRevealsTheDarkRoom_data(); }
    void revealAndHideBrushes()
    {
        // The game master reveals the goblin's end of the dark room (the heroes are told about it) by dragging the
        // reveal brush over it, and hides a lit square by a click; both show on the TV and go with Ctrl+Z.
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *gm = app.controller()->map();
        gm->setScene(darkRoom(gm->scene()));
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("visionToggle")));
        QTRY_VERIFY(gm->visionEnabled());
        QQuickWindow *tv = nullptr;
        QQuickItem *fog = openPlayersFog(app, &tv);
        QVERIFY(fog);
        auto state = [fog](int column, int row) { return fogState(fog, column, row); };
        PlayerScreen *players = app.controller()->playerScreen();
        QCOMPARE(state(12, 4), 0);
        QCOMPARE(players->tokens()->rowOf(QStringLiteral("goblin")), -1);

        QVERIFY(app.clickShown(QStringLiteral("tool-fog")));
        QVERIFY(app.clickShown(QStringLiteral("fog-1")));
        app.drag(mapPoint(app, 11.5, 4.5), mapPoint(app, 13.5, 4.5));
        QTRY_COMPARE(state(12, 4), 2);
        QCOMPARE(state(11, 4), 2);
        QCOMPARE(state(13, 4), 2);
        QCOMPARE(state(14, 4), 0);
        QCOMPARE(state(12, 3), 0);
        QTRY_VERIFY(players->tokens()->rowOf(QStringLiteral("goblin")) >= 0); // what stands there shows too
        QCOMPARE(gm->fogMarkAt(12, 4), 1);

        QVERIFY(app.clickShown(QStringLiteral("fog-2")));
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, mapPoint(app, 5.5, 4.5));
        QTRY_COMPARE(state(5, 4), 0); // lit by the torch, hidden by the game master
        QCOMPARE(state(6, 4), 2);
        QCOMPARE(gm->fogMarkAt(5, 4), 2);
        app.screenshot(QStringLiteral("vision-tv-brushes") + (german ? QStringLiteral("-de") : QString()), tv);
        app.screenshot(QStringLiteral("vision-gm-brushes") + (german ? QStringLiteral("-de") : QString()));

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(state(5, 4), 2);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(players->tokens()->rowOf(QStringLiteral("goblin")), -1);
        // The players did see the revealed squares: they stay explored (dimmed) until the game master resets that.
        QCOMPARE(state(12, 4), 1);
        QCOMPARE(gm->fogMarkAt(12, 4), 0);
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
    void rectangleAndRoomBrushes_data() { torchRevealsTheDarkRoom_data(); }
    void rectangleAndRoomBrushes()
    {
        // The game master reveals a closet walled off at the east end by one click with the room shape (flooded to
        // its walls), then hides the squares round the hero by dragging a rectangle. His own map draws both marks;
        // the TV shows the closet and not the hidden squares; Ctrl+Z takes each back.
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *gm = app.controller()->map();
        TableScene scene = darkRoom(gm->scene());
        for (int y = 0; y < 9; ++y)
            scene.map.grid.setEdge({16, y}, Side::West, EdgeFeature::Wall);
        gm->setScene(scene);
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("visionToggle")));
        QTRY_VERIFY(gm->visionEnabled());
        QQuickWindow *tv = nullptr;
        QQuickItem *fog = openPlayersFog(app, &tv);
        QVERIFY(fog);
        auto state = [fog](int column, int row) { return fogState(fog, column, row); };
        QQuickItem *marks = app.item(QStringLiteral("fogMarks"));
        QVERIFY(marks);
        QCOMPARE(marks->property("markedSquares").toInt(), 0);

        QVERIFY(app.clickShown(QStringLiteral("tool-fog")));
        QVERIFY(app.clickShown(QStringLiteral("fog-1")));
        QVERIFY(app.clickShown(QStringLiteral("fogShape-room")));
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, mapPoint(app, 17.5, 4.5));
        QTRY_COMPARE(state(16, 0), 2);
        QCOMPARE(state(19, 8), 2);
        QCOMPARE(state(15, 4), 0); // west of the wall: not the closet
        QCOMPARE(gm->fogMarkAt(18, 2), 1);
        QTRY_COMPARE(marks->property("markedSquares").toInt(), 4 * 9);

        QVERIFY(app.clickShown(QStringLiteral("fog-2")));
        QVERIFY(app.clickShown(QStringLiteral("fogShape-rectangle")));
        QCOMPARE(state(4, 3), 2);
        app.drag(mapPoint(app, 5.5, 5.5), mapPoint(app, 3.5, 3.5));
        QTRY_COMPARE(state(4, 3), 0);
        QCOMPARE(state(3, 5), 0);
        QCOMPARE(state(6, 4), 2); // lit, outside the rectangle
        QCOMPARE(gm->fogMarkAt(5, 5), 2);
        QCOMPARE(gm->fogMarkAt(6, 5), 0);
        QTRY_COMPARE(marks->property("markedSquares").toInt(), 4 * 9 + 3 * 3);
        QVERIFY(!app.item(QStringLiteral("fogRectangle"))->isVisible()); // the dragged outline goes with the stroke
        // View > TV preview in a corner: the laptop shows the TV's picture, the revealed closet lit in it.
        QVERIFY(WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "&View"),
                                         WindowDriver::shown("MainMenuBar", "TV pre&view in a corner")));
        QQuickItem *preview = nullptr;
        QTRY_VERIFY((preview = app.item(QStringLiteral("tvPreviewMap"))) && preview->isVisible());
        QVERIFY(preview->width() > 200);
        QQuickItem *previewFog = findIn(preview, QStringLiteral("fog"));
        QVERIFY(previewFog);
        QTRY_COMPARE(fogState(previewFog, 18, 2), 2);
        QCOMPARE(fogState(previewFog, 4, 3), 0);
        // Off and on again: the preview comes back with the players' screen it was given.
        app.window()->setProperty("tvPreview", false);
        QTRY_VERIFY(!app.item(QStringLiteral("tvPreviewMap")));
        QVERIFY(WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "&View"),
                                         WindowDriver::shown("MainMenuBar", "TV pre&view in a corner")));
        QTRY_VERIFY(app.item(QStringLiteral("tvPreviewMap")) && app.item(QStringLiteral("tvPreviewMap"))->isVisible());
        // View > Map legend: the colours explained on the laptop and, in large type, on the TV.
        QVERIFY(WindowDriver::chooseMenu(app.window(), WindowDriver::shown("MainMenuBar", "&View"),
                                         WindowDriver::shown("MainMenuBar", "Map &legend")));
        QTRY_VERIFY(app.item(QStringLiteral("mapLegend"))->isVisible());
        QTRY_VERIFY(findIn(tv->contentItem(), QStringLiteral("playersLegend"))->isVisible());
        QVERIFY(AppWindow::findText(tv->contentItem(), WindowDriver::shown("MapLegend", "Locked door")));
        QVERIFY(AppWindow::findText(app.item(QStringLiteral("mapLegend")),
                                    german ? QStringLiteral("Schwierig") : QStringLiteral("Difficult")));
        app.screenshot(QStringLiteral("vision-tv-rooms") + (german ? QStringLiteral("-de") : QString()), tv);
        app.screenshot(QStringLiteral("vision-gm-rooms") + (german ? QStringLiteral("-de") : QString()));

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(state(4, 3), 2);
        QCOMPARE(marks->property("markedSquares").toInt(), 4 * 9);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(marks->property("markedSquares").toInt(), 0);
        QCOMPARE(state(18, 2), 1); // seen once, the closet stays explored
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eVision)
#include "tst_e2e_vision.moc"
