// Auras that change what moving costs one creature (issue 17; ../shared/rules/orcus-monsters-1.0.md): the
// jinushigami's Terrain Manipulation ("Enemies treat all squares in the aura as difficult terrain") and the water
// elementals' Vortex ("Water in the area that is in the same body of water as the water elemental is difficult
// terrain for swimming creatures that don't have the Water tag"). The encounter's grid asks AuraMoveCosts for the
// mover's overlay, and the one path cost (Pathfinder::stepCost, the move command's check, the preview's search)
// pays Orcus "Difficult terrain" for it: 2 squares to enter.
#include "publishedmonsterroom.h"

#include "encounter/auramovecosts.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/encountermovement.h"
#include "grid/movementrules.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const Aura &auraOf(const QString &monsterId)
{
    const StatBlock *block = published(monsterId);
    if (!block || block->monster.details.auras.isEmpty())
        qFatal("the bundled library has no aura for %s", qPrintable(monsterId));
    return block->monster.details.auras.first();
}

// The cheapest walk (or swim) of creature to `to` on the encounter's grid, as the preview and the policy ask it.
int cheapest(const EncounterState &state, const char *creature, Square to, const QString &special = {})
{
    const auto grid = EncounterGrid::of(state);
    MoveOptions options;
    options.specialMode = special;
    const MovePath path =
        MovementRules(grid->grid()).path(grid->indexOf(QString::fromLatin1(creature)), to, MovementMode::Run, options);
    return path.legal ? path.cost : -1;
}

// A pool of water in columns 0-2 and another in columns 4-9, a strip of land between (column 3). The medium water
// elemental (Vortex aura 3) swims at 1,2; Ava, who swims 6, at 0,0; Bran, a hero with the Water tag, at 0,5.
std::unique_ptr<CommandProcessor> pools()
{
    const StatBlock *elemental = published(QStringLiteral("medium-water-elemental"));
    if (!elemental)
        qFatal("the bundled library has no medium water elemental");
    QJsonObject encounter =
        object(json("{'map': {'name': 'Pools', 'terrain': ['www.wwwwww', 'www.wwwwww', 'www.wwwwww', 'www.wwwwww',"
                    " 'www.wwwwww', 'www.wwwwww'], 'creatures': ["
                    "  {'id': 'ava', 'x': 0, 'y': 0, 'side': 'heroes', 'modes': {'swim': 6}},"
                    "  {'id': 'bran', 'x': 0, 'y': 5, 'side': 'heroes', 'modes': {'swim': 6}},"
                    "  {'id': 'elemental', 'x': 1, 'y': 2, 'side': 'monsters', 'modes': {'swim': 8}}]},"
                    " 'fixedRolls': [20, 1, 1]}"));
    QJsonObject bran = hero(5);
    bran.insert(QStringLiteral("id"), QStringLiteral("bran"));
    bran.insert(QStringLiteral("tags"), QJsonArray{QStringLiteral("water")});
    encounter.insert(
        QStringLiteral("creatures"),
        QJsonArray{hero(5), bran, MonsterCombatant::statBlock(*elemental, QStringLiteral("elemental")).value()});
    auto processor = make(encounter);
    run(*processor, "{'type': 'start'}");
    run(*processor, "{'type': 'rollInitiative'}");
    return processor;
}

} // namespace

class TestAuraMoveCosts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theImporterReadsTheMovementSentences()
    {
        const Aura &manipulation = auraOf(QStringLiteral("jinushigami"));
        QVERIFY(manipulation.automated);
        QCOMPARE(manipulation.radius, 10);
        QCOMPARE(manipulation.affects, QStringLiteral("enemies"));
        QCOMPARE(manipulation.play.difficultTerrain, QStringLiteral("all"));
        // Its second sentence is for its allies: a +2 power bonus to speed (the aura has two kinds of affected
        // creature; `affects` stays its enemies'); nothing is left to the table.
        QCOMPARE(manipulation.play.allySpeedBonus, 2);
        QVERIFY(manipulation.tableText.isEmpty());
        QVERIFY(MonsterCombatant::playsAuraWhole(manipulation));
        for (const char *id : {"small-water-elemental", "medium-water-elemental", "large-water-elemental"}) {
            const Aura &vortex = auraOf(QString::fromLatin1(id));
            QVERIFY2(vortex.automated && vortex.tableText.isEmpty(), id);
            QCOMPARE(vortex.affects, QStringLiteral("creatures"));
            QCOMPARE(vortex.play.difficultTerrain, QStringLiteral("water"));
            QCOMPARE(vortex.play.exceptTag, QStringLiteral("water"));
        }
        QCOMPARE(auraOf(QStringLiteral("medium-water-elemental")).radius, 3);
    }

    void theJinushigamisAuraIsDifficultTerrainForItsEnemies()
    {
        // The Gargantuan jinushigami fills 4-7 x 4-7, Ava stands at 8,4: all of the 12 x 8 hall is within 10.
        auto encounter = room(QStringLiteral("jinushigami"), 5, 8, {});
        const EncounterState &state = encounter->state();
        // Three squares east: 2 each (Orcus "Difficult terrain"), 6 in all, a Walk of her speed 6.
        QCOMPARE(cheapest(state, "ava", {11, 4}), 6);
        const auto walk =
            EncounterMovement::checkPath(state, QStringLiteral("ava"), {{9, 4}, {10, 4}, {11, 4}}, MovementMode::Walk);
        QVERIFY2(walk && walk->legal, qPrintable(walk ? walk->reason : walk.errorMessage()));
        QCOMPARE(walk->cost, 6);
        // Four squares north cost 8: more than her Walk of 6, within her Run of 8.
        const auto far = EncounterMovement::checkPath(state, QStringLiteral("ava"), {{8, 3}, {8, 2}, {8, 1}, {8, 0}},
                                                      MovementMode::Walk);
        QVERIFY(!far);
        QVERIFY2(far.errorMessage().startsWith(QLatin1String("the path costs 8 squares of movement; ava has 6")),
                 qPrintable(far.errorMessage()));
        QCOMPARE(cheapest(state, "ava", {8, 0}), 8);
        // The move command asks the same check: four squares north walking is refused, three east taken.
        QVERIFY(!run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[8, 3], [8, 2], [8, 1], [8, 0]]}").ok);
        QVERIFY(run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[9, 4], [10, 4], [11, 4]]}").ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{11, 4}));
    }

    // "Allies in the aura receive a +2 power bonus to speed": Ava made its ally has speed 6 + 2 = 8 and walks three
    // squares east for 3 (the difficult terrain is its enemies'); as its enemy she keeps 6; the jinushigami itself is
    // not its own ally; with the owner at 0 hit points the aura is off.
    void theJinushigamisAlliesAreFaster()
    {
        auto encounter = room(QStringLiteral("jinushigami"), 5, 8, {});
        EncounterState state = encounter->state();
        const Combatant *ava = state.combatant(QStringLiteral("ava"));
        QCOMPARE(ConditionRules::speed(state, *ava), 6);
        const Combatant *owner = state.combatant(QStringLiteral("jinushigami"));
        QCOMPARE(ConditionRules::speed(state, *owner), owner->speed); // the room's token: 6, no bonus of its own
        state.combatant(QStringLiteral("ava"))->side = QStringLiteral("monsters");
        QCOMPARE(ConditionRules::speed(state, *state.combatant(QStringLiteral("ava"))), 8);
        QCOMPARE(cheapest(state, "ava", {11, 4}), 3);
        state.combatant(QStringLiteral("jinushigami"))->hp = 0;
        QCOMPARE(ConditionRules::speed(state, *state.combatant(QStringLiteral("ava"))), 6);
    }

    void theJinushigamisOwnAndAFallenOnesSquaresCostOne()
    {
        auto encounter = room(QStringLiteral("jinushigami"), 5, 8, {});
        // Its aura never affects its owner: two squares west cost 2.
        QCOMPARE(cheapest(encounter->state(), "jinushigami", {2, 4}), 2);
        // An owner at 0 hit points has its aura off (docs/encounter.md "Auras"): Ava's three squares cost 3.
        EncounterState fallen = encounter->state();
        fallen.combatant(QStringLiteral("jinushigami"))->hp = 0;
        QCOMPARE(cheapest(fallen, "ava", {11, 4}), 3);
        QVERIFY(!AuraMoveCosts::of(fallen));
        // An encounter without such an aura sets no overlay source: the search runs as it always did.
        QVERIFY(!EncounterGrid::of(room(QStringLiteral("balor"), 5, 8, {})->state())->grid().moveCosts());
    }

    void theVortexSlowsSwimmersInItsBodyOfWaterWithoutTheWaterTag()
    {
        auto encounter = pools();
        const EncounterState &state = encounter->state();
        // The water within 3 of the elemental's square (columns 0-4 on all 6 rows) in its pool (columns 0-2): 18
        // squares for Ava. Column 4 is within 3 too, but of the other pool: another body of water.
        const auto grid = EncounterGrid::of(state);
        const MoveCostOverlay overlay =
            grid->grid().moveCosts()->overlayFor(grid->grid(), grid->indexOf(QStringLiteral("ava")));
        QCOMPARE(overlay.squares().size(), 18);
        QVERIFY(overlay.difficult(2, 5) && !overlay.difficult(3, 2) && !overlay.difficult(4, 2));
        // Ava swimming 0,0 to 0,3: three squares of vortex water, 2 each.
        QCOMPARE(cheapest(state, "ava", {0, 3}, QStringLiteral("swim")), 6);
        const auto swim = EncounterMovement::checkPath(state, QStringLiteral("ava"), {{0, 1}, {0, 2}},
                                                       MovementMode::Walk, QStringLiteral("swim"));
        QVERIFY2(swim && swim->legal, qPrintable(swim ? swim->reason : swim.errorMessage()));
        QCOMPARE(swim->cost, 4);
        // Walking, water costs her 2 anyway (docs/grid-geometry.md "Pits and water"): difficult terrain does not stack.
        QCOMPARE(cheapest(state, "ava", {0, 3}), 6);
        // Bran has the Water tag: 0,5 to 0,2 swimming costs 3; the elemental's own aura costs it nothing either.
        QCOMPARE(cheapest(state, "bran", {0, 2}, QStringLiteral("swim")), 3);
        QCOMPARE(cheapest(state, "elemental", {1, 5}, QStringLiteral("swim")), 3);
        // From the land strip into the other pool: 4,0 to 6,0 cost 1 a square, column 4 in the aura or not.
        EncounterState moved = state;
        moved.combatant(QStringLiteral("ava"))->position = {3, 0};
        QCOMPARE(cheapest(moved, "ava", {6, 0}, QStringLiteral("swim")), 3);
    }

    void anElementalOutOfTheWaterHasNoBodyOfWater()
    {
        auto encounter = pools();
        EncounterState ashore = encounter->state();
        ashore.combatant(QStringLiteral("elemental"))->position = {3, 2};
        const auto grid = EncounterGrid::of(ashore);
        QVERIFY(grid->grid().moveCosts()->overlayFor(grid->grid(), grid->indexOf(QStringLiteral("ava"))).empty());
        QCOMPARE(cheapest(ashore, "ava", {0, 3}, QStringLiteral("swim")), 3);
    }
};

QTEST_GUILESS_MAIN(TestAuraMoveCosts)
#include "tst_auramovecosts.moc"
