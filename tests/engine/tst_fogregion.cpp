#include "mapedit/mapeditjson.h"
#include "rulesets/builtinmodules.h"
#include "session/mapeditcommand.h"
#include "session/tablesession.h"
#include "table/playerview.h"
#include "vision/fogregion.h"

#include <QJsonArray>
#include <QTest>

using namespace battlemat;

namespace {

// 8 x 5 squares: a wall along the east side of column 2 with an open door at row 2 (the west room, 3 x 5), a
// column of solid rock at x = 5 (the middle room is columns 3 and 4, the east room columns 6 and 7).
GridMap threeRooms()
{
    GridMap grid(8, 5);
    for (int y = 0; y < 5; ++y) {
        grid.setEdge({2, y}, Side::East, y == 2 ? EdgeFeature::OpenDoor : EdgeFeature::Wall);
        grid.setTerrain({5, y}, Terrain::Blocking);
    }
    return grid;
}

// The squares as rows of '#' (in the list) and '.', so a failure shows the shape.
QString rows(const GridMap &grid, const QList<Square> &squares)
{
    QString text;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            text += squares.contains(Square{x, y}) ? QLatin1Char('#') : QLatin1Char('.');
        text += QLatin1Char('/');
    }
    return text;
}

QJsonObject step(const QString &field, const QJsonArray &numbers, const QString &fog)
{
    return {{QStringLiteral("type"), QStringLiteral("map.paintFog")}, {field, numbers}, {QStringLiteral("fog"), fog}};
}

} // namespace

/** The rectangle and room shapes of the game master's reveal and hide brushes (docs/vision.md). */
class TestFogRegion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rectangleFromEitherCornerClippedToTheMap()
    {
        const GridMap grid = threeRooms();
        QCOMPARE(rows(grid, FogRegion::rectangle(grid, {6, 4}, {4, 3})),
                 QStringLiteral("......../......../......../....###./....###./"));
        QCOMPARE(FogRegion::rectangle(grid, {-3, -3}, {1, 1}).size(), 4);
        QVERIFY(FogRegion::rectangle(grid, {9, 0}, {12, 3}).isEmpty());
    }

    void roomFloodsToWallsDoorsAndRock()
    {
        const GridMap grid = threeRooms();
        // The west room stops at its wall and at its door, open as it is.
        QCOMPARE(rows(grid, FogRegion::room(grid, {0, 4})),
                 QStringLiteral("###...../###...../###...../###...../###...../"));
        // The middle room takes the rock bordering it (its wall shows with it), not the room beyond.
        QCOMPARE(rows(grid, FogRegion::room(grid, {4, 1})),
                 QStringLiteral("...###../...###../...###../...###../...###../"));
        // Started on rock: that square alone; off the map: nothing.
        QCOMPARE(FogRegion::room(grid, {5, 0}), (QList<Square>{{5, 0}}));
        QVERIFY(FogRegion::room(grid, {8, 0}).isEmpty());
        // Without the wall the whole map west of the rock is one room.
        GridMap open = grid;
        for (int y = 0; y < 5; ++y)
            open.setEdge({2, y}, Side::East, EdgeFeature::None);
        QCOMPARE(FogRegion::room(open, {0, 0}).size(), 30);
    }

    void battlematCliSteps()
    {
        const GridMap grid = threeRooms();
        const JsonContext where(QStringLiteral("steps[0]"));
        auto read =
            mapEditFromJson(step(QStringLiteral("rectangle"), {6, 4, 4, 3}, QStringLiteral("revealed")), grid, where);
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QCOMPARE(read->kind, MapEdit::Kind::PaintFog);
        QCOMPARE(read->fog.size(), 6);
        QCOMPARE(read->fog.first().mark, FogMark::Revealed);
        read = mapEditFromJson(step(QStringLiteral("room"), {7, 0}, QStringLiteral("concealed")), grid, where);
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QCOMPARE(read->fog.size(), 15); // columns 6 and 7 and the rock at 5
        QCOMPARE(read->fog.last().mark, FogMark::Concealed);
        // Malformed steps name their field.
        auto error = [&](const QJsonObject &object) {
            const auto result = mapEditFromJson(object, grid, where);
            return result ? QString() : result.errorMessage();
        };
        QCOMPARE(error(step(QStringLiteral("rectangle"), {0, 0, 9, 0}, QStringLiteral("revealed"))),
                 QStringLiteral("steps[0]: rectangle[2]: expected a whole number from 0 to 7"));
        QCOMPARE(error(step(QStringLiteral("room"), {1}, QStringLiteral("revealed"))),
                 QStringLiteral("steps[0]: room: expected [x, y]"));
        QCOMPARE(error(step(QStringLiteral("room"), {1, 1}, QStringLiteral("dark"))),
                 QStringLiteral("steps[0]: fog: 'dark' is no fog mark; use revealed, concealed or none"));
        QJsonObject both = step(QStringLiteral("room"), {1, 1}, QStringLiteral("revealed"));
        both.insert(QStringLiteral("rectangle"), QJsonArray{0, 0, 1, 1});
        QCOMPARE(error(both), QStringLiteral("steps[0]: give a rectangle or a room, not both"));
    }

    void aRevealedRoomReachesThePlayersAndUndoTakesItBack()
    {
        TableScene scene;
        scene.map.name = QStringLiteral("Three rooms");
        scene.map.grid = threeRooms();
        scene.map.grid.setEdge({2, 2}, Side::East, EdgeFeature::ClosedDoor); // the hero sees only its own room
        MapCreature hero;
        hero.id = QStringLiteral("hero");
        hero.side = QStringLiteral("heroes");
        hero.position = {0, 0};
        MapCreature ogre = hero;
        ogre.id = QStringLiteral("ogre");
        ogre.side = QStringLiteral("monsters");
        ogre.position = {7, 4};
        scene.map.creatures = {hero, ogre};
        scene.playerSides = {QStringLiteral("heroes")};
        scene.map.lighting.visionEnabled = true;
        TableSession session(nullptr, builtInModules());
        QVERIFY(session.open(QString(), scene));
        QCOMPARE(playerViewOf(session.table().scene).creatureIndex(QStringLiteral("ogre")), -1);

        auto parsed = session.parseStep(step(QStringLiteral("room"), {6, 0}, QStringLiteral("revealed")),
                                        JsonContext(QStringLiteral("steps[0]")));
        QVERIFY2(parsed, qPrintable(parsed.errorMessage()));
        const auto *command = std::get_if<std::shared_ptr<const TableCommand>>(&*parsed);
        QVERIFY(command);
        const CommandOutcome outcome = session.apply(*command);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const TableScene view = playerViewOf(session.table().scene);
        QVERIFY(view.creatureIndex(QStringLiteral("ogre")) >= 0); // the revealed room shows what stands in it
        QVERIFY(view.playerVisible.at(4 * 8 + 7));
        QVERIFY(!view.playerVisible.at(4 * 8 + 4)); // the middle room stays dark
        // The edit is logged square by square, so a reopened table replays the same marks.
        QCOMPARE(outcome.events.first().value(QStringLiteral("squares")).toArray().size(), 15);
        QVERIFY(session.undo().ok);
        QCOMPARE(session.table().scene.map.lighting.fogMarkAt({7, 4}, 8), FogMark::None);
        QCOMPARE(playerViewOf(session.table().scene).creatureIndex(QStringLiteral("ogre")), -1);
    }
};

QTEST_MAIN(TestFogRegion)
#include "tst_fogregion.moc"
