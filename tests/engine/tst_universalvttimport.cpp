#include "core/jsonreader.h"
#include "storage/universalvttimport.h"
#include "storage/vttoutlinesquares.h"
#include "storage/vttwalltracer.h"
#include "vttreference.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <random>

using namespace battlemat;

namespace {

QJsonObject point(double x, double y)
{
    return {{QStringLiteral("x"), x}, {QStringLiteral("y"), y}};
}

QJsonArray polyline(std::initializer_list<std::pair<double, double>> points)
{
    QJsonArray line;
    for (const auto &[x, y] : points)
        line.append(point(x, y));
    return line;
}

/**
 * The fixture: an 8 x 6 map whose grid starts at (1, 1) in the file's coordinates (map_origin), drawn a tenth of a
 * square off the grid lines here and there as drawing tools do. Two rooms: the west one (columns 0-4) with a
 * pillar on square (2, 3), the east one (columns 5-7) with a wall running diagonally through squares (6, 1) and
 * (7, 2); between them a wall along x = 5 with a closed door on row 2.
 */
QJsonObject roomWithDoorAndPillar()
{
    const double o = 1; // map_origin: every point below is shifted by it
    QJsonArray walls{
        polyline({{0 + o, 0 + o}, {8 + o, 0 + o}, {8 + o, 6 + o}, {0 + o, 6 + o}, {0 + o, 0 + o}}),
        polyline({{5.1 + o, 0 + o}, {5.1 + o, 2 + o}}), // a tenth off the line: still the line
        polyline({{4.9 + o, 3 + o}, {5 + o, 6 + o}}),
        polyline({{6 + o, 1 + o}, {8 + o, 3 + o}}),
    };
    QJsonArray objects{polyline({{2 + o, 3 + o}, {3 + o, 3 + o}, {3 + o, 4 + o}, {2 + o, 4 + o}, {2 + o, 3 + o}})};
    QJsonObject door{{QStringLiteral("position"), point(5 + o, 2.5 + o)},
                     {QStringLiteral("bounds"), polyline({{5 + o, 2 + o}, {5 + o, 3 + o}})},
                     {QStringLiteral("rotation"), 1.5708},
                     {QStringLiteral("closed"), true},
                     {QStringLiteral("freestanding"), false}};
    QJsonObject light{{QStringLiteral("position"), point(2, 2)},
                      {QStringLiteral("range"), 4},
                      {QStringLiteral("intensity"), 1},
                      {QStringLiteral("color"), QStringLiteral("ffeccd8b")}};
    const QByteArray png = QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(64, 'i');
    return {{QStringLiteral("format"), 0.3},
            {QStringLiteral("resolution"), QJsonObject{{QStringLiteral("map_origin"), point(o, o)},
                                                       {QStringLiteral("map_size"), point(8, 6)},
                                                       {QStringLiteral("pixels_per_grid"), 256}}},
            {QStringLiteral("line_of_sight"), walls},
            {QStringLiteral("objects_line_of_sight"), objects},
            {QStringLiteral("portals"), QJsonArray{door}},
            {QStringLiteral("lights"), QJsonArray{light}},
            {QStringLiteral("image"), QString::fromLatin1(png.toBase64())}};
}

Result<UniversalVttImport> import(const QJsonObject &object)
{
    return importUniversalVtt(QJsonDocument(object).toJson(), QStringLiteral("crypt.dd2vtt"));
}

using Place = VttWallTracer::Place;
using Segments = QList<std::pair<QPointF, QPointF>>;

struct Placed
{
    Place place;
    Square key;
    friend bool operator==(const Placed &, const Placed &) = default;
};

size_t qHash(const Placed &p, size_t seed = 0)
{
    return qHashMulti(seed, char(p.place), p.key);
}

/** Edges and squares the exact tracer makes walls or blocking, for segments on a side x side map. */
QSet<Placed> exactPlaces(const Segments &segments, int side, double tolerance, VttWallTracer *tracer = nullptr)
{
    VttWallTracer local(side, side);
    VttWallTracer &exact = tracer ? *tracer : local;
    for (const auto &[a, b] : segments)
        exact.trace(a, b, tolerance);
    QSet<Placed> places;
    exact.forEach([&](Place place, Square key) { places.insert({place, key}); });
    return places;
}

/** The same by the old rule: walked in steps of 0.05 squares, with its thresholds. */
QSet<Placed> steppedPlaces(const Segments &segments, int side, double tolerance)
{
    reference::SteppingTracer stepping(side, side);
    for (const auto &[a, b] : segments)
        stepping.trace(a, b, tolerance);
    QSet<Placed> places;
    for (auto it = stepping.vertical.cbegin(); it != stepping.vertical.cend(); ++it) {
        if (it.value() >= 0.4)
            places.insert({Place::VerticalEdge, it.key()});
    }
    for (auto it = stepping.horizontal.cbegin(); it != stepping.horizontal.cend(); ++it) {
        if (it.value() >= 0.4)
            places.insert({Place::HorizontalEdge, it.key()});
    }
    for (auto it = stepping.squares.cbegin(); it != stepping.squares.cend(); ++it) {
        if (it.value() >= 0.25)
            places.insert({Place::Square, it.key()});
    }
    return places;
}

} // namespace

/** Universal VTT maps come in with their walls, doors and picture, checked square by square. */
class TestUniversalVttImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importsTheRoomSquareBySquare()
    {
        auto imported = import(roomWithDoorAndPillar());
        QVERIFY2(imported.ok(), qPrintable(imported.errorMessage()));
        const GridMap &grid = imported->map.grid;
        QCOMPARE(imported->map.name, QStringLiteral("crypt"));
        QCOMPARE(grid.width(), 8);
        QCOMPARE(grid.height(), 6);

        // Terrain: the pillar and the two squares the diagonal wall runs through are solid, nothing else.
        const QStringList expectedTerrain{
            QStringLiteral("........"), QStringLiteral("......#."), QStringLiteral(".......#"),
            QStringLiteral("..#....."), QStringLiteral("........"), QStringLiteral("........"),
        };
        for (int y = 0; y < 6; ++y) {
            QString row;
            for (int x = 0; x < 8; ++x)
                row.append(terrainSymbol(grid.terrain({x, y})));
            QCOMPARE(row, expectedTerrain.at(y));
        }

        // Edges, every one of them: the outer walls, the dividing wall at x = 5 with the door on row 2.
        for (int y = 0; y <= 6; ++y) {
            for (int x = 0; x < 8; ++x) {
                const EdgeFeature expected = (y == 0 || y == 6) ? EdgeFeature::Wall : EdgeFeature::None;
                QVERIFY2(grid.horizontalEdge(x, y) == expected,
                         qPrintable(QStringLiteral("horizontal %1,%2").arg(x).arg(y)));
            }
        }
        for (int y = 0; y < 6; ++y) {
            for (int x = 0; x <= 8; ++x) {
                EdgeFeature expected = EdgeFeature::None;
                if (x == 0 || x == 8)
                    expected = EdgeFeature::Wall;
                else if (x == 5)
                    expected = y == 2 ? EdgeFeature::ClosedDoor : EdgeFeature::Wall;
                QVERIFY2(grid.verticalEdge(x, y) == expected,
                         qPrintable(QStringLiteral("vertical %1,%2").arg(x).arg(y)));
            }
        }
        QCOMPARE(imported->wallEdges, 8 + 8 + 6 + 6 + 5); // outer walls, then the dividing wall but its door
        QCOMPARE(imported->doorEdges, 1);
        QCOMPARE(imported->blockedSquares, 3);
        QCOMPARE(imported->lightsIgnored, 1);

        // The picture, with the grid on it: 256 pixels a square, square (0, 0) at the image's corner.
        const MapBackground &background = imported->map.background;
        QCOMPARE(background.mediaType, QStringLiteral("image/png"));
        QCOMPARE(background.image.size(), 72);
        QCOMPARE(background.pixelsPerSquare, 256.0);
        QCOMPARE(background.offsetX, 0.0);
        QCOMPARE(background.offsetY, 0.0);
    }

    void anOpenPortalIsAnOpenDoor()
    {
        QJsonObject file = roomWithDoorAndPillar();
        QJsonArray portals = file.value(QStringLiteral("portals")).toArray();
        QJsonObject door = portals.at(0).toObject();
        door.insert(QStringLiteral("closed"), false);
        file.insert(QStringLiteral("portals"), QJsonArray{door});
        auto imported = import(file);
        QVERIFY2(imported.ok(), qPrintable(imported.errorMessage()));
        QCOMPARE(imported->map.grid.edge({4, 2}, Side::East), EdgeFeature::OpenDoor);
    }

    void badFilesNameTheFileAndThePlace_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("wall far outside")
            << "far-wall"
            << "crypt.dd2vtt: line_of_sight[1][1]: the point (41, 3) lies outside the 8 x 6 map";
        QTest::newRow("door far outside") << "far-door"
                                          << "crypt.dd2vtt: portals[0].bounds[1]: the point (6, -30) lies outside";
        QTest::newRow("no resolution") << "no-resolution"
                                       << "crypt.dd2vtt: resolution: missing";
        QTest::newRow("zero grid") << "zero-grid"
                                   << "crypt.dd2vtt: resolution.pixels_per_grid: 0 is out of range";
        QTest::newRow("huge map") << "huge"
                                  << "crypt.dd2vtt: resolution.map_size.x: expected a number from 0.5 to 1000";
        QTest::newRow("bad point") << "bad-point"
                                   << "crypt.dd2vtt: line_of_sight[0][2]: expected a point";
        QTest::newRow("bad image") << "bad-image"
                                   << "crypt.dd2vtt: image: is not valid base64";
        QTest::newRow("not an image") << "gif"
                                      << "crypt.dd2vtt: image: is not a PNG, JPEG or WebP image";
    }

    void badFilesNameTheFileAndThePlace()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QJsonObject file = roomWithDoorAndPillar();
        QJsonObject resolution = file.value(QStringLiteral("resolution")).toObject();
        QJsonArray walls = file.value(QStringLiteral("line_of_sight")).toArray();
        if (change == QLatin1String("far-wall")) {
            walls.replace(1, polyline({{6, 1}, {41, 3}}));
            file.insert(QStringLiteral("line_of_sight"), walls);
        } else if (change == QLatin1String("far-door")) {
            QJsonObject door = file.value(QStringLiteral("portals")).toArray().at(0).toObject();
            door.insert(QStringLiteral("bounds"), polyline({{6, 3}, {6, -30}}));
            file.insert(QStringLiteral("portals"), QJsonArray{door});
        } else if (change == QLatin1String("no-resolution")) {
            file.remove(QStringLiteral("resolution"));
        } else if (change == QLatin1String("zero-grid")) {
            resolution.insert(QStringLiteral("pixels_per_grid"), 0);
            file.insert(QStringLiteral("resolution"), resolution);
        } else if (change == QLatin1String("huge")) {
            resolution.insert(QStringLiteral("map_size"), point(5000, 6));
            file.insert(QStringLiteral("resolution"), resolution);
        } else if (change == QLatin1String("bad-point")) {
            QJsonArray line = walls.at(0).toArray();
            line.replace(2, QStringLiteral("9,7"));
            walls.replace(0, line);
            file.insert(QStringLiteral("line_of_sight"), walls);
        } else if (change == QLatin1String("bad-image")) {
            file.insert(QStringLiteral("image"), QStringLiteral("not base64!"));
        } else if (change == QLatin1String("gif")) {
            file.insert(QStringLiteral("image"), QString::fromLatin1(QByteArray("GIF89a......").toBase64()));
        }
        auto imported = import(file);
        QVERIFY(!imported);
        QVERIFY2(imported.errorMessage().startsWith(message), qPrintable(imported.errorMessage()));
    }

    // The exact tracer against the importer's old stepping rule on hand-made walls: the same edges and squares.
    void wallsLandWhereTheSteppingRulePutThem_data()
    {
        QTest::addColumn<Segments>("segments");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<int>("walls");
        QTest::addColumn<int>("squares");
        QTest::newRow("along a grid line") << Segments{{{0, 2}, {5, 2}}} << 0.25 << 5 << 0;
        QTest::newRow("a tenth past the corner") << Segments{{{1, 3.1}, {1, 0}}} << 0.25 << 3 << 0;
        QTest::newRow("ends 45% into an edge") << Segments{{{2, 0}, {2, 1.45}}} << 0.25 << 2 << 0;
        QTest::newRow("ends 35% into an edge") << Segments{{{2, 0}, {2, 1.35}}} << 0.25 << 1 << 0;
        QTest::newRow("diagonal through squares") << Segments{{{0.4, 0.6}, {5.6, 2.9}}} << 0.25 << 4 << 3;
        // Corner to corner: the wall passes exactly through the grid corners (1, 1), (2, 2), (3, 3), where the
        // vertical and horizontal lines are crossed at once; the squares between them are crossed for 1.41 squares.
        QTest::newRow("through exact corners") << Segments{{{0, 0}, {4, 4}}} << 0.25 << 0 << 4;
        QTest::newRow("corner to corner, reversed") << Segments{{{4, 0}, {0, 4}}} << 0.25 << 0 << 4;
        QTest::newRow("room with corners on the grid")
            << Segments{{{1, 1}, {4, 1}}, {{4, 1}, {4, 3}}, {{4, 3}, {1, 3}}, {{1, 3}, {1, 1}}} << 0.25 << 10 << 0;
        QTest::newRow("door on the nearest edges") << Segments{{{2.4, 1}, {2.4, 2}}} << 0.5 << 1 << 0;
        QTest::newRow("diagonal door") << Segments{{{1, 1}, {3, 2}}} << 0.5 << 2 << 0;
    }
    void wallsLandWhereTheSteppingRulePutThem()
    {
        QFETCH(Segments, segments);
        QFETCH(double, tolerance);
        QFETCH(int, walls);
        QFETCH(int, squares);
        const QSet<Placed> exact = exactPlaces(segments, 6, tolerance);
        QCOMPARE(exact, steppedPlaces(segments, 6, tolerance));
        int edgeCount = 0, squareCount = 0;
        for (const Placed &p : exact)
            (p.place == Place::Square ? squareCount : edgeCount) += 1;
        QCOMPARE(edgeCount, walls);
        QCOMPARE(squareCount, squares);
    }

    // Where the old rule was wrong: it counted a sample of 0.05 squares wholly for the place its middle lay in, so a
    // stretch could come out up to one sample short. The 45-degree wall (0.9, 1.2)-(3.3, 3.6) runs along the line
    // y = 2 (within a quarter square of it, and away from the vertical lines' band) for x from 1.45 to 1.75: 0.3 *
    // sqrt(2) = 0.424 squares of the 1-square edge north of square (1, 2), past 40 %, so the edge is a wall; the
    // stepping counted 0.399 and left it open. Likewise (2.3, 2)-(0.8, 0.5) crosses the middle of square (1, 1)
    // for x from 1.55 to 1.75 (0.2 * sqrt(2) = 0.283 squares, past a quarter), which the stepping counted 0.247.
    void theOldSteppingCameUpShortNearTheThresholds()
    {
        VttWallTracer tracer(4, 4);
        const Segments diagonal{{{0.9, 1.2}, {3.3, 3.6}}};
        QSet<Placed> exact = exactPlaces(diagonal, 4, 0.25, &tracer);
        QCOMPARE(tracer.measured(Place::HorizontalEdge, {1, 2}), 0.3 * std::sqrt(2.0));
        QVERIFY(exact.contains({Place::HorizontalEdge, {1, 2}}));
        QVERIFY(!steppedPlaces(diagonal, 4, 0.25).contains({Place::HorizontalEdge, {1, 2}}));

        VttWallTracer second(4, 4);
        const Segments through{{{2.3, 2}, {0.8, 0.5}}};
        exact = exactPlaces(through, 4, 0.25, &second);
        QVERIFY(std::abs(second.measured(Place::Square, {1, 1}) - 0.2 * std::sqrt(2.0)) < 1e-12);
        QVERIFY(exact.contains({Place::Square, {1, 1}}));
        QVERIFY(!steppedPlaces(through, 4, 0.25).contains({Place::Square, {1, 1}}));
    }

    // Random walls on a 12 x 12 map: the exact measure is what stepping tends to as its steps shrink, and the old
    // 0.05-square stepping decided the same everywhere except where the exact length lies within one step of the
    // threshold (the stepping's own error).
    void randomWallsAgreeWithTheSteppingRule()
    {
        std::mt19937 random(2023);
        std::uniform_real_distribution<double> coordinate(0.0, 12.0);
        for (int round = 0; round < 300; ++round) {
            const QPointF a(coordinate(random), coordinate(random));
            // Every third wall is drawn along a grid line, a little off it, as drawing tools do.
            QPointF b(coordinate(random), coordinate(random));
            if (round % 3 == 0)
                b.setY(a.y() + (b.x() - a.x()) * 0.02);
            const double tolerance = round % 5 == 0 ? 0.5 : 0.25;
            VttWallTracer exact(12, 12);
            exact.trace(a, b, tolerance);
            reference::SteppingTracer fine(12, 12, 0.0005);
            fine.trace(a, b, tolerance);
            reference::SteppingTracer coarse(12, 12);
            coarse.trace(a, b, tolerance);
            const struct
            {
                Place place;
                const QHash<Square, double> &fine;
                const QHash<Square, double> &coarse;
                double threshold;
            } kinds[] = {{Place::VerticalEdge, fine.vertical, coarse.vertical, 0.4},
                         {Place::HorizontalEdge, fine.horizontal, coarse.horizontal, 0.4},
                         {Place::Square, fine.squares, coarse.squares, 0.25}};
            for (const auto &kind : kinds) {
                QSet<Square> keys;
                for (auto it = kind.coarse.cbegin(); it != kind.coarse.cend(); ++it)
                    keys.insert(it.key());
                for (auto it = kind.fine.cbegin(); it != kind.fine.cend(); ++it)
                    keys.insert(it.key());
                for (const Square key : keys) {
                    const double measured = exact.measured(kind.place, key);
                    const QString where = QStringLiteral("round %1, %2 %3,%4: exact %5")
                                              .arg(round)
                                              .arg(QChar(char(kind.place)))
                                              .arg(key.x)
                                              .arg(key.y)
                                              .arg(measured);
                    QVERIFY2(std::abs(measured - kind.fine.value(key)) < 0.002, qPrintable(where));
                    if (std::abs(measured - kind.threshold) >= 0.05)
                        QVERIFY2((measured >= kind.threshold) == (kind.coarse.value(key) >= kind.threshold),
                                 qPrintable(where));
                }
            }
        }
    }

    // Outlines rasterized over their bounding boxes give exactly the squares the whole-map test gave.
    void outlinesFillTheSquaresTheWholeMapTestFound_data()
    {
        QTest::addColumn<QList<QPointF>>("outline");
        QTest::newRow("pillar on the grid") << QList<QPointF>{{2, 3}, {3, 3}, {3, 4}, {2, 4}, {2, 3}};
        QTest::newRow("round pillar") << QList<QPointF>{{5.5, 4},   {6.3, 4.6}, {6.1, 5.6},
                                                        {4.9, 5.6}, {4.7, 4.6}, {5.5, 4}};
        QTest::newRow("corners on square centres") << QList<QPointF>{{1.5, 1.5}, {4.5, 1.5}, {4.5, 3.5}, {1.5, 1.5}};
        QTest::newRow("L-shaped wall block") << QList<QPointF>{{1, 1}, {6, 1}, {6, 2}, {2, 2}, {2, 6}, {1, 6}, {1, 1}};
        QTest::newRow("crossed (a bow tie)") << QList<QPointF>{{1, 1}, {7, 5}, {7, 1}, {1, 5}, {1, 1}};
        QTest::newRow("on the map's border") << QList<QPointF>{{0, 0}, {8, 0}, {8, 1.2}, {0, 0.4}, {0, 0}};
        QTest::newRow("thinner than a square") << QList<QPointF>{{2.6, 1}, {2.7, 1}, {2.7, 5}, {2.6, 5}, {2.6, 1}};
    }
    void outlinesFillTheSquaresTheWholeMapTestFound()
    {
        QFETCH(QList<QPointF>, outline);
        QCOMPARE(vttOutlineSquares(outline, 8, 6), reference::squaresInside(outline, 8, 6));
    }

    void randomOutlinesFillTheSameSquares()
    {
        std::mt19937 random(31);
        std::uniform_real_distribution<double> coordinate(0.0, 10.0);
        std::uniform_int_distribution<int> halves(0, 20);
        for (int round = 0; round < 400; ++round) {
            QList<QPointF> outline;
            const int corners = 3 + round % 6;
            for (int c = 0; c < corners; ++c) {
                // Half the outlines have corners on half squares: on centre lines and grid lines exactly.
                if (round % 2 == 0)
                    outline.append(QPointF(halves(random) / 2.0, halves(random) / 2.0));
                else
                    outline.append(QPointF(coordinate(random), coordinate(random)));
            }
            outline.append(outline.constFirst());
            QCOMPARE(vttOutlineSquares(outline, 10, 10), reference::squaresInside(outline, 10, 10));
        }
    }

    void invalidAndTruncatedJsonIsRefused()
    {
        QByteArray text = QJsonDocument(roomWithDoorAndPillar()).toJson();
        auto truncated = importUniversalVtt(text.left(text.size() / 2), QStringLiteral("cut.uvtt"));
        QVERIFY(!truncated);
        QVERIFY2(truncated.errorMessage().startsWith(QStringLiteral("cut.uvtt: line ")),
                 qPrintable(truncated.errorMessage()));
        QVERIFY(truncated.errorMessage().contains(QStringLiteral("invalid JSON")));
        QVERIFY(isUniversalVttFileName(QStringLiteral("a/b/Cave.DD2VTT")));
        QVERIFY(isUniversalVttFileName(QStringLiteral("x.df2vtt")));
        QVERIFY(!isUniversalVttFileName(QStringLiteral("x.json")));
    }
};

QTEST_GUILESS_MAIN(TestUniversalVttImport)
#include "tst_universalvttimport.moc"
