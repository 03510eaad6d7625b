#include "appwindow.h"
#include "windowdriver.h"

#include <QQuickItem>
#include <QSettings>
#include <QTemporaryDir>

#include <cmath>
#include <tuple>

using WindowDriver::shown;

/**
 * View > Theme > Dark reaches the dialogs: each dialog the menus and the token menu open (all but the character
 * sheet window, paper-light by design), in the real window on the sample campaign, has
 * a dark background, and every text in it stands at 4.5:1 or more against what lies behind it (the nearest opaque
 * rectangle under it, else the dialog's own background). Controls' own texts (buttons, fields, menus) take the
 * controls' palette, which the theme test checks (tst_e2e_tokens).
 */
class TestE2eDarkDialogs : public QObject
{
    Q_OBJECT

    static qreal luminance(QColor c)
    {
        auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    }
    static qreal contrast(QColor a, QColor b)
    {
        const qreal la = luminance(a);
        const qreal lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    }
    static bool insideControl(QQuickItem *item, QQuickItem *top)
    {
        for (QQuickItem *up = item->parentItem(); up && up != top; up = up->parentItem()) {
            if (up->inherits("QQuickAbstractButton") || up->inherits("QQuickComboBox") ||
                up->inherits("QQuickTextField") || up->inherits("QQuickSpinBox"))
                return true;
        }
        return false;
    }
    /**
     * The texts shown in the item that fall under 4.5:1 against what lies behind them. Over the map the picture
     * behind a text is the map's own (the floor, a background picture): only texts on a rectangle of their own
     * there (the move status, the targeting label) are checked.
     */
    static QStringList unreadable(QQuickItem *root, QColor background, bool behindKnown = true)
    {
        QStringList found;
        const QList<QQuickItem *> children = root->childItems();
        for (QQuickItem *child : children) {
            if (!child->isVisible() || child->opacity() < 0.1)
                continue;
            // What cannot be used now is greyed on purpose (Theme.disabledText), under 4.5:1 as WCAG allows for
            // inactive controls; disabling reaches every child.
            if (!child->isEnabled())
                continue;
            QColor behind = background;
            static const QStringList maps{QStringLiteral("mapView"), QStringLiteral("regionMapPicture"),
                                          QStringLiteral("regionEditorPicture")};
            bool known = behindKnown && !maps.contains(child->objectName());
            if (child->inherits("QQuickRectangle")) {
                const QColor own = child->property("color").value<QColor>();
                if (own.alphaF() > 0.5) {
                    behind = own;
                    known = true;
                }
            }
            if (known && child->inherits("QQuickText") && !insideControl(child, nullptr)) {
                const QString text = child->property("text").toString();
                const QColor colour = child->property("color").value<QColor>();
                if (!text.trimmed().isEmpty() && contrast(colour, behind) < 4.5)
                    found.append(QStringLiteral("'%1' %2 on %3 (%4:1)")
                                     .arg(text.left(40), colour.name(), behind.name())
                                     .arg(contrast(colour, behind), 0, 'f', 1));
            }
            found += unreadable(child, behind, known);
        }
        return found;
    }

    /**
     * The popup open under this objectName: a dark background, every text readable, a screenshot; then Escape
     * closes it. What is wrong is added to problems.
     */
    static void checkDark(AppWindow &app, bool german, const char *popupName, const char *shot, QStringList &problems)
    {
        const QString name = QString::fromLatin1(popupName);
        if (!QTest::qWaitFor([&] { return app.popupOpen(name); }))
            return problems.append(name + QStringLiteral(": did not open"));
        QObject *popup = nullptr;
        for (QObject *candidate : app.window()->findChildren<QObject *>(name))
            if (candidate->property("opened").toBool())
                popup = candidate;
        auto *palette = popup ? popup->property("palette").value<QObject *>() : nullptr;
        auto *content = popup ? popup->property("contentItem").value<QQuickItem *>() : nullptr;
        if (!palette || !content)
            return problems.append(name + QStringLiteral(": no palette or content"));
        const QColor window = palette->property("window").value<QColor>();
        if (luminance(window) >= 0.05)
            problems.append(QStringLiteral("%1: background %2 is not dark").arg(name, window.name()));
        QTest::qWait(100);
        for (const QString &problem : unreadable(content, window))
            problems.append(QStringLiteral("%1: %2").arg(name, problem));
        app.screenshot(QString::fromLatin1(shot) + (german ? QStringLiteral("-de") : QString()));
        app.key(Qt::Key_Escape);
        if (!QTest::qWaitFor([&] { return !app.popupOpen(name); }))
            problems.append(name + QStringLiteral(": Escape did not close it"));
    }

    /** The sample campaign in the dark theme, opened at this size and language. */
    static bool openDark(AppWindow &app, QTemporaryDir &folder, QSize size, bool german)
    {
        if (!AppWindow::useGerman(german))
            return false;
        QSettings().setValue(QStringLiteral("look/theme"), QStringLiteral("dark"));
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        return AppWindow::writeSampleCampaign(file) && app.open(size, file) &&
               QTest::qWaitFor([&] { return luminance(app.window()->color()) < 0.05; });
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase()
    {
        QSettings().remove(QStringLiteral("look/theme"));
        AppWindow::useGerman(false);
        AppWindow::cleanupTestCase();
    }
    void init() { AppWindow::warnings().clear(); }

    void everyDialogIsDarkAndReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void everyDialogIsDarkAndReadable()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QTemporaryDir folder;
        AppWindow app;
        QVERIFY2(openDark(app, folder, size, german), "the window did not open dark");

        QStringList problems;
        auto check = [&](const char *popupName, const char *shot) {
            checkDark(app, german, popupName, shot, problems);
        };

        // Every dialog of the menus (the character sheet window stays paper-light by design, docs/table.md).
        struct Entry
        {
            const char *menu, *item, *popup, *shot;
        };
        const QList<Entry> entries{
            {"&File", "&New campaign…", "newCampaignDialog", "dark-new"},
            {"&File", "&Open campaign…", "openCampaignDialog", "dark-open"},
            {"&File", "Import &monsters…", "monsterImportDialog", "dark-monster-import"},
            {"&File", "Save &as…", "saveAsDialog", "dark-save-as"},
            {"E&ncounter", "Monster &library and encounter prep…", "monsterLibraryDialog", "dark-monster-library"},
            {"&Characters", "&Import a hero into the campaign…", "heroImportDialog", "dark-hero-import"},
            {"&Characters", "&Five Torches Deep sheet…", "ftdSheetDialog", "dark-ftd-sheet"},
            {"&Settings", "&Rules modules…", "rulesModulesDialog", "dark-rules-modules"},
            {"&Help", "&Keyboard shortcuts", "shortcutsDialog", "dark-shortcuts"},
            {"&Help", "&About Battlemat", "aboutDialog", "dark-about"},
        };
        for (const Entry &entry : entries) {
            QVERIFY2(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", entry.menu),
                                              shown("MainMenuBar", entry.item)),
                     entry.item);
            check(entry.popup, entry.shot);
        }
        // Edit > Let time pass on the map…: its entry is its own file's (LetTimePassAction.qml).
        QVERIFY(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", "&Edit"),
                                         shown("LetTimePassAction", "Let &time pass on the map…")));
        check("letTimePassDialog", "dark-let-time-pass");

        // Over the monster library: the wolf's Edit… and Portrait > Choose picture….
        app.key(Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(app.popupOpen(QStringLiteral("monsterLibraryDialog")));
        QVERIFY(app.clickShown(QStringLiteral("monsterSearch")));
        app.type(QStringLiteral("wolf"));
        QQuickItem *wolf = nullptr;
        QTRY_VERIFY((wolf = AppWindow::findText(app.item(QStringLiteral("monsterList")), QStringLiteral("Wolf"))) !=
                    nullptr);
        QTest::qWait(50);
        app.click(wolf);
        QVERIFY(app.clickShown(QStringLiteral("monsterEdit")));
        check("monsterEditDialog", "dark-monster-edit");
        QVERIFY(app.clickShown(QStringLiteral("monsterPortrait")));
        QQuickItem *choose = nullptr;
        QTRY_VERIFY((choose = app.itemWithText(shown("MonsterLibraryDialog", "Choose picture…"))) != nullptr);
        QTest::qWait(50);
        app.click(choose);
        check("monsterPortraitDialog", "dark-monster-portrait");
        // A template's lines: the Ghost (after elite and boss in the list) > Change….
        app.item(QStringLiteral("monsterTemplate"))->setProperty("currentIndex", 2);
        QVERIFY(app.clickShown(QStringLiteral("monsterEditTemplate")));
        check("templateEditDialog", "dark-template-edit");
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("monsterLibraryDialog")));

        // The fight's dialogs: Encounter > Simulate from here and End encounter, once initiative is rolled.
        auto *encounter = app.window()->property("encounter").value<QObject *>();
        QVERIFY(encounter);
        app.key(Qt::Key_I, Qt::ControlModifier);
        QTRY_VERIFY(encounter->property("running").toBool());
        for (const Entry &entry :
             QList<Entry>{{"E&ncounter", "&Simulate from here…", "simulationDialog", "dark-simulation"},
                          {"E&ncounter", "&End encounter…", "endEncounterDialog", "dark-end-encounter"}}) {
            QVERIFY2(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", entry.menu),
                                              shown("MainMenuBar", entry.item)),
                     entry.item);
            check(entry.popup, entry.shot);
        }

        // The token menu's dialogs, on the ogre.
        QQuickItem *ogre = nullptr;
        QTRY_VERIFY((ogre = app.item(QStringLiteral("token-ogre"))) != nullptr);
        for (const Entry &entry : QList<Entry>{{"TokenMenu", "Damage…", "hitPointChangeDialog", "dark-damage"},
                                               {"TokenMenu", "Set hit points…", "hitPointsDialog", "dark-set-hp"},
                                               {"TokenMenu", "Add condition…", "conditionDialog", "dark-condition"}}) {
            app.click(ogre, Qt::RightButton);
            QQuickItem *item = nullptr;
            QTRY_VERIFY2((item = app.itemWithText(shown(entry.menu, entry.item))) != nullptr, entry.item);
            QTest::qWait(50);
            app.click(item);
            check(entry.popup, entry.shot);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // The region maps' dialogs: the editor's New map… and Picture…, and the mastery sheets of the region map.
    void theRegionMapDialogsAreDark_data() { everyDialogIsDarkAndReadable_data(); }
    void theRegionMapDialogsAreDark()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QTemporaryDir folder;
        AppWindow app;
        QVERIFY2(openDark(app, folder, size, german), "the window did not open dark");
        QStringList problems;
        app.key(Qt::Key_R, Qt::ControlModifier); // View > Region map
        QTRY_VERIFY(app.item(QStringLiteral("masteryFightBar")) != nullptr);
        QVERIFY(app.clickShown(QStringLiteral("masterySheetsButton")));
        checkDark(app, german, "masterySheetsDialog", "dark-mastery-sheets", problems);
        app.key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier); // View > Region map editor
        QTRY_VERIFY(app.item(QStringLiteral("regionEditorPage")) != nullptr);
        QVERIFY(app.clickShown(QStringLiteral("newRegionMapButton")));
        checkDark(app, german, "newRegionMapDialog", "dark-new-region-map", problems);
        QVERIFY(app.clickShown(QStringLiteral("regionPictureButton")));
        checkDark(app, german, "regionPictureDialog", "dark-region-picture", problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Five Torches Deep's dialogs: the fight's Numbers… and checks, and every dialog of the Expedition panel.
    void theFiveTorchesDialogsAreDark_data() { everyDialogIsDarkAndReadable_data(); }
    void theFiveTorchesDialogsAreDark()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QTemporaryDir folder;
        AppWindow app;
        QVERIFY2(openDark(app, folder, size, german), "the window did not open dark");
        QVERIFY(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", "&Settings"),
                                         shown("MainMenuBar", "&Rules modules…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QVERIFY(app.clickShown(QStringLiteral("ruleset-fiveTorchesDeep")));
        QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QTRY_VERIFY(app.item(QStringLiteral("ftdFightPanel"))->isVisible());

        QStringList problems;
        for (const auto &[button, popup, shot] : QList<std::tuple<const char *, const char *, const char *>>{
                 {"expeditionAddMember", "expeditionMemberDialog", "dark-expedition-member"},
                 {"expeditionMorale", "expeditionMoraleDialog", "dark-expedition-morale"},
                 {"expeditionReturn", "expeditionReturnDialog", "dark-expedition-return"},
                 {"expeditionChase", "expeditionChaseDialog", "dark-expedition-chase"},
                 {"expeditionJourney", "expeditionJourneyDialog", "dark-expedition-journey"},
                 {"expeditionCorruption", "expeditionCorruptionDialog", "dark-expedition-corruption"},
                 {"expeditionTreasure", "expeditionTreasureDialog", "dark-expedition-treasure"},
                 {"expeditionTables", "ftdTablesDialog", "dark-ftd-tables"}}) {
            QVERIFY2(app.clickShown(QString::fromLatin1(button)), button);
            checkDark(app, german, popup, shot, problems);
        }
        QVERIFY(app.clickShown(QStringLiteral("ftdStartFight")));
        QQuickItem *skeleton = nullptr;
        QTRY_VERIFY((skeleton = app.item(QStringLiteral("token-skel1"))) != nullptr);
        app.click(skeleton);
        for (const auto &[entry, popup, shot] : QList<std::tuple<const char *, const char *, const char *>>{
                 {"ftdNumbers", "ftdNumbersDialog", "dark-ftd-numbers"},
                 {"ftdHazard", "ftdCheckDialog", "dark-ftd-check"}}) {
            QVERIFY(app.clickShown(QStringLiteral("ftdMore")));
            QVERIFY2(app.clickShown(QString::fromLatin1(entry)), entry);
            checkDark(app, german, popup, shot, problems);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    /** Every text of the window's panels (not the dialogs) that falls under 4.5:1 in the dark theme. */
    static QStringList unreadablePanels(AppWindow &app, const char *state)
    {
        QStringList found;
        for (const QString &problem : unreadable(app.window()->contentItem(), app.window()->color()))
            found.append(QString::fromLatin1(state) + QStringLiteral(": ") + problem);
        return found;
    }

    // The window's own panels in the dark, in each ruleset's state that shows panels of its own: an Orcus fight
    // with a creature chosen, Five Torches Deep's fight and expedition, the region map's mastery fight, map editing.
    void thePanelsAreReadableInTheDark_data() { everyDialogIsDarkAndReadable_data(); }
    void thePanelsAreReadableInTheDark()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QTemporaryDir folder;
        AppWindow app;
        QVERIFY2(openDark(app, folder, size, german), "the window did not open dark");
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QStringList problems;

        auto *encounter = app.window()->property("encounter").value<QObject *>();
        QVERIFY(encounter);
        app.key(Qt::Key_I, Qt::ControlModifier); // Encounter > Start
        QTRY_VERIFY(encounter->property("running").toBool());
        QQuickItem *ogre = nullptr;
        QTRY_VERIFY((ogre = app.item(QStringLiteral("token-ogre"))) != nullptr);
        app.click(ogre);
        QTest::qWait(200);
        problems += unreadablePanels(app, "orcus fight");
        app.screenshot(QStringLiteral("dark-panels-orcus") + suffix);

        app.key(Qt::Key_E, Qt::ControlModifier); // Edit > Map editing mode
        QTRY_VERIFY(app.item(QStringLiteral("mapEditPanel")) && app.item(QStringLiteral("mapEditPanel"))->isVisible());
        problems += unreadablePanels(app, "map editing");
        app.key(Qt::Key_E, Qt::ControlModifier);

        app.key(Qt::Key_R, Qt::ControlModifier); // View > Region map
        QTRY_VERIFY(app.item(QStringLiteral("masteryFightBar")) != nullptr);
        QTest::qWait(200);
        problems += unreadablePanels(app, "region map");
        app.screenshot(QStringLiteral("dark-panels-region") + suffix);
        app.key(Qt::Key_R, Qt::ControlModifier);

        QVERIFY(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", "&Settings"),
                                         shown("MainMenuBar", "&Rules modules…")));
        QTRY_VERIFY(app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QVERIFY(app.clickShown(QStringLiteral("ruleset-fiveTorchesDeep")));
        QVERIFY(app.clickShown(QStringLiteral("rulesModulesOk")));
        QTRY_VERIFY(!app.popupOpen(QStringLiteral("rulesModulesDialog")));
        QVERIFY(app.clickShown(QStringLiteral("ftdStartFight")));
        QTRY_VERIFY(app.item(QStringLiteral("ftdFighter_skel1")) != nullptr);
        app.click(app.item(QStringLiteral("token-skel1")));
        QTest::qWait(200);
        problems += unreadablePanels(app, "five torches fight");
        app.screenshot(QStringLiteral("dark-panels-ftd") + suffix);

        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Edit map in the dark: the chosen tool shows as chosen. The style darkens a checked button by a tenth only,
    // which on the dark button colour nobody could see; the chosen tool stands apart from the others by 1.5:1 and
    // its words at 4.5:1.
    void theChosenToolShowsInTheDark_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void theChosenToolShowsInTheDark()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QSettings().setValue(QStringLiteral("look/theme"), QStringLiteral("dark"));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app;
        QVERIFY(app.open(size, file));
        app.key(Qt::Key_E, Qt::ControlModifier); // Edit > Map editing mode
        QVERIFY(app.clickShown(QStringLiteral("tool-fog")));
        auto buttonColour = [&app](const char *name) {
            QQuickItem *button = app.item(QString::fromLatin1(name));
            auto *palette = button ? button->property("palette").value<QObject *>() : nullptr;
            return palette ? palette->property("button").value<QColor>() : QColor();
        };
        auto textColour = [&app](const char *name) {
            QQuickItem *button = app.item(QString::fromLatin1(name));
            auto *palette = button ? button->property("palette").value<QObject *>() : nullptr;
            return palette ? palette->property("buttonText").value<QColor>() : QColor();
        };
        QTRY_VERIFY(app.item(QStringLiteral("tool-fog"))->property("checked").toBool());
        const QColor chosen = buttonColour("tool-fog");
        const QColor other = buttonColour("tool-terrain");
        QVERIFY2(contrast(chosen, other) >= 1.5,
                 qPrintable(QStringLiteral("%1 against %2").arg(chosen.name(), other.name())));
        QVERIFY(contrast(textColour("tool-fog"), chosen) >= 4.5);
        // The others keep the dark button colour of the window (not the style's light one).
        QCOMPARE(other, app.window()->property("palette").value<QObject *>()->property("button").value<QColor>());
        QVERIFY(contrast(textColour("tool-terrain"), other) >= 4.5);
        app.screenshot(QStringLiteral("dark-edit-tools") + (german ? QStringLiteral("-de") : QString()));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eDarkDialogs)
#include "tst_e2e_darkdialogs.moc"
