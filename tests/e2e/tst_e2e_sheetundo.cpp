// End to end: a character sheet saved into the campaign, and a hero imported, are steps of the table's one history
// (the session's "hero.put"): Edit > Undo in the main window takes them back. In the sample crypt the game master
// writes "Bea" over Ilsa Marrow's player "Ana" on her sheet; Ctrl+Z gives "Ana" back on the sheet window and in the
// campaign file, Ctrl+Shift+Z "Bea" again. Brannoc Vell's file imported a second time joins the party as a fourth
// hero; Ctrl+Z takes him out, even after the campaign was closed and opened again.
#include "cryptfightdriver.h"
#include "layoutcheck.h"
#include "sheetdriver.h"

#include "campaigncontroller.h"
#include "sheet/herocharacterjson.h"
#include "storage/campaignstore.h"

#include <QFile>

using namespace battlemat;
using namespace SheetDriver;
using CryptFightDriver::addSizes;

namespace {

const QString ilsa = QStringLiteral("ilsa");

QString playerInFile(const AppWindow &app)
{
    auto stored = app.controller()->store()->entity(EntityKind::Character, ilsa);
    return stored ? stored->value(QStringLiteral("player")).toString() : QString();
}

QString playerShown(QQuickWindow *sheet)
{
    QQuickItem *field = findVisible(sheet, QStringLiteral("player"));
    return field ? field->property("text").toString() : QString();
}

// What a choice field of the sheet shows (its ComboBox's text).
QString choiceShown(QQuickWindow *sheet, const QString &field)
{
    QQuickItem *box = findVisible(sheet, field);
    return box ? box->property("displayText").toString() : QString();
}

} // namespace

class TestE2eSheetUndo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }
    void cleanup() { AppWindow::useGerman(false); }

    void aSavedSheetIsUndoneInTheMainWindow_data() { addSizes(); }
    void aSavedSheetIsUndoneInTheMainWindow()
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
        QCOMPARE(playerInFile(app), QStringLiteral("Ana"));

        QQuickWindow *sheet = openCampaignSheet(app.window(), size, QStringLiteral("Ilsa Marrow"));
        QVERIFY(sheet);
        QTRY_COMPARE(playerShown(sheet), QStringLiteral("Ana"));

        // Leaving the field saves the sheet into the campaign.
        QQuickItem *player = findVisible(sheet, QStringLiteral("player"));
        QVERIFY(player && scrollTo(player));
        click(sheet, player);
        QTest::keyClick(sheet, Qt::Key_A, Qt::ControlModifier);
        type(sheet, QStringLiteral("Bea"));
        QTest::keyClick(sheet, Qt::Key_Tab);
        QTRY_COMPARE(app.controller()->hero(ilsa)->player, QStringLiteral("Bea"));
        QCOMPARE(playerInFile(app), QStringLiteral("Bea"));
        QTest::qWait(100);
        QCOMPARE(LayoutCheck::clippedTexts(sheet), QStringList());
        QVERIFY(!app.screenshot(QStringLiteral("sheet-undo-saved") + suffix, sheet).isEmpty());

        // Undone in the main window: the campaign file, the party and the open sheet say "Ana" again.
        app.window()->requestActivate();
        QTRY_VERIFY(app.window()->isActive());
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(app.controller()->hero(ilsa)->player, QStringLiteral("Ana"));
        QCOMPARE(playerInFile(app), QStringLiteral("Ana"));
        QTRY_COMPARE(playerShown(sheet), QStringLiteral("Ana"));
        QVERIFY(!app.screenshot(QStringLiteral("sheet-undo-undone") + suffix, sheet).isEmpty());
        app.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(playerShown(sheet), QStringLiteral("Bea"));
        QCOMPARE(playerInFile(app), QStringLiteral("Bea"));

        // Size and alignment are picked from the rules' words, shown in the table's language; the sheet stores the
        // hero file's word ("evil"), and Ctrl+Z gives "good" back.
        QCOMPARE(choiceShown(sheet, QStringLiteral("creature.size")),
                 german ? QStringLiteral("mittelgroß") : QStringLiteral("medium"));
        QCOMPARE(choiceShown(sheet, QStringLiteral("creature.alignment")),
                 german ? QStringLiteral("gut") : QStringLiteral("good"));
        QVERIFY(pick(sheet, QStringLiteral("creature.alignment"),
                     german ? QStringLiteral("böse") : QStringLiteral("evil")));
        QTRY_COMPARE(app.controller()->hero(ilsa)->creature.alignment, QStringLiteral("evil"));
        app.window()->requestActivate();
        QTRY_VERIFY(app.window()->isActive());
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(app.controller()->hero(ilsa)->creature.alignment, QStringLiteral("good"));
        QTRY_COMPARE(choiceShown(sheet, QStringLiteral("creature.alignment")),
                     german ? QStringLiteral("gut") : QStringLiteral("good"));
        sheet->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // A hero imported into the campaign is one step too: undone, the party is the sample's three again.
    void anImportedHeroIsUndone()
    {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app{42};
        QVERIFY(app.open({1366, 768}, file));
        CampaignController *campaign = app.controller();
        QCOMPARE(campaign->heroes().size(), 3);
        const QString brannoc = folder.filePath(QStringLiteral("brannoc-vell.json"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/brannoc-vell.json"), brannoc));

        QQuickWindow *window = app.window();
        QVERIFY(WindowDriver::chooseMenu(window, WindowDriver::shown("MainMenuBar", "&Characters"),
                                         WindowDriver::shown("MainMenuBar", "&Import a hero into the campaign…")));
        QVERIFY(waitFor(window, QStringLiteral("openDialogName")));
        QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
        type(window, brannoc);
        click(window, findVisible(window, QStringLiteral("openDialogOpen")));
        QTRY_COMPARE(campaign->heroes().size(), 4);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("heroImportDialog")));
        QVERIFY(campaign->hero(QStringLiteral("brannoc-2")));
        QVERIFY(campaign->store()->contains(EntityKind::Character, QStringLiteral("brannoc-2")));
        QVERIFY(!app.screenshot(QStringLiteral("sheet-undo-imported")).isEmpty());

        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(campaign->heroes().size(), 3);
        QVERIFY(!campaign->hero(QStringLiteral("brannoc-2")));
        QVERIFY(!campaign->store()->contains(EntityKind::Character, QStringLiteral("brannoc-2")));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The campaign closed with a hero imported and opened again: the import is still the table's newest step, and
    // Ctrl+Z takes Brannoc out of the party and the file as it did before the campaign was closed.
    void anImportUndoneAfterReopening()
    {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        const QString brannoc = folder.filePath(QStringLiteral("brannoc-vell.json"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/brannoc-vell.json"), brannoc));
        {
            AppWindow app{42};
            QVERIFY(app.open({1366, 768}, file));
            QVERIFY(app.controller()->importHero(brannoc));
            QTRY_COMPARE(app.controller()->heroes().size(), 4);
        }
        AppWindow app{42};
        QVERIFY(app.open({1366, 768}, file));
        CampaignController *campaign = app.controller();
        QCOMPARE(campaign->heroes().size(), 4);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(campaign->heroes().size(), 3);
        QVERIFY(!campaign->store()->contains(EntityKind::Character, QStringLiteral("brannoc-2")));
        QVERIFY(!app.screenshot(QStringLiteral("sheet-undo-reopened")).isEmpty());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eSheetUndo)
#include "tst_e2e_sheetundo.moc"
