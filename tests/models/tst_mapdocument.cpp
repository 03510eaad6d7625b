#include "campaigncontroller.h"
#include "mapdocument.h"
#include "tokenmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

/** Map edits from QML arguments: refused ones say why and change nothing; each kind announces only its part. */
class TestMapDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsAnnounceTheirPart()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        MapDocument *doc = controller.map();
        QAbstractItemModelTester tester(controller.tokens(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy terrain(doc, &MapDocument::terrainChanged);
        QSignalSpy creatures(doc, &MapDocument::creaturesReset);
        QSignalSpy creature(doc, &MapDocument::creatureChanged);

        QVERIFY(doc->paintTerrain({QPoint(1, 1), QPoint(2, 1)}, int(battlemat::Terrain::Difficult)));
        QCOMPARE(doc->terrainNameAt(2, 1), QStringLiteral("difficult"));
        QCOMPARE(terrain.size(), 1);
        QCOMPARE(creatures.size(), 0);

        QVERIFY(doc->setEdges(
            {QVariantMap{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 1}, {QStringLiteral("side"), 1}}},
            int(battlemat::EdgeFeature::LockedDoor)));
        QCOMPARE(doc->map().grid.edge({2, 1}, battlemat::Side::West), battlemat::EdgeFeature::LockedDoor);

        QVERIFY(doc->placeCreature(QStringLiteral("Ghoul"), QStringLiteral("monsters"), 1, 6, 3, 12, 30));
        QVERIFY(doc->placeCreature(QStringLiteral("Ghoul"), QStringLiteral("monsters"), 1, 7, 3, 30, 30));
        QCOMPARE(creatures.size(), 2);
        TokenModel *tokens = controller.tokens();
        QCOMPARE(tokens->rowCount(), 11);
        QVERIFY(tokens->rowOf(QStringLiteral("ghoul-2")) >= 0); // ids stay unique
        QCOMPARE(tokens->data(tokens->index(tokens->rowOf(QStringLiteral("ghoul"))), TokenModel::HealthRole),
                 QVariant(QStringLiteral("staggered")));

        QVERIFY(doc->setHitPoints(QStringLiteral("ghoul"), -15, 30));
        QCOMPARE(creature.size(), 1);
        QCOMPARE(tokens->data(tokens->index(tokens->rowOf(QStringLiteral("ghoul"))), TokenModel::HealthRole),
                 QVariant(QStringLiteral("dead")));
        QCOMPARE(terrain.size(), 2);
    }

    void refusedEditsSayWhyAndChangeNothing()
    {
        CampaignController controller;
        QVERIFY(controller.openCampaign(CampaignController::sampleCampaignFile()));
        MapDocument *doc = controller.map();
        QSignalSpy changed(doc, &MapDocument::changed);

        QVERIFY(!doc->paintTerrain({QPoint(1, 1)}, 99));
        QVERIFY(doc->lastError().contains(QStringLiteral("99")));
        QVERIFY(!doc->placeCreature(QStringLiteral("  "), QStringLiteral("monsters"), 1, 5, 5, 1, 1));
        QVERIFY(!doc->placeCreature(QStringLiteral("Giant"), QStringLiteral("monsters"), 5, 5, 5, 1, 1));
        QVERIFY(!doc->placeCreature(QStringLiteral("Rat"), QStringLiteral("monsters"), 1, 0, 0, 1, 1)); // wall
        QVERIFY2(doc->lastError().contains(QStringLiteral("blocking")), qPrintable(doc->lastError()));
        QVERIFY(!doc->moveCreature(QStringLiteral("ogre"), 100, 100));
        QVERIFY2(doc->lastError().contains(QStringLiteral("off the 24 x 16 map")), qPrintable(doc->lastError()));
        QVERIFY(!doc->setEdges(
            {QVariantMap{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 1}, {QStringLiteral("side"), 7}}}, 1));
        QVERIFY(!doc->setBackground(QUrl::fromLocalFile(QStringLiteral("/tmp/x.png")), 0, 0, 0));
        QCOMPARE(changed.size(), 0);
        QVERIFY(!doc->canUndo());

        QVERIFY(doc->moveCreature(QStringLiteral("ogre"), 9, 9));
        QVERIFY(doc->lastError().isEmpty());
        QVERIFY(doc->canUndo());
        QCOMPARE(doc->undoText(), QStringLiteral("map.moveCreature"));
        QVERIFY(doc->undo());
        QVERIFY(doc->canRedo());
        QVERIFY(!doc->undo());
    }
};

QTEST_MAIN(TestMapDocument)
#include "tst_mapdocument.moc"
