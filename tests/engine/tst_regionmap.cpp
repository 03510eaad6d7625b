#include "core/jsonreader.h"
#include "regions/regionmapjson.h"
#include "regions/sharedborder.h"

#include <QFile>
#include <QTest>

using namespace battlemat;

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

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
