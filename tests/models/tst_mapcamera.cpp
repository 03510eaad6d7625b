#include "mapcamera.h"

#include <QTest>

/** Pan and zoom: the point under the cursor stays put, fit shows the whole map, the map cannot be lost. */
class TestMapCamera : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitCentresTheWholeMap()
    {
        MapCamera camera;
        camera.setViewportSize(QSizeF(1000, 500));
        camera.setContentSize(QSizeF(2400, 1600)); // 50 x 33 squares of 48 px
        // Height limits: 500 / 1600 = 0.3125, with a 3 % margin.
        QCOMPARE(camera.zoom(), 0.3125 * 0.97);
        const QRectF visible = camera.visibleRect();
        QVERIFY(visible.contains(QRectF(0, 0, 2400, 1600)));
        QCOMPARE(camera.panX(), (1000 - 2400 * camera.zoom()) / 2);
    }

    void zoomKeepsThePointUnderTheCursor()
    {
        MapCamera camera;
        camera.setViewportSize(QSizeF(800, 600));
        camera.setContentSize(QSizeF(24000, 24000)); // a 500 x 500 map
        const QPointF before = camera.toContent(200, 150);
        camera.zoomAt(4, 200, 150);
        const QPointF after = camera.toContent(200, 150);
        QVERIFY(qAbs(before.x() - after.x()) < 1e-6);
        QVERIFY(qAbs(before.y() - after.y()) < 1e-6);
    }

    void zoomIsBounded()
    {
        MapCamera camera;
        camera.setViewportSize(QSizeF(800, 600));
        camera.setContentSize(QSizeF(1152, 768));
        camera.zoomBy(1000);
        QCOMPARE(camera.zoom(), camera.maximumZoom());
        camera.zoomBy(0.00001);
        QCOMPARE(camera.zoom(), camera.minimumZoom());
        QVERIFY(camera.minimumZoom() > 0);
    }

    void panningCannotLoseTheMap()
    {
        MapCamera camera;
        camera.setViewportSize(QSizeF(800, 600));
        camera.setContentSize(QSizeF(1152, 768));
        camera.panBy(100000, 100000);
        // At least a quarter of the view stays covered by the map.
        QVERIFY(camera.panX() <= 600);
        QVERIFY(camera.panY() <= 450);
        camera.panBy(-1e6, -1e6);
        QVERIFY(camera.panX() + 1152 * camera.zoom() >= 200);
    }

    void keepVisibleMovesOnlyAsFarAsNeeded()
    {
        MapCamera camera;
        camera.setViewportSize(QSizeF(800, 600));
        camera.setContentSize(QSizeF(24000, 24000));
        camera.zoomBy(1 / camera.zoom()); // 1:1
        camera.centerOn(400, 300);
        const qreal panX = camera.panX();
        camera.keepVisible(QRectF(380, 280, 48, 48), 100); // already in view: nothing moves
        QCOMPARE(camera.panX(), panX);
        camera.keepVisible(QRectF(2000, 300, 48, 48), 100);
        const QRectF visible = camera.visibleRect();
        QCOMPARE(visible.right(), 2048.0 + 100);
    }
};

QTEST_GUILESS_MAIN(TestMapCamera)
#include "tst_mapcamera.moc"
