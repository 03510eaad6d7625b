// The tactics policy's choices among the rules' other actions (docs/simulation.md "A turn, step by step"): Coup de
// Grace, Charge, Escape, Stabilize and Rally Ally, each in a small encounter where it must be chosen and one where
// it must not, with the numbers of the rules; and whole fights with each replayed through the real command
// processor, event for event.
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/encounterfile.h"
#include "simulation/fightrunner.h"
#include "simulation/policydecider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace battlemat;

namespace {

const QJsonObject defenses{{"ac", 15}, {"fortitude", 12}, {"reflex", 12}, {"will", 12}};

QJsonObject onMap(const QString &id, int x, int y, const QString &side, int speed = 6)
{
    return {{"id", id}, {"x", x}, {"y", y}, {"side", side}, {"speed", speed}};
}

QJsonObject basic(const QString &id, int attack, const QString &damage)
{
    return {{"id", id}, {"basic", true}, {"attack", attack}, {"vs", "ac"}, {"damage", damage}};
}

QJsonObject creature(const QString &id, bool hero, int hp, const QJsonObject &power)
{
    QJsonObject block{{"id", id}, {"hero", hero}, {"hp", hp}, {"defenses", defenses}, {"powers", QJsonArray{power}}};
    if (hero)
        block.insert("recoveries", 2);
    return block;
}

QJsonObject encounter(const QJsonArray &terrain, const QJsonArray &placed, const QJsonArray &blocks)
{
    return {{"seed", 1},
            {"map", QJsonObject{{"name", "Room"}, {"terrain", terrain}, {"creatures", placed}}},
            {"creatures", blocks}};
}

// The encounter on `current`'s turn with a whole turn's actions.
EncounterState turnOf(const QJsonObject &json, const QString &current)
{
    auto state = encounterFromJson(json, JsonContext("scene"));
    if (!state)
        qFatal("scene: %s", qPrintable(state.errorMessage()));
    EncounterState scene = *state;
    scene.phase = EncounterPhase::Combat;
    scene.round = 1;
    scene.turnNumber = 1;
    scene.current = current;
    scene.budget = ActionBudget::fullTurn();
    return scene;
}

QList<QJsonObject> withoutSeq(QList<QJsonObject> events)
{
    for (QJsonObject &event : events)
        event.remove(QStringLiteral("seq"));
    return events;
}

// Simulated fights of the encounter replayed through the real command processor: every command accepted, every
// event the same. Returns how many commands `counts` said yes to.
int replayedFights(const QJsonObject &json, const TacticsPolicy &heroes, const TacticsPolicy &monsters,
                   const std::function<bool(const QJsonObject &)> &counts, int seeds = 6)
{
    auto state = encounterFromJson(json, JsonContext("fights"));
    if (!state)
        qFatal("fights: %s", qPrintable(state.errorMessage()));
    const FightRunner runner(*state, heroes, monsters);
    int counted = 0;
    for (quint64 seed = 1; seed <= quint64(seeds); ++seed) {
        QList<std::pair<QJsonObject, QList<QJsonObject>>> recorded;
        const FightResult result = runner.run(seed, [&](const QJsonObject &command, const QList<QJsonObject> &events) {
            recorded.append({command, events});
            counted += counts(command) ? 1 : 0;
        });
        if (result.refused != 0)
            qFatal("refused: %s", qPrintable(result.firstRefusal));
        auto processor = CommandProcessor::fromEncounterJson(json, "fights", seed);
        if (!processor)
            qFatal("processor");
        PolicyDecider decider;
        for (const auto &[commandJson, events] : std::as_const(recorded)) {
            auto command = commandFromJson(commandJson, JsonContext("replay"));
            if (!command)
                qFatal("command");
            const CommandOutcome outcome = (*processor)->run(*command, &decider);
            if (!outcome.ok)
                qFatal("replay refused: %s", qPrintable(outcome.error));
            QList<QJsonObject> logged = withoutSeq(outcome.events);
            logged.removeFirst();
            if (logged != events)
                qFatal("replay differs at %s", qPrintable(QJsonDocument(commandJson).toJson()));
        }
    }
    return counted;
}

// A brute (club +4, 2d6+5) between Ava, dying at -3 hit points, and Bo, standing at 30 (AC 15 both).
QJsonObject coupScene(int avaHp)
{
    return encounter(
        QJsonArray{"......", "......", "......"},
        QJsonArray{onMap("ava", 1, 1, "heroes"), onMap("brute", 2, 1, "monsters"), onMap("bo", 3, 1, "heroes")},
        QJsonArray{creature("ava", true, avaHp, basic("sword", 5, "1d8+3")),
                   creature("brute", false, 40, basic("club", 4, "2d6+5")),
                   creature("bo", true, 30, basic("axe", 5, "1d8+3"))});
}

} // namespace

class TestTacticsChoices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coupDeGraceKillsADyingHeroWhenThatBeatsTheAttack()
    {
        const TacticsPolicy brute(TacticsProfile::brute());
        // The club +4 against Bo's AC 15 hits on 11..20: 0.45 x 12 + 0.05 x 17 = 6.25, Bo at 30 does not drop.
        // A Coup de Grace on Ava is a sure critical hit for the club's maximum 17; at 30 maximum hit points her
        // staggered value is 15, so it kills: 0.3 x 17 (a dying hero, the attack scoring) + her sword's mean 7.5
        // (out for good) = 12.6.
        EncounterState scene = turnOf(coupScene(30), "brute");
        scene.combatant("ava")->hp = -3;
        const CombatPower club = *scene.combatant("brute")->basicMeleeAttack();
        QCOMPARE(TacticsPolicy::coupDeGraceValue(*scene.combatant("ava"), club, 0.4), 0.3 * 17 + 7.5);
        const auto coup = brute.next(scene);
        QVERIFY(coup);
        QCOMPARE(coup->toJson().value("type").toString(), QStringLiteral("coupDeGrace"));
        QCOMPARE(coup->toJson().value("target").toString(), QStringLiteral("ava"));
        QVERIFY(coup->validate(scene));
        // At 40 maximum hit points (staggered value 20) the 17 do not kill her: 0.3 x 17 = 5.1 < 6.25, so the
        // brute clubs Bo instead.
        EncounterState sturdy = turnOf(coupScene(40), "brute");
        sturdy.combatant("ava")->hp = -3;
        QCOMPARE(TacticsPolicy::coupDeGraceValue(*sturdy.combatant("ava"), club, 0.4), 0.3 * 17);
        const auto attack = brute.next(sturdy);
        QVERIFY(attack);
        QCOMPARE(attack->toJson().value("type").toString(), QStringLiteral("attack"));
        QCOMPARE(attack->toJson().value("targets").toArray().first().toString(), QStringLiteral("bo"));
    }

    void coupDeGraceInWholeFightsReplays()
    {
        // Ava and Bo with 12 hit points each against a brute of 60: they drop beside it, and it finishes them.
        QJsonObject json = coupScene(12);
        QJsonArray blocks = json.value("creatures").toArray();
        QJsonObject bo = blocks.at(2).toObject();
        bo.insert("hp", 12);
        blocks.replace(2, bo);
        QJsonObject brute = blocks.at(1).toObject();
        brute.insert("hp", 60);
        blocks.replace(1, brute);
        json.insert("creatures", blocks);
        const int coups =
            replayedFights(json, TacticsPolicy(TacticsProfile::cautious()), TacticsPolicy(TacticsProfile::brute()),
                           [](const QJsonObject &command) { return command.value("type") == "coupDeGrace"; });
        QVERIFY(coups > 0);
    }
};

QTEST_GUILESS_MAIN(TestTacticsChoices)
#include "tst_tacticschoices.moc"
