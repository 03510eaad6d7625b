// The tactics policy's choices among the rules' other actions (docs/simulation.md "A turn, step by step"): Coup de
// Grace, Charge, Escape, Stabilize, cover and Bull Rush into a pit, each in a small encounter where it must be chosen
// and one where it must not, with the numbers of the rules; and whole fights with each replayed through the real
// command processor, event for event.
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/encounterfile.h"
#include "simulation/fightrunner.h"
#include "simulation/policydecider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>
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

// A brute (club +4, 2d6+5, speed 6) on the west end of a hall and Bo (AC 15, 30 hit points) `distance` squares east.
QJsonObject chargeScene(int distance)
{
    return encounter(QJsonArray{"..............", "..............", ".............."},
                     QJsonArray{onMap("brute", 0, 1, "monsters"), onMap("bo", distance, 1, "heroes")},
                     QJsonArray{creature("brute", false, 40, basic("club", 4, "2d6+5")),
                                creature("bo", true, 30, basic("axe", 5, "1d8+3"))});
}

// A fighter (sword +5, 4; Reflex and Fortitude 12) holding, beside it, an archer (bow 1d10+4, knife 2, Acrobatics +5)
// or a brute with a club, since the fighter's last turn; the held creature's turn.
QJsonObject grappledScene(bool archer, int acrobatics = 5, int fighterDefenses = 12)
{
    QJsonObject foe = creature("foe", false, 30, basic(archer ? "knife" : "club", 4, archer ? "2" : "6"));
    if (archer) {
        QJsonArray powers = foe.value("powers").toArray();
        powers.append(QJsonObject{
            {"id", "bow"}, {"origin", "ranged"}, {"range", 10}, {"attack", 6}, {"vs", "ac"}, {"damage", "1d10+4"}});
        foe.insert("powers", powers);
        foe.insert("skills", QJsonObject{{"acrobatics", acrobatics}});
    }
    // Strength +6: its Grapple +6 vs Reflex 12 is worth more than the sword against an archer (tst_tacticsgrapple).
    QJsonObject strong = creature("fighter", true, 30, basic("sword", 5, "4"));
    strong.insert("strength", 6);
    strong.insert("defenses",
                  QJsonObject{{"ac", 15}, {"fortitude", fighterDefenses}, {"reflex", fighterDefenses}, {"will", 12}});
    return encounter(QJsonArray{"........", "........", "........"},
                     QJsonArray{onMap("fighter", 1, 1, "heroes"), onMap("foe", 2, 1, "monsters")},
                     QJsonArray{strong, foe});
}

EncounterState heldTurn(bool archer)
{
    EncounterState scene = turnOf(grappledScene(archer), "foe");
    ActiveEffect effect;
    effect.id = scene.nextEffectId++;
    effect.target = QStringLiteral("foe");
    effect.source = QStringLiteral("fighter");
    effect.appliedTurn = 0;
    effect.spec = EffectSpec::ofCondition(QStringLiteral("grappled"), EffectDuration::MaintainSwift);
    scene.effects.append(effect);
    return scene;
}

// A healer (Heal `heal`, mace +5 for 5) beside Ava, dying at -2 of 30 hit points (a recovery of 7, a sword of mean
// 7.5) with `recoveries` left, and a brute (AC 15) on the healer's other side.
EncounterState dyingAllyScene(int heal, int recoveries)
{
    QJsonObject healer = creature("healer", true, 30, basic("mace", 5, "5"));
    healer.insert("skills", QJsonObject{{"heal", heal}});
    QJsonObject ava = creature("ava", true, 30, basic("sword", 5, "1d8+3"));
    ava.insert("recoveries", recoveries);
    EncounterState scene =
        turnOf(encounter(QJsonArray{"........", "........", "........"},
                         QJsonArray{onMap("brute", 0, 1, "monsters"), onMap("healer", 1, 1, "heroes"),
                                    onMap("ava", 2, 1, "heroes")},
                         QJsonArray{creature("brute", false, 40, basic("club", 4, "2d6+5")), healer, ava}),
               "healer");
    scene.combatant("ava")->hp = -2;
    return scene;
}

// An archer (bow +6, 1d10+4) beside a brute, a sniper with a sling at 8,0 and, with `wall`, a wall at 7,1.
QJsonObject coverScene(bool wall)
{
    QJsonArray terrain;
    for (int y = 0; y < 6; ++y)
        terrain.append(wall && y == 1 ? QStringLiteral(".......#..") : QStringLiteral(".........."));
    const QJsonObject bow{{"id", "bow"}, {"origin", "ranged"}, {"range", 10},
                          {"attack", 6}, {"vs", "ac"},         {"damage", "1d10+4"}};
    const QJsonObject sling{{"id", "sling"}, {"origin", "ranged"}, {"range", 10},
                            {"attack", 6},   {"vs", "ac"},         {"damage", "1d6"}};
    QJsonObject archer = creature("archer", false, 30, basic("knife", 4, "2"));
    archer.insert("powers", QJsonArray{basic("knife", 4, "2"), bow});
    QJsonObject sniper = creature("sniper", true, 30, basic("dagger", 4, "2"));
    sniper.insert("powers", QJsonArray{basic("dagger", 4, "2"), sling});
    return encounter(
        terrain,
        QJsonArray{onMap("archer", 5, 2, "monsters"), onMap("brute", 5, 3, "heroes"), onMap("sniper", 8, 0, "heroes")},
        QJsonArray{archer, creature("brute", true, 30, basic("club", 4, "6")), sniper});
}

// An ogre (Strength +8, a club +4 for `club`) beside Ava (Fortitude 14, AC 17, 30 hit points) at the edge of a
// pit, or of open floor without `pit`.
QJsonObject pitScene(bool pit, const QString &club)
{
    const QString edge = pit ? QStringLiteral(".......o..") : QStringLiteral("..........");
    QJsonObject ogre = creature("ogre", false, 90, basic("club", 4, club));
    ogre.insert("strength", 8);
    QJsonObject ava = creature("ava", true, 30, basic("sword", 6, "1d8+3"));
    ava.insert("defenses", QJsonObject{{"ac", 17}, {"fortitude", 14}, {"reflex", 12}, {"will", 11}});
    return encounter(QJsonArray{edge, edge, edge, QStringLiteral("..........")},
                     QJsonArray{onMap("ogre", 5, 1, "monsters"), onMap("ava", 6, 1, "heroes")}, QJsonArray{ogre, ava});
}

// Ava with a sword (`sword` damage, +5) and a bow (1d4, +5, range 10) two squares west of a brute whose other side
// Bo holds: one step east she flanks the brute with Bo (Orcus "Flanking": combat advantage, +2).
QJsonObject flankScene(const QString &sword)
{
    const QString row = QStringLiteral("........");
    QJsonObject ava = creature("ava", true, 30, basic("sword", 5, sword));
    ava.insert(
        "powers",
        QJsonArray{
            basic("sword", 5, sword),
            QJsonObject{
                {"id", "bow"}, {"origin", "ranged"}, {"range", 10}, {"attack", 5}, {"vs", "ac"}, {"damage", "1d4"}}});
    return encounter(
        QJsonArray{row, row, row, row, row},
        QJsonArray{onMap("ava", 2, 2, "heroes"), onMap("brute", 4, 2, "monsters"), onMap("bo", 5, 2, "heroes")},
        QJsonArray{ava, creature("brute", false, 40, basic("club", 4, "1d6")),
                   creature("bo", true, 30, basic("mace", 5, "1d8"))});
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

    void chargeWhenOnlyAChargeReaches()
    {
        const TacticsPolicy brute(TacticsProfile::brute());
        // Its move action spent (standing up, say), the brute has only the standard action: Bo 5 squares east is
        // out of reach of an attack, but a charge walks 4 squares beside him and clubs at +4 + 1 against AC 15, hitting
        // on 10..20: 0.5 x 12 + 0.05 x 17 = 6.85.
        EncounterState scene = turnOf(chargeScene(5), "brute");
        scene.budget.take(ActionKind::Move);
        const EncounterGrid grid(scene);
        const auto plan = brute.bestCharge(scene, grid, *scene.combatant("brute"));
        QVERIFY(plan);
        QCOMPARE(plan->value, 0.5 * 12 + 0.05 * 17);
        QCOMPARE(plan->path.size(), 4); // to x = 4, beside Bo (the grid's charge picks among equal squares)
        QCOMPARE(plan->path.constLast().x, 4);
        const auto charge = brute.next(scene);
        QVERIFY(charge);
        QCOMPARE(charge->toJson().value("type").toString(), QStringLiteral("charge"));
        QCOMPARE(charge->toJson().value("target").toString(), QStringLiteral("bo"));
        QVERIFY(charge->validate(scene));
        // With its move action still there it walks beside Bo and keeps the standard action for the club (and what
        // the turn has left): no charge.
        const EncounterState whole = turnOf(chargeScene(5), "brute");
        const auto walk = brute.next(whole);
        QVERIFY(walk);
        QCOMPARE(walk->toJson().value("type").toString(), QStringLiteral("move"));
        // Bo 8 squares away is beyond a charge of speed 6: the brute trades its standard action for a move instead.
        EncounterState far = turnOf(chargeScene(8), "brute");
        far.budget.take(ActionKind::Move);
        QVERIFY(!brute.bestCharge(far, EncounterGrid(far), *far.combatant("brute")));
        const auto closeIn = brute.next(far);
        QVERIFY(closeIn);
        QCOMPARE(closeIn->toJson().value("type").toString(), QStringLiteral("move"));
        // In whole fights from 12 squares apart: a move, then a charge, replayed event for event.
        const int charges =
            replayedFights(chargeScene(12), TacticsPolicy(TacticsProfile::cautious()), brute,
                           [](const QJsonObject &command) { return command.value("type") == "charge"; });
        QVERIFY(charges > 0);
    }

    void escapeWhenHoldingItCostsAShot()
    {
        const TacticsPolicy brute(TacticsProfile::brute());
        // Acrobatics +5 against the fighter's Reflex 12 succeeds on 7..20 (14/20), Athletics +0 against Fortitude 12
        // on 12..20 (9/20). Held, the archer loses what the grapple was worth to the fighter: 2 (a condition) plus
        // the sword's opportunity attack when it shoots, +5 vs AC 15 for 4: 0.55 x 4 = 2.2. So 0.7 x 4.2 = 2.94,
        // against nothing else its move action could do.
        const EncounterState held = heldTurn(true);
        QString skill;
        QCOMPARE(TacticsPolicy::escapeChance(held, *held.combatant("foe"), &skill), 0.7);
        QCOMPARE(skill, QStringLiteral("acrobatics"));
        const auto escape = brute.next(held);
        QVERIFY(escape);
        const QJsonObject json = escape->toJson();
        QCOMPARE(json.value("action").toString(), QStringLiteral("escape"));
        QCOMPARE(json.value("skill").toString(), QStringLiteral("acrobatics"));
        // The step on a success: beside no enemy, so that the bow then provokes nothing.
        QCOMPARE(json.value("path").toArray().first().toArray().first().toInt(), 3);
        QVERIFY(escape->validate(held));
        // A brute with a club loses nothing it uses held beside the fighter: it clubs him and stays.
        const auto club = brute.next(heldTurn(false));
        QVERIFY(club);
        QCOMPARE(club->toJson().value("type").toString(), QStringLiteral("attack"));
        // That fighter is better off swinging: the grapple pays only when the escape fails, 0.75 x 0.3 x 4.2 = 0.95.
        EncounterState swing = turnOf(grappledScene(true), "fighter");
        const auto sword = brute.next(swing);
        QVERIFY(sword);
        QCOMPARE(sword->toJson().value("power").toString(), QStringLiteral("sword"));
        // Whole fights against a clumsier archer (Acrobatics +0) and a fighter with Reflex and Fortitude 16 (escaped
        // on 16..20, so the grapple is worth 0.75 x 0.75 x 4.2 = 2.36 > 2.2): the fighter grapples, the archer tries
        // to escape, replayed event for event.
        const int escapes = replayedFights(grappledScene(true, 0, 16), brute, brute, [](const QJsonObject &command) {
            return command.value("action") == "escape";
        });
        QVERIFY(escapes > 0);
    }

    void stabilizeADyingAllyWhenThatBeatsTheAttack()
    {
        const TacticsPolicy cautious(TacticsProfile::cautious());
        // The mace on the brute: +5 vs AC 15, 11/20 for 5 = 2.75. Stabilize, Heal +5 vs 15, succeeds on 10..20
        // (11/20), against three death saves to come that kill her before a 20 with 0.9 each (0.45 / 0.5):
        // 0.55 x 0.729 x 7.5 = 3.01 > 2.75.
        const EncounterState spent = dyingAllyScene(5, 0);
        QVERIFY(std::abs(TacticsPolicy::stabilizeValue(*spent.combatant("healer"), *spent.combatant("ava")) -
                         0.55 * 0.729 * 7.5) < 1e-9);
        const auto stabilize = cautious.next(spent);
        QVERIFY(stabilize);
        QCOMPARE(stabilize->toJson().value("action").toString(), QStringLiteral("stabilize"));
        // With Heal +0 the check succeeds on 15..20 (6/20): 0.3 x 0.729 x 7.5 = 1.64 < 2.75, the mace instead.
        const auto mace = cautious.next(dyingAllyScene(0, 0));
        QVERIFY(mace);
        QCOMPARE(mace->toJson().value("type").toString(), QStringLiteral("attack"));
        // Whole fights, replayed event for event: the healer stabilizes Ava.
        QJsonObject json = encounter(
            QJsonArray{"........", "........", "........"},
            QJsonArray{onMap("brute", 0, 1, "monsters"), onMap("healer", 1, 1, "heroes"), onMap("ava", 1, 0, "heroes")},
            QJsonArray{creature("brute", false, 60, basic("club", 6, "2d6+5")),
                       creature("healer", true, 30, basic("mace", 5, "5")),
                       creature("ava", true, 14, basic("sword", 5, "1d8+3"))});
        QJsonArray blocks = json.value("creatures").toArray();
        QJsonObject healer = blocks.at(1).toObject();
        healer.insert("skills", QJsonObject{{"heal", 5}});
        blocks.replace(1, healer);
        json.insert("creatures", blocks);
        const int helped =
            replayedFights(json, cautious, TacticsPolicy(TacticsProfile::brute()),
                           [](const QJsonObject &command) { return command.value("action") == "stabilize"; });
        QVERIFY(helped > 0);
    }

    void anArcherStepsAwayIntoCover()
    {
        const TacticsPolicy cautious(TacticsProfile::cautious());
        // The archer beside the brute steps away before it shoots (a cautious creature, docs/simulation.md step 5):
        // to 4,1, 5,1 or 6,1, two squares from the brute, the bow worth the same from each. From the sniper at 8,0
        // the wall at 7,1 gives the archer cover on 6,1 only (the grid's cover rule: 2).
        for (const bool wall : {true, false}) {
            const EncounterState scene = turnOf(coverScene(wall), "archer");
            QList<int> shelters;
            for (const Square square : {Square{4, 1}, Square{5, 1}, Square{6, 1}}) {
                EncounterState there = scene;
                there.combatant("archer")->position = square;
                shelters << TacticsPolicy::shelter(there, EncounterGrid(there), *there.combatant("archer"));
            }
            QCOMPARE(shelters, wall ? (QList<int>{0, 0, 2}) : (QList<int>{0, 0, 0}));
            const auto step = cautious.next(scene);
            QVERIFY(step);
            const QJsonObject json = step->toJson();
            QCOMPARE(json.value("type").toString(), QStringLiteral("move"));
            const QJsonArray to = json.value("path").toArray().last().toArray();
            // Into cover behind the wall; without it, the first of the equal squares as before.
            QCOMPARE(to.at(0).toInt(), wall ? 6 : 4);
            QCOMPARE(to.at(1).toInt(), 1);
        }
    }

    void aSquareIsScoredByTheAttackWorthMost()
    {
        // docs/simulation.md step 5: a square is scored by the attack worth most from it, plus the flanking bonus
        // when that attack flanks. Ava's bow for 1d4 (+5 vs AC 15, hits on 10..20) is worth 0.5 x 2.5 + 0.05 x 4 =
        // 1.45 from here. One step east she flanks the brute (combat advantage, +2: hits on 8..20): the bow is worth
        // 0.6 x 2.5 + 0.05 x 4 = 1.7 there, the sword for 1d3 0.6 x 2 + 0.05 x 3 = 1.35, so the square is scored by
        // the bow, 1.7 - 0.05 for the step - 1 for a shot beside the brute, and she shoots from here. (The sword with
        // the brute profile's flanking bonus, 1.35 + 0.5 - 0.05 = 1.8, would beat the 1.45 + 0.25 a move must beat:
        // leaving the bow out of that square because its bound, 1.7, cannot reach 1.7 + 0.05 would move her.)
        const TacticsPolicy brute(TacticsProfile::brute());
        const auto shot = brute.next(turnOf(flankScene("1d3"), "ava"));
        QVERIFY(shot);
        QCOMPARE(shot->toJson().value("type").toString(), QStringLiteral("attack"));
        QCOMPARE(shot->toJson().value("power").toString(), QStringLiteral("bow"));
        // A sword for 1d8+2 is worth 0.6 x 6.5 + 0.05 x 10 = 4.4 flanking, more than the bow: the square scores
        // 4.4 + 0.5 - 0.05, and she steps in to flank.
        const auto step = brute.next(turnOf(flankScene("1d8+2"), "ava"));
        QVERIFY(step);
        const QJsonObject json = step->toJson();
        QCOMPARE(json.value("type").toString(), QStringLiteral("move"));
        const QJsonArray to = json.value("path").toArray().last().toArray();
        QCOMPARE(to.at(0).toInt(), 3);
        QCOMPARE(to.at(1).toInt(), 2);
    }

    void bullRushIntoAPit()
    {
        const TacticsPolicy brute(TacticsProfile::brute());
        // Bull Rush, Strength +8 vs Fortitude 14, hits on 7..20 (15/20) and pushes Ava over the pit: she saves on
        // 10..20 (11/20) and falls prone at the edge (2), or falls in, 1d10 (5.5) and prone: 0.55 x 2 + 0.45 x 7.5
        // = 4.475, so 0.75 x 4.475 = 3.36 against the club's +4 vs AC 17 for 2 (8/20: 0.8).
        const EncounterState scene = turnOf(pitScene(true, "2"), "ogre");
        QCOMPARE(TacticsPolicy::pitPushWorth(scene, *scene.combatant("ava")), 0.55 * 2 + 0.45 * 7.5);
        const auto rush = brute.next(scene);
        QVERIFY(rush);
        const QJsonObject json = rush->toJson();
        QCOMPARE(json.value("power").toString(), QStringLiteral("bull-rush"));
        QCOMPARE(json.value("push").toArray().at(0).toInt(), 7);
        QVERIFY(rush->validate(scene));
        // No pit: nothing to push her into, the club. A club for 2d8+5 (+4 vs AC 17: 0.35 x 14 + 0.05 x 21 = 5.95)
        // beats the push at the pit too.
        QCOMPARE(brute.next(turnOf(pitScene(false, "2"), "ogre"))->toJson().value("power").toString(),
                 QStringLiteral("club"));
        QCOMPARE(brute.next(turnOf(pitScene(true, "2d8+5"), "ogre"))->toJson().value("power").toString(),
                 QStringLiteral("club"));
        // Whole fights, replayed event for event (the fall and its save included).
        const int rushes =
            replayedFights(pitScene(true, "2"), TacticsPolicy(TacticsProfile::cautious()), brute,
                           [](const QJsonObject &command) { return command.value("power") == "bull-rush"; });
        QVERIFY(rushes > 0);
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
