#include "table/playerview.h"

#include "grid/battlegrid.h"
#include "grid/lightlevel.h"
#include "grid/lightmap.h"
#include "grid/sightline.h"

#include <QRandomGenerator>
#include <QTest>

using namespace battlemat;

/** The players' copy of the scene, per Orcus "Staggered", "Dying" and the player-view rules of issue 7. */
class TestPlayerView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healthStates_data()
    {
        QTest::addColumn<int>("hp");
        QTest::addColumn<int>("max");
        QTest::addColumn<QString>("state");
        QTest::newRow("full") << 20 << 20 << "healthy";
        QTest::newRow("one above staggered") << 11 << 20 << "healthy";
        QTest::newRow("at staggered value") << 10 << 20 << "staggered";
        QTest::newRow("odd max rounds down") << 11 << 23 << "staggered";
        QTest::newRow("odd max above") << 12 << 23 << "healthy";
        QTest::newRow("1 hp") << 1 << 20 << "staggered";
        QTest::newRow("zero") << 0 << 20 << "dying";
        QTest::newRow("negative above staggered") << -9 << 20 << "dying";
        QTest::newRow("rules example: max 20 at -10") << -10 << 20 << "dead";
        QTest::newRow("below") << -15 << 20 << "dead";
    }

    void healthStates()
    {
        QFETCH(int, hp);
        QFETCH(int, max);
        QFETCH(QString, state);
        QCOMPARE(healthStateName(healthStateOf(hp, max)), state);
    }

    void visionNarrowsThePlayersCopy()
    {
        // A dark corridor of 12 squares; the hero's torch lights 5 (Orcus "Adventuring Gear"). A goblin at 4 (seen),
        // an ogre at 9 in darkness (not seen), a secret door on the west side of column 11 (a wall to the players).
        TableScene scene;
        scene.map.grid = GridMap(12, 1);
        scene.map.grid.setEdge({11, 0}, Side::West, EdgeFeature::ClosedDoor);
        scene.map.secretDoors.append({Square{11, 0}, Side::West});
        scene.map.grid.setTerrain({8, 0}, Terrain::Difficult);
        auto add = [&](const QString &id, const QString &side, int x) {
            MapCreature c;
            c.id = id;
            c.side = side;
            c.position = {x, 0};
            scene.map.creatures.append(c);
            scene.statuses.insert(id, CreatureStatus::fromHitPoints(10, 10));
        };
        add(QStringLiteral("hero"), QStringLiteral("heroes"), 0);
        add(QStringLiteral("goblin"), QStringLiteral("monsters"), 4);
        add(QStringLiteral("ogre"), QStringLiteral("monsters"), 9);
        scene.sideIndices = {{QStringLiteral("heroes"), 0}, {QStringLiteral("monsters"), 1}};
        scene.map.lighting.ambient = LightLevel::Dark;
        scene.map.lighting.lights.append({QStringLiteral("torch"), {}, QStringLiteral("hero"), 60});

        TableScene view = playerViewOf(scene);
        QCOMPARE(view.map.grid.edge({11, 0}, Side::West), EdgeFeature::Wall);
        QVERIFY(view.map.secretDoors.isEmpty()); // nor where such a door stands
        QCOMPARE(view.map.creatures.size(), 3);
        QVERIFY(view.statuses.contains(QStringLiteral("ogre"))); // vision off: the ogre is in the copy
        scene.map.lighting.visionEnabled = true;
        view = playerViewOf(scene);
        QCOMPARE(view.map.creatures.size(), 2);
        QCOMPARE(view.map.creatures.at(1).id, QStringLiteral("goblin"));
        QVERIFY(!view.statuses.contains(QStringLiteral("ogre")));
        QVERIFY(view.playerVisible.at(5));
        QVERIFY(!view.playerVisible.at(6));
        QVERIFY(view.map.lighting.lights.isEmpty()); // no carrier's id reaches the players
        QVERIFY(view.map.lighting.isExplored({5, 0}, 12));
        QCOMPARE(view.map.grid.terrain({8, 0}), Terrain::Open); // never seen: no terrain
        // Out of sight, the ogre's side takes no colour slot either: a wraith (slot 2 on the game master's side) seen
        // while every monster is unseen is numbered 1, so its colour tells nothing of the monsters in the dark.
        {
            TableScene wraith = scene;
            wraith.map.creatures[1].position = {10, 0}; // the goblin into the dark as well
            MapCreature undead;
            undead.id = QStringLiteral("wraith");
            undead.side = QStringLiteral("undead");
            undead.position = {3, 0};
            wraith.map.creatures.append(undead);
            wraith.sideIndices.insert(QStringLiteral("undead"), 2);
            const TableScene seen = playerViewOf(wraith);
            QCOMPARE(seen.map.creatures.size(), 2);
            QVERIFY(!seen.sideIndices.contains(QStringLiteral("monsters")));
            QCOMPARE(seen.sideIndices.value(QStringLiteral("undead")), 1);
        }

        // The hero walks on; what it saw stays explored (kept in the scene by whoever owns it).
        scene.map.lighting.explored = view.map.lighting.explored;
        scene.map.creatures[0].position = {6, 0};
        view = playerViewOf(scene);
        QVERIFY(view.map.lighting.isExplored({0, 0}, 12));
        QVERIFY(view.playerVisible.at(10));
        QVERIFY(!view.playerVisible.at(0));
        QCOMPARE(view.map.grid.terrain({8, 0}), Terrain::Difficult);
        QCOMPARE(view.map.creatures.size(), 3);
        scene.map.lighting.explored = view.map.lighting.explored;
        // A dead hero sees nothing: the ogre leaves the players' copy again, though the squares stay explored.
        scene.statuses.insert(QStringLiteral("hero"), CreatureStatus::fromHitPoints(-10, 10));
        view = playerViewOf(scene);
        QCOMPARE(view.map.creatures.size(), 1);
        QVERIFY(!view.playerVisible.contains(true));
        QVERIFY(view.map.lighting.isExplored({10, 0}, 12));
    }

    // The path a token glides along reaches the players only over squares they see now, and only for creatures in
    // their copy: a goblin walking out of the torchlight glides to the light's edge; the ogre in the dark sends none.
    void playersGlideOnlyAlongWhatTheySee()
    {
        TableScene scene;
        scene.map.grid = GridMap(12, 1);
        auto add = [&](const QString &id, const QString &side, int x) {
            MapCreature c;
            c.id = id;
            c.side = side;
            c.position = {x, 0};
            scene.map.creatures.append(c);
        };
        add(QStringLiteral("hero"), QStringLiteral("heroes"), 0);
        add(QStringLiteral("goblin"), QStringLiteral("monsters"), 5);
        add(QStringLiteral("ogre"), QStringLiteral("monsters"), 10);
        scene.map.lighting.ambient = LightLevel::Dark;
        scene.map.lighting.lights.append({QStringLiteral("torch"), {}, QStringLiteral("hero"), 60}); // lights 0..5
        scene.movePaths.insert(QStringLiteral("goblin"), {{3, 0}, {4, 0}, {5, 0}});
        scene.movePaths.insert(QStringLiteral("ogre"), {{8, 0}, {9, 0}, {10, 0}});
        scene.movePaths.insert(QStringLiteral("hero"), {{1, 0}, {0, 0}});
        // Vision off: every path as it was, the hidden-from-nobody ogre's too.
        TableScene view = playerViewOf(scene);
        QCOMPARE(view.movePaths.value(QStringLiteral("ogre")), (QList<Square>{{8, 0}, {9, 0}, {10, 0}}));
        scene.map.lighting.visionEnabled = true;
        view = playerViewOf(scene);
        QCOMPARE(view.movePaths.value(QStringLiteral("goblin")), (QList<Square>{{3, 0}, {4, 0}, {5, 0}}));
        QCOMPARE(view.movePaths.value(QStringLiteral("hero")), (QList<Square>{{1, 0}, {0, 0}}));
        QVERIFY(!view.movePaths.contains(QStringLiteral("ogre")));
        // The goblin walks on into the dark, from 3 to 7: the players see it no more, nor its path.
        scene.map.creatures[1].position = {7, 0};
        scene.movePaths.insert(QStringLiteral("goblin"), {{4, 0}, {5, 0}, {6, 0}, {7, 0}});
        view = playerViewOf(scene);
        QVERIFY(!view.movePaths.contains(QStringLiteral("goblin")));
        // Hidden by the game master: no path either, even with vision off.
        scene.map.lighting.visionEnabled = false;
        scene.map.creatures[1].hiddenFromPlayers = true;
        view = playerViewOf(scene);
        QVERIFY(!view.movePaths.contains(QStringLiteral("goblin")));
        QCOMPARE(view.movePaths.value(QStringLiteral("ogre")).size(), 3);
        // A path partly in the light keeps only its lit squares: the hero carries the torch 2 squares east.
        scene.map.lighting.visionEnabled = true;
        scene.map.creatures[1].hiddenFromPlayers = false;
        scene.map.creatures[1].position = {5, 0};
        scene.movePaths.insert(QStringLiteral("goblin"), {{9, 0}, {8, 0}, {7, 0}, {6, 0}, {5, 0}});
        view = playerViewOf(scene);
        QCOMPARE(view.movePaths.value(QStringLiteral("goblin")), (QList<Square>{{5, 0}}));
    }

    void playersReceiveNothingSecret()
    {
        TableScene scene;
        scene.map.name = QStringLiteral("Crypt");
        scene.map.grid = GridMap(8, 8);
        scene.gmNotes = QStringLiteral("The Ash King waits behind the false wall");
        auto add = [&](const QString &id, const QString &side, bool hidden) {
            MapCreature c;
            c.id = id;
            c.name = id;
            c.side = side;
            c.hiddenFromPlayers = hidden;
            scene.map.creatures.append(c);
        };
        add(QStringLiteral("aldric"), QStringLiteral("heroes"), false);
        add(QStringLiteral("ghoul"), QStringLiteral("monsters"), false);
        add(QStringLiteral("ambusher"), QStringLiteral("monsters"), true);
        CreatureStatus hero = CreatureStatus::fromHitPoints(18, 24);
        hero.defenses.insert(QStringLiteral("AC"), 17);
        hero.gmNote = QStringLiteral("cursed ring");
        scene.statuses.insert(QStringLiteral("aldric"), hero);
        CreatureStatus ghoul = CreatureStatus::fromHitPoints(7, 30);
        ghoul.defenses.insert(QStringLiteral("AC"), 15);
        ghoul.gmNote = QStringLiteral("flees at 5 HP");
        scene.statuses.insert(QStringLiteral("ghoul"), ghoul);
        scene.statuses.insert(QStringLiteral("ambusher"), CreatureStatus::fromHitPoints(30, 30));
        add(QStringLiteral("cultist"), QStringLiteral("cult"), true);
        scene.sideIndices = {
            {QStringLiteral("heroes"), 0}, {QStringLiteral("monsters"), 1}, {QStringLiteral("cult"), 2}};

        const TableScene view = playerViewOf(scene);
        QCOMPARE(view.map.creatures.size(), 2);
        QCOMPARE(view.creatureIndex(QStringLiteral("ambusher")), -1);
        QVERIFY(!view.statuses.contains(QStringLiteral("ambusher")));
        QVERIFY(view.gmNotes.isEmpty());
        // A side with only hidden creatures is not even named; the others keep their colour slots.
        QVERIFY(!view.sideIndices.contains(QStringLiteral("cult")));
        QCOMPARE(view.sideIndices.value(QStringLiteral("heroes")), 0);
        QCOMPARE(view.sideIndices.value(QStringLiteral("monsters")), 1);
        // The hidden cult placed before the monsters took slot 1 on the game master's side: the players' sides are
        // numbered without it, so the monsters' colour does not tell them an unseen faction is there.
        TableScene cultFirst = scene;
        cultFirst.sideIndices = {
            {QStringLiteral("heroes"), 0}, {QStringLiteral("cult"), 1}, {QStringLiteral("monsters"), 2}};
        const TableScene cultView = playerViewOf(cultFirst);
        QCOMPARE(cultView.sideIndices.value(QStringLiteral("monsters")), 1);
        QCOMPARE(cultView.sideIndices.size(), 2);
        // Revealed, the cult keeps the game master's order: heroes, cult, monsters.
        cultFirst.map.creatures.last().hiddenFromPlayers = false;
        const TableScene revealed = playerViewOf(cultFirst);
        QCOMPARE(revealed.sideIndices.value(QStringLiteral("cult")), 1);
        QCOMPARE(revealed.sideIndices.value(QStringLiteral("monsters")), 2);

        const CreatureStatus shownGhoul = view.statuses.value(QStringLiteral("ghoul"));
        QCOMPARE(shownGhoul.health, HealthState::Staggered);
        QVERIFY(!shownGhoul.hitPoints);
        QVERIFY(!shownGhoul.maxHitPoints);
        QVERIFY(shownGhoul.defenses.isEmpty());
        QVERIFY(shownGhoul.gmNote.isEmpty());

        const CreatureStatus shownHero = view.statuses.value(QStringLiteral("aldric"));
        QCOMPARE(shownHero.hitPoints, 18);
        QCOMPARE(shownHero.maxHitPoints, 24);
        QCOMPARE(shownHero.defenses.value(QStringLiteral("AC")), 17);
        QVERIFY(shownHero.gmNote.isEmpty());
    }

    void playersModelIsWhatTheHeroesSee()
    {
        // Random maps with vision on (rock, rubble, fog, walls, doors, dark with a torch and a lantern; three heroes,
        // five monsters, one of them hidden): the players' copy shows a square exactly when some hero that can look
        // has line of sight to it and it is not totally obscured to that hero, by the grid's own SightLine; and it
        // holds a monster exactly when one of its squares is shown and the game master does not hide it.
        QRandomGenerator random(23);
        int monstersShown = 0;
        int monstersNot = 0;
        for (int round = 0; round < 30; ++round) {
            const int width = 16;
            const int height = 12;
            TableScene scene;
            scene.map.grid = GridMap(width, height);
            GridMap &grid = scene.map.grid;
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    const int r = int(random.bounded(100));
                    grid.setTerrain({x, y}, r < 10   ? Terrain::Blocking
                                            : r < 13 ? Terrain::TotallyObscured
                                            : r < 16 ? Terrain::HeavilyObscured
                                            : r < 20 ? Terrain::Difficult
                                                     : Terrain::Open);
                }
            }
            for (int i = 0; i < 30; ++i)
                grid.setEdge({int(random.bounded(width)), int(random.bounded(height))}, Side(random.bounded(4)),
                             EdgeFeature(random.bounded(1, 5)));
            auto add = [&](const QString &id, const QString &side, bool hidden) {
                MapCreature c;
                c.id = id;
                c.name = id;
                c.side = side;
                c.hiddenFromPlayers = hidden;
                do {
                    c.position = {int(random.bounded(width)), int(random.bounded(height))};
                } while (std::any_of(scene.map.creatures.cbegin(), scene.map.creatures.cend(),
                                     [&](const MapCreature &o) { return o.position == c.position; }));
                grid.setTerrain(c.position, Terrain::Open);
                scene.map.creatures.append(c);
            };
            for (int i = 0; i < 3; ++i)
                add(QStringLiteral("h%1").arg(i), QStringLiteral("heroes"), false);
            for (int i = 0; i < 5; ++i)
                add(QStringLiteral("m%1").arg(i), QStringLiteral("monsters"), i == 0);
            scene.playerSides = {QStringLiteral("heroes")};
            scene.map.lighting.visionEnabled = true;
            scene.map.lighting.ambient = round % 2 ? LightLevel::Dark : LightLevel::Dim;
            scene.map.lighting.lights.append({QStringLiteral("torch"), {}, QStringLiteral("h0"), 60});
            scene.map.lighting.lights.append(
                {QStringLiteral("lantern"), {int(random.bounded(width)), int(random.bounded(height))}, {}, 480});

            const TableScene view = playerViewOf(scene);
            const BattleGrid battle(scene.map);
            const SightLine sight(battle, SightLine::Kind::Sight);
            const LightMap light(battle);
            QList<bool> seen(width * height, false);
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    for (const MapCreature &hero : battle.creatures()) {
                        if (hero.side != QLatin1String("heroes") ||
                            LightMap::obscurementFor(hero, light.at({x, y}), grid.terrain({x, y})) ==
                                Obscurement::Totally)
                            continue;
                        if (hero.space().contains({x, y}) || sight.clearLine(hero.space(), Space{{x, y}, 1}))
                            seen[y * width + x] = true;
                    }
                    QVERIFY2(view.playerVisible.at(y * width + x) == seen.at(y * width + x),
                             qPrintable(QStringLiteral("round %1 square %2,%3").arg(round).arg(x).arg(y)));
                }
            }
            for (const MapCreature &monster : scene.map.creatures) {
                if (monster.side != QLatin1String("monsters"))
                    continue;
                const bool shown =
                    !monster.hiddenFromPlayers && seen.at(monster.position.y * width + monster.position.x);
                QVERIFY2((view.creatureIndex(monster.id) >= 0) == shown,
                         qPrintable(QStringLiteral("round %1 %2").arg(round).arg(monster.id)));
                ++(shown ? monstersShown : monstersNot);
            }
        }
        // The maps are neither all seen nor all dark: both answers were checked many times.
        QVERIFY2(monstersShown > 10 && monstersNot > 10,
                 qPrintable(QStringLiteral("%1 shown, %2 not").arg(monstersShown).arg(monstersNot)));
    }
};

QTEST_GUILESS_MAIN(TestPlayerView)
#include "tst_playerview.moc"
