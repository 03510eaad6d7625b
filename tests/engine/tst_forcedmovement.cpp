#include "encounterfixture.h"

#include "encounter/monstercombatant.h"
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

// A room 12 wide and 9 deep, row 4 blocked at column `wall` (none when -1): the deathgaunt at (2,4), ava at `at`.
std::unique_ptr<CommandProcessor> room(Square at, int wall = -1)
{
    const StatBlock *deathgaunt = published(QStringLiteral("deathgaunt"));
    if (!deathgaunt)
        qFatal("the bundled library has no deathgaunt");
    QJsonArray terrain;
    for (int y = 0; y < 9; ++y) {
        QString row(12, QLatin1Char('.'));
        if (y == 4 && wall >= 0)
            row[wall] = QLatin1Char('#');
        terrain.append(row);
    }
    QJsonObject encounter = object(json("{'seed': 2, 'fixedRolls': [20, 1, 19]}"));
    QJsonObject map{{QStringLiteral("name"), QStringLiteral("Hall")}, {QStringLiteral("terrain"), terrain}};
    map.insert(QStringLiteral("creatures"),
               QJsonArray{object(json("{'id': 'deathgaunt', 'x': 2, 'y': 4, 'side': 'monsters'}")),
                          QJsonObject{{QStringLiteral("id"), QStringLiteral("ava")},
                                      {QStringLiteral("x"), at.x},
                                      {QStringLiteral("y"), at.y},
                                      {QStringLiteral("side"), QStringLiteral("heroes")}}});
    encounter.insert(QStringLiteral("map"), map);
    encounter.insert(
        QStringLiteral("creatures"),
        QJsonArray{MonsterCombatant::statBlock(*deathgaunt, QStringLiteral("deathgaunt")).value(),
                   object(json("{'id': 'ava', 'hero': true, 'hp': 30, 'initiative': 0, 'defenses': {'ac': 17, "
                               "'fortitude': 14, 'reflex': 12, 'will': 11}, 'powers': [{'id': 'sword', 'basic': "
                               "true, 'attack': 6, 'damage': '1d8+3'}]}"))});
    auto processor = make(encounter);
    run(*processor, "{'type': 'start'}");
    run(*processor, "{'type': 'rollInitiative'}"); // deathgaunt 20 + 14, ava 1
    return processor;
}

} // namespace

/**
 * A forced-movement power through the grid (Orcus "Unwilling movement"; UnwillingMovement): the published
 * deathgaunt's Radiance of Fear, "Ranged 10; +15 vs Will; The target is pushed 5 squares and dazed (save ends)"
 * (../shared/rules/orcus-monsters-1.0.md, "Deathgaunt").
 */
class TestForcedMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void radianceOfFearPushesFiveSquaresStraightAway()
    {
        auto encounter = room({4, 4});
        QCOMPARE(encounter->state().current, QStringLiteral("deathgaunt"));
        const CombatPower *fear =
            encounter->state().combatant(QStringLiteral("deathgaunt"))->power(QStringLiteral("radiance-of-fear"));
        QVERIFY(fear);
        QCOMPARE(fear->forcedMode, std::optional<MovementMode>(MovementMode::Push));
        QCOMPARE(fear->forcedDistance, 5);
        // 19 + 15 = 34 against Will 11: a hit.
        const CommandOutcome outcome =
            run(*encounter,
                "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto moved = ofType(outcome.events, "moved");
        QCOMPARE(moved.size(), 1);
        QCOMPARE(moved.first().value(QStringLiteral("mode")).toString(), QStringLiteral("push"));
        QCOMPARE(moved.first().value(QStringLiteral("path")).toArray().size(), 5);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{9, 4}));
        QVERIFY(!ofType(outcome.events, "effectApplied").isEmpty()); // and dazed
    }

    void aWallStopsThePushWhereTheGridSays()
    {
        // The east wall of the room is 3 squares behind ava: she stops against it, never through it.
        auto encounter = room({8, 4});
        const CommandOutcome outcome =
            run(*encounter,
                "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{11, 4}));
        // Blocking terrain two squares behind her: the grid sends her around it, every step farther away.
        auto walled = room({5, 4}, 7);
        const CommandOutcome around = run(
            *walled, "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}");
        QVERIFY2(around.ok, qPrintable(around.error));
        const Square end = walled->state().combatant(QStringLiteral("ava"))->position;
        QCOMPARE(end, (Square{10, 4})); // five squares, each farther: range 8, back on her line past the wall
        for (const QJsonValue &step : ofType(around.events, "moved").first().value(QStringLiteral("path")).toArray())
            QVERIFY(step.toArray() != (QJsonArray{7, 4}));
        // The wall right behind her: no square is farther without cutting its corner, so she stays, and the log
        // says why.
        auto pinned = room({5, 4}, 6);
        const CommandOutcome stuck = run(
            *pinned, "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}");
        QVERIFY2(stuck.ok, qPrintable(stuck.error));
        QCOMPARE(pinned->state().combatant(QStringLiteral("ava"))->position, (Square{5, 4}));
        QCOMPARE(ofType(stuck.events, "forcedMovementBlocked").size(), 1);
    }

    void aMalformedForcedMovementIsRefused()
    {
        Combatant combatant;
        QJsonObject block = object(json("{'id': 'x', 'hp': 10, 'defenses': {'ac': 10, 'fortitude': 10, 'reflex': 10, "
                                        "'will': 10}, 'powers': [{'id': 'shove', 'attack': 3, 'forced': {'kind': "
                                        "'fling', 'distance': 2}}]}"));
        Status read = readStatBlock(combatant, block, JsonContext(QStringLiteral("x.json")));
        QVERIFY(!read.ok());
        QVERIFY2(
            read.errorMessage().contains(QStringLiteral("powers[0].forced.kind: 'fling' is not push, pull or shunt")),
            qPrintable(read.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestForcedMovement)
#include "tst_forcedmovement.moc"
