// Orcus "Healing" and "Short rest" as the rest dialog previews them (HealingRules), checked against the rest the
// encounter applies (RestCommand): the dialog's "HP after" is the number the rest then gives.
#include "encounter/healingrules.h"
#include "encounterfixture.h"

using namespace battlemat;
using namespace battlemat::testing;

class TestHealingRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healingAddsUpToTheMaximumAndIgnoresNegativeHitPoints()
    {
        QCOMPARE(HealingRules::hpAfterHealing(12, 30, 7), 19);
        QCOMPARE(HealingRules::hpAfterHealing(27, 30, 7), 30); // "hit points regained in excess ... are lost"
        // "a dying creature on -5 HP healed of 10 damage goes straight to 10 current HP"
        QCOMPARE(HealingRules::hpAfterHealing(-5, 20, 10), 10);
        QCOMPARE(HealingRules::hpAfterHealing(0, 20, 25), 20);
        QCOMPARE(HealingRules::hpAfterHealing(12, 30, 0), 12);
    }

    void thePreviewIsWhatTheShortRestGives_data()
    {
        QTest::addColumn<int>("hp");
        QTest::addColumn<int>("spent");
        QTest::addColumn<int>("expectedHp");
        QTest::addColumn<int>("toFull");
        // ava: 30 HP, 2 recoveries of 7 (tests/engine/encounterfixture.h).
        QTest::newRow("12 HP, one recovery") << 12 << 1 << 19 << 2;
        QTest::newRow("12 HP, both") << 12 << 2 << 26 << 2;
        QTest::newRow("25 HP, one to full") << 25 << 1 << 30 << 1;
        QTest::newRow("full, none") << 30 << 0 << 30 << 0;
        QTest::newRow("-3 HP (stable), one: from 0") << -3 << 1 << 7 << 2;
    }

    void thePreviewIsWhatTheShortRestGives()
    {
        QFETCH(int, hp);
        QFETCH(int, spent);
        QFETCH(int, expectedHp);
        QFETCH(int, toFull);
        auto encounter = make(arena({20, 10, 5, 5, 3}));
        const QByteArray set = "{'type': 'setHitPoints', 'target': 'ava', 'hp': " + QByteArray::number(hp) + "}";
        QVERIFY(run(*encounter, set.constData()).ok);
        const Combatant before = *encounter->state().combatant(QStringLiteral("ava"));
        const HealingRules::ShortRestOutcome preview = HealingRules::shortRest(before, spent);
        QCOMPARE(preview.hp, expectedHp);
        QCOMPARE(preview.recoveriesLeft, 2 - spent);
        QCOMPARE(HealingRules::recoveriesToFull(before), toFull);

        const QByteArray rest =
            "{'type': 'rest', 'kind': 'short', 'recoveries': {'ava': " + QByteArray::number(spent) + "}}";
        const CommandOutcome outcome = run(*encounter, rest.constData());
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const Combatant *after = encounter->state().combatant(QStringLiteral("ava"));
        QCOMPARE(after->hp, preview.hp);
        QCOMPARE(after->recoveries, preview.recoveriesLeft);
    }

    void aKnockedOutCreatureWakesWithOneHitPointFirst()
    {
        Combatant creature;
        creature.hp = -4;
        creature.maxHp = 20;
        creature.knockedOut = true;
        creature.recoveries = 1;
        creature.recoveryValue = 5;
        QCOMPARE(HealingRules::shortRest(creature, 0).hp, 1);
        QCOMPARE(HealingRules::shortRest(creature, 1).hp, 6);  // 1, then a recovery of 5
        QCOMPARE(HealingRules::recoveriesToFull(creature), 1); // it has no more
        creature.dead = true;
        QCOMPARE(HealingRules::shortRest(creature, 1).hp, -4);
    }
};

QTEST_GUILESS_MAIN(TestHealingRules)
#include "tst_healingrules.moc"
