// Action dice between fights, on the sample crypt's table session (../shared/rules/action-dice-hero-tokens.txt;
// docs/modules.md, "Action dice and hero tokens"): the heal out of combat is one step that spends, rolls and puts
// the hit points on the hero's token; a +2 AC spent before a fight comes into the next encounter for its rounds
// left.
#include "tablesessionfixture.h"

#include "encounter/attackrules.h"
#include "rulesets/builtinmodules.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const QString brannoc = QStringLiteral("brannoc");

CommandOutcome apply(TableSession &session, const char *singleQuoted)
{
    auto parsed = session.parseStep(object(json(singleQuoted)), JsonContext(QStringLiteral("test")));
    if (!parsed)
        return CommandOutcome{false, parsed.errorMessage(), {}};
    if (const auto *step = std::get_if<std::shared_ptr<const TableCommand>>(&*parsed))
        return session.apply(*step);
    ScriptedDecider decider;
    return session.run(std::get<std::shared_ptr<const Command>>(*parsed), &decider);
}

QJsonObject poolOf(const TableSession &session, const QString &hero)
{
    return session.table()
        .modules.value(QStringLiteral("actionDice"))
        .value(QStringLiteral("gameNight"))
        .toObject()
        .value(QStringLiteral("pools"))
        .toObject()
        .value(hero)
        .toObject();
}

int acOf(const TableSession &session, const QString &id)
{
    const EncounterState &state = session.encounter()->state();
    return AttackRules::defenseAgainst(state, *state.combatant(id), CombatPower{});
}

} // namespace

class TestActionDiceTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "Kevin spends 1 action die and rolls a 4, then a 3. He recovers 7 Hit Points": Brannoc at 10 of 40 spends a
    // d4 on his token out of a fight: 4 explodes, 3 more, 17 hit points, in one step that one undo takes back
    // (hit points and the die). With a skeleton moved next to him he is "threatened by a foe": refused, nothing
    // spent. A token whose hit points are not tracked is refused by name.
    void theHealOutOfAFightIsOneStep()
    {
        Table table;
        QVERIFY(table.open());
        TableScene scene = table.scene();
        scene.statuses.insert(brannoc, CreatureStatus::fromHitPoints(10, 40));
        TableSession session(table.store.get(), builtInModules());
        QVERIFY(session.open(table.mapId, scene).ok());
        QVERIFY(apply(session, "{'type': 'rules.set', 'modules': ['actionDice']}").ok);
        QVERIFY(apply(session, "{'type': 'actionDice.startGameNight', 'heroes': [{'id': 'brannoc', 'level': 3}]}").ok);

        CommandOutcome done =
            apply(session, "{'type': 'actionDice.heal', 'hero': 'brannoc', 'creature': 'brannoc', 'faces': [4, 3]}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(done.events.size(), 1);
        QCOMPARE(done.events[0].value(QStringLiteral("hitPoints")).toInt(), 7);
        QCOMPARE(done.events[0].value(QStringLiteral("hitPointsBefore")).toInt(), 10);
        QCOMPARE(done.events[0].value(QStringLiteral("hitPointsAfter")).toInt(), 17);
        QCOMPARE(*session.table().scene.statuses.value(brannoc).hitPoints, 17);
        QCOMPARE(poolOf(session, brannoc).value(QStringLiteral("dice")).toInt(), 2);
        QVERIFY(session.undo().ok);
        QCOMPARE(*session.table().scene.statuses.value(brannoc).hitPoints, 10);
        QCOMPARE(poolOf(session, brannoc).value(QStringLiteral("dice")).toInt(), 3);

        QVERIFY(apply(session, "{'type': 'map.moveCreature', 'creature': 'skel1', 'to': {'x': 6, 'y': 3}}").ok);
        done = apply(session, "{'type': 'actionDice.heal', 'hero': 'brannoc', 'creature': 'brannoc', 'faces': [2]}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("threatened by a foe")), qPrintable(done.error));
        QCOMPARE(poolOf(session, brannoc).value(QStringLiteral("dice")).toInt(), 3);
        QCOMPARE(*session.table().scene.statuses.value(brannoc).hitPoints, 10);

        done = apply(session, "{'type': 'actionDice.heal', 'hero': 'brannoc', 'creature': 'aldric'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("creature: Aldric's hit points are not tracked")),
                 qPrintable(done.error));
    }

    // "+2 AC for a number of rounds equal to the action die's result": Brannoc spends a d6 before the fight (3),
    // one round passes (2 left), and the encounter started next counts +2 on his AC through its first 2 rounds
    // (the start's own step, undone with it). A reopened campaign's resumed fight keeps it.
    void anAcBoostFromBeforeTheFightComesIntoIt()
    {
        Table table;
        QVERIFY(table.open());
        int boosted = 0;
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            QVERIFY(apply(session, "{'type': 'rules.set', 'modules': ['actionDice']}").ok);
            QVERIFY(
                apply(session, "{'type': 'actionDice.startGameNight', 'heroes': [{'id': 'brannoc', 'level': 6}]}").ok);
            CommandOutcome done = apply(session, "{'type': 'actionDice.boostAc', 'hero': 'brannoc', 'faces': [3]}");
            QVERIFY2(done.ok, qPrintable(done.error));
            QVERIFY(apply(session, "{'type': 'actionDice.startRound'}").ok);
            QCOMPARE(poolOf(session, brannoc).value(QStringLiteral("acBoostRoundsLeft")).toInt(), 2);

            auto started = table.start(session);
            QVERIFY2(started, qPrintable(started.errorMessage()));
            const auto carried = ofType(started->events, "actionDice.actionDiceSpent");
            QCOMPARE(carried.size(), 1);
            QCOMPARE(carried[0].value(QStringLiteral("spend")).toString(), QStringLiteral("acCarried"));
            QCOMPARE(carried[0].value(QStringLiteral("rounds")).toInt(), 2);
            const EncounterState &state = session.encounter()->state();
            QCOMPARE(carried[0].value(QStringLiteral("lastRound")).toInt(), state.round + 1);
            boosted = acOf(session, brannoc);
            QCOMPARE(boosted, state.combatant(brannoc)->defenses[0] + 2);
            QCOMPARE(poolOf(session, brannoc).value(QStringLiteral("dice")).toInt(), 3); // nothing paid again

            // Undoing the start takes the boost's step with it; redo brings both back.
            QVERIFY(session.undo().ok);
            QVERIFY(!session.running());
            QVERIFY(session.redo().ok);
            QCOMPARE(acOf(session, brannoc), boosted);
        }
        table.close();
        QVERIFY(table.open());
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        auto resumed = reopened.resume();
        QVERIFY2(resumed, qPrintable(resumed.errorMessage()));
        QVERIFY(*resumed);
        QCOMPARE(acOf(reopened, brannoc), boosted);
        QCOMPARE(reopened.undoKind(), TableSession::StepKind::Start); // the carried boost is part of the start
    }
};

QTEST_GUILESS_MAIN(TestActionDiceTable)
#include "tst_actiondicetable.moc"
