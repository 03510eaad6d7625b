#include "orcus/damagerules.h"

#include <QTest>

using namespace battlemat;

/** "Hit points and healing": the damage pipeline, temporary HP, staggered, dying, death and healing. */
class TestDamageRules : public QObject
{
    Q_OBJECT

private:
    // A hero whose maximum is exactly maxHp (class base + Constitution score 10).
    static Creature hero(int maxHp, const QString &id = QStringLiteral("hero"))
    {
        StatBlock block;
        block.id = id;
        block.hero.classHitPoints = maxHp - 10;
        return Creature::create(block).value();
    }
    static Damage damage(int amount, DamageType type = DamageType::Untyped)
    {
        Damage result;
        result.amount = amount;
        result.type = type;
        result.sourceId = QStringLiteral("ogre");
        return result;
    }

private Q_SLOTS:
    void temporaryHitPointsAbsorbFirst()
    {
        Creature target = hero(20);
        QCOMPARE(DamageRules::grantTemporaryHitPoints(target, 5), 5);
        const DamageReport report = DamageRules::applyDamage(target, damage(7));
        // "if you have 5 temporary HP and take 7 damage, you lose the temporary HP and then take 2 damage"
        QCOMPARE(report.absorbedByTemporary, 5);
        QCOMPARE(report.hitPointsLost, 2);
        QCOMPARE(target.hitPoints(), 18);
        QCOMPARE(target.temporaryHitPoints(), 0);
    }

    void temporaryHitPointsDoNotStack()
    {
        Creature target = hero(20);
        DamageRules::grantTemporaryHitPoints(target, 10);
        QCOMPARE(DamageRules::grantTemporaryHitPoints(target, 12), 12); // the rules' example
        QCOMPARE(DamageRules::grantTemporaryHitPoints(target, 4), 12);
    }

    void resistanceWeaknessAndImmunity_data()
    {
        QTest::addColumn<QString>("adjustment");
        QTest::addColumn<int>("amount");
        QTest::addColumn<int>("fireDamage");
        QTest::addColumn<int>("expected");
        QTest::newRow("resist fire 5 vs 3 fire") << "resist" << 5 << 3 << 0;
        QTest::newRow("resist fire 5 vs 12 fire") << "resist" << 5 << 12 << 7;
        QTest::newRow("weak fire 5 vs 3 fire") << "weak" << 5 << 3 << 8;
        QTest::newRow("immune fire vs 30 fire") << "immune" << 0 << 30 << 0;
    }
    void resistanceWeaknessAndImmunity()
    {
        QFETCH(QString, adjustment);
        QFETCH(int, amount);
        QFETCH(int, fireDamage);
        QFETCH(int, expected);
        StatBlock block;
        block.id = QStringLiteral("salamander");
        block.hero.classHitPoints = 40;
        if (adjustment == QLatin1String("resist"))
            block.damageAdjustments.resistances.insert(DamageType::Fire, amount);
        else if (adjustment == QLatin1String("weak"))
            block.damageAdjustments.weaknesses.insert(DamageType::Fire, amount);
        else
            block.damageAdjustments.immunities.insert(DamageType::Fire);
        Creature target = Creature::create(block).value();
        const DamageReport report = DamageRules::applyDamage(target, damage(fireDamage, DamageType::Fire));
        QCOMPARE(report.hitPointsLost, expected);
        QCOMPARE(target.hitPoints(), 50 - expected);
        QCOMPARE(report.steps.size(), 1);
        // Cold damage is not touched by a fire adjustment.
        QCOMPARE(DamageRules::adjustedAmount(target, damage(fireDamage, DamageType::Cold)), fireDamage);
    }

    void staggeredAtHalfOrBelow()
    {
        Creature target = hero(25); // staggered value 12
        QCOMPARE(target.staggeredValue(), 12);
        DamageReport report = DamageRules::applyDamage(target, damage(12));
        QVERIFY(!report.becameStaggered);
        QVERIFY(!target.isStaggered());
        report = DamageRules::applyDamage(target, damage(1));
        QVERIFY(report.becameStaggered);
        QVERIFY(target.statuses().contains(QStringLiteral("staggered")));
    }

    void dyingFallsUnconsciousAndProne()
    {
        Creature target = hero(20);
        const DamageReport report = DamageRules::applyDamage(target, damage(25));
        QCOMPARE(target.hitPoints(), -5);
        QVERIFY(report.becameDying);
        QVERIFY(target.isDying());
        QVERIFY(!target.isDead());
        QVERIFY(target.conditions().has(Condition::Unconscious)); // implied by dying
        QVERIFY(target.conditions().has(Condition::Prone));
        QCOMPARE(target.currentDefenses().ac, target.derived().defenses.ac - 5);
        QVERIFY(!target.conditionEffects().canTakeAnyAction());
        QVERIFY(target.conditionEffects().isOffGuardAgainst(false));
    }

    void healingFromNegativeSetsHitPointsToTheHealing()
    {
        Creature target = hero(20);
        DamageRules::applyDamage(target, damage(25));
        QCOMPARE(target.hitPoints(), -5);
        const HealingReport report = DamageRules::heal(target, 10);
        // "a dying creature on -5 HP healed of 10 damage goes straight to 10 current HP"
        QCOMPARE(target.hitPoints(), 10);
        QVERIFY(report.stoppedDying);
        QVERIFY(!target.isDying());
        QVERIFY(!target.conditions().has(Condition::Unconscious));
        QVERIFY(target.conditions().has(Condition::Prone)); // still prone until it stands up
        DamageRules::heal(target, 50);
        QCOMPARE(target.hitPoints(), 20); // not above the maximum
    }

    void deathAtMinusTheStaggeredValue()
    {
        Creature target = hero(20); // staggered value 10
        DamageRules::applyDamage(target, damage(29));
        QCOMPARE(target.hitPoints(), -9);
        QVERIFY(target.isDying());
        const DamageReport report = DamageRules::applyDamage(target, damage(1));
        QCOMPARE(target.hitPoints(), -10);
        QVERIFY(report.died);
        QVERIFY(target.isDead());
        QVERIFY(!target.isDying());
        const HealingReport healing = DamageRules::heal(target, 10);
        QVERIFY(healing.refused);
        QCOMPARE(target.hitPoints(), -10);
    }

    void knockingOutInsteadOfKilling()
    {
        Creature target = hero(20);
        const DamageReport report = DamageRules::applyDamage(target, damage(35), true);
        QVERIFY(report.knockedOut);
        QVERIFY(!target.isDead());
        QVERIFY(!target.isDying());
        QVERIFY(target.conditions().has(Condition::Unconscious));
        QVERIFY(target.conditions().has(Condition::Prone));
    }

    void mookDiesFromAnyRealHit()
    {
        StatBlock block;
        block.id = QStringLiteral("goblin");
        block.kind = StatBlock::Kind::Monster;
        block.monster.maxHitPoints = 1;
        Creature mook = Creature::create(block).value();
        QCOMPARE(mook.staggeredValue(), 0);
        const DamageReport report = DamageRules::applyDamage(mook, damage(5));
        QVERIFY(report.died);
        QCOMPARE(report.hitPointsAfter, -4);
    }

    void weakenedHalvesAttackDamageButNotPersistent()
    {
        Creature target = hero(40);
        Damage attack = damage(13);
        attack.dealerWeakened = true;
        DamageReport report = DamageRules::applyDamage(target, attack);
        QCOMPARE(report.hitPointsLost, 6);
        QCOMPARE(report.steps.first().name, QStringLiteral("weakened"));
        Damage persistent = damage(13);
        persistent.dealerWeakened = true;
        persistent.persistent = true;
        report = DamageRules::applyDamage(target, persistent);
        QCOMPARE(report.hitPointsLost, 13);
    }

    void regenerationUsesTheHighestSourceOnly()
    {
        StatBlock block;
        block.id = QStringLiteral("troll");
        block.hero.classHitPoints = 30;
        block.regeneration = 3;
        Creature troll = Creature::create(block).value();
        troll.regenerationSources().append({5, QStringLiteral("potion")});
        troll.regenerationSources().append({2, QStringLiteral("ring")});
        DamageRules::applyDamage(troll, damage(20));
        const HealingReport report = DamageRules::regenerate(troll);
        QCOMPARE(report.amount, 5);
        QCOMPARE(troll.hitPoints(), 25);
    }

    void recoveries()
    {
        Creature target = hero(20); // recovery value 5, recoveries 6
        DamageRules::applyDamage(target, damage(12));
        DamageRules::spendRecovery(target);
        QCOMPARE(target.hitPoints(), 13);
        QCOMPARE(target.recoveriesLeft(), 5);
        target.setRecoveriesLeft(0);
        DamageRules::applyDamage(target, damage(16));
        QVERIFY(target.isDying());
        DamageRules::spendRecovery(target);
        QCOMPARE(target.hitPoints(), 1); // "Healing with no recoveries"
        QVERIFY(!target.isDying());
    }
};

QTEST_GUILESS_MAIN(TestDamageRules)
#include "tst_damagerules.moc"
