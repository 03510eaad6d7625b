#include "ftdtesttable.h"
#include "grid/battlegrid.h"
#include "rulesets/fivetorcheslight.h"
#include "rulesets/fivetorchessightlight.h"
#include "vision/vision.h"

#include <QTest>

using namespace battlemat;
using FL = ftd::LightLevel;
using GL = battlemat::LightLevel;

namespace {

/**
 * A dark 20x12 dungeon (the map's ambient light dark): Ada carries a torch at (2, 2); a goblin beside her, one at 20
 * ft and one at 40 ft (beyond the torch's 30 ft), and a darksighted archer at the far end.
 */
struct Dungeon : FtdTestTable
{
    Dungeon()
    {
        setUp({creature("ada", "heroes", 2, 2), creature("gob1", "monsters", 3, 2), creature("gob2", "monsters", 6, 2),
               creature("gob3", "monsters", 10, 2), creature("archer", "monsters", 18, 2)});
        state.scene.map.lighting.ambient = GL::Dark;
        state.scene.map.lighting.lights = {{QStringLiteral("torch"), {}, QStringLiteral("ada"), 60}};
    }

    QString start()
    {
        return run(R"({"type": "fiveTorchesDeep.startFight", "combatants": [
          {"id": "archer", "dexterity": 18, "attack": 4, "rangeFeet": 120, "darksight": true},
          {"id": "ada", "pc": true, "dexterity": 14, "attack": 5, "rangeFeet": 80},
          {"id": "gob1", "dexterity": 10}, {"id": "gob2", "dexterity": 10}, {"id": "gob3", "dexterity": 10}]})");
    }

    FtdAttackPlan plan(const char *attacker, const char *target, bool ranged) const
    {
        return planAttack(fight(), state.scene.map, QString::fromLatin1(attacker), QString::fromLatin1(target), ranged,
                          ftd::Edge::None);
    }
};

} // namespace

/**
 * Light per square under Five Torches Deep ("Light", ../shared/rules/checks-actions-combat-gritty.txt): torches and
 * lanterns cast 30 ft of dim light, torches last 1 hour and lanterns 3, the map's areas give the ambient light, and
 * each attack, hiding check and morale check reads the light on the square concerned.
 */
class TestFiveTorchesLight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void combineTheMapsAmbientSourcesAndTheFightsLight_data()
    {
        QTest::addColumn<int>("ambient");
        QTest::addColumn<int>("sources");
        QTest::addColumn<int>("fight");
        QTest::addColumn<int>("expected");
        QTest::newRow("dark area, no torch") << int(GL::Dark) << int(GL::Dark) << int(FL::WellLit) << int(FL::Darkness);
        QTest::newRow("dark area, in a torch's 30 ft")
            << int(GL::Dark) << int(GL::Dim) << int(FL::WellLit) << int(FL::Dim);
        QTest::newRow("dim area (moonlight)") << int(GL::Dim) << int(GL::Dark) << int(FL::Brilliant) << int(FL::Dim);
        QTest::newRow("bright map, the fight's light")
            << int(GL::Bright) << int(GL::Dark) << int(FL::Brilliant) << int(FL::Brilliant);
        QTest::newRow("bright map, a night fight, a torch")
            << int(GL::Bright) << int(GL::Dim) << int(FL::Darkness) << int(FL::Dim);
        QTest::newRow("a torch adds nothing to well-lit")
            << int(GL::Bright) << int(GL::Dim) << int(FL::WellLit) << int(FL::WellLit);
    }
    void combineTheMapsAmbientSourcesAndTheFightsLight()
    {
        QFETCH(int, ambient);
        QFETCH(int, sources);
        QFETCH(int, fight);
        QFETCH(int, expected);
        QCOMPARE(int(FtdMapLight::combine(GL(ambient), GL(sources), FL(fight))), expected);
    }

    void aTorchCastsThirtyFeetOfDimLightAndWallsStopIt()
    {
        Dungeon d;
        const BattleGrid grid(d.state.scene.map);
        // Ada at (2, 2): 30 ft is six squares of 5 ft; the seventh is dark.
        QCOMPARE(FtdMapLight::at(grid, Space{{8, 2}, 1}, FL::WellLit), FL::Dim);
        QCOMPARE(FtdMapLight::at(grid, Space{{9, 2}, 1}, FL::WellLit), FL::Darkness);
        QCOMPARE(FtdMapLight::at(grid, Space{{8, 8}, 1}, FL::WellLit), FL::Dim); // diagonals count 5 ft
        // A wall down the east side of column 4 keeps the light from the squares behind it.
        for (int y = 0; y < 12; ++y)
            d.state.scene.map.grid.setEdge({4, y}, Side::East, EdgeFeature::Wall);
        const BattleGrid walled(d.state.scene.map);
        QCOMPARE(FtdMapLight::at(walled, Space{{6, 2}, 1}, FL::WellLit), FL::Darkness);
        const QList<FL> all = FtdMapLight::all(walled, FL::WellLit);
        QCOMPARE(all.size(), 20 * 12);
        QCOMPARE(all.at(2 * 20 + 4), FL::Dim);
        QCOMPARE(all.at(2 * 20 + 6), FL::Darkness);
        // The torch burnt out: darkness everywhere.
        d.state.scene.map.lighting.lights.first().minutesLeft = 0;
        QCOMPARE(FtdMapLight::at(BattleGrid(d.state.scene.map), Space{{3, 2}, 1}, FL::WellLit), FL::Darkness);
    }

    void thePlayersSeeByTheTorchsThirtyFeet()
    {
        Dungeon d;
        const BattleGrid grid(d.state.scene.map);
        const auto light = FiveTorchesRuleset().sightLight(d.moduleState());
        QVERIFY(light);
        const VisionResult seen = Vision::compute(grid, {QStringLiteral("heroes")}, {}, light.get());
        // Ada's torch: 30 ft of dim light, seen; the seventh square is darkness, hidden from her human eyes.
        QVERIFY(seen.isVisible({8, 2}));
        QVERIFY(!seen.isVisible({9, 2}));
        QVERIFY(seen.creaturesSeen.contains(QStringLiteral("gob2")));
        QVERIFY(!seen.creaturesSeen.contains(QStringLiteral("gob3")));
        // Darksight (the token's darkvision) sees in darkness.
        d.state.scene.map.creatures[0].senses = Senses::Darkvision;
        const VisionResult dark =
            Vision::compute(BattleGrid(d.state.scene.map), {QStringLiteral("heroes")}, {}, light.get());
        QVERIFY(dark.isVisible({12, 2}));
    }

    void eachAttackReadsTheLightOnTheTargetsSquare()
    {
        Dungeon d;
        QCOMPARE(d.start(), QString());
        QCOMPARE(d.fight().current(), QStringLiteral("archer"));
        // The darksighted archer shoots Ada, in her torch's dim light: dim light hinders ranged attacks.
        FtdAttackPlan plan = d.plan("archer", "ada", true);
        QVERIFY2(plan.allowed, qPrintable(plan.reason));
        QCOMPARE(plan.light, FL::Dim);
        QCOMPARE(plan.disadvantages, QStringList{QStringLiteral("dim light")});
        QCOMPARE(plan.edge, ftd::Edge::Disadvantage);
        // The goblin at 40 ft stands in darkness: for a darksighted archer that is an advantage.
        plan = d.plan("archer", "gob3", true);
        QCOMPARE(plan.light, FL::Darkness);
        QCOMPARE(plan.advantages, QStringList{QStringLiteral("darksight in darkness")});
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        // Ada's turn: the goblin at 20 ft is in her light (dim: a ranged attack at disadvantage), the one at 40 ft
        // in darkness (every attack at disadvantage), and the one beside her (melee in dim light: no edge).
        plan = d.plan("ada", "gob2", true);
        QCOMPARE(plan.light, FL::Dim);
        QCOMPARE(plan.edge, ftd::Edge::Disadvantage);
        plan = d.plan("ada", "gob3", true);
        QCOMPARE(plan.light, FL::Darkness);
        QCOMPARE(plan.disadvantages, QStringList{QStringLiteral("darkness")});
        plan = d.plan("ada", "gob1", false);
        QCOMPARE(plan.light, FL::Dim);
        QCOMPARE(plan.edge, ftd::Edge::None);
        // The roll uses the same plan: its event names the square's light.
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.attack", "attacker": "ada", "target": "gob3", "ranged": true,
          "faces": [12, 9, 1]})"),
                 QString());
        QCOMPARE(d.event("attacked").value(QStringLiteral("light")).toString(), QStringLiteral("darkness"));
        QCOMPARE(d.event("attacked").value(QStringLiteral("edge")).toString(), QStringLiteral("disadvantage"));
    }

    void hidingReadsTheHidersSquare()
    {
        Dungeon d;
        QCOMPARE(d.start(), QString());
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString());
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.nextTurn"})"), QString()); // gob1, beside Ada's torch
        QCOMPARE(d.fight().current(), QStringLiteral("gob1"));
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.hide", "combatant": "gob1", "modifier": 0, "faces": [4, 16]})"),
                 QString());
        QCOMPARE(d.event("hid").value(QStringLiteral("light")).toString(), QStringLiteral("dim"));
        QCOMPARE(d.event("hid").value(QStringLiteral("edge")).toString(), QStringLiteral("advantage"));
    }

    void theMapsTorchesAndLanternsBurnDownWithTheClock()
    {
        Dungeon d;
        // A lantern put down with Orcus's 8 hours of oil lasts the text's 3 here.
        d.state.scene.map.lighting.lights.append({QStringLiteral("lantern"), {12, 8}, {}, 8 * 60});
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.advance", "hours": 1})"), QString());
        QCOMPARE(d.state.scene.map.lighting.lights.at(0).minutesLeft, 0);
        QCOMPARE(d.state.scene.map.lighting.lights.at(1).minutesLeft, 120);
        QCOMPARE(d.event("mapLightsBurnt").value(QStringLiteral("out")).toArray(),
                 (QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("torch")},
                                         {QStringLiteral("carriedBy"), QStringLiteral("ada")},
                                         {QStringLiteral("carrier"), QStringLiteral("ada")}}}));
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.advance", "hours": 2})"), QString());
        QCOMPARE(d.state.scene.map.lighting.lights.at(1).minutesLeft, 0);
        // Scenes: three make an hour.
        Dungeon e;
        QCOMPARE(e.run(R"({"type": "fiveTorchesDeep.advance", "scenes": 2})"), QString());
        QCOMPARE(e.state.scene.map.lighting.lights.at(0).minutesLeft, 60);
        QCOMPARE(e.run(R"({"type": "fiveTorchesDeep.advance", "scenes": 1})"), QString());
        QCOMPARE(e.state.scene.map.lighting.lights.at(0).minutesLeft, 0);
    }

    void aTorchLitByATokenIsCarriedOnTheMap()
    {
        Dungeon d;
        d.state.scene.map.lighting.lights.clear();
        d.state.scene.map.creatures[0].name = QStringLiteral("Ada Thorn");
        // The expedition's torch in the hand of the token named Ada Thorn: on the map too, 30 ft of dim light.
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.light", "kind": "torch", "carrier": "Ada Thorn"})"), QString());
        QCOMPARE(d.event("lightLit").value(QStringLiteral("carriedOnMapBy")).toString(), QStringLiteral("ada"));
        QCOMPARE(d.state.scene.map.lighting.lights.size(), 1);
        QCOMPARE(d.state.scene.map.lighting.lights.at(0).carriedBy, QStringLiteral("ada"));
        QCOMPARE(d.state.scene.map.lighting.lights.at(0).minutesLeft, 60);
        QCOMPARE(FtdMapLight::at(BattleGrid(d.state.scene.map), Space{{8, 2}, 1}, FL::WellLit), FL::Dim);
        // Its hour passes: both go out together.
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.advance", "hours": 1})"), QString());
        QCOMPARE(d.state.scene.map.lighting.lights.at(0).minutesLeft, 0);
        QCOMPARE(FtdMapLight::at(BattleGrid(d.state.scene.map), Space{{8, 2}, 1}, FL::WellLit), FL::Darkness);
        // A lantern for someone not on the map stays the expedition's alone.
        QCOMPARE(d.run(R"({"type": "fiveTorchesDeep.light", "kind": "lantern", "carrier": "Hireling"})"), QString());
        QVERIFY(!d.event("lightLit").contains(QStringLiteral("carriedOnMapBy")));
        QCOMPARE(d.state.scene.map.lighting.lights.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestFiveTorchesLight)
#include "tst_fivetorcheslight.moc"
