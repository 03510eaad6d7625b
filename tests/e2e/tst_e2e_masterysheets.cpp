#include "appwindow.h"
#include "encountercontroller.h"
#include "masterycontroller.h"
#include "masteryrostermodel.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace battlemat;

/**
 * The campaign's mastery characters and monsters in the real window (issue #22): View > Region map, Mastery
 * characters…, the campaign switched to the mastery rules, a monster group and two sheets made in the form (rank,
 * statistics as ladder dice; a die off the ladder refused with the reason), undo and redo through the session,
 * the sheets printed to a PDF through the save dialog (rendered with pdftoppm for a look), and a fight set up on a
 * campaign's region map with them waiting to be placed.
 */
class TestE2eMasterySheets : public QObject
{
    Q_OBJECT

    static void replaceText(AppWindow &app, const QString &field, const QString &text)
    {
        QVERIFY(app.clickShown(field));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(text);
    }

    /** Types the statistics one a line (keyClick of '\n' is no Return). */
    static void typeStatistics(AppWindow &app, const QStringList &lines)
    {
        QVERIFY(app.clickShown(QStringLiteral("sheetStatistics")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.key(Qt::Key_Delete);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                app.key(Qt::Key_Return);
            app.type(lines.at(i));
        }
    }

    static QVariantMap sheetOf(const MasteryRosterModel *roster, const QString &id)
    {
        for (const QVariant &sheet : roster->sheets()) {
            if (sheet.toMap().value(QStringLiteral("id")).toString() == id)
                return sheet.toMap();
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void makePrintAndFieldSheets_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void makePrintAndFieldSheets()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("sheets.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);

        app.key(Qt::Key_R, Qt::ControlModifier); // View > Region map
        QTRY_VERIFY(app.item(QStringLiteral("masteryFightBar")) != nullptr);
        auto *page = app.item(QStringLiteral("regionMapLoader"))->property("item").value<QObject *>();
        QVERIFY(page);
        auto *roster = page->property("roster").value<MasteryRosterModel *>();
        auto *mastery = page->property("mastery").value<MasteryController *>();
        QVERIFY(roster && mastery);
        QTRY_COMPARE(roster->table(), encounter);

        // The sample campaign plays Orcus: the dialog offers the mastery rules first.
        QVERIFY(app.clickShown(QStringLiteral("masterySheetsButton")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("masterySheetsDialog")));
        QVERIFY(!roster->available());
        QVERIFY(app.clickShown(QStringLiteral("useMasteryRulesButton")));
        QTRY_VERIFY(roster->available());

        // A monster group whose initiative die is D8.
        replaceText(app, QStringLiteral("groupIdField"), QStringLiteral("wolves"));
        replaceText(app, QStringLiteral("groupNameField"), QStringLiteral("Wolf pack"));
        replaceText(app, QStringLiteral("groupRefField"), QStringLiteral("D8"));
        QVERIFY(app.clickShown(QStringLiteral("saveGroupButton")));
        QTRY_COMPARE(roster->groups().size(), 1);

        // Kara: rank 3 (two steps up from 1), her statistics as ladder dice; first with a die off the ladder.
        replaceText(app, QStringLiteral("sheetIdField"), QStringLiteral("kara"));
        replaceText(app, QStringLiteral("sheetNameField"), QStringLiteral("Kara"));
        QVERIFY(app.clickShown(QStringLiteral("sheetRankBox")));
        app.key(Qt::Key_Up);
        app.key(Qt::Key_Up);
        typeStatistics(app, {QStringLiteral("ref D10"), QStringLiteral("attack D8"), QStringLiteral("defense D7")});
        QVERIFY(app.clickShown(QStringLiteral("sheetSaveButton")));
        QTRY_VERIFY(roster->errorMessage().contains(QStringLiteral("ladder")));
        QVERIFY(app.item(QStringLiteral("sheetError"))->isVisible());
        QVERIFY(roster->sheets().isEmpty());
        typeStatistics(app, {QStringLiteral("ref D10"), QStringLiteral("attack D8"), QStringLiteral("defense D6"),
                             QStringLiteral("climbing D12")});
        QVERIFY(app.clickShown(QStringLiteral("sheetSaveButton")));
        QTRY_COMPARE(roster->sheets().size(), 1);
        QVariantMap kara = sheetOf(roster, QStringLiteral("kara"));
        QCOMPARE(kara.value(QStringLiteral("rank")).toInt(), 3);
        QCOMPARE(kara.value(QStringLiteral("mp")).toInt(), 3); // MP = rank (../shared/rules/README.md)
        QCOMPARE(kara.value(QStringLiteral("ap")).toInt(), 3); // 3 AP per turn, the default
        QCOMPARE(kara.value(QStringLiteral("statistics")).toString(),
                 QStringLiteral("ref D10\nattack D8\nclimbing D12\ndefense D6"));

        // A wolf of the pack: a new sheet, the group chosen in the box.
        QVERIFY(app.clickShown(QStringLiteral("newSheetButton")));
        replaceText(app, QStringLiteral("sheetIdField"), QStringLiteral("w1"));
        replaceText(app, QStringLiteral("sheetNameField"), QStringLiteral("Grey wolf"));
        replaceText(app, QStringLiteral("sheetSideField"), QStringLiteral("monsters"));
        QVERIFY(app.clickShown(QStringLiteral("sheetGroupBox")));
        QQuickItem *pack = nullptr;
        QTRY_VERIFY((pack = app.itemWithText(QStringLiteral("Wolf pack"))) != nullptr);
        app.click(pack);
        QVERIFY(app.clickShown(QStringLiteral("sheetRankBox")));
        app.key(Qt::Key_Up);
        typeStatistics(app, {QStringLiteral("ref D6"), QStringLiteral("attack D6"), QStringLiteral("defense D4")});
        QVERIFY(app.clickShown(QStringLiteral("sheetSaveButton")));
        QTRY_COMPARE(roster->sheets().size(), 2);
        QCOMPARE(sheetOf(roster, QStringLiteral("w1")).value(QStringLiteral("group")).toString(),
                 QStringLiteral("wolves"));
        QCOMPARE(roster->groups().first().toMap().value(QStringLiteral("mpPool")).toInt(), 2);
        const QString shot = app.screenshot(QStringLiteral("mastery-sheets-dialog") + suffix);
        QVERIFY(!shot.isEmpty());

        // The session's one history: undo takes the wolf back, redo gives it again.
        QVERIFY(encounter->undo());
        QTRY_COMPARE(roster->sheets().size(), 1);
        QVERIFY(encounter->redo());
        QTRY_COMPARE(roster->sheets().size(), 2);

        // Print sheets…: the save dialog, a path typed, Save.
        QVERIFY(app.clickShown(QStringLiteral("printSheetsButton")));
        QTRY_VERIFY(app.item(QStringLiteral("saveDialogName")) != nullptr &&
                    app.item(QStringLiteral("saveDialogName"))->isVisible());
        const QString pdf = folder.filePath(QStringLiteral("mastery-sheets.pdf"));
        app.click(app.item(QStringLiteral("saveDialogName")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(folder.filePath(QStringLiteral("mastery-sheets")));
        QVERIFY(app.clickShown(QStringLiteral("saveDialogSave")));
        QTRY_VERIFY(QFileInfo(pdf).size() > 1000);
        QVERIFY2(roster->errorMessage().isEmpty(), qPrintable(roster->errorMessage()));
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        if (!pdftoppm.isEmpty() && !german) {
            const QString out =
                QStringLiteral(SCREENSHOT_DIR "/e2e/mastery-sheet-printed-%1x%2").arg(size.width()).arg(size.height());
            QCOMPARE(QProcess::execute(pdftoppm, {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("70"),
                                                  QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                                  QStringLiteral("1"), QStringLiteral("-singlefile"), pdf, out}),
                     0);
            qInfo("printed sheet: %s.png", qPrintable(out));
        }
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("masterySheetsDialog")));

        // The campaign switched to Orcus (Settings > Rules modules' step) keeps the sheets in the file; "Play by the
        // mastery rules" in the dialog brings Kara, the wolf and the pack back.
        QVERIFY(encounter->execute(QStringLiteral(R"({"type": "rules.set", "ruleset": "orcus"})")));
        QTRY_VERIFY(!roster->available());
        QVERIFY(app.clickShown(QStringLiteral("masterySheetsButton")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("masterySheetsDialog")));
        QVERIFY(app.clickShown(QStringLiteral("useMasteryRulesButton")));
        QTRY_VERIFY(roster->available());
        QTRY_COMPARE(roster->sheets().size(), 2);
        QCOMPARE(sheetOf(roster, QStringLiteral("kara")).value(QStringLiteral("rank")).toInt(), 3);
        QCOMPARE(roster->groups().size(), 1);
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("masterySheetsDialog")));

        // A fight on a campaign's region map takes the roster: Kara and the wolf wait to be placed.
        QVERIFY(encounter->execute(QStringLiteral(R"({"type": "region.createMap", "id": "glade", "name": "Glade"})")));
        QVERIFY(encounter->execute(QStringLiteral(R"({"type": "region.add", "map": "glade", "region": {"id": "g1",)"
                                                  R"( "name": "Clearing", "polygon": [[20,120],[300,120],[300,400],)"
                                                  R"([20,400]]}})")));
        QVERIFY(app.clickShown(QStringLiteral("fightMapChooser")));
        QQuickItem *glade = nullptr;
        QTRY_VERIFY((glade = app.itemWithText(QStringLiteral("Glade"))) != nullptr);
        app.click(glade);
        QVERIFY(app.clickShown(QStringLiteral("setUpFightButton")));
        QTRY_VERIFY(mastery->onTable());
        QVERIFY2(mastery->errorMessage().isEmpty(), qPrintable(mastery->errorMessage()));
        QCOMPARE(mastery->rowCount(), 2);
        QCOMPARE(mastery->unplaced(), 2);
        QVERIFY(app.item(QStringLiteral("regionToken-kara")) != nullptr);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMasterySheets)
#include "tst_e2e_masterysheets.moc"
