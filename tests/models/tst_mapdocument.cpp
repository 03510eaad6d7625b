#include "campaigncontroller.h"
#include "mapdocument.h"
#include "tokenmodel.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

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
        QCOMPARE(tokens->rowCount(), 14);                       // the sample's 12 and the two ghouls
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

    // The campaign keeps a background's bytes with the map; the table shows them and keeps them in step with edits.
    void backgroundPicturesTravelWithTheMap()
    {
        QStandardPaths::setTestModeEnabled(true);
        QImage picture(40, 30, QImage::Format_RGB32);
        picture.fill(Qt::darkGreen);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(picture.save(&buffer, "PNG"));

        // A map from the campaign file (or a UVTT import) with a stored picture: the view gets a file with its bytes.
        battlemat::BattleMap map;
        map.grid = battlemat::GridMap(4, 3);
        map.background.image = png;
        map.background.mediaType = QStringLiteral("image/png");
        map.background.pixelsPerSquare = 10;
        map.background.offsetX = 2;
        MapDocument document;
        document.setMap(map);
        QVERIFY(document.backgroundSource().isLocalFile());
        QFile shown(document.backgroundSource().toLocalFile());
        QVERIFY(shown.open(QIODevice::ReadOnly));
        QCOMPARE(shown.readAll(), png);
        QCOMPARE(document.backgroundPixelsPerSquare(), 10.0);
        QCOMPARE(document.backgroundOffsetX(), 2.0);

        // A picture chosen from a file: its bytes go into the map the campaign commits; undo brings the old ones back.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("crypt.png"));
        QImage other(20, 20, QImage::Format_RGB32);
        other.fill(Qt::gray);
        QVERIFY(other.save(file));
        QFile chosen(file);
        QVERIFY(chosen.open(QIODevice::ReadOnly));
        const QByteArray chosenBytes = chosen.readAll();
        QSignalSpy edited(&document, &MapDocument::edited);
        QVERIFY2(document.setBackground(QUrl::fromLocalFile(file), 50, 3, 4), qPrintable(document.lastError()));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(document.map().background.image, chosenBytes);
        QCOMPARE(document.map().background.pixelsPerSquare, 50.0);
        QCOMPARE(document.map().background.offsetY, 4.0);
        QVERIFY(document.undo());
        QCOMPARE(document.map().background.image, png);

        // Not a picture: refused with the reason, and the stored picture stays.
        const QString text = dir.filePath(QStringLiteral("notes.png"));
        QFile notes(text);
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("just some notes");
        notes.close();
        QVERIFY(!document.setBackground(QUrl::fromLocalFile(text), 50, 0, 0));
        QVERIFY2(document.lastError().contains(QStringLiteral("not a PNG, JPEG or WebP picture")),
                 qPrintable(document.lastError()));
        QCOMPARE(document.map().background.image, png); // the stored picture was not replaced by a broken one

        // A FIFO, a device or a folder chosen as the picture is refused before anything opens it (issue 23).
        const QString fifo = dir.filePath(QStringLiteral("pipe.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QSignalSpy refusedEdits(&document, &MapDocument::edited);
        QVERIFY(!document.setBackground(QUrl::fromLocalFile(fifo), 50, 0, 0));
        QCOMPARE(document.lastError(),
                 QStringLiteral("The picture was not set: %1: is a FIFO (named pipe), not a regular file").arg(fifo));
        QVERIFY(!document.setBackground(QUrl::fromLocalFile(QStringLiteral("/dev/zero")), 50, 0, 0));
        QVERIFY(document.lastError().contains(QStringLiteral("/dev/zero: is a character device")));
        QVERIFY(!document.setBackground(QUrl::fromLocalFile(dir.path()), 50, 0, 0));
        QVERIFY(document.lastError().contains(QStringLiteral("is a folder")));
        QCOMPARE(refusedEdits.count(), 0);
        QCOMPARE(document.map().background.image, png);
    }
};

QTEST_MAIN(TestMapDocument)
#include "tst_mapdocument.moc"
