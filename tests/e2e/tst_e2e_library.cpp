#include "appwindow.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "mapdocument.h"

#include "encounter/commandprocessor.h"
#include "storage/campaignstore.h"

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace battlemat;

namespace {
// A shown item with this objectName: the window has several save dialogs, only one of them open.
QQuickItem *visibleNamed(QQuickItem *root, const QString &name)
{
    if (!root->isVisible())
        return nullptr;
    if (root->objectName() == name && root->width() > 0)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = visibleNamed(child, name))
            return found;
    return nullptr;
}
} // namespace

/**
 * Encounter > Monster library in the real window on the sample campaign: the game master searches the published
 * monsters, reads a stat block with what the encounter plays and what the table does, builds an encounter against
 * the XP budget and saves it in the campaign, places the monster on the map with its stat block, starts the
 * encounter (which fights with the block's numbers) and takes both back with Edit > Undo; then starts the prepared
 * encounter, loaded from the campaign, in one click.
 */
class TestE2eLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void searchBuildPlaceAndStart_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void searchBuildPlaceAndStart()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        MapDocument *map = app.controller()->map();
        const int creaturesBefore = int(map->map().creatures.size());

        app.key(Qt::Key_L, Qt::ControlModifier); // Encounter > Monster library and encounter prep
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(app.clickShown(QStringLiteral("monsterSearch")));
        app.type(QStringLiteral("enthralled"));
        QQuickItem *count = app.item(QStringLiteral("monsterCount"));
        QTRY_COMPARE(count->property("text").toString(),
                     german ? QStringLiteral("1 von 222 Monstern") : QStringLiteral("1 of 222 monsters"));
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = AppWindow::findText(app.item(QStringLiteral("monsterList")),
                                               QStringLiteral("Enthralled Servant"))) != nullptr);
        QTest::qWait(50);
        app.click(row);
        QTRY_COMPARE(app.item(QStringLiteral("monsterBlockHeadline"))->property("text").toString(),
                     german ? QStringLiteral("Stufe 6 Standard-Blocker · 250 EP")
                            : QStringLiteral("Level 6 Standard Blocker · 250 XP"));
        // The dagger is played by the encounter; the two traits are the table's.
        QCOMPARE(app.item(QStringLiteral("monsterBlockAutomation"))->property("text").toString(),
                 german ? QStringLiteral("2 Teil(e) spielt die Begegnung, 2 bleiben dem Tisch")
                        : QStringLiteral("2 part(s) played by the encounter, 2 left to the table"));

        // Two servants against a party of four at level 6: 500 of 1000 XP, easy.
        QQuickItem *level = app.item(QStringLiteral("builderPartyLevel"));
        QVERIFY(level);
        level->setProperty("value", 6);
        QMetaObject::invokeMethod(level, "valueModified");
        QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));
        QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));
        QTRY_COMPARE(app.item(QStringLiteral("builderBudget"))->property("text").toString(),
                     german ? QStringLiteral("500 von 1000 EP · leicht") : QStringLiteral("500 of 1000 XP · easy"));
        QVERIFY(app.clickShown(QStringLiteral("builderName")));
        app.type(QStringLiteral("Crypt ambush"));
        QVERIFY(app.clickShown(QStringLiteral("builderSave")));
        auto stored = app.controller()->store()->entity(EntityKind::Encounter, QStringLiteral("crypt-ambush"));
        QVERIFY2(stored.ok(), qPrintable(stored.errorMessage()));
        QCOMPARE(
            stored->value(QStringLiteral("prepared")).toObject().value(QStringLiteral("monsters")).toArray().size(), 1);

        // Print / PDF for the game master: the tracking sheet with a row per hero and per servant, then the cards.
        QVERIFY(app.clickShown(QStringLiteral("builderPdf")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("builderPdfDialog")));
        QQuickItem *pdfName = nullptr;
        QTRY_VERIFY((pdfName = visibleNamed(app.sceneRoot(), QStringLiteral("saveDialogName"))) != nullptr);
        QCOMPARE(pdfName->property("text").toString(), QStringLiteral("Crypt ambush"));
        QTest::qWait(50);
        app.screenshot(QStringLiteral("monster-library-pdf") + suffix);
        const QString pdf = folder.filePath(QStringLiteral("ambush.pdf"));
        app.type(folder.filePath(QStringLiteral("ambush")));
        app.key(Qt::Key_Return);
        QTRY_VERIFY(QFileInfo(pdf).size() > 0);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("builderPdfDialog")));
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(20000));
        const QString printed = QString::fromUtf8(pdftotext.readAllStandardOutput())
                                    .replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
        const QString defenses =
            QCoreApplication::translate("EncounterPrinter", "AC %1 F %2 R %3 W %4").arg(22).arg(21).arg(18).arg(17);
        QCOMPARE(defenses, german ? QStringLiteral("RK 22 Z 21 R 18 W 17") : QStringLiteral("AC 22 F 21 R 18 W 17"));
        // The campaign's heroes head the tracking sheet.
        for (const QString &text : {QStringLiteral("Crypt ambush"), QStringLiteral("Sefra Dunmoor"),
                                    QStringLiteral("Enthralled Servant 2"), defenses})
            QVERIFY2(printed.contains(text), qPrintable(text + QStringLiteral(" not in:\n") + printed));

        app.screenshot(QStringLiteral("monster-library") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());

        // Place one on the map: a session command; its token carries the block.
        QVERIFY(app.clickShown(QStringLiteral("monsterPlace")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QCOMPARE(int(map->map().creatures.size()), creaturesBefore + 1);
        const MapCreature placed = map->map().creatures.last();
        QCOMPARE(placed.id, QStringLiteral("enthralled-servant"));
        QCOMPARE(placed.monster.value(QStringLiteral("name")).toString(), QStringLiteral("Enthralled Servant"));

        // The encounter fights with the block: 54 hit points, initiative +7.
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->running());
        const Combatant *servant = encounter->processor()->state().combatant(QStringLiteral("enthralled-servant"));
        QVERIFY(servant);
        QCOMPARE(servant->maxHp, 54);
        QCOMPARE(servant->initiativeBonus, 7);
        app.screenshot(QStringLiteral("monster-library-encounter") + suffix);

        // Edit > Undo takes back the start, then the placing.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!encounter->running());
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(int(map->map().creatures.size()), creaturesBefore);

        // Start encounter from the prepared encounter: loaded from the campaign, both servants placed, initiative
        // rolled, in one click.
        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(app.clickShown(QStringLiteral("builderPrepared")));
        QQuickItem *prepared = app.item(QStringLiteral("builderPrepared"));
        QTRY_VERIFY(prepared->property("popup").value<QObject *>()->property("opened").toBool());
        app.key(Qt::Key_Return);
        QTRY_VERIFY(!prepared->property("popup").value<QObject *>()->property("opened").toBool());
        QTRY_COMPARE(app.item(QStringLiteral("builderBudget"))->property("text").toString(),
                     german ? QStringLiteral("500 von 1000 EP · leicht") : QStringLiteral("500 of 1000 XP · easy"));
        QVERIFY(app.clickShown(QStringLiteral("builderStart")));
        QTRY_VERIFY(encounter->running());
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QCOMPARE(int(map->map().creatures.size()), creaturesBefore + 2);
        int servants = 0;
        for (const Combatant &c : encounter->processor()->state().combatants)
            servants += c.maxHp == 54 && c.initiativeBonus == 7 ? 1 : 0;
        QCOMPARE(servants, 2);
        QVERIFY(encounter->processor()->state().round >= 1);
        app.screenshot(QStringLiteral("monster-library-prepared-start") + suffix);
        // Undo takes back the start and each placing.
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(!encounter->running());
        app.key(Qt::Key_Z, Qt::ControlModifier);
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(int(map->map().creatures.size()), creaturesBefore);

        // The elite template ("From Standard to Elite": x2 HP, x2 XP), then level 8 by the tables: each a new monster
        // in the campaign's library, shown at once.
        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QTRY_VERIFY((row = AppWindow::findText(app.item(QStringLiteral("monsterList")),
                                               QStringLiteral("Enthralled Servant"))) != nullptr);
        QTest::qWait(50);
        app.click(row);
        QVERIFY(app.clickShown(QStringLiteral("monsterApplyTemplate")));
        QTRY_COMPARE(app.item(QStringLiteral("monsterBlockHeadline"))->property("text").toString(),
                     german ? QStringLiteral("Stufe 6 Elite-Blocker · 500 EP")
                            : QStringLiteral("Level 6 Elite Blocker · 500 XP"));
        QTRY_COMPARE(count->property("text").toString(),
                     german ? QStringLiteral("2 von 223 Monstern") : QStringLiteral("2 of 223 monsters"));
        auto elite = app.controller()->store()->entity(EntityKind::Monster, QStringLiteral("enthralled-servant-elite"));
        QVERIFY2(elite.ok(), qPrintable(elite.errorMessage()));
        QCOMPARE(elite->value(QStringLiteral("monster")).toObject().value(QStringLiteral("hitPoints")).toInt(), 108);
        app.screenshot(QStringLiteral("monster-library-template") + suffix);
        if (size.width() == 1366)
            QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
        QQuickItem *newLevel = app.item(QStringLiteral("monsterNewLevel"));
        QVERIFY(newLevel);
        newLevel->setProperty("value", 8);
        QVERIFY(app.clickShown(QStringLiteral("monsterRelevel")));
        QTRY_COMPARE(app.item(QStringLiteral("monsterBlockHeadline"))->property("text").toString(),
                     german ? QStringLiteral("Stufe 8 Elite-Blocker · 700 EP")
                            : QStringLiteral("Level 8 Elite Blocker · 700 XP"));
        QVERIFY(app.controller()
                    ->store()
                    ->entity(EntityKind::Monster, QStringLiteral("enthralled-servant-elite-level-8"))
                    .ok());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eLibrary)
#include "tst_e2e_library.moc"
