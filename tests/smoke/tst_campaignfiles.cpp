#include "campaigncontroller.h"
#include "encountercontroller.h"
#include "filepaths.h"
#include "mainwindowloader.h"
#include "mapdocument.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"
#include "tokenmodel.h"

#include <QDir>
#include <QFile>
#include <QPoint>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {
QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && !message.contains(QLatin1String("propagateSizeHints")))
        g_warnings.append(message);
    g_previousHandler(type, context, message);
}
} // namespace

/**
 * The File menu's work through the controller the window binds to: the sample created on first start, the last
 * campaign reopened, New, Save As, Close, Open Recent, and a campaign already open elsewhere. Runs in Qt's test
 * locations: the real user's data and settings are never touched.
 */
class TestCampaignFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QSettings().fileName().contains(QLatin1String(".qttest")));
        QVERIFY(CampaignController::sampleCampaignStoreFile().contains(QLatin1String(".qttest")));
        QSettings().clear();
        QFile::remove(CampaignController::sampleCampaignStoreFile());
        g_previousHandler = qInstallMessageHandler(recordWarnings);
    }
    void cleanupTestCase()
    {
        qInstallMessageHandler(g_previousHandler);
        QSettings().clear();
        QFile::remove(CampaignController::sampleCampaignStoreFile());
    }

    void firstStartCreatesTheSampleAndTheNextStartReopensTheLast()
    {
        {
            CampaignController controller;
            QVERIFY2(controller.openLastOrSample(), qPrintable(controller.errorMessage()));
            QCOMPARE(controller.fileName(), CampaignController::sampleCampaignStoreFile());
            QVERIFY(QFile::exists(CampaignController::sampleCampaignStoreFile()));
            QCOMPARE(controller.campaignName(), QStringLiteral("The Ash King's Crypt"));
            QCOMPARE(controller.tokens()->rowCount(), 12);
            QVERIFY(controller.store());
            QVERIFY(controller.newCampaign(m_dir.filePath(QStringLiteral("prep.battlemat"))));
        }
        CampaignController again;
        QVERIFY2(again.openLastOrSample(), qPrintable(again.errorMessage()));
        QCOMPARE(again.fileName(), m_dir.filePath(QStringLiteral("prep.battlemat")));
        QCOMPARE(again.map()->columns(), 20);
        QCOMPARE(again.recentFiles().value(1), CampaignController::sampleCampaignStoreFile());
    }

    void mapEditsAreCommittedAsTheyHappen()
    {
        const QString file = m_dir.filePath(QStringLiteral("autosave.battlemat"));
        {
            CampaignController controller;
            QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
            QVERIFY2(controller.saveCampaignAs(file), qPrintable(controller.errorMessage()));
            // Paint two squares difficult, hide Aldric, then take the hiding back: no Save anywhere.
            const QVariantList squares{QVariant(QPoint(3, 2)), QVariant(QPoint(4, 2))};
            QVERIFY2(controller.map()->paintTerrain(squares, int(battlemat::Terrain::Difficult)),
                     qPrintable(controller.map()->lastError()));
            QVERIFY(controller.map()->setHidden(QStringLiteral("aldric"), true));
            QVERIFY(controller.map()->undo());
            QVERIFY(controller.errorMessage().isEmpty());
        } // the controller goes away as a killed app would: nothing is written on the way out
        auto store = battlemat::CampaignStore::open(file);
        QVERIFY2(store.ok(), qPrintable(store.errorMessage()));
        QString activeId;
        auto campaign = battlemat::loadCampaign(**store, &activeId);
        QVERIFY2(campaign.ok(), qPrintable(campaign.errorMessage()));
        const battlemat::BattleMap &map = campaign->maps.at(campaign->activeMap);
        QCOMPARE(map.grid.terrain({3, 2}), battlemat::Terrain::Difficult);
        QCOMPARE(map.grid.terrain({4, 2}), battlemat::Terrain::Difficult);
        QCOMPARE(map.grid.terrain({5, 2}), battlemat::Terrain::Open);
        QVERIFY(!map.creature(QStringLiteral("aldric"))->hiddenFromPlayers); // the undo was committed too
    }

    void encounterCommandsAreCommittedAsTheyHappen()
    {
        const QString file = m_dir.filePath(QStringLiteral("fight.battlemat"));
        QString encounterId;
        int logSize = 0;
        {
            CampaignController controller;
            QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
            QVERIFY2(controller.saveCampaignAs(file), qPrintable(controller.errorMessage()));
            EncounterController encounter;
            encounter.setDocument(controller.map());
            encounter.setCampaign(&controller);
            QVERIFY2(encounter.start(7), qPrintable(encounter.errorMessage()));
            QVERIFY(encounter.nextTurn());
            QVERIFY(encounter.nextTurn());
            QVERIFY(encounter.undo()); // the undone turn's events leave the file too
            encounterId = encounter.recordedEncounterId();
            logSize = encounter.logSize();
            QVERIFY(!encounterId.isEmpty());
            QVERIFY(logSize > 2);
        } // gone as a killed app would be: nothing is written on the way out
        auto store = battlemat::CampaignStore::open(file);
        QVERIFY2(store.ok(), qPrintable(store.errorMessage()));
        auto events = (*store)->events(encounterId);
        QVERIFY2(events.ok(), qPrintable(events.errorMessage()));
        QCOMPARE(int(events->size()), logSize);
        QCOMPARE(events->constFirst().value(QStringLiteral("type")).toString(), QStringLiteral("encounter"));
        QCOMPARE(events->constLast().value(QStringLiteral("seq")).toInt(), logSize);
    }

    // File > New and Save as write over an existing file only when the save dialog asked, and whole; never over
    // the campaign on the table or one open in another Battlemat; a blank name says so.
    void anExistingFileIsReplacedOnlyWhenAsked()
    {
        CampaignController controller;
        const QString first = m_dir.filePath(QStringLiteral("replace-me.battlemat"));
        const QString other = m_dir.filePath(QStringLiteral("other.battlemat"));
        QVERIFY2(controller.newCampaign(first), qPrintable(controller.errorMessage()));
        QCOMPARE(controller.campaignName(), QStringLiteral("replace-me"));
        QVERIFY2(controller.newCampaign(other), qPrintable(controller.errorMessage()));

        QVERIFY(!controller.newCampaign(first));
        QCOMPARE(controller.errorMessage(),
                 QStringLiteral("replace-me.battlemat: already exists; choose another name or replace it"));
        QCOMPARE(controller.fileName(), other);
        QVERIFY(!controller.saveCampaignAs(other, true));
        QCOMPARE(controller.errorMessage(),
                 QStringLiteral("other.battlemat: this is the campaign open now; choose another name"));
        {
            CampaignController second;
            QVERIFY(second.openCampaign(first));
            QVERIFY(!controller.saveCampaignAs(first, true));
            QCOMPARE(controller.errorMessage(),
                     QStringLiteral("replace-me.battlemat: open in another Battlemat; close it there first"));
        }
        QVERIFY(!controller.newCampaign(QStringLiteral("  ")));
        QCOMPARE(controller.errorMessage(), QStringLiteral("Choose a file name for the campaign"));
        QCOMPARE(controller.fileName(), other);

        // Asked: the sample written over it, then a new campaign over that; nothing left beside it.
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        QVERIFY2(controller.saveCampaignAs(first, true), qPrintable(controller.errorMessage()));
        QCOMPARE(controller.fileName(), first);
        QCOMPARE(controller.heroes().size(), 3);
        QVERIFY2(controller.newCampaign(other, true), qPrintable(controller.errorMessage()));
        QCOMPARE(controller.heroes().size(), 0);
        QCOMPARE(controller.campaignName(), QStringLiteral("other"));
        QVERIFY(!QFile::exists(first + QStringLiteral(".new")) && !QFile::exists(other + QStringLiteral(".new")));
        QVERIFY(controller.openCampaign(first));
        QCOMPARE(controller.heroes().size(), 3);
    }

    // What the save dialog makes of a typed name.
    void typedNamesBecomeFilesWithTheirSuffix()
    {
        FilePaths paths;
        const QUrl folder = QUrl::fromLocalFile(m_dir.path());
        const QString in = QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("crypt.battlemat"))).toString();
        QCOMPARE(paths.fileIn(folder, QStringLiteral("crypt"), QStringLiteral("battlemat")), in);
        QCOMPARE(paths.fileIn(folder, QStringLiteral(" crypt.battlemat "), QStringLiteral("battlemat")), in);
        QCOMPARE(paths.fileIn(folder, QStringLiteral("Crypt.PDF"), QStringLiteral("pdf")),
                 QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("Crypt.PDF"))).toString());
        QCOMPARE(paths.fileIn(folder, QStringLiteral("/srv/games/crypt"), QStringLiteral("battlemat")),
                 QStringLiteral("file:///srv/games/crypt.battlemat"));
        QCOMPARE(paths.fileIn(folder, QStringLiteral("   "), QStringLiteral("battlemat")), QString());
        QCOMPARE(paths.fileIn(folder, QStringLiteral("maps/"), QStringLiteral("battlemat")), QString());
        QCOMPARE(paths.folderOf(CampaignController::sampleCampaignFile()), paths.documentsFolder());
        QCOMPARE(paths.folderOf(m_dir.filePath(QStringLiteral("crypt.battlemat"))), folder);
        QCOMPARE(paths.displayPath(QUrl::fromLocalFile(QDir::homePath())), QStringLiteral("~"));
    }

    void fileDialogsOpenWithoutWarnings()
    {
        // The File menu's dialogs are Qt Quick's own (no platform dialog offscreen); they need modules of their own.
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        // Made on first use (Main.qml's LazyObjects): made here as the File menu makes them.
        for (const char *name : {"newDialog", "openDialog", "saveAsDialog", "monsterImportDialog", "heroImportDialog"})
            QVERIFY(QMetaObject::invokeMethod(window->property(name).value<QObject *>(), "get"));
        int dialogs = 0;
        for (QObject *child : window->findChildren<QObject *>()) {
            if (!QByteArray(child->metaObject()->className()).contains("FileDialog"))
                continue;
            ++dialogs;
            QVERIFY(QMetaObject::invokeMethod(child, "open"));
            QTRY_VERIFY(child->property("visible").toBool());
            QVERIFY(QMetaObject::invokeMethod(child, "close"));
        }
        QVERIFY(dialogs >= 3); // Open, New, Save As
        QCOMPARE(g_warnings, QStringList());
    }

    void newSaveAsCloseAndRecentInTheWindow()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        QVERIFY(controller.store() == nullptr); // the embedded exchange file is read-only
        QQmlApplicationEngine engine;
        QQuickWindow *window = MainWindowLoader::load(engine, &controller);
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));

        const QString saved = m_dir.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY2(controller.saveCampaignAs(saved), qPrintable(controller.errorMessage()));
        QVERIFY(controller.store());
        QCOMPARE(controller.fileName(), saved);
        QCOMPARE(controller.tokens()->rowCount(), 12);
        const QString copy = m_dir.filePath(QStringLiteral("crypt-copy.battlemat"));
        QVERIFY2(controller.saveCampaignAsUrl(QUrl::fromLocalFile(copy)), qPrintable(controller.errorMessage()));
        QCOMPARE(controller.fileName(), copy);
        QCOMPARE(controller.recentFiles().mid(0, 2), (QStringList{copy, saved}));
        QTRY_VERIFY(window->title().contains(QStringLiteral("The Ash King's Crypt")));

        // Refused: an existing file for New, a file that is not a campaign for Open; the table stays as it was.
        QVERIFY(!controller.newCampaign(saved));
        QVERIFY(controller.errorMessage().contains(QStringLiteral("already exists")));
        const QString text = m_dir.filePath(QStringLiteral("notes.battlemat"));
        QFile notes(text);
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("not a campaign");
        notes.close();
        QVERIFY(!controller.openCampaign(text));
        QVERIFY(controller.errorMessage().startsWith(text + QStringLiteral(": not a Battlemat campaign")));
        QCOMPARE(controller.fileName(), copy);

        // A second Battlemat on the same campaign is told it is in use.
        CampaignController second;
        QVERIFY(!second.openCampaign(copy));
        QVERIFY2(second.errorMessage().contains(QStringLiteral("in use")), qPrintable(second.errorMessage()));

        controller.closeCampaign();
        QVERIFY(!controller.isOpen());
        QCOMPARE(controller.map()->columns(), 0);
        QVERIFY(second.openCampaign(copy));
        QTest::qWait(50);
        QVERIFY(controller.openCampaign(controller.recentFiles().value(1)));
        QCOMPARE(controller.fileName(), saved);
        controller.clearRecentFiles();
        QCOMPARE(controller.recentFiles(), QStringList());
        QTest::qWait(50);
        QCOMPARE(g_warnings, QStringList());
    }
};

QTEST_MAIN(TestCampaignFiles)
#include "tst_campaignfiles.moc"
