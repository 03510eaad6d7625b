#include "appwindow.h"
#include "encountercontroller.h"
#include "mapcamera.h"
#include "mapdocument.h"
#include "playerscreen.h"

#include "grid/battlemap.h"

#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace battlemat;

/**
 * Building a map in the real window, as a game master does it with the mouse: Edit map, a terrain brush, one click
 * for one square and a drag for a row, walls and doors clicked onto square sides, a creature placed with a click,
 * a background picture; each an undoable edit.
 */
class TestE2eMapEdit : public QObject
{
    Q_OBJECT

    // The window point of a point of the map given in squares (0.5, 0.5 is the centre of the top-left square).
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
    // A click where a mouse is: moved there first, then pressed and released.
    static void clickAt(const AppWindow &app, QPoint point)
    {
        QTest::mouseMove(app.window(), point);
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, point);
    }
    static EdgeFeature edge(const MapDocument *document, int column, int row, Side side)
    {
        return document->map().grid.edge(Square{column, row}, side);
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    // A click paints one square (the panel says "click or drag"); a drag paints every square it crosses, in one
    // edit that one undo takes back.
    void clickAndDragPaintTerrain()
    {
        AppWindow app;
        QVERIFY(app.open());
        MapDocument *document = app.controller()->map();
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-terrain")));
        QVERIFY(app.clickShown(QStringLiteral("terrain-1"))); // Difficult
        QCOMPARE(document->terrainNameAt(5, 3), QStringLiteral("open"));

        clickAt(app, mapPoint(app, 5.5, 3.5));
        QTRY_COMPARE(document->terrainNameAt(5, 3), QStringLiteral("difficult"));
        QCOMPARE(document->terrainNameAt(6, 3), QStringLiteral("open"));

        app.drag(mapPoint(app, 9.5, 4.5), mapPoint(app, 13.5, 4.5));
        for (int column = 9; column <= 13; ++column)
            QTRY_COMPARE(document->terrainNameAt(column, 4), QStringLiteral("difficult"));
        QVERIFY(document->canUndo());
        app.key(Qt::Key_Z, Qt::ControlModifier); // the stroke, as one edit
        QTRY_COMPARE(document->terrainNameAt(11, 4), QStringLiteral("open"));
        QCOMPARE(document->terrainNameAt(5, 3), QStringLiteral("difficult"));
        app.screenshot(QStringLiteral("mapedit-terrain"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // One history for the whole table: a square painted, an encounter started, a turn ended; Edit > Undo (Ctrl+Z)
    // takes back the turn, then the start (no encounter any more, none in the file), then the paint; Redo brings
    // all three back. The campaign reopened holds the painted square and resumes the fight.
    void oneUndoHistoryForMapEditsAndTheEncounter()
    {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        {
            AppWindow app(42);
            QVERIFY(app.open({1366, 768}, file));
            MapDocument *document = app.controller()->map();
            auto *encounter = app.window()->property("encounter").value<EncounterController *>();
            QVERIFY(encounter);
            app.key(Qt::Key_E, Qt::ControlModifier);
            QVERIFY(app.clickShown(QStringLiteral("tool-terrain")));
            QVERIFY(app.clickShown(QStringLiteral("terrain-1"))); // Difficult
            clickAt(app, mapPoint(app, 5.5, 3.5));
            QTRY_COMPARE(document->terrainNameAt(5, 3), QStringLiteral("difficult"));
            app.key(Qt::Key_E, Qt::ControlModifier); // leave map editing

            app.key(Qt::Key_I, Qt::ControlModifier); // Encounter > Start encounter
            QTRY_VERIFY(encounter->running());
            const QString first = encounter->currentCreature();
            app.key(Qt::Key_T, Qt::ControlModifier); // Next turn
            QTRY_VERIFY(encounter->currentCreature() != first);
            app.screenshot(QStringLiteral("history-before-undo"));

            app.key(Qt::Key_Z, Qt::ControlModifier);
            QTRY_COMPARE(encounter->currentCreature(), first);
            app.key(Qt::Key_Z, Qt::ControlModifier);
            QTRY_VERIFY(!encounter->running());
            QCOMPARE(document->terrainNameAt(5, 3), QStringLiteral("difficult"));
            app.key(Qt::Key_Z, Qt::ControlModifier);
            QTRY_COMPARE(document->terrainNameAt(5, 3), QStringLiteral("open"));
            QVERIFY(!encounter->canUndo());
            app.screenshot(QStringLiteral("history-all-undone"));

            for (int i = 0; i < 3; ++i)
                app.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_VERIFY(encounter->running());
            QTRY_VERIFY(encounter->currentCreature() != first);
            QCOMPARE(document->terrainNameAt(5, 3), QStringLiteral("difficult"));
            QCOMPARE(AppWindow::warnings(), QStringList());
        }
        AppWindow reopened(43);
        QVERIFY(reopened.open({1920, 1080}, file));
        auto *encounter = reopened.window()->property("encounter").value<EncounterController *>();
        QTRY_VERIFY(encounter->running());
        QCOMPARE(reopened.controller()->map()->terrainNameAt(5, 3), QStringLiteral("difficult"));
        reopened.screenshot(QStringLiteral("history-reopened"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The game master paints while preparing, quits (asked nothing) and opens the campaign again the next day:
    // Edit > Undo still takes the paint back, and the file holds the square as it was.
    void aMapEditIsUndoneAfterReopening_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080 de") << QSize(1920, 1080) << true;
    }
    void aMapEditIsUndoneAfterReopening()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        {
            AppWindow app;
            QVERIFY(app.open(size, file));
            app.key(Qt::Key_E, Qt::ControlModifier);
            QVERIFY(app.clickShown(QStringLiteral("tool-terrain")));
            QVERIFY(app.clickShown(QStringLiteral("terrain-1"))); // Difficult
            clickAt(app, mapPoint(app, 5.5, 3.5));
            QTRY_COMPARE(app.controller()->map()->terrainNameAt(5, 3), QStringLiteral("difficult"));
            QCOMPARE(AppWindow::warnings(), QStringList());
        }
        {
            AppWindow reopened;
            QVERIFY(reopened.open(size, file));
            MapDocument *document = reopened.controller()->map();
            QCOMPARE(document->terrainNameAt(5, 3), QStringLiteral("difficult"));
            QTRY_VERIFY(document->canUndo());
            reopened.key(Qt::Key_Z, Qt::ControlModifier);
            QTRY_COMPARE(document->terrainNameAt(5, 3), QStringLiteral("open"));
            QVERIFY(!document->canUndo());
            reopened.screenshot(german ? QStringLiteral("undo-after-reopening-de")
                                       : QStringLiteral("undo-after-reopening"));
            QCOMPARE(AppWindow::warnings(), QStringList());
        }
        AppWindow again;
        QVERIFY(again.open(size, file));
        QCOMPARE(again.controller()->map()->terrainNameAt(5, 3), QStringLiteral("open"));
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Walls and doors: a click near a square's side puts the chosen feature on that edge; a drag along sides
    // draws several; clicking the same edge with the same feature clears it.
    void clickAndDragWallsAndDoors()
    {
        AppWindow app;
        QVERIFY(app.open());
        MapDocument *document = app.controller()->map();
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-edge")));
        QVERIFY(app.clickShown(QStringLiteral("edge-1"))); // Wall
        QCOMPARE(edge(document, 10, 10, Side::North), EdgeFeature::None);

        clickAt(app, mapPoint(app, 10.5, 10.08));
        QTRY_COMPARE(edge(document, 10, 10, Side::North), EdgeFeature::Wall);

        app.drag(mapPoint(app, 6.5, 12.92), mapPoint(app, 9.5, 12.92));
        for (int column = 6; column <= 9; ++column)
            QTRY_COMPARE(edge(document, column, 12, Side::South), EdgeFeature::Wall);

        QVERIFY(app.clickShown(QStringLiteral("edge-3"))); // Closed door
        clickAt(app, mapPoint(app, 12.92, 9.5));
        QTRY_COMPARE(edge(document, 12, 9, Side::East), EdgeFeature::ClosedDoor);
        QCOMPARE(edge(document, 13, 9, Side::West), EdgeFeature::ClosedDoor); // the same edge

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(edge(document, 12, 9, Side::East), EdgeFeature::None);
        app.screenshot(QStringLiteral("mapedit-walls"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Walls and doors > Secret door: a click on a door hides it from the players (a wall on their window, a violet S
    // on the game master's), a second click finds it; each an undoable edit. A click on an edge with no door is
    // refused with the reason.
    void secretDoorHiddenAndFound_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void secretDoorHiddenAndFound()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *document = app.controller()->map();
        MapDocument *players = app.controller()->playerScreen()->map();
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-edge")));
        QVERIFY(app.clickShown(QStringLiteral("edge-3"))); // Closed door, between (12, 9) and (13, 9)
        clickAt(app, mapPoint(app, 12.92, 9.5));
        QTRY_COMPARE(edge(document, 12, 9, Side::East), EdgeFeature::ClosedDoor);
        QTRY_COMPARE(edge(players, 12, 9, Side::East), EdgeFeature::ClosedDoor);

        QVERIFY(app.clickShown(QStringLiteral("edge-5"))); // Secret door
        clickAt(app, mapPoint(app, 12.92, 9.5));
        // Kept by its west square's side, as the map file keeps it; the players see a wall, and no list of doors.
        QTRY_COMPARE(document->secretDoors(), (QVariantList{QVariantMap{{QStringLiteral("x"), 13},
                                                                        {QStringLiteral("y"), 9},
                                                                        {QStringLiteral("side"), int(Side::West)}}}));
        QCOMPARE(edge(document, 12, 9, Side::East), EdgeFeature::ClosedDoor);
        QTRY_COMPARE(edge(players, 12, 9, Side::East), EdgeFeature::Wall);
        QCOMPARE(players->secretDoors(), QVariantList());
        QTRY_VERIFY(app.item(QStringLiteral("secretDoor-13-9-3")) != nullptr);
        app.screenshot(QStringLiteral("mapedit-secret-door") + (german ? QStringLiteral("-de") : QString()));

        // Found: the players see the door again. Ctrl+Z hides it once more.
        clickAt(app, mapPoint(app, 12.92, 9.5));
        QTRY_COMPARE(document->secretDoors(), QVariantList());
        QTRY_COMPARE(edge(players, 12, 9, Side::East), EdgeFeature::ClosedDoor);
        QTRY_VERIFY(app.item(QStringLiteral("secretDoor-13-9-3")) == nullptr);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(document->secretDoors().size(), 1);
        QTRY_COMPARE(edge(players, 12, 9, Side::East), EdgeFeature::Wall);

        // An edge with no door: refused, nothing changes.
        clickAt(app, mapPoint(app, 10.5, 10.08));
        // In the table's language (MapEditRefusalTexts): the north edge of (10, 10).
        QTRY_COMPARE(document->lastError(), german ? QStringLiteral("Die Kante N von Feld (10, 10) ist keine Tür")
                                                   : QStringLiteral("the N edge of square (10, 10) is no door"));
        QCOMPARE(document->secretDoors().size(), 1);
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Place creature: a name, then a click on a square puts it there; the move tool drags it elsewhere.
    void placeAndMoveCreature()
    {
        AppWindow app;
        QVERIFY(app.open());
        MapDocument *document = app.controller()->map();
        const int before = int(document->map().creatures.size());
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-place")));
        QVERIFY(app.clickShown(QStringLiteral("newCreatureName")));
        app.type(QStringLiteral("Ghoul"));
        clickAt(app, mapPoint(app, 7.5, 9.5));
        QTRY_COMPARE(int(document->map().creatures.size()), before + 1);
        const MapCreature ghoul = document->map().creatures.constLast();
        QCOMPARE(ghoul.name, QStringLiteral("Ghoul"));
        QCOMPARE(ghoul.position, (Square{7, 9}));
        QCOMPARE(ghoul.side, QStringLiteral("monsters"));

        QVERIFY(app.clickShown(QStringLiteral("tool-select")));
        QQuickItem *token = nullptr;
        QTRY_VERIFY((token = app.item(QStringLiteral("token-") + ghoul.id)));
        app.drag(AppWindow::centreOf(token), mapPoint(app, 9.5, 9.5));
        QTRY_COMPARE(document->map().creatures.constLast().position, (Square{9, 9}));
        app.screenshot(QStringLiteral("mapedit-place"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // In German the side box offers "Helden" and "Monster" and places the rules' sides; a typed name stays a side of
    // its own (a third faction).
    void sidesInTheTablesLanguage()
    {
        QVERIFY(AppWindow::useGerman(true));
        AppWindow app;
        QVERIFY(app.open());
        MapDocument *document = app.controller()->map();
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-place")));
        QVERIFY(app.clickShown(QStringLiteral("newCreatureName")));
        app.type(QStringLiteral("Bran"));
        QQuickItem *side = app.item(QStringLiteral("newCreatureSide"));
        QVERIFY(side);
        QVERIFY(side->property("model").toList().size() == 3);
        side->setProperty("currentIndex", 1); // what choosing the second entry in the list does
        QCOMPARE(side->property("editText").toString(), QStringLiteral("Helden"));
        clickAt(app, mapPoint(app, 7.5, 9.5));
        QTRY_COMPARE(document->map().creatures.constLast().name, QStringLiteral("Bran"));
        QCOMPARE(document->map().creatures.constLast().side, QStringLiteral("heroes"));

        QVERIFY(app.clickShown(QStringLiteral("newCreatureName")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("Wraith"));
        side->setProperty("editText", QStringLiteral("undead"));
        clickAt(app, mapPoint(app, 9.5, 9.5));
        QTRY_COMPARE(document->map().creatures.constLast().name, QStringLiteral("Wraith"));
        QCOMPARE(document->map().creatures.constLast().side, QStringLiteral("undead"));
        app.screenshot(QStringLiteral("mapedit-sides-de"));
        AppWindow::useGerman(false);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // A background picture under the grid: the file dialog is the platform's, so the test hands the panel the
    // file the dialog would have returned; the alignment fields then move it, one edit each.
    void backgroundPicture()
    {
        AppWindow app;
        QVERIFY(app.open());
        MapDocument *document = app.controller()->map();
        QImage picture(480, 480, QImage::Format_RGB32);
        picture.fill(QColor(90, 120, 60));
        const QString file = app.tempPath(QStringLiteral("cave.png"));
        QVERIFY(picture.save(file));

        app.key(Qt::Key_E, Qt::ControlModifier);
        QQuickItem *panel = nullptr;
        QTRY_VERIFY((panel = app.item(QStringLiteral("mapEditPanel"))) && panel->isVisible());
        QVERIFY(QMetaObject::invokeMethod(panel, "applyBackground", Q_ARG(QVariant, QUrl::fromLocalFile(file))));
        QTRY_VERIFY(!document->backgroundSource().isEmpty());
        QVERIFY(document->canUndo());
        app.screenshot(QStringLiteral("mapedit-background"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The editing panel as a game master sees it, at both sizes, the larger one in German.
    void screenshots_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080-de") << QSize(1920, 1080) << true;
    }
    void screenshots()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-edge")));
        QVERIFY(!app.screenshot(german ? QStringLiteral("mapedit-de") : QStringLiteral("mapedit")).isEmpty());
        AppWindow::useGerman(false);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMapEdit)
#include "tst_e2e_mapedit.moc"
