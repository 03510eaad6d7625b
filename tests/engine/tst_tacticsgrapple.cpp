// The tactics policy's Grapple (engine/simulation/tacticsgrapple.cpp, docs/simulation.md "Grapple"): whom it is
// worth grappling, by the numbers of Orcus "Grapple" and the attack scoring, maintaining it, and whole fights with
// it replayed through the real command processor.
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/encounterfile.h"
#include "simulation/fightrunner.h"
#include "simulation/policydecider.h"

#include <QJsonArray>
#include <QTest>

using namespace battlemat;

namespace {

QJsonObject creatureOnMap(const QString &id, int x, int y, const QString &side)
{
    return {{"id", id}, {"x", x}, {"y", y}, {"side", side}, {"speed", 6}};
}

QJsonObject power(const QString &id, int attack, const QString &damage)
{
    return {{"id", id}, {"basic", true}, {"attack", attack}, {"vs", "ac"}, {"damage", damage}};
}

QList<QJsonObject> withoutSeq(QList<QJsonObject> events)
{
    for (QJsonObject &event : events)
        event.remove(QStringLiteral("seq"));
    return events;
}

// A strong fighter (Strength +6: Grapple +6 vs Reflex) beside an archer (a bow for 1d10+4, a knife for 2) or a
// brute with only a club, with a goblin archer farther off so the fight goes on after the first falls.
QJsonObject grappleEncounter(bool archer)
{
    QJsonObject map{
        {"name", "Hall"},
        {"terrain", QJsonArray{"........", "........", "........"}},
        {"creatures", QJsonArray{creatureOnMap("fighter", 1, 1, "heroes"), creatureOnMap("foe", 2, 1, "monsters")}}};
    QJsonObject fighter{{"id", "fighter"},
                        {"hero", true},
                        {"hp", 30},
                        {"strength", 6},
                        {"initiative", 40},
                        {"defenses", QJsonObject{{"ac", 15}, {"fortitude", 16}, {"reflex", 16}, {"will", 12}}},
                        {"powers", QJsonArray{power("sword", 5, "4")}}};
    QJsonArray foePowers{power(archer ? "knife" : "club", 4, archer ? "2" : "6")};
    if (archer)
        foePowers.append(QJsonObject{
            {"id", "bow"}, {"origin", "ranged"}, {"range", 10}, {"attack", 6}, {"vs", "ac"}, {"damage", "1d10+4"}});
    QJsonObject foe{{"id", "foe"},
                    {"hp", 30},
                    {"defenses", QJsonObject{{"ac", 15}, {"fortitude", 12}, {"reflex", 12}, {"will", 12}}},
                    {"powers", foePowers}};
    return {{"seed", 1}, {"map", map}, {"creatures", QJsonArray{fighter, foe}}};
}

EncounterState fightersTurn(const QJsonObject &encounter)
{
    auto state = encounterFromJson(encounter, JsonContext("grapple"));
    if (!state)
        qFatal("grapple: %s", qPrintable(state.errorMessage()));
    EncounterState scene = *state;
    scene.phase = EncounterPhase::Combat;
    scene.round = 1;
    scene.turnNumber = 1;
    scene.current = QStringLiteral("fighter");
    scene.budget = ActionBudget::fullTurn();
    return scene;
}
} // namespace

class TestTacticsGrapple : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void grappleHoldsAnArcherButNotABrute()
    {
        const TacticsPolicy policy(TacticsProfile::brute());
        // Grapple +6 vs Reflex 12 hits on 6..20 (15/20). Held, the archer cannot Step away to shoot, and shooting
        // beside the fighter provokes its sword (+5 vs AC 15: 11/20 for 4 = 2.2): worth 2 + 2.2 while it stays held.
        // It tries to escape first (Acrobatics +0 vs the fighter's Reflex 16, Athletics +0 vs Fortitude 16: 5/20),
        // so the hold pays 0.75 x 4.2 = 3.15, and the grapple 0.75 x 3.15 = 2.36 against the sword's 2.2 now.
        const EncounterState archer = fightersTurn(grappleEncounter(true));
        const EncounterGrid grid(archer);
        QCOMPARE(TacticsPolicy::grappleWorth(archer, grid, *archer.combatant("fighter"), *archer.combatant("foe")),
                 0.75 * (2.0 + 0.55 * 4));
        const auto grapple = policy.next(archer);
        QVERIFY(grapple);
        QCOMPARE(grapple->toJson().value("type").toString(), QStringLiteral("attack"));
        QCOMPARE(grapple->toJson().value("power").toString(), QStringLiteral("grapple"));
        QVERIFY(grapple->validate(archer));
        // A brute with only a club loses nothing it uses when held: the fighter swings its sword.
        const EncounterState brute = fightersTurn(grappleEncounter(false));
        const auto sword = policy.next(brute);
        QVERIFY(sword);
        QCOMPARE(sword->toJson().value("power").toString(), QStringLiteral("sword"));
        // Held since the fighter's last turn: it maintains the grapple first (a swift action), then fights on.
        EncounterState held = fightersTurn(grappleEncounter(true));
        ActiveEffect effect;
        effect.id = held.nextEffectId++;
        effect.target = QStringLiteral("foe");
        effect.source = QStringLiteral("fighter");
        effect.appliedTurn = 0;
        effect.spec = EffectSpec::ofCondition(QStringLiteral("grappled"), EffectDuration::MaintainSwift);
        held.effects.append(effect);
        const auto maintain = policy.next(held);
        QVERIFY(maintain);
        QCOMPARE(maintain->toJson().value("action").toString(), QStringLiteral("maintainGrapple"));
        QVERIFY(maintain->validate(held));

        // Whole fights: the policy grapples and maintains, and the real session replays every event.
        const QJsonObject encounter = grappleEncounter(true);
        auto state = encounterFromJson(encounter, JsonContext("grapple"));
        QVERIFY(state);
        const FightRunner runner(*state, policy, policy);
        int grapples = 0;
        int maintained = 0;
        for (quint64 seed : {1ull, 2ull, 3ull}) {
            QList<std::pair<QJsonObject, QList<QJsonObject>>> recorded;
            const FightResult result =
                runner.run(seed, [&](const QJsonObject &command, const QList<QJsonObject> &events) {
                    recorded.append({command, events});
                    grapples += command.value("power") == QLatin1String("grapple") ? 1 : 0;
                    maintained += command.value("action") == QLatin1String("maintainGrapple") ? 1 : 0;
                });
            QCOMPARE(result.refused, 0);
            auto processor = CommandProcessor::fromEncounterJson(encounter, "grapple", seed);
            QVERIFY(processor);
            PolicyDecider decider;
            for (const auto &[commandJson, events] : std::as_const(recorded)) {
                auto command = commandFromJson(commandJson, JsonContext("replay"));
                QVERIFY(command);
                const CommandOutcome outcome = (*processor)->run(*command, &decider);
                QVERIFY2(outcome.ok, qPrintable(outcome.error));
                QList<QJsonObject> logged = withoutSeq(outcome.events);
                logged.removeFirst();
                QCOMPARE(logged, events);
            }
        }
        QVERIFY(grapples > 0);
        QVERIFY(maintained > 0);
    }
};

QTEST_GUILESS_MAIN(TestTacticsGrapple)
#include "tst_tacticsgrapple.moc"
