// Light, obscurement by light and senses, concealment from it, and what a side sees (docs/vision.md).
#include "grid/battlegrid.h"
#include "grid/battlemapjson.h"
#include "grid/concealmentrules.h"
#include "grid/lightmap.h"
#include "grid/sightline.h"
#include "vision/vision.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

#include <memory>

using namespace battlemat;

namespace {

// A map from its terrain rows and a JSON tail ("creatures", "lighting", ...).
std::unique_ptr<BattleGrid> gridOf(const QStringList &rows, const QByteArray &rest)
{
    QJsonObject object = QJsonDocument::fromJson("{" + rest + "}").object();
    object.insert(QStringLiteral("terrain"), QJsonArray::fromStringList(rows));
    auto map = battleMapFromJson(object, JsonContext(QStringLiteral("test")));
    if (!map)
        qFatal("%s", qPrintable(map.errorMessage()));
    return std::make_unique<BattleGrid>(std::move(map).value());
}

QString errorOf(const QByteArray &json)
{
    auto map = battleMapFromJson(QJsonDocument::fromJson(json).object(), JsonContext(QStringLiteral("m.json")));
    return map ? QString() : map.errorMessage();
}

const QStringList corridor{QStringLiteral("...............")};

} // namespace

class TstVision : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void equipmentLights_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<LightLevel>("level");
        QTest::addColumn<int>("radius");
        QTest::addColumn<int>("minutes");
        // Orcus "Adventuring Gear".
        QTest::newRow("candle") << "candle" << LightLevel::Dim << 2 << 60;
        QTest::newRow("torch") << "torch" << LightLevel::Bright << 5 << 60;
        QTest::newRow("lantern") << "lantern" << LightLevel::Bright << 10 << 480;
        QTest::newRow("glowbasket") << "glowbasket" << LightLevel::Bright << 20 << 240;
    }
    void equipmentLights()
    {
        QFETCH(QString, kind);
        QFETCH(LightLevel, level);
        QFETCH(int, radius);
        QFETCH(int, minutes);
        const auto found = lightSourceKind(kind);
        QVERIFY(found);
        QCOMPARE(found->level, level);
        QCOMPARE(found->radius, radius);
        QCOMPARE(found->minutes, minutes);

        // In a dark corridor the light reaches exactly `radius` squares from its own (30 squares long for the
        // glowbasket's 20).
        const QStringList row{QString(30, QLatin1Char('.'))};
        auto grid = gridOf(row, "\"lighting\": {\"ambient\": \"dark\", \"lights\": [{\"kind\": \"" + kind.toUtf8() +
                                    "\", \"x\": 0, \"y\": 0}]}");
        const LightMap light(*grid);
        for (int x = 0; x < 30; ++x) {
            const LightLevel expected = x <= radius ? level : LightLevel::Dark;
            QCOMPARE(light.at({x, 0}), expected);
            QCOMPARE(LightMap::levelAt(*grid, {x, 0}), expected);
        }
    }

    void sensesChangeTheLight()
    {
        // Orcus "Senses": low-light vision sees dim as bright; darkvision dim as bright and darkness as dim.
        QCOMPARE(perceivedLight(LightLevel::Dim, Senses::Normal), LightLevel::Dim);
        QCOMPARE(perceivedLight(LightLevel::Dim, Senses::LowLight), LightLevel::Bright);
        QCOMPARE(perceivedLight(LightLevel::Dark, Senses::LowLight), LightLevel::Dark);
        QCOMPARE(perceivedLight(LightLevel::Dim, Senses::Darkvision), LightLevel::Bright);
        QCOMPARE(perceivedLight(LightLevel::Dark, Senses::Darkvision), LightLevel::Dim);
        // The documented reading: dim light lightly obscured, darkness totally obscured.
        QCOMPARE(obscurementOfLight(LightLevel::Bright), Obscurement::None);
        QCOMPARE(obscurementOfLight(LightLevel::Dim), Obscurement::Lightly);
        QCOMPARE(obscurementOfLight(LightLevel::Dark), Obscurement::Totally);
        // Fog in bright light stays heavily obscured; fog in darkness is as bad as the darkness.
        MapCreature human;
        QCOMPARE(LightMap::obscurementFor(human, LightLevel::Bright, Terrain::HeavilyObscured), Obscurement::Heavily);
        QCOMPARE(LightMap::obscurementFor(human, LightLevel::Dark, Terrain::LightlyObscured), Obscurement::Totally);
        human.senses = Senses::Darkvision;
        QCOMPARE(LightMap::obscurementFor(human, LightLevel::Dark, Terrain::Open), Obscurement::Lightly);
    }

    void wallsAndDoorsStopLight()
    {
        // A torch at 0,0; a wall on the west side of column 3 in the corridor: the light stops there.
        auto walled = gridOf(corridor, R"("walls": [{"x": 3, "y": 0, "side": "W"}],
            "lighting": {"ambient": "dark", "lights": [{"kind": "torch", "x": 0, "y": 0}]})");
        const LightMap light(*walled);
        QCOMPARE(light.at({2, 0}), LightLevel::Bright);
        QCOMPARE(light.at({3, 0}), LightLevel::Dark);
        // A burnt-out torch gives no light; an area of dim ambient light keeps its level.
        auto spent = gridOf(corridor, R"("lighting": {"ambient": "dark",
            "areas": [{"x": 10, "y": 0, "width": 2, "level": "dim"}],
            "lights": [{"kind": "torch", "x": 0, "y": 0, "minutesLeft": 0}]})");
        const LightMap dark(*spent);
        QCOMPARE(dark.at({1, 0}), LightLevel::Dark);
        QCOMPARE(dark.at({10, 0}), LightLevel::Dim);
        QCOMPARE(dark.at({11, 0}), LightLevel::Dim);
        QCOMPARE(dark.at({12, 0}), LightLevel::Dark);
    }

    void concealmentFollowsTheLight_data()
    {
        QTest::addColumn<QByteArray>("lights");
        QTest::addColumn<QString>("senses");
        QTest::addColumn<int>("goblinX");
        QTest::addColumn<int>("penalty");
        // The archer stands at 0,0 of a dark corridor and shoots a goblin (Orcus "Concealment": -2 / -5).
        QTest::newRow("darkness: total") << QByteArray() << "normal" << 4 << -5;
        QTest::newRow("archer's torch reaches 5")
            << QByteArray(R"({"kind": "torch", "carriedBy": "archer"})") << "normal" << 5 << 0;
        QTest::newRow("torch does not reach 6")
            << QByteArray(R"({"kind": "torch", "carriedBy": "archer"})") << "normal" << 6 << -5;
        QTest::newRow("goblin's own torch")
            << QByteArray(R"({"kind": "torch", "carriedBy": "goblin"})") << "normal" << 12 << 0;
        QTest::newRow("candle: dim light")
            << QByteArray(R"({"kind": "candle", "x": 4, "y": 0})") << "normal" << 4 << -2;
        QTest::newRow("low-light vision in the candle's light")
            << QByteArray(R"({"kind": "candle", "x": 4, "y": 0})") << "low-light" << 4 << 0;
        QTest::newRow("darkvision in darkness") << QByteArray() << "darkvision" << 4 << -2;
    }
    void concealmentFollowsTheLight()
    {
        QFETCH(QByteArray, lights);
        QFETCH(QString, senses);
        QFETCH(int, goblinX);
        QFETCH(int, penalty);
        auto grid = gridOf(corridor, R"("creatures": [
            {"id": "archer", "x": 0, "y": 0, "side": "heroes", "senses": ")" +
                                         senses.toUtf8() + R"("},
            {"id": "goblin", "x": )" + QByteArray::number(goblinX) +
                                         R"(, "y": 0, "side": "monsters"}],
            "lighting": {"ambient": "dark", "lights": [)" +
                                         lights + "]}");
        const ConcealmentResult result =
            ConcealmentRules(*grid).concealment(idOf(*grid, "archer"), idOf(*grid, "goblin"), AttackKind::Ranged);
        QCOMPARE(result.penalty(), penalty);
    }

    void aTorchRevealsTheDarkRoom()
    {
        // A dark room of 12 columns; the hero carries a torch (bright light, 5 squares). The goblin at column 9
        // stands in darkness, the hidden ogre at column 3 in the torch's light.
        const QStringList room{QStringLiteral("............"), QStringLiteral("............"),
                               QStringLiteral("............")};
        auto grid = gridOf(room, R"("creatures": [
            {"id": "hero", "x": 0, "y": 1, "side": "heroes"},
            {"id": "goblin", "x": 9, "y": 1, "side": "monsters"},
            {"id": "ogre", "x": 3, "y": 0, "side": "monsters", "hidden": true}],
            "lighting": {"ambient": "dark", "lights": [{"kind": "torch", "carriedBy": "hero"}]})");
        VisionResult seen = Vision::compute(*grid, {QStringLiteral("heroes")});
        QVERIFY(seen.isVisible({5, 1}));
        QVERIFY(!seen.isVisible({6, 1}));
        QCOMPARE(seen.creaturesSeen, QStringList{QStringLiteral("hero")});

        MapLighting lighting = grid->map().lighting;
        QVERIFY(Vision::markExplored(lighting, seen));
        grid->moveCreature(idOf(*grid, "hero"), {4, 1});
        seen = Vision::compute(*grid, {QStringLiteral("heroes")});
        QVERIFY(seen.isVisible({9, 1}));
        QCOMPARE(seen.creaturesSeen, (QStringList{QStringLiteral("hero"), QStringLiteral("goblin")}));
        Vision::markExplored(lighting, seen);
        QVERIFY(lighting.isExplored({0, 1}, 12));
        QVERIFY(lighting.isExplored({9, 1}, 12));
        QVERIFY(!lighting.isExplored({10, 1}, 12));

        // A blinded hero sees nothing, though the room is lit.
        MapCreature blind = grid->creature(idOf(*grid, "hero"));
        blind.conditions = {QStringLiteral("blinded")};
        grid->replaceCreature(idOf(*grid, "hero"), blind);
        seen = Vision::compute(*grid, {QStringLiteral("heroes")});
        QVERIFY(seen.visibleSquares().isEmpty());
        QVERIFY(seen.viewers.isEmpty());
        // Dead by the table's hit points: passed in as unable to look.
        QVERIFY(Vision::compute(*grid, {QStringLiteral("heroes")}, {QStringLiteral("hero")}).viewers.isEmpty());
    }

    void doorsDecideWhatIsSeen()
    {
        // Two bright rooms with a closed door between columns 3 and 4.
        const QStringList rooms{QStringLiteral("........")};
        auto grid = gridOf(rooms, R"("doors": [{"x": 4, "y": 0, "side": "W", "state": "closed"}],
            "creatures": [{"id": "hero", "x": 0, "y": 0, "side": "heroes"},
                          {"id": "rat", "x": 6, "y": 0, "side": "monsters"}])");
        VisionResult seen = Vision::compute(*grid, {QStringLiteral("heroes")});
        QVERIFY(seen.isVisible({3, 0}));
        QVERIFY(!seen.isVisible({4, 0}));
        QVERIFY(!seen.creaturesSeen.contains(QStringLiteral("rat")));
        grid->setEdge({4, 0}, Side::West, EdgeFeature::OpenDoor);
        seen = Vision::compute(*grid, {QStringLiteral("heroes")});
        QVERIFY(seen.isVisible({7, 0}));
        QVERIFY(seen.creaturesSeen.contains(QStringLiteral("rat")));
    }

    void visionIsTheGridsLineOfSight()
    {
        // On random maps with walls, doors, rubble, fog and lights: a square is visible exactly when some hero
        // that can look has line of sight to it and it is not totally obscured to that hero.
        QRandomGenerator random(19);
        for (int round = 0; round < 40; ++round) {
            const int width = 14;
            const int height = 12;
            QStringList rows;
            for (int y = 0; y < height; ++y) {
                QString row;
                for (int x = 0; x < width; ++x) {
                    const int r = random.bounded(100);
                    row += r < 12   ? QLatin1Char('#')
                           : r < 15 ? QLatin1Char('%')
                           : r < 18 ? QLatin1Char(';')
                                    : QLatin1Char('.');
                }
                rows.append(row);
            }
            QJsonArray walls;
            QJsonArray doors;
            for (int i = 0; i < 25; ++i) {
                QJsonObject edge{
                    {QStringLiteral("x"), random.bounded(width)},
                    {QStringLiteral("y"), random.bounded(height)},
                    {QStringLiteral("side"), random.bounded(2) ? QStringLiteral("N") : QStringLiteral("W")}};
                if (i % 5 == 0) {
                    edge.insert(QStringLiteral("state"),
                                random.bounded(2) ? QStringLiteral("open") : QStringLiteral("closed"));
                    doors.append(edge);
                } else {
                    walls.append(edge);
                }
            }
            QJsonArray creatures;
            for (int i = 0; i < 3; ++i) {
                int x = random.bounded(width);
                int y = random.bounded(height);
                rows[y][x] = QLatin1Char('.');
                creatures.append(QJsonObject{
                    {QStringLiteral("id"), QStringLiteral("h%1").arg(i)},
                    {QStringLiteral("x"), x},
                    {QStringLiteral("y"), y},
                    {QStringLiteral("side"), QStringLiteral("heroes")},
                    {QStringLiteral("senses"), i == 2 ? QStringLiteral("darkvision") : QStringLiteral("normal")}});
            }
            const QJsonObject lighting{
                {QStringLiteral("ambient"), round % 2 ? QStringLiteral("dark") : QStringLiteral("dim")},
                {QStringLiteral("lights"), QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("torch")},
                                                                  {QStringLiteral("carriedBy"), QStringLiteral("h0")}},
                                                      QJsonObject{{QStringLiteral("kind"), QStringLiteral("lantern")},
                                                                  {QStringLiteral("x"), random.bounded(width)},
                                                                  {QStringLiteral("y"), random.bounded(height)}}}}};
            QJsonObject object{{QStringLiteral("terrain"), QJsonArray::fromStringList(rows)},
                               {QStringLiteral("walls"), walls},
                               {QStringLiteral("doors"), doors},
                               {QStringLiteral("creatures"), creatures},
                               {QStringLiteral("lighting"), lighting}};
            auto map = battleMapFromJson(object, JsonContext(QStringLiteral("random")));
            QVERIFY2(map, qPrintable(map.errorMessage()));
            const BattleGrid grid(std::move(map).value());
            const VisionResult seen = Vision::compute(grid, {QStringLiteral("heroes")});
            const SightLine sight(grid, SightLine::Kind::Sight);
            const LightMap light(grid);
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    bool expected = false;
                    for (const MapCreature &hero : grid.creatures()) {
                        if (LightMap::obscurementFor(hero, light.at({x, y}), grid.grid().terrain({x, y})) ==
                            Obscurement::Totally)
                            continue;
                        expected = expected || hero.space().contains({x, y}) ||
                                   sight.clearLine(hero.space(), Space{{x, y}, 1});
                    }
                    QVERIFY2(seen.isVisible({x, y}) == expected,
                             qPrintable(QStringLiteral("round %1 square %2,%3").arg(round).arg(x).arg(y)));
                }
            }
        }
    }

    void visionInLitRoomsIsTheGridsLineOfSight()
    {
        // Lit rooms, where every square is seeable and the flood decides which squares are walked: walls in long
        // lines (joints, crossings, corners), doors in every state, rubble, and heroes of several sizes. The walls'
        // joints and the lines along grid lines are proved blocked without a walk (docs/vision.md, "Speed"); the
        // result must stay exactly SightLine's.
        QRandomGenerator random(23);
        for (int round = 0; round < 24; ++round) {
            const int side = 36;
            BattleMap map;
            map.name = QStringLiteral("rooms");
            map.grid = GridMap(side, side);
            const int roomX = 5 + random.bounded(4);
            const int roomY = 5 + random.bounded(4);
            const EdgeFeature features[] = {EdgeFeature::Wall,       EdgeFeature::Wall,     EdgeFeature::Wall,
                                            EdgeFeature::ClosedDoor, EdgeFeature::OpenDoor, EdgeFeature::None};
            for (int y = 0; y < side; ++y) {
                for (int x = 0; x < side; ++x) {
                    if (x % roomX == 0 && x > 0)
                        map.grid.setEdge({x, y}, Side::West, features[random.bounded(y % roomY == 2 ? 6 : 3)]);
                    if (y % roomY == 0 && y > 0)
                        map.grid.setEdge({x, y}, Side::North, features[random.bounded(x % roomX == 2 ? 6 : 3)]);
                    // Loose wall pieces and rubble inside the rooms.
                    if (random.bounded(100) < 4)
                        map.grid.setEdge({x, y}, random.bounded(2) ? Side::North : Side::West, EdgeFeature::Wall);
                    if (random.bounded(100) < 3)
                        map.grid.setTerrain({x, y}, Terrain::Blocking);
                }
            }
            map.lighting.ambient = round % 3 ? LightLevel::Bright : LightLevel::Dim;
            const CreatureSize sizes[] = {CreatureSize::Medium, CreatureSize::Large, CreatureSize::Small};
            for (int i = 0; i < 3; ++i) {
                MapCreature hero;
                hero.id = QStringLiteral("h%1").arg(i);
                hero.side = QStringLiteral("heroes");
                hero.size = sizes[(round + i) % 3];
                hero.position = {random.bounded(side - 1), random.bounded(side - 1)};
                const Space space = hero.space();
                for (int y = space.top(); y <= space.bottom(); ++y) {
                    for (int x = space.left(); x <= space.right(); ++x)
                        map.grid.setTerrain({x, y}, Terrain::Open);
                }
                map.creatures.append(hero);
            }
            const BattleGrid grid(map);
            const VisionResult seen = Vision::compute(grid, {QStringLiteral("heroes")});
            const SightLine sight(grid, SightLine::Kind::Sight);
            int visible = 0;
            for (int y = 0; y < side; ++y) {
                for (int x = 0; x < side; ++x) {
                    bool expected = false;
                    for (const MapCreature &hero : grid.creatures())
                        expected = expected || hero.space().contains({x, y}) ||
                                   sight.clearLine(hero.space(), Space{{x, y}, 1});
                    visible += expected;
                    QVERIFY2(seen.isVisible({x, y}) == expected,
                             qPrintable(QStringLiteral("round %1 square %2,%3").arg(round).arg(x).arg(y)));
                }
            }
            QVERIFY(visible > 0 && visible < side * side);
        }
    }

    void visionFarAcrossOpenCountryIsTheGridsLineOfSight()
    {
        // Open lit country larger than the fans' reach (32 squares): clumps of rubble, single walls and doors and
        // short wall runs scattered far and wide, so that the squares beyond are proved hidden by the shadows of
        // far obstacles (FarShadows, merged into rectangles and runs) and the rest walked. Still exactly SightLine.
        QRandomGenerator random(500);
        for (int round = 0; round < 4; ++round) {
            const int side = 110;
            BattleMap map;
            map.grid = GridMap(side, side);
            for (int i = 0; i < 160; ++i) {
                const int x = random.bounded(side - 4);
                const int y = random.bounded(side - 4);
                const int w = 1 + random.bounded(4);
                const int h = 1 + random.bounded(4);
                for (int dy = 0; dy < h; ++dy)
                    for (int dx = 0; dx < w; ++dx)
                        map.grid.setTerrain({x + dx, y + dy}, Terrain::Blocking);
            }
            const EdgeFeature features[] = {EdgeFeature::Wall, EdgeFeature::ClosedDoor, EdgeFeature::LockedDoor,
                                            EdgeFeature::OpenDoor};
            for (int i = 0; i < 300; ++i) {
                const int x = random.bounded(side - 12);
                const int y = random.bounded(side - 12);
                const bool north = random.bounded(2);
                const int run = random.bounded(3) ? 1 : 2 + random.bounded(10);
                for (int k = 0; k < run; ++k)
                    map.grid.setEdge(north ? Square{x + k, y} : Square{x, y + k}, north ? Side::North : Side::West,
                                     features[random.bounded(4)]);
            }
            for (int i = 0; i < 3; ++i) {
                MapCreature hero;
                hero.id = QStringLiteral("h%1").arg(i);
                hero.side = QStringLiteral("heroes");
                hero.size = i == 2 ? CreatureSize::Large : CreatureSize::Medium;
                hero.position = {random.bounded(side - 1), random.bounded(side - 1)};
                const Space space = hero.space();
                for (int y = space.top(); y <= space.bottom(); ++y) {
                    for (int x = space.left(); x <= space.right(); ++x)
                        map.grid.setTerrain({x, y}, Terrain::Open);
                }
                map.creatures.append(hero);
            }
            const BattleGrid grid(map);
            const VisionResult seen = Vision::compute(grid, {QStringLiteral("heroes")});
            const SightLine sight(grid, SightLine::Kind::Sight);
            int visible = 0;
            for (int y = 0; y < side; ++y) {
                for (int x = 0; x < side; ++x) {
                    bool expected = false;
                    for (const MapCreature &hero : grid.creatures())
                        expected = expected || hero.space().contains({x, y}) ||
                                   sight.clearLine(hero.space(), Space{{x, y}, 1});
                    visible += expected;
                    QVERIFY2(seen.isVisible({x, y}) == expected,
                             qPrintable(QStringLiteral("round %1 square %2,%3").arg(round).arg(x).arg(y)));
                }
            }
            // Far enough that most of it is beyond the fans, and hidden enough that the shadows decide.
            QVERIFY2(visible > side * side / 10 && visible < side * side * 9 / 10,
                     qPrintable(QString::number(visible)));
        }
    }

    void lightingRoundTrips()
    {
        auto grid = gridOf(corridor, R"("doors": [{"x": 4, "y": 0, "side": "W", "state": "closed", "secret": true}],
            "creatures": [{"id": "elf", "x": 1, "y": 0, "side": "heroes", "senses": "low-light"}],
            "lighting": {"ambient": "dark", "areas": [{"x": 2, "y": 0, "width": 3, "level": "bright"}],
                         "lights": [{"kind": "lantern", "x": 9, "y": 0, "minutesLeft": 30},
                                    {"kind": "candle", "carriedBy": "elf"}],
                         "vision": true, "explored": [[0, 0, 3], [7, 0, 2]]})");
        const BattleMap &map = grid->map();
        QCOMPARE(map.creatures.first().senses, Senses::LowLight);
        QCOMPARE(map.secretDoors.size(), 1);
        QCOMPARE(map.lighting.lights.size(), 2);
        QCOMPARE(map.lighting.lights.at(1).minutesLeft, 60); // a candle burns for 1 hour when lit
        QVERIFY(map.lighting.visionEnabled);
        QVERIFY(map.lighting.isExplored({8, 0}, 15));
        QVERIFY(!map.lighting.isExplored({3, 0}, 15));
        auto again = battleMapFromJson(battleMapToJson(map), JsonContext(QStringLiteral("again")));
        QVERIFY2(again, qPrintable(again.errorMessage()));
        QVERIFY(again->lighting == map.lighting);
        QCOMPARE(again->secretDoors, map.secretDoors);
        QCOMPARE(again->creatures.first().senses, Senses::LowLight);
    }

    void badLightingIsNamed_data()
    {
        QTest::addColumn<QByteArray>("lighting");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown field") << QByteArray(R"({"ambiant": "dark"})")
                                       << "m.json: lighting.ambiant: unknown field";
        QTest::newRow("level") << QByteArray(R"({"ambient": "gloomy"})")
                               << "lighting.ambient: 'gloomy' is not a light level";
        QTest::newRow("kind") << QByteArray(R"({"lights": [{"kind": "lamp", "x": 0, "y": 0}]})")
                              << "lighting.lights[0].kind: 'lamp' is not a light source";
        QTest::newRow("carrier") << QByteArray(R"({"lights": [{"kind": "torch", "carriedBy": "nobody"}]})")
                                 << "lighting.lights[0].carriedBy: no creature 'nobody' on this map";
        QTest::newRow("both") << QByteArray(R"({"lights": [{"kind": "torch", "carriedBy": "hero", "x": 1}]})")
                              << "a carried light has no x and y";
        QTest::newRow("minutes") << QByteArray(R"({"lights": [{"kind": "torch", "x": 0, "y": 0, "minutesLeft": 61}]})")
                                 << "lighting.lights[0].minutesLeft";
        QTest::newRow("area off the map")
            << QByteArray(R"({"areas": [{"x": 1, "y": 0, "width": 3, "level": "dim"}]})") << "lighting.areas[0].width";
        QTest::newRow("explored") << QByteArray(R"({"explored": [[2, 0, 2]]})")
                                  << "lighting.explored[0]: the run 2,0 of 2 squares is not within the 3x1 map";
    }
    void badLightingIsNamed()
    {
        QFETCH(QByteArray, lighting);
        QFETCH(QString, message);
        const QString error = errorOf(R"({"terrain": ["..."], "creatures": [{"id": "hero", "x": 0, "y": 0,
            "side": "heroes"}], "lighting": )" +
                                      lighting + "}");
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void badSensesAreNamed()
    {
        const QString error = errorOf(R"({"terrain": ["."], "creatures": [{"id": "hero", "x": 0, "y": 0,
            "side": "heroes", "senses": "tremorsense"}]})");
        QVERIFY2(error.contains(QStringLiteral("creatures[0].senses: 'tremorsense' is not a sense")),
                 qPrintable(error));
    }

private:
    static int idOf(const BattleGrid &grid, const char *id) { return grid.indexOf(QLatin1String(id)); }
};

QTEST_GUILESS_MAIN(TstVision)
#include "tst_vision.moc"
