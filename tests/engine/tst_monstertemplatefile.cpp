#include "monsters/monsterlibrary.h"
#include "monsters/monstertemplate.h"
#include "monsters/monstertemplateparser.h"
#include "orcus/monsterbuilder.h"
#include "orcus/monstertables.h"
#include "rulesets/builtinmodules.h"
#include "session/monsterlibrarycommand.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

namespace {

const QString bookPath = QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/monsters/orcus-monsters-1.0.md");

QStringList bookLines()
{
    QFile file(bookPath);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the bundled monster file");
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

const MonsterTemplateRecord &bundled(const char *id)
{
    for (const MonsterTemplateRecord &record : MonsterTemplate::bundled()) {
        if (record.id == QLatin1String(id))
            return record;
    }
    qFatal("no bundled template %s", id);
}

StatBlock builtMonster(int level)
{
    MonsterRequest request;
    request.name = QStringLiteral("Brute");
    request.level = level;
    request.role = MonsterRole::Wrecker;
    return MonsterBuilder(*MonsterTables::standard()).build(request).value();
}

// The campaign's table session over a file, as the CLI and the window open it.
struct Session
{
    std::unique_ptr<CampaignStore> store;
    std::unique_ptr<TableSession> session;
    bool open(const QString &file)
    {
        auto opened = CampaignStore::open(file);
        if (!opened)
            return false;
        store = std::move(opened).value();
        QString mapId;
        auto campaign = loadCampaign(*store, &mapId);
        if (!campaign)
            return false;
        session = std::make_unique<TableSession>(store.get(), builtInModules());
        const TableScene scene =
            campaign->maps.isEmpty() ? TableScene{} : TableScene{campaign->maps.at(campaign->activeMap)};
        return session->open(mapId, scene).ok();
    }
};

} // namespace

/**
 * The monster templates read from ../shared/rules/orcus-monsters-1.0.md, "Monster Templates" (MonsterTemplateParser),
 * stored in the campaign's library by the "monster.put" step, and a schema 5 campaign brought up to schema 6.
 */
class TestMonsterTemplateFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSectionHoldsFourTemplates()
    {
        const auto &templates = MonsterTemplate::bundled();
        QCOMPARE(templates.size(), 4);
        QCOMPARE(templates.at(0).id, QStringLiteral("ghost"));
        QCOMPARE(templates.at(1).id, QStringLiteral("half-fiend"));
        QCOMPARE(templates.at(2).id, QStringLiteral("forlorn-shade"));
        QCOMPARE(templates.at(3).id, QStringLiteral("adventurer"));
        // Ghost: "Speed: fly 6 (hover)", incorporeal, "Vulnerable: radiant damage 10, force damage 10".
        const MonsterTemplateRecord &ghost = templates.at(0);
        QCOMPARE(ghost.speedModes.value(QStringLiteral("fly")), 6);
        QVERIFY(ghost.hover);
        QVERIFY(ghost.incorporeal);
        QCOMPARE(ghost.vulnerabilities.value(DamageType::Radiant).base, 10);
        QCOMPARE(ghost.vulnerabilities.value(DamageType::Force).at21, 10);
        QCOMPARE(ghost.items.last().name, QStringLiteral("Malevolence"));
        QVERIFY(ghost.items.last().power);
        // Half-Fiend: "Resist: acid 5, cold 5, fire 5. Level 11: ... 10. Level 21: ... 15", "Immune: Poison".
        const MonsterTemplateRecord &fiend = templates.at(1);
        QCOMPARE(fiend.defenseBonuses.value(Defense::Fortitude), 2);
        QCOMPARE(fiend.defenseBonuses.value(Defense::Reflex), 2);
        const LevelSteps fire = fiend.resistances.value(DamageType::Fire);
        QCOMPARE(fire.base, 5);
        QCOMPARE(fire.at11, 10);
        QCOMPARE(fire.at21, 15);
        QVERIFY(fiend.immunities.contains(DamageType::Poison));
        QCOMPARE(fiend.auras.size(), 1);
        QCOMPARE(fiend.auras.first().radius, 6);
        // Forlorn Shade: "+2 AC; +1 Reflex, +1 Will", two powers and a trait.
        const MonsterTemplateRecord &shade = templates.at(2);
        QCOMPARE(shade.defenseBonuses.value(Defense::AC), 2);
        QCOMPARE(shade.defenseBonuses.value(Defense::Will), 1);
        QCOMPARE(shade.items.size(), 3);
        // Adventurer: the class is the game master's; its own rule is read from the list.
        const MonsterTemplateRecord &adventurer = templates.at(3);
        QVERIFY(adventurer.needsClass);
        QCOMPARE(adventurer.trainedSkills, 2);
        QCOMPARE(adventurer.powerQuotas.size(), 4);
        const auto quota = [&](const char *kind) {
            for (const PowerQuota &q : adventurer.powerQuotas) {
                if (q.kind == QLatin1String(kind))
                    return q.count;
            }
            return LevelSteps{};
        };
        QCOMPARE(quota("at-will").at(30), 1);
        QCOMPARE(quota("encounter").at(10), 1);
        QCOMPARE(quota("encounter").at(11), 2);
        QCOMPARE(quota("daily").at(20), 1);
        QCOMPARE(quota("daily").at(21), 2);
        QCOMPARE(quota("utility").at(11), 2);
        QCOMPARE(quota("utility").at(21), 3);
    }

    void theLevelStepsFollowTheCreature()
    {
        const QString drain = QStringLiteral("the ghost has regeneration 5 (10 at Level 11, 15 at Level 21).");
        QCOMPARE(MonsterTemplateParser::atLevel(drain, 10), QStringLiteral("the ghost has regeneration 5."));
        QCOMPARE(MonsterTemplateParser::atLevel(drain, 11), QStringLiteral("the ghost has regeneration 10."));
        QCOMPARE(MonsterTemplateParser::atLevel(drain, 21), QStringLiteral("the ghost has regeneration 15."));
        QCOMPARE(MonsterTemplateParser::atLevel(QStringLiteral("do +2 damage (+4 at Level 11, +6 at Level 21)"), 12),
                 QStringLiteral("do +4 damage"));
        QCOMPARE(MonsterTemplateParser::atLevel(QStringLiteral("Ranged 5; Level +2 vs Will"), 12),
                 QStringLiteral("Ranged 5; +14 vs Will"));
        // Applied: a level 22 built wrecker as a half-fiend resists fire 15, and its Smite Good does +6.
        auto fiend = MonsterTemplate::apply(builtMonster(22), QStringLiteral("half-fiend"));
        QVERIFY2(fiend, qPrintable(fiend.errorMessage()));
        QCOMPARE(fiend->block.damageAdjustments.resistances.value(DamageType::Fire), 15);
        QVERIFY(fiend->block.monster.details.traits.last().text.contains(QStringLiteral("+6 damage")));
        QVERIFY(fiend->block.power(QStringLiteral("Blasphemous Word")));
        QCOMPARE(*fiend->block.power(QStringLiteral("Blasphemous Word"))->attack->bonus, 24);
    }

    void aBadSectionIsRefusedWithTheLine_data()
    {
        QTest::addColumn<QString>("from");    // a line of the section as printed
        QTest::addColumn<QString>("to");      // what it becomes ("" cuts the file there)
        QTest::addColumn<int>("line");        // the line the message names
        QTest::addColumn<QString>("message"); // and what it says
        QTest::newRow("cut after the heading")
            << QStringLiteral("## Ghost") << QString() << 52 << QStringLiteral("template 'Ghost': has no entries");
        QTest::newRow("resistance not a number")
            << QStringLiteral("**Resist:** acid 5, cold 5, fire 5.") << QStringLiteral("**Resist:** acid five.") << 66
            << QStringLiteral("template 'Half-Fiend': expected a damage type and a number");
        QTest::newRow("unknown defense") << QStringLiteral("**Defenses:** +2 AC; +1 Reflex, +1 Will")
                                         << QStringLiteral("**Defenses:** +2 Luck") << 82
                                         << QStringLiteral("template 'Forlorn Shade': expected a defense bonus");
        QTest::newRow("unknown action") << QStringLiteral(
                                               "**Shadow Walk** (swift, encounter) ● **Illusion, Teleportation**")
                                        << QStringLiteral("**Shadow Walk** (sideways, encounter)") << 84
                                        << QStringLiteral("unknown action 'sideways'");
        QTest::newRow("a count that is no number")
            << QStringLiteral("* One daily power (two from level 21).") << QStringLiteral("* Some daily powers.") << 109
            << QStringLiteral("template 'Adventurer': expected a count of powers");
    }

    void aBadSectionIsRefusedWithTheLine()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, line);
        QFETCH(QString, message);
        QStringList lines = bookLines();
        qsizetype at = -1;
        for (qsizetype i = 0; i < lines.size() && at < 0; ++i) {
            if (lines.at(i).trimmed() == from)
                at = i;
        }
        QVERIFY2(at >= 0, qPrintable(from));
        QCOMPARE(int(at + 1), line);
        if (to.isEmpty())
            lines = lines.mid(0, at + 1);
        else
            lines[at] = to;
        auto read = MonsterTemplateParser::parseSection(lines, QStringLiteral("book.md"));
        QVERIFY(!read);
        QVERIFY2(read.errorMessage().startsWith(QStringLiteral("book.md:%1: ").arg(line)),
                 qPrintable(read.errorMessage()));
        QVERIFY2(read.errorMessage().contains(message), qPrintable(read.errorMessage()));
        // The importer refuses the whole file with the same message: nothing reaches a library.
        auto imported = MonsterMarkdownImport::parse(lines.join(QLatin1Char('\n')).toUtf8(), QStringLiteral("book.md"));
        QVERIFY(!imported);
        QCOMPARE(imported.errorMessage(), read.errorMessage());
    }

    void aSchemaFiveCampaignGetsTheBundledTemplatesThenItsOwn()
    {
        // tests/engine/data/campaigns/servant-v5-library.battlemat: a campaign as schema 5 wrote it (battlemat-cli
        // campaign create, then import of a one-monster book: the Enthralled Servant), before templates were stored.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("old.battlemat"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_TEST_DATA "/campaigns/servant-v5-library.battlemat"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        Session table;
        QVERIFY(table.open(file));
        QCOMPARE(table.store->backupFileName(), dir.filePath(QStringLiteral("old.schema5-backup.battlemat")));
        QCOMPARE(table.store->entities(EntityKind::Monster)->size(), 1);
        QCOMPARE(table.store->entities(EntityKind::MonsterTemplate)->size(), 0);
        // Nothing the user had disappears: the named templates come from the bundled file.
        QVERIFY(table.session->table().templates.isEmpty());
        auto available = MonsterTemplate::available(table.session->table().templates);
        QVERIFY2(available, qPrintable(available.errorMessage()));
        QCOMPARE(MonsterTemplate::names(*available),
                 QStringList({QStringLiteral("elite"), QStringLiteral("boss"), QStringLiteral("ghost"),
                              QStringLiteral("half-fiend"), QStringLiteral("forlorn-shade")}));

        // The import stores the templates with the monsters in one step; Undo takes both back.
        auto book = MonsterLibrary::bundled();
        QVERIFY(book);
        const CommandOutcome put = table.session->apply(MonsterLibraryCommand::put({}, book->templates));
        QVERIFY2(put.ok, qPrintable(put.error));
        QCOMPARE(table.store->entities(EntityKind::MonsterTemplate)->size(), 4);
        QVERIFY(table.session->undo().ok);
        QCOMPARE(table.store->entities(EntityKind::MonsterTemplate)->size(), 0);
        QVERIFY(table.session->redo().ok);
        QCOMPARE(table.session->table().templates.size(), 4);

        // A stored template whose text does not read is refused by the step, and the library stays as it was.
        QJsonObject garbled = templateToJson(book->templates.at(1));
        garbled.insert(QStringLiteral("text"),
                       garbled.value(QStringLiteral("text"))
                           .toString()
                           .replace(QStringLiteral("acid 5, cold 5"), QStringLiteral("acid five")));
        const QJsonObject step{{QStringLiteral("type"), QStringLiteral("monster.put")},
                               {QStringLiteral("templates"), QJsonArray{garbled}}};
        const auto before = table.session->table().templates;
        const auto refused = table.session->parseStep(step, JsonContext(QStringLiteral("step")));
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("template 'Half-Fiend': expected a damage type")),
                 qPrintable(refused.errorMessage()));
        QCOMPARE(table.session->table().templates, before);

        // Reopened: the campaign's own templates are read from the file.
        table = Session{};
        Session again;
        QVERIFY(again.open(file));
        QCOMPARE(again.session->table().templates.size(), 4);
        auto stored = MonsterTemplate::available(again.session->table().templates);
        QVERIFY(stored);
        QCOMPARE(stored->size(), 4);
        QCOMPARE(stored->at(0).id, QStringLiteral("ghost"));
    }
};

QTEST_GUILESS_MAIN(TestMonsterTemplateFile)
#include "tst_monstertemplatefile.moc"
