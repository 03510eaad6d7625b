#include "regionmapmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

/** RegionMapModel under QAbstractItemModelTester: loading, refusing, selecting. */
class TestRegionMapModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void behavesAsAModel()
    {
        RegionMapModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy selected(&model, &RegionMapModel::selectedChanged);
        QVERIFY(model.load(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/cellar-regions.json")));
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.data(model.index(0), RegionMapModel::NameRole).toString(), QStringLiteral("Great hall"));
        QCOMPARE(model.data(model.index(0), RegionMapModel::PolygonRole).toList().size(), 4);
        QCOMPARE(model.data(model.index(0), RegionMapModel::CenterRole).toPointF(), QPointF(50, 50));
        QVERIFY(model.data(model.index(4), RegionMapModel::SwimmingRole).toBool());
        QCOMPARE(model.data(model.index(4), RegionMapModel::RangeRole).toInt(), -1);
        model.setSelected(QStringLiteral("hall"));
        QCOMPARE(model.data(model.index(4), RegionMapModel::RangeRole).toInt(), 3);  // the well, down the ladder
        QCOMPARE(model.data(model.index(5), RegionMapModel::RangeRole).toInt(), -1); // the tower, cut off
        model.setSelected(QStringLiteral("nowhere"));
        QCOMPARE(model.selected(), QString());
        QVERIFY(selected.count() >= 2);

        QVERIFY(!model.load(QStringLiteral(BATTLEMAT_SOURCE_DIR "/tests/cli/data/bad-region-link.json")));
        QVERIFY(model.errorMessage().contains(QStringLiteral("no region 'cellar'")));
        QCOMPARE(model.rowCount(), 6); // the old map stays
        QCOMPARE(model.regionAt(150, 50), QStringLiteral("corridor"));
    }
};

QTEST_MAIN(TestRegionMapModel)
#include "tst_regionmapmodel.moc"
