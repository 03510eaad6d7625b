// The campaign's heroes at the table (issue 9): put on the map from their sheets, fought with the sheet's numbers,
// and the damage of the fight shown on the sheet and committed to the campaign file as it happens.
#include "campaigncontroller.h"
#include "charactersheetmodel.h"
#include "dicelog.h"
#include "encountercontroller.h"
#include "mapdocument.h"

#include "../fulldisk.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
QVariantMap heroRow(const CampaignController &campaign, const QString &id)
{
    for (const QVariant &row : campaign.heroes()) {
        if (row.toMap().value(QStringLiteral("id")).toString() == id)
            return row.toMap();
    }
    return {};
}

const battlemat::MapCreature *tokenOf(const MapDocument &map, const QString &heroId)
{
    for (const battlemat::MapCreature &creature : map.map().creatures) {
        if (creature.character == heroId)
            return &creature;
    }
    return nullptr;
}
} // namespace

class TestCampaignParty : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    void openStoredSample(CampaignController &campaign, const QString &name)
    {
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        QVERIFY2(campaign.saveCampaignAs(m_dir.filePath(name)), qPrintable(campaign.errorMessage()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void theSampleCampaignHasAPartyToPlace()
    {
        CampaignController campaign;
        openStoredSample(campaign, QStringLiteral("place.battlemat"));
        QCOMPARE(campaign.heroes().size(), 3);
        QVariantMap brannoc = heroRow(campaign, QStringLiteral("brannoc"));
        QCOMPARE(brannoc.value(QStringLiteral("name")).toString(), QStringLiteral("Brannoc Vell"));
        QCOMPARE(brannoc.value(QStringLiteral("maxHitPoints")).toInt(), 52);
        // The sample puts the party on its map; taken off, Brannoc goes back on from his sheet.
        QCOMPARE(brannoc.value(QStringLiteral("onMap")).toBool(), true);
        QVERIFY(campaign.map()->removeCreature(tokenOf(*campaign.map(), QStringLiteral("brannoc"))->id));
        QCOMPARE(heroRow(campaign, QStringLiteral("brannoc")).value(QStringLiteral("onMap")).toBool(), false);

        QSignalSpy heroes(&campaign, &CampaignController::heroesChanged);
        QVERIFY2(campaign.addHeroToMap(QStringLiteral("brannoc")), qPrintable(campaign.errorMessage()));
        QVERIFY(heroes.count() > 0);
        QCOMPARE(heroRow(campaign, QStringLiteral("brannoc")).value(QStringLiteral("onMap")).toBool(), true);
        const battlemat::MapCreature *token = tokenOf(*campaign.map(), QStringLiteral("brannoc"));
        QVERIFY(token);
        QCOMPARE(token->name, QStringLiteral("Brannoc Vell"));
        QCOMPARE(token->speed, 5); // 6 - 1 in chainmail, as the sheet derives it
        QCOMPARE(token->side, QStringLiteral("heroes"));
        // On a free square: no other token's space and no wall under it.
        for (const battlemat::MapCreature &other : campaign.map()->map().creatures) {
            if (&other != token)
                QVERIFY(!other.space().contains(token->position));
        }
        QVERIFY(!battlemat::blocksMovement(campaign.map()->map().grid.terrain(token->position)));

        QVERIFY(!campaign.addHeroToMap(QStringLiteral("brannoc")));
        QVERIFY2(campaign.errorMessage().contains(QStringLiteral("already on this map")),
                 qPrintable(campaign.errorMessage()));
        QVERIFY(!campaign.addHeroToMap(QStringLiteral("nobody")));

        // The token is in the campaign file: a second controller opening it finds it.
        const QString file = campaign.fileName();
        campaign.closeCampaign();
        CampaignController reopened;
        QVERIFY(reopened.openCampaign(file));
        QVERIFY(tokenOf(*reopened.map(), QStringLiteral("brannoc")));
    }

    void damageInTheEncounterShowsOnTheSheet()
    {
        CampaignController campaign;
        openStoredSample(campaign, QStringLiteral("fight.battlemat"));
        QVERIFY(campaign.map()->removeCreature(tokenOf(*campaign.map(), QStringLiteral("brannoc"))->id));
        QVERIFY(campaign.addHeroToMap(QStringLiteral("brannoc")));
        const QString token = tokenOf(*campaign.map(), QStringLiteral("brannoc"))->id;

        CharacterSheetModel sheet;
        QVERIFY(sheet.openCampaignHero(&campaign, QStringLiteral("brannoc")));
        QCOMPARE(sheet.campaignHero(), QStringLiteral("brannoc"));
        QCOMPARE(sheet.derived().value(QStringLiteral("currentHitPoints")).toInt(), 52);

        DiceLog dice(3);
        EncounterController encounter;
        encounter.setDocument(campaign.map());
        encounter.setDiceLog(&dice);
        encounter.setCampaign(&campaign);
        QVERIFY2(encounter.start(11), qPrintable(encounter.errorMessage()));
        QCOMPARE(encounter.rowCount(), 12); // the sample's 12 creatures, Brannoc among them
        // The tracker shows the sheet's hit points.
        int row = -1;
        for (int r = 0; r < encounter.rowCount(); ++r) {
            if (encounter.data(encounter.index(r), EncounterController::CreatureIdRole).toString() == token)
                row = r;
        }
        QVERIFY(row >= 0);
        QCOMPARE(encounter.data(encounter.index(row), EncounterController::MaxHitPointsRole).toInt(), 52);

        QVERIFY2(
            encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"%1\", \"amount\": 17}").arg(token)),
            qPrintable(encounter.errorMessage()));
        QCOMPARE(campaign.hero(QStringLiteral("brannoc"))->damageTaken, 17);
        QCOMPARE(sheet.derived().value(QStringLiteral("currentHitPoints")).toInt(), 35);
        QVERIFY(!sheet.isModified());

        // Undo takes the damage off the sheet again; redo puts it back.
        QVERIFY(encounter.undo());
        QCOMPARE(sheet.derived().value(QStringLiteral("currentHitPoints")).toInt(), 52);
        QVERIFY(encounter.redo());
        QCOMPARE(sheet.derived().value(QStringLiteral("currentHitPoints")).toInt(), 35);

        // Committed as it happened: the campaign file has the damage without any Save.
        auto store = campaign.store();
        QVERIFY(store);
        auto stored = store->entity(battlemat::EntityKind::Character, QStringLiteral("brannoc"));
        QVERIFY(stored);
        QCOMPARE(stored->value(QStringLiteral("damageTaken")).toInt(), 17);
    }

    // A full disk mid-fight (issue 23): the command that cannot be committed is not applied, and the window says why.
    void aCommitThatFailsOnAFullDiskIsShownAndNotApplied()
    {
        FullDisk disk;
        if (!disk.mounted())
            QSKIP(qPrintable(disk.reason()));
        CampaignController campaign;
        QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
        QVERIFY2(campaign.saveCampaignAs(disk.filePath(QStringLiteral("full.battlemat"))),
                 qPrintable(campaign.errorMessage()));
        QVERIFY(campaign.map()->removeCreature(tokenOf(*campaign.map(), QStringLiteral("brannoc"))->id));
        QVERIFY(campaign.addHeroToMap(QStringLiteral("brannoc")));
        const QString token = tokenOf(*campaign.map(), QStringLiteral("brannoc"))->id;
        EncounterController encounter;
        encounter.setDocument(campaign.map());
        encounter.setCampaign(&campaign);
        QVERIFY2(encounter.start(11), qPrintable(encounter.errorMessage()));
        const QString id = encounter.recordedEncounterId();
        QVERIFY(!id.isEmpty());
        const int events = *campaign.store()->eventCount(id);
        const int round = encounter.round();
        const QString current = encounter.currentCreature();

        QVERIFY(disk.fill());
        QVERIFY(!encounter.execute(
            QStringLiteral("{\"type\": \"damage\", \"target\": \"%1\", \"amount\": 17}").arg(token)));
        QVERIFY2(encounter.errorMessage().contains(QStringLiteral("not done, because it could not be saved")),
                 qPrintable(encounter.errorMessage()));
        QVERIFY2(encounter.errorMessage().contains(QStringLiteral("the disk is full")),
                 qPrintable(encounter.errorMessage()));
        QVERIFY(!encounter.nextTurn());
        QCOMPARE(encounter.round(), round);
        QCOMPARE(encounter.currentCreature(), current);
        QCOMPARE(campaign.hero(QStringLiteral("brannoc"))->damageTaken, 0); // nothing half applied
        QCOMPARE(*campaign.store()->eventCount(id), events);

        QVERIFY(disk.makeRoom(1024 * 1024)); // room again: the same command goes through
        QVERIFY2(
            encounter.execute(QStringLiteral("{\"type\": \"damage\", \"target\": \"%1\", \"amount\": 17}").arg(token)),
            qPrintable(encounter.errorMessage()));
        QCOMPARE(campaign.hero(QStringLiteral("brannoc"))->damageTaken, 17);
        QVERIFY(*campaign.store()->eventCount(id) > events);
    }

    // A hero damaged in the file (issue 23): the campaign opens without it and says which one.
    void aDamagedHeroIsLeftOutAndNamed()
    {
        const QString file = m_dir.filePath(QStringLiteral("damaged.battlemat"));
        {
            CampaignController campaign;
            QVERIFY(campaign.openCampaign(CampaignController::sampleCampaignFile()));
            QVERIFY2(campaign.saveCampaignAs(file), qPrintable(campaign.errorMessage()));
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(
                query.exec(QStringLiteral("UPDATE characters SET document = substr(document, 2) WHERE id = 'ilsa'")));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damage"));
        CampaignController campaign;
        QVERIFY2(campaign.openCampaign(file), qPrintable(campaign.errorMessage()));
        QVERIFY2(campaign.errorMessage().contains(QStringLiteral("character 'ilsa' is damaged")),
                 qPrintable(campaign.errorMessage()));
        QVERIFY(!campaign.hero(QStringLiteral("ilsa")));
        QVERIFY(campaign.hero(QStringLiteral("brannoc")));
    }

    void sheetEditsAreSavedIntoTheCampaign()
    {
        CampaignController campaign;
        openStoredSample(campaign, QStringLiteral("edit.battlemat"));
        EncounterController table;
        table.setDocument(campaign.map());
        table.setCampaign(&campaign);
        CharacterSheetModel sheet;
        QVERIFY(sheet.openCampaignHero(&campaign, QStringLiteral("ilsa")));
        sheet.setField(QStringLiteral("player"), QStringLiteral("Bea"));
        QVERIFY(sheet.isModified());
        QVERIFY2(sheet.save(), qPrintable(sheet.statusMessage()));
        QCOMPARE(campaign.hero(QStringLiteral("ilsa"))->player, QStringLiteral("Bea"));
        auto loaded = battlemat::loadCampaign(*campaign.store());
        QVERIFY(loaded);
        QCOMPARE(loaded->hero(QStringLiteral("ilsa"))->player, QStringLiteral("Bea"));

        // An invalid field is never saved into the campaign.
        sheet.setField(QStringLiteral("creature.abilities.strength"), 31);
        QVERIFY(!sheet.save());
        QCOMPARE(campaign.hero(QStringLiteral("ilsa"))->creature.abilities.score(battlemat::Ability::Strength),
                 loaded->hero(QStringLiteral("ilsa"))->creature.abilities.score(battlemat::Ability::Strength));
    }

    // A field left (commit) writes the campaign's hero; typing alone does not. Another campaign on the table
    // takes the sheet's hero of the same id, or lets go, so that no edit lands in the wrong campaign.
    void aFieldLeftIsCommittedAndTheSheetFollowsTheCampaign()
    {
        CampaignController campaign;
        openStoredSample(campaign, QStringLiteral("commit.battlemat"));
        // The table session stores the campaign's sheets, as in the window.
        EncounterController table;
        table.setDocument(campaign.map());
        table.setCampaign(&campaign);
        CharacterSheetModel sheet;
        QVERIFY(sheet.openCampaignHero(&campaign, QStringLiteral("brannoc")));
        const auto strength = [&] {
            return campaign.hero(QStringLiteral("brannoc"))->creature.abilities.score(battlemat::Ability::Strength);
        };
        QCOMPARE(strength(), 18);
        sheet.setField(QStringLiteral("creature.abilities.strength"), QStringLiteral("20"));
        QCOMPARE(strength(), 18);
        QVERIFY(sheet.commit());
        QCOMPARE(strength(), 20);
        QVERIFY(!sheet.isModified());
        QCOMPARE(battlemat::loadCampaign(*campaign.store())
                     ->hero(QStringLiteral("brannoc"))
                     ->creature.abilities.score(battlemat::Ability::Strength),
                 20);

        // An invalid field is not committed; the campaign keeps the last valid hero.
        sheet.setField(QStringLiteral("creature.abilities.strength"), QStringLiteral("31"));
        QVERIFY(!sheet.commit());
        QCOMPARE(strength(), 20);
        sheet.setField(QStringLiteral("creature.abilities.strength"), QStringLiteral("19"));

        // Saved as a copy: the sheet shows the copy's hero (its edit committed first, as leaving the field does).
        QVERIFY(sheet.commit());
        QVERIFY2(campaign.saveCampaignAs(m_dir.filePath(QStringLiteral("commit-copy.battlemat"))),
                 qPrintable(campaign.errorMessage()));
        QCOMPARE(sheet.campaignHero(), QStringLiteral("brannoc"));
        QCOMPARE(sheet.hero()
                     .value(QStringLiteral("creature"))
                     .toMap()
                     .value(QStringLiteral("abilities"))
                     .toMap()
                     .value(QStringLiteral("strength")),
                 QVariant(19));

        // A campaign without that hero: the sheet lets go and writes nothing there.
        QVERIFY(campaign.newCampaign(m_dir.filePath(QStringLiteral("no-heroes.battlemat"))));
        QCOMPARE(sheet.campaignHero(), QString());
        sheet.setField(QStringLiteral("player"), QStringLiteral("Nobody"));
        QVERIFY(sheet.commit());
        QCOMPARE(campaign.heroes().size(), 0);
    }

    // The printed sheet of a campaign hero carries what the rules modules add now: with action dice on and a game
    // night begun, Ilsa Marrow's pool (action-dice-hero-tokens.txt: levels 1-5 get 3 action dice of d4) and her
    // hero token are in the "Rules modules" box of page 1 of File > Export PDF.
    void aPrintedCampaignSheetShowsTheActionDicePool()
    {
        CampaignController campaign;
        openStoredSample(campaign, QStringLiteral("dice.battlemat"));
        EncounterController table;
        table.setDocument(campaign.map());
        table.setCampaign(&campaign);
        QVERIFY2(
            table.execute(QStringLiteral(R"({"type": "rules.set", "ruleset": "orcus", "modules": ["actionDice"]})")),
            qPrintable(table.errorMessage()));
        QVERIFY2(table.execute(QStringLiteral(
                     R"({"type": "actionDice.startGameNight", "heroes": [{"id": "ilsa", "level": 3}]})")),
                 qPrintable(table.errorMessage()));
        CharacterSheetModel sheet;
        sheet.setTable(&table);
        QVERIFY(sheet.openCampaignHero(&campaign, QStringLiteral("ilsa")));
        const QString pdf = m_dir.filePath(QStringLiteral("ilsa-dice.pdf"));
        QVERIFY2(sheet.exportPdf(pdf, QStringLiteral("A4")), qPrintable(sheet.statusMessage()));
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                    QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString page1 = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        QVERIFY2(page1.contains(QStringLiteral("Rules modules"), Qt::CaseInsensitive), qPrintable(page1));
        QVERIFY2(page1.contains(QStringLiteral("Action dice: 3d4 · Hero tokens: 1")), qPrintable(page1));
    }

    void importingAHeroFile()
    {
        CampaignController campaign;
        openStoredSample(campaign, QStringLiteral("import.battlemat"));
        // The table session stores the campaign's sheets, as in the window.
        EncounterController table;
        table.setDocument(campaign.map());
        table.setCampaign(&campaign);
        // The same hero a second time gets an id of its own, so tokens never mix the two up.
        QVERIFY2(campaign.importHero(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/brannoc-vell.json")),
                 qPrintable(campaign.errorMessage()));
        QCOMPARE(campaign.heroes().size(), 4);
        QVERIFY(campaign.hero(QStringLiteral("brannoc-2")));

        const QString bad = m_dir.filePath(QStringLiteral("bad-hero.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"battlemat-hero\", \"version\": 1, \"creature\": {\"id\": \"x\"");
        file.close();
        QVERIFY(!campaign.importHero(bad));
        QVERIFY2(campaign.errorMessage().contains(QStringLiteral("bad-hero.json")),
                 qPrintable(campaign.errorMessage()));
        QCOMPARE(campaign.heroes().size(), 4);
    }
};

QTEST_MAIN(TestCampaignParty)
#include "tst_campaignparty.moc"
