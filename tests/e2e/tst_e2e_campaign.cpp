// End to end: a game master makes campaign files through File > Save as and File > New, in the real window with
// the real save dialog (qml/SaveFileDialog.qml), reopens one through File > Open recent and replaces another;
// opens a campaign and imports heroes through Battlemat's own open dialog (qml/OpenFileDialog.qml).
#include "appwindow.h"
#include "windowdriver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace WindowDriver;

namespace {

QString text(const QQuickItem *item)
{
    return item ? item->property("text").toString() : QString();
}

// The item of an open menu whose label holds this text (Open recent lists the campaign files).
QQuickItem *findContaining(QQuickItem *root, const QString &part)
{
    if (!root->isVisible())
        return nullptr;
    if (root->inherits("QQuickMenuItem") && text(root).contains(part))
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findContaining(child, part))
            return found;
    return nullptr;
}

bool sameFile(const QString &a, const QString &b)
{
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

} // namespace

class E2eCampaign : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void saveAsNewReopenReplace()
    {
        AppWindow app;
        QVERIFY(app.open({1366, 768}));
        QQuickWindow *window = app.window();
        CampaignController *campaign = app.controller();
        const QString file = shown("MainMenuBar", "&File");

        // File > Save as: the dialog proposes "<campaign> copy", selected, behind a Save button.
        QVERIFY(chooseMenu(window, file, shown("MainMenuBar", "Save &as…")));
        QQuickItem *name = waitFor(window, QStringLiteral("saveDialogName"));
        QVERIFY(name);
        QCOMPARE(text(name), QStringLiteral("The Ash King's Crypt copy"));
        QCOMPARE(name->property("selectedText").toString(), text(name));
        QQuickItem *save = findVisible(window, QStringLiteral("saveDialogSave"));
        QVERIFY(save);
        QCOMPARE(text(save), QStringLiteral("Save"));
        // The name typed over the proposal, without the suffix: a path as a person may type it.
        const QString copy = app.tempPath(QStringLiteral("crypt-copy.battlemat"));
        type(window, app.tempPath(QStringLiteral("crypt-copy")));
        QCOMPARE(text(name), app.tempPath(QStringLiteral("crypt-copy")));
        QVERIFY(text(findVisible(window, QStringLiteral("saveDialogTarget"))).endsWith("crypt-copy.battlemat"));
        QVERIFY(!app.screenshot(QStringLiteral("campaign-save-as")).isEmpty());
        click(window, save);
        QTRY_VERIFY(sameFile(campaign->fileName(), copy));
        QVERIFY(QFileInfo::exists(copy));
        QCOMPARE(campaign->heroes().size(), 3);
        QVERIFY(!findVisible(window, QStringLiteral("saveDialogName"))); // the dialog closed
        QVERIFY(campaign->recentFiles().contains(QFileInfo(copy).absoluteFilePath()));

        // File > New: a fresh proposal (not the name typed last time), Return saves, the new campaign is open.
        QVERIFY(chooseMenu(window, file, shown("MainMenuBar", "&New campaign…")));
        name = waitFor(window, QStringLiteral("saveDialogName"));
        QVERIFY(name);
        QCOMPARE(text(name), QStringLiteral("New campaign"));
        const QString first = app.tempPath(QStringLiteral("first campaign.battlemat"));
        type(window, app.tempPath(QStringLiteral("first campaign")));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(sameFile(campaign->fileName(), first));
        QCOMPARE(campaign->campaignName(), QStringLiteral("first campaign"));
        QCOMPARE(campaign->map()->name(), QStringLiteral("New map"));
        QCOMPARE(campaign->heroes().size(), 0);
        QCOMPARE(campaign->errorMessage(), QString());

        // The copy on disk holds the whole sample campaign (read by another controller: it is closed here).
        {
            CampaignController reader;
            QVERIFY2(reader.openCampaign(copy), qPrintable(reader.errorMessage()));
            QCOMPARE(reader.heroes().size(), 3);
            QCOMPARE(reader.map()->name(), QStringLiteral("Crypt entrance"));
            reader.closeCampaign();
        }

        // File > Open recent > the copy: the table shows it again.
        QVERIFY(chooseMenu(window, file, shown("MainMenuBar", "Open &recent")));
        QQuickItem *recent = nullptr;
        QVERIFY(QTest::qWaitFor([&] { return (recent = findContaining(window->contentItem(), "crypt-copy")); }));
        click(window, recent);
        QTRY_VERIFY(sameFile(campaign->fileName(), copy));
        QCOMPARE(campaign->map()->name(), QStringLiteral("Crypt entrance"));
        QCOMPARE(campaign->heroes().size(), 3);

        // File > New onto an existing file: the dialog asks first, then the file is replaced whole.
        QVERIFY(chooseMenu(window, file, shown("MainMenuBar", "&New campaign…")));
        QVERIFY(waitFor(window, QStringLiteral("saveDialogName")));
        type(window, app.tempPath(QStringLiteral("first campaign")));
        click(window, findVisible(window, QStringLiteral("saveDialogSave")));
        QQuickItem *replace = waitFor(window, QStringLiteral("saveDialogReplace"));
        QVERIFY(replace);
        QVERIFY(sameFile(campaign->fileName(), copy)); // nothing written before the answer
        QVERIFY(!app.screenshot(QStringLiteral("campaign-replace-question")).isEmpty());
        click(window, replace);
        QTRY_VERIFY(sameFile(campaign->fileName(), first));
        QCOMPARE(campaign->map()->name(), QStringLiteral("New map"));
        QVERIFY(!QFileInfo::exists(first + QStringLiteral(".new")));

        // Replacing the campaign open on the table is refused with the reason; the file stays.
        QVERIFY(chooseMenu(window, file, shown("MainMenuBar", "Save &as…")));
        QVERIFY(waitFor(window, QStringLiteral("saveDialogName")));
        type(window, app.tempPath(QStringLiteral("first campaign")));
        QTest::keyClick(window, Qt::Key_Return);
        replace = waitFor(window, QStringLiteral("saveDialogReplace"));
        QVERIFY(replace);
        click(window, replace);
        QTRY_COMPARE(campaign->errorMessage(),
                     QStringLiteral("first campaign.battlemat: this is the campaign open now; choose another name"));
        QVERIFY(sameFile(campaign->fileName(), first));

        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The dialog in German at 1920 x 1080: its own words translated, the proposal in German.
    void newCampaignDialogInGerman()
    {
        QVERIFY(AppWindow::useGerman(true));
        {
            AppWindow app;
            QVERIFY(app.open({1920, 1080}));
            QQuickWindow *window = app.window();
            QVERIFY(chooseMenu(window, shown("MainMenuBar", "&File"), shown("MainMenuBar", "&New campaign…")));
            QQuickItem *name = waitFor(window, QStringLiteral("saveDialogName"));
            QVERIFY(name);
            QCOMPARE(text(name), QStringLiteral("Neue Kampagne"));
            QCOMPARE(text(findVisible(window, QStringLiteral("saveDialogSave"))), QStringLiteral("Speichern"));
            QVERIFY(!app.screenshot(QStringLiteral("campaign-new-de")).isEmpty());
            click(window, findVisible(window, QStringLiteral("saveDialogCancel")));
            QTRY_VERIFY(!findVisible(window, QStringLiteral("saveDialogName")));
        }
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // File > Open campaign and Characters > Import a hero go through Battlemat's own dialog: a path typed (Return
    // opens it), a file picked from the list (a folder entered on the way), and bad paths refused with the reason
    // while the dialog stays open and nothing changes.
    void openAndImportThroughOwnDialog()
    {
        AppWindow app;
        QVERIFY(app.open({1366, 768}));
        QQuickWindow *window = app.window();
        CampaignController *campaign = app.controller();
        const QString second = app.tempPath(QStringLiteral("second.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(second));
        QVERIFY(QDir().mkpath(app.tempPath(QStringLiteral("heroes"))));
        const QString ilsa = app.tempPath(QStringLiteral("heroes/ilsa-marrow.json"));
        const QString brannoc = app.tempPath(QStringLiteral("heroes/brannoc-vell.json"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/ilsa-marrow.json"), ilsa));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/heroes/brannoc-vell.json"), brannoc));
        QFile notes(app.tempPath(QStringLiteral("notes.txt")));
        QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write("session notes\n") > 0);
        notes.close();
        const QString opened = campaign->fileName();

        // File > Open campaign: the dialog starts in the open campaign's folder and lists campaign files only.
        QVERIFY(chooseMenu(window, shown("MainMenuBar", "&File"), shown("MainMenuBar", "&Open campaign…")));
        QQuickItem *name = waitFor(window, QStringLiteral("openDialogName"));
        QVERIFY(name);
        QVERIFY(name->hasActiveFocus());
        QVERIFY(waitFor(window, QStringLiteral("second.battlemat")));
        QVERIFY(!findVisible(window, QStringLiteral("notes.txt")));
        QCOMPARE(text(findVisible(window, QStringLiteral("openDialogOpen"))), QStringLiteral("Open"));

        // A name that is not there: refused, said, the dialog stays and the table keeps its campaign.
        type(window, QStringLiteral("missing.battlemat"));
        QTest::keyClick(window, Qt::Key_Return);
        QQuickItem *problem = waitFor(window, QStringLiteral("openDialogProblem"));
        QVERIFY(problem);
        QVERIFY2(text(problem).endsWith(QStringLiteral("/missing.battlemat does not exist")),
                 qPrintable(text(problem)));
        QVERIFY(app.popupOpen(QStringLiteral("openCampaignDialog")));
        QVERIFY(sameFile(campaign->fileName(), opened));
        QVERIFY(!app.screenshot(QStringLiteral("open-dialog-refused")).isEmpty());
        // A file of another kind: refused with the kinds it takes. Typing again clears the message.
        QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
        type(window, QStringLiteral("notes.txt"));
        QVERIFY(!findVisible(window, QStringLiteral("openDialogProblem")));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_COMPARE(text(problem),
                     QStringLiteral("notes.txt is not a file of the kind asked for here (.battlemat, .json)"));
        QVERIFY(sameFile(campaign->fileName(), opened));

        // The whole path typed over it: the campaign opens and the dialog closes.
        QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
        type(window, second);
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(sameFile(campaign->fileName(), second));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("openCampaignDialog")));
        QCOMPARE(campaign->errorMessage(), QString());
        QCOMPARE(campaign->heroes().size(), 3);

        // Characters > Import a hero: into the heroes folder from the list, Ilsa picked, Import.
        QVERIFY(chooseMenu(window, shown("MainMenuBar", "&Characters"),
                           shown("MainMenuBar", "&Import a hero into the campaign…")));
        QVERIFY(waitFor(window, QStringLiteral("openDialogName")));
        QQuickItem *import = findVisible(window, QStringLiteral("openDialogOpen"));
        QCOMPARE(text(import), QStringLiteral("Import"));
        QVERIFY(!import->isEnabled()); // nothing chosen yet
        QQuickItem *folder = waitFor(window, QStringLiteral("▸ heroes/"));
        QVERIFY(folder);
        click(window, folder);
        QQuickItem *entry = waitFor(window, QStringLiteral("ilsa-marrow.json"));
        QVERIFY(entry);
        QVERIFY(text(findVisible(window, QStringLiteral("openDialogFolder"))).endsWith(QStringLiteral("/heroes")));
        click(window, entry);
        QTRY_COMPARE(text(findVisible(window, QStringLiteral("openDialogName"))), QStringLiteral("ilsa-marrow.json"));
        QVERIFY(!app.screenshot(QStringLiteral("import-dialog-picked")).isEmpty());
        click(window, import);
        QTRY_COMPARE(campaign->heroes().size(), 4);
        QCOMPARE(campaign->heroes().constLast().toMap().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Ilsa Marrow"));
        QCOMPARE(campaign->errorMessage(), QString());

        // Typed: a folder that does not exist is refused; then Brannoc's file by its path from home ("~/..." works
        // too, the home here being the test's).
        QVERIFY(chooseMenu(window, shown("MainMenuBar", "&Characters"),
                           shown("MainMenuBar", "&Import a hero into the campaign…")));
        QVERIFY(waitFor(window, QStringLiteral("openDialogName")));
        type(window, QStringLiteral("nowhere/brannoc-vell.json"));
        QTest::keyClick(window, Qt::Key_Return);
        problem = waitFor(window, QStringLiteral("openDialogProblem"));
        QVERIFY(problem);
        QVERIFY2(text(problem).endsWith(QStringLiteral("nowhere/brannoc-vell.json does not exist")),
                 qPrintable(text(problem)));
        QCOMPARE(campaign->heroes().size(), 4);
        QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
        type(window, brannoc);
        click(window, findVisible(window, QStringLiteral("openDialogOpen")));
        QTRY_COMPARE(campaign->heroes().size(), 5);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("heroImportDialog")));
        QCOMPARE(campaign->heroes().constLast().toMap().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Brannoc Vell"));

        // A file that is no hero is refused by the campaign with the reader's reason, shown in the status line.
        QVERIFY(chooseMenu(window, shown("MainMenuBar", "&Characters"),
                           shown("MainMenuBar", "&Import a hero into the campaign…")));
        QVERIFY(waitFor(window, QStringLiteral("openDialogName")));
        type(window, app.tempPath(QStringLiteral("notes.txt")));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_COMPARE(text(findVisible(window, QStringLiteral("openDialogProblem"))),
                     QStringLiteral("notes.txt is not a file of the kind asked for here (.json)"));
        click(window, findVisible(window, QStringLiteral("openDialogCancel")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("heroImportDialog")));
        QCOMPARE(campaign->heroes().size(), 5);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The open dialog in German at 1920 x 1080, refusing a missing file in German.
    void openDialogInGerman()
    {
        QVERIFY(AppWindow::useGerman(true));
        {
            AppWindow app;
            QVERIFY(app.open({1920, 1080}));
            QQuickWindow *window = app.window();
            QVERIFY(chooseMenu(window, shown("MainMenuBar", "&File"), shown("MainMenuBar", "&Open campaign…")));
            QVERIFY(waitFor(window, QStringLiteral("openDialogName")));
            QCOMPARE(text(findVisible(window, QStringLiteral("openDialogOpen"))), QStringLiteral("Öffnen"));
            type(window, QStringLiteral("fehlt.battlemat"));
            QTest::keyClick(window, Qt::Key_Return);
            QQuickItem *problem = waitFor(window, QStringLiteral("openDialogProblem"));
            QVERIFY(problem);
            QVERIFY2(text(problem).endsWith(QStringLiteral("/fehlt.battlemat gibt es nicht")),
                     qPrintable(text(problem)));
            QVERIFY(!app.screenshot(QStringLiteral("open-dialog-de")).isEmpty());
            click(window, findVisible(window, QStringLiteral("openDialogCancel")));
            QTRY_VERIFY(!findVisible(window, QStringLiteral("openDialogName")));
        }
        QVERIFY(AppWindow::useGerman(false));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(E2eCampaign)
#include "tst_e2e_campaign.moc"
