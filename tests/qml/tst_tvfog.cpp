// The players' window (the TV) as the scene graph draws it, checked pixel by pixel: a room the heroes have never
// seen is black, a room they have seen before is dimmed and shows no token, the room they see is drawn as it is.
// ctest runs it under the software renderer and under OpenGL in Xvfb, like tst_mapscenegraph (docs/vision.md).
#include "drawsgeometry.h"
#include "mapdocument.h"
#include "mapimage.h"
#include "playerscreen.h"
#include "tokenmodel.h"

#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Battlemat_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(BattlematPlugin)

using namespace battlemat;

class TestTvFog : public QObject
{
    Q_OBJECT

    MapDocument m_source;
    PlayerScreen *m_screen = nullptr;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
    QQuickItem *m_view = nullptr;

    // Three rooms of 10 x 8 squares side by side, walled off from each other, in bright light with vision on:
    // the hero in the west room; a goblin in the middle room, which the heroes explored before; an ogre in the
    // east room, never seen.
    static TableScene threeRooms()
    {
        TableScene scene;
        scene.map.name = QStringLiteral("Three rooms");
        scene.map.grid = GridMap(30, 8);
        for (int y = 0; y < 8; ++y) {
            scene.map.grid.setEdge({9, y}, Side::East, EdgeFeature::Wall);
            scene.map.grid.setEdge({19, y}, Side::East, EdgeFeature::Wall);
        }
        auto add = [&](const QString &id, const QString &side, Square at) {
            MapCreature c;
            c.id = id;
            c.name = id;
            c.side = side;
            c.position = at;
            scene.map.creatures.append(c);
        };
        add(QStringLiteral("hero"), QStringLiteral("heroes"), {2, 3});
        add(QStringLiteral("goblin"), QStringLiteral("monsters"), {14, 3});
        add(QStringLiteral("ogre"), QStringLiteral("monsters"), {25, 3});
        // A secret door in the west room's east wall, which the players have not found: a wall on the TV.
        scene.map.grid.setEdge({9, 6}, Side::East, EdgeFeature::ClosedDoor);
        scene.map.secretDoors.append({Square{9, 6}, Side::East});
        scene.playerSides = {QStringLiteral("heroes")};
        scene.map.lighting.visionEnabled = true;
        scene.map.lighting.explored = QList<bool>(30 * 8, false);
        for (int y = 0; y < 8; ++y)
            for (int x = 10; x < 20; ++x)
                scene.map.lighting.explored[y * 30 + x] = true;
        return scene;
    }

    // Items by object name through the visual tree (a QML item's QObject parent need not be its visual parent).
    static QQuickItem *find(QQuickItem *root, const QString &name)
    {
        if (root->objectName() == name)
            return root;
        for (QQuickItem *child : root->childItems())
            if (QQuickItem *found = find(child, name))
                return found;
        return nullptr;
    }
    QImage grab()
    {
        for (int i = 0; i < 10; ++i) { // painted textures come from a worker thread: give it a few frames
            m_window->update();
            QTest::qWait(30);
        }
        QImage image = m_window->grabWindow();
        image.save(QStringLiteral("%1/tv-fog-%2.png")
                       .arg(QStringLiteral(SCREENSHOT_DIR), drawsGeometry(m_window) ? "geometry" : "painted"));
        return image;
    }
    // The colour at the centre of square (x, y) of the TV's map.
    QColor at(const QImage &image, qreal x, qreal y) const
    {
        auto *camera = m_view->property("camera").value<QObject *>();
        const qreal zoom = camera->property("zoom").toReal();
        const QPointF p = m_view->mapToScene(QPointF(x * 48 * zoom + camera->property("panX").toReal(),
                                                     y * 48 * zoom + camera->property("panY").toReal())) *
                          m_window->effectiveDevicePixelRatio();
        return QColor(image.pixel(int(p.x()), int(p.y())));
    }
    static bool near(const QColor &a, const QColor &b, int tolerance = 10)
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
        m_source.setScene(threeRooms());
        m_screen = new PlayerScreen(&m_source, this);
        m_engine = new QQmlApplicationEngine(this);
        m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        m_engine->rootContext()->setContextProperty(QStringLiteral("tvScreen"), m_screen);
        m_engine->loadData("import QtQuick\nimport Battlemat\n"
                           "PlayerWindow { playerScreen: tvScreen; width: 1280; height: 400; visible: true }\n");
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().constFirst());
        QVERIFY(m_window);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_view = find(m_window->contentItem(), QStringLiteral("playersMap"));
        QVERIFY(m_view);
        QMetaObject::invokeMethod(m_view, "fit");
        QCOMPARE(drawsGeometry(m_window), qEnvironmentVariableIntValue("BATTLEMAT_EXPECT_GEOMETRY") == 1);
    }

    void unseenBlackExploredDimSeenClear()
    {
        // The model first: the goblin (explored room, not seen now) and the ogre (never seen) are not in it.
        QVERIFY(m_screen->tokens()->rowOf(QStringLiteral("hero")) >= 0);
        QCOMPARE(m_screen->tokens()->rowOf(QStringLiteral("goblin")), -1);
        QCOMPARE(m_screen->tokens()->rowOf(QStringLiteral("ogre")), -1);
        const QImage image = grab();
        const QColor open(MapImage::terrainColour(Terrain::Open));
        // The room the hero sees: open ground.
        QCOMPARE_COLOUR(at(image, 6.5, 5.5), open);
        // The explored room: the ground dimmed by the fog's 150 of 255, and nothing where the goblin stands.
        const QColor dimmed(open.red() * 105 / 255, open.green() * 105 / 255, open.blue() * 105 / 255);
        QCOMPARE_COLOUR(at(image, 12.5, 5.5), dimmed);
        QCOMPARE_COLOUR(at(image, 14.5, 3.5), dimmed);
        QCOMPARE_COLOUR(at(image, 14.3, 3.3), dimmed);
        // The room never seen: black, the ogre's square too.
        QCOMPARE_COLOUR(at(image, 22.5, 5.5), QColor(Qt::black));
        QCOMPARE_COLOUR(at(image, 25.5, 3.5), QColor(Qt::black));
        // The secret door is drawn as the wall it is to the players: wall colour where a door's leaf would be, on
        // the seen side of the edge.
        QCOMPARE_COLOUR(at(image, 10 - 2.0 / 48, 6.5), MapImage::edgeColour(EdgeFeature::Wall));
        QCOMPARE_COLOUR(at(image, 10 - 2.0 / 48, 4.5), MapImage::edgeColour(EdgeFeature::Wall));
    }

    void cleanupTestCase()
    {
        delete m_engine;
        m_engine = nullptr;
    }
};

QTEST_MAIN(TestTvFog)
#include "tst_tvfog.moc"
