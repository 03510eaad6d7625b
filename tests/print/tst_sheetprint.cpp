#include "../fulldisk.h"
#include "charactersheetprinter.h"
#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace battlemat;

namespace {

HeroCharacter sample(const QString &name)
{
    auto hero = readHeroCharacterFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/%1.json").arg(name));
    if (!hero)
        qFatal("%s", qPrintable(hero.errorMessage()));
    return *hero;
}

QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QStringLiteral("<%1 failed: %2>").arg(program, QString::fromUtf8(process.readAllStandardError()));
    return QString::fromUtf8(process.readAllStandardOutput());
}

// pdftotext keeps each printed line together; collapse runs of spaces so that columns do not matter.
QString pdfText(const QString &pdf, int page = 0)
{
    QStringList arguments;
    if (page > 0)
        arguments << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l") << QString::number(page);
    arguments << QStringLiteral("-layout") << pdf << QStringLiteral("-");
    return run(QStringLiteral("pdftotext"), arguments)
        .replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
}

int pageCount(const QString &pdf)
{
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

/** Character sheets on paper: every number of the derivation on page 1, power cards after, nothing clipped. */
class TestSheetPrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void everyDefenseHitPointsAndPowerAppear_data()
    {
        QTest::addColumn<QString>("hero");
        QTest::addColumn<QString>("paper");
        QTest::newRow("ilsa a4") << "ilsa-marrow"
                                 << "a4";
        QTest::newRow("brannoc letter") << "brannoc-vell"
                                        << "letter";
        QTest::newRow("sefra a4") << "sefra-dunmoor"
                                  << "a4";
    }

    void everyDefenseHitPointsAndPowerAppear()
    {
        QFETCH(QString, hero);
        QFETCH(QString, paper);
        const HeroCharacter character = sample(hero);
        auto sheet = CharacterSheet::of(character);
        QVERIFY(sheet.ok());
        const QString pdf = m_dir.filePath(hero + QStringLiteral(".pdf"));
        auto written = CharacterSheetPrinter::exportPdf(pdf, {character}, *CharacterSheetPrinter::paperFromName(paper));
        QVERIFY2(written.ok(), qPrintable(written.errorMessage()));

        const QString info = run(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.contains(paper == QLatin1String("a4") ? QStringLiteral("(A4)") : QStringLiteral("(letter)")),
                 qPrintable(info));
        const QString page1 = pdfText(pdf, 1);
        QVERIFY2(page1.contains(character.creature.name), qPrintable(page1));
        for (Defense defense : allDefenses) {
            const QString line =
                QStringLiteral("%1 %2").arg(defenseName(defense)).arg(sheet->stats.defenses.value(defense));
            QVERIFY2(page1.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + page1));
        }
        QVERIFY(page1.contains(QStringLiteral("Maximum HP %1").arg(sheet->stats.maxHitPoints)));
        QVERIFY(page1.contains(QStringLiteral("Staggered at %1").arg(sheet->stats.staggeredValue)));
        QVERIFY(page1.contains(QStringLiteral("Recovery value %1").arg(sheet->stats.recoveryValue)));
        QVERIFY(page1.contains(QStringLiteral("Passive Perception %1").arg(sheet->passivePerception)));
        QVERIFY(page1.contains(QStringLiteral("Medium load %1 lb").arg(sheet->carrying.mediumLoad)));
        // Page 2 on: one card per power, with its attack line.
        const QString cards = pdfText(pdf).section(QLatin1Char('\f'), 1);
        for (const PowerLine &power : sheet->powers) {
            QVERIFY2(cards.contains(power.power.name), qPrintable(power.power.name));
            if (!power.attackLine.isEmpty())
                QVERIFY2(cards.contains(power.attackLine), qPrintable(power.attackLine));
        }
        QCOMPARE(pageCount(pdf), 2);
        // Page 1 as an image for people to look at.
        QDir().mkpath(QStringLiteral(BATTLEMAT_SCREENSHOTS));
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("90"), QStringLiteral("-f"), QStringLiteral("1"),
             QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf,
             QStringLiteral(BATTLEMAT_SCREENSHOTS "/sheet-") + hero});
        QVERIFY(QFile::exists(QStringLiteral(BATTLEMAT_SCREENSHOTS "/sheet-") + hero + QStringLiteral(".png")));
    }

    void improvedCriticalIsPrinted()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("sefra.pdf"));
        QVERIFY(CharacterSheetPrinter::exportPdf(pdf, {sample(QStringLiteral("sefra-dunmoor"))},
                                                 CharacterSheetPrinter::Paper::A4)
                    .ok());
        const QString page1 = pdfText(pdf, 1);
        QVERIFY2(page1.contains(QStringLiteral("Str +12 2d10+16")), qPrintable(page1));
        QVERIFY(page1.contains(QStringLiteral("+2dW (2d10)")));
    }

    void sixtyCharacterNameIsNotClipped()
    {
        HeroCharacter hero = sample(QStringLiteral("brannoc-vell"));
        hero.creature.name = QStringLiteral("Brannoc Aldemar Vell of the Riverwatch, Warden of Seven Fords");
        QCOMPARE(hero.creature.name.size(), 61);
        hero.player = QStringLiteral("A player whose name is also rather long for a header line, truly");
        const QString pdf = m_dir.filePath(QStringLiteral("long.pdf"));
        QVERIFY(CharacterSheetPrinter::exportPdf(pdf, {hero}, CharacterSheetPrinter::Paper::Letter).ok());
        // The whole name on one line of text: it shrank rather than being cut or wrapped.
        QVERIFY2(pdfText(pdf, 1).contains(hero.creature.name), qPrintable(pdfText(pdf, 1)));
        // Every word of the name lies inside the page's printable area (612 pt wide, 12 mm = 34 pt margins).
        const QString boxes =
            run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), QStringLiteral("-f"), QStringLiteral("1"),
                                              QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")});
        const QRegularExpression word(
            QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"[\\d.]+\" xMax=\"([\\d.]+)\"[^>]*>"
                           "Fords</word>"));
        const auto match = word.match(boxes);
        QVERIFY2(match.hasMatch(), qPrintable(boxes.left(2000)));
        QVERIFY2(match.captured(2).toDouble() <= 612 - 34 + 0.5, qPrintable(match.captured(2)));
        // The card page header repeats the name; it must fit too.
        QVERIFY(pdfText(pdf, 2).contains(hero.creature.name));
        QDir().mkpath(QStringLiteral(BATTLEMAT_SCREENSHOTS));
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("90"), QStringLiteral("-f"), QStringLiteral("1"),
             QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf,
             QStringLiteral(BATTLEMAT_SCREENSHOTS "/sheet-long-name")});
    }

    // The rules modules' fields (RulesModule::sheetValues): the action dice pool of a game night is on page 1; a
    // hero without any gets no box.
    void moduleFieldsArePrinted()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("modules.pdf"));
        const QList<ModuleSheetField> pool{
            {QStringLiteral("actionDice.pool"), QStringLiteral("Action dice"), QStringLiteral("3d4")},
            {QStringLiteral("actionDice.heroTokens"), QStringLiteral("Hero tokens"), QStringLiteral("1")},
            {QStringLiteral("actionDice.acBoostRoundsLeft"), QStringLiteral("+2 AC boost (rounds left)"),
             QStringLiteral("2")}};
        QVERIFY(CharacterSheetPrinter::exportPdf(
                    pdf, {sample(QStringLiteral("brannoc-vell")), sample(QStringLiteral("ilsa-marrow"))},
                    CharacterSheetPrinter::Paper::A4, {}, {pool})
                    .ok());
        const QString brannoc = pdfText(pdf, 1);
        QVERIFY2(brannoc.contains(QStringLiteral("Rules modules"), Qt::CaseInsensitive), qPrintable(brannoc));
        QVERIFY(brannoc.contains(QStringLiteral("Action dice: 3d4 · Hero tokens: 1 · +2 AC boost (rounds left): 2")));
        QVERIFY(!pdfText(pdf, 3).contains(QStringLiteral("Rules modules"), Qt::CaseInsensitive));
        QDir().mkpath(QStringLiteral(BATTLEMAT_SCREENSHOTS));
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("90"), QStringLiteral("-f"), QStringLiteral("1"),
             QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf,
             QStringLiteral(BATTLEMAT_SCREENSHOTS "/sheet-action-dice")});
    }

    void thePartyInOnePdf()
    {
        const QList<HeroCharacter> party{sample(QStringLiteral("ilsa-marrow")), sample(QStringLiteral("brannoc-vell")),
                                         sample(QStringLiteral("sefra-dunmoor"))};
        const QString pdf = m_dir.filePath(QStringLiteral("party.pdf"));
        QVERIFY(CharacterSheetPrinter::exportPdf(pdf, party, CharacterSheetPrinter::Paper::A4).ok());
        QCOMPARE(pageCount(pdf), 6); // a sheet and a card page per hero
        const QStringList pages = pdfText(pdf).split(QLatin1Char('\f'));
        QVERIFY(pages.at(0).contains(QStringLiteral("Ilsa Marrow")));
        QVERIFY(pages.at(2).contains(QStringLiteral("Brannoc Vell")));
        QVERIFY(pages.at(4).contains(QStringLiteral("Sefra Dunmoor")));
    }

    void refusesWhatItCannotPrint()
    {
        HeroCharacter hero = sample(QStringLiteral("ilsa-marrow"));
        hero.creature.hero.armor = QStringLiteral("mithral");
        const QString pdf = m_dir.filePath(QStringLiteral("bad.pdf"));
        auto written = CharacterSheetPrinter::exportPdf(pdf, {hero}, CharacterSheetPrinter::Paper::A4);
        QVERIFY(!written.ok());
        QCOMPARE(written.errorMessage(), QStringLiteral("ilsa: unknown armor 'mithral'"));
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(!CharacterSheetPrinter::paperFromName(QStringLiteral("a5")));
        auto unwritable =
            CharacterSheetPrinter::exportPdf(QStringLiteral("/no/such/dir/x.pdf"),
                                             {sample(QStringLiteral("ilsa-marrow"))}, CharacterSheetPrinter::Paper::A4);
        QVERIFY(!unwritable.ok());
    }

    // Export PDF onto a full disk (issue 23): refused with the reason, and the previous PDF stays whole.
    void aFullDiskKeepsThePreviousPdf()
    {
        FullDisk disk;
        if (!disk.mounted())
            QSKIP(qPrintable(disk.reason()));
        const QString pdf = disk.filePath(QStringLiteral("party.pdf"));
        const HeroCharacter hero = sample(QStringLiteral("ilsa-marrow"));
        QVERIFY(CharacterSheetPrinter::exportPdf(pdf, {hero}, CharacterSheetPrinter::Paper::A4).ok());
        QFile before(pdf);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray previous = before.readAll();
        before.close();
        QVERIFY(disk.fill());
        auto written = CharacterSheetPrinter::exportPdf(pdf, {hero, sample(QStringLiteral("brannoc-vell"))},
                                                        CharacterSheetPrinter::Paper::A4);
        QVERIFY(!written.ok());
        QVERIFY2(written.errorMessage().startsWith(pdf + QStringLiteral(": cannot write: ")),
                 qPrintable(written.errorMessage()));
        QVERIFY2(written.errorMessage().contains(QStringLiteral("No space left on device")),
                 qPrintable(written.errorMessage()));
        QFile after(pdf);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), previous);
        QCOMPARE(pageCount(pdf), 2);
    }

    void aFolderIsNoPdf()
    {
        auto written = CharacterSheetPrinter::exportPdf(m_dir.path(), {sample(QStringLiteral("ilsa-marrow"))},
                                                        CharacterSheetPrinter::Paper::A4);
        QCOMPARE(written.errorMessage(),
                 m_dir.path() + QStringLiteral(": cannot write: is a folder; name a file to write"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSheetPrint)
#include "tst_sheetprint.moc"
