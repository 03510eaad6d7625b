#include "encounterprinter.h"
#include "monsters/monsterlibrary.h"
#include "orcus/monstertables.h"
#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

namespace {

const StatBlock &published(const char *id)
{
    for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
        if (block.id == QLatin1String(id))
            return block;
    }
    qFatal("the bundled library has no %s", id);
}

QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QStringLiteral("<%1 failed: %2>").arg(program, QString::fromUtf8(process.readAllStandardError()));
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString pdfText(const QString &pdf, int page)
{
    const QStringList arguments{QStringLiteral("-f"),  QString::number(page),     QStringLiteral("-l"),
                                QString::number(page), QStringLiteral("-layout"), pdf,
                                QStringLiteral("-")};
    return run(QStringLiteral("pdftotext"), arguments)
        .replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
}

} // namespace

/**
 * A prepared encounter on paper for the game master (EncounterPrinter): the tracking sheet with a row per hero and
 * per monster, the monsters' printed numbers, then their stat blocks as cards.
 */
class TestEncounterPrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theTrackingSheetAndTheStatBlocks()
    {
        // Two enthralled servants (Level 6 Blocker, 250 XP, AC 22, Fort 21, Ref 18, Will 17, HP 54, Staggered 27) and
        // a dog-faced baboon (Level 5 Elite Wrecker, 400 XP, HP 114) for four heroes of level 6: 900 of 1000 XP.
        PreparedEncounter encounter;
        encounter.name = QStringLiteral("Crypt ambush");
        encounter.partySize = 4;
        encounter.partyLevel = 6;
        encounter.monsters = {{published("enthralled-servant"), 2}, {published("dog-faced-baboon"), 1}};
        const QString pdf = m_dir.filePath(QStringLiteral("ambush.pdf"));
        auto written = EncounterPrinter::exportPdf(pdf, encounter, CharacterSheetPrinter::Paper::A4);
        QVERIFY2(written, qPrintable(written.errorMessage()));

        const QString sheet = pdfText(pdf, 1);
        QVERIFY2(sheet.contains(QStringLiteral("Crypt ambush")), qPrintable(sheet));
        QVERIFY2(sheet.contains(QStringLiteral("Party of 4 at level 6 · budget 1000 XP · monsters 900 XP (standard)")),
                 qPrintable(sheet));
        for (const QString &row : {QStringLiteral("Hero 1:"), QStringLiteral("Hero 4:"),
                                   QStringLiteral("Enthralled Servant 1"), QStringLiteral("Enthralled Servant 2"),
                                   QStringLiteral("AC 22 F 21 R 18 W 17"), QStringLiteral("54 (staggered 27)"),
                                   QStringLiteral("Dog-faced Baboon"), QStringLiteral("114 (staggered 57)")})
            QVERIFY2(sheet.contains(row), qPrintable(row + QStringLiteral(" not in:\n") + sheet));
        QVERIFY(!sheet.contains(QStringLiteral("Hero 5:")));

        const QString cards = pdfText(pdf, 2);
        QVERIFY2(cards.contains(QStringLiteral("Enthralled Servant ×2")), qPrintable(cards));
        QVERIFY2(cards.contains(QStringLiteral("Level 6 Standard Blocker · 250 XP")), qPrintable(cards));
        QVERIFY2(cards.contains(QStringLiteral("AC 22, Fortitude 21, Reflex 18, Will 17 · HP 54, staggered 27")),
                 qPrintable(cards));
        QVERIFY2(cards.contains(QStringLiteral("Dagger")), qPrintable(cards));
        QVERIFY2(cards.contains(QStringLiteral("saving throws +2 · action points 1")), qPrintable(cards));

        QDir().mkpath(QStringLiteral(BATTLEMAT_SCREENSHOTS));
        for (int page : {1, 2}) {
            run(QStringLiteral("pdftoppm"),
                {QStringLiteral("-r"), QStringLiteral("90"), QStringLiteral("-f"), QString::number(page),
                 QStringLiteral("-l"), QString::number(page), QStringLiteral("-png"), QStringLiteral("-singlefile"),
                 pdf, QStringLiteral(BATTLEMAT_SCREENSHOTS "/encounter-print-page%1").arg(page)});
            QVERIFY(QFile::exists(QStringLiteral(BATTLEMAT_SCREENSHOTS "/encounter-print-page%1.png").arg(page)));
        }
    }

    void theCampaignsHeroesHeadTheSheet()
    {
        // Ilsa Marrow from her sheet (the fight's own derivation), then rows to write in up to the party of 3.
        auto ilsa = readHeroCharacterFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/ilsa-marrow.json"));
        QVERIFY2(ilsa, qPrintable(ilsa.errorMessage()));
        const CharacterSheet sheet = CharacterSheet::of(*ilsa).value();
        PreparedEncounter encounter;
        encounter.name = QStringLiteral("Crypt ambush");
        encounter.partySize = 3;
        encounter.partyLevel = 2;
        encounter.monsters = {{published("enthralled-servant"), 1}};
        const QString pdf = m_dir.filePath(QStringLiteral("party.pdf"));
        QVERIFY(EncounterPrinter::exportPdf(pdf, encounter, CharacterSheetPrinter::Paper::A4, {*ilsa}));
        const QString text = pdfText(pdf, 1);
        const Defenses &d = sheet.stats.defenses;
        for (const QString &row :
             {QStringLiteral("Ilsa Marrow"),
              QStringLiteral("AC %1 F %2 R %3 W %4").arg(d.ac).arg(d.fortitude).arg(d.reflex).arg(d.will),
              QStringLiteral("%1 (staggered %2)").arg(sheet.stats.maxHitPoints).arg(sheet.stats.staggeredValue),
              QStringLiteral("Hero 2:"), QStringLiteral("Hero 3:")})
            QVERIFY2(text.contains(row), qPrintable(row + QStringLiteral(" not in:\n") + text));
        QVERIFY(!text.contains(QStringLiteral("Hero 1:")));
        QVERIFY(!text.contains(QStringLiteral("Hero 4:")));
    }

    // Each part marked as the library marks it: the Aura of Flame and the Flame Whip played whole, the Longsword in
    // part (its "fire and necrotic" damage rolled, the rest the table's), Lifedrinker the table's.
    void theBalorsAuraIsMarkedPlayed()
    {
        PreparedEncounter encounter;
        encounter.name = QStringLiteral("Abyss");
        encounter.partyLevel = 29;
        encounter.monsters = {{published("balor"), 1}};
        const QString pdf = m_dir.filePath(QStringLiteral("abyss.pdf"));
        QVERIFY(EncounterPrinter::exportPdf(pdf, encounter, CharacterSheetPrinter::Paper::Letter));
        const QString cards = pdfText(pdf, 2);
        const QString words = cards.simplified();
        for (const QString &part :
             {QStringLiteral("Aura of Flame (aura 2) [played]"), QStringLiteral("Flame Whip (at-will"),
              QStringLiteral("Fire) [played]: Reach 3"), QStringLiteral("Weapon) [played in part]: Reach 2"),
              QStringLiteral("Healing) [the table's]: If a creature")})
            QVERIFY2(words.contains(part), qPrintable(part + QStringLiteral(" not in:\n") + words));
    }

    void theChuulsSecondaryAttackPrintsAsWords()
    {
        // The published text marks "*Secondary Attack:*" in markdown; the game master's card prints the words only.
        PreparedEncounter encounter;
        encounter.name = QStringLiteral("Sunken shrine");
        encounter.partyLevel = 14;
        encounter.monsters = {{published("chuul"), 1}};
        const QString pdf = m_dir.filePath(QStringLiteral("shrine.pdf"));
        QVERIFY(EncounterPrinter::exportPdf(pdf, encounter, CharacterSheetPrinter::Paper::Letter));
        const QString cards = pdfText(pdf, 2).simplified();
        QVERIFY2(cards.contains(QStringLiteral("Secondary Attack: +17 vs Fortitude")), qPrintable(cards));
        QVERIFY2(!cards.contains(QLatin1Char('*')), qPrintable(cards));
    }

    void aPreparedEncounterDocumentRoundTrips()
    {
        PreparedEncounter encounter;
        encounter.name = QStringLiteral("Crypt ambush");
        encounter.partySize = 5;
        encounter.partyLevel = 6;
        encounter.monsters = {{published("enthralled-servant"), 2}};
        auto again = PreparedEncounter::fromJson(encounter.toJson(), JsonContext(QStringLiteral("crypt-ambush")));
        QVERIFY2(again, qPrintable(again.errorMessage()));
        QCOMPARE(again->toJson(), encounter.toJson());
        QCOMPARE(again->budget(*MonsterTables::standard()).budget(), 5 * 250);
        // Not a prepared encounter, and one without monsters: refused with the reason.
        auto played = PreparedEncounter::fromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("Fight")}},
                                                  JsonContext(QStringLiteral("fight")));
        QCOMPARE(played.errorMessage(), QStringLiteral("fight: not a prepared encounter (no \"prepared\")"));
        QJsonObject empty = encounter.toJson();
        empty.insert(QStringLiteral("prepared"), QJsonObject{{QStringLiteral("monsters"), QJsonArray()}});
        auto none = PreparedEncounter::fromJson(empty, JsonContext(QStringLiteral("empty")));
        QVERIFY2(none.errorMessage().contains(QStringLiteral("needs at least one monster")),
                 qPrintable(none.errorMessage()));
    }

    void aFolderIsNoPdf()
    {
        PreparedEncounter encounter;
        encounter.name = QStringLiteral("x");
        encounter.monsters = {{published("balor"), 1}};
        auto written = EncounterPrinter::exportPdf(m_dir.path(), encounter, CharacterSheetPrinter::Paper::A4);
        QCOMPARE(written.errorMessage(),
                 m_dir.path() + QStringLiteral(": cannot write: is a folder; name a file to write"));
        encounter.monsters.clear();
        QVERIFY(!EncounterPrinter::exportPdf(m_dir.filePath(QStringLiteral("none.pdf")), encounter,
                                             CharacterSheetPrinter::Paper::A4));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestEncounterPrint)
#include "tst_encounterprint.moc"
