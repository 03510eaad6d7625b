// End to end: the window's menus and its keyboard shortcuts, as a game master meets them: every menu shows its
// shortcuts and cuts no item, every choice closes its menu, and Help > Keyboard shortcuts lists every shortcut.
#include "appwindow.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "windowdriver.h"

#include <functional>

class TestE2eMenuShortcuts : public QObject
{
    Q_OBJECT

    static EncounterController *encounterOf(const AppWindow &app)
    {
        return app.window()->property("encounter").value<EncounterController *>();
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    // The menus show their shortcuts, cut no item, and close after a choice.
    void menusShowShortcutsAndClose()
    {
        AppWindow app;
        QVERIFY(app.open({1366, 768}));
        const auto menuBarItem = [&](const QString &text) -> QQuickItem * {
            QQuickItem *found = nullptr;
            const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
                if (item->inherits("QQuickMenuBarItem") && item->property("text").toString() == text)
                    found = item;
                for (QQuickItem *child : item->childItems())
                    walk(child);
            };
            walk(app.window()->contentItem());
            return found;
        };
        const auto shownShortcuts = [&] {
            QStringList texts;
            const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
                if (item->objectName() == QLatin1String("shortcutLabel") && LayoutCheck::shown(item))
                    texts.append(item->property("text").toString());
                for (QQuickItem *child : item->childItems())
                    walk(child);
            };
            walk(app.window()->contentItem());
            return texts;
        };
        for (const QString &title :
             {QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&View"), QStringLiteral("E&ncounter"),
              QStringLiteral("&Characters"), QStringLiteral("&Help")}) {
            QQuickItem *menu = menuBarItem(title);
            QVERIFY2(menu, qPrintable(title));
            app.click(menu);
            QTest::qWait(100);
            const QStringList clipped = LayoutCheck::clippedTexts(app.window());
            QVERIFY2(clipped.isEmpty(), qPrintable(title + QLatin1Char('\n') + clipped.join(QLatin1Char('\n'))));
            if (title == QLatin1String("&File"))
                QVERIFY2(shownShortcuts().contains(QStringLiteral("Ctrl+O")), qPrintable(shownShortcuts().join(' ')));
            if (title == QLatin1String("&View"))
                QVERIFY(shownShortcuts().contains(QStringLiteral("Ctrl+M")));
            app.key(Qt::Key_Escape);
            QTest::qWait(50);
        }
        // A choice closes the menu: View > Fit map to window.
        app.click(menuBarItem(QStringLiteral("&View")));
        QTRY_VERIFY(shownShortcuts().contains(QStringLiteral("Ctrl+0")));
        QQuickItem *fit = nullptr;
        const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
            if (item->inherits("QQuickMenuItem") && item->property("text").toString().contains(QStringLiteral("Fit")))
                fit = item;
            for (QQuickItem *child : item->childItems())
                walk(child);
        };
        walk(app.window()->contentItem());
        QVERIFY(fit);
        app.click(fit);
        QTRY_VERIFY(shownShortcuts().isEmpty());
        app.screenshot(QStringLiteral("table-after-menu"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Every entry of every menu (submenus' entries too) closes the whole menu when chosen, as a person expects of
    // a desktop menu. Each choice's own window or dialog is put away before the next; Quit is not chosen (it
    // would end the test), Close campaign is chosen and the campaign reopened.
    void everyMenuClosesAfterEveryChoice()
    {
        AppWindow app;
        QVERIFY(app.open({1366, 768}));
        QQuickWindow *window = app.window();
        const QString file = app.controller()->fileName();
        // Sefra off the map, so that Characters > Put a hero on the map has an entry to choose.
        QVERIFY(app.controller()->map()->removeCreature(QStringLiteral("sefra")));
        QObject *menuBar = window->property("menuBar").value<QObject *>();
        QVERIFY(menuBar);
        const auto menusOf = [](QObject *parent) {
            QList<QObject *> menus;
            for (QObject *child : parent->children())
                if (child->inherits("QQuickMenu"))
                    menus.append(child);
            return menus;
        };
        const auto itemsOf = [](QObject *menu) {
            QList<QQuickItem *> items;
            const int count = menu->property("count").toInt();
            for (int i = 0; i < count; ++i) {
                QQuickItem *item = nullptr;
                QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, item), Q_ARG(int, i));
                if (item && item->inherits("QQuickMenuItem"))
                    items.append(item);
            }
            return items;
        };
        const auto anyMenuOpen = [&] {
            for (QObject *menu : window->findChildren<QObject *>()) {
                if (menu->inherits("QQuickMenu") && menu->property("visible").toBool())
                    return true;
            }
            return false;
        };
        const auto barItemOf = [&](QObject *menu) -> QQuickItem * {
            QQuickItem *found = nullptr;
            const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
                if (item->inherits("QQuickMenuBarItem") && item->property("menu").value<QObject *>() == menu)
                    found = item;
                for (QQuickItem *child : item->childItems())
                    walk(child);
            };
            walk(window->contentItem());
            return found;
        };
        const auto openMenu = [&](QObject *menu) {
            QTRY_VERIFY(!anyMenuOpen());
            app.click(barItemOf(menu));
            QTRY_VERIFY(menu->property("opened").toBool());
        };
        const auto openPopups = [&] {
            QList<QObject *> open;
            for (QObject *popup : window->findChildren<QObject *>())
                if (popup->inherits("QQuickPopup") && popup->property("visible").toBool())
                    open.append(popup);
            return open;
        };
        // Whatever the choice opened goes away: a dialog by Escape once it has opened, the region map, the other
        // windows, a closed campaign reopened.
        const auto putAway = [&] {
            QTest::qWait(100);
            for (QObject *popup : openPopups()) {
                QTRY_VERIFY(popup->property("opened").toBool());
                app.key(Qt::Key_Escape);
                QTRY_VERIFY2(!popup->property("visible").toBool(), popup->metaObject()->className());
            }
            window->setProperty("regionMode", false);
            window->setProperty("editing", false);
            if (QWindow *players = window->property("playerWindow").value<QWindow *>())
                players->hide();
            if (QWindow *sheets = WindowDriver::topLevel(QStringLiteral("characterSheets")))
                sheets->hide();
            window->requestActivate();
            if (!app.controller()->isOpen())
                QVERIFY(app.controller()->openCampaign(file));
        };

        QStringList chosen;
        for (QObject *menu : menusOf(menuBar)) {
            const QString title = menu->property("title").toString();
            for (QQuickItem *item : itemsOf(menu)) {
                const QString text = item->property("text").toString();
                if (text == QLatin1String("&Quit") || !item->isEnabled())
                    continue;
                auto *subMenu = item->property("subMenu").value<QObject *>();
                if (!subMenu) {
                    openMenu(menu);
                    QTRY_VERIFY(item->isVisible());
                    app.click(item);
                    QTRY_VERIFY2(!anyMenuOpen(), qPrintable(title + QStringLiteral(" > ") + text + " stays open"));
                    chosen.append(title + QStringLiteral(" > ") + text);
                    putAway();
                    continue;
                }
                for (QQuickItem *entry : itemsOf(subMenu)) {
                    if (!entry->isEnabled())
                        continue;
                    const QString path = title + QStringLiteral(" > ") + text + QStringLiteral(" > ") +
                                         entry->property("text").toString();
                    openMenu(menu);
                    QTRY_VERIFY(item->isVisible());
                    app.click(item);
                    QTRY_VERIFY2(subMenu->property("opened").toBool(), qPrintable(path));
                    QTRY_VERIFY(entry->isVisible());
                    QTest::qWait(50);
                    app.click(entry);
                    QTRY_VERIFY2(!anyMenuOpen(), qPrintable(path + " stays open"));
                    chosen.append(path);
                    putAway();
                }
            }
            // The fight the Encounter menu started ends, so that heroes may be put on the map again.
            if (encounterOf(app)->running())
                QVERIFY(encounterOf(app)->endEncounter());
        }
        // The choices the sample offers: at least these were made and each closed its menu.
        for (const QString &expected :
             {QStringLiteral("&File > &Open campaign…"), QStringLiteral("&File > &Close campaign"),
              QStringLiteral("&View > &Fit map to window"), QStringLiteral("&View > &Players' window"),
              QStringLiteral("E&ncounter > &Start encounter (roll initiative)"),
              QStringLiteral("&Characters > &Open a hero of the campaign > Brannoc Vell (level 5)"),
              QStringLiteral("&Characters > &Put a hero on the map > Sefra Dunmoor"),
              QStringLiteral("&Help > &About Battlemat")})
            QVERIFY2(chosen.contains(expected), qPrintable(expected + QStringLiteral(" not chosen; chosen: ") +
                                                           chosen.join(QStringLiteral("; "))));
        QVERIFY2(chosen.size() >= 25, qPrintable(chosen.join(QStringLiteral("; "))));
        app.screenshot(QStringLiteral("table-after-every-menu"));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }

    // Help > Keyboard shortcuts (F1) lists every shortcut of every menu, with the keys as the menus show them.
    void shortcutsHelpListsEveryShortcut()
    {
        AppWindow app;
        QVERIFY(app.open());
        QObject *menuBar = app.window()->property("menuBar").value<QObject *>();
        QVERIFY(menuBar);
        QStringList shortcuts;
        const std::function<void(QObject *)> walk = [&](QObject *menu) {
            for (QObject *child : menu->children()) {
                const QVariant shortcut = child->property("shortcut");
                if (child->inherits("QQuickAction") && shortcut.isValid() && !shortcut.toString().isEmpty())
                    shortcuts.append(shortcut.toString());
                walk(child);
            }
        };
        walk(menuBar);
        QVERIFY(shortcuts.size() >= 18);
        app.key(Qt::Key_F1);
        QQuickItem *list = nullptr;
        QTRY_VERIFY((list = app.item(QStringLiteral("shortcutList"))) && list->isVisible());
        const QVariantList entries = list->property("model").toList();
        QStringList listed;
        for (const QVariant &entry : entries)
            listed.append(entry.toMap().value(QStringLiteral("keys")).toString());
        for (const QString &shortcut : shortcuts)
            QVERIFY2(listed.contains(shortcut), qPrintable(shortcut + QStringLiteral(" is not listed")));
        QVERIFY(listed.contains(QStringLiteral("Ctrl+click")));
        app.screenshot(QStringLiteral("table-shortcuts"));
        app.key(Qt::Key_Escape);
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMenuShortcuts)
#include "tst_e2e_menushortcuts.moc"
