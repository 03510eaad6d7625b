#include "campaign/campaignjson.h"
#include "core/jsonreader.h"
#include "regions/regiongeometry.h"
#include "regions/regionmapcheck.h"
#include "regions/regionmapjson.h"
#include "rulesets/builtinmodules.h"
#include "session/regioneditcommand.h"
#include "session/tablesession.h"
#include "storage/campaignschema.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QFile>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

namespace {

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
QJsonObject json(const char *singleQuoted)
{
    auto object = parseJsonObject(QByteArray(singleQuoted).replace('\'', '"'), QStringLiteral("fixture"));
    return object ? *object : QJsonObject();
}

QList<QPointF> square(double x, double y, double w, double h)
{
    return {QPointF(x, y), QPointF(x + w, y), QPointF(x + w, y + h), QPointF(x, y + h)};
}

Region region(const QString &id, QList<QPointF> polygon, const QString &name = QStringLiteral("A room"))
{
    Region r;
    r.id = id;
    r.name = name;
    r.polygon = std::move(polygon);
    return r;
}

} // namespace

class RegionMapEditTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /** The sample campaign as a campaign file, and a session open on its map. */
    struct Table
    {
        std::unique_ptr<CampaignStore> store;
        std::unique_ptr<TableSession> session;
        ModuleRegistry registry = builtInModules();
    };
    bool openTable(Table &table, const QString &file, bool create)
    {
        if (create) {
            auto sample =
                readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
            auto created = CampaignStore::create(file, QStringLiteral("Crypt"));
            if (!sample || !created || !importCampaign(**created, *sample))
                return false;
        }
        auto opened = CampaignStore::open(file);
        if (!opened)
            return false;
        table.store = std::move(opened).value();
        QString mapId;
        auto campaign = loadCampaign(*table.store, &mapId);
        if (!campaign)
            return false;
        table.session = std::make_unique<TableSession>(table.store.get(), table.registry);
        return table.session->open(mapId, TableScene{campaign->maps.at(campaign->activeMap)}).ok();
    }
    static CommandOutcome step(TableSession &session, const QJsonObject &object)
    {
        auto parsed = session.parseStep(object, JsonContext(QStringLiteral("step")));
        if (!parsed) {
            CommandOutcome outcome;
            outcome.error = parsed.errorMessage();
            return outcome;
        }
        return session.apply(std::get<std::shared_ptr<const TableCommand>>(*parsed));
    }
    static RegionMap stored(const CampaignStore &store, const QString &id)
    {
        auto document = store.entity(EntityKind::RegionMap, id);
        if (!document)
            return {};
        auto map = regionMapFromJson(*document, JsonContext(id), true);
        return map ? *map : RegionMap();
    }

    /** One number the file answers, through a connection of its own (the store keeps its database to itself). */
    static QVariant sql(const QString &file, const QString &statement)
    {
        QVariant answer;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
            db.setDatabaseName(file);
            if (db.open()) {
                QSqlQuery query(db);
                if (query.exec(statement) && query.next())
                    answer = query.value(0);
                else if (!query.lastError().text().isEmpty())
                    answer = query.lastError().text();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("probe"));
        return answer;
    }

private Q_SLOTS:
    void badGeometryIsRefusedWithTheReason_data()
    {
        QTest::addColumn<QList<QPointF>>("first");
        QTest::addColumn<QList<QPointF>>("second");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("message");
        const QList<QPointF> bowtie{QPointF(0, 0), QPointF(100, 100), QPointF(100, 0), QPointF(0, 100)};
        QTest::newRow("bow tie") << bowtie << square(300, 0, 50, 50) << "Hall"
                                 << "region 'Hall' crosses itself: its edges 1 and 3 meet";
        QTest::newRow("overlapping corner") << square(0, 0, 100, 100) << square(50, 50, 100, 100) << "Hall"
                                            << "region 'Hall' overlaps region 'Crypt'";
        QTest::newRow("inside another") << square(0, 0, 100, 100) << square(20, 20, 10, 10) << "Hall"
                                        << "overlaps";
        QTest::newRow("drawn twice") << square(0, 0, 100, 100) << square(0, 0, 100, 100) << "Hall"
                                     << "overlaps";
        QTest::newRow("no name") << square(0, 0, 100, 100) << square(100, 0, 100, 100) << " "
                                 << "region 'hall' has no name";
        QTest::newRow("sharing a wall") << square(0, 0, 100, 100) << square(100, 20, 100, 60) << "Hall"
                                        << "";
        QTest::newRow("half a pixel over") << square(0, 0, 100, 100) << square(99.5, 0, 100, 100) << "Hall"
                                           << "";
    }
    void badGeometryIsRefusedWithTheReason()
    {
        QFETCH(QList<QPointF>, first);
        QFETCH(QList<QPointF>, second);
        QFETCH(QString, name);
        QFETCH(QString, message);
        RegionMap map;
        QVERIFY(map.addRegion(region(QStringLiteral("crypt"), second, QStringLiteral("Crypt"))).ok());
        const Status status = checkRegionOnMap(map, region(QStringLiteral("hall"), first, name));
        if (message.isEmpty()) {
            QVERIFY2(status.ok(), qPrintable(status.errorMessage()));
            return;
        }
        QVERIFY(!status);
        QVERIFY2(status.errorMessage().contains(message), qPrintable(status.errorMessage()));
    }

    void aLinkMustLieOnASharedBorder()
    {
        auto object =
            readJsonObjectFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/barrow-regions.json"));
        QVERIFY(object);
        auto barrow = regionMapFromJson(*object, JsonContext(QStringLiteral("barrow")));
        QVERIFY(barrow);
        QVERIFY(validateRegionMap(*barrow).ok());
        // The gate (x 20-200) and the crypt (x 520-760) are a hall apart: no door between them.
        const Status door = checkRegionLink(*barrow, {QStringLiteral("gate"), QStringLiteral("crypt")});
        QCOMPARE(door.errorMessage(),
                 QStringLiteral("a door between 'Barrow gate' and 'Ash King's crypt' must lie on their shared border, "
                                "and they share none"));
        // The gate meets the hall along x = 200 from y 180 to 360.
        QVERIFY(checkRegionLink(*barrow, {QStringLiteral("gate"), QStringLiteral("hall"), RegionLinkKind::Wall}).ok());
    }

    void splitAndMergeKeepTheOutline()
    {
        auto halves = RegionGeometry::split(square(0, 0, 100, 100), 0, 2);
        QVERIFY(halves);
        QCOMPARE(halves->first, (QList<QPointF>{QPointF(0, 0), QPointF(100, 0), QPointF(100, 100)}));
        QCOMPARE(halves->second, (QList<QPointF>{QPointF(100, 100), QPointF(0, 100), QPointF(0, 0)}));
        auto merged = RegionGeometry::merge(halves->first, halves->second);
        QVERIFY2(merged, qPrintable(merged.errorMessage()));
        QCOMPARE(merged->size(), 4);
        QCOMPARE(std::abs(RegionGeometry::doubleSignedArea(*merged)) / 2, 10000.0);
        // The barrow's hall and crypt meet along part of the hall's east wall: one outline of 8 corners.
        auto hallAndCrypt = RegionGeometry::merge(square(200, 120, 320, 300), square(520, 170, 240, 200));
        QVERIFY2(hallAndCrypt, qPrintable(hallAndCrypt.errorMessage()));
        QCOMPARE(hallAndCrypt->size(), 8);
        QCOMPARE(std::abs(RegionGeometry::doubleSignedArea(*hallAndCrypt)) / 2, 320.0 * 300 + 240.0 * 200);
        QCOMPARE(RegionGeometry::merge(square(0, 0, 10, 10), square(50, 0, 10, 10)).errorMessage(),
                 QStringLiteral("the two regions share no border"));
        QCOMPARE(RegionGeometry::split(square(0, 0, 100, 100), 0, 1).errorMessage(),
                 QStringLiteral("a cut needs two corners that are not next to each other"));
        // An L: the cut from the inner corner's neighbours runs outside.
        const QList<QPointF> ell{QPointF(0, 0),   QPointF(100, 0),  QPointF(100, 50),
                                 QPointF(50, 50), QPointF(50, 100), QPointF(0, 100)};
        QCOMPARE(RegionGeometry::split(ell, 2, 4).errorMessage(),
                 QStringLiteral("the cut from corner 2 to corner 4 leaves the region"));
    }

    void regionEditsAreSessionCommandsStoredAndUndone()
    {
        const QString file = m_dir.filePath(QStringLiteral("edits.battlemat"));
        Table table;
        QVERIFY(openTable(table, file, true));
        TableSession &session = *table.session;
        // The sample campaign brings its barrow as a stored region map.
        QVERIFY(session.table().regionMaps.contains(QStringLiteral("barrow")));
        QCOMPARE(session.table().regionMaps.value(QStringLiteral("barrow")).regions().size(), 5);

        CommandOutcome created = step(session, json("{'type': 'region.createMap', 'name': 'Sunken temple'}"));
        QVERIFY2(created.error.isEmpty(), qPrintable(created.error));
        QCOMPARE(created.events.at(0).value(QStringLiteral("map")).toString(), QStringLiteral("sunken-temple"));
        QVERIFY(step(session, json("{'type': 'region.add', 'map': 'sunken-temple', 'region': {'name': 'Nave', "
                                   "'polygon': [[0,0],[100,0],[100,100],[0,100]]}}"))
                    .error.isEmpty());
        QVERIFY(step(session, json("{'type': 'region.add', 'map': 'sunken-temple', 'region': {'name': 'Pool', "
                                   "'polygon': [[100,0],[200,0],[200,100],[100,100]], 'swimming': true}}"))
                    .error.isEmpty());
        QVERIFY(step(session, json("{'type': 'region.add', 'map': 'sunken-temple', 'region': {'name': 'Apse', "
                                   "'polygon': [[200,0],[300,0],[300,100],[200,100]]}}"))
                    .error.isEmpty());
        // Three rooms in a row: the apse is two regions from the nave.
        QCOMPARE(
            stored(*table.store, QStringLiteral("sunken-temple")).range(QStringLiteral("r1"), QStringLiteral("r3")), 2);
        // A wall between nave and pool: the apse is out of reach from the nave.
        QVERIFY(step(session, json("{'type': 'region.link', 'map': 'sunken-temple', 'between': ['r1', 'r2'], "
                                   "'kind': 'wall'}"))
                    .error.isEmpty());
        QCOMPARE(
            stored(*table.store, QStringLiteral("sunken-temple")).range(QStringLiteral("r1"), QStringLiteral("r3")),
            std::nullopt);
        // Dragging the apse's corner into the pool is refused, and nothing changes.
        const QByteArray before =
            QJsonDocument(regionMapToJson(stored(*table.store, QStringLiteral("sunken-temple")))).toJson();
        CommandOutcome overlapping = step(session, json("{'type': 'region.update', 'map': 'sunken-temple', 'region': "
                                                        "'r3', 'polygon': [[150,0],[300,0],[300,100],[200,100]]}"));
        QCOMPARE(overlapping.error, QStringLiteral("region 'Apse' overlaps region 'Pool'"));
        CommandOutcome unnamed =
            step(session, json("{'type': 'region.update', 'map': 'sunken-temple', 'region': 'r3', 'name': ''}"));
        QCOMPARE(unnamed.error, QStringLiteral("region 'r3' has no name"));
        CommandOutcome farDoor = step(session, json("{'type': 'region.link', 'map': 'sunken-temple', 'between': "
                                                    "['r1', 'r3'], 'kind': 'door'}"));
        QCOMPARE(
            farDoor.error,
            QStringLiteral("a door between 'Nave' and 'Apse' must lie on their shared border, and they share none"));
        QCOMPARE(QJsonDocument(regionMapToJson(stored(*table.store, QStringLiteral("sunken-temple")))).toJson(),
                 before);

        // Undo the wall: the apse is two regions away again, in the file too.
        QVERIFY(session.undo().error.isEmpty());
        QCOMPARE(stored(*table.store, QStringLiteral("sunken-temple")).links().size(), 0);
        QVERIFY(session.redo().error.isEmpty());
        QCOMPARE(stored(*table.store, QStringLiteral("sunken-temple")).links().size(), 1);

        // Merge nave and pool (the wall between them goes), then split them again along the old border.
        QVERIFY(step(session, json("{'type': 'region.merge', 'map': 'sunken-temple', 'first': 'r1', 'second': 'r2'}"))
                    .error.isEmpty());
        RegionMap merged = stored(*table.store, QStringLiteral("sunken-temple"));
        QCOMPARE(merged.regions().size(), 2);
        QCOMPARE(merged.region(QStringLiteral("r1"))->polygon.size(), 4);
        QVERIFY(merged.region(QStringLiteral("r1"))->needsSwimming);
        QCOMPARE(merged.links().size(), 0);
        CommandOutcome split = step(session, json("{'type': 'region.split', 'map': 'sunken-temple', 'region': 'r1', "
                                                  "'from': 1, 'to': 2, 'name': 'Pool'}"));
        QCOMPARE(split.error,
                 QStringLiteral("cannot split 'Nave': a cut needs two corners that are not next to each other"));

        // Closed and reopened: every step is in the file.
        table.session.reset();
        table.store.reset();
        Table reopened;
        QVERIFY(openTable(reopened, file, false));
        QCOMPARE(reopened.session->table().regionMaps.value(QStringLiteral("sunken-temple")).regions().size(), 2);
        QCOMPARE(reopened.session->table().regionMaps.size(), 2);
    }

    void badStepsNameTheField()
    {
        const QString file = m_dir.filePath(QStringLiteral("steps.battlemat"));
        Table table;
        QVERIFY(openTable(table, file, true));
        auto parse = [&](const char *text) {
            return table.session->parseStep(json(text), JsonContext(QStringLiteral("steps[0]"))).errorMessage();
        };
        QCOMPARE(parse("{'type': 'region.link', 'map': 'barrow', 'between': ['hall'], 'kind': 'door'}"),
                 QStringLiteral("steps[0]: between: expected two region ids"));
        QCOMPARE(parse("{'type': 'region.link', 'map': 'barrow', 'between': ['hall', 'gate'], 'kind': 'portal'}"),
                 QStringLiteral("steps[0]: kind: 'portal' is not a link kind; use wall, opening, door or ladder"));
        QVERIFY(parse("{'type': 'region.add', 'map': 'barrow', 'region': {'name': 'X', 'polygon': [[0,0],[1,1]]}}")
                    .startsWith(QStringLiteral("steps[0]: region.polygon: needs at least 3 points")));
        CommandOutcome unknown =
            step(*table.session, json("{'type': 'region.remove', 'map': 'nowhere', 'region': 'x'}"));
        QCOMPARE(unknown.error, QStringLiteral("the campaign has no region map 'nowhere'"));
    }

    void aStoredRegionMapMustBeValid()
    {
        auto store = CampaignStore::create(m_dir.filePath(QStringLiteral("valid.battlemat")), QStringLiteral("V"));
        QVERIFY(store);
        const Status overlapping = (*store)->putEntity(
            EntityKind::RegionMap, QStringLiteral("bad"),
            json("{'name': 'Bad', 'regions': [{'id': 'a', 'polygon': [[0,0],[10,0],[10,10],[0,10]]}, "
                 "{'id': 'b', 'polygon': [[5,5],[15,5],[15,15],[5,15]]}]}"));
        QVERIFY(!overlapping);
        QVERIFY2(overlapping.errorMessage().contains(QStringLiteral("region 'b' overlaps region 'a'")),
                 qPrintable(overlapping.errorMessage()));
        QVERIFY(
            (*store)
                ->putEntity(EntityKind::RegionMap, QStringLiteral("blank"), json("{'name': 'Blank', 'regions': []}"))
                .ok());
    }

    void aSchema3CampaignIsMigrated()
    {
        // tests/engine/data/campaigns/crypt-v3-rules.battlemat: the sample campaign as schema 3 wrote it, with one
        // "rules.set" in its table log (battlemat-cli campaign create + table, before region maps were stored).
        const QString file = m_dir.filePath(QStringLiteral("v3.battlemat"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_TEST_DATA "/campaigns/crypt-v3-rules.battlemat"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        {
            auto store = CampaignStore::open(file);
            QVERIFY2(store, qPrintable(store.errorMessage()));
            QCOMPARE((*store)->backupFileName(), m_dir.filePath(QStringLiteral("v3.schema3-backup.battlemat")));
            QCOMPARE((*store)->tableEventCount().value(), 1);
            QCOMPARE((*store)->entities(EntityKind::RegionMap)->size(), 0);
            QCOMPARE((*store)->entities(EntityKind::Character)->size(), 3);
            auto id = (*store)->addEntity(EntityKind::RegionMap, json("{'name': 'Barrow', 'regions': []}"));
            QVERIFY2(id, qPrintable(id.errorMessage()));
            QCOMPARE(*id, QStringLiteral("barrow"));
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v4"));
        {
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QCOMPARE(query.value(0).toInt(), CampaignSchema::currentVersion);
            QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM regionmaps")) && query.next());
            QCOMPARE(query.value(0).toInt(), 1);
            query.finish();
            db.close();
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("v4"));
    }

    void aPictureIsKeptInTheCampaign()
    {
        Table table;
        const QString file = m_dir.filePath(QStringLiteral("picture.battlemat"));
        QVERIFY(openTable(table, file, true));
        const QByteArray png = QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(300, 'p');
        const QString picture = m_dir.filePath(QStringLiteral("barrow-plan.png"));
        const QString notAPicture = m_dir.filePath(QStringLiteral("notes.txt"));
        for (const auto &[name, bytes] : {std::pair{picture, png}, std::pair{notAPicture, QByteArray("a barrow")}}) {
            QFile out(name);
            QVERIFY(out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size());
        }
        QJsonObject set{{QStringLiteral("type"), QStringLiteral("region.setBackground")},
                        {QStringLiteral("map"), QStringLiteral("barrow")},
                        {QStringLiteral("background"), picture}};
        CommandOutcome done = step(*table.session, set);
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(table.session->table().regionMaps.value(QStringLiteral("barrow")).image, png);
        QCOMPARE(stored(*table.store, QStringLiteral("barrow")).image, png);
        QCOMPARE(stored(*table.store, QStringLiteral("barrow")).background, QStringLiteral("barrow-plan.png"));
        // The log names the file; the bytes are in the picture's own row, not in the region map's document.
        QCOMPARE(sql(file, QStringLiteral("SELECT length(image) FROM regionmap_images WHERE regionmap_id = 'barrow'")),
                 QVariant(qlonglong(png.size())));
        QCOMPARE(sql(file, QStringLiteral("SELECT instr(document, 'image') FROM regionmaps WHERE id = 'barrow'")),
                 QVariant(qlonglong(0)));

        // A region edit leaves the picture, undo of the picture takes it away again (row and all), redo restores.
        QVERIFY(step(*table.session, json("{'type': 'region.update', 'map': 'barrow', 'region': 'hall', 'name': "
                                          "'Great hall'}"))
                    .ok);
        QCOMPARE(stored(*table.store, QStringLiteral("barrow")).image, png);
        QVERIFY(table.session->undo().ok);
        QVERIFY(table.session->undo().ok);
        QVERIFY(stored(*table.store, QStringLiteral("barrow")).image.isEmpty());
        QVERIFY(table.session->redo().ok);
        QCOMPARE(stored(*table.store, QStringLiteral("barrow")).image, png);

        // Bad pictures are refused naming the file and why, and nothing changes.
        set.insert(QStringLiteral("background"), notAPicture);
        done = step(*table.session, set);
        QVERIFY(!done.ok);
        QCOMPARE(done.error, QStringLiteral("step: background: notes.txt is not a PNG, JPEG or WebP picture"));
        set.insert(QStringLiteral("background"), m_dir.filePath(QStringLiteral("missing.png")));
        done = step(*table.session, set);
        QVERIFY2(!done.ok && done.error.contains(QStringLiteral("missing.png")), qPrintable(done.error));
        set.insert(QStringLiteral("background"), m_dir.path());
        done = step(*table.session, set);
        QVERIFY2(!done.ok && done.error.contains(QStringLiteral("folder")), qPrintable(done.error));
        QCOMPARE(stored(*table.store, QStringLiteral("barrow")).image, png);

        // A new region map may start from a picture; the export (an exchange file) carries it base64.
        done = step(*table.session, QJsonObject{{QStringLiteral("type"), QStringLiteral("region.createMap")},
                                                {QStringLiteral("name"), QStringLiteral("Tower")},
                                                {QStringLiteral("background"), picture}});
        QVERIFY2(done.ok, qPrintable(done.error));
        auto exported = table.store->entity(EntityKind::RegionMap, QStringLiteral("tower"));
        QVERIFY(exported);
        QCOMPARE(QByteArray::fromBase64(exported->value(QStringLiteral("image")).toString().toLatin1()), png);
        QVERIFY(table.store->findDamage().value().isEmpty());
        // A region map file whose "image" is no picture is refused as a whole, naming the field.
        QJsonObject bad = json("{'name': 'Bad', 'regions': []}");
        bad.insert(QStringLiteral("image"), QString::fromLatin1(QByteArray("hello").toBase64()));
        const Status refused = table.store->putEntity(EntityKind::RegionMap, QStringLiteral("bad"), bad);
        QVERIFY2(refused.errorMessage().endsWith(QStringLiteral("regionmap 'bad': image: is not a PNG, JPEG or WebP "
                                                                "picture")),
                 qPrintable(refused.errorMessage()));
        QVERIFY(!table.store->contains(EntityKind::RegionMap, QStringLiteral("bad")));

        // Reopened: the picture is there without the file.
        QVERIFY(QFile::remove(picture));
        table.session.reset();
        table.store.reset();
        Table reopened;
        QVERIFY(openTable(reopened, file, false));
        QCOMPARE(reopened.session->table().regionMaps.value(QStringLiteral("barrow")).image, png);
        QCOMPARE(reopened.session->table().regionMaps.value(QStringLiteral("tower")).image, png);
        // Removing a region map removes its picture's row.
        QVERIFY(step(*reopened.session, json("{'type': 'region.removeMap', 'map': 'tower'}")).ok);
        QCOMPARE(sql(file, QStringLiteral("SELECT count(*) FROM regionmap_images")), QVariant(qlonglong(1)));
    }

    void aDamagedPictureIsFoundByTheCheck()
    {
        Table table;
        const QString file = m_dir.filePath(QStringLiteral("damaged-picture.battlemat"));
        QVERIFY(openTable(table, file, true));
        sql(file, QStringLiteral("INSERT INTO regionmap_images VALUES ('barrow', x'00010203'), "
                                 "('gone', x'89504e470d0a1a0a00')"));
        QCOMPARE(sql(file, QStringLiteral("SELECT count(*) FROM regionmap_images")), QVariant(qlonglong(2)));
        auto damage = table.store->findDamage();
        QVERIFY(damage);
        QCOMPARE(damage->size(), 2);
        QCOMPARE(damage->at(0).id, QStringLiteral("barrow"));
        QVERIFY2(damage->at(0).problem.contains(QStringLiteral("its picture is damaged")),
                 qPrintable(damage->at(0).problem));
        QVERIFY2(damage->at(1).problem.contains(QStringLiteral("the region map is missing")),
                 qPrintable(damage->at(1).problem));
    }

    void aSchema4CampaignIsMigrated()
    {
        // tests/engine/data/campaigns/crypt-v4-regions.battlemat: the sample campaign as schema 4 wrote it
        // (battlemat-cli campaign create + table): its barrow region map naming a picture file "barrow-plan.png"
        // (schema 4 kept only the name) and a mastery roster with Kara.
        const QString file = m_dir.filePath(QStringLiteral("v4.battlemat"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_TEST_DATA "/campaigns/crypt-v4-regions.battlemat"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        Table table;
        QVERIFY(openTable(table, file, false));
        QCOMPARE(table.store->backupFileName(), m_dir.filePath(QStringLiteral("v4.schema4-backup.battlemat")));
        const RegionMap barrow = table.session->table().regionMaps.value(QStringLiteral("barrow"));
        QCOMPARE(barrow.regions().size(), 5);
        QCOMPARE(barrow.background, QStringLiteral("barrow-plan.png"));
        QVERIFY(barrow.image.isEmpty());
        QCOMPARE(table.session->table().rules.ruleset, QStringLiteral("mastery"));
        QCOMPARE(sql(file, QStringLiteral("PRAGMA user_version")), QVariant(qlonglong(CampaignSchema::currentVersion)));
        QCOMPARE(sql(file, QStringLiteral("SELECT count(*) FROM regionmap_images")), QVariant(qlonglong(0)));
        // The migrated file takes a picture's bytes.
        const QString picture = m_dir.filePath(QStringLiteral("plan.png"));
        QFile out(picture);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray("\xff\xd8\xff\xe0", 4) + QByteArray(100, 'j'));
        out.close();
        const CommandOutcome done =
            step(*table.session, QJsonObject{{QStringLiteral("type"), QStringLiteral("region.setBackground")},
                                             {QStringLiteral("map"), QStringLiteral("barrow")},
                                             {QStringLiteral("background"), picture}});
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(stored(*table.store, QStringLiteral("barrow")).image.size(), 104);
    }
};

QTEST_GUILESS_MAIN(RegionMapEditTest)
#include "tst_regionmapedit.moc"
