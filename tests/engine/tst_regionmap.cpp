#include "core/jsonreader.h"
#include "regions/regionmapjson.h"
#include "regions/sharedborder.h"

#include <QFile>
#include <QRectF>
#include <QTest>

#include <random>

using namespace battlemat;

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

namespace {

/**
 * Random region maps of the shapes that matter for finding shared borders: a lattice of cells with shared slanted
 * borders (some cut in triangles), rooms dropped anywhere (overlapping, apart, or a pixel off a neighbour's wall),
 * and long slanted strips whose bounding boxes all overlap.
 */
QList<Region> randomRegions(int round)
{
    std::mt19937 random(unsigned(round) * 7919u + 1);
    std::uniform_real_distribution<double> jitter(-8.0, 8.0);
    std::uniform_real_distribution<double> anywhere(0.0, 400.0);
    std::uniform_real_distribution<double> size(3.0, 80.0);
    std::uniform_real_distribution<double> nudge(-1.6, 1.6);
    QList<Region> regions;
    auto add = [&](QList<QPointF> polygon) {
        regions.append(Region{QStringLiteral("r%1").arg(regions.size()), {}, std::move(polygon)});
    };
    const int cols = 3 + round % 5, rows = 2 + round % 4;
    QList<QPointF> corners;
    for (int y = 0; y <= rows; ++y) {
        for (int x = 0; x <= cols; ++x)
            corners.append(QPointF(x * 30.0 + jitter(random), y * 30.0 + jitter(random)));
    }
    auto at = [&](int x, int y) { return corners.at(y * (cols + 1) + x); };
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < cols; ++x) {
            if ((x + y + round) % 3 == 0) {
                add({at(x, y), at(x + 1, y), at(x + 1, y + 1)});
                add({at(x, y), at(x + 1, y + 1), at(x, y + 1)});
            } else {
                add({at(x, y), at(x + 1, y), at(x + 1, y + 1), at(x, y + 1)});
            }
        }
    }
    for (int i = 0; i < 12; ++i) {
        const double l = anywhere(random), t = anywhere(random), w = size(random), h = size(random);
        add({{l, t}, {l + w, t}, {l + w, t + h}, {l, t + h}});
        // A neighbour against its east wall, drawn up to 1.6 pixels off it: within the tolerance or not.
        const double off = l + w + nudge(random);
        add({{off, t + h * 0.2}, {off + 20, t + h * 0.2}, {off + 20 + nudge(random), t + h * 0.9}, {off, t + h * 0.9}});
    }
    for (int i = 0; i < 8; ++i) {
        QList<QPointF> strip;
        for (int c = 0; c < 6; ++c)
            strip.append(QPointF(500 + i * 9.0 + c * 60.0 + nudge(random) * (c % 2), c * 60.0));
        for (int c = 5; c >= 0; --c)
            strip.append(QPointF(509 + i * 9.0 + c * 60.0, c * 60.0));
        add(strip);
    }
    return regions;
}

/** Whether regions i < j touch as RegionMap decided it before issue 23: bounding boxes, then every edge pair. */
bool touchingByEveryPair(const QList<Region> &regions, qsizetype i, qsizetype j)
{
    auto bounds = [](const QList<QPointF> &polygon) {
        double left = polygon.constFirst().x(), right = left, top = polygon.constFirst().y(), bottom = top;
        for (const QPointF &p : polygon) {
            left = std::min(left, p.x());
            right = std::max(right, p.x());
            top = std::min(top, p.y());
            bottom = std::max(bottom, p.y());
        }
        return QRectF(QPointF(left, top), QPointF(right, bottom)).adjusted(-1, -1, 1, 1);
    };
    return bounds(regions.at(j).polygon).intersects(bounds(regions.at(i).polygon)) &&
           shareBorder(regions.at(j).polygon, regions.at(i).polygon);
}

} // namespace

/** Region maps ("Regions"): shared borders, edited adjacency, range in regions, and the file format. */
class TestRegionMap : public QObject
{
    Q_OBJECT

private:
    static Result<RegionMap> parse(const QByteArray &text)
    {
        auto object = parseJsonObject(text, QStringLiteral("regions.json"));
        if (!object)
            return object.error();
        return regionMapFromJson(*object, JsonContext(QStringLiteral("regions.json")));
    }

    static RegionMap cellar()
    {
        auto object = readJsonObjectFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/cellar-regions.json"));
        if (!object)
            qFatal("%s", qPrintable(object.errorMessage()));
        auto map = regionMapFromJson(*object, JsonContext(QStringLiteral("cellar-regions.json")));
        if (!map)
            qFatal("%s", qPrintable(map.errorMessage()));
        return *map;
    }

private Q_SLOTS:
    void sharedBorderNeedsACommonStretch_data()
    {
        QTest::addColumn<QList<QPointF>>("other");
        QTest::addColumn<bool>("shares");
        // The reference square is (0,0)-(10,10).
        QTest::newRow("whole side") << QList<QPointF>{{10, 0}, {20, 0}, {20, 10}, {10, 10}} << true;
        QTest::newRow("part of a side, reversed") << QList<QPointF>{{10, 8}, {10, 4}, {15, 6}} << true;
        QTest::newRow("corner only") << QList<QPointF>{{10, 10}, {20, 10}, {20, 20}, {10, 20}} << false;
        QTest::newRow("gap of 5") << QList<QPointF>{{15, 0}, {25, 0}, {25, 10}, {15, 10}} << false;
        QTest::newRow("collinear, no overlap") << QList<QPointF>{{10, 10}, {10, 20}, {20, 20}} << false;
        QTest::newRow("within a pixel") << QList<QPointF>{{10.4, 0}, {20, 0}, {20, 10}, {10.4, 10}} << true;
    }
    void sharedBorderNeedsACommonStretch()
    {
        QFETCH(QList<QPointF>, other);
        QFETCH(bool, shares);
        const QList<QPointF> square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
        QCOMPARE(shareBorder(square, other), shares);
        QCOMPARE(shareBorder(other, square), shares);
    }

    void adjacencyComesFromBordersAndLinks()
    {
        const RegionMap map = cellar();
        QCOMPARE(map.regions().size(), 6);
        QCOMPARE(map.name, QStringLiteral("Smugglers' cellar"));
        QCOMPARE(map.background, QStringLiteral("cellar.png"));
        QCOMPARE(map.region(QStringLiteral("hall"))->name, QStringLiteral("Great hall"));
        QCOMPARE(map.region(QStringLiteral("corridor"))->name, QStringLiteral("corridor")); // id when unnamed
        QVERIFY(map.region(QStringLiteral("well"))->needsSwimming);
        QVERIFY(!map.region(QStringLiteral("yard"))->needsSwimmingOrClimbing());
        // Touching polygons are adjacent.
        QVERIFY(map.adjacent(QStringLiteral("hall"), QStringLiteral("corridor")));
        QVERIFY(map.adjacent(QStringLiteral("corridor"), QStringLiteral("yard")));
        // A wall parts touching regions.
        QVERIFY(map.touching(QStringLiteral("hall"), QStringLiteral("pantry")));
        QVERIFY(!map.adjacent(QStringLiteral("hall"), QStringLiteral("pantry")));
        // A door and a ladder join regions that do not touch.
        QVERIFY(!map.touching(QStringLiteral("pantry"), QStringLiteral("corridor")));
        QVERIFY(map.adjacent(QStringLiteral("corridor"), QStringLiteral("pantry")));
        QVERIFY(map.adjacent(QStringLiteral("well"), QStringLiteral("yard")));
        QCOMPARE(map.linkBetween(QStringLiteral("well"), QStringLiteral("yard"))->kind, RegionLinkKind::Ladder);
        // Meeting at a corner is not adjacency.
        QVERIFY(!map.adjacent(QStringLiteral("tower"), QStringLiteral("hall")));
        QCOMPARE(map.neighbours(QStringLiteral("corridor")),
                 (QStringList{QStringLiteral("hall"), QStringLiteral("yard"), QStringLiteral("pantry")}));
    }

    void rangeIsCountedInRegions_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("range"); // -1: no way there
        QTest::newRow("same region is melee") << "hall"
                                              << "hall" << 0;
        QTest::newRow("adjacent") << "hall"
                                  << "corridor" << 1;
        QTest::newRow("two regions") << "hall"
                                     << "yard" << 2;
        QTest::newRow("round the wall, through the door") << "hall"
                                                          << "pantry" << 2;
        QTest::newRow("down the ladder") << "hall"
                                         << "well" << 3;
        QTest::newRow("back again") << "well"
                                    << "pantry" << 3;
        QTest::newRow("cut off") << "hall"
                                 << "tower" << -1;
    }
    void rangeIsCountedInRegions()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, range);
        const auto measured = cellar().range(from, to);
        QCOMPARE(measured.value_or(-1), range);
    }

    void editingLinksChangesAdjacency()
    {
        RegionMap map = cellar();
        QVERIFY(map.setLink({QStringLiteral("hall"), QStringLiteral("corridor"), RegionLinkKind::Wall}).ok());
        QVERIFY(!map.adjacent(QStringLiteral("hall"), QStringLiteral("corridor")));
        QVERIFY(!map.range(QStringLiteral("hall"), QStringLiteral("yard")));
        map.removeLink(QStringLiteral("corridor"), QStringLiteral("hall")); // either order
        QCOMPARE(map.range(QStringLiteral("hall"), QStringLiteral("yard")).value_or(-1), 2);
        map.removeLink(QStringLiteral("hall"), QStringLiteral("pantry"));
        QVERIFY(map.adjacent(QStringLiteral("hall"), QStringLiteral("pantry"))); // the border decides again
        QVERIFY(!map.setLink({QStringLiteral("hall"), QStringLiteral("cave"), RegionLinkKind::Door}).ok());
        QVERIFY(!map.setLink({QStringLiteral("hall"), QStringLiteral("hall"), RegionLinkKind::Door}).ok());
    }

    // The shared borders of a whole map are found at once (touchingRegions); they must be exactly those comparing
    // every region with every other finds, whether the regions come one by one or all together, and the links
    // must edit them as before.
    void adjacencyIsThatOfComparingEveryPair()
    {
        for (int round = 0; round < 40; ++round) {
            const QList<Region> regions = randomRegions(round);
            RegionMap together;
            QVERIFY(together.addRegions(regions).ok());
            RegionMap oneByOne;
            RegionMap halfAndHalf;
            for (qsizetype i = 0; i < regions.size(); ++i)
                QVERIFY(oneByOne.addRegion(regions.at(i)).ok());
            QVERIFY(halfAndHalf.addRegions(regions.mid(0, regions.size() / 2)).ok());
            QVERIFY(halfAndHalf.addRegions(regions.mid(regions.size() / 2)).ok());
            int touchingPairs = 0;
            for (qsizetype j = 0; j < regions.size(); ++j) {
                for (qsizetype i = 0; i < j; ++i) {
                    const QString a = regions.at(i).id, b = regions.at(j).id;
                    const bool expected = touchingByEveryPair(regions, i, j);
                    touchingPairs += expected;
                    const QString where = QStringLiteral("round %1: %2 and %3").arg(round).arg(a, b);
                    QVERIFY2(together.touching(a, b) == expected, qPrintable(where));
                    QVERIFY2(together.touching(b, a) == expected, qPrintable(where));
                    QVERIFY2(together.adjacent(a, b) == expected, qPrintable(where));
                    QVERIFY2(oneByOne.touching(a, b) == expected, qPrintable(where));
                    QVERIFY2(halfAndHalf.touching(a, b) == expected, qPrintable(where));
                }
            }
            QVERIFY(touchingPairs > regions.size() / 2); // the maps are made of touching regions, mostly
            for (const Region &region : regions) {
                QCOMPARE(oneByOne.neighbours(region.id), together.neighbours(region.id));
                QCOMPARE(halfAndHalf.neighbours(region.id), together.neighbours(region.id));
            }

            // Links: a wall between touching regions, a door between distant ones, then both taken back.
            std::mt19937 random{unsigned(round)};
            std::uniform_int_distribution<qsizetype> pick(0, regions.size() - 1);
            QList<std::pair<QString, QString>> linked;
            for (int k = 0; k < 10; ++k) {
                const QString a = regions.at(pick(random)).id, b = regions.at(pick(random)).id;
                if (a == b || together.linkBetween(a, b))
                    continue;
                const RegionLinkKind kind = together.touching(a, b) ? RegionLinkKind::Wall : RegionLinkKind::Door;
                QVERIFY(together.setLink({a, b, kind}).ok());
                QCOMPARE(together.adjacent(a, b), kind != RegionLinkKind::Wall);
                QCOMPARE(together.adjacent(b, a), kind != RegionLinkKind::Wall);
                QVERIFY(together.neighbours(a).contains(b) == (kind != RegionLinkKind::Wall));
                linked.append({a, b});
            }
            for (const auto &[a, b] : linked) {
                together.removeLink(b, a);
                QVERIFY(!together.linkBetween(a, b));
                QCOMPARE(together.adjacent(a, b), together.touching(a, b));
            }
            for (const Region &region : regions)
                QCOMPARE(together.neighbours(region.id), oneByOne.neighbours(region.id));
        }
    }

    void regionsWithoutFiniteCornersAreRefusedWhole()
    {
        RegionMap map;
        const QList<Region> regions{{QStringLiteral("a"), {}, {{0, 0}, {10, 0}, {10, 10}}},
                                    {QStringLiteral("b"), {}, {{0, 0}, {qInf(), 0}, {10, 10}}}};
        const Status added = map.addRegions(regions);
        QVERIFY(!added);
        QCOMPARE(added.errorMessage(), QStringLiteral("region 'b' has a corner that is not a finite number"));
        QVERIFY(map.regions().isEmpty()); // all or none
        QVERIFY(!map.addRegions({regions.at(0), regions.at(0)}));
        QVERIFY(map.regions().isEmpty());
    }

    void findsTheRegionUnderAPoint()
    {
        const RegionMap map = cellar();
        QCOMPARE(map.regionAt({50, 50}), QStringLiteral("hall"));
        QCOMPARE(map.regionAt({150, 50}), QStringLiteral("corridor"));
        QCOMPARE(map.regionAt({150, 20}), QString());
    }

    void writesWhatItReads()
    {
        const RegionMap map = cellar();
        const QJsonObject written = regionMapToJson(map);
        auto again = regionMapFromJson(written, JsonContext(QStringLiteral("written")));
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(regionMapToJson(*again), written);
        QCOMPARE(regionAdjacencyToJson(*again), regionAdjacencyToJson(map));
    }

    void refusesMalformedMaps_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        const QByteArray square = json("'polygon': [[0,0],[10,0],[10,10],[0,10]]");
        QTest::newRow("no regions") << json("{'name': 'x'}") << "regions.json: regions: missing";
        QTest::newRow("empty regions") << json("{'regions': []}") << "regions.json: regions: needs at least one region";
        QTest::newRow("region not an object")
            << json("{'regions': [3]}") << "regions.json: regions[0]: expected an object";
        QTest::newRow("no id") << json("{'regions': [{'polygon': [[0,0],[1,0],[1,1]]}]}")
                               << "regions.json: regions[0].id: missing";
        QTest::newRow("two points") << json("{'regions': [{'id': 'a', 'polygon': [[0,0],[1,0]]}]}")
                                    << "regions.json: regions[0].polygon: needs at least 3 points, has 2";
        QTest::newRow("bad point") << json("{'regions': [{'id': 'a', 'polygon': [[0,0],[1,'x'],[1,1]]}]}")
                                   << "regions.json: regions[0].polygon[1]: expected a point [x, y]";
        QTest::newRow("duplicate id") << QByteArray(json("{'regions': [{'id': 'a', ") + square +
                                                    json("}, {'id': 'a', ") + square + "}]}")
                                      << "regions.json: regions[1].id: 'a' is used twice";
        QTest::newRow("swimming not bool")
            << QByteArray(json("{'regions': [{'id': 'a', 'swimming': 'yes', ") + square + "}]}")
            << "regions.json: regions[0].swimming: expected";
        QTest::newRow("unknown region in link")
            << QByteArray(json("{'regions': [{'id': 'a', ") + square +
                          json("}], 'links': [{'between': ['a', 'b'], 'kind': 'door'}]}"))
            << "regions.json: links[0].between[1]: no region 'b' on this map";
        QTest::newRow("unknown link kind")
            << QByteArray(json("{'regions': [{'id': 'a', ") + square + json("}, {'id': 'b', ") + square +
                          json("}], 'links': [{'between': ['a', 'b'], 'kind': 'portal'}]}"))
            << "regions.json: links[0].kind: 'portal' is not a link kind";
        QTest::newRow("self link") << QByteArray(json("{'regions': [{'id': 'a', ") + square +
                                                 json("}], 'links': [{'between': ['a', 'a'], 'kind': 'door'}]}"))
                                   << "regions.json: links[0].between: a link needs two different regions";
        QTest::newRow("linked twice") << QByteArray(json("{'regions': [{'id': 'a', ") + square +
                                                    json("}, {'id': 'b', ") + square +
                                                    json("}], 'links': [{'between': ['a', 'b'], 'kind': 'door'},"
                                                         " {'between': ['b', 'a'], 'kind': 'wall'}]}"))
                                      << "regions.json: links[1].between: 'b' and 'a' are linked twice";
        QTest::newRow("between of one") << QByteArray(json("{'regions': [{'id': 'a', ") + square +
                                                      json("}], 'links': [{'between': ['a'], 'kind': 'door'}]}"))
                                        << "regions.json: links[0].between: expected two region ids";
    }
    void refusesMalformedMaps()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        auto map = parse(text);
        QVERIFY(!map.ok());
        QVERIFY2(map.errorMessage().startsWith(message), qPrintable(map.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestRegionMap)
#include "tst_regionmap.moc"
