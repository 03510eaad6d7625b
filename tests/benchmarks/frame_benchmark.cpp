// Frame times of the game master's map view while panning and zooming a 500 x 500 map with 1,000 tokens, and
// the latency of the drag-to-move path preview on the same map. Not a Google Benchmark program: it drives a real
// window. Run by scripts/run-frame-benchmark.sh under offscreen (software) and Xvfb (OpenGL and software). The
// drag at the end moves a token with real mouse events (QTest), as a game master does.
#include "mapdocument.h"
#include "movepreview.h"
#include "playerscreen.h"
#include "tokenmodel.h"

#include "../qml/mapviewwindow.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QMutex>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>

Q_IMPORT_QML_PLUGIN(Battlemat_ModelsPlugin)
Q_IMPORT_QML_PLUGIN(BattlematPlugin)

namespace {

constexpr int mapSide = 500;
constexpr int tokenCount = 1000;

battlemat::TableScene bigScene()
{
    QRandomGenerator random(7);
    battlemat::TableScene scene;
    scene.map.name = QStringLiteral("Benchmark");
    scene.map.grid = battlemat::GridMap(mapSide, mapSide);
    auto &grid = scene.map.grid;
    // Rooms of blocking walls with difficult and obscured patches, like a large dungeon.
    for (int i = 0; i < 2500; ++i) {
        const int x = int(random.bounded(mapSide - 6));
        const int y = int(random.bounded(mapSide - 6));
        const auto terrain = battlemat::Terrain(random.bounded(1, 5));
        for (int dy = 0; dy < 4; ++dy)
            for (int dx = 0; dx < 4; ++dx)
                grid.setTerrain({x + dx, y + dy}, terrain);
    }
    for (int i = 0; i < 3000; ++i)
        grid.setEdge({int(random.bounded(mapSide)), int(random.bounded(mapSide))}, battlemat::Side(random.bounded(4)),
                     battlemat::EdgeFeature(random.bounded(1, 5)));
    while (scene.map.creatures.size() < tokenCount) {
        const battlemat::Square at{int(random.bounded(mapSide)), int(random.bounded(mapSide))};
        if (battlemat::blocksMovement(grid.terrain(at)))
            continue;
        battlemat::MapCreature c;
        const int n = int(scene.map.creatures.size());
        c.id = QStringLiteral("c%1").arg(n);
        c.name = (n % 2 ? QStringLiteral("Ghoul %1") : QStringLiteral("Hero %1")).arg(n);
        c.side = n % 2 ? QStringLiteral("monsters") : QStringLiteral("heroes");
        c.position = at;
        if (n % 7 == 0)
            c.conditions = {QStringLiteral("prone"), QStringLiteral("dazed")};
        scene.map.creatures.append(c);
        scene.statuses.insert(c.id, battlemat::CreatureStatus::fromHitPoints(int(random.bounded(-10, 40)), 30));
    }
    return scene;
}

struct Percentiles
{
    double p50 = 0;
    double p95 = 0;
    double max = 0;
};

Percentiles percentiles(QList<double> values)
{
    if (values.isEmpty())
        return {};
    std::sort(values.begin(), values.end());
    auto at = [&](double q) {
        return values.at(std::min(values.size() - 1, qsizetype(q * (values.size() - 1) + 0.5)));
    };
    return {at(0.5), at(0.95), values.last()};
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QTextStream out(stdout);

    MapDocument document;
    document.setScene(bigScene());
    TokenModel tokens(&document);

    // --- Path preview latency: pointer moves over squares a creature can and cannot reach.
    {
        MovePreview preview;
        preview.setDocument(&document);
        QElapsedTimer timer;
        QList<double> begins;
        QList<double> updates;
        QList<double> safestUpdates;
        QRandomGenerator random(11);
        for (int c = 0; c < 50; ++c) {
            const auto &creature = document.map().creatures.at(c * 17);
            timer.start();
            preview.begin(creature.id);
            begins.append(timer.nsecsElapsed() / 1e6);
            for (int i = 0; i < 40; ++i) {
                const int x = creature.position.x + int(random.bounded(-9, 10));
                const int y = creature.position.y + int(random.bounded(-9, 10));
                preview.setSafest(i % 4 == 3);
                timer.start();
                preview.update(x, y);
                (i % 4 == 3 ? safestUpdates : updates).append(timer.nsecsElapsed() / 1e6);
            }
            preview.cancel();
        }
        const auto b = percentiles(begins);
        const auto u = percentiles(updates);
        const auto safe = percentiles(safestUpdates);
        out << QStringLiteral("path preview, 500x500 map, 1000 creatures: drag start p50 %1 ms p95 %2 ms; pointer "
                              "move, cheapest path: p50 %3 ms p95 %4 ms max %5 ms (%6 moves); safest path: p50 %7 ms "
                              "p95 %8 ms max %9 ms (%10 moves)\n")
                   .arg(b.p50, 0, 'f', 3)
                   .arg(b.p95, 0, 'f', 3)
                   .arg(u.p50, 0, 'f', 3)
                   .arg(u.p95, 0, 'f', 3)
                   .arg(u.max, 0, 'f', 3)
                   .arg(updates.size())
                   .arg(safe.p50, 0, 'f', 3)
                   .arg(safe.p95, 0, 'f', 3)
                   .arg(safe.max, 0, 'f', 3)
                   .arg(safestUpdates.size());
        out.flush();
    }

    // BATTLEMAT_FRAME_FOG=1: the players' view with fog on instead (vision on, six heroes seeing): the
    // players' filtered copy and its tokens, the fog layer over them, as the TV draws them; no token drag then.
    const bool fog = qEnvironmentVariableIntValue("BATTLEMAT_FRAME_FOG") == 1;
    PlayerScreen *players = nullptr;
    if (fog) {
        battlemat::TableScene scene = document.scene();
        scene.map.lighting.visionEnabled = true;
        // A party of six sees for the players (as in bench_vision); the other 994 tokens show where they see them.
        for (qsizetype i = 0, party = 0; i < scene.map.creatures.size() && party < 6; ++i) {
            if (scene.map.creatures.at(i).side == QLatin1String("heroes")) {
                scene.map.creatures[i].side = QStringLiteral("party");
                ++party;
            }
        }
        scene.playerSides = {QStringLiteral("party")};
        QElapsedTimer built;
        built.start();
        document.setScene(scene);
        players = new PlayerScreen(&document, &app);
        out << QStringLiteral("fog on: the players' copy of the 500x500 map (6 heroes seeing) built in %1 ms; %2 "
                              "tokens in it\n")
                   .arg(built.elapsed())
                   .arg(players->tokens()->rowCount());
        out.flush();
    }

    // --- Frame times while panning and zooming.
    QQmlApplicationEngine engine;
    const MapViewWindow map =
        fog ? loadMapViewWindow(engine, players->map(), players->tokens(), nullptr, QSize(1280, 800))
            : loadMapViewWindow(engine, &document, &tokens, nullptr, QSize(1280, 800));
    if (!map.camera)
        return 1;
    if (fog)
        map.view->setProperty("fogDocument", QVariant::fromValue(players->map()));
    QQuickWindow *window = map.window;
    QQuickItem *view = map.view;
    QObject *camera = map.camera;

    // Render-thread timing: sync + render + swap of each frame (the GUI thread is blocked during sync).
    QMutex mutex;
    QElapsedTimer clock;
    clock.start();
    qint64 syncStart = 0;
    QList<double> renderTimes;
    QList<double> intervals;
    qint64 lastSwap = 0;
    QObject::connect(
        window, &QQuickWindow::beforeSynchronizing, window,
        [&] {
            QMutexLocker lock(&mutex);
            syncStart = clock.nsecsElapsed();
        },
        Qt::DirectConnection);
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            QMutexLocker lock(&mutex);
            const qint64 now = clock.nsecsElapsed();
            renderTimes.append((now - syncStart) / 1e6);
            if (lastSwap)
                intervals.append((now - lastSwap) / 1e6);
            lastSwap = now;
        },
        Qt::DirectConnection);

    struct Phase
    {
        QString name;
        int frames;
        std::function<void(int)> step;
    };
    const QList<Phase> phases{
        {QStringLiteral("pan at 100 % zoom (tokens with names and HP bars)"), 120,
         [&](int i) {
             if (i == 0) {
                 QMetaObject::invokeMethod(camera, "zoomBy", Q_ARG(qreal, 1.0 / camera->property("zoom").toReal()));
                 QMetaObject::invokeMethod(camera, "centerOn", Q_ARG(qreal, 12000.0), Q_ARG(qreal, 12000.0));
             }
             QMetaObject::invokeMethod(camera, "panBy", Q_ARG(qreal, i % 120 < 60 ? -23.0 : 23.0), Q_ARG(qreal, -11.0));
         }},
        {QStringLiteral("zoom in and out about the cursor (fit to 200 %)"), 120,
         [&](int i) {
             if (i == 0)
                 QMetaObject::invokeMethod(camera, "fit");
             const qreal factor = (i % 120) < 60 ? 1.07 : 1 / 1.07;
             QMetaObject::invokeMethod(camera, "zoomAt", Q_ARG(qreal, factor), Q_ARG(qreal, 640.0),
                                       Q_ARG(qreal, 400.0));
         }},
        {QStringLiteral("pan the whole map fitted (all 1000 tokens in view)"), 120,
         [&](int i) {
             if (i == 0)
                 QMetaObject::invokeMethod(camera, "fit");
             QMetaObject::invokeMethod(camera, "panBy", Q_ARG(qreal, i % 60 < 30 ? 9.0 : -9.0), Q_ARG(qreal, 0.0));
         }},
    };

    int phase = -1;
    int frame = 0;
    QList<double> gui;
    auto startPhase = [&] {
        ++phase;
        frame = 0;
        QMutexLocker lock(&mutex);
        renderTimes.clear();
        intervals.clear();
        lastSwap = 0;
        gui.clear();
    };
    // BATTLEMAT_FRAME_SHOTS=dir keeps the last frame of each phase as a PNG, to see what the figures are of.
    const QString shots = qEnvironmentVariable("BATTLEMAT_FRAME_SHOTS");
    auto report = [&] {
        if (!shots.isEmpty())
            window->grabWindow().save(QStringLiteral("%1/frame-phase-%2.png").arg(shots).arg(phase + 1));
        QMutexLocker lock(&mutex);
        const auto r = percentiles(renderTimes.mid(5)); // the first frames build textures and delegates
        const auto i = percentiles(intervals.mid(5));
        const auto g = percentiles(gui);
        out << QStringLiteral("%1: frame (sync+render+swap) p50 %2 ms p95 %3 ms max %4 ms; frame interval p50 %5 ms "
                              "p95 %6 ms; GUI update p50 %7 ms p95 %8 ms; %9 frames\n")
                   .arg(phases.at(phase).name)
                   .arg(r.p50, 0, 'f', 2)
                   .arg(r.p95, 0, 'f', 2)
                   .arg(r.max, 0, 'f', 2)
                   .arg(i.p50, 0, 'f', 2)
                   .arg(i.p95, 0, 'f', 2)
                   .arg(g.p50, 0, 'f', 2)
                   .arg(g.p95, 0, 'f', 2)
                   .arg(renderTimes.size());
        out.flush();
    };
    // --- Path preview latency end to end: a real mouse drag of a token at 100 %, each pointer move onto another
    // square timed from the event to the preview updated (model and overlays, on the GUI thread) and to the next
    // frame with it on screen.
    auto dragLatency = [&] {
        const auto &creature = document.map().creatures.at(2); // a hero, not prone
        const QPointF centre((creature.position.x + 0.5) * 48, (creature.position.y + 0.5) * 48);
        QMetaObject::invokeMethod(camera, "zoomBy", Q_ARG(qreal, 1.0 / camera->property("zoom").toReal()));
        QMetaObject::invokeMethod(camera, "centerOn", Q_ARG(qreal, centre.x()), Q_ARG(qreal, centre.y()));
        window->update();
        QTest::qWait(300);
        const qreal zoom = camera->property("zoom").toReal();
        const QPoint start = map.toWindow(centre).toPoint();
        auto *preview = view->property("movePreview").value<QObject *>();
        QTest::mousePress(window, Qt::LeftButton, {}, start);
        QTest::mouseMove(window, start + QPoint(6, 0));
        QTest::mouseMove(window, start + QPoint(14, 0));
        QList<double> updated;
        QList<double> onScreen;
        int missed = 0;
        for (int i = 0; i < 60; ++i) {
            const int dx = i % 7 - 3;
            const int dy = (i / 7) % 5 - 2;
            const QPoint at = start + QPoint(int(dx * 48 * zoom), int(dy * 48 * zoom));
            const qint64 t0 = clock.nsecsElapsed();
            QTest::mouseMove(window, at);
            const qint64 t1 = clock.nsecsElapsed();
            if (preview->property("targetColumn").toInt() != creature.position.x + dx ||
                preview->property("targetRow").toInt() != creature.position.y + dy)
                ++missed;
            QEventLoop wait;
            QObject::connect(window, &QQuickWindow::frameSwapped, &wait, &QEventLoop::quit, Qt::QueuedConnection);
            QTimer::singleShot(1000, &wait, &QEventLoop::quit);
            window->update();
            wait.exec();
            QMutexLocker lock(&mutex);
            updated.append((t1 - t0) / 1e6);
            onScreen.append((lastSwap - t0) / 1e6);
        }
        QTest::mouseRelease(window, Qt::LeftButton, {}, start);
        const auto u = percentiles(updated);
        const auto f = percentiles(onScreen);
        out << QStringLiteral("drag a token at 100 %, pointer move to another square: preview updated p50 %1 ms p95 %2 "
                              "ms max %3 ms; on screen (frame swapped) p50 %4 ms p95 %5 ms; %6 moves, %7 with "
                              "the preview on another square than the pointer's\n")
                   .arg(u.p50, 0, 'f', 2)
                   .arg(u.p95, 0, 'f', 2)
                   .arg(u.max, 0, 'f', 2)
                   .arg(f.p50, 0, 'f', 2)
                   .arg(f.p95, 0, 'f', 2)
                   .arg(updated.size())
                   .arg(missed);
        out.flush();
    };

    // Each swapped frame queues the next camera step on the GUI thread, so frames run back to back.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, &app,
        [&] {
            if (phase < 0)
                return;
            if (frame >= phases.at(phase).frames) {
                report();
                if (phase + 1 >= phases.size()) {
                    phase = -1; // the camera steps end; the drag below waits for frames itself
                    if (!fog)   // the players' copy is read-only: nothing to drag
                        dragLatency();
                    QCoreApplication::quit();
                    return;
                }
                startPhase();
            }
            QElapsedTimer t;
            t.start();
            phases.at(phase).step(frame++);
            gui.append(t.nsecsElapsed() / 1e6);
            window->update();
        },
        Qt::QueuedConnection);

    QTimer::singleShot(1500, &app, [&] {
        // Asked once the scene graph is up: before that only the requested API is known.
        const bool software = window->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
        out << "renderer: " << (software ? "software" : "OpenGL") << ", platform " << QGuiApplication::platformName()
            << ", window 1280 x 800\n";
        out.flush();
        startPhase();
        window->update();
    });
    QTimer::singleShot(400000, &app, [&] {
        out << "timed out\n";
        QCoreApplication::exit(1);
    });
    return QGuiApplication::exec();
}
