// End to end: a game master makes campaign files through File > Save as and File > New, in the real window with
// the real save dialog (qml/SaveFileDialog.qml), reopens one through File > Open recent and replaces another.
#include "appwindow.h"
#include "windowdriver.h"

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
        const QString file = shown("Main", "&File");

        // File > Save as: the dialog proposes "<campaign> copy", selected, behind a Save button.
        QVERIFY(chooseMenu(window, file, shown("Main", "Save &as…")));
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
        QVERIFY(chooseMenu(window, file, shown("Main", "&New campaign…")));
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
        QVERIFY(chooseMenu(window, file, shown("Main", "Open &recent")));
        QQuickItem *recent = nullptr;
        QVERIFY(QTest::qWaitFor([&] { return (recent = findContaining(window->contentItem(), "crypt-copy")); }));
        click(window, recent);
        QTRY_VERIFY(sameFile(campaign->fileName(), copy));
        QCOMPARE(campaign->map()->name(), QStringLiteral("Crypt entrance"));
        QCOMPARE(campaign->heroes().size(), 3);

        // File > New onto an existing file: the dialog asks first, then the file is replaced whole.
        QVERIFY(chooseMenu(window, file, shown("Main", "&New campaign…")));
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
        QVERIFY(chooseMenu(window, file, shown("Main", "Save &as…")));
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
            QVERIFY(chooseMenu(window, shown("Main", "&File"), shown("Main", "&New campaign…")));
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
};

QTEST_MAIN(E2eCampaign)
#include "tst_e2e_campaign.moc"
