// Segmented action points (engine/modules/segmentedap), with every formula of
// ../shared/rules/segmented-action-points.txt at each valid SPD.
#include "modules/segmentedap/orcusphasemapping.h"
#include "modules/segmentedap/segmentclock.h"
#include "modules/segmentedap/segmentedactioncosts.h"
#include "modules/segmentedap/segmentedapcommands.h"
#include "modules/segmentedap/segmentedapmodule.h"
#include "modules/segmentedap/segmentedapsettings.h"

#include <QJsonArray>
#include <QTest>

using namespace battlemat;

Q_DECLARE_METATYPE(SegmentedActionKind)

namespace {

SegmentedCombatant fighter(const QString &id, int dexterity = 10, int speed = 2)
{
    SegmentedCombatant combatant;
    combatant.id = id;
    combatant.dexterity = dexterity;
    combatant.speed = speed;
    return combatant;
}

/** A clock with the combatants, run to the given segment of turn 1. */
SegmentClock clockAt(const QList<SegmentedCombatant> &combatants, int segment)
{
    SegmentClock clock;
    for (const SegmentedCombatant &combatant : combatants) {
        if (!clock.addCombatant(combatant))
            qFatal("cannot add %s", qPrintable(combatant.id));
    }
    (void)clock.start();
    for (int i = 1; i < segment; ++i)
        (void)clock.nextSegment();
    return clock;
}

SegmentedActionRequest action(SegmentedActionKind kind, int modifiers = 0)
{
    SegmentedActionRequest request;
    request.kind = kind;
    request.modifiers = modifiers;
    return request;
}

} // namespace

class TestSegmentedAp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accrualPerSegment();
    void costs_data();
    void costs();
    void speedOutsideOneToThreeIsRefused();
    void halfPhaseActionKeepsAtMostSix();
    void fullPhaseKeepsNothing();
    void attackResetsToZero();
    void attackNeedsPrimaryPoints();
    void resetOnStunKnockOutInterrupt();
    void movementAndSprint();
    void abortEndsTheSegment();
    void dexterityOrder();
    void zeroPhaseBeforeAttack();
    void orcusActions();
    void settings();
    void clockJsonRoundTrip();
    void commandsOnTheTable();
};

void TestSegmentedAp::accrualPerSegment()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"))}, 1);
    QCOMPARE(clock.combatant(QStringLiteral("a"))->primary, 1);
    QCOMPARE(clock.combatant(QStringLiteral("a"))->secondary, 1);
    for (int i = 0; i < 5; ++i)
        QVERIFY(clock.nextSegment().ok());
    QCOMPARE(clock.segment(), 6);
    QCOMPARE(clock.combatant(QStringLiteral("a"))->primary, 6);
    QCOMPARE(clock.combatant(QStringLiteral("a"))->secondary, 6);
    for (int i = 0; i < 6; ++i)
        QVERIFY(clock.nextSegment().ok());
    QCOMPARE(clock.turn(), 1);
    QCOMPARE(clock.segment(), 12);
    QCOMPARE(clock.combatant(QStringLiteral("a"))->total(), 24);
    // 12 segments make a turn; the next is segment 1 of turn 2, and the points keep adding up.
    QVERIFY(clock.nextSegment().ok());
    QCOMPARE(clock.turn(), 2);
    QCOMPARE(clock.segment(), 1);
    QCOMPARE(clock.combatant(QStringLiteral("a"))->total(), 26);
    SegmentClock idle;
    QCOMPARE(idle.nextSegment().errorMessage(), QStringLiteral("the segment clock has not started"));
}

void TestSegmentedAp::costs_data()
{
    QTest::addColumn<SegmentedActionKind>("kind");
    QTest::addColumn<int>("speed");
    QTest::addColumn<int>("spellLevel");
    QTest::addColumn<int>("casterLevel");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<int>("extraPhases");
    QTest::addColumn<int>("cost");
    QTest::addColumn<bool>("primaryOnly");
    QTest::addColumn<int>("maxRemaining");
    const auto k = [](SegmentedActionKind kind) { return kind; };
    for (int speed = 1; speed <= 3; ++speed) {
        // 1/2 phase attack: PAP 6 - SPD, leaves 0 PAP 0 SAP.
        QTest::addRow("half attack SPD %d", speed)
            << k(SegmentedActionKind::HalfPhaseAttack) << speed << 0 << 1 << 0 << 0 << 6 - speed << true << 0;
        // 1/2 phase action: 6 - SPD from either kind, keeps at most 6.
        QTest::addRow("half action SPD %d", speed)
            << k(SegmentedActionKind::HalfPhaseAction) << speed << 0 << 1 << 0 << 0 << 6 - speed << false << 6;
        // Full phase: 12 - 2 x SPD, keeps 0.
        QTest::addRow("full SPD %d", speed)
            << k(SegmentedActionKind::FullPhaseAction) << speed << 0 << 1 << 0 << 0 << 12 - 2 * speed << false << 0;
        // 1/2 phase attack spell, level 4 by a level 2 caster: 4 + (4 + (4 - 2) / 2) - SPD = 9 - SPD.
        QTest::addRow("attack spell SPD %d", speed)
            << k(SegmentedActionKind::AttackSpell) << speed << 4 << 2 << 0 << 0 << 9 - speed << true << 0;
        // Full phase spell, level 4 by a level 2 caster: 8 + (4 x 2 - 2) - 2 x SPD = 14 - 2 x SPD.
        QTest::addRow("full spell SPD %d", speed)
            << k(SegmentedActionKind::FullPhaseSpell) << speed << 4 << 2 << 0 << 0 << 14 - 2 * speed << false << 0;
        // Extra time: each further phase a full phase, 12 - 2 x SPD.
        QTest::addRow("full + 1 extra phase SPD %d", speed) << k(SegmentedActionKind::FullPhaseAction) << speed << 0
                                                            << 1 << 0 << 1 << 2 * (12 - 2 * speed) << false << 0;
        QTest::addRow("half action + 2 extra phases SPD %d", speed)
            << k(SegmentedActionKind::HalfPhaseAction) << speed << 0 << 1 << 0 << 2 << 6 - speed + 2 * (12 - 2 * speed)
            << false << 6;
    }
    QTest::newRow("modifier +2") << k(SegmentedActionKind::HalfPhaseAttack) << 2 << 0 << 1 << 2 << 0 << 6 << true << 0;
    QTest::newRow("modifier -1") << k(SegmentedActionKind::FullPhaseAction) << 3 << 0 << 1 << -1 << 0 << 5 << false
                                 << 0;
    // (1 - 6) / 2 = -2.5, rounded down to -3 (the caster's side): 4 + (1 - 3) - 2 = 0, and no action is free: 1.
    QTest::newRow("attack spell under a high caster")
        << k(SegmentedActionKind::AttackSpell) << 2 << 1 << 6 << 0 << 0 << 1 << true << 0;
    QTest::newRow("attack spell, odd half")
        << k(SegmentedActionKind::AttackSpell) << 1 << 5 << 2 << 0 << 0 << 9 << true << 0; // 4 + (5 + 1) - 1
}

void TestSegmentedAp::costs()
{
    QFETCH(SegmentedActionKind, kind);
    QFETCH(int, speed);
    QFETCH(int, spellLevel);
    QFETCH(int, casterLevel);
    QFETCH(int, modifiers);
    QFETCH(int, extraPhases);
    QFETCH(int, cost);
    QFETCH(bool, primaryOnly);
    QFETCH(int, maxRemaining);
    SegmentedActionRequest request{kind, speed, modifiers, spellLevel, casterLevel, extraPhases};
    const auto priced = SegmentedActionCosts::cost(request);
    QVERIFY2(priced.ok(), qPrintable(priced.errorMessage()));
    QCOMPARE(priced->cost, cost);
    QCOMPARE(priced->primaryOnly, primaryOnly);
    QCOMPARE(priced->maxRemaining, maxRemaining);
}

void TestSegmentedAp::speedOutsideOneToThreeIsRefused()
{
    for (int speed : {0, 4, -1, 7}) {
        const auto priced = SegmentedActionCosts::cost({SegmentedActionKind::HalfPhaseAction, speed});
        QCOMPARE(priced.errorMessage(),
                 QStringLiteral("SPD %1 is outside 1 to 3: the \"Modified Speed Characteristic\" rule that would price "
                                "other speeds is missing from the segmented action point text")
                     .arg(speed));
    }
    SegmentClock clock;
    QVERIFY(clock.addCombatant(fighter(QStringLiteral("fast"), 10, 4))
                .errorMessage()
                .startsWith(QStringLiteral("fast: SPD 4 is outside 1 to 3")));
}

void TestSegmentedAp::halfPhaseActionKeepsAtMostSix()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"))}, 6); // 6 PAP, 6 SAP
    const auto done = clock.act(QStringLiteral("a"), action(SegmentedActionKind::HalfPhaseAction));
    QVERIFY2(done.ok(), qPrintable(done.errorMessage()));
    // 4 paid (SPD 2) from the SAPs, then 8 left is 2 past the maximum of 6: the SAPs go first.
    QCOMPARE(done->cost.cost, 4);
    QCOMPARE(done->dropped, 2);
    QCOMPARE(done->primary, 6);
    QCOMPARE(done->secondary, 0);
    // Few points left: nothing dropped.
    SegmentClock early = clockAt({fighter(QStringLiteral("b"))}, 3); // 3 + 3
    const auto small = early.act(QStringLiteral("b"), action(SegmentedActionKind::HalfPhaseAction));
    QCOMPARE(small->dropped, 0);
    QCOMPARE(small->primary, 2);
    QCOMPARE(small->secondary, 0);
}

void TestSegmentedAp::fullPhaseKeepsNothing()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"))}, 6);
    const auto done = clock.act(QStringLiteral("a"), action(SegmentedActionKind::FullPhaseAction));
    QVERIFY(done.ok());
    QCOMPARE(done->cost.cost, 8);
    QCOMPARE(done->primary + done->secondary, 0);
    QCOMPARE(done->dropped, 4);
    QCOMPARE(clock.act(QStringLiteral("a"), action(SegmentedActionKind::FullPhaseAction)).errorMessage(),
             QStringLiteral("a needs 8 action points (PAP and SAP together) and has 0"));
}

void TestSegmentedAp::attackResetsToZero()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"), 10, 3)}, 5); // 5 PAP, 5 SAP
    const auto attack = clock.act(QStringLiteral("a"), action(SegmentedActionKind::HalfPhaseAttack));
    QVERIFY2(attack.ok(), qPrintable(attack.errorMessage()));
    QCOMPARE(attack->cost.cost, 3);
    QCOMPARE(attack->primary, 0);
    QCOMPARE(attack->secondary, 0);
    QCOMPARE(attack->dropped, 7);
    QVERIFY(clock.nextSegment().ok());
    QCOMPARE(clock.combatant(QStringLiteral("a"))->primary, 1);
}

void TestSegmentedAp::attackNeedsPrimaryPoints()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"))}, 3); // 3 PAP 3 SAP; the attack needs 4 PAP
    QCOMPARE(clock.act(QStringLiteral("a"), action(SegmentedActionKind::HalfPhaseAttack)).errorMessage(),
             QStringLiteral("a needs 4 PAP for this attack and has 3"));
    QCOMPARE(clock.combatant(QStringLiteral("a"))->total(), 6);
    QVERIFY(clock.nextSegment().ok());
    QVERIFY(clock.canAfford(QStringLiteral("a"), action(SegmentedActionKind::HalfPhaseAttack)).ok());
}

void TestSegmentedAp::resetOnStunKnockOutInterrupt()
{
    for (SegmentedReset why :
         {SegmentedReset::Stunned, SegmentedReset::KnockedOut, SegmentedReset::Interrupted, SegmentedReset::Attack}) {
        SegmentClock clock = clockAt({fighter(QStringLiteral("a"))}, 7);
        QCOMPARE(clock.combatant(QStringLiteral("a"))->total(), 14);
        QVERIFY(clock.reset(QStringLiteral("a"), why).ok());
        QCOMPARE(clock.combatant(QStringLiteral("a"))->primary, 0);
        QCOMPARE(clock.combatant(QStringLiteral("a"))->secondary, 0);
    }
    SegmentClock clock;
    QCOMPARE(clock.reset(QStringLiteral("x"), SegmentedReset::Stunned).errorMessage(),
             QStringLiteral("'x' is not on the segment clock"));
}

void TestSegmentedAp::movementAndSprint()
{
    SegmentedCombatant runner = fighter(QStringLiteral("r"));
    runner.squaresPerPoint = SegmentedApSettings().squaresFor(6); // Orcus speed 6: 1 square a point
    SegmentClock clock = clockAt({runner}, 1);
    QCOMPARE(clock.move(QStringLiteral("r"), true, false).errorMessage(),
             QStringLiteral("r moves by its SAP first; the PAP moves it again"));
    const auto walk = clock.move(QStringLiteral("r"), false, false);
    QVERIFY2(walk.ok(), qPrintable(walk.errorMessage()));
    QCOMPARE(walk->squares, 1);
    QCOMPARE(walk->secondary, 0);
    QCOMPARE(clock.move(QStringLiteral("r"), false, false).errorMessage(),
             QStringLiteral("r has moved by its SAP this segment already"));
    // Sprinting: each point moves double, at half DCV.
    const auto sprint = clock.move(QStringLiteral("r"), true, true);
    QVERIFY2(sprint.ok(), qPrintable(sprint.errorMessage()));
    QCOMPARE(sprint->squares, 2);
    QVERIFY(sprint->sprinting);
    QVERIFY(clock.combatant(QStringLiteral("r"))->sprinting);
    QCOMPARE(clock.combatant(QStringLiteral("r"))->total(), 0);
    QCOMPARE(clock.move(QStringLiteral("r"), true, false).errorMessage(),
             QStringLiteral("r has moved by a PAP this segment already"));
    QVERIFY(clock.nextSegment().ok());
    QVERIFY(!clock.combatant(QStringLiteral("r"))->sprinting);
    QCOMPARE(clock.move(QStringLiteral("r"), false, true)->squares, 2);
    QCOMPARE(SegmentedApSettings().squaresFor(7), 2);
    QCOMPARE(SegmentedApSettings().squaresFor(3), 1);
}

void TestSegmentedAp::abortEndsTheSegment()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("d"))}, 1); // 1 PAP, 1 SAP
    // A dodge (a 1/2 phase action, 4 at SPD 2) with 2 points: allowed at 0 PAP or more, priced as usual.
    const auto aborted = clock.abortTo(QStringLiteral("d"), action(SegmentedActionKind::HalfPhaseAction));
    QVERIFY2(aborted.ok(), qPrintable(aborted.errorMessage()));
    QCOMPARE(aborted->secondary, 0);
    QCOMPARE(aborted->primary, -2);
    const QString done = QStringLiteral("d aborted to a defensive action and acts no more this segment");
    QCOMPARE(clock.act(QStringLiteral("d"), action(SegmentedActionKind::HalfPhaseAction)).errorMessage(), done);
    QCOMPARE(clock.move(QStringLiteral("d"), false, false).errorMessage(), done);
    QCOMPARE(clock.zeroPhaseAction(QStringLiteral("d")).errorMessage(), done);
    QCOMPARE(clock.abortTo(QStringLiteral("d"), action(SegmentedActionKind::HalfPhaseAction)).errorMessage(),
             QStringLiteral("d aborted already this segment"));
    QVERIFY(clock.nextSegment().ok());
    QCOMPARE(clock.combatant(QStringLiteral("d"))->primary, -1);
    QCOMPARE(clock.abortTo(QStringLiteral("d"), action(SegmentedActionKind::HalfPhaseAction)).errorMessage(),
             QStringLiteral("d has -1 PAP: aborting needs 0 PAP or more"));
    QVERIFY(clock.nextSegment().ok()); // 0 PAP: allowed again
    QVERIFY(clock.abortTo(QStringLiteral("d"), action(SegmentedActionKind::HalfPhaseAction)).ok());
}

void TestSegmentedAp::dexterityOrder()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"), 12, 2), fighter(QStringLiteral("b"), 15, 1),
                                  fighter(QStringLiteral("c"), 12, 3), fighter(QStringLiteral("d"), 12, 2)},
                                 1);
    QCOMPARE(clock.actingOrder(),
             (QStringList{QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("d")}));
}

void TestSegmentedAp::zeroPhaseBeforeAttack()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"), 10, 3)}, 3);
    QVERIFY(clock.zeroPhaseAction(QStringLiteral("a")).ok());
    QVERIFY(clock.act(QStringLiteral("a"), action(SegmentedActionKind::HalfPhaseAttack)).ok());
    QCOMPARE(clock.zeroPhaseAction(QStringLiteral("a")).errorMessage(),
             QStringLiteral("a attacked this segment: zero-phase actions come before an attack"));
    QVERIFY(clock.nextSegment().ok());
    QVERIFY(clock.zeroPhaseAction(QStringLiteral("a")).ok());
}

void TestSegmentedAp::orcusActions()
{
    QCOMPARE(*OrcusPhaseMapping::map(QStringLiteral("standard"), true, false)->phase,
             SegmentedActionKind::HalfPhaseAttack);
    QCOMPARE(*OrcusPhaseMapping::map(QStringLiteral("standard"), false, false)->phase,
             SegmentedActionKind::HalfPhaseAction);
    QCOMPARE(*OrcusPhaseMapping::map(QStringLiteral("standard"), true, true)->phase, SegmentedActionKind::AttackSpell);
    QCOMPARE(*OrcusPhaseMapping::map(QStringLiteral("standard"), false, true)->phase,
             SegmentedActionKind::FullPhaseSpell);
    QCOMPARE(*OrcusPhaseMapping::map(QStringLiteral("full"), false, false)->phase,
             SegmentedActionKind::FullPhaseAction);
    QVERIFY(OrcusPhaseMapping::map(QStringLiteral("full"), true, false)->movement);
    QVERIFY(OrcusPhaseMapping::map(QStringLiteral("move"), false, false)->movement);
    QVERIFY(!OrcusPhaseMapping::map(QStringLiteral("move"), false, false)->phase);
    QVERIFY(OrcusPhaseMapping::map(QStringLiteral("minor"), false, false)->zeroPhase);
    QVERIFY(OrcusPhaseMapping::map(QStringLiteral("free"), false, false)->zeroPhase);
    QCOMPARE(OrcusPhaseMapping::map(QStringLiteral("swift"), false, false).errorMessage(),
             QStringLiteral("'swift' is no Orcus action: give standard, move, minor, free or full"));
    QCOMPARE(segmentedActionKindName(SegmentedActionKind::AttackSpell), QStringLiteral("attack-spell"));
    QCOMPARE(*segmentedActionKindFromName(QStringLiteral("full")), SegmentedActionKind::FullPhaseAction);
}

void TestSegmentedAp::settings()
{
    SegmentedApSettings changed;
    changed.defaultSpeed = 3;
    changed.squaresPerPoint = 2;
    const auto read = SegmentedApSettings::fromJson(changed.toJson(), JsonContext(QStringLiteral("campaign")));
    QVERIFY(read.ok());
    QVERIFY(*read == changed);
    QCOMPARE(read->squaresFor(12), 2);
    const auto bad =
        SegmentedApSettings::fromJson({{QStringLiteral("defaultSpeed"), 4}}, JsonContext(QStringLiteral("campaign")));
    QVERIFY(!bad.ok());
    QVERIFY2(bad.errorMessage().contains(QStringLiteral("defaultSpeed")), qPrintable(bad.errorMessage()));
}

void TestSegmentedAp::clockJsonRoundTrip()
{
    SegmentClock clock = clockAt({fighter(QStringLiteral("a"), 14, 3), fighter(QStringLiteral("b"))}, 4);
    QVERIFY(clock.move(QStringLiteral("b"), false, true).ok());
    QVERIFY(clock.abortTo(QStringLiteral("a"), action(SegmentedActionKind::FullPhaseAction)).ok());
    const auto read = SegmentClock::fromJson(clock.toJson(), JsonContext(QStringLiteral("state")));
    QVERIFY2(read.ok(), qPrintable(read.errorMessage()));
    QVERIFY(*read == clock);
    const QJsonObject view = clock.view();
    QCOMPARE(view.value(QStringLiteral("segment")).toInt(), 4);
    QCOMPARE(view.value(QStringLiteral("combatants"))
                 .toObject()
                 .value(QStringLiteral("b"))
                 .toObject()
                 .value(QStringLiteral("canAfford")),
             QJsonValue(QJsonArray{QStringLiteral("half-attack"), QStringLiteral("half")}));
}

void TestSegmentedAp::commandsOnTheTable()
{
    const SegmentedApModule module;
    const QJsonObject settings = module.settingsWithDefaults({});
    QCOMPARE(settings.value(QStringLiteral("defaultSpeed")).toInt(), 2);
    TableState table;
    table.modules.insert(module.id(), module.initialState(settings));
    const JsonContext where(QStringLiteral("steps[0]"));
    const auto run = [&](const QJsonObject &step) -> Result<QList<QJsonObject>> {
        auto command = module.tableCommand(step, where, settings);
        if (!command)
            return command.error();
        return (*command)->apply(table);
    };
    const auto combatant = [](const char *id, int dexterity) {
        return QJsonObject{{QStringLiteral("id"), QLatin1String(id)}, {QStringLiteral("dexterity"), dexterity}};
    };
    QVERIFY(run({{QStringLiteral("type"), QStringLiteral("segmentedAp.startClock")},
                 {QStringLiteral("combatants"), QJsonArray{combatant("a", 10), combatant("b", 12)}}})
                .ok());
    const QJsonObject started = table.modules.value(module.id());
    const auto refused = run({{QStringLiteral("type"), QStringLiteral("segmentedAp.act")},
                              {QStringLiteral("combatant"), QStringLiteral("a")},
                              {QStringLiteral("action"), QStringLiteral("full")}});
    QCOMPARE(refused.errorMessage(), QStringLiteral("a needs 8 action points (PAP and SAP together) and has 2"));
    QVERIFY(table.modules.value(module.id()) == started);
    const auto moved = run({{QStringLiteral("type"), QStringLiteral("segmentedAp.act")},
                            {QStringLiteral("combatant"), QStringLiteral("a")},
                            {QStringLiteral("orcusAction"), QStringLiteral("move")}});
    QCOMPARE(moved.errorMessage(), QStringLiteral("steps[0]: orcusAction: a move action is the move command (1 SAP, "
                                                  "then 1 PAP)"));
    const auto minor = run({{QStringLiteral("type"), QStringLiteral("segmentedAp.act")},
                            {QStringLiteral("combatant"), QStringLiteral("a")},
                            {QStringLiteral("orcusAction"), QStringLiteral("minor")}});
    QVERIFY2(minor.ok(), qPrintable(minor.errorMessage()));
    QCOMPARE(minor->constFirst().value(QStringLiteral("type")).toString(),
             QStringLiteral("segmentedAp.zeroPhaseAction"));
    const auto bad = run({{QStringLiteral("type"), QStringLiteral("segmentedAp.reset")},
                          {QStringLiteral("combatant"), QStringLiteral("a")},
                          {QStringLiteral("reason"), QStringLiteral("bored")}});
    QCOMPARE(bad.errorMessage(),
             QStringLiteral("steps[0]: reason: 'bored': give attack, knockedOut, stunned or interrupted"));
    QVERIFY(run({{QStringLiteral("type"), QStringLiteral("segmentedAp.endClock")}}).ok());
    QCOMPARE(run({{QStringLiteral("type"), QStringLiteral("segmentedAp.nextSegment")}}).errorMessage(),
             QStringLiteral("the segment clock has not started"));
}

QTEST_GUILESS_MAIN(TestSegmentedAp)
#include "tst_segmentedap.moc"
