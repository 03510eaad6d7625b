// End to end: a game master opens a hero's sheet from the Characters menu, types a new Strength, watches Fortitude
// and the attack line follow while typing, leaves the field (the campaign's hero is written), exports the sheet as
// a PDF through File > Export PDF, and finds the edit again after reopening the campaign.
#include "appwindow.h"
#include "sheetdriver.h"
#include "windowdriver.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QQuickItem>
#include <QRegularExpression>
#include <QTest>

using namespace WindowDriver;
using namespace SheetDriver;

namespace {

const QString heroId = QStringLiteral("brannoc");

int strengthInCampaign(const CampaignController *campaign)
{
    const battlemat::HeroCharacter *hero = campaign->hero(heroId);
    return hero ? hero->creature.abilities.score(battlemat::Ability::Strength) : -1;
}

// The number a DerivedValue shows (qml/DerivedValue.qml), found by its objectName.
QString derived(QQuickWindow *window, const QString &name)
{
    QQuickItem *item = findVisible(window, name);
    return item ? item->property("value").toString() : QString();
}

QString shieldSlamRecharge(const CampaignController *campaign)
{
    const battlemat::HeroCharacter *hero = campaign->hero(heroId);
    return hero && hero->creature.powers.size() > 1 ? hero->creature.powers.at(1).recharge.toString() : QString();
}

// Whether a visible item of the window shows text that contains part (a power card's Hit line, ...).
bool showsTextContaining(QQuickItem *root, const QString &part)
{
    if (!root->isVisible())
        return false;
    if (root->property("text").toString().contains(part))
        return true;
    const QList<QQuickItem *> children = root->childItems();
    return std::any_of(children.begin(), children.end(),
                       [&](QQuickItem *child) { return showsTextContaining(child, part); });
}

// The words of a phrase with any white space between them, as pdftotext -layout may wrap or pad them.
QRegularExpression phrase(const QString &words)
{
    return QRegularExpression(QRegularExpression::escape(words).replace(QStringLiteral("\\ "), QStringLiteral("\\s+")));
}

QString labelText(QQuickWindow *window, const QString &name)
{
    QQuickItem *item = findVisible(window, name);
    return item ? item->property("text").toString() : QString();
}

} // namespace

class E2eSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void strengthToFortitudeAttackAndPdf_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768 German") << QSize(1366, 768) << true;
        QTest::newRow("1920x1080 English") << QSize(1920, 1080) << false;
    }

    void strengthToFortitudeAttackAndPdf()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString language = german ? QStringLiteral("-de") : QString();
        {
            AppWindow app;
            QVERIFY(app.open(size));
            CampaignController *campaign = app.controller();
            const QString campaignFile = campaign->fileName();

            // Characters > Character sheets: the first hero of the campaign, Brannoc Vell (level 5, Str 18).
            QVERIFY(chooseMenu(app.window(), shown("MainMenuBar", "&Characters"),
                               shown("MainMenuBar", "Character &sheets…")));
            QQuickWindow *sheet = topLevel(QStringLiteral("characterSheets"));
            QVERIFY(sheet);
            QTRY_VERIFY(sheet->isExposed());
            sheet->resize(size);
            QQuickItem *strength = waitFor(sheet, QStringLiteral("creature.abilities.strength"));
            QVERIFY(strength);
            QCOMPARE(findVisible(sheet, QStringLiteral("campaignHeroChoice"))->property("currentText").toString(),
                     QStringLiteral("Brannoc Vell"));
            QCOMPARE(strength->property("text").toString(), QStringLiteral("18"));
            // Fortitude = 10 + half level (2) + the better of Str and Con modifier (Str 18: +4) = 16; the
            // longsword attack = Str +4 + half level 2 + proficiency 3 = +9 ("Known unknowns" in
            // ../shared/rules/README.md; Orcus "Attack rolls").
            QCOMPARE(derived(sheet, QStringLiteral("fortitudeValue")), QStringLiteral("16"));
            // The skills and abilities in the table's language (Brannoc is trained in Athletics).
            QVERIFY(AppWindow::findText(sheet->contentItem(), german ? QStringLiteral("Athletik* (ST)")
                                                                     : QStringLiteral("Athletics* (Str)")));
            QVERIFY2(labelText(sheet, QStringLiteral("meleeAttack")).endsWith(QStringLiteral("+9")),
                     qPrintable(labelText(sheet, QStringLiteral("meleeAttack"))));
            // Shield Slam's Hit in words, the condition's duration too (it once showed the JSON's
            // "end-of-target-next-turn"), and the wielded weapon by the table's name.
            const QString dazed = german ? QStringLiteral("benommen (bis zum Ende des nächsten Zuges des Ziels)")
                                         : QStringLiteral("dazed (until the end of the target's next turn)");
            QVERIFY(showsTextContaining(sheet->contentItem(), dazed));
            QVERIFY(!showsTextContaining(sheet->contentItem(), QStringLiteral("end-of-target-next-turn")));
            QVERIFY2(labelText(sheet, QStringLiteral("meleeAttack"))
                         .contains(german ? QStringLiteral("Langschwert") : QStringLiteral("Longsword")),
                     qPrintable(labelText(sheet, QStringLiteral("meleeAttack"))));

            // Shield Slam's recharge chosen from its list by the name in the table's language: the campaign's
            // hero holds the file's word, and the card's line follows.
            QVERIFY(pick(sheet, QStringLiteral("creature.powers[1].recharge"),
                         german ? QStringLiteral("täglich") : QStringLiteral("daily")));
            QTRY_COMPARE(shieldSlamRecharge(campaign), QStringLiteral("daily"));
            QVERIFY(!app.screenshot(QStringLiteral("sheet-power-recharge") + language, sheet).isEmpty());
            QVERIFY(pick(sheet, QStringLiteral("creature.powers[1].recharge"),
                         german ? QStringLiteral("Begegnung") : QStringLiteral("encounter")));
            QTRY_COMPARE(shieldSlamRecharge(campaign), QStringLiteral("encounter"));
            QVERIFY(scrollTo(findVisible(sheet, QStringLiteral("creature.abilities.strength"))));

            // Strength 20 typed over 18: Str +5, so Fortitude 17 and the attack +10 while the field is still
            // being typed in; the campaign's hero is not written per keystroke.
            click(sheet, strength);
            QTest::keyClick(sheet, Qt::Key_A, Qt::ControlModifier);
            type(sheet, QStringLiteral("20"));
            QCOMPARE(strength->property("text").toString(), QStringLiteral("20"));
            QTRY_COMPARE(derived(sheet, QStringLiteral("fortitudeValue")), QStringLiteral("17"));
            QVERIFY2(labelText(sheet, QStringLiteral("meleeAttack")).endsWith(QStringLiteral("+10")),
                     qPrintable(labelText(sheet, QStringLiteral("meleeAttack"))));
            QCOMPARE(strengthInCampaign(campaign), 18);
            QVERIFY(!app.screenshot(QStringLiteral("sheet-strength-typed") + language, sheet).isEmpty());

            // Tab leaves the field: now the campaign (and its file) holds Strength 20.
            QTest::keyClick(sheet, Qt::Key_Tab);
            QTRY_COMPARE(strengthInCampaign(campaign), 20);

            // File > Export PDF (A4): the save dialog proposes the hero's name; a path typed, Return.
            QVERIFY(chooseMenu(sheet, shown("CharacterSheetWindow", "&File"),
                               shown("CharacterSheetWindow", "Export PDF (&A4)…")));
            QQuickItem *name = waitFor(sheet, QStringLiteral("saveDialogName"));
            QVERIFY(name);
            QCOMPARE(name->property("text").toString(), QStringLiteral("Brannoc Vell"));
            QVERIFY(!app.screenshot(QStringLiteral("sheet-export-dialog") + language, sheet).isEmpty());
            const QString pdf = app.tempPath(QStringLiteral("brannoc.pdf"));
            type(sheet, app.tempPath(QStringLiteral("brannoc")));
            QTest::keyClick(sheet, Qt::Key_Return);
            QTRY_VERIFY(QFileInfo(pdf).size() > 0);

            QProcess pdftotext;
            pdftotext.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
            QVERIFY(pdftotext.waitForFinished(20000));
            const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
            QVERIFY2(text.contains(QStringLiteral("Brannoc Vell")), qPrintable(text));
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("(Strength|Stärke)\\s+20\\s+\\+5"))),
                     qPrintable(text));
            // Everything in the table's language: defenses, their sources, the armor, the attack and the cards.
            QVERIFY2(text.contains(QRegularExpression(german ? QStringLiteral("Zähigkeit\\s+17")
                                                             : QStringLiteral("Fortitude\\s+17"))),
                     qPrintable(text));
            QVERIFY2(text.contains(german ? QStringLiteral("ST +10 gegen RK") : QStringLiteral("Str +10 vs AC")),
                     qPrintable(text));
            // The hero file's alignment and ancestry tag in the table's language (the walk of 2026-11 found the
            // German page printing "lawful good" and "human").
            QVERIFY2(text.contains(german ? QStringLiteral("rechtschaffen gut") : QStringLiteral("lawful good")),
                     qPrintable(text));
            QVERIFY2(text.contains(german ? QStringLiteral("Mensch") : QStringLiteral("human")), qPrintable(text));
            QVERIFY2(text.contains(phrase(german ? QStringLiteral("Grundwert Kettenhemd +16, halbe Stufe +2")
                                                 : QStringLiteral("base Chainmail +16, half level +2"))),
                     qPrintable(text));
            // The cards stand two abreast, so -layout interleaves their lines: the card's words read in flow.
            QProcess flowing;
            flowing.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
            QVERIFY(flowing.waitForFinished(20000));
            const QString cards = QString::fromUtf8(flowing.readAllStandardOutput());
            QVERIFY2(cards.contains(phrase(dazed)), qPrintable(cards));
            QVERIFY2(!text.contains(QStringLiteral("end-of-target-next-turn")), qPrintable(text));

            // Closing the sheet and the campaign, then reopening it: the edit is in the file.
            sheet->close();
            campaign->closeCampaign();
            QVERIFY(campaign->openCampaign(campaignFile));
            QCOMPARE(strengthInCampaign(campaign), 20);
        }
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Another hero chosen at the top, a field of hers edited and left: the campaign holds the edit, and the box at
    // the top still names her (each save lists the campaign's heroes anew, and the box once fell back to the
    // first, Brannoc Vell, over Ilsa's sheet; choosing again from it would then have shown the wrong hero's name).
    void anotherHerosEditKeepsHerChosen_data() { strengthToFortitudeAttackAndPdf_data(); }

    void anotherHerosEditKeepsHerChosen()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        AppWindow app;
        QVERIFY(app.open(size));
        CampaignController *campaign = app.controller();
        QVERIFY(
            chooseMenu(app.window(), shown("MainMenuBar", "&Characters"), shown("MainMenuBar", "Character &sheets…")));
        QQuickWindow *sheet = topLevel(QStringLiteral("characterSheets"));
        QVERIFY(sheet);
        QTRY_VERIFY(sheet->isExposed());
        sheet->resize(size);
        QVERIFY(waitFor(sheet, QStringLiteral("creature.abilities.strength")));
        QVERIFY(pick(sheet, QStringLiteral("campaignHeroChoice"), QStringLiteral("Ilsa Marrow")));
        QQuickItem *heroName = waitFor(sheet, QStringLiteral("creature.name"));
        QVERIFY(heroName);
        QTRY_COMPARE(heroName->property("text").toString(), QStringLiteral("Ilsa Marrow"));

        // Her senses in the table's language, the hero file keeping the engine's words (the walk of 2026-11 found the
        // German sheet showing "low-light vision"); a sense typed in the table's language is stored in the file's.
        // Her ancestry tag too, typed back in either language as the file's word.
        QQuickItem *tags = findVisible(sheet, QStringLiteral("creature.tags"));
        QVERIFY(tags && scrollTo(tags));
        QCOMPARE(tags->property("text").toString(), german ? QStringLiteral("Elf") : QStringLiteral("elf"));
        click(sheet, tags);
        QTest::keyClick(sheet, Qt::Key_End);
        type(sheet, german ? QStringLiteral(", Zwerg") : QStringLiteral(", dwarf"));
        QTest::keyClick(sheet, Qt::Key_Tab);
        QTRY_COMPARE(campaign->hero(QStringLiteral("ilsa"))->creature.tags,
                     (QStringList{QStringLiteral("elf"), QStringLiteral("dwarf")}));
        QTRY_COMPARE(tags->property("text").toString(),
                     german ? QStringLiteral("Elf, Zwerg") : QStringLiteral("elf, dwarf"));
        QQuickItem *senses = findVisible(sheet, QStringLiteral("creature.senses"));
        QVERIFY(senses && scrollTo(senses));
        QCOMPARE(senses->property("text").toString(),
                 german ? QStringLiteral("Dämmersicht") : QStringLiteral("low-light vision"));
        click(sheet, senses);
        QTest::keyClick(sheet, Qt::Key_End);
        type(sheet, german ? QStringLiteral(", Dunkelsicht") : QStringLiteral(", darkvision"));
        QTest::keyClick(sheet, Qt::Key_Tab);
        QTRY_COMPARE(campaign->hero(QStringLiteral("ilsa"))->creature.senses,
                     (QStringList{QStringLiteral("low-light vision"), QStringLiteral("darkvision")}));
        QTRY_COMPARE(senses->property("text").toString(), german ? QStringLiteral("Dämmersicht, Dunkelsicht")
                                                                 : QStringLiteral("low-light vision, darkvision"));

        QQuickItem *damage = findVisible(sheet, QStringLiteral("damageTaken"));
        QVERIFY(damage && scrollTo(damage));
        click(sheet, damage);
        QTest::keyClick(sheet, Qt::Key_A, Qt::ControlModifier);
        type(sheet, QStringLiteral("12"));
        QTest::keyClick(sheet, Qt::Key_Tab);
        // Ilsa's 30 hit points less the 12 taken (resources/heroes/ilsa-marrow.json).
        QTRY_COMPARE(campaign->hero(QStringLiteral("ilsa"))->damageTaken, 12);
        QTest::qWait(100); // the box's reset came a moment after the save
        QQuickItem *choice = findVisible(sheet, QStringLiteral("campaignHeroChoice"));
        QCOMPARE(choice->property("currentText").toString(), QStringLiteral("Ilsa Marrow"));
        QCOMPARE(choice->property("displayText").toString(), QStringLiteral("Ilsa Marrow"));
        QCOMPARE(heroName->property("text").toString(), QStringLiteral("Ilsa Marrow"));
        QVERIFY(
            !app.screenshot(QStringLiteral("sheet-second-hero-edited") + (german ? QStringLiteral("-de") : QString()),
                            sheet)
                 .isEmpty());
        sheet->close();
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // File > Export party PDF: the other heroes picked in Battlemat's open dialog, several at once (a click adds
    // a file, a second click takes it back), then the PDF saved holds all three.
    void partyPdfFromHeroesPicked()
    {
        AppWindow app;
        QVERIFY(app.open({1366, 768}));
        QVERIFY(QDir().mkpath(app.tempPath(QStringLiteral("party"))));
        for (const char *hero : {"ilsa-marrow", "sefra-dunmoor", "brannoc-vell"})
            QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/%1.json").arg(hero),
                                app.tempPath(QStringLiteral("party/%1.json").arg(hero))));
        QVERIFY(
            chooseMenu(app.window(), shown("MainMenuBar", "&Characters"), shown("MainMenuBar", "Character &sheets…")));
        QQuickWindow *sheet = topLevel(QStringLiteral("characterSheets"));
        QVERIFY(sheet);
        QTRY_VERIFY(sheet->isExposed());
        sheet->resize(1366, 768);
        QVERIFY(waitFor(sheet, QStringLiteral("creature.abilities.strength")));
        QVERIFY(chooseMenu(sheet, shown("CharacterSheetWindow", "&File"),
                           shown("CharacterSheetWindow", "Export &party PDF…")));
        QQuickItem *folder = waitFor(sheet, QStringLiteral("▸ party/"));
        QVERIFY(folder);
        click(sheet, folder);
        for (const char *file : {"ilsa-marrow.json", "brannoc-vell.json", "sefra-dunmoor.json", "brannoc-vell.json"}) {
            QQuickItem *entry = waitFor(sheet, QString::fromLatin1(file));
            QVERIFY2(entry, file);
            click(sheet, entry);
        }
        QQuickItem *picked = waitFor(sheet, QStringLiteral("openDialogPicked"));
        QVERIFY(picked);
        QCOMPARE(picked->property("text").toString(), QStringLiteral("Chosen: ilsa-marrow.json, sefra-dunmoor.json"));
        QVERIFY(!app.screenshot(QStringLiteral("sheet-party-picked"), sheet).isEmpty());
        click(sheet, findVisible(sheet, QStringLiteral("openDialogOpen")));

        QQuickItem *name = waitFor(sheet, QStringLiteral("saveDialogName"));
        QVERIFY(name);
        QCOMPARE(name->property("text").toString(), QStringLiteral("Party"));
        const QString pdf = app.tempPath(QStringLiteral("party-sheets.pdf"));
        type(sheet, app.tempPath(QStringLiteral("party-sheets")));
        QTest::keyClick(sheet, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pdf).size() > 0, 10000);
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(20000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
        for (const QString &hero :
             {QStringLiteral("Brannoc Vell"), QStringLiteral("Ilsa Marrow"), QStringLiteral("Sefra Dunmoor")})
            QVERIFY2(text.contains(hero), qPrintable(hero));
        sheet->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(E2eSheet)
#include "tst_e2e_sheet.moc"
