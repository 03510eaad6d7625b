// End to end: a game master changes a fighting hero's numbers on her character sheet. In the sample crypt Ilsa
// Marrow (30 hit points, 7 recoveries, resources/heroes/ilsa-marrow.json) is in the fight; on her sheet the game
// master types 12 into Damage taken and 2 into Recoveries spent. The fight takes them (18 of 30 hit points, 5
// recoveries left, a line in the dice log), the next turn keeps them rather than writing the fight's old numbers
// back over the sheet, and Ctrl+Z in the main window takes the edit back on the sheet too.
#include "cryptfightdriver.h"
#include "dicelog.h"
#include "layoutcheck.h"
#include "sheetdriver.h"

#include "campaigncontroller.h"
#include "sheet/herocharacter.h"

using namespace battlemat;
using namespace CryptFightDriver;
using namespace SheetDriver;

namespace {

const QString ilsa = QStringLiteral("ilsa");

const Combatant *ilsaInFight(const EncounterController *encounter)
{
    return encounter->processor() ? encounter->processor()->state().combatant(ilsa) : nullptr;
}

const HeroCharacter *ilsaInCampaign(const AppWindow &app)
{
    return app.controller()->hero(ilsa);
}

bool diceLogHas(const AppWindow &app, const QString &text)
{
    const QList<DiceLogLine> lines = app.controller()->diceLog()->lines();
    return std::any_of(lines.begin(), lines.end(), [&](const DiceLogLine &line) { return line.text == text; });
}

QString diceLogText(const AppWindow &app)
{
    QStringList texts;
    for (const DiceLogLine &line : app.controller()->diceLog()->lines())
        texts.append(line.text);
    return texts.join(QLatin1Char('|'));
}

// Types a number into one of the sheet's fields and leaves it with Tab, which saves the sheet.
bool typeInto(QQuickWindow *sheet, const QString &field, const QString &number)
{
    QQuickItem *item = findVisible(sheet, field);
    if (!item || !scrollTo(item))
        return false;
    click(sheet, item);
    QTest::keyClick(sheet, Qt::Key_A, Qt::ControlModifier);
    type(sheet, number);
    QTest::keyClick(sheet, Qt::Key_Tab);
    return true;
}

} // namespace

class TestE2eSheetInFight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void aSheetEditedMidFightGoesIntoTheFight_data() { addSizes(); }
    void aSheetEditedMidFightGoesIntoTheFight()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app{42};
        QVERIFY(app.open(size, file));
        EncounterController *encounter = encounterOf(app);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        QCOMPARE(ilsaInFight(encounter)->hp, 30);
        QCOMPARE(ilsaInFight(encounter)->recoveries, 7);

        QQuickWindow *sheet = openCampaignSheet(app.window(), size, QStringLiteral("Ilsa Marrow"));
        QVERIFY(sheet);
        QTRY_COMPARE(waitFor(sheet, QStringLiteral("creature.name"))->property("text").toString(),
                     QStringLiteral("Ilsa Marrow"));

        // 30 less the 12 taken: the fight's Ilsa, her token's numbers and the dice log follow the sheet.
        QVERIFY(typeInto(sheet, QStringLiteral("damageTaken"), QStringLiteral("12")));
        QTRY_COMPARE(ilsaInFight(encounter)->hp, 18);
        QCOMPARE(ilsaInCampaign(app)->damageTaken, 12);
        const QString set = german ? QStringLiteral("Ilsa Marrow: Trefferpunkte auf 18 von 30 gesetzt")
                                   : QStringLiteral("Ilsa Marrow: hit points set to 18 of 30");
        QVERIFY2(diceLogHas(app, set), qPrintable(set + " not in: " + diceLogText(app)));
        // 7 recoveries less the 2 spent.
        QVERIFY(typeInto(sheet, QStringLiteral("recoveriesSpent"), QStringLiteral("2")));
        QTRY_COMPARE(ilsaInFight(encounter)->recoveries, 5);
        QCOMPARE(ilsaInCampaign(app)->recoveriesSpent, 2);
        QCOMPARE(ilsaInFight(encounter)->hp, 18);
        const QString recoveries =
            german ? QStringLiteral("Ilsa Marrow: Trefferpunkte auf 18 von 30 gesetzt, 5 Erholungen übrig")
                   : QStringLiteral("Ilsa Marrow: hit points set to 18 of 30, 5 recoveries left");
        QVERIFY2(diceLogHas(app, recoveries), qPrintable(recoveries + " not in: " + diceLogText(app)));
        QTest::qWait(200);
        QCOMPARE(LayoutCheck::clippedTexts(sheet), QStringList());
        QVERIFY(!app.screenshot(QStringLiteral("sheet-in-fight") + suffix, sheet).isEmpty());

        // The fight goes on: the next turn writes the sheets from the fight, which now holds the sheet's numbers.
        app.window()->requestActivate();
        QVERIFY(app.clickShown(QStringLiteral("nextTurnButton")));
        QTRY_COMPARE(encounter->logSize() > 0, true);
        QTest::qWait(100);
        QCOMPARE(ilsaInCampaign(app)->damageTaken, 12);
        QCOMPARE(ilsaInCampaign(app)->recoveriesSpent, 2);
        QVERIFY(!app.screenshot(QStringLiteral("sheet-in-fight-log") + suffix).isEmpty());

        // Ctrl+Z twice (the turn, then the recoveries): the sheet window shows 0 spent again.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(ilsaInFight(encounter)->recoveries, 7);
        QTRY_COMPARE(ilsaInCampaign(app)->recoveriesSpent, 0);
        QTRY_COMPARE(findVisible(sheet, QStringLiteral("recoveriesSpent"))->property("text").toString(),
                     QStringLiteral("0"));
        QCOMPARE(ilsaInFight(encounter)->hp, 18);
        sheet->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eSheetInFight)
#include "tst_e2e_sheetinfight.moc"
