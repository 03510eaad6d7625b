#include "encounterfixture.h"

#include "encounter/encountermovement.h"
#include "encounter/monstercombatant.h"
#include "grid/battlegrid.h"
#include "grid/battlemapjson.h"
#include "grid/falling.h"
#include "grid/movementrules.h"
#include "monsters/monsterlibrary.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const StatBlock *published(const QString &id)
{
    for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
        if (block.id == id)
            return &block;
    }
    return nullptr;
}

// A hall 9 wide and 5 deep with a pit 3 wide (columns 3 to 5) from the north wall down to row 3: the way round it
// is along row 4.
QJsonArray pitHall()
{
    return QJsonArray{QStringLiteral("...ooo..."), QStringLiteral("...ooo..."), QStringLiteral("...ooo..."),
                      QStringLiteral("...ooo..."), QStringLiteral(".........")};
}

BattleGrid gridOf(const QJsonArray &terrain, const QJsonArray &creatures)
{
    const QJsonObject map{{QStringLiteral("terrain"), terrain}, {QStringLiteral("creatures"), creatures}};
    auto read = battleMapFromJson(map, JsonContext(QStringLiteral("test")));
    if (!read)
        qFatal("%s", qPrintable(read.errorMessage()));
    return BattleGrid(std::move(read).value());
}

QList<Square> row(int y, int from, int to)
{
    QList<Square> squares;
    for (int x = from; x <= to; ++x)
        squares.append({x, y});
    return squares;
}

} // namespace

/**
 * Pits and water on the grid (docs/grid-geometry.md "Pits and water"): a walker goes round a pit or is refused with
 * the fall named; a flier crosses and may stop over it (Orcus "Special movement modes", "Fly"); water costs a
 * walker the extra square and a swimmer none (Orcus "Swim", Athletics "swimming").
 */
class TestPits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapFilesReadAndWriteThePitAndWater()
    {
        const BattleGrid grid = gridOf(QJsonArray{QStringLiteral(".ow")}, {});
        QCOMPARE(grid.grid().terrain({1, 0}), Terrain::Pit);
        QCOMPARE(grid.grid().terrain({2, 0}), Terrain::Water);
        QCOMPARE(terrainName(Terrain::Pit), QStringLiteral("pit"));
        QCOMPARE(battleMapToJson(grid.map()).value(QStringLiteral("terrain")).toArray().at(0).toString(),
                 QStringLiteral(".ow"));
    }

    void fallingDamageIsOneD10PerTenFeet()
    {
        QCOMPARE(fallingDamage(pitDepthFeet), QStringLiteral("1d10"));
        QCOMPARE(fallingDamage(25), QStringLiteral("2d10"));
        QCOMPARE(fallingDamage(5), QStringLiteral("no"));
        QCOMPARE(fallingDamage(1000), QStringLiteral("20d10"));
    }

    void aWalkerGoesRoundThePitAndAFlierCrossesIt()
    {
        const BattleGrid grid =
            gridOf(pitHall(), QJsonArray{object(json("{'id': 'walker', 'x': 0, 'y': 0, 'side': 'a', 'speed': 12}")),
                                         object(json("{'id': 'bat', 'x': 0, 'y': 1, 'side': 'a', 'speed': 2, "
                                                     "'modes': {'fly': 8}}"))});
        const MovementRules rules(grid);
        // Round the pit: down column 2, along row 4 and up column 6 costs 10; straight over it would be 8.
        const MovePath around = rules.path(0, {8, 0}, MovementMode::Walk);
        QVERIFY2(around.legal, qPrintable(around.reason));
        QCOMPARE(around.cost, 10);
        for (const Square s : around.path)
            QVERIFY(grid.grid().terrain(s) != Terrain::Pit);
        // Walking straight in is refused with the pit and its fall named.
        const MovePath walkedIn = rules.checkPath(0, row(0, 1, 4), MovementMode::Walk);
        QVERIFY(!walkedIn.legal);
        QCOMPARE(walkedIn.reason, QStringLiteral("path[2] 3,0: square 3,0 is a pit: a creature that walks in falls "
                                                 "(1d10 damage); fly over it or go around"));
        // The bat flies over with its fly speed, and may stop over the pit.
        MoveOptions flying;
        flying.specialMode = QStringLiteral("fly");
        const MovePath over = rules.checkPath(1, row(1, 1, 4), MovementMode::Walk, flying);
        QVERIFY2(over.legal, qPrintable(over.reason));
        QCOMPARE(over.cost, 4);
        const MovePath straight = rules.path(1, {7, 1}, MovementMode::Walk, flying);
        QVERIFY2(straight.legal, qPrintable(straight.reason));
        QCOMPARE(straight.cost, 7);
        // On foot (speed 2) the bat may not end over it either.
        const MovePath onFoot = rules.path(1, {3, 1}, MovementMode::Walk);
        QVERIFY(!onFoot.legal);
        QVERIFY2(onFoot.reason.contains(QLatin1String("is a pit")), qPrintable(onFoot.reason));
    }

    void waterCostsAWalkerTwoAndASwimmerOne()
    {
        const BattleGrid grid = gridOf(
            QJsonArray{QStringLiteral(".www.")},
            QJsonArray{object(json("{'id': 'hero', 'x': 0, 'y': 0, 'side': 'a', 'speed': 8}")),
                       object(json("{'id': 'eel', 'x': 0, 'y': 0, 'side': 'a', 'speed': 2, 'modes': {'swim': 6}}"))});
        const MovementRules rules(grid);
        QCOMPARE(rules.checkPath(0, row(0, 1, 4), MovementMode::Walk).cost, 7); // 3 water squares at 2, then 1
        MoveOptions swimming;
        swimming.specialMode = QStringLiteral("swim");
        const MovePath swum = rules.checkPath(1, row(0, 1, 4), MovementMode::Walk, swimming);
        QVERIFY2(swum.legal, qPrintable(swum.reason));
        QCOMPARE(swum.cost, 4);
        // Pushed through water (unwilling movement ignores difficult terrain), a pit still stops the push.
        MoveOptions push;
        push.distance = 4;
        push.origin = Space{{0, 0}, 1};
        QCOMPARE(rules.checkPath(0, row(0, 1, 4), MovementMode::Push, push).cost, 4);
    }

    /**
     * The published Small Air Elemental ("Speed: fly 10", no land speed; ../shared/rules/orcus-monsters-1.0.md,
     * "Air Elementals") crosses the pit in an encounter and stops over it; a hero walking in is refused.
     */
    void aPublishedFlierCrossesThePitInAnEncounter()
    {
        const StatBlock *elemental = published(QStringLiteral("small-air-elemental"));
        QVERIFY(elemental);
        QVERIFY(!elemental->monster.details.walks);
        QCOMPARE(elemental->monster.details.movementModes.value(QStringLiteral("fly")), 10);

        // Placed as the library places it (MonsterLibraryModel::place): no land speed, its modes on the token.
        QJsonObject modes;
        for (auto it = elemental->monster.details.movementModes.cbegin();
             it != elemental->monster.details.movementModes.cend(); ++it)
            modes.insert(it.key(), it.value());
        QJsonObject flier = object(json("{'id': 'elemental', 'x': 0, 'y': 0, 'side': 'monsters', 'speed': 0}"));
        flier.insert(QStringLiteral("modes"), modes);
        flier.insert(QStringLiteral("size"), QStringLiteral("small"));
        const QJsonObject map{{QStringLiteral("name"), QStringLiteral("Pit hall")},
                              {QStringLiteral("terrain"), pitHall()},
                              {QStringLiteral("creatures"),
                               QJsonArray{flier, object(json("{'id': 'ava', 'x': 0, 'y': 2, 'side': 'heroes'}"))}}};
        QJsonObject encounter = object(json("{'seed': 3, 'fixedRolls': [20, 1]}"));
        encounter.insert(QStringLiteral("map"), map);
        encounter.insert(
            QStringLiteral("creatures"),
            QJsonArray{MonsterCombatant::statBlock(*elemental, QStringLiteral("elemental")).value(),
                       object(json("{'id': 'ava', 'hero': true, 'hp': 30, 'initiative': 0, 'defenses': {'ac': 17, "
                                   "'fortitude': 14, 'reflex': 12, 'will': 11}, 'powers': [{'id': 'sword', 'basic': "
                                   "true, 'attack': 6, 'damage': '1d8+3'}]}"))});
        auto fight = make(encounter);
        run(*fight, "{'type': 'start'}");
        run(*fight, "{'type': 'rollInitiative'}");
        QCOMPARE(fight->state().current, QStringLiteral("elemental"));

        // Walking, it has no speed at all; the drag's choice is to fly.
        const CommandOutcome walked =
            run(*fight, "{'type': 'move', 'creature': 'elemental', 'path': [[1, 0], [2, 0], [3, 0]]}");
        QVERIFY(!walked.ok);
        QVERIFY2(walked.error.contains(QLatin1String("is a pit")) || walked.error.contains(QLatin1String("has 0")),
                 qPrintable(walked.error));
        const QList<Square> overThePit = row(0, 1, 4);
        const EncounterMovement::ChosenMove chosen =
            EncounterMovement::chooseMove(fight->state(), QStringLiteral("elemental"), overThePit, false);
        QCOMPARE(chosen.mode, MovementMode::Walk);
        QCOMPARE(chosen.specialMode, QStringLiteral("fly"));

        const CommandOutcome flew =
            run(*fight,
                "{'type': 'move', 'creature': 'elemental', 'using': 'fly', 'path': [[1, 0], [2, 0], [3, 0], [4, 0]]}");
        QVERIFY2(flew.ok, qPrintable(flew.error));
        QCOMPARE(fight->state().combatant(QStringLiteral("elemental"))->position, (Square{4, 0}));
        QCOMPARE(fight->state().grid.terrain({4, 0}), Terrain::Pit);
        // The move, its mode and path, is in the log as it was given.
        const QList<QJsonObject> commands = ofType(fight->log().events(), "command");
        QVERIFY(!commands.isEmpty());
        const QJsonObject logged = commands.constLast().value(QStringLiteral("command")).toObject();
        QCOMPARE(logged.value(QStringLiteral("type")).toString(), QStringLiteral("move"));
        QCOMPARE(logged.value(QStringLiteral("using")).toString(), QStringLiteral("fly"));

        endTurns(*fight, 1);
        QCOMPARE(fight->state().current, QStringLiteral("ava"));
        // Ava walks into the pit: refused, naming the square and the fall.
        const CommandOutcome fell =
            run(*fight, "{'type': 'move', 'creature': 'ava', 'path': [[1, 2], [2, 2], [3, 2]]}");
        QVERIFY(!fell.ok);
        QVERIFY2(
            fell.error.contains(QLatin1String("square 3,2 is a pit: a creature that walks in falls (1d10 damage)")),
            qPrintable(fell.error));
        QCOMPARE(fight->state().combatant(QStringLiteral("ava"))->position, (Square{0, 2}));
        // She has no fly speed to use.
        const CommandOutcome noWings =
            run(*fight, "{'type': 'move', 'creature': 'ava', 'using': 'fly', 'path': [[1, 2]]}");
        QVERIFY(!noWings.ok);
        QVERIFY2(noWings.error.contains(QLatin1String("has no fly speed")), qPrintable(noWings.error));
        // Round it along row 4 she walks.
        const CommandOutcome round =
            run(*fight, "{'type': 'move', 'creature': 'ava', 'path': [[1, 3], [2, 4], [3, 4]]}");
        QVERIFY2(round.ok, qPrintable(round.error));
    }
};

QTEST_GUILESS_MAIN(TestPits)
#include "tst_pits.moc"
