#include "encounter/attackrules.h"
#include "encounterfixture.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

// Initiative dice in the arena's file order ava, bran, g1, g2, ogre: ava 22, bran 11, g1 5, g2 4, ogre 3.
static const QList<int> initiative{20, 10, 5, 4, 3};

/**
 * The encounter asks the grid module every geometric question (EncounterGrid): paths and the opportunity attacks
 * along them, flanking, areas. Exact dice as in tst_encountercombat.
 */
class TestEncounterGrid : public QObject
{
    Q_OBJECT

private:
    static std::unique_ptr<CommandProcessor> begun(const QList<int> &moreRolls, const QJsonObject &overrides = {})
    {
        auto encounter = make(arena(initiative + moreRolls, overrides));
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        return encounter;
    }
    static QJsonObject withMap(const char *singleQuotedMap)
    {
        return {{QStringLiteral("map"), object(json(singleQuotedMap))}};
    }

private Q_SLOTS:
    void declinedOpportunityAttackIsOfferedAgainWhenLeftAgain()
    {
        // ava leaves g1 and g2 at 3,4 (both decline), comes back beside g2 at 4,4 and leaves it again: g2 is asked
        // a second time, takes it now and misses (2 + 5 vs AC 17).
        auto encounter = begun({2});
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[3, 4], [3, 5], [4, 4], [5, 5]]}",
                {{DecisionKind::OpportunityAttack, false, {}}, {DecisionKind::OpportunityAttack, false, {}}});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto decisions = ofType(outcome.events, "decision");
        QCOMPARE(decisions.size(), 3);
        QCOMPARE(decisions[0].value(QStringLiteral("decider")).toString(), QStringLiteral("g1"));
        QCOMPARE(decisions[1].value(QStringLiteral("decider")).toString(), QStringLiteral("g2"));
        QCOMPARE(decisions[2].value(QStringLiteral("decider")).toString(), QStringLiteral("g2"));
        const auto attacks = ofType(outcome.events, "opportunityAttack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("x")).toInt(), 4);
        QCOMPARE(attacks[0].value(QStringLiteral("y")).toInt(), 4);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{5, 5}));
        QVERIFY(encounter->state().combatant(QStringLiteral("g2"))->opportunityAttackUsed);
        QVERIFY(!encounter->state().combatant(QStringLiteral("g1"))->opportunityAttackUsed);
    }

    void stepIntoDifficultTerrainIsRefused()
    {
        // Orcus "Difficult terrain": the square costs 2 squares of movement, and a step is 1.
        auto encounter = begun({}, withMap("{'name': 'Rubble', 'terrain': ['........', '........', '...~....', "
                                           "'........', '........', '........', '........', '........'],"
                                           " 'creatures': [{'id': 'ava', 'x': 3, 'y': 3, 'side': 'heroes'},"
                                           " {'id': 'bran', 'x': 0, 'y': 0, 'side': 'heroes'},"
                                           " {'id': 'g1', 'x': 2, 'y': 3, 'side': 'monsters'},"
                                           " {'id': 'g2', 'x': 4, 'y': 3, 'side': 'monsters'},"
                                           " {'id': 'ogre', 'x': 7, 'y': 7, 'side': 'monsters'}]}"));
        const QJsonObject before = encounter->state().toJson();
        const CommandOutcome step =
            run(*encounter, "{'type': 'move', 'creature': 'ava', 'mode': 'step', 'path': [[3, 2]]}");
        QVERIFY(!step.ok);
        QVERIFY2(step.error.contains(QStringLiteral("costs 2 squares of movement; ava has 1 for a step")),
                 qPrintable(step.error));
        QCOMPARE(encounter->state().toJson(), before);
        QVERIFY(run(*encounter, "{'type': 'move', 'creature': 'ava', 'mode': 'step', 'path': [[4, 2]]}").ok);
    }

    void largeCreatureNeedsRoomForItsWholeSpace()
    {
        // A Large ogre at 2..3 x 6..7 below a wall of rock with a one-square gap at 3,5.
        auto encounter = begun({}, withMap("{'name': 'Gap', 'terrain': ['........', '........', '........', "
                                           "'........', '........', '###.####', '........', '........'],"
                                           " 'creatures': [{'id': 'ava', 'x': 3, 'y': 3, 'side': 'heroes'},"
                                           " {'id': 'bran', 'x': 0, 'y': 0, 'side': 'heroes'},"
                                           " {'id': 'g1', 'x': 2, 'y': 3, 'side': 'monsters'},"
                                           " {'id': 'g2', 'x': 4, 'y': 3, 'side': 'monsters'},"
                                           " {'id': 'ogre', 'x': 2, 'y': 6, 'size': 'large', 'side': 'monsters'}]}"));
        endTurns(*encounter, 4);
        QCOMPARE(encounter->state().current, QStringLiteral("ogre"));
        const CommandOutcome squeeze = run(*encounter, "{'type': 'move', 'creature': 'ogre', 'path': [[2, 5]]}");
        QVERIFY(!squeeze.ok);
        QVERIFY2(squeeze.error.contains(QStringLiteral("square 2,5 blocks movement")), qPrintable(squeeze.error));
        const CommandOutcome along = run(*encounter, "{'type': 'move', 'creature': 'ogre', 'path': [[3, 6], [4, 6]]}");
        QVERIFY2(along.ok, qPrintable(along.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ogre"))->position, (Square{4, 6}));
    }

    void aDazedGoblinDoesNotFlank()
    {
        // As in tst_encountercombat's ranged attack while adjacent, but g1 is dazed: it still makes its
        // opportunity attack, but neither goblin flanks ava (orcus-gaps-filled.md section 7, "Dazed": you cannot
        // contribute to a flank), so no +2: g1 12 + 5 = 17 hits AC 17 for 3 + 2, g2 9 + 5 misses.
        auto encounter = begun({12, 3, 9, 5});
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'g1', 'source': 'ava', 'effect': {'condition': "
                                "'dazed', 'duration': 'saveEnds'}}")
                    .ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'bow', 'targets': ['ogre']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 3);
        QVERIFY(!attacks[0].value(QStringLiteral("modifiers")).toObject().contains(QStringLiteral("offGuard")));
        QVERIFY(!attacks[1].value(QStringLiteral("modifiers")).toObject().contains(QStringLiteral("offGuard")));
        QCOMPARE(attacks[0].value(QStringLiteral("total")).toInt(), 17);
        QCOMPARE(attacks[0].value(QStringLiteral("hit")).toBool(), true);
        QCOMPARE(attacks[1].value(QStringLiteral("total")).toInt(), 14);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->hp, 25);
    }

    // Powers of every origin for g1, to ask the encounter's modifiers (AttackRules::modifiers, what the attack
    // event logs and the targeting preview shows) about them.
    static QList<CombatPower> powersOfEveryOrigin(const Combatant &g1)
    {
        CombatPower sling;
        sling.id = QStringLiteral("sling");
        sling.origin = PowerOrigin::Ranged;
        sling.range = 10;
        CombatPower burst;
        burst.id = QStringLiteral("burst");
        burst.origin = PowerOrigin::Near;
        burst.burst = 1;
        CombatPower fireball;
        fireball.id = QStringLiteral("fireball");
        fireball.origin = PowerOrigin::Far;
        fireball.range = 10;
        fireball.burst = 1;
        return {*g1.power(QStringLiteral("spear")), sling, burst, fireball};
    }
    static QJsonObject modifiersAgainstAva(const EncounterState &state, const char *attackerId, const CombatPower &p)
    {
        AttackOptions options;
        if (p.origin == PowerOrigin::Far)
            options.origin = Square{3, 3};
        return AttackRules::modifiers(state, *state.combatant(QLatin1String(attackerId)),
                                      *state.combatant(QStringLiteral("ava")), p, {QStringLiteral("ava")}, options);
    }

    void aFlankerGetsOffGuardWithEveryAttack()
    {
        // Orcus "Flanking": "A creature is off-guard against creatures who are flanking it", and "Off-guard": +2 to
        // attackers that can see it. g1 and g2 flank ava (west and east of her): g1's spear, sling, near burst and
        // far burst all get +2; the ogre, not adjacent, flanks nobody and gets nothing.
        auto encounter = begun({});
        const EncounterState &state = encounter->state();
        for (const CombatPower &power : powersOfEveryOrigin(*state.combatant(QStringLiteral("g1")))) {
            const QJsonObject mods = modifiersAgainstAva(state, "g1", power);
            QVERIFY2(mods.value(QStringLiteral("offGuard")).toInt() == 2, qPrintable(power.id));
            QCOMPARE(mods.size(), 1);
            QVERIFY(!modifiersAgainstAva(state, "ogre", power).contains(QStringLiteral("offGuard")));
        }
    }

    void offGuardNeedsSightOfTheTarget()
    {
        // Orcus "Off-guard": only attackers that can see the off-guard creature get +2. ava is dazed (off-guard)
        // and flanked by g1 and g2.
        const char *dazed = "{'type': 'applyEffect', 'target': 'ava', 'source': 'g1', 'effect': {'condition': "
                            "'dazed', 'duration': 'untilResolved'}}";
        {
            // g1 blinded: it cannot see ava (and a blinded creature does not flank): no +2; its direct attacks take
            // total concealment (-5), its near and far ones nothing.
            auto encounter = begun({});
            QVERIFY(run(*encounter, dazed).ok);
            QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'g1', 'source': 'ava', 'effect': "
                                    "{'condition': 'blinded', 'duration': 'untilResolved'}}")
                        .ok);
            const EncounterState &state = encounter->state();
            for (const CombatPower &power : powersOfEveryOrigin(*state.combatant(QStringLiteral("g1")))) {
                const QJsonObject mods = modifiersAgainstAva(state, "g1", power);
                QVERIFY2(!mods.contains(QStringLiteral("offGuard")), qPrintable(power.id));
                const bool direct = power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged;
                QCOMPARE(mods.value(QStringLiteral("totalConcealment")).toInt(), direct ? -5 : 0);
            }
            // g2 still sees her: dazed and flanked, +2 once.
            QCOMPARE(
                modifiersAgainstAva(state, "g2", *state.combatant(QStringLiteral("g2"))->power(QStringLiteral("spear")))
                    .value(QStringLiteral("offGuard"))
                    .toInt(),
                2);
        }
        {
            // ava invisible: nobody sees her, flanked or not.
            auto encounter = begun({});
            QVERIFY(run(*encounter, dazed).ok);
            QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'source': 'ava', 'effect': "
                                    "{'condition': 'invisible', 'duration': 'untilResolved'}}")
                        .ok);
            const EncounterState &state = encounter->state();
            for (const CombatPower &power : powersOfEveryOrigin(*state.combatant(QStringLiteral("g1"))))
                QVERIFY2(!modifiersAgainstAva(state, "g1", power).contains(QStringLiteral("offGuard")),
                         qPrintable(power.id));
        }
        {
            // ava in a totally obscured square ('%'): total concealment, not seen even from beside her, though
            // g1 and g2 flank her.
            auto encounter = begun({}, withMap("{'name': 'Smoke', 'terrain': ['........', '........', '........', "
                                               "'...%....', '........', '........', '........', '........'],"
                                               " 'creatures': [{'id': 'ava', 'x': 3, 'y': 3, 'side': 'heroes'},"
                                               " {'id': 'bran', 'x': 0, 'y': 0, 'side': 'heroes'},"
                                               " {'id': 'g1', 'x': 2, 'y': 3, 'side': 'monsters'},"
                                               " {'id': 'g2', 'x': 4, 'y': 3, 'side': 'monsters'},"
                                               " {'id': 'ogre', 'x': 7, 'y': 7, 'side': 'monsters'}]}"));
            const EncounterState &state = encounter->state();
            for (const CombatPower &power : powersOfEveryOrigin(*state.combatant(QStringLiteral("g1"))))
                QVERIFY2(!modifiersAgainstAva(state, "g1", power).contains(QStringLiteral("offGuard")),
                         qPrintable(power.id));
        }
    }

    void aBlindedAttackerRollsWithoutOffGuard()
    {
        // The attack itself: on g1's turn, blinded, its spear against dazed ava: 15 + 5 - 5 (total concealment),
        // no +2, 15 misses AC 17 (it would hit with the +2 the engine used to give).
        auto encounter = begun({15});
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'source': 'g1', 'effect': {'condition': "
                                "'dazed', 'duration': 'untilResolved'}}")
                    .ok);
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'g1', 'source': 'ava', 'effect': {'condition': "
                                "'blinded', 'duration': 'untilResolved'}}")
                    .ok);
        endTurns(*encounter, 2);
        QCOMPARE(encounter->state().current, QStringLiteral("g1"));
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'g1', 'power': 'spear', 'targets': ['ava']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        const QJsonObject mods = attacks[0].value(QStringLiteral("modifiers")).toObject();
        QVERIFY(!mods.contains(QStringLiteral("offGuard")));
        QCOMPARE(mods.value(QStringLiteral("totalConcealment")).toInt(), -5);
        QCOMPARE(attacks[0].value(QStringLiteral("total")).toInt(), 15);
        QCOMPARE(attacks[0].value(QStringLiteral("hit")).toBool(), false);
    }

    void chargeEndsInAnUnoccupiedSpace()
    {
        // bran lies prone at 6,6, the space nearest to the ogre on ava's way: walking she could end there (Orcus
        // "Occupied spaces"), but a charge goes to the nearest *unoccupied* space (Orcus "Charge").
        auto encounter = begun({}, withMap("{'name': 'Arena', 'terrain': ['........', '........', '........', "
                                           "'........', '........', '........', '........', '........'],"
                                           " 'creatures': [{'id': 'ava', 'x': 3, 'y': 3, 'side': 'heroes'},"
                                           " {'id': 'bran', 'x': 6, 'y': 6, 'side': 'heroes'},"
                                           " {'id': 'g1', 'x': 0, 'y': 6, 'side': 'monsters'},"
                                           " {'id': 'g2', 'x': 0, 'y': 7, 'side': 'monsters'},"
                                           " {'id': 'ogre', 'x': 7, 'y': 7, 'side': 'monsters'}]}"));
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'bran', 'effect': {'condition': 'prone', "
                                "'duration': 'untilResolved'}}")
                    .ok);
        const CommandOutcome charge = run(
            *encounter, "{'type': 'charge', 'creature': 'ava', 'target': 'ogre', 'path': [[4, 4], [5, 5], [6, 6]]}");
        QVERIFY(!charge.ok);
        QVERIFY2(charge.error.contains(
                     QStringLiteral("nearest unoccupied space from which ava can attack ogre: 4 squares away")),
                 qPrintable(charge.error));
        QVERIFY(run(*encounter, "{'type': 'move', 'creature': 'ava', 'path': [[4, 4], [5, 5], [6, 6]]}").ok);
    }

    void burstDoesNotReachBehindRock()
    {
        // The ogre's stomp made a near burst 2. Rock at 6,6 and 6,7: ava at 5,7 is within 2 squares but without
        // line of effect from the ogre's space, so not in the area (Orcus "Line of effect"; the grid module's
        // AreaOfEffect); bran at 7,5 is hit (10 + 5 vs Reflex 13) for 3 + 4.
        QJsonObject encounter =
            arena(initiative + QList<int>{10, 3, 4},
                  withMap("{'name': 'Rock', 'terrain': ['........', '........', '........', '........', '........',"
                          " '........', '......#.', '......#.'],"
                          " 'creatures': [{'id': 'ava', 'x': 5, 'y': 7, 'side': 'heroes'},"
                          " {'id': 'bran', 'x': 7, 'y': 5, 'side': 'heroes'},"
                          " {'id': 'g1', 'x': 0, 'y': 0, 'side': 'monsters'},"
                          " {'id': 'g2', 'x': 0, 'y': 2, 'side': 'monsters'},"
                          " {'id': 'ogre', 'x': 7, 'y': 7, 'side': 'monsters'}]}"));
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        QJsonObject ogre = creatures.at(4).toObject();
        QJsonArray powers = ogre.value(QStringLiteral("powers")).toArray();
        QJsonObject stomp = powers.at(1).toObject();
        stomp.insert(QStringLiteral("burst"), 2);
        powers.replace(1, stomp);
        ogre.insert(QStringLiteral("powers"), powers);
        creatures.replace(4, ogre);
        encounter.insert(QStringLiteral("creatures"), creatures);
        auto processor = make(encounter);
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        endTurns(*processor, 4);
        const CommandOutcome outcome = run(*processor, "{'type': 'attack', 'creature': 'ogre', 'power': 'stomp'}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("target")).toString(), QStringLiteral("bran"));
        QCOMPARE(processor->state().combatant(QStringLiteral("bran"))->hp, 13);
        QCOMPARE(processor->state().combatant(QStringLiteral("ava"))->hp, 30);
    }
    void gameMasterPlacesACreatureWhereItCanStand()
    {
        // The arena: ava (the first in the order) at 2,4, g1 beside her. The GM puts ava at 6,1: no action is
        // spent, no opportunity attack is offered though she leaves g1, and undo puts her back.
        auto encounter = begun({});
        const Square start = encounter->state().combatant(QStringLiteral("ava"))->position;
        const int moveActions = encounter->state().budget.move();
        const CommandOutcome placed = run(*encounter, "{'type': 'place', 'creature': 'ava', 'x': 6, 'y': 1}");
        QVERIFY2(placed.ok, qPrintable(placed.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, (Square{6, 1}));
        QCOMPARE(encounter->state().budget.move(), moveActions);
        QVERIFY(ofType(placed.events, "decision").isEmpty());
        const auto events = ofType(placed.events, "placed");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].value(QStringLiteral("from")).toArray(), (QJsonArray{start.x, start.y}));
        QVERIFY(encounter->undo().ok);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->position, start);

        // Not into another creature's space, not off the map; nothing changes.
        const Square g1 = encounter->state().combatant(QStringLiteral("g1"))->position;
        const QJsonObject before = encounter->state().toJson();
        const CommandOutcome ontoGoblin =
            run(*encounter, QStringLiteral("{'type': 'place', 'creature': 'ava', 'x': %1, "
                                           "'y': %2}")
                                .arg(g1.x)
                                .arg(g1.y)
                                .toUtf8()
                                .constData());
        QVERIFY(!ontoGoblin.ok);
        QVERIFY2(ontoGoblin.error.contains(QStringLiteral("is occupied by hostile g1")), qPrintable(ontoGoblin.error));
        const CommandOutcome offMap = run(*encounter, "{'type': 'place', 'creature': 'ava', 'x': 40, 'y': 1}");
        QVERIFY(!offMap.ok);
        QVERIFY2(offMap.error.contains(QStringLiteral("does not fit on the map")), qPrintable(offMap.error));
        const CommandOutcome nobody = run(*encounter, "{'type': 'place', 'creature': 'zed', 'x': 1, 'y': 1}");
        QVERIFY(!nobody.ok);
        QVERIFY2(nobody.error.contains(QStringLiteral("no creature 'zed'")), qPrintable(nobody.error));
        QCOMPARE(encounter->state().toJson(), before);
    }
};

QTEST_GUILESS_MAIN(TestEncounterGrid)
#include "tst_encountergrid.moc"
