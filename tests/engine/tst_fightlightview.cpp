// The players' window sees by the fight's light (docs/vision.md "In a fight"): the flash beetle's Luminescence
// ("The flash beetle casts bright light", aura 2, ../shared/rules/orcus-monsters-1.0.md) and a torch taken up in the
// fight (Orcus "Adventuring Gear": bright light, 5 squares) light the squares the players' copy shows, through the
// same LightMap the rules ask (TableScene::fightLight, AuraLight::lightingOf), and the map keeps its own light.
#include "publishedmonsterroom.h"

#include "encounter/auralight.h"
#include "table/playerview.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

// The table's scene of a fight: the encounter's grid and creatures, the map dark with the players' vision on.
TableScene sceneOf(const EncounterState &state)
{
    TableScene scene;
    scene.map.name = QStringLiteral("Hall");
    scene.map.grid = state.grid;
    scene.map.lighting.ambient = LightLevel::Dark;
    scene.map.lighting.visionEnabled = true;
    for (const Combatant &c : state.combatants) {
        MapCreature token;
        token.id = c.id;
        token.side = c.side;
        token.size = c.size;
        token.position = c.position;
        scene.map.creatures.append(token);
    }
    return scene;
}

bool seen(const TableScene &view, Square s)
{
    return view.playerVisible.value(qsizetype(s.y) * view.map.grid.width() + s.x, false);
}

bool shown(const TableScene &view, const QString &id)
{
    return view.creatureIndex(id) >= 0;
}

} // namespace

class TestFightLightView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thePlayersSeeWhatTheBeetleLights()
    {
        // A dark hall, Ava (normal eyes) at 9,4, the beetle at 4,4: its light reaches 2 squares (2,4 to 6,4). By the
        // map's light alone the players see nothing of it; by the fight's they see the beetle and its squares, not
        // 7,4 or 8,4 between (dark), nor 1,4 beyond its light.
        auto encounter = room(QStringLiteral("flash-beetle"), 5, 9, {},
                              QJsonObject{{QStringLiteral("ambient"), QStringLiteral("dark")}});
        TableScene scene = sceneOf(encounter->state());
        const TableScene mapOnly = playerViewOf(scene);
        QVERIFY(!seen(mapOnly, {4, 4}));
        QVERIFY(!seen(mapOnly, {6, 4}));
        QVERIFY(!shown(mapOnly, QStringLiteral("flash-beetle")));

        scene.fightLight = AuraLight::lightingOf(encounter->state());
        const TableScene lit = playerViewOf(scene);
        for (int x = 2; x <= 6; ++x)
            QVERIFY2(seen(lit, {x, 4}), qPrintable(QStringLiteral("%1,4 lit by the beetle").arg(x)));
        QVERIFY(seen(lit, {4, 2}));
        QVERIFY(!seen(lit, {7, 4}));
        QVERIFY(!seen(lit, {8, 4}));
        QVERIFY(!seen(lit, {1, 4}));
        QVERIFY(shown(lit, QStringLiteral("flash-beetle")));
        // What the heroes saw is explored; the fight's light itself does not enter the players' copy or the map.
        QVERIFY(lit.map.lighting.isExplored({4, 4}, lit.map.grid.width()));
        QVERIFY(lit.map.lighting.lights.isEmpty());
        QVERIFY(scene.map.lighting.lights.isEmpty());
        QCOMPARE(mapInSight(scene).lighting.lights.size(), 1);
        QCOMPARE(mapInSight(scene).lighting.ambient, LightLevel::Dark);
        QVERIFY(mapInSight(scene).lighting.visionEnabled);

        // The beetle at 0 hit points: its aura is off, its squares dark to the players again.
        QVERIFY(run(*encounter, "{'type': 'setHitPoints', 'target': 'flash-beetle', 'hp': 0}").ok);
        scene.fightLight = AuraLight::lightingOf(encounter->state());
        QVERIFY(!seen(playerViewOf(scene), {5, 4}));
    }

    void thePlayersSeeByATorchLitAndDroppedInTheFight()
    {
        // The same hall with the beetle dead from the start is not needed: Ava lights a torch on her turn (9,4) and
        // the players see 5 squares around her; she drops it and the GM puts her at 0,0: it burns on at 9,4.
        auto encounter = room(QStringLiteral("flash-beetle"), 5, 9, {},
                              QJsonObject{{QStringLiteral("ambient"), QStringLiteral("dark")}});
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'light', 'kind': 'torch'}").ok);
        TableScene scene = sceneOf(encounter->state());
        scene.fightLight = AuraLight::lightingOf(encounter->state());
        TableScene view = playerViewOf(scene);
        QVERIFY(seen(view, {7, 4}));
        QVERIFY(seen(view, {11, 4}));
        QVERIFY(seen(view, {9, 0}));
        QVERIFY(run(*encounter, "{'type': 'light', 'creature': 'ava', 'action': 'drop'}").ok);
        QVERIFY(run(*encounter, "{'type': 'place', 'creature': 'ava', 'x': 0, 'y': 0}").ok);
        scene = sceneOf(encounter->state());
        scene.fightLight = AuraLight::lightingOf(encounter->state());
        view = playerViewOf(scene);
        // From 0,0 Ava sees the torch's squares in line (9,4 is 9 squares off; it lights 4 to 11 on row 4).
        QVERIFY(seen(view, {9, 4}));
        QVERIFY(seen(view, {11, 4}));
    }
};

QTEST_GUILESS_MAIN(TestFightLightView)
#include "tst_fightlightview.moc"
