#include "mapedit/tokenplacement.h"
#include "rulesets/builtinmodules.h"
#include "session/mapeditcommand.h"
#include "session/tablesession.h"
#include "table/playerview.h"

#include <QTest>

using namespace battlemat;

namespace {
TableScene smallScene()
{
    TableScene scene;
    scene.map.name = QStringLiteral("Test");
    scene.map.grid = GridMap(6, 4);
    scene.map.grid.setTerrain({5, 0}, Terrain::Blocking);
    MapCreature ogre;
    ogre.id = QStringLiteral("ogre");
    ogre.name = QStringLiteral("Ash Ogre");
    ogre.side = QStringLiteral("monsters");
    ogre.size = CreatureSize::Large;
    ogre.position = {1, 1};
    scene.map.creatures.append(ogre);
    return scene;
}

/**
 * The map as the table session edits it, one history with the encounter's commands, in memory: each edit is a
 * session command, the scene the caller holds is the session's after each step, and the events are every step's.
 */
class SessionTable
{
public:
    explicit SessionTable(const TableScene &scene)
        : m_session(nullptr, builtInModules())
    {
        if (const Status opened = m_session.open(QString(), scene); !opened)
            qFatal("%s", qPrintable(opened.errorMessage()));
    }
    Status apply(TableScene &scene, const MapEdit &edit)
    {
        return walk(scene, m_session.apply(std::make_shared<MapEditCommand>(edit)));
    }
    Status undo(TableScene &scene) { return walk(scene, m_session.undo()); }
    Status redo(TableScene &scene) { return walk(scene, m_session.redo()); }
    bool canUndo() const { return m_session.canUndo(); }
    bool canRedo() const { return m_session.canRedo(); }
    const QList<QJsonObject> &events() const { return m_events; }

private:
    Status walk(TableScene &scene, const CommandOutcome &outcome)
    {
        if (!outcome.ok)
            return Error{outcome.error};
        m_events.append(outcome.events);
        scene = m_session.table().scene;
        return success();
    }
    TableSession m_session;
    QList<QJsonObject> m_events;
};
} // namespace

/** Map editing through the table session: every edit checks before it changes anything, undo/redo restore exactly. */
class TestMapEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lightAndVisionAreUndoable()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        // Ambient light painted square by square (docs/vision.md); undo gives back each square's own level.
        QVERIFY(stack.apply(scene, MapEdit::paintAmbient({{0, 0}, {1, 0}}, LightLevel::Dark)));
        QVERIFY(stack.apply(scene, MapEdit::paintAmbient({{1, 0}}, LightLevel::Dim)));
        QCOMPARE(scene.map.lighting.ambientAt({1, 0}, 6), LightLevel::Dim);
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.lighting.ambientAt({1, 0}, 6), LightLevel::Dark);
        QVERIFY(!stack.apply(scene, MapEdit::paintAmbient({{6, 0}}, LightLevel::Dim)));
        QCOMPARE(stack.events().size(), 3);

        // Lights: a torch put down and one carried by the ogre; an unknown kind, a carrier not on the map, a
        // square off the map and a torch burning longer than its hour are refused.
        const LightSource torch{QStringLiteral("torch"), {2, 2}, {}, 60};
        const LightSource carried{QStringLiteral("lantern"), {}, QStringLiteral("ogre"), 480};
        QVERIFY(stack.apply(scene, MapEdit::setLights({torch, carried})));
        QCOMPARE(scene.map.lighting.lights.size(), 2);
        for (const LightSource &bad : {LightSource{QStringLiteral("lamp"), {0, 0}, {}, 1},
                                       LightSource{QStringLiteral("torch"), {}, QStringLiteral("nobody"), 1},
                                       LightSource{QStringLiteral("torch"), {9, 9}, {}, 1},
                                       LightSource{QStringLiteral("torch"), {0, 0}, {}, 61}}) {
            QVERIFY(!stack.apply(scene, MapEdit::setLights({bad})));
            QCOMPARE(scene.map.lighting.lights.size(), 2);
        }
        QVERIFY(stack.undo(scene));
        QVERIFY(scene.map.lighting.lights.isEmpty());

        QVERIFY(stack.apply(scene, MapEdit::setVision(true)));
        QVERIFY(scene.map.lighting.visionEnabled);
        QCOMPARE(stack.events().last().value(QStringLiteral("type")).toString(), QStringLiteral("map.setVision"));
        QVERIFY(stack.undo(scene));
        QVERIFY(!scene.map.lighting.visionEnabled);
        QVERIFY(stack.redo(scene));
        QVERIFY(scene.map.lighting.visionEnabled);
    }

    void paintIsUndoneAndRedone()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        QVERIFY(stack.apply(scene, MapEdit::paintTerrain({{0, 0}, {4, 3}, {0, 0}}, Terrain::Difficult)));
        QCOMPARE(scene.map.grid.terrain({0, 0}), Terrain::Difficult);
        QCOMPARE(scene.map.grid.terrain({4, 3}), Terrain::Difficult);
        QVERIFY(stack.canUndo());
        QVERIFY(stack.undo(scene));
        // The square listed twice gets its value from before the edit back.
        QCOMPARE(scene.map.grid.terrain({0, 0}), Terrain::Open);
        QCOMPARE(scene.map.grid.terrain({4, 3}), Terrain::Open);
        QVERIFY(!stack.canUndo());
        QVERIFY(stack.redo(scene));
        QCOMPARE(scene.map.grid.terrain({4, 3}), Terrain::Difficult);
    }

    void paintOffTheMapChangesNothing()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        const auto result = stack.apply(scene, MapEdit::paintTerrain({{0, 0}, {6, 0}}, Terrain::Blocking));
        QVERIFY(!result);
        QVERIFY2(result.errorMessage().contains(QStringLiteral("(6, 0)")), qPrintable(result.errorMessage()));
        QCOMPARE(scene.map.grid.terrain({0, 0}), Terrain::Open);
        QVERIFY(!stack.canUndo());
        QVERIFY(stack.events().isEmpty());
    }

    void blockingTerrainIsRefusedUnderACreature()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        // The Large ogre at (1, 1) covers (1..2, 1..2).
        const auto result = stack.apply(scene, MapEdit::paintTerrain({{2, 2}}, Terrain::Blocking));
        QVERIFY(!result);
        QVERIFY(result.errorMessage().contains(QStringLiteral("Ash Ogre")));
        QVERIFY(stack.apply(scene, MapEdit::paintTerrain({{3, 2}}, Terrain::Blocking)));
    }

    void lightsBurnDownAndAreCarried()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        // The ogre takes up a torch (1 hour, Orcus "Adventuring Gear"); a candle stands on a square.
        QList<LightSource> lights = carryLight({LightSource{QStringLiteral("candle"), {2, 2}, {}, 60}},
                                               QStringLiteral("ogre"), QStringLiteral("torch"));
        QVERIFY(stack.apply(scene, MapEdit::setLights(lights)));
        QCOMPARE(scene.map.lighting.lights.last().carriedBy, QStringLiteral("ogre"));
        QCOMPARE(scene.map.lighting.lights.last().minutesLeft, 60);
        // 45 minutes pass, then 30 more: both burn out at 0 and stay, unlit; undo gives back the 15 minutes.
        QVERIFY(stack.apply(scene, MapEdit::burnLights(45)));
        QCOMPARE(scene.map.lighting.lights.first().minutesLeft, 15);
        QVERIFY(stack.apply(scene, MapEdit::burnLights(30)));
        QCOMPARE(scene.map.lighting.lights.size(), 2);
        QVERIFY(!scene.map.lighting.lights.first().isLit() && !scene.map.lighting.lights.last().isLit());
        QCOMPARE(stack.events().last().value(QStringLiteral("type")).toString(), QStringLiteral("map.burnLights"));
        QCOMPARE(stack.events().last().value(QStringLiteral("minutes")).toInt(), 30);
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.lighting.lights.last().minutesLeft, 15);
        QVERIFY(!stack.apply(scene, MapEdit::burnLights(0)));
        // A fresh torch replaces the burnt one; an empty kind lets go of it.
        lights = carryLight(scene.map.lighting.lights, QStringLiteral("ogre"), QStringLiteral("lantern"));
        QCOMPARE(lights.size(), 2);
        QCOMPARE(lights.last().minutesLeft, 8 * 60);
        QCOMPARE(carryLight(lights, QStringLiteral("ogre"), QString()).size(), 1);
    }

    void secretDoorsAreFound()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        QVERIFY(stack.apply(scene, MapEdit::setEdges({{{2, 0}, Side::East, EdgeFeature::ClosedDoor}})));
        // Named from the east square's west side or from the west square's east side: the same door.
        QVERIFY(stack.apply(scene, MapEdit::setSecretDoor({2, 0}, Side::East, true)));
        QCOMPARE(scene.map.secretDoors, (QList<QPair<Square, Side>>{{{3, 0}, Side::West}}));
        QCOMPARE(playerViewOf(scene).map.grid.edge({3, 0}, Side::West), EdgeFeature::Wall);
        QVERIFY(stack.apply(scene, MapEdit::setSecretDoor({3, 0}, Side::West, false)));
        QVERIFY(scene.map.secretDoors.isEmpty());
        QCOMPARE(playerViewOf(scene).map.grid.edge({3, 0}, Side::West), EdgeFeature::ClosedDoor);
        QCOMPARE(stack.events().last().value(QStringLiteral("type")).toString(), QStringLiteral("map.setSecretDoor"));
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.secretDoors.size(), 1);
        // Only a door can be secret, and only on the map.
        const auto wall = applyMapEdit(scene, MapEdit::setSecretDoor({0, 0}, Side::North, true));
        QVERIFY(!wall);
        QCOMPARE(wall.errorMessage(), QStringLiteral("the N edge of square (0, 0) is no door"));
        QVERIFY(!applyMapEdit(scene, MapEdit::setSecretDoor({9, 0}, Side::West, true)));
        QCOMPARE(scene.map.secretDoors.size(), 1);
    }

    void wallsAndDoorsOnSharedEdges()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        QVERIFY(stack.apply(scene, MapEdit::setEdges({{{2, 0}, Side::East, EdgeFeature::ClosedDoor}})));
        // The east side of (2, 0) is the west side of (3, 0).
        QCOMPARE(scene.map.grid.edge({3, 0}, Side::West), EdgeFeature::ClosedDoor);
        QVERIFY(stack.apply(scene, MapEdit::setEdges({{{3, 0}, Side::West, EdgeFeature::Wall}})));
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.grid.edge({2, 0}, Side::East), EdgeFeature::ClosedDoor);
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.grid.edge({2, 0}, Side::East), EdgeFeature::None);
    }

    void placeAndRemoveKeepOrderAndStatus()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        MapCreature rat;
        rat.id = QStringLiteral("rat");
        rat.name = QStringLiteral("Rat");
        rat.side = QStringLiteral("monsters");
        rat.position = {4, 0};
        QVERIFY(stack.apply(scene, MapEdit::placeCreature(rat, CreatureStatus::fromHitPoints(3, 6))));
        QCOMPARE(scene.map.creatures.size(), 2);
        QCOMPARE(scene.statuses.value(QStringLiteral("rat")).health, HealthState::Staggered);

        QVERIFY(stack.apply(scene, MapEdit::removeCreature(QStringLiteral("ogre"))));
        QCOMPARE(scene.map.creatures.size(), 1);
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.creatures.at(0).id, QStringLiteral("ogre")); // back in its old row
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.creatures.size(), 1);
        QVERIFY(!scene.statuses.contains(QStringLiteral("rat")));
    }

    void placingIsCheckedAgainstTheMap_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<QString>("message");
        QTest::newRow("duplicate id") << "ogre" << 4 << 2 << "already a creature";
        QTest::newRow("empty id") << " " << 4 << 2 << "needs an id";
        QTest::newRow("off the map") << "new" << 5 << 3 << "off the 6 x 4 map";
        QTest::newRow("on a blocking square") << "new" << 4 << 0 << "blocking terrain";
    }

    void placingIsCheckedAgainstTheMap()
    {
        QFETCH(QString, id);
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(QString, message);
        TableScene scene = smallScene();
        MapCreature wolf;
        wolf.id = id;
        wolf.name = QStringLiteral("Wolf");
        wolf.size = CreatureSize::Large;
        wolf.position = {x, y};
        const auto result = applyMapEdit(scene, MapEdit::placeCreature(wolf));
        QVERIFY(!result);
        QVERIFY2(result.errorMessage().contains(message), qPrintable(result.errorMessage()));
        QCOMPARE(scene.map.creatures.size(), 1);
    }

    void moveHideAndStatus()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        QVERIFY(!stack.apply(scene, MapEdit::moveCreature(QStringLiteral("ogre"), {4, 0}))); // (5, 0) blocks
        QVERIFY(stack.apply(scene, MapEdit::moveCreature(QStringLiteral("ogre"), {3, 2})));
        QVERIFY(stack.apply(scene, MapEdit::setHidden(QStringLiteral("ogre"), true)));
        QVERIFY(stack.apply(scene, MapEdit::setStatus(QStringLiteral("ogre"), CreatureStatus::fromHitPoints(0, 40))));
        QCOMPARE(scene.statuses.value(QStringLiteral("ogre")).health, HealthState::Dying);
        QVERIFY(!stack.apply(scene, MapEdit::setStatus(QStringLiteral("nobody"), {})));
        QVERIFY(stack.undo(scene));
        QVERIFY(!scene.statuses.contains(QStringLiteral("ogre")));
        QVERIFY(stack.undo(scene));
        QVERIFY(!scene.map.creatures.at(0).hiddenFromPlayers);
        QVERIFY(stack.undo(scene));
        QCOMPARE(scene.map.creatures.at(0).position, (Square{1, 1}));
    }

    void newEditDropsTheRedoBranchAndEverythingIsLogged()
    {
        TableScene scene = smallScene();
        SessionTable stack(scene);
        QVERIFY(stack.apply(scene, MapEdit::paintTerrain({{0, 0}}, Terrain::Difficult)));
        QVERIFY(stack.undo(scene));
        QVERIFY(stack.apply(scene, MapEdit::paintTerrain({{0, 1}}, Terrain::LightlyObscured)));
        QVERIFY(!stack.canRedo());
        QVERIFY(!stack.redo(scene));
        QCOMPARE(stack.events().size(), 3);
        QCOMPARE(stack.events().at(0).value(QStringLiteral("type")).toString(), QStringLiteral("map.paintTerrain"));
        QCOMPARE(stack.events().at(1).value(QStringLiteral("type")).toString(), QStringLiteral("undone"));
        // The table's log holds what stands: the undone edit's event left it, so the new edit is its first again.
        QCOMPARE(stack.events().at(2).value(QStringLiteral("seq")).toInt(), 1);
    }

    // A hero from the party or a monster from the library goes beside its side, ring by ring, never onto blocking
    // terrain or another token; its id follows the base, numbered when taken.
    void newTokensGoBesideTheirSide()
    {
        TableScene scene = smallScene(); // 6 x 4, blocking at (5, 0), the Large ogre on (1..2, 1..2)
        MapCreature goblin;
        goblin.id = QStringLiteral("ogre");
        goblin.side = QStringLiteral("monsters");
        QCOMPARE(TokenPlacement::freeId(scene.map, QStringLiteral("ogre")), QStringLiteral("ogre-2"));
        QCOMPARE(TokenPlacement::freeId(scene.map, QStringLiteral("goblin")), QStringLiteral("goblin"));
        // The ogre's own square is taken: the first free one of the ring around it, row by row.
        QCOMPARE(TokenPlacement::besideItsSide(scene.map, goblin), (Square{0, 0}));
        MapCreature hero;
        hero.side = QStringLiteral("heroes"); // no hero on the map: around the centre (3, 2)
        QCOMPARE(TokenPlacement::besideItsSide(scene.map, hero), (Square{3, 2}));
        hero.size = CreatureSize::Huge; // 3 x 3 fits only at (3, 1)
        QCOMPARE(TokenPlacement::besideItsSide(scene.map, hero), (Square{3, 1}));
        hero.size = CreatureSize::Gargantuan;
        QVERIFY(!TokenPlacement::besideItsSide(scene.map, hero));
        QCOMPARE(creatureSizeOfSpace(2), CreatureSize::Large);
        QVERIFY(!creatureSizeOfSpace(5));
    }

    void backgroundNeedsAPositiveScale()
    {
        TableScene scene = smallScene();
        BackgroundPicture background;
        background.imageFile = QStringLiteral("crypt.png");
        background.pixelsPerSquare = 0;
        QVERIFY(!applyMapEdit(scene, MapEdit::setBackground(background)));
        background.pixelsPerSquare = 70;
        background.offsetX = 12;
        QVERIFY(applyMapEdit(scene, MapEdit::setBackground(background)));
        QCOMPARE(scene.background, background);
    }
};

QTEST_GUILESS_MAIN(TestMapEdit)
#include "tst_mapedit.moc"
