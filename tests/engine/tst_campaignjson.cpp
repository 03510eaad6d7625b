#include "campaign/campaignjson.h"
#include "core/jsonreader.h"

#include <QTest>

using namespace battlemat;

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

/** The campaign exchange file, starting with the sample campaign that ships with Battlemat. */
class TestCampaignJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheSampleCampaign()
    {
        auto campaign =
            readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
        QVERIFY2(campaign.ok(), qPrintable(campaign.errorMessage()));
        QCOMPARE(campaign->name, QStringLiteral("The Ash King's Crypt"));
        QCOMPARE(campaign->maps.size(), 1);
        const BattleMap &map = campaign->maps.at(0);
        QCOMPARE(map.grid.width(), 24);
        QCOMPARE(map.grid.height(), 16);
        // Four heroes from stat blocks, the campaign's party of three linked to their sheets, five monsters.
        QCOMPARE(map.creatures.size(), 12);
        QCOMPARE(map.creature(QStringLiteral("ogre"))->spaceSquares(), 2);
        QVERIFY(map.creature(QStringLiteral("lurker"))->hiddenFromPlayers);
        QCOMPARE(map.grid.edge({15, 5}, Side::West), EdgeFeature::ClosedDoor);
        // The party's character sheets travel with the campaign.
        QCOMPARE(campaign->heroes.size(), 3);
        QVERIFY(campaign->hero(QStringLiteral("brannoc")));
        QCOMPARE(campaign->hero(QStringLiteral("brannoc"))->creature.name, QStringLiteral("Brannoc Vell"));
        // Each of the party is on the map, its token naming its sheet.
        for (const HeroCharacter &hero : campaign->heroes) {
            const MapCreature *token = map.creature(hero.creature.id);
            QVERIFY2(token, qPrintable(hero.creature.id));
            QCOMPARE(token->character, hero.creature.id);
            QCOMPARE(token->name, hero.creature.name);
            QCOMPARE(token->side, QStringLiteral("heroes"));
        }
    }

    void roundTrips()
    {
        auto campaign =
            readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
        QVERIFY(campaign.ok());
        const QJsonObject written = campaignToJson(*campaign);
        auto again = campaignFromJson(written, QStringLiteral("written"));
        QVERIFY2(again.ok(), qPrintable(again.errorMessage()));
        QCOMPARE(campaignToJson(*again), written);
    }

    void refusesFilesThatAreNotOurs_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("array") << QByteArray("[1, 2]") << "expected a JSON object at the top level";
        QTest::newRow("no format") << json("{'name': 'x'}") << "c.json: format: missing";
        QTest::newRow("other format") << json("{'format': 'foundry-world', 'version': 1}")
                                      << "'foundry-world' is not a Battlemat campaign";
        QTest::newRow("newer version") << json("{'format': 'battlemat-campaign', 'version': 9}")
                                       << "version 9 was written by a newer Battlemat";
        QTest::newRow("bad map")
            << json("{'format': 'battlemat-campaign', 'version': 1, 'name': 'x', 'maps': [{'terrain': ['..', '.']}]}")
            << "c.json: maps[0].terrain[1]: has 1 characters but row 0 has 2";
        QTest::newRow("active map out of range") << json("{'format': 'battlemat-campaign', 'version': 1, 'name': 'x', "
                                                         "'maps': [{'terrain': ['..']}], 'activeMap': 3}")
                                                 << "activeMap: 3 is out of range (0 to 0)";
        QTest::newRow("hero that is not a hero file")
            << json("{'format': 'battlemat-campaign', 'version': 1, 'name': 'x', 'maps': [{'terrain': ['..']}], "
                    "'heroes': [{'player': 'Ann'}]}")
            << "c.json: heroes[0].format: missing";
        QTest::newRow("token of a hero the campaign lacks")
            << json("{'format': 'battlemat-campaign', 'version': 1, 'name': 'x', 'maps': [{'terrain': ['..'], "
                    "'creatures': [{'id': 'b', 'x': 0, 'y': 0, 'side': 'heroes', 'character': 'brannoc'}]}]}")
            << "c.json: maps[0].creatures[0].character: 'brannoc' is not a hero of this campaign";
        QTest::newRow("truncated") << QByteArray("{\"format\": \"battlemat-campaign\", \"vers")
                                   << "c.json: line 1, column";
    }

    void refusesFilesThatAreNotOurs()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        auto object = parseJsonObject(json, QStringLiteral("c.json"));
        const QString error =
            object ? campaignFromJson(*object, QStringLiteral("c.json")).errorMessage() : object.errorMessage();
        QVERIFY2(error.contains(message), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestCampaignJson)
#include "tst_campaignjson.moc"
