// End to end: the main window's menu bar lets go once a menu closes by Escape. Qt 6.4's bar kept the title of a menu
// closed with Escape while the pointer rested on it highlighted, and stayed in its open mode: passing over another
// title later opened that menu without a click (MainMenuBar.qml's letGoTimer).
#include "appwindow.h"
#include "windowdriver.h"

#include <QTemporaryDir>

using WindowDriver::shown;

class TestE2eMenus : public QObject
{
    Q_OBJECT

    static QList<QQuickItem *> titles(QQuickItem *root)
    {
        QList<QQuickItem *> found;
        if (root->inherits("QQuickMenuBarItem"))
            found.append(root);
        for (QQuickItem *child : root->childItems())
            found += titles(child);
        return found;
    }
    static QQuickItem *title(AppWindow &app, const QString &text)
    {
        for (QQuickItem *item : titles(app.window()->contentItem()))
            if (item->property("text").toString() == text)
                return item;
        return nullptr;
    }
    static bool menuOpen(QQuickItem *title)
    {
        auto *menu = title->property("menu").value<QObject *>();
        return menu && menu->property("visible").toBool();
    }
    static QStringList highlighted(AppWindow &app)
    {
        QStringList found;
        for (QQuickItem *item : titles(app.window()->contentItem()))
            if (item->property("highlighted").toBool())
                found.append(item->property("text").toString());
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Controls follow the pointer only where the platform says hover effects are wanted; the offscreen platform
        // does not, a desktop does.
        qputenv("QT_QUICK_CONTROLS_HOVER_ENABLED", "1");
        AppWindow::initTestCase();
    }
    void cleanupTestCase()
    {
        AppWindow::useGerman(false);
        AppWindow::cleanupTestCase();
    }
    void init() { AppWindow::warnings().clear(); }

    void escapeLetsGoOfTheMenuBar_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void escapeLetsGoOfTheMenuBar()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app;
        QVERIFY(app.open(size, file));
        QQuickItem *view = title(app, shown("MainMenuBar", "&View"));
        QQuickItem *encounter = title(app, shown("MainMenuBar", "E&ncounter"));
        QVERIFY(view && encounter);

        // View opens on a click and closes on Escape with the pointer still on its title.
        app.click(view);
        QTRY_VERIFY(menuOpen(view));
        app.screenshot(QStringLiteral("menus-open") + (german ? QStringLiteral("-de") : QString()));
        app.key(Qt::Key_Escape);
        QTRY_VERIFY(!menuOpen(view));
        // The pointer leaves the bar: no title stays highlighted.
        QTest::mouseMove(app.window(), QPoint(size.width() / 2, size.height() / 2));
        QTRY_COMPARE(highlighted(app), QStringList());
        // Passing over Encounter highlights it and opens nothing: a menu opens on a click only.
        QTest::mouseMove(app.window(), AppWindow::centreOf(encounter));
        QTRY_COMPARE(highlighted(app), QStringList{encounter->property("text").toString()});
        QTest::qWait(300);
        QVERIFY(!menuOpen(encounter));
        QTest::mouseMove(app.window(), QPoint(size.width() / 2, size.height() / 2));
        QTRY_COMPARE(highlighted(app), QStringList());
        // The keys reach the map again (+ zooms).
        QObject *camera = app.item(QStringLiteral("mapView"))->property("camera").value<QObject *>();
        QVERIFY(camera);
        const qreal before = camera->property("zoom").toReal();
        app.key(Qt::Key_Plus);
        QTRY_VERIFY(camera->property("zoom").toReal() > before);
        app.screenshot(QStringLiteral("menus-closed") + (german ? QStringLiteral("-de") : QString()));
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eMenus)
#include "tst_e2e_menus.moc"
