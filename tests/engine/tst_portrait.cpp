// Token portraits (docs/file-formats.md, "Portraits"): what the engine takes as a portrait (a PNG of at most
// 256 x 256, base64), and the session's map edit that sets one: undoable, stored in the campaign, there after
// reopening, refused with the reason when it is no portrait.
#include "grid/battlemapjson.h"
#include "grid/portrait.h"
#include "mapedit/mapeditjson.h"

#include "tablesessionfixture.h"

#include <QtTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

// A 1 x 1 PNG, as any picture program writes it.
const QString onePixel =
    QStringLiteral("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==");

// A PNG header claiming the given size (the engine reads no more than the header).
QString pngOfSize(quint32 width, quint32 height)
{
    QByteArray bytes("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR", 16);
    for (const quint32 v : {width, height}) {
        bytes.append(char(v >> 24)).append(char(v >> 16)).append(char(v >> 8)).append(char(v));
    }
    bytes.append(QByteArray(17, '\0'));
    return QString::fromLatin1(bytes.toBase64());
}

QJsonObject portraitStep(const QString &creature, const QString &portrait)
{
    return {{QStringLiteral("type"), QStringLiteral("map.setPortrait")},
            {QStringLiteral("creature"), creature},
            {QStringLiteral("portrait"), portrait}};
}

QString portraitOf(const BattleMap &map, const QString &id)
{
    for (const MapCreature &creature : map.creatures) {
        if (creature.id == id)
            return creature.portrait;
    }
    return QStringLiteral("(no such creature)");
}

} // namespace

class TstPortrait : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void whatIsAPortrait_data()
    {
        QTest::addColumn<QString>("base64");
        QTest::addColumn<QString>("problem"); // empty: a portrait
        QTest::newRow("none") << QString() << QString();
        QTest::newRow("1 x 1 PNG") << onePixel << QString();
        QTest::newRow("256 x 256") << pngOfSize(256, 256) << QString();
        QTest::newRow("257 wide") << pngOfSize(257, 10)
                                  << QStringLiteral("is 257 x 10 pixels; a portrait is at most 256 x 256");
        QTest::newRow("map-sized") << pngOfSize(4000, 3000) << QStringLiteral("is 4000 x 3000 pixels");
        QTest::newRow("JPEG") << QString::fromLatin1(QByteArray("\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01"
                                                                "\x00\x01\x00\x00\xff\xdb\x00\x43\x00\x08",
                                                                28)
                                                         .toBase64())
                              << QStringLiteral("is not a PNG picture");
        QTest::newRow("not base64") << QStringLiteral("not a picture!") << QStringLiteral("is not base64");
        QTest::newRow("too many bytes") << QString::fromLatin1((QByteArray::fromBase64(pngOfSize(10, 10).toLatin1()) +
                                                                QByteArray(Portrait::maxBytes, 'x'))
                                                                   .toBase64())
                                        << QStringLiteral("KB; a portrait is at most 300 KB");
    }
    void whatIsAPortrait()
    {
        QFETCH(QString, base64);
        QFETCH(QString, problem);
        const Status checked = Portrait::check(base64);
        if (problem.isEmpty()) {
            QVERIFY2(checked.ok(), qPrintable(checked.errorMessage()));
        } else {
            QVERIFY(!checked.ok());
            QVERIFY2(checked.errorMessage().contains(problem), qPrintable(checked.errorMessage()));
        }
    }

    // A creature's portrait is in the map file and reads back; a bad one is named by its field.
    void mapFilesKeepPortraits()
    {
        BattleMap map;
        map.grid = GridMap(4, 4);
        MapCreature hero;
        hero.id = QStringLiteral("aldric");
        hero.side = QStringLiteral("heroes");
        hero.portrait = onePixel;
        map.creatures.append(hero);
        const QJsonObject json = battleMapToJson(map);
        auto read = battleMapFromJson(json, JsonContext(QStringLiteral("crypt.json")));
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QCOMPARE(read->creatures.at(0).portrait, onePixel);

        QJsonObject bad = json;
        QJsonArray creatures = bad.value(QStringLiteral("creatures")).toArray();
        QJsonObject creature = creatures.at(0).toObject();
        creature.insert(QStringLiteral("portrait"), pngOfSize(1024, 1024));
        creatures[0] = creature;
        bad.insert(QStringLiteral("creatures"), creatures);
        auto refused = battleMapFromJson(bad, JsonContext(QStringLiteral("crypt.json")));
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("creatures[0].portrait")) &&
                     refused.errorMessage().contains(QStringLiteral("1024 x 1024")),
                 qPrintable(refused.errorMessage()));
    }

    // Setting a portrait is a session step: undone, redone, and in the campaign file when it is opened again.
    void aPortraitIsAnUndoableStoredStep()
    {
        Table table;
        QVERIFY(table.open());
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            auto step = session.parseStep(portraitStep(QStringLiteral("aldric"), onePixel),
                                          JsonContext(QStringLiteral("steps.json"), QStringLiteral("steps[0]")));
            QVERIFY2(step, qPrintable(step.errorMessage()));
            const CommandOutcome outcome = session.apply(std::get<std::shared_ptr<const TableCommand>>(*step));
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            QCOMPARE(portraitOf(session.table().scene.map, QStringLiteral("aldric")), onePixel);
            QCOMPARE(portraitOf(table.store->map(table.mapId).value(), QStringLiteral("aldric")), onePixel);
            QVERIFY(session.undo().ok);
            QCOMPARE(portraitOf(session.table().scene.map, QStringLiteral("aldric")), QString());
            QCOMPARE(portraitOf(table.store->map(table.mapId).value(), QStringLiteral("aldric")), QString());
            QVERIFY(session.redo().ok);
            QCOMPARE(portraitOf(session.table().scene.map, QStringLiteral("aldric")), onePixel);
        }
        table.close();
        QVERIFY(table.open()); // the campaign as a reopened window loads it
        QCOMPARE(portraitOf(table.campaign.maps.at(table.campaign.activeMap), QStringLiteral("aldric")), onePixel);
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        QCOMPARE(portraitOf(reopened.table().scene.map, QStringLiteral("aldric")), onePixel);
    }

    // A step with no portrait in it, or a picture that is none, is refused naming the field; nothing changes.
    void badPortraitStepsAreNamed_data()
    {
        QTest::addColumn<QJsonObject>("step");
        QTest::addColumn<QString>("message");
        QTest::newRow("too large") << portraitStep(QStringLiteral("aldric"), pngOfSize(512, 512))
                                   << QStringLiteral("steps[2].portrait: is 512 x 512 pixels");
        QJsonObject missing = portraitStep(QStringLiteral("aldric"), QString());
        missing.remove(QStringLiteral("portrait"));
        QTest::newRow("missing") << missing << QStringLiteral("steps[2].portrait: must be a base64 PNG");
        QJsonObject file = missing;
        file.insert(QStringLiteral("file"), QStringLiteral("aldric.jpg"));
        QTest::newRow("a file") << file
                                << QStringLiteral("steps[2].file: a picture file is read by battlemat-cli table");
    }
    void badPortraitStepsAreNamed()
    {
        QFETCH(QJsonObject, step);
        QFETCH(QString, message);
        Table table;
        QVERIFY(table.open());
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, table.scene()).ok());
        auto parsed = session.parseStep(step, JsonContext(QStringLiteral("steps.json"), QStringLiteral("steps[2]")));
        QVERIFY(!parsed);
        QVERIFY2(parsed.errorMessage().contains(message), qPrintable(parsed.errorMessage()));
        // An unknown creature is refused when applied.
        auto nobody = session.parseStep(portraitStep(QStringLiteral("nobody"), onePixel),
                                        JsonContext(QStringLiteral("steps.json"), QStringLiteral("steps[3]")));
        QVERIFY(nobody);
        const CommandOutcome outcome = session.apply(std::get<std::shared_ptr<const TableCommand>>(*nobody));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QStringLiteral("nobody")), qPrintable(outcome.error));
        QVERIFY(!session.canUndo());
    }
};

QTEST_GUILESS_MAIN(TstPortrait)
#include "tst_portrait.moc"
