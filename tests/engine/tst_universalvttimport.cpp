#include "core/jsonreader.h"
#include "storage/universalvttimport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

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
