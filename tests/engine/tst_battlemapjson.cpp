#include "core/jsonreader.h"
#include "grid/battlemapjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace battlemat;

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

/** The battle map file format: what it reads, and how it refuses what is wrong. */
class TestBattleMapJson : public QObject
{
    Q_OBJECT

private:
    static Result<BattleMap> parse(const QByteArray &json)
    {
        auto object = parseJsonObject(json, QStringLiteral("test.json"));
        if (!object)
            return object.error();
        return battleMapFromJson(*object, JsonContext(QStringLiteral("test.json")));
    }

private Q_SLOTS:
    void readsTerrainRowsWallsDoorsAndCreatures()
    {
        auto map = parse(json(
            "{'name': 'Hall',"
            "            'terrain': ['..~#', ',;%=', '....'],"
            "            'walls': [{'x': 1, 'y': 0, 'side': 'E'}],"
            "            'doors': [{'x': 0, 'y': 2, 'side': 'N', 'state': 'locked'}, {'x': 3, 'y': 2, 'side': 'S'}],"
            "            'creatures': [{'id': 'ogre', 'x': 1, 'y': 1, 'size': 'large', 'side': 'monsters', 'reach': 2},"
            "                          {'id': 'hero', 'name': 'Aldric', 'x': 0, 'y': 0, 'side': 'heroes', 'speed': 5,"
            "                           'conditions': ['prone'], 'hidden': true}]}"));
        QVERIFY2(map.ok(), qPrintable(map.errorMessage()));
        QCOMPARE(map->name, QStringLiteral("Hall"));
        QCOMPARE(map->grid.width(), 4);
        QCOMPARE(map->grid.height(), 3);
        QCOMPARE(map->grid.terrain({2, 0}), Terrain::Difficult);
        QCOMPARE(map->grid.terrain({3, 0}), Terrain::Blocking);
        QCOMPARE(map->grid.terrain({0, 1}), Terrain::LightlyObscured);
        QCOMPARE(map->grid.terrain({1, 1}), Terrain::HeavilyObscured);
        QCOMPARE(map->grid.terrain({2, 1}), Terrain::TotallyObscured);
        QCOMPARE(map->grid.terrain({3, 1}), Terrain::SolidTransparent);
        // One edge, seen from both squares that share it.
        QCOMPARE(map->grid.edge({1, 0}, Side::East), EdgeFeature::Wall);
        QCOMPARE(map->grid.edge({2, 0}, Side::West), EdgeFeature::Wall);
        QCOMPARE(map->grid.edge({0, 1}, Side::South), EdgeFeature::LockedDoor);
        QCOMPARE(map->grid.edge({3, 2}, Side::South), EdgeFeature::ClosedDoor); // closed when no state is given
        QCOMPARE(map->creatures.size(), 2);
        const MapCreature *ogre = map->creature(QStringLiteral("ogre"));
        QVERIFY(ogre);
        QCOMPARE(ogre->spaceSquares(), 2);
        QCOMPARE(ogre->reach, 2);
        QCOMPARE(ogre->name, QStringLiteral("ogre"));
        const MapCreature *hero = map->creature(QStringLiteral("hero"));
        QCOMPARE(hero->name, QStringLiteral("Aldric"));
        QCOMPARE(hero->speed, 5);
        QCOMPARE(hero->conditions, QStringList{QStringLiteral("prone")});
        QVERIFY(hero->hiddenFromPlayers);
    }

    void writesWhatItReads()
    {
        auto map = parse(json("{'name': 'Round trip', 'terrain': ['.#~', ';=.'],"
                              "            'walls': [{'x': 2, 'y': 1, 'side': 'E'}, {'x': 0, 'y': 0, 'side': 'N'}],"
                              "            'doors': [{'x': 1, 'y': 1, 'side': 'W', 'state': 'open'}],"
                              "            'creatures': [{'id': 'a', 'x': 2, 'y': 1, 'side': 'x', 'hidden': true}]}"));
        QVERIFY2(map.ok(), qPrintable(map.errorMessage()));
        const QJsonObject written = battleMapToJson(*map);
        auto again = battleMapFromJson(written, JsonContext(QStringLiteral("written")));
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(battleMapToJson(*again), written);
        QCOMPARE(again->grid.edge({2, 1}, Side::East), EdgeFeature::Wall);
        QCOMPARE(again->grid.edge({0, 0}, Side::North), EdgeFeature::Wall);
        QCOMPARE(again->grid.edge({0, 1}, Side::East), EdgeFeature::OpenDoor);
        QVERIFY(again->creatures.at(0).hiddenFromPlayers);
    }

    void refusesMalformedMaps_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{\"terrain\": [\"..\",\n ") << "test.json: line 2, column 2";
        QTest::newRow("no terrain") << QByteArray("{}") << "test.json: terrain: missing";
        QTest::newRow("empty terrain") << json("{'terrain': []}") << "terrain: needs at least one row";
        QTest::newRow("ragged rows") << json("{'terrain': ['...', '..']}")
                                     << "terrain[1]: has 2 characters but row 0 has 3";
        QTest::newRow("unknown character")
            << json("{'terrain': ['..', '.x']}") << "terrain[1]: unknown terrain character 'x' at column 1";
        QTest::newRow("row not a string") << json("{'terrain': ['..', 7]}") << "terrain[1]: expected a string";
        QTest::newRow("wall off the map") << json("{'terrain': ['..'], 'walls': [{'x': 5, 'y': 0, 'side': 'N'}]}")
                                          << "walls[0].x: 5 is out of range (0 to 1)";
        QTest::newRow("bad side") << json("{'terrain': ['..'], 'walls': [{'x': 0, 'y': 0, 'side': 'Q'}]}")
                                  << "walls[0].side: 'Q' is not a side";
        QTest::newRow("bad door state")
            << json("{'terrain': ['..'], 'doors': [{'x': 0, 'y': 0, 'side': 'N', 'state': 'ajar'}]}")
            << "doors[0].state: 'ajar' is not a door state";
        QTest::newRow("creature off the map") << json("{'terrain': ['..', '..'], 'creatures': [{'id': 'o', 'x': 1, "
                                                      "'y': 0, 'size': 'large', 'side': 'm'}]}")
                                              << "creatures[0]: its 2x2 space does not fit on the 2x2 map";
        QTest::newRow("unknown size")
            << json("{'terrain': ['..'], 'creatures': [{'id': 'o', 'x': 0, 'y': 0, 'size': 'colossal', 'side': 'm'}]}")
            << "creatures[0].size: 'colossal' is not a size";
        QTest::newRow("duplicate id") << json("{'terrain': ['..'], 'creatures': [{'id': 'a', 'x': 0, 'y': 0, 'side': "
                                              "'m'}, {'id': 'a', 'x': 1, 'y': 0, 'side': 'm'}]}")
                                      << "creatures[1].id: 'a' is used twice";
        QTest::newRow("missing side") << json("{'terrain': ['..'], 'creatures': [{'id': 'a', 'x': 0, 'y': 0}]}")
                                      << "creatures[0].side: missing";
        QTest::newRow("fractional x")
            << json("{'terrain': ['..'], 'creatures': [{'id': 'a', 'x': 0.5, 'y': 0, 'side': 'm'}]}")
            << "expected a whole number";
    }

    void refusesMalformedMaps()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        auto map = parse(json);
        QVERIFY(!map.ok());
        QVERIFY2(map.errorMessage().contains(message), qPrintable(map.errorMessage()));
    }

    void refusesMapsLargerThanTheLimit()
    {
        QJsonArray rows;
        rows.append(QString(1001, QLatin1Char('.')));
        auto map = battleMapFromJson({{QStringLiteral("terrain"), rows}}, JsonContext(QStringLiteral("big.json")));
        QVERIFY(!map.ok());
        QVERIFY2(map.errorMessage().contains(QStringLiteral("1001 columns; a map has at most 1000")),
                 qPrintable(map.errorMessage()));
    }

    void reportsUnreadableFiles()
    {
        auto map = readBattleMapFile(QStringLiteral("/nonexistent/map.json"));
        QVERIFY(!map.ok());
        QVERIFY(map.errorMessage().startsWith(QStringLiteral("/nonexistent/map.json: cannot open")));
    }
};

QTEST_GUILESS_MAIN(TestBattleMapJson)
#include "tst_battlemapjson.moc"
