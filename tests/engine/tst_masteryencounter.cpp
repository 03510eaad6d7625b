#include "mastery/masterybudgetdecider.h"
#include "mastery/masteryencounter.h"
#include "mastery/masteryencounterjson.h"
#include "masterytesthelpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

// JSON written with single quotes, so that fixtures read cleanly without raw strings (which moc 6.4 misreads).
static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

static QJsonObject object(const char *singleQuoted)
{
    return QJsonDocument::fromJson(json(singleQuoted)).object();
}

/**
 * A mastery encounter end to end: commands, the events they leave, Mastery Points, recovery, turns,
 * movement between regions, refusals, undo by replay.
 */
class TestMasteryEncounter : public QObject
{
    Q_OBJECT

private:
    // hall | corridor | yard in a row; aldric, mira and gob1 in the hall, gob2 in the yard.
    static QByteArray encounterJson()
    {
        return json("{'seed': 11, 'map': {'regions': ["
                    "  {'id': 'hall', 'polygon': [[0,0],[10,0],[10,10],[0,10]]},"
                    "  {'id': 'corridor', 'polygon': [[10,0],[20,0],[20,10],[10,10]]},"
                    "  {'id': 'yard', 'polygon': [[20,0],[30,0],[30,10],[20,10]]}]},"
                    " 'groups': [{'id': 'goblins', 'ref': 'D6'}],"
                    " 'combatants': ["
                    "  {'id': 'aldric', 'side': 'heroes', 'rank': 2, 'health': 4, 'region': 'hall',"
                    "   'dice': {'ref': 'D10', 'attack': 'D8', 'defense': 'D6', 'climb': 'D48'}},"
                    "  {'id': 'mira', 'side': 'heroes', 'health': 3, 'region': 'hall',"
                    "   'dice': {'ref': 'D8', 'attack': 'D6', 'defense': 'D8'}},"
                    "  {'id': 'gob1', 'side': 'monsters', 'group': 'goblins', 'health': 3, 'region': 'hall',"
                    "   'dice': {'ref': 'D6', 'attack': 'D6', 'defense': 'D6'}},"
                    "  {'id': 'gob2', 'side': 'monsters', 'group': 'goblins', 'mp': 0, 'health': 3, 'region': 'yard',"
                    "   'dice': {'ref': 'D6', 'attack': 'D6', 'defense': 'D4'}}]}");
    }

    static MasteryState state(QList<int> faces)
    {
        auto object = parseJsonObject(encounterJson(), QStringLiteral("encounter.json"));
        auto file = masteryEncounterFromJson(*object, JsonContext(QStringLiteral("encounter.json")), QString());
        if (!file)
            qFatal("%s", qPrintable(file.errorMessage()));
        MasteryState state = file->state;
        state.roller = fixedFaces(std::move(faces));
        return state;
    }

    /** Runs commands (with MP budgets as given) and returns the events they added. */
    static QList<QJsonObject> play(MasteryEncounter &encounter, const QList<QJsonObject> &commands,
                                   QHash<QString, int> budgets = {})
    {
        const qsizetype before = encounter.log().size();
        for (const QJsonObject &command : commands) {
            MasteryBudgetDecider decider(budgets);
            (void)encounter.applyNow(command, &decider);
        }
        return encounter.log().mid(before);
    }

    static QStringList types(const QList<QJsonObject> &events)
    {
        QStringList list;
        for (const QJsonObject &event : events)
            list.append(event.value(QStringLiteral("type")).toString());
        return list;
    }

    static QJsonObject first(const QList<QJsonObject> &events, const QString &type)
    {
        for (const QJsonObject &event : events) {
            if (event.value(QStringLiteral("type")).toString() == type)
                return event;
        }
        return {};
    }

    // Combat with aldric 9, mira 5, goblins 2 (no MPs spent): aldric's turn.
    static QList<int> initiativeFaces() { return {9, 5, 2}; }

private Q_SLOTS:
    void theTextsExampleThroughAnAttack()
    {
        // Out of combat, so no turns: a D8 attack rolling 6 against a D6 defense rolling 4 hits (1 damage),
        // against a 3 it is a double success (2 damage).
        MasteryEncounter encounter(state({6, 4, 6, 3}));
        const auto events = play(encounter, {object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}"),
                                             object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}")});
        QCOMPARE(types(events),
                 (QStringList{QStringLiteral("attackRolled"), QStringLiteral("damaged"), QStringLiteral("attackRolled"),
                              QStringLiteral("damaged"), QStringLiteral("defeated")}));
        QCOMPARE(events.at(0).value(QStringLiteral("successes")).toInt(), 1);
        QCOMPARE(events.at(1).value(QStringLiteral("hitPoints")).toInt(), 2);
        QCOMPARE(events.at(2).value(QStringLiteral("successes")).toInt(), 2);
        QCOMPARE(events.at(3).value(QStringLiteral("amount")).toInt(), 2);
        QVERIFY(encounter.state().combatant(QStringLiteral("gob1"))->sheet.defeated());
        for (int i = 0; i < encounter.log().size(); ++i)
            QCOMPARE(encounter.log().at(i).value(QStringLiteral("seq")).toInt(), i + 1);
    }

    void aFumbleMissesWhateverTheDefense()
    {
        MasteryEncounter encounter(state({1, 1}));
        const auto events = play(encounter, {object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}")});
        QCOMPARE(events.at(0).value(QStringLiteral("fumble")).toBool(), true);
        QCOMPARE(events.at(0).value(QStringLiteral("successes")).toInt(), 0);
        QCOMPARE(events.size(), 1);
    }

    void advantageAndDisadvantageCancel()
    {
        MasteryEncounter encounter(state({5, 2, 7, 4}));
        const auto events =
            play(encounter, {object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1', 'advantage': 2,"
                                    " 'disadvantage': 1}")});
        const QJsonObject attack = events.at(0).value(QStringLiteral("attack")).toObject();
        QCOMPARE(attack.value(QStringLiteral("level")).toInt(), 1);
        QCOMPARE(attack.value(QStringLiteral("faces")).toArray().size(), 2);
        QCOMPARE(attack.value(QStringLiteral("kept")).toInt(), 5);
    }

    void rankShiftsClampIntoAdvantage()
    {
        // D48 +3 ranks: D60 and two levels of advantage; out of combat, under duress, so it is rolled.
        MasteryEncounter encounter(state({10, 50, 20, 20}));
        const auto events = play(encounter, {object("{'type': 'check', 'actor': 'aldric', 'stat': 'climb',"
                                                    " 'difficulty': 'Outrageous', 'shift': 3, 'underDuress': true}")});
        const QJsonObject roll = events.at(0).value(QStringLiteral("roll")).toObject();
        QCOMPARE(roll.value(QStringLiteral("die")).toString(), QStringLiteral("D60"));
        QCOMPARE(roll.value(QStringLiteral("level")).toInt(), 2);
        QCOMPARE(roll.value(QStringLiteral("kept")).toInt(), 50);
        QCOMPARE(events.at(0).value(QStringLiteral("against")).toObject().value(QStringLiteral("die")).toString(),
                 QStringLiteral("D20"));
        QCOMPARE(events.at(0).value(QStringLiteral("successes")).toInt(), 2); // 50 against 20: double

        // D10 -9 ranks: D2 with four levels of disadvantage (five dice, the lowest kept).
        MasteryEncounter low(state({2, 2, 1, 2, 2, 1}));
        const auto lowEvents = play(low, {object("{'type': 'check', 'actor': 'aldric', 'stat': 'D10', 'difficulty':"
                                                 " 'Trivial', 'shift': -9, 'underDuress': true}")});
        const QJsonObject lowRoll = lowEvents.at(0).value(QStringLiteral("roll")).toObject();
        QCOMPARE(lowRoll.value(QStringLiteral("die")).toString(), QStringLiteral("D2"));
        QCOMPARE(lowRoll.value(QStringLiteral("level")).toInt(), -4);
        QCOMPARE(lowRoll.value(QStringLiteral("kept")).toInt(), 1);
        QVERIFY(lowEvents.at(0).value(QStringLiteral("fumble")).toBool());
    }

    void outOfCombatTheMaximumMayBeAssumed()
    {
        MasteryEncounter encounter(state({4}));
        const auto events = play(encounter, {object("{'type': 'check', 'actor': 'mira', 'stat': 'attack',"
                                                    " 'difficulty': 'Very Hard'}")});
        QVERIFY(events.at(0).value(QStringLiteral("assumedMaximum")).toBool());
        QCOMPARE(events.at(0).value(QStringLiteral("roll")).toObject().value(QStringLiteral("kept")).toInt(), 6);
        QCOMPARE(events.at(0).value(QStringLiteral("successes")).toInt(), 1); // 6 against the GM's 4
    }

    void aRefusedCommandLeavesAnErrorAndNothingElse()
    {
        MasteryEncounter encounter(state({6, 4}));
        const auto events = play(encounter, {object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob2'}"),
                                             object("{'type': 'fly', 'actor': 'aldric'}"),
                                             object("{'type': 'move', 'actor': 'aldric', 'to': 'yard'}")});
        QCOMPARE(types(events),
                 (QStringList{QStringLiteral("error"), QStringLiteral("error"), QStringLiteral("error")}));
        QVERIFY(events.at(0).value(QStringLiteral("message")).toString().contains(QStringLiteral("not in melee")));
        QVERIFY(events.at(1).value(QStringLiteral("message")).toString().contains(QStringLiteral("unknown command")));
        QVERIFY(events.at(2).value(QStringLiteral("message")).toString().contains(QStringLiteral("not adjacent")));
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.region, QStringLiteral("hall"));
        QCOMPARE(encounter.state().combatant(QStringLiteral("gob2"))->sheet.health, 3);
        // The dice were not touched either: the next attack gets the first faces.
        const auto hit = play(encounter, {object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}")});
        QCOMPARE(hit.at(0).value(QStringLiteral("attack")).toObject().value(QStringLiteral("kept")).toInt(), 6);
    }

    void initiativeWithMpsAndTies()
    {
        // aldric 4 and spends one MP (7); mira 7; goblins 3. aldric and mira tie at 7: the larger REF die
        // (aldric's D10) goes first.
        MasteryEncounter encounter(state({4, 7, 7, 3}));
        const auto events = play(encounter, {object("{'type': 'startCombat'}")}, {{QStringLiteral("aldric"), 1}});
        const QJsonObject order = first(events, QStringLiteral("initiativeOrder"));
        const QJsonArray list = order.value(QStringLiteral("order")).toArray();
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("who")).toString(), QStringLiteral("aldric"));
        QCOMPARE(list.at(1).toObject().value(QStringLiteral("who")).toString(), QStringLiteral("mira"));
        QCOMPARE(list.at(2).toObject().value(QStringLiteral("who")).toString(), QStringLiteral("goblins"));
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 1);
        QCOMPARE(first(events, QStringLiteral("turnStarted")).value(QStringLiteral("who")).toString(),
                 QStringLiteral("aldric"));
    }

    void mpRecoveryNeedsAQuietTurn()
    {
        // aldric spends an MP on initiative (9 then 3: still 9), so his first turn recovers nothing; his second,
        // with only a minor action, gives one back.
        MasteryEncounter encounter(state({9, 3, 5, 2}));
        (void)play(encounter, {object("{'type': 'startCombat'}")}, {{QStringLiteral("aldric"), 1}});
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 1);
        auto events = play(encounter, {object("{'type': 'action', 'actor': 'aldric', 'kind': 'minor'}"),
                                       object("{'type': 'endTurn'}")});
        QCOMPARE(first(events, QStringLiteral("turnEnded")).value(QStringLiteral("mpRecovered")).toBool(), false);
        (void)play(encounter, {object("{'type': 'endTurn'}"), object("{'type': 'endTurn'}")}); // mira, goblins
        events = play(encounter, {object("{'type': 'action', 'actor': 'aldric', 'kind': 'free'}"),
                                  object("{'type': 'action', 'actor': 'aldric', 'kind': 'minor'}"),
                                  object("{'type': 'endTurn'}")});
        QCOMPARE(first(events, QStringLiteral("turnEnded")).value(QStringLiteral("mpRecovered")).toBool(), true);
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 2);
    }

    void noRecoveryAfterAMajorActionOrDamage()
    {
        // aldric spends on initiative; round 1 quiet would not matter; check round 2 after a major, round 3
        // after damage taken between turns.
        MasteryEncounter encounter(state({9, 3, 5, 2}));
        (void)play(encounter, {object("{'type': 'startCombat'}")}, {{QStringLiteral("aldric"), 1}});
        (void)play(encounter,
                   {object("{'type': 'endTurn'}"), object("{'type': 'endTurn'}"), object("{'type': 'endTurn'}")});
        auto events = play(encounter, {object("{'type': 'action', 'actor': 'aldric', 'kind': 'major'}")});
        QCOMPARE(first(events, QStringLiteral("turnEnded")).value(QStringLiteral("mpRecovered")).toBool(), false);
        events = play(encounter,
                      {object("{'type': 'damage', 'target': 'aldric', 'amount': 1}"), object("{'type': 'endTurn'}"),
                       object("{'type': 'endTurn'}"), object("{'type': 'endTurn'}")});
        QCOMPARE(first(events, QStringLiteral("turnEnded")).value(QStringLiteral("who")).toString(),
                 QStringLiteral("mira"));
        QCOMPARE(events.at(events.size() - 2).value(QStringLiteral("mpRecovered")).toBool(), false);
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 1);
    }

    void aMonsterGroupRecoversOnlyWhenNoneOfItDidAnything()
    {
        // The goblins spend their pooled MP on initiative (2 then 1).
        MasteryEncounter encounter(state({9, 5, 2, 1}));
        (void)play(encounter, {object("{'type': 'startCombat'}")}, {{QStringLiteral("goblins"), 1}});
        QCOMPARE(encounter.state().groups.at(0).mp, 0);
        QCOMPARE(encounter.state().groups.at(0).mpMax, 1); // gob1's 1 MP pooled with gob2's none
        (void)play(encounter, {object("{'type': 'endTurn'}"), object("{'type': 'endTurn'}")});
        // Round 1: gob1 minor, gob2 major (its own turn ends; the group's when both are done).
        auto events = play(encounter, {object("{'type': 'action', 'actor': 'gob1', 'kind': 'minor'}"),
                                       object("{'type': 'action', 'actor': 'gob2', 'kind': 'major'}"),
                                       object("{'type': 'endTurn'}")});
        QCOMPARE(first(events, QStringLiteral("turnEnded")).value(QStringLiteral("who")).toString(),
                 QStringLiteral("goblins"));
        QCOMPARE(first(events, QStringLiteral("turnEnded")).value(QStringLiteral("mpRecovered")).toBool(), false);
        (void)play(encounter, {object("{'type': 'endTurn'}"), object("{'type': 'endTurn'}")});
        events = play(encounter,
                      {object("{'type': 'action', 'actor': 'gob1', 'kind': 'minor'}"),
                       object("{'type': 'action', 'actor': 'gob2', 'kind': 'minor'}"), object("{'type': 'endTurn'}")});
        QCOMPARE(first(events, QStringLiteral("turnEnded")).value(QStringLiteral("mpRecovered")).toBool(), true);
        QCOMPARE(encounter.state().groups.at(0).mp, 1);
    }

    void aGroupMemberSpendsFromThePoolUpToItsRank()
    {
        // gob2 has no MPs of its own; the pool holds gob1's one. gob1 in the hall attacks mira (defense D8):
        // 2 against 5 fails, one MP from the pool (budget 3, rank 1) adds a 3: still failing, no second MP.
        MasteryEncounter encounter(state({2, 5, 3}));
        const auto events = play(encounter, {object("{'type': 'attack', 'actor': 'gob1', 'target': 'mira'}")},
                                 {{QStringLiteral("gob1"), 3}});
        QCOMPARE(events.at(0).value(QStringLiteral("attack")).toObject().value(QStringLiteral("mpSpent")).toInt(), 1);
        QCOMPARE(encounter.state().groups.at(0).mp, 0);
        QCOMPARE(encounter.state().combatant(QStringLiteral("gob1"))->sheet.mp, 1); // its own count is not used
        // The log keeps the odds each offer showed: D6 at 2 against 5 can only succeed on a new 5 or 6.
        const QJsonObject decision = events.at(0).value(QStringLiteral("decisions")).toArray().at(0).toObject();
        QCOMPARE(decision.value(QStringLiteral("who")).toString(), QStringLiteral("gob1"));
        QCOMPARE(decision.value(QStringLiteral("spent")).toBool(), true);
        QCOMPARE(decision.value(QStringLiteral("successIfPass")).toDouble(), 0.0);
        QCOMPARE(decision.value(QStringLiteral("successIfSpend")).toDouble(), 2.0 / 6.0);
    }

    void leavingProvokesAndTheCarefulLeaveDoesNot()
    {
        // aldric's turn; he steps from the hall to the corridor: gob1 (hall) attacks, 5 against 2: 2 damage.
        auto faces = initiativeFaces();
        faces << 5 << 2;
        MasteryEncounter encounter(state(faces));
        (void)play(encounter, {object("{'type': 'startCombat'}")});
        auto events = play(encounter, {object("{'type': 'move', 'actor': 'aldric', 'to': 'corridor'}")});
        QCOMPARE(types(events), (QStringList{QStringLiteral("opportunityAttack"), QStringLiteral("damaged"),
                                             QStringLiteral("moved")}));
        QCOMPARE(events.at(0).value(QStringLiteral("attacker")).toString(), QStringLiteral("gob1"));
        QCOMPARE(events.at(0).value(QStringLiteral("onEntering")).toBool(), false);
        QCOMPARE(encounter.state().combatant(QStringLiteral("gob1"))->ap.owedNextTurn(), 1);
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->ap.left(), 2);
        // Back into the hall carefully: nobody in the corridor, and entering never provokes.
        events = play(encounter, {object("{'type': 'move', 'actor': 'aldric', 'to': 'hall', 'mode': 'careful'}")});
        QCOMPARE(types(events),
                 (QStringList{QStringLiteral("moved"), QStringLiteral("turnEnded"), QStringLiteral("turnStarted")}));
    }

    void aCarefulLeaveAvoidsTheAttack()
    {
        MasteryEncounter encounter(state(initiativeFaces()));
        (void)play(encounter, {object("{'type': 'startCombat'}")});
        const auto events =
            play(encounter, {object("{'type': 'move', 'actor': 'aldric', 'to': 'corridor', 'mode': 'careful',"
                                    " 'keepTurn': true}")});
        QCOMPARE(types(events), QStringList{QStringLiteral("moved")}); // rank 2: an MP kept the turn going
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 1);
        QCOMPARE(encounter.state().combatant(QStringLiteral("gob1"))->ap.owedNextTurn(), 0);
    }

    void runningProvokesOnEnteringAndDisadvantagesDefense()
    {
        // aldric runs hall -> corridor -> yard: gob1 attacks on leaving the hall (faces 2 vs 3, 4 lowest 3),
        // gob2 on entering the yard (faces 3 vs 5, 1: the lowest, 1, is kept: a triple success).
        auto faces = initiativeFaces();
        faces << 2 << 3 << 4 << 3 << 5 << 1;
        MasteryEncounter encounter(state(faces));
        (void)play(encounter, {object("{'type': 'startCombat'}")});
        const auto events = play(
            encounter, {object("{'type': 'move', 'actor': 'aldric', 'path': ['corridor', 'yard'], 'mode': 'run'}")});
        QCOMPARE(types(events),
                 (QStringList{QStringLiteral("opportunityAttack"), QStringLiteral("moved"), QStringLiteral("moved"),
                              QStringLiteral("opportunityAttack"), QStringLiteral("damaged")}));
        const QJsonObject firstDefense = events.at(0).value(QStringLiteral("defense")).toObject();
        QCOMPARE(firstDefense.value(QStringLiteral("level")).toInt(), -1);
        QCOMPARE(firstDefense.value(QStringLiteral("kept")).toInt(), 3);
        QCOMPARE(events.at(3).value(QStringLiteral("onEntering")).toBool(), true);
        QCOMPARE(events.at(3).value(QStringLiteral("successes")).toInt(), 3);
        QVERIFY(encounter.state().combatant(QStringLiteral("aldric"))->defenseDisadvantaged);
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->ap.left(), 2); // one minor action
    }

    void delayingAndResuming()
    {
        MasteryEncounter encounter(state(initiativeFaces()));
        (void)play(encounter, {object("{'type': 'startCombat'}")});
        auto events = play(encounter, {object("{'type': 'delay', 'actor': 'aldric'}"), object("{'type': 'endTurn'}")});
        QCOMPARE(types(events), (QStringList{QStringLiteral("delayed"), QStringLiteral("turnStarted"),
                                             QStringLiteral("turnEnded"), QStringLiteral("turnStarted")}));
        QCOMPARE(events.at(1).value(QStringLiteral("who")).toString(), QStringLiteral("mira"));
        // mira (5) acted; aldric cuts in before the goblins at 4.
        events = play(encounter, {object("{'type': 'resume', 'actors': ['aldric']}")});
        QCOMPARE(events.at(0).value(QStringLiteral("initiative")).toInt(), 4);
        QCOMPARE(events.at(1).value(QStringLiteral("who")).toString(), QStringLiteral("aldric"));
        QCOMPARE(encounter.state().order.current(), QStringLiteral("aldric"));
        events = play(encounter, {object("{'type': 'delay', 'actor': 'mira'}")});
        QCOMPARE(types(events), QStringList{QStringLiteral("error")}); // not her turn
    }

    void interruptingTakesOneActionPerSuccess()
    {
        // aldric's turn; mira interrupts: REF 8 against aldric's 4: a double success, two actions.
        auto faces = initiativeFaces();
        faces << 8 << 4;
        MasteryEncounter encounter(state(faces));
        (void)play(encounter, {object("{'type': 'startCombat'}")});
        auto events = play(encounter, {object("{'type': 'interrupt', 'actor': 'mira'}")});
        QCOMPARE(events.at(0).value(QStringLiteral("actions")).toInt(), 2);
        events = play(encounter, {object("{'type': 'action', 'actor': 'mira', 'kind': 'minor'}"),
                                  object("{'type': 'action', 'actor': 'aldric', 'kind': 'minor'}"),
                                  object("{'type': 'action', 'actor': 'mira', 'kind': 'minor'}"),
                                  object("{'type': 'action', 'actor': 'mira', 'kind': 'minor'}")});
        QCOMPARE(types(events),
                 (QStringList{QStringLiteral("actionTaken"), QStringLiteral("error"), QStringLiteral("actionTaken"),
                              QStringLiteral("interruptEnded"), QStringLiteral("error")}));
        QCOMPARE(encounter.state().combatant(QStringLiteral("mira"))->ap.owedNextTurn(), 2);
        // A simple action declared in advance needs no roll.
        events = play(encounter, {object("{'type': 'interrupt', 'actor': 'gob1', 'declared': true}")});
        QCOMPARE(events.at(0).value(QStringLiteral("actions")).toInt(), 1);
    }

    void woundsCountUpInsteadOfHitPointsDown()
    {
        auto object = parseJsonObject(encounterJson(), QStringLiteral("encounter.json"));
        QJsonObject withWounds = *object;
        withWounds.insert(QStringLiteral("settings"),
                          QJsonObject{{QStringLiteral("damageTrack"), QStringLiteral("wounds")}});
        auto file = masteryEncounterFromJson(withWounds, JsonContext(QStringLiteral("encounter.json")), QString());
        QVERIFY2(file.ok(), qPrintable(file.errorMessage()));
        MasteryState start = file->state;
        start.roller = fixedFaces({6, 3});
        MasteryEncounter encounter(start);
        const auto events = play(encounter, {object_("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}")});
        QCOMPARE(events.at(1).value(QStringLiteral("wounds")).toInt(), 2);
        QVERIFY(!events.at(1).contains(QStringLiteral("hitPoints")));
    }

    void swimmingTakesTheWholeTurn()
    {
        // A pond next to the hall; aldric swims in on his turn: exclusive, so the turn ends at once.
        auto object = parseJsonObject(encounterJson(), QStringLiteral("encounter.json"));
        QJsonObject withPond = *object;
        QJsonObject map = withPond.value(QStringLiteral("map")).toObject();
        QJsonArray regions = map.value(QStringLiteral("regions")).toArray();
        regions.append(object_("{'id': 'pond', 'swimming': true, 'polygon': [[0,10],[10,10],[10,20],[0,20]]}"));
        map.insert(QStringLiteral("regions"), regions);
        withPond.insert(QStringLiteral("map"), map);
        auto file = masteryEncounterFromJson(withPond, JsonContext(QStringLiteral("encounter.json")), QString());
        QVERIFY2(file.ok(), qPrintable(file.errorMessage()));
        MasteryState start = file->state;
        auto faces = initiativeFaces();
        faces << 3 << 5 << 6; // gob1 attacks as aldric leaves the hall: 3 against 5 (the lower of 5, 6) misses
        start.roller = fixedFaces(faces);
        MasteryEncounter encounter(start);
        (void)play(encounter, {object_("{'type': 'startCombat'}")});
        auto events = play(encounter, {object_("{'type': 'action', 'actor': 'aldric', 'kind': 'free'}"),
                                       object_("{'type': 'move', 'actor': 'aldric', 'to': 'pond'}")});
        QCOMPARE(events.constLast().value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        events = play(encounter, {object_("{'type': 'move', 'actor': 'aldric', 'to': 'pond', 'mode': 'swim'}")});
        QCOMPARE(types(events), (QStringList{QStringLiteral("opportunityAttack"), QStringLiteral("moved"),
                                             QStringLiteral("turnEnded"), QStringLiteral("turnStarted")}));
        QCOMPARE(events.at(1).value(QStringLiteral("action")).toString(), QStringLiteral("exclusive"));
        QVERIFY(encounter.state().combatant(QStringLiteral("aldric"))->defenseDisadvantaged);
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->ap.left(), 0);
    }

    void severalDelayersResumeInRefOrder()
    {
        // aldric and mira both delay; the goblins act; both resume at once: REF rolls 2 (aldric) and 7 (mira).
        auto faces = initiativeFaces();
        faces << 2 << 7;
        MasteryEncounter encounter(state(faces));
        (void)play(encounter, {object_("{'type': 'startCombat'}"), object_("{'type': 'delay', 'actor': 'aldric'}"),
                               object_("{'type': 'delay', 'actor': 'mira'}"), object_("{'type': 'endTurn'}")});
        const auto events = play(encounter, {object_("{'type': 'resume', 'actors': ['aldric', 'mira']}")});
        QCOMPARE(events.at(0).value(QStringLiteral("who")).toString(), QStringLiteral("mira"));
        QCOMPARE(events.at(0).value(QStringLiteral("initiative")).toInt(), 1); // one below the goblins' 2
        QCOMPARE(events.at(1).value(QStringLiteral("who")).toString(), QStringLiteral("aldric"));
        QCOMPARE(events.at(1).value(QStringLiteral("initiative")).toInt(), 0);
        QCOMPARE(encounter.state().order.current(), QStringLiteral("mira"));
    }

    void cooldownActionsThroughCommands()
    {
        MasteryEncounter encounter(state(initiativeFaces()));
        (void)play(encounter, {object_("{'type': 'startCombat'}")});
        const auto events = play(
            encounter, {object_("{'type': 'action', 'actor': 'aldric', 'name': 'Shield Bash', 'cooldown': true}"),
                        object_("{'type': 'action', 'actor': 'aldric', 'name': 'Shield Bash', 'cooldown': true}")});
        QCOMPARE(types(events), (QStringList{QStringLiteral("actionTaken"), QStringLiteral("error")}));
        QVERIFY(events.at(1).value(QStringLiteral("message")).toString().contains(QStringLiteral("cooling down")));
    }

    void endingTheContestGivesEveryMpBack()
    {
        MasteryEncounter encounter(state({9, 3, 5, 2}));
        (void)play(encounter, {object("{'type': 'startCombat'}")}, {{QStringLiteral("aldric"), 1}});
        const auto events = play(encounter, {object("{'type': 'endContest'}")});
        QCOMPARE(types(events), QStringList{QStringLiteral("contestEnded")});
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 2);
        QVERIFY(!encounter.state().contested);
    }

    void sameSeedSameCommandsSameLog()
    {
        auto object = parseJsonObject(encounterJson(), QStringLiteral("encounter.json"));
        auto file = masteryEncounterFromJson(*object, JsonContext(QStringLiteral("encounter.json")), QString());
        QVERIFY(file.ok());
        const QList<QJsonObject> commands{object_("{'type': 'startCombat'}"),
                                          object_("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}"),
                                          object_("{'type': 'endTurn'}")};
        MasteryEncounter one(file->state);
        MasteryEncounter two(file->state);
        (void)play(one, commands, {{QStringLiteral("aldric"), 2}});
        (void)play(two, commands, {{QStringLiteral("aldric"), 2}});
        QCOMPARE(one.log(), two.log());
        QVERIFY(one.log().size() > 5);
    }

    void undoReplaysEverythingButTheLastCommand()
    {
        auto faces = initiativeFaces();
        faces << 6 << 3 << 7 << 2;
        MasteryEncounter encounter(state(faces));
        (void)play(encounter, {object("{'type': 'startCombat'}"),
                               object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1', 'keepTurn': true}")});
        const QList<QJsonObject> before = encounter.log();
        const int goblinHealth = encounter.state().combatant(QStringLiteral("gob1"))->sheet.health;
        QCOMPARE(goblinHealth, 1);                                                    // 6 against 3
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 1); // the MP that kept the turn
        const auto undone = play(encounter, {object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}")});
        QCOMPARE(undone.at(0).value(QStringLiteral("attack")).toObject().value(QStringLiteral("kept")).toInt(), 7);
        QVERIFY(encounter.state().combatant(QStringLiteral("gob1"))->sheet.defeated());
        QVERIFY(encounter.undoNow().ok());
        QCOMPARE(encounter.log().mid(0, before.size()), before);
        QCOMPARE(encounter.log().size(), before.size() + 1);
        QCOMPARE(encounter.log().constLast().value(QStringLiteral("type")).toString(), QStringLiteral("undone"));
        QCOMPARE(encounter.state().combatant(QStringLiteral("gob1"))->sheet.health, goblinHealth);
        QCOMPARE(encounter.state().combatant(QStringLiteral("aldric"))->sheet.mp, 1);
        // The undone attack's dice come again.
        const auto again = play(encounter, {object("{'type': 'attack', 'actor': 'aldric', 'target': 'gob1'}")});
        QCOMPARE(again.at(0).value(QStringLiteral("attack")).toObject().value(QStringLiteral("kept")).toInt(), 7);
    }

    void refusesMalformedEncounters_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        const QByteArray map = json("'map': {'regions': [{'id': 'hall', 'polygon': [[0,0],[1,0],[1,1]]}]}");
        QTest::newRow("no map") << json("{'combatants': []}") << "e.json: needs a region map";
        QTest::newRow("no combatants") << QByteArray("{" + map + "}") << "e.json: combatants: missing";
        QTest::newRow("bad die")
            << QByteArray("{" + map +
                          json(", 'combatants': [{'id': 'a', 'side': 'x', 'region': 'hall', 'dice': {'ref': 'D7'}}]}"))
            << "e.json: combatants[0].dice.ref:";
        QTest::newRow("rank 6")
            << QByteArray("{" + map +
                          json(", 'combatants': [{'id': 'a', 'side': 'x', 'rank': 6, 'region': 'hall', 'dice': {}}]}"))
            << "e.json: combatants[0].rank: 6 is out of range (1 to 5)";
        QTest::newRow("unknown region")
            << QByteArray("{" + map + json(", 'combatants': [{'id': 'a', 'side': 'x', 'region': 'moon', 'dice': {}}]}"))
            << "e.json: combatants[0].region: no region 'moon'";
        QTest::newRow("unknown group")
            << QByteArray("{" + map +
                          json(", 'combatants': [{'id': 'a', 'side': 'x', 'group': 'orcs', 'region': 'hall',"
                               " 'dice': {}}]}"))
            << "e.json: combatants[0].group: no monster group 'orcs'";
        QTest::newRow("duplicate id")
            << QByteArray("{" + map +
                          json(", 'combatants': [{'id': 'a', 'side': 'x', 'region': 'hall', 'dice': {}},"
                               " {'id': 'a', 'side': 'y', 'region': 'hall', 'dice': {}}]}"))
            << "e.json: combatants[1].id: 'a' is used twice";
        QTest::newRow("damage track") << QByteArray("{" + map +
                                                    json(", 'settings': {'damageTrack': 'bruises'}, 'combatants': []}"))
                                      << "e.json: settings.damageTrack: 'bruises' is not a damage track";
        QTest::newRow("zero AP") << QByteArray("{" + map + json(", 'settings': {'apPerTurn': 0}, 'combatants': []}"))
                                 << "e.json: settings.apPerTurn: 0 is out of range";
    }
    void refusesMalformedEncounters()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        auto object = parseJsonObject(text, QStringLiteral("e.json"));
        QVERIFY2(object.ok(), qPrintable(object.errorMessage()));
        auto file = masteryEncounterFromJson(*object, JsonContext(QStringLiteral("e.json")), QString());
        QVERIFY(!file.ok());
        QVERIFY2(file.errorMessage().startsWith(message), qPrintable(file.errorMessage()));
    }

private:
    static QJsonObject object_(const char *text) { return object(text); }
};

QTEST_GUILESS_MAIN(TestMasteryEncounter)
#include "tst_masteryencounter.moc"
