// The map view as the scene graph draws it, checked pixel by pixel on a small drawn map. ctest runs it twice:
// under the software renderer (painted textures) and under OpenGL in Xvfb (geometry: MapGeometry, TokenAtlas),
// so both ways of drawing are held to the same picture. BATTLEMAT_EXPECT_GEOMETRY says which one must be in use,
// so that a machine falling back to software cannot pass the OpenGL run without drawing geometry.
#include "drawsgeometry.h"
#include "mapdocument.h"
#include "mapimage.h"
#include "tokenmodel.h"

#include "mapviewwindow.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Battlemat_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(BattlematPlugin)

using battlemat::EdgeFeature;
using battlemat::Side;
using battlemat::Terrain;

class TestMapSceneGraph : public QObject
{
    Q_OBJECT

    MapDocument m_document;
    TokenModel m_tokens{&m_document};
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
    QObject *m_camera = nullptr;
    MapViewWindow m_map;

    static battlemat::TableScene drawnScene()
    {
        battlemat::TableScene scene;
        scene.map.name = QStringLiteral("Drawn");
        scene.map.grid = battlemat::GridMap(30, 20);
        auto &grid = scene.map.grid;
        grid.setTerrain({2, 1}, Terrain::Difficult);
        grid.setTerrain({4, 1}, Terrain::Blocking);
        grid.setTerrain({6, 1}, Terrain::HeavilyObscured);
        grid.setEdge({8, 1}, Side::East, EdgeFeature::Wall);
        grid.setEdge({10, 1}, Side::South, EdgeFeature::ClosedDoor);
        // Row 6: water, a pit, the three obscured levels; an open and a locked door below row 7.
        grid.setTerrain({2, 6}, Terrain::Water);
        grid.setTerrain({4, 6}, Terrain::Pit);
        grid.setTerrain({6, 6}, Terrain::LightlyObscured);
        grid.setTerrain({8, 6}, Terrain::HeavilyObscured);
        grid.setTerrain({10, 6}, Terrain::TotallyObscured);
        grid.setEdge({2, 7}, Side::South, EdgeFeature::OpenDoor);
        grid.setEdge({5, 7}, Side::South, EdgeFeature::LockedDoor);
        auto creature = [&](const QString &id, const QString &side, int x, int y, int hp) {
            battlemat::MapCreature c;
            c.id = id;
            c.name = id;
            c.side = side;
            c.position = {x, y};
            scene.map.creatures.append(c);
            scene.statuses.insert(id, battlemat::CreatureStatus::fromHitPoints(hp, 30));
        };
        creature(QStringLiteral("Hero"), QStringLiteral("heroes"), 2, 4, 30);
        creature(QStringLiteral("Ghoul"), QStringLiteral("monsters"), 5, 4, 12); // staggered
        scene.sideIndices = {{QStringLiteral("heroes"), 0}, {QStringLiteral("monsters"), 1}};
        return scene;
    }

    // Shows content point p (map pixels, 48 a square) at the view's centre, at this zoom, and waits for frames.
    QImage viewAt(qreal zoom, QPointF p)
    {
        QMetaObject::invokeMethod(m_camera, "zoomBy", Q_ARG(qreal, zoom / m_camera->property("zoom").toReal()));
        QMetaObject::invokeMethod(m_camera, "centerOn", Q_ARG(qreal, p.x()), Q_ARG(qreal, p.y()));
        // Painted textures come from a worker thread: give it a few frames.
        for (int i = 0; i < 10; ++i) {
            m_window->update();
            QTest::qWait(30);
        }
        QImage image = m_window->grabWindow();
        // Kept as test artifacts, to look at what each renderer drew.
        image.save(QStringLiteral("%1/map-%2-zoom%3.png")
                       .arg(QStringLiteral(SCREENSHOT_DIR), drawsGeometry(m_window) ? "geometry" : "painted")
                       .arg(int(zoom * 100)));
        return image;
    }
    QPoint toView(QPointF content) const { return m_map.toImage(content); }
    // Colour at a point of square (x, y) given as fractions of the square (0.5, 0.5 its centre).
    QColor at(const QImage &image, qreal x, qreal y) const { return QColor(image.pixel(toView({x * 48, y * 48}))); }
    static bool near(const QColor &a, const QColor &b, int tolerance = 12)
    {
        return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
               std::abs(a.blue() - b.blue()) <= tolerance;
    }
#define QCOMPARE_COLOUR(actual, expected)                                                                              \
    QVERIFY2(                                                                                                          \
        near(actual, expected),                                                                                        \
        qPrintable(                                                                                                    \
            QStringLiteral("%1 is %2, expected %3").arg(QStringLiteral(#actual), (actual).name(), (expected).name())))

private Q_SLOTS:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        m_document.setScene(drawnScene());
        m_engine = new QQmlApplicationEngine(this);
        m_map = loadMapViewWindow(*m_engine, &m_document, &m_tokens, nullptr, QSize(640, 400));
        QVERIFY(m_map.camera);
        m_window = m_map.window;
        m_camera = m_map.camera;
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        viewAt(1, {336, 200});
        const bool expectGeometry = qEnvironmentVariableIntValue("BATTLEMAT_EXPECT_GEOMETRY") == 1;
        QCOMPARE(drawsGeometry(m_window), expectGeometry);
    }

    void terrainWallsAndDoorsUpClose()
    {
        const QImage image = viewAt(1, {336, 200});
        QCOMPARE_COLOUR(at(image, 1.5, 1.5), QColor(MapImage::terrainColour(Terrain::Open)));
        QCOMPARE_COLOUR(at(image, 2.5, 1.5), QColor(MapImage::terrainColour(Terrain::Difficult)));
        QCOMPARE_COLOUR(at(image, 4.5, 1.5), QColor(MapImage::terrainColour(Terrain::Blocking)));
        QCOMPARE_COLOUR(at(image, 6.5, 1.5), QColor(MapImage::terrainColour(Terrain::HeavilyObscured)));
        // The wall on the east edge of (8, 1) is a bar 9 pixels wide centred on the edge; the door on the south
        // edge of (10, 1) one 6 pixels tall.
        QCOMPARE_COLOUR(at(image, 9, 1.5), MapImage::edgeColour(EdgeFeature::Wall));
        QCOMPARE_COLOUR(at(image, 9 - 3.0 / 48, 1.5), MapImage::edgeColour(EdgeFeature::Wall));
        QCOMPARE_COLOUR(at(image, 9 - 8.0 / 48, 1.5), QColor(MapImage::terrainColour(Terrain::Open)));
        QCOMPARE_COLOUR(at(image, 10.5, 2), MapImage::edgeColour(EdgeFeature::ClosedDoor));
        QCOMPARE_COLOUR(at(image, 10.5, 2 + 6.0 / 48), QColor(MapImage::terrainColour(Terrain::Open)));
        // A grid line between (12, 1) and (13, 1): one of the pixels at the edge is clearly darker than open ground.
        const QPoint edge = toView({13 * 48, 1.5 * 48});
        int darkest = 255;
        for (int dx = -1; dx <= 1; ++dx)
            darkest = std::min(darkest, QColor(image.pixel(edge + QPoint(dx, 0))).green());
        QVERIFY2(darkest < QColor(MapImage::terrainColour(Terrain::Open)).green() - 25,
                 qPrintable(QString::number(darkest)));
    }

    // Each kind's pattern and the doors as doors (TerrainPattern, EdgeShapes), at 48 pixels a square.
    void patternsAndDoorsReadAtAGlance()
    {
        const QImage image = viewAt(1, {336, 240});
        // Count the pixels along a line through the square, from a tenth to nine tenths of it, that differ from
        // the kind's own colour by more than the tolerance: the pattern's strokes.
        auto strokes = [&](qreal x, qreal y0, qreal y1, Terrain kind) {
            int count = 0;
            for (qreal y = y0; y <= y1; y += 1.0 / 48)
                count += near(at(image, x, y), QColor(MapImage::terrainColour(kind)), 24) ? 0 : 1;
            return count;
        };
        // Water: the colour at the middle, the crests of the waves above and below it.
        QCOMPARE_COLOUR(at(image, 2.5, 6.5), QColor(MapImage::terrainColour(Terrain::Water)));
        QVERIFY2(strokes(2.5, 6.1, 6.9, Terrain::Water) >= 2, "no waves on the water");
        QVERIFY(strokes(2.5, 6.1, 6.9, Terrain::Water) < 30);
        // The pit: a black well inside a lit rim.
        const QColor well = at(image, 4.5, 6.5);
        const QColor rim = at(image, 4.04, 6.5);
        QVERIFY2(well.lightness() < 20, qPrintable(well.name()));
        QVERIFY2(rim.lightness() > well.lightness() + 60, qPrintable(rim.name() + QLatin1Char(' ') + well.name()));
        // The obscured levels: ever more strokes across the square.
        const int light = strokes(6.27, 6.1, 6.9, Terrain::LightlyObscured);
        const int heavy = strokes(8.27, 6.1, 6.9, Terrain::HeavilyObscured);
        const int total = strokes(10.27, 6.1, 6.9, Terrain::TotallyObscured);
        QVERIFY2(light >= 1 && light < heavy && heavy < total,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(light).arg(heavy).arg(total)));
        // Doors as doors: the closed door's leaf between wall jambs; the open one swung into the square below its
        // edge, the doorway itself clear; the locked one gold-locked in the middle.
        QCOMPARE_COLOUR(at(image, 10.5, 2), MapImage::edgeColour(EdgeFeature::ClosedDoor));
        QCOMPARE_COLOUR(at(image, 10.05, 2), MapImage::edgeColour(EdgeFeature::Wall));
        QCOMPARE_COLOUR(at(image, 2.19, 8.5), MapImage::edgeColour(EdgeFeature::OpenDoor));
        QCOMPARE_COLOUR(at(image, 2.6, 8.08), QColor(MapImage::terrainColour(Terrain::Open)));
        QCOMPARE_COLOUR(at(image, 5.5, 8), QColor(0xf2, 0xc1, 0x4e));
        QCOMPARE_COLOUR(at(image, 5.3, 8), MapImage::edgeColour(EdgeFeature::LockedDoor));
    }

    void zoomedOutTokensKeepShapeColourAndBar()
    {
        // 14.4 pixels a square: the token layer draws the tokens.
        const QImage image = viewAt(0.3, {480, 240});
        QVERIFY(m_window->property("view").value<QQuickItem *>()->property("tokenLayerActive").toBool());
        // Beside the letter, inside the shape: the hero's blue circle, the ghoul's red diamond.
        QCOMPARE_COLOUR(at(image, 2.25, 4.5), QColor(0x2f, 0x6d, 0xb5));
        QCOMPARE_COLOUR(at(image, 5.25, 4.55), QColor(0xb5, 0x3a, 0x2f));
        // Outside the diamond's corner: the ground.
        QCOMPARE_COLOUR(at(image, 5.1, 4.1), QColor(MapImage::terrainColour(Terrain::Open)));
        // The ghoul's bar: amber (staggered) on its filled left part, dark on the right.
        QCOMPARE_COLOUR(at(image, 5.2, 4.88), QColor(0xe0, 0xa0, 0x20));
        QCOMPARE_COLOUR(at(image, 5.8, 4.88), QColor(0x1b, 0x18, 0x16));
        // The terrain and the wall still read at this scale.
        QCOMPARE_COLOUR(at(image, 2.5, 1.5), QColor(MapImage::terrainColour(Terrain::Difficult)));
        QCOMPARE_COLOUR(at(image, 9, 1.5), MapImage::edgeColour(EdgeFeature::Wall));
    }

    void cleanupTestCase()
    {
        delete m_engine;
        m_engine = nullptr;
    }
};

QTEST_MAIN(TestMapSceneGraph)
#include "tst_mapscenegraph.moc"
