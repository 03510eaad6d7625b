#include "encounter/encounterreplay.h"
#include "encounterfixture.h"

#include <QRandomGenerator>
#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

// Initiative dice in the arena's file order ava, bran, g1, g2, ogre: ava 22, bran 11, g1 5, g2 4, ogre 3.
static const QList<int> initiative{20, 10, 5, 4, 3};

/**
 * What powers bring beyond a plain attack, with exact dice: temporary hit points, secondary attacks, sprays and
 * walls, marks, and counters that interrupt the attack that triggers them.
 */
class TestEncounterPowers : public QObject
{
    Q_OBJECT

private:
    /** The arena with more powers for one creature (single-quoted JSON objects). */
    static QJsonObject withPowers(const QList<int> &rolls, const char *creature, QList<const char *> powers)
    {
        QJsonObject encounter = arena(initiative + rolls);
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        for (qsizetype i = 0; i < creatures.size(); ++i) {
            QJsonObject block = creatures.at(i).toObject();
            if (block.value(QStringLiteral("id")).toString() != QLatin1String(creature))
                continue;
            QJsonArray list = block.value(QStringLiteral("powers")).toArray();
            for (const char *power : powers)
                list.append(object(json(power)));
            block.insert(QStringLiteral("powers"), list);
            creatures.replace(i, block);
        }
        encounter.insert(QStringLiteral("creatures"), creatures);
        return encounter;
    }
    static std::unique_ptr<CommandProcessor> begin(const QJsonObject &encounter)
    {
        auto processor = make(encounter);
        run(*processor, "{'type': 'start'}");
        run(*processor, "{'type': 'rollInitiative'}");
        return processor;
    }
    static void endTurns(CommandProcessor &encounter, int count)
    {
        for (int i = 0; i < count; ++i) {
            const QByteArray command = "{'type': 'endTurn', 'creature': '" + encounter.state().current.toUtf8() + "'}";
            const CommandOutcome outcome = run(encounter, command.constData());
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
        }
    }
    static int hp(const CommandProcessor &encounter, const char *id)
    {
        return encounter.state().combatant(QLatin1String(id))->hp;
    }

private Q_SLOTS:
    void temporaryHitPointsDoNotStackAndAbsorbFirst()
    {
        // ava's guarded strike: 10 + 6 hits g1's AC 14 for 5; she gains 5 temporary HP. Next round it misses
        // (a natural 1) and grants 5 again: still 5, not 10 (Orcus "Temporary hit points"). 7 damage then takes
        // the 5 first and 2 from her 30.
        auto encounter =
            begin(withPowers({10, 5, 1}, "ava", {"{'id': 'guarded', 'attack': 6, 'damage': '1d8', 'tempHp': 5}"}));
        CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'guarded', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(hp(*encounter, "g1"), 15);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->tempHp, 5);
        endTurns(*encounter, 5);
        outcome = run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'guarded', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto granted = ofType(outcome.events, "temporaryHitPoints");
        QCOMPARE(granted.size(), 1);
        QCOMPARE(granted[0].value(QStringLiteral("had")).toInt(), 5);
        QCOMPARE(granted[0].value(QStringLiteral("tempHp")).toInt(), 5);
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 7}").ok);
        QCOMPARE(hp(*encounter, "ava"), 28);
        QCOMPARE(encounter->state().combatant(QStringLiteral("ava"))->tempHp, 0);
    }

    void secondaryAttackFollowsAHitOnly()
    {
        // ava's hamstring: 15 + 6 hits g1 (AC 14) for 4; the secondary attack (same target, +4 vs Fortitude 12)
        // 10 + 4 hits for 2 and slows it. Against g2 next round the primary misses (3 + 6): no secondary.
        auto encounter = begin(withPowers(
            {15, 4, 10, 2, 3}, "ava",
            {"{'id': 'hamstring', 'attack': 6, 'damage': '1d8', 'secondary': {'on': 'hit', 'attack': 4, 'vs': "
             "'fortitude', 'damage': '1d4', 'onHit': [{'condition': 'slowed', 'duration': 'endOfTargetNextTurn'}]}}"}));
        CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'hamstring', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 2);
        QCOMPARE(attacks[1].value(QStringLiteral("power")).toString(), QStringLiteral("hamstring.secondary"));
        QCOMPARE(attacks[1].value(QStringLiteral("vs")).toString(), QStringLiteral("fortitude"));
        QCOMPARE(attacks[1].value(QStringLiteral("total")).toInt(), 14);
        QCOMPARE(attacks[1].value(QStringLiteral("secondary")).toBool(), true);
        QCOMPARE(hp(*encounter, "g1"), 14);
        QCOMPARE(ofType(outcome.events, "effectApplied").size(), 1);
        endTurns(*encounter, 5);
        outcome = run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'hamstring', 'targets': ['g2']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "attack").size(), 1);
        QCOMPARE(hp(*encounter, "g2"), 20);
    }

    void sprayAndWallTakeTheCreaturesInTheirSquares()
    {
        // ava's near spray 2 in the block 4..5 x 2..3 catches g2 only: 10 + 5 vs Reflex 13 hits for 4.
        auto encounter = begin(withPowers(
            {10, 4, 12, 3}, "ava",
            {"{'id': 'sweep', 'origin': 'near', 'spray': 2, 'attack': 5, 'vs': 'reflex', 'damage': '1d6'}"}));
        const CommandOutcome refused =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sweep', 'origin': [6, 6]}");
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.contains(QStringLiteral("does not touch")), qPrintable(refused.error));
        CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sweep', 'origin': [4, 2]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("target")).toString(), QStringLiteral("g2"));
        QCOMPARE(hp(*encounter, "g2"), 16);
    }

    void farWallFollowsItsSquares()
    {
        // bran's far wall 3 from origin 2,1 down column 2 (2,2 2,3 2,4) takes g1 at 2,3: 12 + 4 vs Reflex 13
        // hits for 3. A bent wall with a square touching three others is refused.
        auto encounter = begin(withPowers(
            {12, 3}, "bran",
            {"{'id': 'thorns', 'origin': 'far', 'range': 10, 'wall': 3, 'attack': 4, 'vs': 'reflex', 'damage': "
             "'1d4'}",
             "{'id': 'thicket', 'origin': 'far', 'range': 10, 'wall': 4, 'attack': 4, 'vs': 'reflex', 'damage': "
             "'1d4'}"}));
        endTurns(*encounter, 1);
        const CommandOutcome bent = run(*encounter, "{'type': 'attack', 'creature': 'bran', 'power': 'thicket', "
                                                    "'origin': [2, 1], 'squares': [[1, 2], [2, 2], [3, 2], [2, 1]]}");
        QVERIFY(!bent.ok);
        QVERIFY2(bent.error.contains(QStringLiteral("wall square 2,2 shares 3 edges")), qPrintable(bent.error));
        const CommandOutcome outcome = run(*encounter, "{'type': 'attack', 'creature': 'bran', 'power': 'thorns', "
                                                       "'origin': [2, 1], 'squares': [[2, 2], [2, 3], [2, 4]]}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const auto attacks = ofType(outcome.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("target")).toString(), QStringLiteral("g1"));
        QCOMPARE(hp(*encounter, "g1"), 17);
        // The command keeps its squares in the log.
        const QJsonObject command =
            ofType(outcome.events, "command").constFirst().value(QStringLiteral("command")).toObject();
        QCOMPARE(command.value(QStringLiteral("squares")).toArray().size(), 3);
    }

    void aNewMarkReplacesTheOldAndThePenaltyFollowsIt()
    {
        // g1 marks ava, then g2 does: g1's mark ends. ava's sword at g1 (not her marker) takes -2:
        // 10 + 6 - 2 = 14 hits AC 14 for 5 + 3.
        auto encounter = begin(arena(initiative + QList<int>{10, 5}));
        QVERIFY(run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'source': 'g1', 'effect': {'condition': "
                                "'marked', 'duration': 'encounter'}}")
                    .ok);
        const CommandOutcome second =
            run(*encounter, "{'type': 'applyEffect', 'target': 'ava', 'source': 'g2', 'effect': {'condition': "
                            "'marked', 'duration': 'encounter'}}");
        QVERIFY2(second.ok, qPrintable(second.error));
        const auto ended = ofType(second.events, "effectEnded");
        QCOMPARE(ended.size(), 1);
        QVERIFY2(ended[0].value(QStringLiteral("reason")).toString().contains(QStringLiteral("g2")),
                 qPrintable(ended[0].value(QStringLiteral("reason")).toString()));
        int marks = 0;
        for (const ActiveEffect &effect : encounter->state().effects)
            marks += effect.spec.condition == QLatin1String("marked") ? 1 : 0;
        QCOMPARE(marks, 1);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QJsonObject attack = ofType(outcome.events, "attack").constFirst();
        QCOMPARE(attack.value(QStringLiteral("modifiers")).toObject().value(QStringLiteral("marked")).toInt(), -2);
        QCOMPARE(attack.value(QStringLiteral("total")).toInt(), 14);
        QCOMPARE(hp(*encounter, "g1"), 12);
    }

    void counterResolvesBeforeTheAttackThatTriggersIt()
    {
        // g1's shield bash counters being attacked: before ava's sword, g1 strikes (15 + 5 + 2 flanking with g2)
        // for 4 + 2; then ava's attack goes on: 10 + 6 hits for 5 + 3.
        const char *bash = "{'id': 'bash', 'action': 'immediate', 'trigger': 'attacked', 'attack': 5, 'damage': "
                           "'1d6+2'}";
        auto encounter = begin(withPowers({15, 4, 10, 5}, "g1", {bash}));
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QStringList order;
        for (const QJsonObject &event : outcome.events) {
            const QString type = event.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("counter") || type == QLatin1String("attack"))
                order << type + QLatin1Char(':') + event.value(QStringLiteral("power")).toString();
        }
        QCOMPARE(order, (QStringList{QStringLiteral("counter:bash"), QStringLiteral("attack:bash"),
                                     QStringLiteral("attack:sword")}));
        QCOMPARE(ofType(outcome.events, "attack")[0].value(QStringLiteral("total")).toInt(), 22);
        QCOMPARE(hp(*encounter, "ava"), 24);
        QCOMPARE(hp(*encounter, "g1"), 12);
        QVERIFY(encounter->state().combatant(QStringLiteral("g1"))->immediateActionUsed);
    }

    void counterThatDropsTheAttackerStopsTheAttack()
    {
        // ava at 5 HP: the counter hits for 4 + 2 and she drops (dying); her attack never comes.
        const char *bash = "{'id': 'bash', 'action': 'immediate', 'trigger': 'attacked', 'attack': 5, 'damage': "
                           "'1d6+2'}";
        auto encounter = begin(withPowers({15, 4}, "g1", {bash}));
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 25}").ok);
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "attack").size(), 1);
        const auto abandoned = ofType(outcome.events, "attackAbandoned");
        QCOMPARE(abandoned.size(), 1);
        QCOMPARE(abandoned[0].value(QStringLiteral("reason")).toString(), QStringLiteral("stopped by a counter"));
        QCOMPARE(hp(*encounter, "ava"), -1);
        QCOMPARE(hp(*encounter, "g1"), 20);
    }

    void declinedCounterLetsTheAttackAlone()
    {
        const char *bash = "{'id': 'bash', 'action': 'immediate', 'trigger': 'attacked', 'attack': 5, 'damage': "
                           "'1d6+2'}";
        auto encounter = begin(withPowers({10, 5}, "g1", {bash}));
        const CommandOutcome outcome =
            run(*encounter, "{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}",
                {{DecisionKind::Counter, false, {}}});
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "counter").size(), 0);
        QCOMPARE(ofType(outcome.events, "decision").size(), 1);
        QCOMPARE(ofType(outcome.events, "attack").size(), 1);
        QVERIFY(!encounter->state().combatant(QStringLiteral("g1"))->immediateActionUsed);
        QCOMPARE(hp(*encounter, "g1"), 12);
    }

    void powersReplayAndUndoToTheSameStates()
    {
        // A counter, a secondary attack and temporary hit points in one log: it replays to the same state, and
        // undoing the attack gives back the state before it.
        const char *bash = "{'id': 'bash', 'action': 'immediate', 'trigger': 'attacked', 'attack': 5, 'damage': "
                           "'1d6+2'}";
        QJsonObject encounter = withPowers({15, 4, 15, 4, 10, 2}, "g1", {bash});
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        QJsonObject ava = creatures.at(0).toObject();
        QJsonArray powers = ava.value(QStringLiteral("powers")).toArray();
        powers.append(object(json("{'id': 'hamstring', 'attack': 6, 'damage': '1d8', 'tempHp': 3, 'secondary': "
                                  "{'attack': 4, 'vs': 'fortitude', 'damage': '1d4'}}")));
        ava.insert(QStringLiteral("powers"), powers);
        creatures.replace(0, ava);
        encounter.insert(QStringLiteral("creatures"), creatures);
        auto processor = begin(encounter);
        const EncounterState before = processor->state();
        const CommandOutcome outcome =
            run(*processor, "{'type': 'attack', 'creature': 'ava', 'power': 'hamstring', 'targets': ['g1']}");
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(ofType(outcome.events, "counter").size(), 1);
        QCOMPARE(ofType(outcome.events, "attack").size(), 3);
        QCOMPARE(ofType(outcome.events, "temporaryHitPoints").size(), 1);
        auto log = EncounterLog::fromJsonLines(processor->log().toJsonLines(), QStringLiteral("powers.jsonl"));
        QVERIFY2(log.ok(), qPrintable(log.errorMessage()));
        auto replayed = EncounterReplay::replay(*log, QStringLiteral("powers.jsonl"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), processor->state()));
        QVERIFY(processor->undo().ok);
        QVERIFY(sameState(processor->state(), before));
    }

    void randomPowerCommandsUndoRedoAndReplay()
    {
        // 300 random legal commands with every kind of power here (temporary hit points, secondary attacks, spray,
        // wall, a counter, marks): undone they give the initial state, redone the final one, and the log replays.
        QJsonObject encounter = withPowers(
            {}, "ava",
            {"{'id': 'guarded', 'attack': 6, 'damage': '1d8', 'tempHp': 5}",
             "{'id': 'hamstring', 'attack': 6, 'damage': '1d8', 'secondary': {'on': 'effect', 'vs': 'fortitude', "
             "'damage': '1d4', 'onHit': [{'condition': 'slowed', 'duration': 'endOfTargetNextTurn'}]}}",
             "{'id': 'sweep', 'origin': 'near', 'spray': 2, 'attack': 5, 'vs': 'reflex', 'damage': '1d6'}"});
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        for (qsizetype i = 1; i < 3; ++i) {
            QJsonObject block = creatures.at(i).toObject();
            QJsonArray powers = block.value(QStringLiteral("powers")).toArray();
            powers.append(object(json(i == 1 ? "{'id': 'thorns', 'origin': 'far', 'range': 10, 'wall': 3, 'attack': 4, "
                                               "'vs': 'reflex', 'damage': '1d4'}"
                                             : "{'id': 'bash', 'action': 'immediate', 'trigger': 'attacked', "
                                               "'attack': 5, 'damage': '1d6+2'}")));
            block.insert(QStringLiteral("powers"), powers);
            creatures.replace(i, block);
        }
        encounter.insert(QStringLiteral("creatures"), creatures);
        encounter.insert(QStringLiteral("fixedRolls"), QJsonArray());
        auto processor = make(encounter);
        const EncounterState initial = processor->state();
        QRandomGenerator random(77);
        const QStringList ids{QStringLiteral("ava"), QStringLiteral("bran"), QStringLiteral("g1"), QStringLiteral("g2"),
                              QStringLiteral("ogre")};
        int applied = 0;
        int areaAttacks = 0;
        for (int attempt = 0; applied < 300 && attempt < 30000; ++attempt) {
            const EncounterState &state = processor->state();
            const QString me = state.current.isEmpty() ? ids[random.bounded(5)] : state.current;
            const Combatant *c = state.combatant(me);
            const Square at{c->position.x + random.bounded(5) - 2, c->position.y + random.bounded(5) - 2};
            QJsonObject command;
            switch (random.bounded(8)) {
            case 0:
                command = {{QStringLiteral("type"), state.phase == EncounterPhase::Started
                                                        ? QStringLiteral("rollInitiative")
                                                        : QStringLiteral("start")}};
                break;
            case 1:
                command = {{QStringLiteral("type"), QStringLiteral("move")},
                           {QStringLiteral("creature"), me},
                           {QStringLiteral("path"), QJsonArray{QJsonArray{c->position.x + random.bounded(3) - 1,
                                                                          c->position.y + random.bounded(3) - 1}}}};
                break;
            case 2:
            case 3: {
                // The powers added here come last: half the time one of those.
                const int count = int(c->powers.size());
                const CombatPower &power = c->powers[random.bounded(2) ? count - 1 - random.bounded(std::min(3, count))
                                                                       : random.bounded(count)];
                command = {{QStringLiteral("type"), QStringLiteral("attack")},
                           {QStringLiteral("creature"), me},
                           {QStringLiteral("power"), power.id}};
                if (power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged) {
                    // Mostly a creature next to the attacker (all are Medium), so melee attacks are legal often.
                    QStringList near;
                    for (const Combatant &other : state.combatants) {
                        if (other.id != me && std::max(std::abs(other.position.x - c->position.x),
                                                       std::abs(other.position.y - c->position.y)) == 1)
                            near << other.id;
                    }
                    const QString target = !near.isEmpty() && random.bounded(4) ? near[random.bounded(int(near.size()))]
                                                                                : ids[random.bounded(5)];
                    command.insert(QStringLiteral("targets"), QJsonArray{target});
                }
                if (power.origin == PowerOrigin::Far || power.area == AreaType::Spray)
                    command.insert(QStringLiteral("origin"), QJsonArray{at.x, at.y});
                if (power.area == AreaType::Wall)
                    command.insert(
                        QStringLiteral("squares"),
                        QJsonArray{QJsonArray{at.x, at.y + 1}, QJsonArray{at.x, at.y + 2}, QJsonArray{at.x, at.y + 3}});
                break;
            }
            case 4:
            case 5:
                command = {{QStringLiteral("type"), QStringLiteral("endTurn")}, {QStringLiteral("creature"), me}};
                break;
            case 6:
                command = {
                    {QStringLiteral("type"), QStringLiteral("applyEffect")},
                    {QStringLiteral("target"), ids[random.bounded(5)]},
                    {QStringLiteral("source"), ids[random.bounded(5)]},
                    {QStringLiteral("effect"), QJsonObject{{QStringLiteral("condition"), QStringLiteral("marked")},
                                                           {QStringLiteral("duration"), QStringLiteral("encounter")}}}};
                break;
            case 7:
                command = {
                    {QStringLiteral("type"), random.bounded(2) ? QStringLiteral("heal") : QStringLiteral("damage")},
                    {QStringLiteral("target"), ids[random.bounded(5)]},
                    {QStringLiteral("amount"), random.bounded(12)}};
                break;
            }
            auto parsed = commandFromJson(command, JsonContext(QStringLiteral("random")));
            QVERIFY2(parsed.ok(), qPrintable(parsed.errorMessage()));
            ScriptedDecider decider;
            const QJsonObject before = processor->state().toJson();
            const CommandOutcome outcome = processor->run(*parsed, &decider);
            if (outcome.ok) {
                ++applied;
                areaAttacks += command.contains(QStringLiteral("origin")) ? 1 : 0;
            } else {
                QCOMPARE(processor->state().toJson(), before);
            }
        }
        QCOMPARE(applied, 300);
        QVERIFY(areaAttacks > 0);
        const EncounterState final = processor->state();
        const QByteArray finalLog = processor->log().toJsonLines();
        QVERIFY(finalLog.contains("\"counter\""));
        QVERIFY(finalLog.contains("\"temporaryHitPoints\""));
        QVERIFY(finalLog.contains("\"secondary\":true"));
        for (int i = 0; i < applied; ++i)
            QVERIFY(processor->undo().ok);
        QVERIFY(sameState(processor->state(), initial));
        for (int i = 0; i < applied; ++i)
            QVERIFY(processor->redo().ok);
        QVERIFY(sameState(processor->state(), final));
        auto replayed = EncounterReplay::replay(*EncounterLog::fromJsonLines(finalLog, QStringLiteral("random")),
                                                QStringLiteral("random"));
        QVERIFY2(replayed.ok(), qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), final));
    }

    void malformedPowersNameTheField_data()
    {
        QTest::addColumn<QByteArray>("power");
        QTest::addColumn<QString>("message");
        QTest::newRow("two areas") << json("{'id': 'x', 'origin': 'near', 'burst': 1, 'spray': 2}")
                                   << QStringLiteral("one area");
        QTest::newRow("far spray") << json("{'id': 'x', 'origin': 'far', 'spray': 2}")
                                   << QStringLiteral("powers[2].spray: a spray starts next to its user");
        QTest::newRow("melee area") << json("{'id': 'x', 'wall': 2}") << QStringLiteral("only near and far");
        QTest::newRow("unknown trigger") << json("{'id': 'x', 'action': 'immediate', 'trigger': 'sneezes'}")
                                         << QStringLiteral("powers[2].trigger: 'sneezes' is not a trigger");
        QTest::newRow("trigger on standard")
            << json("{'id': 'x', 'trigger': 'attacked'}") << QStringLiteral("only immediate powers counter");
        QTest::newRow("reaction on standard")
            << json("{'id': 'x', 'trigger': 'hit'}") << QStringLiteral("only immediate and free powers have a trigger");
        QTest::newRow("ignores attack without its trigger")
            << json("{'id': 'x', 'action': 'immediate', 'trigger': 'hit', 'ignoresAttack': true}")
            << QStringLiteral("powers[2].ignoresAttack: only a power with trigger targetedByPsychic ignores");
        QTest::newRow("ignores attack not a flag")
            << json("{'id': 'x', 'action': 'immediate', 'trigger': 'targetedByPsychic', 'ignoresAttack': 'yes'}")
            << QStringLiteral("powers[2].ignoresAttack");
        QTest::newRow("secondary on") << json("{'id': 'x', 'secondary': {'on': 'crit'}}")
                                      << QStringLiteral("powers[2].secondary.on: 'crit' is not hit, miss or effect");
        QTest::newRow("secondary damage")
            << json("{'id': 'x', 'secondary': {'damage': 'lots'}}") << QStringLiteral("powers[2].secondary.damage");
        QTest::newRow("negative temp HP") << json("{'id': 'x', 'tempHp': -3}") << QStringLiteral("powers[2].tempHp");
    }

    void malformedPowersNameTheField()
    {
        QFETCH(QByteArray, power);
        QFETCH(QString, message);
        QJsonObject encounter = arena(initiative);
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        QJsonObject ava = creatures.at(0).toObject();
        QJsonArray powers = ava.value(QStringLiteral("powers")).toArray();
        powers.append(object(power));
        ava.insert(QStringLiteral("powers"), powers);
        creatures.replace(0, ava);
        encounter.insert(QStringLiteral("creatures"), creatures);
        auto processor = CommandProcessor::fromEncounterJson(encounter, QStringLiteral("test"));
        QVERIFY(!processor);
        QVERIFY2(processor.errorMessage().contains(message), qPrintable(processor.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestEncounterPowers)
#include "tst_encounterpowers.moc"
