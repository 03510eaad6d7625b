// The action dice spends that change the running encounter (docs/modules.md, "Spends in the encounter"): the
// add-on's encounter command actionDice.spend, run by the encounter's processor on the table session, its dice from
// the encounter's generator, the pool paid from the modules' state of the same step
// (../shared/rules/action-dice-hero-tokens.txt).
#include "modulefightfixture.h"
#include "tablesessionfixture.h"

#include "modules/actiondice/actiondicemodule.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

/** The arena with action dice in force and game night 1: ava and bran at level 1 (3d4). */
struct Fight : ModuleFight
{
    explicit Fight(const QList<int> &moreRolls, const QJsonObject &settings = {})
        : ModuleFight({QStringLiteral("actionDice")}, moreRolls,
                      settings.isEmpty() ? QJsonObject() : QJsonObject{{QStringLiteral("actionDice"), settings}})
    {
        if (!step(object(json("{'type': 'actionDice.startGameNight', 'heroes': [{'id': 'ava', 'level': 1}, "
                              "{'id': 'bran', 'level': 1}]}")))
                 .ok)
            qFatal("no game night");
    }

    QJsonObject pool(const QString &hero) const
    {
        return moduleState("actionDice")
            .value(QStringLiteral("gameNight"))
            .toObject()
            .value(QStringLiteral("pools"))
            .toObject()
            .value(hero)
            .toObject();
    }
    int dice(const QString &hero) const { return pool(hero).value(QStringLiteral("dice")).toInt(); }
    int ac(const QString &id) const
    {
        const Combatant *creature = state().combatant(id);
        CombatPower spear = *state().combatant(QStringLiteral("g1"))->basicMeleeAttack();
        return AttackRules::defenseAgainst(state(), *creature, spear);
    }
    /** The fight's log replayed with the module's commands, as a reopened campaign does it. */
    Result<std::unique_ptr<CommandProcessor>> replay() const
    {
        RollReviews reviews;
        reviews.reviews = {ActionDiceModule().rollReview({})};
        reviews.heroOf = session.heroOf();
        reviews.parseCommand = [](const QJsonObject &command, const JsonContext &where) {
            return ActionDiceModule().addOnEncounterCommand(command, where, {}, {});
        };
        return EncounterReplay::replay(session.encounter()->log(), QStringLiteral("test"), &reviews);
    }
};

const QString ava = QStringLiteral("ava");

} // namespace

class TestActionDiceSpends : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "+2 AC for a number of rounds equal to the action die's result": ava's d4 shows 3 at the start of round 1, so
    // g1's spear (11 + 5 + 2 for flanking = 18) misses her AC 17 + 2 = 19, the boost covers rounds 1 to 3 and is gone
    // in round 4. Undo takes it back with its die; a replay of the log gives the same encounter.
    void theAcBoostCountsInTheAttacksAgainstTheHero()
    {
        Fight fight({3, 11, 1});
        QCOMPARE(fight.state().current, ava);
        QCOMPARE(fight.ac(ava), 17);
        CommandOutcome done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'ac'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto spent = ofType(done.events, "actionDice.actionDiceSpent");
        QCOMPARE(spent.size(), 1);
        QCOMPARE(spent[0].value(QStringLiteral("rounds")).toInt(), 3);
        QCOMPARE(spent[0].value(QStringLiteral("lastRound")).toInt(), 3);
        QCOMPARE(fight.ac(ava), 19);
        QCOMPARE(fight.dice(ava), 2);
        QCOMPARE(fight.pool(ava).value(QStringLiteral("acBoostRoundsLeft")).toInt(), 3);
        QCOMPARE(fight.state().toJson().value(QStringLiteral("moduleDefenseBonuses")).toArray().size(), 1);

        // One at a time (and only at the start of a round).
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'ac'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("only one at a time")), qPrintable(done.error));
        QVERIFY(fight.endTurn().ok);
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'bran', 'spend': 'ac'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("start of a round")), qPrintable(done.error));
        QCOMPARE(fight.dice(QStringLiteral("bran")), 3);

        QVERIFY(fight.endTurn().ok);
        done = fight.step("{'type': 'attack', 'creature': 'g1', 'power': 'spear', 'targets': ['ava']}");
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto attacks = ofType(done.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("total")).toInt(), 18);
        QCOMPARE(attacks[0].value(QStringLiteral("defense")).toInt(), 19);
        QCOMPARE(attacks[0].value(QStringLiteral("hit")).toBool(), false);

        // A replay of the log (a reopened campaign) gives the same encounter, boost and miss included.
        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));

        // Rounds 2 and 3 still have it; round 4 does not.
        while (fight.state().round < 4) {
            QCOMPARE(fight.ac(ava), 19);
            QVERIFY(fight.endTurn().ok);
        }
        QCOMPARE(fight.ac(ava), 17);
        QCOMPARE(fight.pool(ava).value(QStringLiteral("acBoostRoundsLeft")).toInt(), 0);
        QVERIFY(!fight.state().toJson().contains(QStringLiteral("moduleDefenseBonuses")));

        // Undo back past the spend: the die comes back, the bonus goes.
        while (fight.session.undoCommand().value(QStringLiteral("type")).toString() !=
               QLatin1String("actionDice.spend"))
            QVERIFY(fight.session.undo().ok);
        QVERIFY(fight.session.undo().ok);
        QCOMPARE(fight.dice(ava), 3);
        QCOMPARE(fight.ac(ava), 17);
        QVERIFY(fight.session.redo().ok);
        QCOMPARE(fight.dice(ava), 2);
        QCOMPARE(fight.ac(ava), 19);
    }

    // On the campaign file: the AC boost spent in the sample crypt's fight survives closing the campaign (the fight
    // is resumed by replaying its log, the session reading the module's command from it), and after the reopening
    // Ctrl+Z still takes it back with its die.
    void aReopenedFightKeepsTheAcBoost()
    {
        Table table;
        QVERIFY(table.open());
        const QString brannoc = QStringLiteral("brannoc");
        int ac = 0;
        {
            TableSession session(table.store.get(), builtInModules());
            QVERIFY(session.open(table.mapId, table.scene()).ok());
            const auto apply = [&session](const QJsonObject &json) {
                auto parsed = session.parseStep(json, JsonContext(QStringLiteral("test")));
                if (!parsed)
                    return CommandOutcome{false, parsed.errorMessage(), {}};
                if (const auto *step = std::get_if<std::shared_ptr<const TableCommand>>(&*parsed))
                    return session.apply(*step);
                ScriptedDecider decider;
                return session.run(std::get<std::shared_ptr<const Command>>(*parsed), &decider);
            };
            QVERIFY(apply(object(json("{'type': 'rules.set', 'modules': ['actionDice']}"))).ok);
            QVERIFY(apply(object(json("{'type': 'actionDice.startGameNight', 'heroes': [{'id': 'brannoc', 'level': "
                                      "6}]}")))
                        .ok);
            auto started = table.start(session);
            QVERIFY2(started, qPrintable(started.errorMessage()));
            const Combatant *hero = session.encounter()->state().combatant(brannoc);
            const int before = hero->defenses[0];
            const CommandOutcome done =
                apply(object(json("{'type': 'actionDice.spend', 'creature': 'brannoc', 'spend': 'ac'}")));
            QVERIFY2(done.ok, qPrintable(done.error));
            CombatPower melee;
            ac = AttackRules::defenseAgainst(session.encounter()->state(), *hero, melee);
            QCOMPARE(ac, before + 2);
            QCOMPARE(session.table()
                         .modules.value(QStringLiteral("actionDice"))
                         .value(QStringLiteral("gameNight"))
                         .toObject()
                         .value(QStringLiteral("pools"))
                         .toObject()
                         .value(brannoc)
                         .toObject()
                         .value(QStringLiteral("dice"))
                         .toInt(),
                     3);
        }
        table.close();
        QVERIFY(table.open());
        TableSession reopened(table.store.get(), builtInModules());
        QVERIFY(reopened.open(table.mapId, table.scene()).ok());
        auto resumed = reopened.resume();
        QVERIFY2(resumed, qPrintable(resumed.errorMessage()));
        QVERIFY(*resumed);
        const Combatant *hero = reopened.encounter()->state().combatant(brannoc);
        CombatPower melee;
        QCOMPARE(AttackRules::defenseAgainst(reopened.encounter()->state(), *hero, melee), ac);
        const auto diceLeft = [&reopened, &brannoc] {
            return reopened.table()
                .modules.value(QStringLiteral("actionDice"))
                .value(QStringLiteral("gameNight"))
                .toObject()
                .value(QStringLiteral("pools"))
                .toObject()
                .value(brannoc)
                .toObject()
                .value(QStringLiteral("dice"))
                .toInt();
        };
        QCOMPARE(diceLeft(), 3);
        QVERIFY(reopened.undo().ok);
        QCOMPARE(diceLeft(), 4);
        QCOMPARE(AttackRules::defenseAgainst(reopened.encounter()->state(),
                                             *reopened.encounter()->state().combatant(brannoc), melee),
                 ac - 2);
    }

    // "A character may spend an Action Die (as a free action) to become Stable when they are unconscious": ava at
    // 0 hit points is dying; the die makes her stable (no death saves); refused when she is not dying.
    void becomeStableWhenDying()
    {
        Fight fight({});
        CommandOutcome done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'stabilize'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("not dying")), qPrintable(done.error));
        QVERIFY(fight.step("{'type': 'setHitPoints', 'target': 'ava', 'hp': 0}").ok);
        QVERIFY(fight.state().combatant(ava)->isDying());
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'stabilize'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "stabilized").size(), 1);
        QVERIFY(fight.state().combatant(ava)->stabilized);
        QCOMPARE(fight.dice(ava), 2);
        QVERIFY(fight.session.undo().ok);
        QVERIFY(!fight.state().combatant(ava)->stabilized);
        QCOMPARE(fight.dice(ava), 3);
    }

    // "take an additional move action on your turn ... (Once per turn only.)": a move action more in ava's budget;
    // a second extra action in the same turn is refused, and on another's turn none is taken.
    void anExtraMoveActionOncePerTurn()
    {
        Fight fight({});
        const int moves = fight.state().budget.move();
        CommandOutcome done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'extraMove'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(fight.state().budget.move(), moves + 1);
        QCOMPARE(fight.dice(ava), 2);
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'extraMove'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("once per turn")), qPrintable(done.error));
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'bran', 'spend': 'extraMove'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("own turn")), qPrintable(done.error));
    }

    // The extra attack "at the same bonus as your highest attack that round", after an attack (Orcus has no full
    // attack: the standard action spent): ava's sword at g1 again, no action taken for it.
    void anExtraAttackFollowsAnAttack()
    {
        Fight fight({15, 4, 15, 4});
        CommandOutcome done =
            fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'extraAttack', 'target': 'g1'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("has not attacked")), qPrintable(done.error));
        QVERIFY(fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}").ok);
        const ActionBudget budget = fight.state().budget;
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'extraAttack', 'target': 'g1'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto attacks = ofType(done.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("total")).toInt(), 21);
        QCOMPARE(fight.state().budget, budget);
        QCOMPARE(fight.dice(ava), 2);
    }

    // "Use a limited resource ability an additional time": bran's daily flame, used, is available again.
    void aDailyPowerUsedAgain()
    {
        Fight fight({15, 4});
        QVERIFY(fight.endTurn().ok);
        CommandOutcome done =
            fight.step("{'type': 'actionDice.spend', 'creature': 'bran', 'spend': 'reuse', 'power': 'flame'}");
        QVERIFY(!done.ok); // not used yet
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'bran', 'spend': 'reuse', 'power': 'mace'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("at-will")), qPrintable(done.error));
        QVERIFY(fight.step("{'type': 'attack', 'creature': 'bran', 'power': 'flame', 'targets': ['g1']}").ok);
        QVERIFY(fight.state().combatant(QStringLiteral("bran"))->expendedPowers.contains(QStringLiteral("flame")));
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'bran', 'spend': 'reuse', 'power': 'flame'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QVERIFY(!fight.state().combatant(QStringLiteral("bran"))->expendedPowers.contains(QStringLiteral("flame")));
        QCOMPARE(ofType(done.events, "powerRestored").size(), 1);
    }

    // "Make a 'second chance' saving throw ... only if the target failed his first saving throw and is subject to an
    // ongoing effect": ava blinded (save ends) fails her end-of-turn save (a 4); the die buys another save, a 15
    // ends it.
    void aSecondChanceSave()
    {
        Fight fight({4, 15});
        QVERIFY(fight
                    .step("{'type': 'applyEffect', 'target': 'ava', 'source': 'g1', 'effect': {'condition': "
                          "'blinded', 'duration': 'saveEnds'}}")
                    .ok);
        const int effect = fight.state().effects.constLast().id;
        const QByteArray spend = "{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'secondChance', 'effect': " +
                                 QByteArray::number(effect) + "}";
        CommandOutcome done = fight.step(spend.constData());
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("failed saving throw")), qPrintable(done.error));
        QVERIFY(fight.endTurn().ok); // ava saves with a 4: failed
        QCOMPARE(fight.state().effects.size(), 1);
        done = fight.step(spend.constData());
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto saves = ofType(done.events, "savingThrow");
        QCOMPARE(saves.size(), 1);
        QCOMPARE(saves[0].value(QStringLiteral("success")).toBool(), true);
        QVERIFY(fight.state().effects.isEmpty());
        QCOMPARE(fight.dice(ava), 2);
    }

    // "When not actively engaged in combat ... Your character may not use this action during at any time he is
    // threatened by a foe": in an encounter refused by default; with the reading's setting on, ava (g1 and g2
    // beside her) is threatened, bran (alone in his corner) heals on his turn with his standard action.
    void healingInAnEncounter()
    {
        {
            Fight fight({});
            CommandOutcome done =
                fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'heal', 'dice': 2}");
            QVERIFY(!done.ok);
            QVERIFY2(done.error.contains(QStringLiteral("outside combat")), qPrintable(done.error));
        }
        Fight fight({4, 3}, QJsonObject{{QStringLiteral("healInEncounterWhenUnthreatened"), true}});
        CommandOutcome done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'heal'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("threatened")), qPrintable(done.error));
        QVERIFY(fight.endTurn().ok);
        QVERIFY(fight.step("{'type': 'setHitPoints', 'target': 'bran', 'hp': 10}").ok);
        // Kevin's example: d4 action dice, a 4 then a 3 heal 7 (the 4 explodes).
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'bran', 'spend': 'heal'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "actionDice.actionDiceSpent")[0].value(QStringLiteral("hitPoints")).toInt(), 7);
        QCOMPARE(fight.state().combatant(QStringLiteral("bran"))->hp, 17);
        QCOMPARE(fight.state().budget.standard(), 0);
        QCOMPARE(fight.dice(QStringLiteral("bran")), 2);
    }

    // A healing roll is reviewed like any roll of the hero's ("you may increase your cure spells"): bran's 1d8 heal
    // shows 5, he takes the offered d4, which shows 4 (it explodes) then 3: "He recovers 7 Hit Points" more, 12.
    void aHealingRollTakesActionDice()
    {
        Fight fight({5, 4, 3});
        QVERIFY(fight.step("{'type': 'setHitPoints', 'target': 'bran', 'hp': 5}").ok);
        // Dice that are no dice are refused naming the field; a healer that is not there too.
        CommandOutcome done = fight.step("{'type': 'heal', 'target': 'bran', 'dice': 'two'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("dice")), qPrintable(done.error));
        done = fight.step("{'type': 'heal', 'target': 'bran', 'dice': '1d8', 'by': 'nobody'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("nobody")), qPrintable(done.error));
        done = fight.step("{'type': 'heal', 'target': 'bran', 'dice': '1d8', 'by': 'bran'}",
                          {{DecisionKind::ModuleOffer, true, {}, {}}});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto offers = ofType(done.events, "decision");
        QVERIFY(offers.size() >= 1);
        QCOMPARE(offers[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d4: add it to this healing of 5"));
        const auto boosts = ofType(done.events, "actionDiceBoost");
        QCOMPARE(boosts.size(), 1);
        QCOMPARE(boosts[0].value(QStringLiteral("die")).toInt(), 7);
        QCOMPARE(boosts[0].value(QStringLiteral("total")).toInt(), 12);
        QCOMPARE(fight.state().combatant(QStringLiteral("bran"))->hp, 17);
        QCOMPARE(fight.dice(QStringLiteral("bran")), 2);
        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));
    }

    // "You may spend one of your Action Dice to negate a critical threat scored on you by an opponent", before its
    // damage: g1's natural 20 against ava is offered to ava; taken, the hit is an ordinary one (1d6 + 2: a 3 is 5).
    void aCriticalAgainstTheHeroIsNegated()
    {
        Fight fight({20, 3});
        QVERIFY(fight.endTurn().ok);
        QVERIFY(fight.endTurn().ok);
        CommandOutcome done = fight.step("{'type': 'attack', 'creature': 'g1', 'power': 'spear', 'targets': ['ava']}",
                                         {{DecisionKind::ModuleOffer, true, {}, {}}});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto offers = ofType(done.events, "decision");
        QCOMPARE(offers.size(), 1);
        QCOMPARE(offers[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d4: negate this critical hit against ava"));
        const auto attacks = ofType(done.events, "attack");
        QCOMPARE(attacks[0].value(QStringLiteral("hit")).toBool(), true);
        QCOMPARE(attacks[0].value(QStringLiteral("critical")).toBool(), false);
        QCOMPARE(fight.state().combatant(ava)->hp, 25);
        QCOMPARE(fight.dice(ava), 2);
        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));
    }

    // "When you score a threat, you may spend 1 action die to activate it as a critical": Orcus crits on every 20, so
    // threats start at the setting's threatMinimum; at 19, ava's hitting natural 19 is offered, and taken her sword
    // deals its maximum (1d8 + 3 = 11). At the default (20) a 19 is no threat and nothing is offered.
    void aThreatIsActivatedAsACritical()
    {
        {
            Fight fight({19, 4});
            CommandOutcome done =
                fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
            QVERIFY2(done.ok, qPrintable(done.error));
            QCOMPARE(ofType(done.events, "attack")[0].value(QStringLiteral("critical")).toBool(), false);
            for (const QJsonObject &offer : ofType(done.events, "decision"))
                QVERIFY(!offer.value(QStringLiteral("offer")).toString().contains(QStringLiteral("threat")));
        }
        Fight fight({19}, QJsonObject{{QStringLiteral("threatMinimum"), 19}});
        CommandOutcome done = fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}",
                                         {{DecisionKind::ModuleOffer, true, {}, {}}});
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "decision")[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d4: make this threat (a natural 19) a critical hit"));
        QCOMPARE(ofType(done.events, "attack")[0].value(QStringLiteral("critical")).toBool(), true);
        QCOMPARE(fight.state().combatant(QStringLiteral("g1"))->hp, 9);
        QCOMPARE(fight.dice(ava), 2);
    }

    // A hero token for another standard action (Known unknowns default), on the hero's turn.
    void aHeroTokenForAnotherStandardAction()
    {
        Fight fight({});
        CommandOutcome done =
            fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'tokenStandardAction'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(fight.state().budget.standard(), 2);
        QCOMPARE(fight.pool(ava).value(QStringLiteral("heroTokens")).toInt(), 0);
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'tokenStandardAction'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("no hero tokens")), qPrintable(done.error));
    }

    // Only heroes spend, only with a game night's dice, and a malformed step names its field.
    // "This extra attack is at the same bonus or penalty as your highest attack that round": ava's sword (+6) at an
    // off-guard g1 (+2 combat advantage) rolls 15: 23. The extra attack at g2, who is not off-guard, takes that +8:
    // 15 is 23 again (its own circumstances would make it 21), the +8 in the spend's event and the attack's.
    void theExtraAttackTakesTheRoundsHighestBonus()
    {
        Fight fight({15, 4, 15, 4});
        QVERIFY(fight
                    .step("{'type': 'applyEffect', 'target': 'g1', 'source': 'ava', 'effect': {'condition': "
                          "'off-guard', 'duration': 'untilResolved'}}")
                    .ok);
        CommandOutcome done = fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "attack")[0].value(QStringLiteral("total")).toInt(), 23);
        QCOMPARE(fight.state().combatant(ava)->highestAttackBonusIn(fight.state().round), std::optional<int>(8));
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'extraAttack', 'target': 'g2'}");
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto spent = ofType(done.events, "actionDice.actionDiceSpent");
        QCOMPARE(spent[0].value(QStringLiteral("attackBonus")).toInt(), 8);
        const auto attacks = ofType(done.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("target")).toString(), QStringLiteral("g2"));
        QCOMPARE(attacks[0].value(QStringLiteral("fixedBonus")).toInt(), 8);
        QCOMPARE(attacks[0].value(QStringLiteral("total")).toInt(), 23);
        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));
    }

    void refusals()
    {
        Fight fight({});
        CommandOutcome done = fight.step("{'type': 'actionDice.spend', 'creature': 'g1', 'spend': 'extraMove'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("no hero")), qPrintable(done.error));
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'fly'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("spend: 'fly' is not one of")), qPrintable(done.error));
        QVERIFY(fight.step("{'type': 'actionDice.endGameNight', 'partyLevel': 1}").ok);
        done = fight.step("{'type': 'actionDice.spend', 'creature': 'ava', 'spend': 'extraMove'}");
        QVERIFY(!done.ok);
        QVERIFY2(done.error.contains(QStringLiteral("no game night")), qPrintable(done.error));
    }
};

QTEST_GUILESS_MAIN(TestActionDiceSpends)
#include "tst_actiondicespends.moc"
