#include "encounterfixture.h"

#include "encounter/conditionrules.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

// Initiative dice in the arena's file order ava, bran, g1, g2, ogre: ava 22, bran 11, g1 5, g2 4, ogre 3.
static const QList<int> initiative{20, 10, 5, 4, 3};

/** Scenario tests of the encounter flow with exact dice: opportunity attacks, durations, dying, actions. */
class TestEncounterCombat : public QObject
{
    Q_OBJECT

private:
    static std::unique_ptr<CommandProcessor> begun(const QList<int> &moreRolls, const char *start = "{'type': 'start'}")
    {
        auto encounter = make(arena(initiative + moreRolls));
        run(*encounter, start);
        run(*encounter, "{'type': 'rollInitiative'}");
        return encounter;
    }

private Q_SLOTS:
    void initiativeOrdersByTotal()
    {
        auto encounter = begun({});
        QCOMPARE(encounter->state().initiative.turnOrder(),
                 (QStringList{QStringLiteral("ava"), QStringLiteral("bran"), QStringLiteral("g1"), QStringLiteral("g2"),
                              QStringLiteral("ogre")}));
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        QCOMPARE(encounter->state().round, 1);
        QCOMPARE(encounter->state().budget, ActionBudget::fullTurn());
    }

    void walkingAwayFromTwoEnemiesProvokesOneAttackEach()
    {
        // g1 hits (15 + 5 = 20 vs AC 17) for 4 + 2; g2 misses (2 + 5).
        auto encounter = begun({15, 4, 2});
        CommandOutcome outcome = run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 4], [3, 5]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attacks = ofType(outcome.events, "opportunityAttack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks[0].value(QStringLiteral("attacker")).toString(), QStringLiteral("g1"));
        QCOMPARE(attacks[1].value(QStringLiteral("attacker")).toString(), QStringLiteral("g2"));
        // Both strike before ava leaves (3,4), the square where she was still adjacent to them.
        QCOMPARE(attacks[0].value(QStringLiteral("y")).toInt(), 4);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 24);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{3, 5}));

        // Back in, an action point for another move, and out again: each goblin has had its one attack this turn.
        QVERIFY(run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 4]]}").ok);
        QVERIFY(run(*encounter, "{'type': 'actionPoint', 'creature': 'ava', 'action': 'move'}").ok);
        outcome = run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 5]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "opportunityAttack").size(), 0);
        // On the next creature's turn they may attack again.
        endTurns(*encounter, 1);
        QVERIFY(!encounter->state().combatant(QStringLiteral("g1"))->opportunityAttackUsed);
    }

    void declinedOpportunityAttackIsLogged()
    {
        auto encounter = begun({2});
        const CommandOutcome outcome = run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 4], [3, 5]]}",
                                           {{DecisionKind::OpportunityAttack, false, {}}});
        QVERIFY(outcome.ok);
        const auto decisions = ofType(outcome.events, "decision");
        QCOMPARE(decisions.size(), 2);
        QCOMPARE(decisions[0].value(QStringLiteral("answer")).toBool(), false);
        QCOMPARE(ofType(outcome.events, "opportunityAttack").size(), 1); // g2 took the default
    }

    void rangedAttackWhileAdjacentProvokesFirst()
    {
        // ava is flanked by g1 and g2 (+2): g1 12 + 5 + 2 hits for 3 + 2, g2 9 + 7 misses; then her bow (5 + 5) misses.
        auto encounter = begun({12, 3, 9, 5});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['ogre']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QStringList order;
        for (const QJsonObject &event : outcome.events) {
            const QString type = event.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("attack"))
                order << event.value(QStringLiteral("attacker")).toString();
        }
        QCOMPARE(order, (QStringList{QStringLiteral("g1"), QStringLiteral("g2"), QStringLiteral("ava")}));
        const auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks[0].value(QStringLiteral("modifiers")).toObject().value(QStringLiteral("offGuard")).toInt(), 2);
        QCOMPARE(attacks[0].value(QStringLiteral("hit")).toBool(), true);
        QCOMPARE(attacks[1].value(QStringLiteral("hit")).toBool(), false);
        QCOMPARE(attacks[2].value(QStringLiteral("total")).toInt(), 10);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 25);
        // A second standard action is refused and changes nothing.
        const QJsonObject before = encounter->state().toJson();
        const CommandOutcome second =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY(!second.ok);
        QVERIFY2(second.error.contains(QStringLiteral("no standard action left")), qPrintable(second.error));
        QCOMPARE(encounter->state().toJson(), before);
    }

    void blindedAndOngoingFireWithAftereffect()
    {
        // bran's flame hits g1 (15 + 5 vs Reflex 13) for 2 fire. g1's first turn: 5 fire; saves 12 (blinded ends,
        // dazed follows) and 4 (fire stays). Second turn: 5 fire, dazed leaves one action; saves 10 and 10.
        auto encounter = begun({15, 2, 12, 4, 10, 10});
        endTurns(*encounter, 1);
        CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'bran', 'power': 'flame', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *g1 = encounter->state().combatant(QStringLiteral("g1"));
        QCOMPARE(g1->hp, 18);
        QVERIFY(ConditionRules::has(encounter->state(), *g1, QStringLiteral("blinded")));
        endTurns(*encounter, 1); // bran ends; g1 starts and burns
        QCOMPARE(encounter->state().combatant(QStringLiteral("g1"))->hp, 13);
        endTurns(*encounter, 1); // g1 ends: saving throws
        g1 = encounter->state().combatant(QStringLiteral("g1"));
        QVERIFY(!ConditionRules::has(encounter->state(), *g1, QStringLiteral("blinded")));
        QVERIFY(ConditionRules::has(encounter->state(), *g1, QStringLiteral("dazed")));
        endTurns(*encounter, 4); // g2, ogre, ava, bran
        QCOMPARE(encounter->state().current, QStringLiteral("g1"));
        QCOMPARE(encounter->state().combatant(QStringLiteral("g1"))->hp, 8);
        QCOMPARE(encounter->state().budget, ActionBudget::singleStandard());
        outcome = run(*encounter, "{'type': 'endTurn', 'creature': 'g1'}");
        QCOMPARE(ofType(outcome.events, "savingThrow").size(), 2);
        int effectsOnG1 = 0;
        for (const ActiveEffect &effect : encounter->state().effects)
            effectsOnG1 += effect.target == QLatin1String("g1");
        QCOMPARE(effectsOnG1, 0);
    }

    void rechargeFiveSixOverSeveralTurns()
    {
        // The ogre's stomp: used in round 1, then d6 rolls of 3, 4 and 5 at the start of its next turns.
        auto encounter = begun({3, 4, 5});
        endTurns(*encounter, 4);
        QCOMPARE(encounter->state().current, QStringLiteral("ogre"));
        QVERIFY(run(*encounter, "{'type': 'attack', 'creature': 'ogre', 'power': 'stomp'}").ok);
        endTurns(*encounter, 5);
        QCOMPARE(encounter->state().current, QStringLiteral("ogre"));
        QVERIFY(encounter->state().combatant(QStringLiteral("ogre"))->expendedPowers.contains(QStringLiteral("stomp")));
        const CommandOutcome refused = run(*encounter, "{'type': 'attack', 'creature': 'ogre', 'power': 'stomp'}");
        QVERIFY(refused.error.contains(QStringLiteral("already used")));
        endTurns(*encounter, 5);
        QVERIFY(encounter->state().combatant(QStringLiteral("ogre"))->expendedPowers.contains(QStringLiteral("stomp")));
        const CommandOutcome round4 = [&] {
            CommandOutcome last;
            for (int i = 0; i < 5; ++i)
                last =
                    run(*encounter,
                        ("{'type': 'endTurn', 'creature': '" + encounter->state().current.toUtf8() + "'}").constData());
            return last;
        }();
        const auto recharge = ofType(round4.events, "recharge");
        QCOMPARE(recharge.size(), 1);
        QCOMPARE(recharge[0].value(QStringLiteral("roll")).toInt(), 5);
        QVERIFY(recharge[0].value(QStringLiteral("recharged")).toBool());
        QVERIFY(run(*encounter, "{'type': 'attack', 'creature': 'ogre', 'power': 'stomp'}").ok);
    }

    void heroDiesAfterThreeFailedDeathSaves()
    {
        auto encounter = begun({5, 12, 9, 1});
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 35}").ok);
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, -5);
        QVERIFY(ava->isDying());
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("unconscious")));
        QVERIFY(!run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 2]]}").ok);
        endTurns(*encounter, 5); // fail (5)
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->deathSaveFailures, 1);
        endTurns(*encounter, 5); // success (12): no change
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->deathSaveFailures, 1);
        endTurns(*encounter, 5);                                                                // fail (9)
        const CommandOutcome third = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}"); // fail (1)
        QCOMPARE(ofType(third.events, "died").size(), 1);
        QVERIFY(encounter->state().combatant(QStringLiteral("ava"))->dead);
        endTurns(*encounter, 4);
        QCOMPARE(encounter->state().current, QStringLiteral("bran")); // the dead take no turns
    }

    void negativeStaggeredValueKillsAtOnce()
    {
        auto encounter = begun({});
        const CommandOutcome outcome = run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 45}");
        QCOMPARE(ofType(outcome.events, "died").size(), 1); // -15 reaches the staggered value 15
    }

    void naturalTwentyOnDeathSaveSpendsRecovery()
    {
        auto encounter = begun({20});
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 32}").ok);
        const CommandOutcome outcome = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        QCOMPARE(ofType(outcome.events, "decision").constFirst().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("deathSaveRecovery"));
        const Combatant *ava = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(ava->hp, 7); // healing from negative HP sets HP to the recovery value
        QCOMPARE(ava->recoveries, 1);
        QVERIFY(!ava->isDying());
        QVERIFY(ConditionRules::has(encounter->state(), *ava, QStringLiteral("prone")));
    }

    void naturalTwentyDeclinedStaysDying()
    {
        auto encounter = begun({20});
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 32}").ok);
        run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}", {{DecisionKind::DeathSaveRecovery, false, {}}});
        QVERIFY(encounter->state().combatant(QStringLiteral("ava"))->isDying());
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->deathSaveFailures, 0);
    }

    void coupDeGraceOnHelplessTarget()
    {
        auto encounter = begun({});
        CommandOutcome outcome = run(*encounter, "{'type': 'coupDeGrace', 'creature': 'ava', 'target': 'g2'}");
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QStringLiteral("helpless")), qPrintable(outcome.error));
        QVERIFY(
            run(*encounter,
                "{'type': 'applyEffect', 'target': 'g1', 'effect': {'condition': 'helpless', 'duration': 'encounter'}}")
                .ok);
        outcome = run(*encounter, "{'type': 'coupDeGrace', 'creature': 'ava', 'target': 'g1'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attack = ofType(outcome.events, "attack").constFirst();
        QVERIFY(attack.value(QStringLiteral("critical")).toBool());
        QCOMPARE(ofType(outcome.events, "damage").constFirst().value(QStringLiteral("amount")).toInt(),
                 11); // 1d8+3 maximized
        // 11 damage is at least g1's staggered value (10): it dies though it has 9 HP left.
        QCOMPARE(ofType(outcome.events, "died").size(), 1);
        QCOMPARE(encounter->state().combatant(QStringLiteral("g1"))->hp, 9);
    }

    void knockOutInsteadOfKill()
    {
        auto encounter = begun({});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'damage', 'target': 'g1', 'amount': 25, 'attacker': 'ava'}",
                {{DecisionKind::KnockOut, true, {}}});
        QCOMPARE(ofType(outcome.events, "knockedOut").size(), 1);
        const Combatant *g1 = encounter->state().combatant(QStringLiteral("g1"));
        QVERIFY(!g1->dead);
        QVERIFY(g1->knockedOut);
        QVERIFY(ConditionRules::has(encounter->state(), *g1, QStringLiteral("helpless")));
    }

    void surpriseRoundRefusesActionPointsAndSecondActions()
    {
        auto encounter = begun({}, "{'type': 'start', 'surprised': ['g1', 'g2', 'ogre']}");
        QCOMPARE(encounter->state().phase, EncounterPhase::Surprise);
        QCOMPARE(encounter->state().budget, ActionBudget::singleStandard());
        const QJsonObject before = encounter->state().toJson();
        CommandOutcome outcome = run(*encounter, "{'type': 'actionPoint', 'creature': 'ava'}");
        QVERIFY(!outcome.ok);
        QCOMPARE(outcome.events.constFirst().value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        QVERIFY2(outcome.error.contains(QStringLiteral("surprise round")), qPrintable(outcome.error));
        QCOMPARE(encounter->state().toJson(), before);
        // The single standard action may be traded for a move; then nothing is left.
        QVERIFY(run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 2]]}").ok);
        QVERIFY(!run(*encounter, "{'type': 'action', 'creature': 'ava', 'action': 'fullDefense'}").ok);
        endTurns(*encounter, 2); // ava, bran; the surprised monsters take no turn in the surprise round
        QCOMPARE(encounter->state().round, 1);
        QCOMPARE(encounter->state().current, QStringLiteral("ava"));
        QCOMPARE(encounter->state().budget, ActionBudget::fullTurn());
    }

    void illegalCommandsAreRefusedWithReasons_data()
    {
        QTest::addColumn<QByteArray>("command");
        QTest::addColumn<QString>("message");
        QTest::newRow("out of turn") << json("{'type': 'move', 'creature': 'bran', 'path': [[1, 1]]}")
                                     << QStringLiteral("it is ava's turn");
        QTest::newRow("through an enemy") << json("{'type': 'move', 'creature': 'ava', 'path': [[4, 3]]}")
                                          << QStringLiteral("hostile creature in the way");
        QTest::newRow("too far")
            << json("{'type': 'move', 'creature': 'ava', 'path': [[3,4],[3,5],[3,6],[3,7],[4,7],[5,7],[6,7]]}")
            << QStringLiteral("costs 7 squares");
        QTest::newRow("not neighbouring")
            << json("{'type': 'move', 'creature': 'ava', 'path': [[3, 5]]}") << QStringLiteral("does not neighbour");
        QTest::newRow("off the map") << json("{'type': 'move', 'creature': 'bran', 'path': [[-1, 0]]}")
                                     << QStringLiteral("it is ava's turn");
        QTest::newRow("melee out of reach")
            << json("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['ogre']}")
            << QStringLiteral("out of range");
        QTest::newRow("unknown power")
            << json("{'type': 'attack', 'creature': 'ava', 'power': 'fireball', 'targets': ['g1']}")
            << QStringLiteral("has no power 'fireball'");
        QTest::newRow("stand up when standing")
            << json("{'type': 'action', 'creature': 'ava', 'action': 'standUp'}") << QStringLiteral("is not prone");
        QTest::newRow("rest in combat") << json("{'type': 'rest', 'kind': 'short'}")
                                        << QStringLiteral("no resting during an encounter");
        QTest::newRow("stabilize the living")
            << json("{'type': 'skill', 'creature': 'ava', 'action': 'stabilize', 'target': 'bran'}")
            << QStringLiteral("must be adjacent");
    }

    void illegalCommandsAreRefusedWithReasons()
    {
        QFETCH(QByteArray, command);
        QFETCH(QString, message);
        auto encounter = begun({});
        const QJsonObject before = encounter->state().toJson();
        const int logSize = encounter->log().size();
        const CommandOutcome outcome = run(*encounter, command.constData());
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(message), qPrintable(outcome.error));
        QCOMPARE(encounter->state().toJson(), before);
        QCOMPARE(encounter->log().size(), logSize);
    }

    void wallsBlockMovementAndAttacks()
    {
        QJsonObject map = arena({}).value(QStringLiteral("map")).toObject();
        map.insert(QStringLiteral("walls"), QJsonArray{object(json("{'x': 3, 'y': 3, 'side': 'S'}"))});
        auto encounter = make(arena(initiative, {{QStringLiteral("map"), map}}));
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        const CommandOutcome outcome = run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 4]]}");
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QStringLiteral("wall")), qPrintable(outcome.error));
        QVERIFY(run(*encounter, "{'type': 'move', 'creature': 'ava', 'mode': 'step', 'path': [[3, 2]]}").ok);
    }

    void chargeAddsOneAndEndsTheActions()
    {
        // ava charges the ogre from (3,3): 3 squares straight at it, 10 + 6 + 1 vs AC 15.
        auto encounter = begun({1, 1, 10, 4});
        const CommandOutcome outcome = run(
            *encounter, "{'type': 'charge', 'creature': 'ava', 'target': 'ogre', 'path': [[4, 4], [5, 5], [6, 6]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attack = ofType(outcome.events, "attack").constLast();
        QCOMPARE(attack.value(QStringLiteral("modifiers")).toObject().value(QStringLiteral("charge")).toInt(), 1);
        QCOMPARE(attack.value(QStringLiteral("total")).toInt(), 17);
        QCOMPARE(encounter->state().budget, ActionBudget::none());
        const CommandOutcome crooked = run(*encounter, "{'type': 'endTurn', 'creature': 'ava'}");
        QVERIFY(crooked.ok);
    }

    void declaredCircumstancesAddToTheGrids()
    {
        // ava (first in the order) swings at g2 beside her on an open map: the game master rules that a table the
        // map does not draw gives g2 cover (-2), that an unseen ally flanks it (off-guard +2) and that ava ran (-5):
        // 6 - 2 + 2 - 5 = +1, so a natural 12 totals 13 against AC 14, a miss.
        auto encounter = begun({12});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g2'],"
                            " 'declared': {'cover': 'cover', 'flanking': true, 'ran': true}}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attack = ofType(outcome.events, "attack").constFirst();
        const QJsonObject mods = attack.value(QStringLiteral("modifiers")).toObject();
        QCOMPARE(mods.value(QStringLiteral("cover")).toInt(), -2);
        QCOMPARE(mods.value(QStringLiteral("offGuard")).toInt(), 2);
        QCOMPARE(mods.value(QStringLiteral("ran")).toInt(), -5);
        QCOMPARE(attack.value(QStringLiteral("total")).toInt(), 13);
        QVERIFY(!attack.value(QStringLiteral("hit")).toBool());
        // The command keeps what was declared, so its log replays it.
        auto parsed = commandFromJson(object(json("{'type': 'attack', 'creature': 'ava', 'power': 'sword',"
                                                  " 'targets': ['g2'], 'declared': {'ran': true}}")),
                                      JsonContext(QStringLiteral("command")));
        QVERIFY(parsed);
        const QJsonObject ran{{QStringLiteral("ran"), true}};
        QCOMPARE((*parsed)->toJson().value(QStringLiteral("declared")).toObject(), ran);
    }

    void declaredThreeQuartersCoverAndConcealment()
    {
        // 6 - 5 (three-quarters cover) - 2 (concealment) = -1: a natural 15 totals 14, just enough against AC 14.
        auto encounter = begun({15, 4});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g2'],"
                            " 'declared': {'cover': 'three-quarters', 'concealment': 'concealment'}}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attack = ofType(outcome.events, "attack").constFirst();
        const QJsonObject mods = attack.value(QStringLiteral("modifiers")).toObject();
        QCOMPARE(mods.value(QStringLiteral("threeQuartersCover")).toInt(), -5);
        QCOMPARE(mods.value(QStringLiteral("concealment")).toInt(), -2);
        QCOMPARE(attack.value(QStringLiteral("total")).toInt(), 14);
        QVERIFY(attack.value(QStringLiteral("hit")).toBool());
    }

    void chosenToBeHitNeedsNoRoll()
    {
        // Orcus "Choosing to be hit": no attack roll, a hit that is never critical; the damage is rolled (1d8+3).
        auto encounter = begun({5});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g2'],"
                            " 'declared': {'chooseToBeHit': true}}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attack = ofType(outcome.events, "attack").constFirst();
        QVERIFY(attack.value(QStringLiteral("hit")).toBool());
        QVERIFY(!attack.value(QStringLiteral("critical")).toBool());
        QVERIFY(!attack.contains(QStringLiteral("natural")));
        QCOMPARE(ofType(outcome.events, "damage").constFirst().value(QStringLiteral("amount")).toInt(), 8);
    }

    void improvedCriticalAddsItsDiceToTheMaximum()
    {
        // A maul at level 11 (Orcus "Weapons", improved critical +2dW): a natural 20 does the maximum 1d8+3 = 11
        // plus 2d10 rolled (3 + 7), 21 in all.
        QJsonObject encounterJson = arena(initiative + QList<int>{20, 3, 7});
        QJsonArray creatures = encounterJson.value(QStringLiteral("creatures")).toArray();
        QJsonObject ava = creatures.at(0).toObject();
        QJsonArray powers = ava.value(QStringLiteral("powers")).toArray();
        QJsonObject sword = powers.at(0).toObject();
        sword.insert(QStringLiteral("criticalDice"), QStringLiteral("2d10"));
        powers.replace(0, sword);
        ava.insert(QStringLiteral("powers"), powers);
        creatures.replace(0, ava);
        encounterJson.insert(QStringLiteral("creatures"), creatures);
        auto encounter = make(encounterJson);
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g2']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QVERIFY(ofType(outcome.events, "attack").constFirst().value(QStringLiteral("critical")).toBool());
        QCOMPARE(ofType(outcome.events, "damage").constFirst().value(QStringLiteral("amount")).toInt(), 21);
        // The combatant keeps them from its stat block, so a replay of the log rolls them again.
        QCOMPARE(
            encounter->state().combatant(QStringLiteral("ava"))->power(QStringLiteral("sword"))->criticalDice.count, 2);
    }

    void oneDamageAdjustmentForResistAllIncorporealAndWeakness()
    {
        // g1 prints "Resist all 5" and resist fire 10 (the larger counts, they do not add up); g2 is incorporeal
        // (half damage from attacks) and weak to radiant 5.
        QJsonObject encounterJson = arena(initiative);
        QJsonArray creatures = encounterJson.value(QStringLiteral("creatures")).toArray();
        QJsonObject g1 = creatures.at(2).toObject();
        g1.insert(QStringLiteral("resistAll"), 5);
        g1.insert(QStringLiteral("resist"), QJsonObject{{QStringLiteral("fire"), 10}});
        creatures.replace(2, g1);
        QJsonObject g2 = creatures.at(3).toObject();
        g2.insert(QStringLiteral("incorporeal"), true);
        g2.insert(QStringLiteral("resist"), QJsonObject{{QStringLiteral("radiant"), -5}});
        creatures.replace(3, g2);
        encounterJson.insert(QStringLiteral("creatures"), creatures);
        auto encounter = make(encounterJson);
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        auto dealt = [&](const char *command) {
            const CommandOutcome outcome = run(*encounter, command);
            return ofType(outcome.events, "damage").constFirst().value(QStringLiteral("amount")).toInt();
        };
        QCOMPARE(dealt("{'type': 'damage', 'target': 'g1', 'amount': 12, 'damageType': 'fire', 'attacker': 'ava'}"), 2);
        QCOMPARE(dealt("{'type': 'damage', 'target': 'g1', 'amount': 12, 'attacker': 'ava'}"), 7);
        QCOMPARE(dealt("{'type': 'damage', 'target': 'g2', 'amount': 11, 'attacker': 'ava'}"), 5);
        // Without a dealer the game master's damage is not an attack's: the incorporeal takes it whole.
        QCOMPARE(dealt("{'type': 'damage', 'target': 'g2', 'amount': 3}"), 3);
        QCOMPARE(dealt("{'type': 'damage', 'target': 'g2', 'amount': 4, 'damageType': 'radiant', 'attacker': 'ava'}"),
                 2 + 5);
        // A weakened dealer's 1 radiant halves to 0: a weakness adds only to damage that is dealt at all.
        QVERIFY(run(*encounter,
                    "{'type': 'applyEffect', 'target': 'ava', 'effect': {'condition': 'weakened', 'duration': "
                    "'encounter'}}")
                    .ok);
        QCOMPARE(dealt("{'type': 'damage', 'target': 'g2', 'amount': 1, 'damageType': 'radiant', 'attacker': 'ava'}"),
                 0);
    }

    void malformedDeclarationsNameTheirField()
    {
        auto encounter = begun({});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g2'],"
                            " 'declared': {'cover': 'half'}}");
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QStringLiteral("declared.cover")), qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(QStringLiteral("three-quarters")), qPrintable(outcome.error));
    }
};

QTEST_GUILESS_MAIN(TestEncounterCombat)
#include "tst_encountercombat.moc"
