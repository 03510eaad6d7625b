#include "appwindow.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "windowdriver.h"

#include "monsters/monsterlibrary.h"
#include "rulesets/orcusruleset.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

using namespace battlemat;
using WindowDriver::shown;

/**
 * Encounter prep in the real window, the parts a game master reaches first: File > Import monsters... stores the
 * published Orcus monsters (../shared/rules/orcus-monsters-1.0.md) in the campaign's library as one step (Edit >
 * Undo takes them back), and refuses a truncated or foreign markdown file with the line or the reason, the library
 * unchanged; the library filters by source and keyword as well as level, role and rank; the encounter builder
 * grades the encounter by the campaign's grades (Settings > Rules modules, Orcus) and warns of a monster four or
 * more levels off the party with the rules' advice. The 1920 x 1080 run writes the README's pictures of the library, a
 * stat block and the encounter builder to docs/screenshots/.
 */
class TestE2eMonsterImport : public QObject
{
    Q_OBJECT

    static int campaignMonsters(const AppWindow &app)
    {
        auto list = app.controller()->store()->entities(EntityKind::Monster);
        return list ? int(list->size()) : -1;
    }
    static QString message(const AppWindow &app)
    {
        QQuickItem *label = app.item(QStringLiteral("monsterLibraryMessage"));
        return label && label->isVisible() ? label->property("text").toString() : QString();
    }
    // File > Import monsters..., the file typed into Battlemat's open dialog; the library opens with the outcome.
    static bool importFile(AppWindow &app, const QString &path)
    {
        if (app.popupOpen(QStringLiteral("monsterLibraryDialog"))) {
            app.key(Qt::Key_Escape);
            if (!QTest::qWaitFor([&] { return !app.popupOpen(QStringLiteral("monsterLibraryDialog")); }))
                return false;
        }
        if (!WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", "&File"),
                                      shown("MainMenuBar", "Import &monsters…")))
            return false;
        if (!QTest::qWaitFor([&] { return app.popupOpen(QStringLiteral("monsterImportDialog")); }))
            return false;
        app.type(path);
        app.key(Qt::Key_Return);
        return QTest::qWaitFor([&] { return app.popupOpen(QStringLiteral("monsterLibraryDialog")); });
    }
    // Opens the combo box's list and moves down to the entry with this value, as a person at the keyboard would.
    static bool choose(AppWindow &app, const QString &comboName, const QString &value)
    {
        QQuickItem *combo = app.item(comboName);
        if (!combo)
            return false;
        int index = -1;
        QMetaObject::invokeMethod(combo, "indexOfValue", Q_RETURN_ARG(int, index), Q_ARG(QVariant, value));
        if (index < 0 || !app.clickShown(comboName))
            return false;
        QObject *popup = combo->property("popup").value<QObject *>();
        if (!QTest::qWaitFor([&] { return popup->property("opened").toBool(); }))
            return false;
        const int from = combo->property("currentIndex").toInt();
        for (int step = from; step != index; step += index > from ? 1 : -1)
            app.key(index > from ? Qt::Key_Down : Qt::Key_Up);
        app.key(Qt::Key_Return);
        return QTest::qWaitFor([&] { return combo->property("currentIndex").toInt() == index; });
    }
    // The part of the window an item covers, for the docs' pictures.
    static QImage part(const QImage &window, const QQuickItem *item)
    {
        const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        return window.copy(rect.toAlignedRect().adjusted(-6, -6, 6, 6));
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void importFilterGradeAndWarn_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void importFilterGradeAndWarn()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        const bool docs = size.width() == 1920;
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        const QString book = folder.filePath(QStringLiteral("orcus-monsters-1.0.md"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/monsters/orcus-monsters-1.0.md"), book));
        const QString truncated = folder.filePath(QStringLiteral("monsters-truncated.md"));
        QVERIFY(QFile::copy(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/monsters-truncated.md"), truncated));
        const QString notes = folder.filePath(QStringLiteral("notes.md"));
        {
            QFile out(notes);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write("# Session notes\n\n> A quote, but no stat block.\n");
        }
        AppWindow app(42);
        QVERIFY(app.open(size, file));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);
        const int before = campaignMonsters(app);
        QVERIFY(before >= 0);
        const QString refused =
            QCoreApplication::translate("MonsterLibraryModel", "Nothing imported, the library is as it was: %1");

        // A truncated block: refused with the file, the line and the monster; nothing stored.
        QVERIFY(importFile(app, truncated));
        QTRY_VERIFY2(message(app).startsWith(refused.arg(QString())), qPrintable(message(app)));
        // The engine's reason in the table's language (MonsterRefusalTexts), the file and line as they are.
        QVERIFY2(message(app).contains(
                     german ? QStringLiteral("monsters-truncated.md:8: Monster „Goblin Cutter“: Dem Block fehlen "
                                             "Initiative und Bewegungsrate")
                            : QStringLiteral("monsters-truncated.md:8: monster 'Goblin Cutter': the block has no "
                                             "initiative and speed")),
                 qPrintable(message(app)));
        QCOMPARE(campaignMonsters(app), before);
        app.screenshot(QStringLiteral("monster-import-refused") + suffix);
        if (size.width() == 1366)
            QVERIFY2(LayoutCheck::clippedTexts(app.window()).isEmpty(),
                     qPrintable(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n'))));
        // A markdown file that is no monster book.
        QVERIFY(importFile(app, notes));
        QTRY_VERIFY2(message(app).contains(german ? QStringLiteral("notes.md: keine Orcus-Werteblöcke gefunden")
                                                  : QStringLiteral("notes.md: no Orcus stat blocks found")),
                     qPrintable(message(app)));
        QCOMPARE(campaignMonsters(app), before);

        // The whole book: 222 monsters in one step, with the report.
        QElapsedTimer timer;
        timer.start();
        QVERIFY(importFile(app, book));
        const QString imported = QCoreApplication::translate("MonsterLibraryModel", "%1 monsters imported").arg(222);
        QCOMPARE(imported, german ? QStringLiteral("222 Monster importiert") : QStringLiteral("222 monsters imported"));
        QTRY_VERIFY2(message(app).startsWith(imported), qPrintable(message(app)));
        qInfo("imported the whole book in the window in %lld ms: %s", timer.elapsed(), qPrintable(message(app)));
        QCOMPARE(campaignMonsters(app), before + 222);
        app.screenshot(QStringLiteral("monster-import") + suffix);
        // Edit > Undo takes the whole import back.
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(campaignMonsters(app), before);
        // The report went with them: the library no longer says they were imported.
        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QTRY_COMPARE(message(app), QString());
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));

        // Filters by Orcus "Source" and by keyword (type or tag), with level, role and rank.
        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        auto *library = app.item(QStringLiteral("monsterList"))->property("model").value<QAbstractItemModel *>();
        QVERIFY(library);
        QTRY_COMPARE(library->rowCount(), 222);
        const auto &bundled = MonsterLibrary::bundled();
        QVERIFY(bundled);
        int shadow = 0, shadowUndead = 0;
        for (const StatBlock &block : bundled->monsters) {
            if (block.monster.source.compare(QStringLiteral("shadow"), Qt::CaseInsensitive) != 0)
                continue;
            ++shadow;
            shadowUndead += block.monster.type.compare(QStringLiteral("undead"), Qt::CaseInsensitive) == 0 ||
                                    block.tags.contains(QStringLiteral("undead"), Qt::CaseInsensitive)
                                ? 1
                                : 0;
        }
        QVERIFY(shadow > shadowUndead && shadowUndead > 0);
        QQuickItem *count = app.item(QStringLiteral("monsterCount"));
        const auto counted = [](int shown) {
            return QCoreApplication::translate("MonsterLibraryDialog", "%1 of %2 monsters").arg(shown).arg(222);
        };
        QVERIFY(choose(app, QStringLiteral("monsterSource"), QStringLiteral("shadow")));
        QTRY_COMPARE(count->property("text").toString(), counted(shadow));
        QVERIFY(choose(app, QStringLiteral("monsterKeyword"), QStringLiteral("undead")));
        QTRY_COMPARE(count->property("text").toString(), counted(shadowUndead));
        const int keywordsRole = library->roleNames().key("keywords");
        // The keywords are shown in the table's language.
        const QString shadowShown = german ? QStringLiteral("schattenhaft") : QStringLiteral("shadow");
        const QString undeadShown = german ? QStringLiteral("untot") : QStringLiteral("undead");
        for (int row = 0; row < library->rowCount(); ++row) {
            const QString words = library->data(library->index(row, 0), keywordsRole).toString().toLower();
            QVERIFY2(words.contains(shadowShown) && words.contains(undeadShown), qPrintable(words));
        }
        app.screenshot(QStringLiteral("monster-library-filters") + suffix);
        if (size.width() == 1366)
            QVERIFY2(LayoutCheck::clippedTexts(app.window()).isEmpty(),
                     qPrintable(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n'))));
        QVERIFY(choose(app, QStringLiteral("monsterKeyword"), QString()));
        QVERIFY(choose(app, QStringLiteral("monsterSource"), QString()));
        QTRY_COMPARE(count->property("text").toString(), counted(222));

        // Three servants (250 XP each) against the campaign's three heroes of level 6: 750 of a 750 budget.
        QVERIFY(app.clickShown(QStringLiteral("monsterSearch")));
        app.type(QStringLiteral("enthralled"));
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = AppWindow::findText(app.item(QStringLiteral("monsterList")),
                                               QStringLiteral("Enthralled Servant"))) != nullptr);
        QTest::qWait(50);
        app.click(row);
        for (int n = 0; n < 3; ++n)
            QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));
        QQuickItem *budget = app.item(QStringLiteral("builderBudget"));
        QQuickItem *grades = app.item(QStringLiteral("builderGrades"));
        const auto budgetText = [](const char *grade) {
            return QCoreApplication::translate("EncounterBuilderPanel", "%1 of %2 XP").arg(750).arg(750) +
                   QStringLiteral(" · ") + QCoreApplication::translate("EncounterBuilder", grade);
        };
        const auto gradesText = [](int easy, int standard, int hard, int deadly) {
            return QCoreApplication::translate("EncounterBuilder", "easy up to %1 · standard %2 · hard %3 · deadly %4")
                .arg(easy)
                .arg(standard)
                .arg(hard)
                .arg(deadly);
        };
        QTRY_COMPARE(budget->property("text").toString(), budgetText("standard"));
        QCOMPARE(grades->property("text").toString(), gradesText(563, 750, 1125, 1500));

        // Settings > Rules modules, Orcus: standard ends at 0.8 of the budget (typed as a German table writes it),
        // hard at 1.25: the same encounter is hard. Edit > Undo puts the defaults back.
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", "&Settings"),
                                         shown("MainMenuBar", "&Rules modules…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
        for (const auto &[name, typed] :
             {std::pair{"setting-orcus-gradeStandard", "0,8"}, std::pair{"setting-orcus-gradeHard", "1.25"}}) {
            QVERIFY(app.clickShown(QLatin1String(name)));
            app.key(Qt::Key_A, Qt::ControlModifier);
            app.type(QLatin1String(typed));
            app.key(Qt::Key_Tab);
        }
        app.screenshot(QStringLiteral("rules-encounter-grades") + suffix);
        QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
        const EncounterGrades chosen = orcusSettingsOf(encounter->session()->table().rules).encounterGrades;
        QCOMPARE(chosen.standard, 0.8);
        QCOMPARE(chosen.hard, 1.25);
        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QTRY_COMPARE(budget->property("text").toString(), budgetText("hard"));
        QCOMPARE(grades->property("text").toString(), gradesText(563, 600, 938, 1500));
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        app.key(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(orcusSettingsOf(encounter->session()->table().rules).encounterGrades, EncounterGrades{});

        // The balor (level 29) against a party of level 6: the rules' advice ("Level") under the total.
        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QTRY_COMPARE(budget->property("text").toString(), budgetText("standard"));
        QVERIFY(app.clickShown(QStringLiteral("monsterSearch")));
        app.key(Qt::Key_A, Qt::ControlModifier);
        app.type(QStringLiteral("balor"));
        QTRY_VERIFY((row = AppWindow::findText(app.item(QStringLiteral("monsterList")), QStringLiteral("Balor"))) !=
                    nullptr);
        QTest::qWait(50);
        app.click(row);
        QVERIFY(app.clickShown(QStringLiteral("monsterAddToEncounter")));
        QQuickItem *warning = app.item(QStringLiteral("builderWarnings"));
        QVERIFY(warning);
        QTRY_VERIFY(warning->isVisible());
        // Under the total, not on the panel's heading.
        QTRY_VERIFY(warning->mapToScene(QPointF(0, 0)).y() > budget->mapToScene(QPointF(0, 0)).y());
        QCOMPARE(warning->property("text").toString(),
                 QCoreApplication::translate("EncounterBuilder",
                                             "%1 (level %2) is %3 levels above the party: recreate it as a lower-level "
                                             "elite or boss")
                     .arg(QStringLiteral("Balor"))
                     .arg(29)
                     .arg(23));
        QTest::qWait(100);
        const QString shot = app.screenshot(QStringLiteral("monster-library-warning") + suffix);
        QVERIFY(!shot.isEmpty());
        if (size.width() == 1366)
            QVERIFY2(LayoutCheck::clippedTexts(app.window()).isEmpty(),
                     qPrintable(LayoutCheck::clippedTexts(app.window()).join(QLatin1Char('\n'))));
        if (docs) {
            // The README's pictures: the library with the balor's block and the builder beside it.
            const QImage window = app.window()->grabWindow();
            const QString dir = QStringLiteral(BATTLEMAT_SOURCE_DIR "/docs/screenshots/");
            QDir().mkpath(dir);
            QVERIFY(window.save(dir + QStringLiteral("monster-library.png")));
            QVERIFY(part(window, app.item(QStringLiteral("monsterBlockView")))
                        .save(dir + QStringLiteral("monster-stat-block.png")));
            QVERIFY(part(window, app.item(QStringLiteral("encounterBuilderPanel")))
                        .save(dir + QStringLiteral("encounter-builder.png")));
        }
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMonsterImport)
#include "tst_e2e_monsterimport.moc"
