#include "grid/battlemapjson.h"
#include "mapedit/mapeditjson.h"
#include "rulesets/builtinmodules.h"
#include "session/mapeditcommand.h"
#include "session/tablesession.h"
#include "table/playerview.h"

#include <QJsonArray>
#include <QTest>

using namespace battlemat;

namespace {

// Two rooms of 3 x 4 squares, a wall between columns 2 and 3, a hero in the west room in bright light with vision
// on; a rubble square (difficult) at 4,1 and an ogre at 4,2 in the east room, which the hero cannot see.
TableScene twoRooms()
{
    TableScene scene;
    scene.map.name = QStringLiteral("Two rooms");
    scene.map.grid = GridMap(6, 4);
    for (int y = 0; y < 4; ++y)
        scene.map.grid.setEdge({2, y}, Side::East, EdgeFeature::Wall);
    scene.map.grid.setTerrain({4, 1}, Terrain::Difficult);
    auto add = [&](const QString &id, const QString &side, Square at) {
        MapCreature c;
        c.id = id;
        c.name = id;
        c.side = side;
        c.position = at;
        scene.map.creatures.append(c);
    };
    add(QStringLiteral("hero"), QStringLiteral("heroes"), {0, 1});
    add(QStringLiteral("ogre"), QStringLiteral("monsters"), {4, 2});
    scene.playerSides = {QStringLiteral("heroes")};
    scene.map.lighting.visionEnabled = true;
    return scene;
}

// Each square of the players' copy: explored (true) or not, row by row, as a string of '#' and '.'.
QString exploredRows(const TableScene &view)
{
    QString rows;
    const GridMap &grid = view.map.grid;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            rows += view.map.lighting.isExplored({x, y}, grid.width()) ? QLatin1Char('#') : QLatin1Char('.');
        rows += QLatin1Char('/');
    }
    return rows;
}

} // namespace

/** The game master's controls of the players' fog (docs/vision.md): reset explored, reveal and hide brushes. */
class TestFogControls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resetExploredForgetsWhatThePlayersSaw()
    {
        TableSession session(nullptr, builtInModules());
        QVERIFY(session.open(QString(), twoRooms()));
        // The heroes have been in the east room before: every square explored (kept by the players' window).
        session.keepExplored(QList<bool>(24, true));
        TableScene view = playerViewOf(session.table().scene);
        QCOMPARE(exploredRows(view), QStringLiteral("######/######/######/######/"));
        QCOMPARE(view.map.grid.terrain({4, 1}), Terrain::Difficult); // explored: its terrain shows
        QCOMPARE(view.creatureIndex(QStringLiteral("ogre")), -1);    // but not seen now: no ogre

        const CommandOutcome reset = session.apply(std::make_shared<MapEditCommand>(MapEdit::setExplored()));
        QVERIFY2(reset.ok, qPrintable(reset.error));
        QVERIFY(session.table().scene.map.lighting.explored.isEmpty());
        view = playerViewOf(session.table().scene);
        // What the hero sees now (its own room) is explored again at once; the east room is forgotten.
        QCOMPARE(exploredRows(view), QStringLiteral("###.../###.../###.../###.../"));
        QCOMPARE(view.map.grid.terrain({4, 1}), Terrain::Open); // forgotten: no terrain on the players' copy
        QCOMPARE(view.map.grid.edge({2, 1}, Side::East), EdgeFeature::Wall); // the seen side of the wall stays
        // Logged with the squares it forgot, so a reopened table can still undo it.
        QCOMPARE(reset.events.size(), 1);
        const QJsonObject event = reset.events.first();
        QCOMPARE(event.value(QStringLiteral("type")).toString(), QStringLiteral("map.setExplored"));
        QCOMPARE(event.value(QStringLiteral("explored")).toArray(), QJsonArray());
        QCOMPARE(event.value(QStringLiteral("inverse")).toObject().value(QStringLiteral("explored")).toArray(),
                 (QJsonArray{QJsonArray{0, 0, 6}, QJsonArray{0, 1, 6}, QJsonArray{0, 2, 6}, QJsonArray{0, 3, 6}}));

        // Undo gives back all the players had seen, redo forgets it again.
        QVERIFY(session.undo().ok);
        view = playerViewOf(session.table().scene);
        QCOMPARE(exploredRows(view), QStringLiteral("######/######/######/######/"));
        QCOMPARE(view.map.grid.terrain({4, 1}), Terrain::Difficult);
        const int undone = session.table().scene.map.lighting.exploredEdits;
        QVERIFY(session.redo().ok);
        QCOMPARE(exploredRows(playerViewOf(session.table().scene)), QStringLiteral("###.../###.../###.../###.../"));
        QVERIFY(session.table().scene.map.lighting.exploredEdits != undone); // a mirror can tell it was an edit
    }

    void revealAndHideBrushes()
    {
        TableSession session(nullptr, builtInModules());
        QVERIFY(session.open(QString(), twoRooms()));
        auto paint = [&](const QList<Square> &squares, FogMark mark) {
            const CommandOutcome outcome =
                session.apply(std::make_shared<MapEditCommand>(MapEdit::paintFog(squares, mark)));
            return outcome.ok;
        };
        // The game master reveals the rubble square and the ogre's square in the east room, and hides 1,1 in the
        // hero's own room.
        QVERIFY(paint({{4, 1}, {4, 2}}, FogMark::Revealed));
        QVERIFY(paint({{1, 1}}, FogMark::Concealed));
        TableScene view = playerViewOf(session.table().scene);
        QCOMPARE(exploredRows(view), QStringLiteral("###.../#.#.#./###.#./###.../"));
        const auto visible = [&](Square s) { return view.playerVisible.at(qsizetype(s.y) * 6 + s.x); };
        QVERIFY(visible({4, 1}));
        QVERIFY(visible({4, 2}));
        QVERIFY(!visible({1, 1}));
        QVERIFY(!visible({3, 1}));
        QVERIFY(visible({0, 0}));
        QCOMPARE(view.map.grid.terrain({4, 1}), Terrain::Difficult); // revealed: its terrain shows
        QVERIFY(view.creatureIndex(QStringLiteral("ogre")) >= 0);    // and what stands in it
        QVERIFY(view.creatureIndex(QStringLiteral("hero")) >= 0);

        // Hiding the hero's square too: the hero's token leaves the players' copy, it still sees for them.
        QVERIFY(paint({{0, 1}}, FogMark::Concealed));
        view = playerViewOf(session.table().scene);
        QCOMPARE(view.creatureIndex(QStringLiteral("hero")), -1);
        QCOMPARE(exploredRows(view), QStringLiteral("###.../..#.#./###.#./###.../"));
        // Cleared, the square is as the heroes see it again; undo puts the mark back.
        QVERIFY(paint({{0, 1}, {1, 1}}, FogMark::None));
        view = playerViewOf(session.table().scene);
        QVERIFY(view.creatureIndex(QStringLiteral("hero")) >= 0);
        QCOMPARE(exploredRows(view), QStringLiteral("###.../###.#./###.#./###.../"));
        QVERIFY(session.undo().ok);
        QCOMPARE(session.table().scene.map.lighting.fogMarkAt({1, 1}, 6), FogMark::Concealed);
        // Unmarked all again, the map keeps no per-square lists (a plain map costs nothing).
        QVERIFY(paint({{0, 1}, {1, 1}, {4, 1}, {4, 2}}, FogMark::None));
        QVERIFY(session.table().scene.map.lighting.revealed.isEmpty());
        QVERIFY(session.table().scene.map.lighting.concealed.isEmpty());
        // Vision off: the players' window shows everything (but hidden creatures), marks or not.
        QVERIFY(paint({{4, 2}}, FogMark::Concealed));
        TableScene off = session.table().scene;
        off.map.lighting.visionEnabled = false;
        QVERIFY(playerViewOf(off).creatureIndex(QStringLiteral("ogre")) >= 0);
        // Off the map is refused, the map untouched.
        const auto refused = applyMapEdit(off, MapEdit::paintFog({{6, 0}}, FogMark::Revealed));
        QVERIFY(!refused);
        QCOMPARE(refused.errorMessage(), QStringLiteral("cannot mark square (6, 0): it is off the 6 x 4 map"));
    }

    void fogMarksInTheMapFile()
    {
        TableScene scene = twoRooms();
        QVERIFY(applyMapEdit(scene, MapEdit::paintFog({{4, 1}, {5, 1}}, FogMark::Revealed)));
        QVERIFY(applyMapEdit(scene, MapEdit::paintFog({{0, 3}}, FogMark::Concealed)));
        const QJsonObject json = battleMapToJson(scene.map);
        const QJsonObject lighting = json.value(QStringLiteral("lighting")).toObject();
        QCOMPARE(lighting.value(QStringLiteral("revealed")).toArray(), (QJsonArray{QJsonArray{4, 1, 2}}));
        QCOMPARE(lighting.value(QStringLiteral("concealed")).toArray(), (QJsonArray{QJsonArray{0, 3, 1}}));
        const auto read = battleMapFromJson(json, JsonContext(QStringLiteral("map.json")));
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QCOMPARE(read->lighting.fogMarkAt({5, 1}, 6), FogMark::Revealed);
        QCOMPARE(read->lighting.fogMarkAt({0, 3}, 6), FogMark::Concealed);
        QCOMPARE(read->lighting.fogMarkAt({0, 0}, 6), FogMark::None);
        // Wrong runs and a square both revealed and concealed are refused, naming the field.
        auto withLighting = [&](const QJsonObject &changed) {
            QJsonObject broken = json;
            broken.insert(QStringLiteral("lighting"), changed);
            const auto result = battleMapFromJson(broken, JsonContext(QStringLiteral("map.json")));
            return result ? QString() : result.errorMessage();
        };
        QJsonObject bad = lighting;
        bad.insert(QStringLiteral("revealed"), QJsonArray{QJsonArray{4, 1}});
        QCOMPARE(withLighting(bad), QStringLiteral("map.json: lighting.revealed[0]: expected [x, y, length], a run of "
                                                   "squares along a row"));
        bad = lighting;
        bad.insert(QStringLiteral("concealed"), QStringLiteral("all"));
        QVERIFY(withLighting(bad).startsWith(QStringLiteral("map.json: lighting.concealed")));
        bad = lighting;
        bad.insert(QStringLiteral("concealed"), QJsonArray{QJsonArray{5, 1, 1}});
        QCOMPARE(withLighting(bad), QStringLiteral("map.json: lighting.concealed: square 5,1 is revealed as well as "
                                                   "concealed"));
        // As a battlemat-cli step.
        const QJsonObject step{
            {QStringLiteral("type"), QStringLiteral("map.paintFog")},
            {QStringLiteral("squares"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("x"), 2}, {QStringLiteral("y"), 2}, {QStringLiteral("fog"), QStringLiteral("fog")}}}}};
        const auto wrong = mapEditFromJson(step, scene.map.grid, JsonContext(QStringLiteral("steps[0]")));
        QVERIFY(!wrong);
        QCOMPARE(wrong.errorMessage(),
                 QStringLiteral("steps[0]: squares[0].fog: 'fog' is no fog mark; use revealed, concealed or none"));
    }

    void exploredEditsAreChecked()
    {
        TableScene scene = twoRooms();
        // A list that is not the map's size is refused, the map untouched.
        const auto wrong = applyMapEdit(scene, MapEdit::setExplored(QList<bool>(5, true), 5));
        QVERIFY(!wrong);
        QCOMPARE(wrong.errorMessage(),
                 QStringLiteral("the explored squares are 5 squares in rows of 5, the 6 x 4 map has 24"));
        QVERIFY(scene.map.lighting.explored.isEmpty());
        // Steps as battlemat-cli table reads them: runs along rows; a run off the map names its place.
        const JsonContext step(QStringLiteral("steps[0]"));
        const QJsonObject some{{QStringLiteral("type"), QStringLiteral("map.setExplored")},
                               {QStringLiteral("explored"), QJsonArray{QJsonArray{1, 2, 3}}}};
        const auto read = mapEditFromJson(some, scene.map.grid, step);
        QVERIFY(read);
        QVERIFY(applyMapEdit(scene, *read));
        QCOMPARE(exploredRows(scene), QStringLiteral("....../....../.###../....../"));
        const auto reset =
            mapEditFromJson({{QStringLiteral("type"), QStringLiteral("map.setExplored")}}, scene.map.grid, step);
        QVERIFY(reset);
        QVERIFY(reset->squares.isEmpty());
        const QJsonObject off{{QStringLiteral("type"), QStringLiteral("map.setExplored")},
                              {QStringLiteral("explored"), QJsonArray{QJsonArray{4, 0, 3}}}};
        const auto refused = mapEditFromJson(off, scene.map.grid, step);
        QVERIFY(!refused);
        QCOMPARE(refused.errorMessage(),
                 QStringLiteral("steps[0]: explored[0]: the run 4,0 of 3 squares is not within the 6x4 map"));
    }
};

QTEST_MAIN(TestFogControls)
#include "tst_fogcontrols.moc"
