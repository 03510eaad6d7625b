#include "encounterfixture.h"

#include "encounter/conditionrules.h"
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

// A room 12 wide and 9 deep, row 4 blocked at column `wall` (none when -1), a chasm of pits down column `pit`
// (none when -1): the deathgaunt at (2,4), ava at `at` (with a fly speed of 6 when `flier`). The dice after the
// deathgaunt's 19 to hit are `more` (ava's save, the fall's d10).
std::unique_ptr<CommandProcessor> room(Square at, int wall = -1, int pit = -1, QList<int> more = {}, bool flier = false)
{
    const StatBlock *deathgaunt = published(QStringLiteral("deathgaunt"));
    if (!deathgaunt)
        qFatal("the bundled library has no deathgaunt");
    QJsonArray terrain;
    for (int y = 0; y < 9; ++y) {
        QString row(12, QLatin1Char('.'));
        if (y == 4 && wall >= 0)
            row[wall] = QLatin1Char('#');
        if (pit >= 0)
            row[pit] = QLatin1Char('o');
        terrain.append(row);
    }
    QJsonObject encounter = object(json("{'seed': 2}"));
    QJsonArray rolls{20, 1, 19};
    for (int face : more)
        rolls.append(face);
    encounter.insert(QStringLiteral("fixedRolls"), rolls);
    QJsonObject map{{QStringLiteral("name"), QStringLiteral("Hall")}, {QStringLiteral("terrain"), terrain}};
    QJsonObject placed{{QStringLiteral("id"), QStringLiteral("ava")},
                       {QStringLiteral("x"), at.x},
                       {QStringLiteral("y"), at.y},
                       {QStringLiteral("side"), QStringLiteral("heroes")}};
    if (flier)
        placed.insert(QStringLiteral("modes"), QJsonObject{{QStringLiteral("fly"), 6}});
    map.insert(QStringLiteral("creatures"),
               QJsonArray{object(json("{'id': 'deathgaunt', 'x': 2, 'y': 4, 'side': 'monsters'}")), placed});
    encounter.insert(QStringLiteral("map"), map);
    const QJsonObject ava =
        object(json("{'id': 'ava', 'hero': true, 'hp': 30, 'initiative': 0, 'defenses': {'ac': 17, "
                    "'fortitude': 14, 'reflex': 12, 'will': 11}, 'powers': [{'id': 'sword', 'basic': "
                    "true, 'attack': 6, 'damage': '1d8+3'}]}"));
    encounter.insert(QStringLiteral("creatures"),
                     QJsonArray{MonsterCombatant::statBlock(*deathgaunt, QStringLiteral("deathgaunt")).value(), ava});
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

    void aPushIntoAPitThatFailsItsSaveFalls()
    {
        // A chasm down column 7; ava two squares short of it. The deathgaunt's controller is asked (yes by default),
        // ava is pushed to the edge (6,4), saves on 10 or higher (orcus-gaps-filled.md section 10) and rolls 9: she
        // enters the pit and falls 10 feet, 1d10 (docs/grid-geometry.md "Pits and water"): 7 of her 30 hit points,
        // and lands prone (Acrobatics "Slow Fall": damage taken, "you fall prone").
        auto encounter = room({4, 4}, -1, 7, {9, 7});
        const CommandOutcome outcome =
            run(*encounter,
                "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto asked = ofType(outcome.events, "decision");
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().value(QStringLiteral("kind")).toString(), QStringLiteral("forcedFall"));
        const auto save = ofType(outcome.events, "savingThrow");
        QCOMPARE(save.size(), 1);
        QCOMPARE(save.first().value(QStringLiteral("total")).toInt(), 9);
        QCOMPARE(ofType(outcome.events, "forcedFall").first().value(QStringLiteral("saved")).toBool(), false);
        const auto fell = ofType(outcome.events, "fell");
        QCOMPARE(fell.size(), 1);
        QCOMPARE(fell.first().value(QStringLiteral("dice")).toString(), QStringLiteral("1d10"));
        QCOMPARE(fell.first().value(QStringLiteral("amount")).toInt(), 7);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position, (Square{7, 4}));
        QCOMPARE(ava->hp, 23);
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("prone")));

        // One command: undo puts her back where she stood, unhurt and standing.
        QVERIFY(encounter->undo().ok);
        ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position, (Square{4, 4}));
        QCOMPARE(ava->hp, 30);
        QVERIFY(!ConditionRules::has(encounter->state(), *ava, QStringLiteral("prone")));
    }

    void aSavedFallLeavesItProneAtTheEdge()
    {
        // The save rolls 12: "instead of being forced to fall, it becomes prone adjacent to the edge and the
        // unwilling movement ends".
        auto encounter = room({4, 4}, -1, 7, {12});
        const CommandOutcome outcome =
            run(*encounter,
                "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "forcedFall").first().value(QStringLiteral("saved")).toBool(), true);
        QVERIFY(ofType(outcome.events, "fell").isEmpty());
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position, (Square{6, 4}));
        QCOMPARE(ava->hp, 30);
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("prone")));
    }

    void declinedTheDropThePushStopsShortOfThePit()
    {
        // The deathgaunt's controller says no: the farthest square the grid allows, the pits barred to a walker.
        auto encounter = room({4, 4}, -1, 7);
        const CommandOutcome outcome = run(
            *encounter, "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}",
            {{DecisionKind::ForcedFall, false}});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "savingThrow").isEmpty());
        QVERIFY(ofType(outcome.events, "fell").isEmpty());
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position.x, 6);
        QVERIFY(!ConditionRules::has(encounter->state(), *ava, QStringLiteral("prone")));
    }

    void aFlierIsPushedOverThePitAndDoesNotFall()
    {
        // With a fly speed ava is pushed the full 5 squares, across the chasm, and nobody is asked.
        auto encounter = room({4, 4}, -1, 7, {}, true);
        const CommandOutcome outcome =
            run(*encounter,
                "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'radiance-of-fear', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "decision").isEmpty());
        QVERIFY(ofType(outcome.events, "fell").isEmpty());
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{9, 4}));
    }

    // Orcus "Bull Rush" ("Strength vs Fortitude; Hit: Push the target 1 square. If you wish, you can step into the
    // space they just left") aimed at the chasm down column 4 from ava's (3,4): no longer refused, it goes through
    // the same "Into the pit?" as any push (orcus-gaps-filled.md section 10). Asked yes (the default), ava saves on
    // 10 or higher, rolls 9, -1 in the deathgaunt's Vile Presence aura (8), falls 10 feet for 1d10 = 7 of her 30 hit
    // points and lands prone; the deathgaunt steps into the square she left.
    void aBullRushAtAPitDropsTheTargetIn()
    {
        auto encounter = room({3, 4}, -1, 4, {9, 7});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'deathgaunt', 'power': "
                            "'bull-rush', 'targets': ['ava'], 'push': [4, 4], 'follow': true}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto asked = ofType(outcome.events, "decision");
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().value(QStringLiteral("kind")).toString(), QStringLiteral("forcedFall"));
        QCOMPARE(ofType(outcome.events, "savingThrow").first().value(QStringLiteral("total")).toInt(), 8);
        QCOMPARE(ofType(outcome.events, "fell").first().value(QStringLiteral("amount")).toInt(), 7);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position, (Square{4, 4}));
        QCOMPARE(ava->hp, 23);
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("prone")));
        QCOMPARE(encounter->state().combatant(QStringLiteral("deathgaunt"))->position, (Square{3, 4}));
    }

    // Saved (12): prone at the edge, still in her square, and nobody steps into it. Declined: Bull Rush moves her
    // only to the square chosen, so she stays where she stood, standing.
    void aBullRushAtAPitSavedOrDeclinedLeavesTheTargetAtTheEdge()
    {
        const char *rush = "{'type': 'attack', 'creature': 'deathgaunt', 'power': 'bull-rush', 'targets': ['ava'], "
                           "'push': [4, 4], 'follow': true}";
        auto saved = room({3, 4}, -1, 4, {12});
        QVERIFY(run(*saved, rush).ok);
        const Combatant *ava = saved->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position, (Square{3, 4}));
        QVERIFY(ConditionRules::has(saved->state(), *ava, QStringLiteral("prone")));
        QCOMPARE(saved->state().combatant(QStringLiteral("deathgaunt"))->position, (Square{2, 4}));

        auto declined = room({3, 4}, -1, 4);
        const CommandOutcome outcome = run(*declined, rush, {{DecisionKind::ForcedFall, false}});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "savingThrow").isEmpty());
        ava = declined->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->position, (Square{3, 4}));
        QCOMPARE(ava->hp, 30);
        QVERIFY(!ConditionRules::has(declined->state(), *ava, QStringLiteral("prone")));
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
