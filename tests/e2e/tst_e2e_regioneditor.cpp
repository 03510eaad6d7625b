#include "appwindow.h"
#include "encountercontroller.h"
#include "layoutcheck.h"
#include "regionmapeditor.h"

#include "regions/regionmapjson.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"

#include <QFile>
#include <QImage>
#include <QPainter>
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

    /**
     * The toolbar keeps one row in both languages at every size the tests use: each control shown in it on the same
     * line, inside the editor's pane (a Flow once wrapped Link onto a second line at 1366 x 768).
     */
    static void checkToolbarOnOneRow(const AppWindow &app)
    {
        QQuickItem *bar = app.item(QStringLiteral("regionEditorToolbar"));
        QVERIFY(bar);
        QList<QQuickItem *> shown;
        for (QQuickItem *child : bar->childItems()) {
            if (child->isVisible() && child->width() > 0 && child->height() > 0)
                shown.append(child);
        }
        QVERIFY(shown.size() >= 9); // the map chooser, two buttons, a separator and the five tools at least
        const qreal middle = shown.constFirst()->y() + shown.constFirst()->height() / 2;
        for (const QQuickItem *item : std::as_const(shown)) {
            const QString what = item->objectName() + QLatin1Char(' ') + item->property("text").toString();
            QVERIFY2(qAbs(item->y() + item->height() / 2 - middle) < 1, qPrintable(what));
            QVERIFY2(item->x() + item->width() <= bar->width() + 1, qPrintable(what));
        }
        QVERIFY(app.item(QStringLiteral("regionTool-link"))->isVisible());
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
            checkToolbarOnOneRow(app); // the Draw tool, with Close region

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
            // The engine's refusal, in the table's language (MasteryRefusalTexts).
            const QString overlaps = german ? QStringLiteral("Region „die neue Region“ überlappt Region „Region 1“")
                                            : QStringLiteral("region 'the new region' overlaps region 'Region 1'");
            QCOMPARE(editor->draftProblem(), overlaps);
            QTRY_VERIFY(problem->property("text").toString().contains(overlaps));
            app.screenshot(QStringLiteral("region-editor-refused") + suffix);
            if (size.width() == 1366)
                QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
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
            QTRY_VERIFY(app.item(QStringLiteral("linkKindChooser"))->isVisible());
            QTest::qWait(50); // a frame for the layout
            checkToolbarOnOneRow(app);
            app.screenshot(QStringLiteral("region-editor-link-tool") + suffix);
            if (size.width() == 1366)
                QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
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

    void pictureSplitMergeMarksRedoAndBadShapes_data() { drawNameLinkUndoAndReopen_data(); }
    /**
     * The rest of the editor by mouse and keys: a picture file chosen in the Picture… dialog (a broken one refused
     * with the reason), kept in the campaign and shown after reopening without the file; a region drawn and split
     * in two along a line between two corners, the parts marked swimming and climbing, a wall on their border (the
     * range becomes "no way"), undone and redone with Edit > Undo/Redo, the parts merged and the merge undone; a
     * self-crossing outline and an empty name refused with the reason.
     */
    void pictureSplitMergeMarksRedoAndBadShapes()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        const QString suffix = german ? QStringLiteral("-de") : QString();
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("cistern.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        // A plan of the cistern (a picture the game master drew) and a file that only claims to be one.
        const QString plan = folder.filePath(QStringLiteral("cistern-plan.png"));
        QImage picture(760, 480, QImage::Format_RGB32);
        picture.fill(QColor(0xd8, 0xcf, 0xb8));
        {
            QPainter painter(&picture);
            painter.setPen(QPen(QColor(0x4a, 0x6f, 0x8a), 6));
            painter.drawRect(100, 100, 400, 200);
            painter.fillRect(320, 120, 160, 160, QColor(0x7a, 0xa8, 0xc8));
        }
        QVERIFY(picture.save(plan));
        QFile planFile(plan);
        QVERIFY(planFile.open(QIODevice::ReadOnly));
        const QByteArray planBytes = planFile.readAll();
        planFile.close();
        const QString broken = folder.filePath(QStringLiteral("broken.png"));
        QFile brokenFile(broken);
        QVERIFY(brokenFile.open(QIODevice::WriteOnly) && brokenFile.write("not a picture") > 0);
        brokenFile.close();

        {
            AppWindow app(42);
            QVERIFY(app.open(size, file));
            auto *encounter = app.window()->property("encounter").value<EncounterController *>();
            QVERIFY(encounter);
            auto cistern = [encounter] {
                return encounter->session()->table().regionMaps.value(QStringLiteral("cistern"));
            };
            app.key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
            QQuickItem *page = nullptr;
            QTRY_VERIFY((page = app.item(QStringLiteral("regionEditorPage"))) != nullptr);
            auto *editor = page->property("editor").value<RegionMapEditor *>();
            QVERIFY(app.clickShown(QStringLiteral("newRegionMapButton")));
            QTRY_VERIFY(app.popupOpen(QStringLiteral("newRegionMapDialog")));
            app.type(QStringLiteral("Cistern"));
            app.key(Qt::Key_Return);
            QTRY_COMPARE(editor->currentMap(), QStringLiteral("cistern"));

            // Picture…: the broken file is refused with the reason, the plan is taken.
            QVERIFY(app.clickShown(QStringLiteral("regionPictureButton")));
            QTRY_VERIFY(app.popupOpen(QStringLiteral("regionPictureDialog")));
            app.type(broken);
            app.key(Qt::Key_Return);
            QTRY_VERIFY(!app.popupOpen(QStringLiteral("regionPictureDialog")));
            QTRY_VERIFY2(editor->errorMessage().contains(
                             german ? QStringLiteral("broken.png ist kein PNG-, JPEG- oder WebP-Bild")
                                    : QStringLiteral("broken.png is not a PNG, JPEG or WebP picture")),
                         qPrintable(editor->errorMessage()));
            QQuickItem *problem = app.item(QStringLiteral("regionEditorProblem"));
            QTRY_VERIFY(problem->isVisible());
            QVERIFY(cistern().image.isEmpty());
            QVERIFY(app.clickShown(QStringLiteral("regionPictureButton")));
            QTRY_VERIFY(app.popupOpen(QStringLiteral("regionPictureDialog")));
            app.type(plan);
            app.key(Qt::Key_Return);
            QTRY_COMPARE(cistern().image, planBytes);
            QVERIFY2(editor->errorMessage().isEmpty(), qPrintable(editor->errorMessage()));
            QQuickItem *shown = app.item(QStringLiteral("regionEditorPicture"));
            QTRY_COMPARE(shown->property("status").toInt(), 1); // Image.Ready
            QCOMPARE(shown->width(), 760.0);

            // A six-cornered room drawn over the plan, closed on its first corner.
            QQuickItem *canvas = app.item(QStringLiteral("regionEditorCanvas"));
            QVERIFY(app.clickShown(QStringLiteral("regionTool-draw")));
            for (const QPoint corner : {QPoint(100, 100), QPoint(300, 100), QPoint(500, 100), QPoint(500, 300),
                                        QPoint(300, 300), QPoint(100, 300), QPoint(100, 100)})
                clickAt(app, canvas, corner.x(), corner.y());
            QTRY_COMPARE(cistern().regions().size(), 1);

            // A self-crossing outline beside it is drawn red with the reason and cannot be closed.
            for (const QPoint corner : {QPoint(560, 120), QPoint(700, 260), QPoint(700, 120), QPoint(560, 260)})
                clickAt(app, canvas, corner.x(), corner.y());
            QTRY_VERIFY2(editor->draftProblem().contains(german ? QStringLiteral("kreuzt sich selbst: ihre Kanten")
                                                                : QStringLiteral("crosses itself: its edges")),
                         qPrintable(editor->draftProblem()));
            QTRY_VERIFY(problem->isVisible());
            const QString shot = app.screenshot(QStringLiteral("region-editor-picture") + suffix);
            QVERIFY(!shot.isEmpty());
            qInfo("screenshot: %s", qPrintable(shot));
            if (size.width() == 1366)
                QCOMPARE(LayoutCheck::clippedTexts(app.window()), QStringList());
            app.key(Qt::Key_Return);
            QCOMPARE(cistern().regions().size(), 1);
            app.key(Qt::Key_Escape);
            QTRY_COMPARE(editor->draft().size(), 0);

            // Split along the line from the top middle corner to the bottom middle one: two rooms, adjacent.
            QVERIFY(app.clickShown(QStringLiteral("regionTool-split")));
            clickAt(app, canvas, 300, 100);
            clickAt(app, canvas, 300, 300);
            QTRY_COMPARE(cistern().regions().size(), 2);
            const QString left = cistern().regionAt(QPointF(200, 200));
            const QString right = cistern().regionAt(QPointF(400, 200));
            QVERIFY(!left.isEmpty() && !right.isEmpty() && left != right);
            QCOMPARE(cistern().range(left, right), 1);

            // Select the right part: mark it swimming, and the left part climbing.
            QVERIFY(app.clickShown(QStringLiteral("regionTool-select")));
            clickAt(app, canvas, 400, 200);
            QTRY_COMPARE(editor->selected(), right);
            QVERIFY(app.clickShown(QStringLiteral("swimmingBox")));
            QTRY_VERIFY(cistern().region(right)->needsSwimming);
            clickAt(app, canvas, 200, 200);
            QTRY_COMPARE(editor->selected(), left);
            QVERIFY(app.clickShown(QStringLiteral("climbingBox")));
            QTRY_VERIFY(cistern().region(left)->needsClimbing);
            QVERIFY(!cistern().region(left)->needsSwimming);

            // An empty name is refused with the reason; the room keeps its name.
            const QString leftName = cistern().region(left)->name;
            QVERIFY(app.clickShown(QStringLiteral("regionNameField")));
            app.key(Qt::Key_A, Qt::ControlModifier);
            app.key(Qt::Key_Backspace);
            app.key(Qt::Key_Tab);
            QTRY_VERIFY(!editor->errorMessage().isEmpty());
            QCOMPARE(editor->errorMessage(),
                     german ? QStringLiteral("Eine Region braucht einen Namen; sie behält ihren alten.")
                            : QStringLiteral("A region needs a name; it keeps its old one."));
            QCOMPARE(cistern().region(left)->name, leftName);
            QTRY_COMPARE(app.item(QStringLiteral("regionNameField"))->property("text").toString(), leftName);

            // A wall on their border: no way from one to the other any more; the inspector says so.
            QVERIFY(app.clickShown(QStringLiteral("regionTool-link")));
            QVERIFY(app.clickShown(QStringLiteral("linkKindChooser")));
            QQuickItem *wall = nullptr;
            QTRY_VERIFY((wall = app.itemWithText(german ? QStringLiteral("Wand") : QStringLiteral("Wall"))) != nullptr);
            app.click(wall);
            QTest::qWait(50);
            clickAt(app, canvas, 200, 200);
            clickAt(app, canvas, 400, 200);
            QTRY_COMPARE(cistern().links().size(), 1);
            QCOMPARE(cistern().links().constFirst().kind, RegionLinkKind::Wall);
            QVERIFY(!cistern().range(left, right).has_value());
            QVERIFY(app.clickShown(QStringLiteral("regionTool-select")));
            clickAt(app, canvas, 200, 200);
            QTRY_VERIFY(app.item(QStringLiteral("range-") + right) != nullptr);
            const QString noWay = german ? QStringLiteral("kein Weg dorthin") : QStringLiteral("no way there");
            QTRY_COMPARE(app.item(QStringLiteral("range-") + right)->property("text").toString(), noWay);

            // Edit > Undo takes the wall back (range 1 again), Edit > Redo puts it back.
            app.key(Qt::Key_Z, Qt::ControlModifier);
            QTRY_COMPARE(cistern().links().size(), 0);
            QTRY_COMPARE(app.item(QStringLiteral("range-") + right)->property("text").toString(),
                         german ? QStringLiteral("Reichweite 1") : QStringLiteral("range 1"));
            app.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_COMPARE(cistern().links().size(), 1);
            QTRY_COMPARE(app.item(QStringLiteral("range-") + right)->property("text").toString(), noWay);
            const QString splitShot = app.screenshot(QStringLiteral("region-editor-split") + suffix);
            QVERIFY(!splitShot.isEmpty());
            qInfo("screenshot: %s", qPrintable(splitShot));

            // Merge the two parts: one room again, swimming and climbing both, the wall between them gone.
            QVERIFY(app.clickShown(QStringLiteral("regionTool-merge")));
            clickAt(app, canvas, 200, 200);
            clickAt(app, canvas, 400, 200);
            QTRY_COMPARE(cistern().regions().size(), 1);
            QVERIFY(cistern().regions().constFirst().needsSwimming);
            QVERIFY(cistern().regions().constFirst().needsClimbing);
            QCOMPARE(cistern().links().size(), 0);
            app.key(Qt::Key_Z, Qt::ControlModifier);
            QTRY_COMPARE(cistern().regions().size(), 2);
            QCOMPARE(cistern().links().size(), 1);
            QCOMPARE(AppWindow::warnings(), QStringList());
        }
        // Opened again without the picture file: the campaign has its bytes, and the editor shows them.
        QVERIFY(QFile::remove(plan));
        {
            AppWindow reopened(43);
            QVERIFY(reopened.open(size, file));
            auto *encounter = reopened.window()->property("encounter").value<EncounterController *>();
            QCOMPARE(encounter->session()->table().regionMaps.value(QStringLiteral("cistern")).image, planBytes);
            reopened.key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
            QQuickItem *page = nullptr;
            QTRY_VERIFY((page = reopened.item(QStringLiteral("regionEditorPage"))) != nullptr);
            QVERIFY(reopened.clickShown(QStringLiteral("regionMapChooser")));
            QQuickItem *choice = nullptr;
            QTRY_VERIFY((choice = reopened.itemWithText(QStringLiteral("Cistern"))) != nullptr);
            reopened.click(choice);
            auto *editor = page->property("editor").value<RegionMapEditor *>();
            QTRY_COMPARE(editor->currentMap(), QStringLiteral("cistern"));
            QTRY_COMPARE(reopened.item(QStringLiteral("regionEditorPicture"))->property("status").toInt(), 1);
            QCOMPARE(editor->regions().size(), 2);
            QCOMPARE(AppWindow::warnings(), QStringList());
        }
    }
};

QTEST_MAIN(TestE2eRegionEditor)
#include "tst_e2e_regioneditor.moc"
