#include "appwindow.h"
#include "mapcamera.h"
#include "mapdocument.h"
#include "mapimage.h"

#include "grid/battlemap.h"

#include <QImage>

using namespace battlemat;

/**
 * Pits and water in the real window (issue 17, issue 19 "The look"): the game master paints a row of pits and a
 * square of water with the map editor's palette, the board draws them with their patterns (read back from the
 * window's pixels), the legend shows them, and a hero dragged into the pit is refused with the pit named.
 */
class TestE2eTerrain : public QObject
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
    static void clickAt(const AppWindow &app, QPoint point)
    {
        QTest::mouseMove(app.window(), point);
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, point);
    }
    static Square positionOf(const MapDocument *document, const QString &id)
    {
        for (const MapCreature &c : document->map().creatures) {
            if (c.id == id)
                return c.position;
        }
        return {-1, -1};
    }
    // How many of the pixels along the middle column of a square differ clearly from the kind's colour.
    static int strokes(const AppWindow &app, const QImage &image, int column, int row, Terrain kind)
    {
        const QColor colour(MapImage::terrainColour(kind));
        const qreal ratio = app.window()->effectiveDevicePixelRatio();
        int count = 0;
        for (qreal y = row + 0.1; y < row + 0.9; y += 0.02) {
            const QPoint p = mapPoint(app, column + 0.5, y) * ratio;
            const QColor c(image.pixel(p));
            count += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                                 std::abs(c.blue() - colour.blue()) >
                             60
                         ? 1
                         : 0;
        }
        return count;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void paintAPitAndWalkRoundIt_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1920x1080-de") << QSize(1920, 1080) << true;
    }
    void paintAPitAndWalkRoundIt()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        MapDocument *document = app.controller()->map();
        QCOMPARE(positionOf(document, QStringLiteral("aldric")), (Square{2, 2}));

        // Edit map, the Pit brush, a drag down column 7 from row 1 to row 6: a chasm across the hall.
        app.key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(app.clickShown(QStringLiteral("tool-terrain")));
        QVERIFY(app.clickShown(QStringLiteral("terrain-%1").arg(int(Terrain::Pit))));
        app.drag(mapPoint(app, 7.5, 1.5), mapPoint(app, 7.5, 6.5));
        for (int row = 1; row <= 6; ++row)
            QTRY_COMPARE(document->terrainNameAt(7, row), QStringLiteral("pit"));
        // The Water brush, one click.
        QVERIFY(app.clickShown(QStringLiteral("terrain-%1").arg(int(Terrain::Water))));
        clickAt(app, mapPoint(app, 4.5, 2.5));
        QTRY_COMPARE(document->terrainNameAt(4, 2), QStringLiteral("water"));
        app.screenshot(german ? QStringLiteral("terrain-palette-de") : QStringLiteral("terrain-palette"));
        app.key(Qt::Key_E, Qt::ControlModifier); // back to play

        // The board draws them as patterns, not flat colour: the pit a black well in a lit rim, the water waves.
        QTest::qWait(200);
        const QImage board = app.window()->grabWindow();
        const qreal ratio = app.window()->effectiveDevicePixelRatio();
        const QColor well(board.pixel(mapPoint(app, 7.5, 3.5) * ratio));
        const QColor rim(board.pixel(mapPoint(app, 7.06, 3.5) * ratio));
        QVERIFY2(well.lightness() < 25, qPrintable(well.name()));
        QVERIFY2(rim.lightness() > well.lightness() + 50, qPrintable(rim.name()));
        QVERIFY2(strokes(app, board, 4, 2, Terrain::Water) >= 2, "the water has no waves");

        // Aldric dragged into the pit: refused while dragging, the pit named; he stays where he was.
        const QPoint from = mapPoint(app, 2.5, 2.5);
        const QPoint into = mapPoint(app, 7.5, 2.5);
        QTest::mousePress(app.window(), Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(app.window(), from + (into - from) * step / 10, 10);
        QQuickItem *status = app.item(QStringLiteral("moveStatus"));
        QVERIFY(status);
        const QString pitNamed =
            german ? QStringLiteral("Feld 7,2 ist eine Grube") : QStringLiteral("square 7,2 is a pit");
        QTRY_VERIFY2(status->property("text").toString().contains(pitNamed),
                     qPrintable(status->property("text").toString()));
        app.screenshot(german ? QStringLiteral("terrain-pit-refused-de") : QStringLiteral("terrain-pit-refused"));
        QTest::mouseRelease(app.window(), Qt::LeftButton, Qt::NoModifier, into);
        QTest::qWait(100);
        QCOMPARE(positionOf(document, QStringLiteral("aldric")), (Square{2, 2}));

        // To the pit's edge he walks (Dagny stands at its brink on 6,2).
        app.drag(mapPoint(app, 2.5, 2.5), mapPoint(app, 5.5, 2.5));
        QTRY_COMPARE(positionOf(document, QStringLiteral("aldric")), (Square{5, 2}));

        // The legend lists the pit and the water with their swatches.
        app.window()->setProperty("mapLegend", true);
        QTRY_VERIFY(app.itemWithText(german ? QStringLiteral("Grube") : QStringLiteral("Pit")));
        QVERIFY(app.itemWithText(german ? QStringLiteral("Wasser") : QStringLiteral("Water")));
        QVERIFY(
            !app.screenshot(german ? QStringLiteral("terrain-legend-de") : QStringLiteral("terrain-legend")).isEmpty());
        AppWindow::useGerman(false);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eTerrain)
#include "tst_e2e_terrain.moc"
