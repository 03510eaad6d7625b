#include "campaign/campaignjson.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"
#include "storage/exchangefile.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

/**
 * A campaign file damaged on disk (issue 23): bytes flipped inside a stored document or event are found by
 * `campaign check`, named by kind and id; export refuses the damaged entity; opening leaves it out and says so.
 */
class TestCampaignDamage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // The sample campaign (three heroes, the crypt map) with an encounter of three events.
    QString realCampaign(const QString &name)
    {
        const QString file = path(name);
        auto sample = readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
        auto store = CampaignStore::create(file, QStringLiteral("Damage"));
        if (!sample || !store || !importCampaign(**store, *sample))
            return {};
        const QString mapId = (*store)->entities(EntityKind::Map)->constFirst().id;
        if (!(*store)->putEntity(EntityKind::Encounter, QStringLiteral("ambush"),
                                 {{QStringLiteral("name"), QStringLiteral("Ambush")}, {QStringLiteral("map"), mapId}}))
            return {};
        QList<QJsonObject> events;
        for (int seq = 1; seq <= 3; ++seq)
            events.append({{QStringLiteral("seq"), seq}, {QStringLiteral("type"), QStringLiteral("roll")}});
        if (!(*store)->appendEvents(QStringLiteral("ambush"), events))
            return {};
        return file;
    }

    // Changes the stored bytes as a failing disk or a careless tool would: straight through SQLite.
    static bool alter(const QString &file, const QStringList &statements)
    {
        bool ok = true;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
            db.setDatabaseName(file);
            ok = db.open();
            QSqlQuery query(db);
            for (const QString &statement : statements)
                ok = ok && query.exec(statement);
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damage"));
        return ok;
    }

    static QStringList damageFlips()
    {
        return {// a flipped byte in the middle of Brannoc's sheet: no longer JSON
                QStringLiteral("UPDATE characters SET document = substr(document, 1, 40) || '}' || "
                               "substr(document, 42) WHERE id = 'brannoc'"),
                // a flipped byte in event 2 of the encounter's log
                QStringLiteral("UPDATE events SET document = replace(document, '\"seq\":2', '\"seq\"2') "
                               "WHERE encounter_id = 'ambush' AND seq = 2")};
    }

private Q_SLOTS:
    void checkFindsTheDamagedDocumentAndTheDamagedEvent()
    {
        const QString file = realCampaign(QStringLiteral("check.battlemat"));
        QVERIFY(!file.isEmpty());
        {
            auto store = CampaignStore::open(file);
            QVERIFY(store);
            int documents = 0;
            int events = 0;
            auto damage = (*store)->findDamage(&documents, &events);
            QVERIFY2(damage, qPrintable(damage.errorMessage()));
            QVERIFY2(damage->isEmpty(), qPrintable(damage->isEmpty() ? QString() : damage->constFirst().problem));
            QCOMPARE(documents, 6); // three heroes, the map, the barrow's region map, the encounter
            QCOMPARE(events, 3);
        }
        QVERIFY(alter(file, damageFlips()));
        auto store = CampaignStore::open(file);
        QVERIFY2(store, qPrintable(store.errorMessage())); // SQLite itself is fine: only the documents are damaged
        auto damage = (*store)->findDamage();
        QVERIFY(damage);
        QCOMPARE(damage->size(), 2);
        QCOMPARE(damage->at(0).kind, EntityKind::Character);
        QCOMPARE(damage->at(0).id, QStringLiteral("brannoc"));
        QVERIFY2(damage->at(0).problem.contains(QStringLiteral("character 'brannoc' is damaged: its stored JSON does "
                                                               "not read")),
                 qPrintable(damage->at(0).problem));
        QCOMPARE(damage->at(1).kind, EntityKind::Encounter);
        QCOMPARE(damage->at(1).id, QStringLiteral("ambush"));
        QCOMPARE(damage->at(1).seq, 2);
        QVERIFY2(damage->at(1).problem.contains(QStringLiteral("encounter 'ambush': event 2 is damaged")),
                 qPrintable(damage->at(1).problem));

        // Read one by one, each damaged row is an error naming it, never an empty object.
        auto brannoc = (*store)->entity(EntityKind::Character, QStringLiteral("brannoc"));
        QVERIFY(!brannoc);
        QVERIFY(brannoc.errorMessage().contains(QStringLiteral("character 'brannoc' is damaged")));
        QVERIFY(!(*store)->events(QStringLiteral("ambush")));
        QVERIFY((*store)->entity(EntityKind::Character, QStringLiteral("ilsa")).ok());
    }

    void aValidDocumentThatBreaksTheRulesIsFoundToo()
    {
        const QString file = realCampaign(QStringLiteral("rules.battlemat"));
        QVERIFY(!file.isEmpty());
        // Still JSON, but no longer a hero sheet the rules accept; and a gap in the log; and a missing map.
        QVERIFY(alter(file, {QStringLiteral("UPDATE characters SET document = '{\"format\": \"battlemat-hero\"}' "
                                            "WHERE id = 'ilsa'"),
                             QStringLiteral("DELETE FROM events WHERE encounter_id = 'ambush' AND seq = 2")}));
        auto store = CampaignStore::open(file);
        QVERIFY(store);
        auto damage = (*store)->findDamage();
        QVERIFY(damage);
        QCOMPARE(damage->size(), 2);
        QCOMPARE(damage->at(0).id, QStringLiteral("ilsa"));
        QCOMPARE(damage->at(1).seq, 3);
        QVERIFY2(damage->at(1).problem.contains(QStringLiteral("the log jumps from event 1 to 3")),
                 qPrintable(damage->at(1).problem));
    }

    void exportRefusesADamagedEntityAndNamesIt()
    {
        const QString file = realCampaign(QStringLiteral("export.battlemat"));
        QVERIFY(alter(file, damageFlips()));
        auto store = CampaignStore::open(file);
        QVERIFY(store);
        auto exported = exportEntity(**store, EntityKind::Character, QStringLiteral("brannoc"));
        QVERIFY(!exported);
        QVERIFY2(exported.errorMessage().contains(QStringLiteral("character 'brannoc' is damaged")),
                 qPrintable(exported.errorMessage()));
        auto encounter = exportEntity(**store, EntityKind::Encounter, QStringLiteral("ambush"));
        QVERIFY(!encounter);
        QVERIFY(encounter.errorMessage().contains(QStringLiteral("event 2 is damaged")));
        QVERIFY(exportEntity(**store, EntityKind::Character, QStringLiteral("sefra")).ok());
    }

    void openingLeavesOutTheDamagedHeroAndNamesIt()
    {
        const QString file = realCampaign(QStringLiteral("open.battlemat"));
        QVERIFY(alter(file, damageFlips()));
        auto store = CampaignStore::open(file);
        QVERIFY(store);
        QVERIFY(!loadCampaign(**store)); // strict: the first damage is the error
        QStringList damaged;
        auto campaign = loadCampaign(**store, nullptr, &damaged);
        QVERIFY2(campaign, qPrintable(campaign.errorMessage()));
        QCOMPARE(campaign->heroes.size(), 2);
        QVERIFY(!campaign->hero(QStringLiteral("brannoc")));
        QCOMPARE(campaign->maps.size(), 1);
        QCOMPARE(damaged.size(), 1);
        QVERIFY2(damaged.constFirst().contains(QStringLiteral("character 'brannoc' is damaged")),
                 qPrintable(damaged.constFirst()));
    }

    void theCommandLineReportsEachDamagedOneAndExitsTwo()
    {
        const QString file = realCampaign(QStringLiteral("cli.battlemat"));
        QVERIFY(alter(file, damageFlips()));
        QProcess check;
        check.start(QStringLiteral(BATTLEMAT_CLI), {QStringLiteral("campaign"), QStringLiteral("check"), file});
        QVERIFY(check.waitForFinished(60000));
        const QString out = QString::fromUtf8(check.readAllStandardOutput());
        const QString err = QString::fromUtf8(check.readAllStandardError());
        QCOMPARE(check.exitCode(), 2);
        QVERIFY2(out.contains(QStringLiteral("\"damaged\":[{\"id\":\"brannoc\",\"kind\":\"character\"")),
                 qPrintable(out));
        QVERIFY2(err.contains(QStringLiteral("battlemat-cli: damaged character 'brannoc': ")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("battlemat-cli: damaged encounter 'ambush' (event 2): ")),
                 qPrintable(err));

        QProcess exporter;
        const QString output = path(QStringLiteral("brannoc.json"));
        exporter.start(QStringLiteral(BATTLEMAT_CLI), {QStringLiteral("campaign"), QStringLiteral("export"), file,
                                                       QStringLiteral("character"), QStringLiteral("brannoc"), output});
        QVERIFY(exporter.waitForFinished(60000));
        QCOMPARE(exporter.exitCode(), 2);
        QVERIFY(QString::fromUtf8(exporter.readAllStandardError())
                    .contains(QStringLiteral("character 'brannoc' is damaged")));
        QVERIFY(!QFile::exists(output)); // no "character": {}
    }
};

QTEST_GUILESS_MAIN(TestCampaignDamage)
#include "tst_campaigndamage.moc"
