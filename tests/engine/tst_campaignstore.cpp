#include "campaign/campaignjson.h"
#include "core/jsonreader.h"
#include "grid/battlemapjson.h"
#include "storage/campaignschema.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"
#include "storage/exchangefile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
static QJsonObject json(const char *singleQuoted)
{
    auto object = parseJsonObject(QByteArray(singleQuoted).replace('\'', '"'), QStringLiteral("fixture"));
    return object.ok() ? *object : QJsonObject();
}

static QByteArray fileHash(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// The smallest byte string the engine takes for a PNG: its signature, then anything.
static QByteArray pngBytes(qsizetype size)
{
    QByteArray bytes("\x89PNG\r\n\x1a\n", 8);
    bytes.append(QByteArray(size - 8, 'p'));
    return bytes;
}

// Orcus stat blocks as the rules module reads them: a hero needs little, a monster its printed sheet.
static QJsonObject hero(const QString &name, int level)
{
    return {{QStringLiteral("id"), name.toLower()},
            {QStringLiteral("name"), name},
            {QStringLiteral("kind"), QStringLiteral("hero")},
            {QStringLiteral("level"), level}};
}

static QJsonObject monster(const QString &name)
{
    QJsonObject block = json("{'kind': 'monster', 'level': 8, 'monster': {'role': 'wrecker', 'hitPoints': 90,"
                             " 'defenses': {'ac': 22, 'fortitude': 21, 'reflex': 19, 'will': 19},"
                             " 'attack': {'vsAc': 13, 'vsOther': 11}}}");
    block.insert(QStringLiteral("id"), QStringLiteral("m"));
    block.insert(QStringLiteral("name"), name);
    return block;
}

static BattleMap smallMap()
{
    auto map = battleMapFromJson(json("{'name': 'Vault', 'terrain': ['..#', '~..'],"
                                      " 'walls': [{'x': 0, 'y': 0, 'side': 'E'}],"
                                      " 'doors': [{'x': 1, 'y': 1, 'side': 'N', 'state': 'locked'}],"
                                      " 'creatures': [{'id': 'ogre', 'x': 0, 'y': 0, 'side': 'monsters'}]}"),
                                 JsonContext(QStringLiteral("fixture")));
    BattleMap result = map.ok() ? *map : BattleMap();
    result.background.image = pngBytes(5000);
    result.background.mediaType = QStringLiteral("image/png");
    result.background.pixelsPerSquare = 70;
    result.background.offsetX = 12.5;
    result.background.offsetY = -3;
    return result;
}

/** The campaign file: every change committed, round trips, migration, and refusal of every kind of bad file. */
class TestCampaignStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    std::unique_ptr<CampaignStore> create(const QString &name)
    {
        auto store = CampaignStore::create(path(name), QStringLiteral("Test campaign"));
        if (!store)
            qWarning("%s", qPrintable(store.errorMessage()));
        return store ? std::move(store).value() : nullptr;
    }

private Q_SLOTS:
    void createsReopensAndKeepsEveryCommittedChange()
    {
        {
            auto store = create(QStringLiteral("reopen.battlemat"));
            QVERIFY(store);
            QCOMPARE(store->name(), QStringLiteral("Test campaign"));
            QVERIFY(store->addEntity(EntityKind::Character, hero(QStringLiteral("Aldric"), 3)).ok());
            // Committed into the write-ahead log, not yet checkpointed into the file.
            QVERIFY(QFile::exists(path(QStringLiteral("reopen.battlemat-wal"))));
        }
        QVERIFY(!QFile::exists(path(QStringLiteral("reopen.battlemat.lock"))));
        auto reopened = CampaignStore::open(path(QStringLiteral("reopen.battlemat")));
        QVERIFY2(reopened.ok(), qPrintable(reopened.errorMessage()));
        auto aldric = (*reopened)->entity(EntityKind::Character, QStringLiteral("aldric"));
        QVERIFY2(aldric.ok(), qPrintable(aldric.errorMessage()));
        QCOMPARE(aldric->value(QStringLiteral("level")).toInt(), 3);
        QCOMPARE((*reopened)->integrityCheck().value(), QStringLiteral("ok"));
    }

    void refusesToCreateOverAnExistingFile()
    {
        QFile file(path(QStringLiteral("exists.battlemat")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("keep me");
        file.close();
        auto store = CampaignStore::create(path(QStringLiteral("exists.battlemat")), QStringLiteral("X"));
        QVERIFY(!store);
        QVERIFY(store.errorMessage().contains(QStringLiteral("exists.battlemat: already exists")));
    }

    void idsComeFromNamesAndStayUnique()
    {
        auto store = create(QStringLiteral("ids.battlemat"));
        QVERIFY(store);
        QCOMPARE(store->addEntity(EntityKind::Monster, monster(QStringLiteral("Ash Ogre"))).value(),
                 QStringLiteral("ash-ogre"));
        QCOMPARE(store->addEntity(EntityKind::Monster, monster(QStringLiteral("Ash Ogre"))).value(),
                 QStringLiteral("ash-ogre-2"));
        auto taken = store->addEntity(EntityKind::Monster, monster(QStringLiteral("X")), QStringLiteral("ash-ogre"));
        QVERIFY(!taken);
        QVERIFY(taken.errorMessage().contains(QStringLiteral("already has a monster 'ash-ogre'")));
        const auto list = store->entities(EntityKind::Monster).value();
        QCOMPARE(list.size(), 2);
        QVERIFY(store->removeEntity(EntityKind::Monster, QStringLiteral("ash-ogre-2")).ok());
        QCOMPARE(store->entities(EntityKind::Monster)->size(), 1);
    }

    void theSampleCampaignsHeroesKeepTheirSheetsAndIds()
    {
        auto sample = readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
        QVERIFY(sample);
        auto store = create(QStringLiteral("party.battlemat"));
        QVERIFY(store);
        QVERIFY(importCampaign(*store, *sample));
        auto loaded = loadCampaign(*store);
        QVERIFY2(loaded, qPrintable(loaded.errorMessage()));
        QCOMPARE(loaded->heroes.size(), 3);
        const HeroCharacter *brannoc = loaded->hero(QStringLiteral("brannoc"));
        QVERIFY(brannoc);
        QCOMPARE(brannoc->player, QStringLiteral("Ben")); // the sheet's own fields, not only the stat block
        QCOMPARE(brannoc->creature.level, 5);
        QCOMPARE(store->entities(EntityKind::Character)->at(0).name, QStringLiteral("Brannoc Vell"));

        // A broken sheet is refused with its field named, and the stored one stays.
        QJsonObject broken = store->entity(EntityKind::Character, QStringLiteral("brannoc")).value();
        QJsonObject coins = broken.value(QStringLiteral("coins")).toObject();
        coins.insert(QStringLiteral("gp"), -5);
        broken.insert(QStringLiteral("coins"), coins);
        const Status put = store->putEntity(EntityKind::Character, QStringLiteral("brannoc"), broken);
        QVERIFY(!put);
        QVERIFY2(put.errorMessage().contains(QStringLiteral("coins.gp")), qPrintable(put.errorMessage()));
        QCOMPARE(loadCampaign(*store)->hero(QStringLiteral("brannoc"))->coins.gold, 120);
    }

    void refusesWhatIsNotAStatBlockOfTheRightKind()
    {
        auto store = create(QStringLiteral("names.battlemat"));
        QVERIFY(store);
        auto added = store->addEntity(EntityKind::Character, json("{'name': 'Aldric', 'level': 3}"));
        QVERIFY(!added);
        QVERIFY2(added.errorMessage().contains(QStringLiteral("character 'aldric': id: missing")),
                 qPrintable(added.errorMessage()));
        auto wrongKind = store->addEntity(EntityKind::Character, monster(QStringLiteral("Ogre")));
        QVERIFY2(
            wrongKind.errorMessage().contains(QStringLiteral("kind: a character's stat block must be of kind hero")),
            qPrintable(wrongKind.errorMessage()));
        auto badLevel = store->addEntity(EntityKind::Character, hero(QStringLiteral("Brenna"), 31));
        QVERIFY2(badLevel.errorMessage().contains(QStringLiteral("level: 31 is out of range")),
                 qPrintable(badLevel.errorMessage()));
        QCOMPARE(store->entities(EntityKind::Character)->size(), 0);
        auto encounter =
            store->putEntity(EntityKind::Encounter, QStringLiteral("e"), json("{'name': 'E', 'map': 'nowhere'}"));
        QVERIFY(!encounter);
        QVERIFY(encounter.errorMessage().contains(QStringLiteral("the campaign has no map 'nowhere'")));
    }

    void mapsKeepTerrainEdgesCreaturesAndBackground()
    {
        auto store = create(QStringLiteral("maps.battlemat"));
        QVERIFY(store);
        const BattleMap map = smallMap();
        auto id = store->addMap(map);
        QVERIFY2(id.ok(), qPrintable(id.errorMessage()));
        QCOMPARE(*id, QStringLiteral("vault"));
        auto read = store->map(*id);
        QVERIFY2(read.ok(), qPrintable(read.errorMessage()));
        QCOMPARE(battleMapToJson(*read), battleMapToJson(map));
        QCOMPARE(read->background, map.background);
        QCOMPARE(read->grid.edge({1, 0}, Side::South), EdgeFeature::LockedDoor);
        // A move rewrites the map; the image (in its own table) stays as it was.
        BattleMap moved = *read;
        moved.creatures[0].position = {1, 1};
        QVERIFY(store->putMap(*id, moved).ok());
        QCOMPARE(store->map(*id)->creatures.at(0).position, (Square{1, 1}));
        QCOMPARE(store->map(*id)->background.image, map.background.image);
    }

    void eventsAreAppendedInOrderAndWrongOnesChangeNothing()
    {
        auto store = create(QStringLiteral("events.battlemat"));
        QVERIFY(store);
        QVERIFY(store->putEntity(EntityKind::Encounter, QStringLiteral("fight"), json("{'name': 'Fight'}")).ok());
        QVERIFY(store
                    ->appendEvents(QStringLiteral("fight"), {json("{'seq': 1, 'type': 'roll', 'total': 14}"),
                                                             json("{'seq': 2, 'type': 'move'}")})
                    .ok());
        const QByteArray before = store->contentDigest().value();
        // The second event of a command is wrong: its first one is not stored either.
        auto gap = store->appendEvents(QStringLiteral("fight"),
                                       {json("{'seq': 3, 'type': 'hit'}"), json("{'seq': 5, 'type': 'hit'}")});
        QVERIFY(!gap);
        QVERIFY2(gap.errorMessage().contains(QStringLiteral("events[1].seq: is 5 but the log expects 4")),
                 qPrintable(gap.errorMessage()));
        auto untyped = store->appendEvents(QStringLiteral("fight"), {json("{'seq': 3}")});
        QVERIFY(untyped.errorMessage().contains(QStringLiteral("type: missing")));
        auto nowhere = store->appendEvents(QStringLiteral("brawl"), {json("{'seq': 1, 'type': 'x'}")});
        QVERIFY(nowhere.errorMessage().contains(QStringLiteral("no encounter 'brawl'")));
        QCOMPARE(store->contentDigest().value(), before);
        QCOMPARE(store->eventCount(QStringLiteral("fight")).value(), 2);
        QCOMPARE(store->events(QStringLiteral("fight"))->at(0).value(QStringLiteral("total")).toInt(), 14);

        QVERIFY(store->removeEventsAfter(QStringLiteral("fight"), 1).ok());
        QCOMPARE(store->eventCount(QStringLiteral("fight")).value(), 1);
        QVERIFY(store->removeEntity(EntityKind::Encounter, QStringLiteral("fight")).ok());
        QCOMPARE(store->events(QStringLiteral("fight"))->size(), 0);
    }

    void aFailedTransactionRollsBackItsInnerChanges()
    {
        auto store = create(QStringLiteral("rollback.battlemat"));
        QVERIFY(store);
        const QByteArray before = store->contentDigest().value();
        auto failed = store->transaction([&]() -> Status {
            if (auto added = store->addEntity(EntityKind::Monster, monster(QStringLiteral("Ghoul"))); !added)
                return added.error();
            return Error{QStringLiteral("second change refused")};
        });
        QVERIFY(!failed);
        QCOMPARE(store->contentDigest().value(), before);
        QCOMPARE(store->entities(EntityKind::Monster)->size(), 0);
    }

    void everyEntityRoundTripsThroughAnExchangeFile()
    {
        auto from = create(QStringLiteral("share-from.battlemat"));
        auto to = create(QStringLiteral("share-to.battlemat"));
        QVERIFY(from && to);
        const QString mapId = from->addMap(smallMap()).value();
        QVERIFY(
            from->putEntity(EntityKind::Character, QStringLiteral("aldric"), hero(QStringLiteral("Aldric"), 4)).ok());
        QVERIFY(from->putEntity(EntityKind::Monster, QStringLiteral("ogre"), monster(QStringLiteral("Ogre"))).ok());
        QVERIFY(from->putEntity(
                        EntityKind::Encounter, QStringLiteral("ambush"),
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("Ambush")}, {QStringLiteral("map"), mapId}})
                    .ok());
        QVERIFY(
            from->appendEvents(QStringLiteral("ambush"), {json("{'seq': 1, 'type': 'roll', 'dice': [3, 6]}")}).ok());

        const QList<std::pair<EntityKind, QString>> entities{{EntityKind::Character, QStringLiteral("aldric")},
                                                             {EntityKind::Monster, QStringLiteral("ogre")},
                                                             {EntityKind::Map, mapId},
                                                             {EntityKind::Encounter, QStringLiteral("ambush")}};
        for (const auto &[kind, id] : entities) {
            auto exported = exportEntity(*from, kind, id);
            QVERIFY2(exported.ok(), qPrintable(exported.errorMessage()));
            const QString file = path(id + QStringLiteral(".json"));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QJsonDocument(exchangeFileToJson(*exported)).toJson());
            out.close();
            auto read = readExchangeFile(file);
            QVERIFY2(read.ok(), qPrintable(read.errorMessage()));
            QCOMPARE(read->kind, kind);
            auto imported = importExchangeFile(*to, *read);
            QVERIFY2(imported.ok(), qPrintable(imported.errorMessage()));
            QJsonObject original = from->entity(kind, id).value();
            QJsonObject copy = to->entity(kind, *imported).value();
            if (kind == EntityKind::Encounter) {
                // The embedded map came in as a map of its own; the copy refers to that one.
                const QString copiedMap = copy.take(QStringLiteral("map")).toString();
                original.remove(QStringLiteral("map"));
                QCOMPARE(to->entity(EntityKind::Map, copiedMap).value(), from->entity(EntityKind::Map, mapId).value());
                QCOMPARE(to->events(*imported).value(), from->events(id).value());
            }
            QCOMPARE(copy, original);
        }
        QCOMPARE(to->map(QStringLiteral("vault"))->background.image, smallMap().background.image);
    }

    void badExchangeFilesNameTheFileAndChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("invalid JSON") << QByteArray("{\"format\": \"battlemat-map\",\n \"version\": 1,,}")
                                      << QStringLiteral("line 2, column 16: invalid JSON");
        QTest::newRow("truncated") << QByteArray(
                                          "{\"format\": \"battlemat-monster\", \"version\": 1, \"monster\": {\"na")
                                   << QStringLiteral("invalid JSON");
        QTest::newRow("not ours") << QByteArray("{\"type\": \"FeatureCollection\"}")
                                  << QStringLiteral("format: missing");
        QTest::newRow("wrong format") << QByteArray("{\"format\": \"foundry-actor\", \"version\": 1}")
                                      << QStringLiteral("'foundry-actor' is not a Battlemat exchange file");
        QTest::newRow("newer version") << QByteArray(
                                              "{\"format\": \"battlemat-monster\", \"version\": 7, \"monster\": {}}")
                                       << QStringLiteral("version 7 was written by a newer Battlemat");
        QTest::newRow("bad base64")
            << QByteArray("{\"format\": \"battlemat-map\", \"version\": 1, \"map\": {\"terrain\": [\"..\"],"
                          " \"background\": {\"pixelsPerSquare\": 50, \"image\": \"@@@@\"}}}")
            << QStringLiteral("map.background.image: is not valid base64");
        QTest::newRow("not an image")
            << QByteArray("{\"format\": \"battlemat-map\", \"version\": 1, \"map\": {\"terrain\": [\"..\"],"
                          " \"background\": {\"pixelsPerSquare\": 50, \"image\": \"aGVsbG8gd29ybGQ=\"}}}")
            << QStringLiteral("is not a PNG, JPEG or WebP image");
        QTest::newRow("gap in the log")
            << QByteArray("{\"format\": \"battlemat-encounter\", \"version\": 1, \"encounter\": {\"name\": \"E\"},"
                          " \"events\": [{\"seq\": 1, \"type\": \"a\"}, {\"seq\": 3, \"type\": \"b\"}]}")
            << QStringLiteral("events[1].seq: is 3 but the log expects 2");
        QTest::newRow("bad embedded map")
            << QByteArray("{\"format\": \"battlemat-encounter\", \"version\": 1, \"encounter\": {\"name\": \"E\"},"
                          " \"battleMap\": {\"terrain\": [\"..\", \".\"]}}")
            << QStringLiteral("battleMap.terrain[1]: has 1 characters");
    }

    void badExchangeFilesNameTheFileAndChangeNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString file = path(QStringLiteral("bad-input.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(content);
        out.close();
        auto read = readExchangeFile(file);
        QVERIFY(!read);
        QVERIFY2(read.errorMessage().startsWith(file + QStringLiteral(":")), qPrintable(read.errorMessage()));
        QVERIFY2(read.errorMessage().contains(message), qPrintable(read.errorMessage()));
    }

    void anImageOverTheLimitIsRefused()
    {
        const QByteArray big = pngBytes(MapBackground::maxImageBytes + 1).toBase64();
        QJsonObject map = json("{'terrain': ['..']}");
        map.insert(QStringLiteral("background"), QJsonObject{{QStringLiteral("pixelsPerSquare"), 100},
                                                             {QStringLiteral("image"), QString::fromLatin1(big)}});
        auto read = exchangeFileFromJson(QJsonObject{{QStringLiteral("format"), QStringLiteral("battlemat-map")},
                                                     {QStringLiteral("version"), 1},
                                                     {QStringLiteral("map"), map}},
                                         QStringLiteral("big.json"));
        QVERIFY(!read);
        QVERIFY2(read.errorMessage().startsWith(QStringLiteral("big.json: map.background.image: the image is")),
                 qPrintable(read.errorMessage()));
        QVERIFY(read.errorMessage().contains(QStringLiteral("the limit is 16777216 bytes")));
    }

    void aFailingImportLeavesTheCampaignUnchanged()
    {
        auto store = create(QStringLiteral("atomic-import.battlemat"));
        QVERIFY(store);
        const QByteArray before = store->contentDigest().value();
        ExchangeFile file;
        file.kind = EntityKind::Encounter;
        file.document = json("{'name': 'Ambush'}");
        file.map = battleMapToJson(smallMap());
        // The map is stored first, then the encounter's id is refused: the map must go too.
        auto imported = importExchangeFile(*store, file, QStringLiteral("no spaces allowed"));
        QVERIFY(!imported);
        QVERIFY(imported.errorMessage().contains(QStringLiteral("not a usable id")));
        QCOMPARE(store->contentDigest().value(), before);
        QCOMPARE(store->entities(EntityKind::Map)->size(), 0);
    }

    void aSecondOpenIsToldTheCampaignIsInUse()
    {
        auto store = create(QStringLiteral("busy.battlemat"));
        QVERIFY(store);
        auto second = CampaignStore::open(path(QStringLiteral("busy.battlemat")));
        QVERIFY(!second);
        QVERIFY2(second.errorMessage().contains(QStringLiteral("busy.battlemat: the campaign is in use by")),
                 qPrintable(second.errorMessage()));
        store.reset();
        QVERIFY(CampaignStore::open(path(QStringLiteral("busy.battlemat"))).ok());
    }

    void badCampaignFilesAreRefusedAndLeftAsTheyWere_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing") << "missing"
                                 << "no such campaign file";
        QTest::newRow("empty") << "empty"
                               << "it is not an SQLite database";
        QTest::newRow("text") << "text"
                              << "it is not an SQLite database";
        QTest::newRow("header only") << "header"
                                     << "the campaign file is truncated";
        QTest::newRow("truncated") << "truncated"
                                   << "the campaign file is damaged";
        QTest::newRow("foreign SQLite") << "foreign"
                                        << "an SQLite database, but not a Battlemat campaign";
        QTest::newRow("newer schema") << "newer"
                                      << QStringLiteral("written by a newer Battlemat (campaign schema %1)")
                                             .arg(CampaignSchema::currentVersion + 1);
        // Battlemat's mark and version on another layout: said so, not "no such table: characters".
        QTest::newRow("another layout") << "layout"
                                        << QStringLiteral("not a Battlemat campaign, or a damaged one: it is marked as "
                                                          "a campaign of schema %1 but the table 'characters' is "
                                                          "missing")
                                               .arg(CampaignSchema::currentVersion);
    }

    void badCampaignFilesAreRefusedAndLeftAsTheyWere()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        const QString file = path(QStringLiteral("bad-%1.battlemat").arg(kind));
        if (kind != QLatin1String("missing")) {
            // A real campaign with some content to cut or alter.
            {
                auto store = create(QStringLiteral("source-%1.battlemat").arg(kind));
                QVERIFY(store);
                for (int i = 0; i < 40; ++i)
                    QVERIFY(store->addEntity(EntityKind::Monster, monster(QStringLiteral("Skeleton"))).ok());
            }
            QFile source(path(QStringLiteral("source-%1.battlemat").arg(kind)));
            QVERIFY(source.open(QIODevice::ReadOnly));
            QByteArray bytes = source.readAll();
            if (kind == QLatin1String("empty"))
                bytes.clear();
            else if (kind == QLatin1String("text"))
                bytes = "name,level\nogre,8\n";
            else if (kind == QLatin1String("header"))
                bytes.truncate(100);
            else if (kind == QLatin1String("truncated"))
                bytes.truncate(bytes.size() / 2);
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes);
            out.close();
            if (kind == QLatin1String("foreign") || kind == QLatin1String("newer") || kind == QLatin1String("layout")) {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("alter"));
                db.setDatabaseName(file);
                QVERIFY(db.open());
                QVERIFY(
                    CampaignSchema::exec(
                        db, kind == QLatin1String("foreign") ? QStringLiteral("PRAGMA application_id = 7")
                            : kind == QLatin1String("layout")
                                ? QStringLiteral("DROP TABLE characters")
                                : QStringLiteral("PRAGMA user_version = %1").arg(CampaignSchema::currentVersion + 1))
                        .ok());
                db.close();
                db = QSqlDatabase();
                QSqlDatabase::removeDatabase(QStringLiteral("alter"));
            }
        }
        const QByteArray before = fileHash(file);
        auto store = CampaignStore::open(file);
        QVERIFY(!store);
        QVERIFY2(store.errorMessage().startsWith(file + QStringLiteral(": ")), qPrintable(store.errorMessage()));
        QVERIFY2(store.errorMessage().contains(message), qPrintable(store.errorMessage()));
        QCOMPARE(fileHash(file), before);
        QVERIFY(!QFile::exists(file + QStringLiteral(".lock")));
    }

    void anOlderSchemaIsBackedUpAndMigrated()
    {
        const QString file = path(QStringLiteral("old.battlemat"));
        const QByteArray image = pngBytes(300);
        {
            // A schema 1 file as the first Battlemat wrote it: the background image inline, events without type.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QVERIFY(CampaignSchema::create(db, 1).ok());
            QJsonObject map = battleMapToJson(smallMap());
            QVERIFY(map.value(QStringLiteral("background")).toObject().contains(QStringLiteral("image")));
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("INSERT INTO meta VALUES ('name', 'Old campaign')")));
            query.prepare(QStringLiteral("INSERT INTO maps VALUES ('vault', 'Vault', ?)"));
            query.addBindValue(QString::fromUtf8(QJsonDocument(map).toJson(QJsonDocument::Compact)));
            QVERIFY(query.exec());
            QVERIFY(query.exec(QStringLiteral("INSERT INTO encounters VALUES ('e', 'E', '{\"name\":\"E\"}')")));
            QVERIFY(query.exec(QStringLiteral("INSERT INTO events VALUES ('e', 1, '{\"seq\":1,\"type\":\"roll\"}'),"
                                              " ('e', 2, '{\"seq\":2,\"type\":\"move\"}')")));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        const QByteArray oldBytes = fileHash(file);

        auto store = CampaignStore::open(file);
        QVERIFY2(store.ok(), qPrintable(store.errorMessage()));
        QCOMPARE((*store)->backupFileName(), path(QStringLiteral("old.schema1-backup.battlemat")));
        QCOMPARE((*store)->name(), QStringLiteral("Old campaign"));
        auto map = (*store)->map(QStringLiteral("vault"));
        QVERIFY2(map.ok(), qPrintable(map.errorMessage()));
        QCOMPARE(map->background.image, smallMap().background.image);
        QCOMPARE((*store)->events(QStringLiteral("e"))->size(), 2);
        QVERIFY((*store)->appendEvents(QStringLiteral("e"), {json("{'seq': 3, 'type': 'hit'}")}).ok());
        store.value().reset();

        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        {
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QCOMPARE(query.value(0).toInt(), CampaignSchema::currentVersion);
            QVERIFY(
                query.exec(QStringLiteral("SELECT group_concat(type) FROM (SELECT type FROM events ORDER BY seq)")) &&
                query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("roll,move,hit"));
            QVERIFY(query.exec(QStringLiteral("SELECT document FROM maps")) && query.next());
            QVERIFY(!query.value(0).toString().contains(QStringLiteral("\"image\"")));
            query.finish();
            db.close();
            // The backup is the old file as it was: schema 1, openable, same content.
            db.setDatabaseName((path(QStringLiteral("old.schema1-backup.battlemat"))));
            QVERIFY(db.open());
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QCOMPARE(query.value(0).toInt(), 1);
            QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM events")) && query.next());
            QCOMPARE(query.value(0).toInt(), 2);
            query.finish();
            db.close();
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
        QVERIFY(oldBytes != fileHash(file));
    }

    void saveCopyAsWritesTheSameCampaign()
    {
        auto store = create(QStringLiteral("original.battlemat"));
        QVERIFY(store);
        QVERIFY(store->addMap(smallMap()).ok());
        QVERIFY(store->saveCopyAs(path(QStringLiteral("copy.battlemat"))).ok());
        auto copy = CampaignStore::open(path(QStringLiteral("copy.battlemat")));
        QVERIFY2(copy.ok(), qPrintable(copy.errorMessage()));
        QCOMPARE((*copy)->contentDigest().value(), store->contentDigest().value());
        auto again = store->saveCopyAs(path(QStringLiteral("copy.battlemat")));
        QVERIFY(again.errorMessage().contains(QStringLiteral("copy.battlemat: already exists")));
    }
};

QTEST_GUILESS_MAIN(TestCampaignStore)
#include "tst_campaignstore.moc"
