#include "publishedmonsterroom.h"

#include "encounter/combatpowerjson.h"
#include "simulation/encountersimulator.h"
#include "simulation/tacticspolicy.h"
#include "simulation/tacticsselfpower.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/**
 * Powers on their user without an attack roll, used with the usePower command (UsePowerCommand, SelfPowerRules;
 * ../shared/rules/orcus-basic-rules.txt "Temporary hit points", "Healing"), with the published blocks of
 * ../shared/rules/orcus-monsters-1.0.md: the animate collector's "Harden Skin (move, at-will): The animate collector
 * gains 8 temporary hit points", the fir bolg shaman's "Wooden Skin (standard, encounter): The fir bolg gains 21
 * temporary hit points", the Awoken's "Self-Repair (swift, at-will): The Awoken heals 10 hit points" and the cruel
 * lieutenant's "Rage (standard, at-will): The cruel lieutenant shifts 4 squares and gains 10 temporary hit points".
 */
class TestSelfPowers : public QObject
{
    Q_OBJECT

    // The monster's turn: Ava (initiative 22) ends hers first.
    static std::unique_ptr<CommandProcessor> monsterTurn(const QString &monsterId)
    {
        auto encounter = room(monsterId, 5, 1, {});
        endTurns(*encounter, 1);
        return encounter;
    }

private Q_SLOTS:
    void thePublishedSelfPowersPlayed()
    {
        // Every published power the engine now plays on its user, and how much of it.
        QStringList played;
        for (const StatBlock &block : MonsterLibrary::bundled()->monsters) {
            for (const Power &power : block.powers) {
                if (!encounterSelfUseApplies(encounterSelfUse(power)) || !MonsterCombatant::playsPower(power))
                    continue;
                played << QStringLiteral("%1: %2 (%3)")
                              .arg(block.id, power.name, MonsterCombatant::playsWhole(power) ? "whole" : "partly");
            }
        }
        // A shift alone is one too: the squirming mound's "Swift Withdraw (swift, at-will): The mound shifts 1 square",
        // the baby screamer's "Dash (move, at-will): The baby screamer shifts 2 squares" (a Square question). Force
        // Shield and Slip-Out: a bonus to defenses until the user's next turn (tst_statchanges); Slip-Out's "shifts 4
        // squares" is then a Square question too, Force Shield's "can shift 1 square" stays the table's.
        QCOMPARE(played, (QStringList{QStringLiteral("animate-collector: Harden Skin (whole)"),
                                      QStringLiteral("the-awoken: Self-Repair (whole)"),
                                      QStringLiteral("the-awoken: Force Shield (partly)"),
                                      QStringLiteral("squirming-mound: Swift Withdraw (whole)"),
                                      QStringLiteral("fir-bolg-shaman: Wooden Skin (whole)"),
                                      QStringLiteral("cruel-lieutenant: Rage (whole)"),
                                      QStringLiteral("cowled-assassin: Slip-Out (whole)"),
                                      QStringLiteral("baby-screamer: Dash (whole)")}));
        // Rage's shift was swallowed with its temporary hit points before; it is its own clause now, and the
        // encounter asks for its square (SquareChoices).
        const Power *rage = powerNamed(*published(QStringLiteral("cruel-lieutenant")), QStringLiteral("Rage"));
        QCOMPARE(rage->effect.temporaryHitPoints, QStringLiteral("10"));
        QCOMPARE(rage->effect.text, QStringLiteral("The cruel lieutenant  shifts 4 squares"));
    }

    void hardenSkinGivesEightTemporaryHitPoints()
    {
        auto encounter = monsterTurn(QStringLiteral("animate-collector"));
        const EncounterState before = encounter->state();
        CommandOutcome used = run(*encounter, "{'type': 'usePower', 'creature': 'animate-collector', "
                                              "'power': 'harden-skin'}");
        QVERIFY2(used.ok, qPrintable(used.error));
        const Combatant *collector = encounter->state().combatant(QStringLiteral("animate-collector"));
        QCOMPARE(collector->tempHp, 8);
        QCOMPARE(encounter->state().budget.move(), 0); // "(move, at-will)": the move action, never expended
        QVERIFY(collector->expendedPowers.isEmpty());
        const QList<QJsonObject> events = ofType(used.events, "powerUsed");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().value(QStringLiteral("name")).toString(), QStringLiteral("Harden Skin"));
        QVERIFY(!events.first().contains(QStringLiteral("tableText")));
        QCOMPARE(ofType(used.events, "temporaryHitPoints").size(), 1);

        // Orcus "Temporary hit points": they do not stack. Again, with the standard action traded down: still 8.
        used = run(*encounter, "{'type': 'usePower', 'creature': 'animate-collector', 'power': 'harden-skin'}");
        QVERIFY2(used.ok, qPrintable(used.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("animate-collector"))->tempHp, 8);

        // One undo takes back each use.
        QVERIFY(encounter->undo().ok);
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));
    }

    void woodenSkinIsAnEncounterPower()
    {
        auto encounter = monsterTurn(QStringLiteral("fir-bolg-shaman"));
        CommandOutcome used =
            run(*encounter, "{'type': 'usePower', 'creature': 'fir-bolg-shaman', 'power': 'wooden-skin'}");
        QVERIFY2(used.ok, qPrintable(used.error));
        const Combatant *shaman = encounter->state().combatant(QStringLiteral("fir-bolg-shaman"));
        QCOMPARE(shaman->tempHp, 21);
        QCOMPARE(shaman->expendedPowers, QStringList{QStringLiteral("wooden-skin")});
        QCOMPARE(encounter->state().budget.standard(), 0);
        used = run(*encounter, "{'type': 'usePower', 'creature': 'fir-bolg-shaman', 'power': 'wooden-skin'}");
        QVERIFY(!used.ok);
        QCOMPARE(used.error, QStringLiteral("fir-bolg-shaman has already used wooden-skin (encounter)"));
    }

    void selfRepairHealsTenHitPoints()
    {
        auto encounter = monsterTurn(QStringLiteral("the-awoken"));
        const int maxHp = encounter->state().combatant(QStringLiteral("the-awoken"))->maxHp;
        // The game master sets it 25 below its maximum (its printed resistances would cut damage).
        const QByteArray set =
            "{'type': 'setHitPoints', 'target': 'the-awoken', 'hp': " + QByteArray::number(maxHp - 25) + "}";
        QVERIFY(run(*encounter, set.constData()).ok);
        CommandOutcome used = run(*encounter, "{'type': 'usePower', 'creature': 'the-awoken', 'power': 'self-repair'}");
        QVERIFY2(used.ok, qPrintable(used.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("the-awoken"))->hp, maxHp - 25 + 10);
        QCOMPARE(encounter->state().budget.swift(), 0); // "(swift, at-will)"
        const QList<QJsonObject> healed = ofType(used.events, "healed");
        QCOMPARE(healed.size(), 1);
        QCOMPARE(healed.first().value(QStringLiteral("amount")).toInt(), 10);
        // On its next turn, 4 below its maximum: Orcus "Healing" never goes above it.
        endTurns(*encounter, 2);
        const QByteArray near =
            "{'type': 'setHitPoints', 'target': 'the-awoken', 'hp': " + QByteArray::number(maxHp - 4) + "}";
        QVERIFY(run(*encounter, near.constData()).ok);
        used = run(*encounter, "{'type': 'usePower', 'creature': 'the-awoken', 'power': 'self-repair'}");
        QVERIFY2(used.ok, qPrintable(used.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("the-awoken"))->hp, maxHp);
        QCOMPARE(ofType(used.events, "healed").value(0).value(QStringLiteral("amount")).toInt(), 10);
    }

    // Rage: 10 temporary hit points, then the square it shifts to (up to 4 squares of Orcus "Step": from 4,4 to
    // 8,4 past nobody, no opportunity attack); the scripted default declines the square and it stays. One undo takes
    // the power back whole.
    void rageShiftsToTheSquareItsControllerChooses()
    {
        auto encounter = monsterTurn(QStringLiteral("cruel-lieutenant"));
        const EncounterState before = encounter->state();
        ScriptedDecider::Answer square{DecisionKind::Square};
        square.square = Square{8, 4};
        const CommandOutcome used =
            run(*encounter, "{'type': 'usePower', 'creature': 'cruel-lieutenant', 'power': 'rage'}", {square});
        QVERIFY2(used.ok, qPrintable(used.error));
        const Combatant *lieutenant = encounter->state().combatant(QStringLiteral("cruel-lieutenant"));
        QCOMPARE(lieutenant->tempHp, 10);
        QCOMPARE(lieutenant->position, (Square{8, 4}));
        const QJsonObject event = ofType(used.events, "powerUsed").value(0);
        QVERIFY(!event.contains(QStringLiteral("tableText")));
        const QJsonObject asked = ofType(used.events, "decision").value(0);
        QCOMPARE(asked.value(QStringLiteral("kind")).toString(), QStringLiteral("square"));
        QCOMPARE(asked.value(QStringLiteral("distance")).toInt(), 4);
        QCOMPARE(ofType(used.events, "moved").value(0).value(QStringLiteral("mode")).toString(),
                 QStringLiteral("step"));
        QVERIFY(encounter->undo().ok);
        QVERIFY(sameState(encounter->state(), before));

        const CommandOutcome stayed =
            run(*encounter, "{'type': 'usePower', 'creature': 'cruel-lieutenant', 'power': 'rage'}");
        QVERIFY2(stayed.ok, qPrintable(stayed.error));
        QCOMPARE(encounter->state().combatant(QStringLiteral("cruel-lieutenant"))->position, (Square{4, 4}));
        QCOMPARE(encounter->state().combatant(QStringLiteral("cruel-lieutenant"))->tempHp, 10);
    }

    void aRecoveryAndAnEffectOnItsUser()
    {
        // A hero's power that spends a recovery (Orcus "Healing": its recovery value, 10) and gives +2 to defenses
        // until the end of its next turn.
        QJsonObject encounter = arena({20, 1, 1, 1, 1});
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        QJsonObject fighter = creatures.at(0).toObject();
        QJsonArray powers = fighter.value(QStringLiteral("powers")).toArray();
        powers.append(object(json("{'id': 'second-wind', 'origin': 'self', 'usage': 'encounter', 'recovery': true,"
                                  " 'onSelf': [{'defenseBonus': 2, 'duration': 'endOfTargetNextTurn'}],"
                                  " 'tableText': 'Shout.'}")));
        fighter.insert(QStringLiteral("powers"), powers);
        creatures.replace(0, fighter);
        encounter.insert(QStringLiteral("creatures"), creatures);
        auto processor = make(encounter);
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        const QString id = fighter.value(QStringLiteral("id")).toString();
        QCOMPARE(processor->state().current, id);
        const Combatant *before = processor->state().combatant(id);
        const int recoveries = before->recoveries;
        const int value = before->recoveryValue;
        QVERIFY(value > 0 && recoveries > 0);
        const QByteArray damage = "{'type': 'damage', 'target': '" + id.toUtf8() + "', 'amount': 15}";
        QVERIFY(run(*processor, damage.constData()).ok);
        const int hp = processor->state().combatant(id)->hp;
        const QByteArray use = "{'type': 'usePower', 'creature': '" + id.toUtf8() + "', 'power': 'second-wind'}";
        const CommandOutcome used = run(*processor, use.constData());
        QVERIFY2(used.ok, qPrintable(used.error));
        const Combatant *after = processor->state().combatant(id);
        QCOMPARE(after->recoveries, recoveries - 1);
        QCOMPARE(after->hp, std::min(after->maxHp, hp + value));
        QCOMPARE(processor->state().effects.size(), 1);
        QCOMPARE(processor->state().effects.first().target, id);
        QCOMPARE(ofType(used.events, "powerUsed").value(0).value(QStringLiteral("tableText")).toString(),
                 QStringLiteral("Shout."));
    }

    void wrongUsesAreRefused_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("error");
        QTest::newRow("attack power") << "{'type': 'usePower', 'creature': 'animate-collector', 'power': 'fists'}"
                                      << "fists is not a power animate-collector uses on itself (attack it with the "
                                         "attack command)";
        QTest::newRow("no such power") << "{'type': 'usePower', 'creature': 'animate-collector', 'power': 'fly'}"
                                       << "animate-collector has no power 'fly'";
        QTest::newRow("not its turn") << "{'type': 'usePower', 'creature': 'ava', 'power': 'sword'}"
                                      << "sword is not a power ava uses on itself (attack it with the attack command)";
        QTest::newRow("no power named") << "{'type': 'usePower', 'creature': 'animate-collector'}"
                                        << "command: power: missing (a string is required)";
    }

    void wrongUsesAreRefused()
    {
        QFETCH(QString, command);
        QFETCH(QString, error);
        auto encounter = monsterTurn(QStringLiteral("animate-collector"));
        const EncounterState before = encounter->state();
        const CommandOutcome outcome = run(*encounter, command.toUtf8().constData());
        QVERIFY(!outcome.ok);
        QCOMPARE(outcome.error, error);
        QVERIFY(sameState(encounter->state(), before));
    }

    void notOnAnotherTurn()
    {
        auto encounter = room(QStringLiteral("animate-collector"), 5, 1, {}); // Ava's turn
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'usePower', 'creature': 'animate-collector', 'power': 'harden-skin'}");
        QVERIFY(!outcome.ok);
        QCOMPARE(outcome.error, QStringLiteral("it is ava's turn, not animate-collector's"));
    }

    void theSimulatorUsesThemWhereTheyPay()
    {
        ScriptedDecider decider{QList<ScriptedDecider::Answer>()}; // the documented default answers
        // Ava (speed 6) 3 squares from the collector threatens it: Harden Skin is worth its 8 temporary hit points,
        // and once held it is worth nothing (they do not stack).
        auto collector = monsterTurn(QStringLiteral("animate-collector"));
        const EncounterState &state = collector->state();
        const Combatant &user = *state.combatant(QStringLiteral("animate-collector"));
        QCOMPARE(TacticsSelfPower::worth(state, user, *user.power(QStringLiteral("harden-skin"))), 8.0);
        auto chosen = TacticsSelfPower::choose(state, user, 0);
        QVERIFY(chosen);
        QCOMPARE(chosen->toJson().value(QStringLiteral("power")).toString(), QStringLiteral("harden-skin"));
        QVERIFY(!TacticsSelfPower::choose(state, user, 8.0)); // an attack worth as much keeps the action
        QVERIFY(collector->run(chosen, &decider).ok);
        QVERIFY(!TacticsSelfPower::choose(collector->state(), *collector->state().combatant(user.id), 0));

        // Self-Repair pays once the Awoken is staggered, for its 10 hit points (capped at what it misses).
        auto awoken = monsterTurn(QStringLiteral("the-awoken"));
        const Combatant *repaired = awoken->state().combatant(QStringLiteral("the-awoken"));
        const CombatPower &repair = *repaired->power(QStringLiteral("self-repair"));
        QCOMPARE(TacticsSelfPower::worth(awoken->state(), *repaired, repair), 0.0);
        const QByteArray staggering =
            "{'type': 'setHitPoints', 'target': 'the-awoken', 'hp': " + QByteArray::number(repaired->staggeredValue()) +
            "}";
        QVERIFY(run(*awoken, staggering.constData()).ok);
        repaired = awoken->state().combatant(QStringLiteral("the-awoken"));
        QCOMPARE(TacticsSelfPower::worth(awoken->state(), *repaired, repair), 10.0);
        // The policy's turn: the Awoken's swift action goes to Self-Repair once nothing else wants it.
        TacticsPolicy policy;
        bool used = false;
        for (int step = 0; step < 8 && !used && awoken->state().current == QLatin1String("the-awoken"); ++step) {
            const std::shared_ptr<Command> next = policy.next(awoken->state());
            used = next->toJson().value(QStringLiteral("type")).toString() == QLatin1String("usePower");
            QVERIFY(awoken->run(next, &decider).ok);
        }
        QVERIFY(used);

        // Neither is listed as left to the table any more; a Self power that is only text still is.
        for (const QJsonValue &left : EncounterSimulator::leftToTable(collector->state()))
            QVERIFY(left.toObject().value(QStringLiteral("part")).toString() != QLatin1String("harden-skin"));
    }

    void healingOnlyOnASelfPower()
    {
        const auto refused = combatPowerFromJson(object(json("{'id': 'claw', 'attack': 5, 'heal': '10'}")),
                                                 JsonContext(QStringLiteral("power")));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.errorMessage(),
                 QStringLiteral("power: only a self power without a trigger heals its user or puts effects on it "
                                "(heal, recovery, onSelf)"));
        const auto badDice = combatPowerFromJson(object(json("{'id': 'mend', 'origin': 'self', 'heal': '2x'}")),
                                                 JsonContext(QStringLiteral("power")));
        QVERIFY(!badDice.ok());
        QVERIFY2(badDice.errorMessage().startsWith(QStringLiteral("power: heal: ")),
                 qPrintable(badDice.errorMessage()));
        // What is read is written back the same.
        const auto read = combatPowerFromJson(object(json("{'id': 'mend', 'origin': 'self', 'heal': '2d6+4',"
                                                          " 'recovery': true, 'tableText': 'Glow.'}")),
                                              JsonContext(QStringLiteral("power")));
        QVERIFY(read.ok());
        const QJsonObject written = combatPowerToJson(read.value());
        QCOMPARE(written.value(QStringLiteral("heal")).toString(), QStringLiteral("2d6+4"));
        QCOMPARE(written.value(QStringLiteral("recovery")).toBool(), true);
        QCOMPARE(written.value(QStringLiteral("tableText")).toString(), QStringLiteral("Glow."));
    }
};

QTEST_GUILESS_MAIN(TestSelfPowers)
#include "tst_selfpowers.moc"
