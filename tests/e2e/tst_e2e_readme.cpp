// The README's pictures, made by the real windows so that they stay current: the game master's table in a fight
// (with the TV preview in its corner), the players' window (fog of war, the initiative strip) and a character
// sheet. Each run writes them to docs/screenshots/ in the source tree (commit them when they change) and checks
// what they must show.
#include "appwindow.h"
#include "encountercontroller.h"
#include "playerscreen.h"
#include "windowdriver.h"

#include <QDir>
#include <QTest>

using namespace WindowDriver;

class TestE2eReadme : public QObject
{
    Q_OBJECT

    static QString docsShot(const QString &name)
    {
        return QStringLiteral(BATTLEMAT_SOURCE_DIR "/docs/screenshots/") + name;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }

    void tableTvAndSheet()
    {
        QVERIFY(AppWindow::useGerman(false));
        AppWindow app(42);
        QVERIFY(app.open(QSize(1366, 768)));
        auto *encounter = app.window()->property("encounter").value<EncounterController *>();
        QVERIFY(encounter);

        // The players' window and a fight on the sample crypt.
        app.key(Qt::Key_P, Qt::ControlModifier);
        auto *tv = app.playersWindow();
        QVERIFY(tv);
        QTRY_VERIFY(tv->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(tv));
        // Started with a fixed seed (Ctrl+I rolls a fresh one) so that the pictures change only when the look does.
        QVERIFY(encounter->start(42));
        QTRY_VERIFY(encounter->running());
        QVERIFY(!app.controller()->playerScreen()->initiative().isEmpty());
        // View > TV preview in a corner.
        QVERIFY(
            chooseMenu(app.window(), shown("MainMenuBar", "&View"), shown("MainMenuBar", "TV pre&view in a corner")));
        QTRY_VERIFY(app.window()->property("tvPreview").toBool());
        // View > Map legend: on the laptop and on the TV.
        QVERIFY(chooseMenu(app.window(), shown("MainMenuBar", "&View"), shown("MainMenuBar", "Map &legend")));
        QTRY_VERIFY(app.item(QStringLiteral("mapLegend"))->isVisible());
        QTRY_VERIFY(AppWindow::find(tv->contentItem(), QStringLiteral("playersLegend"))->isVisible());
        QVERIFY(AppWindow::findText(tv->contentItem(), shown("MapLegend", "Locked door")));
        QQuickItem *preview = nullptr;
        QTRY_VERIFY((preview = app.item(QStringLiteral("tvPreviewMap"))) && preview->isVisible());
        QVERIFY(preview->width() > 200);
        QVERIFY(!AppWindow::find(app.item(QStringLiteral("mapView")), QStringLiteral("floatingNumber"))
                     ->property("opacity")
                     .toReal()); // the numbers becoming known at the start are no healing
        QTest::qWait(400);       // tokens glide and textures come from a worker thread

        QDir().mkpath(QStringLiteral(BATTLEMAT_SOURCE_DIR "/docs/screenshots"));
        QVERIFY(app.window()->grabWindow().save(docsShot(QStringLiteral("table.png"))));
        QVERIFY(tv->grabWindow().save(docsShot(QStringLiteral("tv.png"))));
        app.screenshot(QStringLiteral("readme-table"));
        app.screenshot(QStringLiteral("readme-tv"), tv);

        // Characters > Character sheets: the campaign's first hero.
        QVERIFY(
            chooseMenu(app.window(), shown("MainMenuBar", "&Characters"), shown("MainMenuBar", "Character &sheets…")));
        QQuickWindow *sheet = topLevel(QStringLiteral("characterSheets"));
        QVERIFY(sheet);
        QTRY_VERIFY(sheet->isExposed());
        sheet->resize(1366, 768);
        QVERIFY(waitFor(sheet, QStringLiteral("creature.abilities.strength")));
        QTest::qWait(200);
        QVERIFY(sheet->grabWindow().save(docsShot(QStringLiteral("sheet.png"))));
        app.screenshot(QStringLiteral("readme-sheet"), sheet);
        sheet->close();
        tv->close();
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eReadme)
#include "tst_e2e_readme.moc"
