#include "appwindow.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "regionmapeditor.h"

#include "regions/regionmapjson.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"

#include <QTemporaryDir>

using namespace battlemat;

/**
 * View > Region map editor in the real window on the sample campaign: the game master makes a new region map, draws
 * two rooms by clicking their corners, sees a third that overlaps refused in red with the reason, drags a corner,
 * names a room, puts a door on the shared border (the ranges follow), takes the door back with Edit > Undo, and
 * finds the map as left when the campaign is opened again. The sample's barrow is there as a stored region map.
 */
class TestE2eRegionEditor : public QObject
{
    Q_OBJECT

    static QPoint at(const QQuickItem *canvas, qreal x, qreal y) { return canvas->mapToScene(QPointF(x, y)).toPoint(); }

    static void clickAt(AppWindow &app, const QQuickItem *canvas, qreal x, qreal y)
    {
        QTest::mouseClick(app.window(), Qt::LeftButton, Qt::NoModifier, at(canvas, x, y));
        QTest::qWait(20);
    }

    static void drawSquare(AppWindow &app, const QQuickItem *canvas, QRect square)
    {
        clickAt(app, canvas, square.left(), square.top());
        clickAt(app, canvas, square.left() + square.width(), square.top());
        clickAt(app, canvas, square.left() + square.width(), square.top() + square.height());
        clickAt(app, canvas, square.left(), square.top() + square.height());
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase() { AppWindow::cleanupTestCase(); }
    void init() { AppWindow::warnings().clear(); }

    void drawNameLinkUndoAndReopen_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void drawNameLinkUndoAndReopen()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        {
            AppWindow app(42);
            QVERIFY(app.open(size, file));
            auto *encounter = app.window()->property("encounter").value<EncounterController *>();
            QVERIFY(encounter);
            app.key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier); // View > Region map editor
            QQuickItem *page = nullptr;
            QTRY_VERIFY((page = app.item(QStringLiteral("regionEditorPage"))) != nullptr);
            auto *editor = page->property("editor").value<RegionMapEditor *>();
            QVERIFY(editor);
            // The sample campaign's barrow is stored in it, and opens first.
            QCOMPARE(editor->currentMap(), QStringLiteral("barrow"));
            QCOMPARE(editor->regions().size(), 5);

            QVERIFY(app.clickShown(QStringLiteral("newRegionMapButton")));
            QTRY_VERIFY(app.popupOpen(QStringLiteral("newRegionMapDialog")));
            app.type(QStringLiteral("Temple"));
            app.key(Qt::Key_Return);
            QTRY_VERIFY(!app.popupOpen(QStringLiteral("newRegionMapDialog")));
            QCOMPARE(editor->currentMap(), QStringLiteral("temple"));

            // Two rooms side by side, each closed by a click on its first corner.
            QQuickItem *canvas = app.item(QStringLiteral("regionEditorCanvas"));
            QVERIFY(canvas);
            drawSquare(app, canvas, QRect(100, 100, 200, 200));
            clickAt(app, canvas, 100, 100);
            QTRY_COMPARE(editor->regions().size(), 1);
            drawSquare(app, canvas, QRect(300, 100, 200, 200));
            clickAt(app, canvas, 300, 100);
            QTRY_COMPARE(editor->regions().size(), 2);
            // A third over both is shown with the reason and cannot be closed.
            drawSquare(app, canvas, QRect(250, 150, 100, 100));
            QQuickItem *problem = app.item(QStringLiteral("regionEditorProblem"));
            QTRY_VERIFY(problem->isVisible());
            QVERIFY2(editor->draftProblem().contains(QStringLiteral("overlaps region 'Region 1'")),
                     qPrintable(editor->draftProblem()));
            app.screenshot(QStringLiteral("region-editor-refused") + suffix);
            app.key(Qt::Key_Return);
            QCOMPARE(editor->regions().size(), 2);
            app.key(Qt::Key_Escape);
            QTRY_COMPARE(editor->draft().size(), 0);

            // Select: drag the first room's lower left corner out, then name the room.
            QVERIFY(app.clickShown(QStringLiteral("regionTool-select")));
            QTest::qWait(50); // the hint changed: a frame for the layout
            app.drag(at(canvas, 100, 300), at(canvas, 80, 320));
            QTRY_COMPARE(encounter->session()
                             ->table()
                             .regionMaps.value(QStringLiteral("temple"))
                             .region(QStringLiteral("r1"))
                             ->polygon.at(3),
                         QPointF(80, 320));
            clickAt(app, canvas, 200, 200);
            QTRY_COMPARE(editor->selected(), QStringLiteral("r1"));
            QVERIFY(app.clickShown(QStringLiteral("regionNameField")));
            app.key(Qt::Key_A, Qt::ControlModifier);
            app.type(QStringLiteral("Nave"));
            app.key(Qt::Key_Tab);
            QTRY_COMPARE(editor->selectedRegion().value(QStringLiteral("name")).toString(), QStringLiteral("Nave"));

            // A door on the shared border of the two rooms.
            QVERIFY(app.clickShown(QStringLiteral("regionTool-link")));
            clickAt(app, canvas, 200, 200);
            clickAt(app, canvas, 400, 200);
            QTRY_COMPARE(editor->links().size(), 1);
            QCOMPARE(editor->links().constFirst().toMap().value(QStringLiteral("kind")).toString(),
                     QStringLiteral("door"));
            QVERIFY(app.clickShown(QStringLiteral("regionTool-select")));
            clickAt(app, canvas, 200, 200);
            QTRY_VERIFY(app.item(QStringLiteral("range-r2")) != nullptr);
            QCOMPARE(app.item(QStringLiteral("range-r2"))->property("text").toString(),
                     german ? QStringLiteral("Reichweite 1") : QStringLiteral("range 1"));
            const QString shot = app.screenshot(QStringLiteral("region-editor") + suffix);
            QVERIFY(!shot.isEmpty());
            if (size.width() == 1366)
                QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());

            // Edit > Undo takes the door back, in the file too.
            app.key(Qt::Key_Z, Qt::ControlModifier);
            QTRY_COMPARE(editor->links().size(), 0);
            auto stored = app.controller()->store()->entity(EntityKind::RegionMap, QStringLiteral("temple"));
            QVERIFY(stored);
            QVERIFY(!stored->contains(QStringLiteral("links")));
            QCOMPARE(AppWindow::warnings(), QStringList());
        }
        {
            AppWindow reopened(43);
            QVERIFY(reopened.open(size, file));
            auto *encounter = reopened.window()->property("encounter").value<EncounterController *>();
            const RegionMap temple = encounter->session()->table().regionMaps.value(QStringLiteral("temple"));
            QCOMPARE(temple.regions().size(), 2);
            QCOMPARE(temple.region(QStringLiteral("r1"))->name, QStringLiteral("Nave"));
            QCOMPARE(temple.region(QStringLiteral("r1"))->polygon.at(3), QPointF(80, 320));
            QCOMPARE(temple.links().size(), 0);
            QCOMPARE(temple.range(QStringLiteral("r1"), QStringLiteral("r2")), 1);
            QCOMPARE(AppWindow::warnings(), QStringList());
        }
    }
};

QTEST_MAIN(TestE2eRegionEditor)
#include "tst_e2e_regioneditor.moc"
