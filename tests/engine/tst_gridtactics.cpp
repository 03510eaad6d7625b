#include "grid/concealmentrules.h"
#include "grid/flankingrules.h"
#include "gridfixture.h"

using namespace battlemat;

/** Orcus "Flanking" and "Concealment" (with the obscured-square table of orcus-gaps-filled.md section 8). */
class TestGridTactics : public QObject
{
    Q_OBJECT

private:
    static void setConditions(BattleGrid &grid, const char *id, const QStringList &conditions)
    {
        const int index = idOf(grid, id);
        MapCreature c = grid.creature(index);
        c.conditions = conditions;
        grid.replaceCreature(index, c);
    }

private Q_SLOTS:
    void oppositeEdgesAndCornersOfOneSquare_data()
    {
        QTest::addColumn<int>("ax");
        QTest::addColumn<int>("ay");
        QTest::addColumn<int>("bx");
        QTest::addColumn<int>("by");
        QTest::addColumn<bool>("opposite");
        // Target at 1,1.
        QTest::newRow("west-east") << 0 << 1 << 2 << 1 << true;
        QTest::newRow("north-south") << 1 << 0 << 1 << 2 << true;
        QTest::newRow("nw-se corners") << 0 << 0 << 2 << 2 << true;
        QTest::newRow("ne-sw corners") << 2 << 0 << 0 << 2 << true;
        QTest::newRow("west-southeast") << 0 << 1 << 2 << 2 << false;
        QTest::newRow("nw-north-east") << 0 << 0 << 2 << 1 << false;
        QTest::newRow("same side") << 0 << 0 << 0 << 2 << false;
    }
    void oppositeEdgesAndCornersOfOneSquare()
    {
        QFETCH(int, ax);
        QFETCH(int, ay);
        QFETCH(int, bx);
        QFETCH(int, by);
        QFETCH(bool, opposite);
        QCOMPARE(FlankingRules::opposite({{ax, ay}, 1}, {{bx, by}, 1}, {{1, 1}, 1}), opposite);
        QCOMPARE(FlankingRules::opposite({{bx, by}, 1}, {{ax, ay}, 1}, {{1, 1}, 1}), opposite);
    }

    void flankingALargeCreature()
    {
        auto grid = loadGrid("flanking.json");
        FlankingRules rules(*grid);
        const int ogre = idOf(*grid, "ogre");
        const FlankingResult f = rules.flanking(idOf(*grid, "fighter"), ogre);
        QVERIFY2(f.flanking, qPrintable(f.reason));
        QCOMPARE(f.allyId, QStringLiteral("rogue"));
        // The cleric at the ogre's top-right corner is on the same side as the rogue and not opposite the fighter.
        QVERIFY(!rules.flanking(idOf(*grid, "cleric"), ogre).flanking);
        QVERIFY(!FlankingRules::opposite(grid->creature(idOf(*grid, "fighter")).space(),
                                         grid->creature(idOf(*grid, "cleric")).space(), grid->creature(ogre).space()));
    }

    void flankersMustBeAbleToAttack()
    {
        auto grid = loadGrid("flanking.json");
        FlankingRules rules(*grid);
        const int goblin = idOf(*grid, "goblin");
        QVERIFY(rules.flanking(idOf(*grid, "paladin"), goblin).flanking); // opposite corners
        QVERIFY(!rules.flanking(idOf(*grid, "monk"), goblin).flanking);   // east edge and north-west corner
        setConditions(*grid, "ranger", {QStringLiteral("helpless")});
        const FlankingResult helpless = rules.flanking(idOf(*grid, "paladin"), goblin);
        QVERIFY(!helpless.flanking);
        QVERIFY2(helpless.reason.contains(QStringLiteral("ranger")), qPrintable(helpless.reason));
        setConditions(*grid, "ranger", {QStringLiteral("cannot make opportunity attacks")});
        QVERIFY(!rules.flanking(idOf(*grid, "paladin"), goblin).flanking);
        setConditions(*grid, "ranger", {QStringLiteral("dazed")});
        QVERIFY(!rules.flanking(idOf(*grid, "paladin"), goblin).flanking);
        setConditions(*grid, "ranger", {QStringLiteral("prone")});
        QVERIFY(rules.flanking(idOf(*grid, "paladin"), goblin).flanking); // prone creatures still threaten
        setConditions(*grid, "paladin", {QStringLiteral("blinded")});
        QVERIFY(!rules.flanking(idOf(*grid, "paladin"), goblin).flanking);
        // Not adjacent: the fighter far away flanks nothing.
        QVERIFY(!rules.flanking(idOf(*grid, "fighter"), goblin).flanking);
    }

    void heavyObscurementAdjacentOrNot()
    {
        auto grid = loadGrid("concealment.json");
        ConcealmentRules rules(*grid);
        const int lurker = idOf(*grid, "lurker");
        const ConcealmentResult near = rules.concealment(idOf(*grid, "fighter"), lurker, AttackKind::Melee);
        QCOMPARE(near.grade, ConcealmentGrade::Concealment);
        QCOMPARE(near.penalty(), -2);
        const ConcealmentResult far = rules.concealment(idOf(*grid, "archer"), lurker, AttackKind::Ranged);
        QCOMPARE(far.grade, ConcealmentGrade::Total);
        QCOMPARE(far.penalty(), -5);
    }

    void lightAndTotalObscurementInvisibilityAndBlindness()
    {
        auto grid = loadGrid("concealment.json");
        ConcealmentRules rules(*grid);
        const int archer = idOf(*grid, "archer");
        QCOMPARE(rules.concealment(archer, idOf(*grid, "bandit"), AttackKind::Ranged).grade,
                 ConcealmentGrade::Concealment);
        QCOMPARE(rules.concealment(idOf(*grid, "fighter"), idOf(*grid, "shade"), AttackKind::Ranged).grade,
                 ConcealmentGrade::Total);
        QCOMPARE(rules.concealment(archer, idOf(*grid, "sprite"), AttackKind::Ranged).grade, ConcealmentGrade::Total);
        QCOMPARE(rules.concealment(idOf(*grid, "blind"), idOf(*grid, "bandit"), AttackKind::Melee).grade,
                 ConcealmentGrade::Total);
        // Open ground, sighted attacker: nothing.
        QCOMPARE(rules.concealment(idOf(*grid, "lurker"), idOf(*grid, "fighter"), AttackKind::Melee).grade,
                 ConcealmentGrade::None);
        // Near and far attacks ignore concealment.
        QCOMPARE(rules.concealment(archer, idOf(*grid, "shade"), AttackKind::Far).grade, ConcealmentGrade::None);
        QCOMPARE(rules.concealment(archer, idOf(*grid, "sprite"), AttackKind::Near).grade, ConcealmentGrade::None);
    }
};

QTEST_GUILESS_MAIN(TestGridTactics)
#include "tst_gridtactics.moc"
