#include "encounterfixture.h"

#include "encounter/conditionrules.h"
#include "orcus/staggered.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

// Initiative dice in the arena's file order ava, bran, g1, g2, ogre: ava 22, bran 11, g1 5, g2 4, ogre 3.
static const QList<int> initiative{20, 10, 5, 4, 3};

/**
 * Orcus "Hit points and healing" through the encounter's own commands, the one place damage and healing are
 * applied: temporary HP, resistance, weakness and immunity, staggered, dying, death at minus the staggered value,
 * healing from below 0, mooks, regeneration and recoveries. The arena's ava has 30 HP (staggered value 15),
 * 2 recoveries of 7.
 */
class TestEncounterHitPoints : public QObject
{
    Q_OBJECT

private:
    static std::unique_ptr<CommandProcessor> begun(const QJsonObject &overrides = {}, const QList<int> &more = {})
    {
        auto encounter = make(arena(initiative + more, overrides));
        run(*encounter, "{'type': 'start'}");
        run(*encounter, "{'type': 'rollInitiative'}");
        return encounter;
    }
    static const Combatant &ava(const CommandProcessor &encounter)
    {
        return *encounter.state().combatant(QStringLiteral("ava"));
    }
    static bool has(const CommandProcessor &encounter, const Combatant &c, const char *condition)
    {
        return ConditionRules::has(encounter.state(), c, QLatin1String(condition));
    }
    /** The arena with ava's stat block changed by `change` (resistances, regeneration, rank ...). */
    static QJsonObject withAva(const QJsonObject &change)
    {
        QJsonObject encounter = arena(initiative);
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        for (qsizetype i = 0; i < creatures.size(); ++i) {
            QJsonObject creature = creatures.at(i).toObject();
            if (creature.value(QStringLiteral("id")).toString() != QLatin1String("ava"))
                continue;
            for (auto it = change.begin(); it != change.end(); ++it)
                creature.insert(it.key(), it.value());
            creatures[i] = creature;
        }
        return {{QStringLiteral("creatures"), creatures}};
    }

private Q_SLOTS:
    void temporaryHitPointsAbsorbFirst()
    {
        auto encounter = begun();
        QVERIFY(run(*encounter, "{'type': 'temporaryHitPoints', 'target': 'ava', 'amount': 5}").ok);
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 7}").ok);
        // "if you have 5 temporary HP and take 7 damage, you lose the temporary HP and then take 2 damage"
        QCOMPARE(ava(*encounter).tempHp, 0);
        QCOMPARE(ava(*encounter).hp, 28);
    }

    void temporaryHitPointsDoNotStack()
    {
        auto encounter = begun();
        QVERIFY(run(*encounter, "{'type': 'temporaryHitPoints', 'target': 'ava', 'amount': 10}").ok);
        QVERIFY(run(*encounter, "{'type': 'temporaryHitPoints', 'target': 'ava', 'amount': 12}").ok);
        QCOMPARE(ava(*encounter).tempHp, 12); // the rules' example: 10, then 12, keeps 12
        QVERIFY(run(*encounter, "{'type': 'temporaryHitPoints', 'target': 'ava', 'amount': 4}").ok);
        QCOMPARE(ava(*encounter).tempHp, 12);
    }

    void resistanceWeaknessAndImmunity_data()
    {
        QTest::addColumn<QByteArray>("defenses");
        QTest::addColumn<int>("fireDamage");
        QTest::addColumn<int>("expected");
        QTest::newRow("resist fire 5 vs 3 fire") << json("{'resist': {'fire': 5}}") << 3 << 0;
        QTest::newRow("resist fire 5 vs 12 fire") << json("{'resist': {'fire': 5}}") << 12 << 7;
        QTest::newRow("weak fire 5 vs 3 fire") << json("{'resist': {'fire': -5}}") << 3 << 8;
        QTest::newRow("immune fire vs 30 fire") << json("{'immune': ['fire']}") << 30 << 0;
    }
    void resistanceWeaknessAndImmunity()
    {
        QFETCH(QByteArray, defenses);
        QFETCH(int, fireDamage);
        QFETCH(int, expected);
        auto encounter = begun(withAva(object(defenses)));
        const QByteArray fire =
            "{'type': 'damage', 'target': 'ava', 'damageType': 'fire', 'amount': " + QByteArray::number(fireDamage) +
            "}";
        QVERIFY(run(*encounter, fire.constData()).ok);
        QCOMPARE(ava(*encounter).hp, 30 - expected);
        // Cold damage is not touched by a fire adjustment.
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'damageType': 'cold', 'amount': 3}").ok);
        QCOMPARE(ava(*encounter).hp, 30 - expected - 3);
    }

    void staggeredAtHalfOrBelow()
    {
        auto encounter = begun();
        QCOMPARE(ava(*encounter).staggeredValue(), 15);
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 14}").ok);
        QCOMPARE(ava(*encounter).hp, 16);
        QVERIFY(!isStaggered(ava(*encounter).hp, ava(*encounter).maxHp));
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 1}").ok);
        QCOMPARE(ava(*encounter).hp, 15); // half of 30: staggered
        QVERIFY(isStaggered(ava(*encounter).hp, ava(*encounter).maxHp));
    }

    void dyingFallsUnconsciousAndProne()
    {
        auto encounter = begun();
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 35}").ok);
        const Combatant &hero = ava(*encounter);
        QCOMPARE(hero.hp, -5);
        QVERIFY(hero.isDying());
        QVERIFY(!hero.dead);
        QVERIFY(has(*encounter, hero, "unconscious"));
        QVERIFY(has(*encounter, hero, "prone"));
    }

    void healingFromNegativeSetsHitPointsToTheHealing()
    {
        auto encounter = begun();
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 35}").ok);
        QVERIFY(run(*encounter, "{'type': 'heal', 'target': 'ava', 'amount': 10}").ok);
        // "a dying creature on -5 HP healed of 10 damage goes straight to 10 current HP"
        QCOMPARE(ava(*encounter).hp, 10);
        QVERIFY(!ava(*encounter).isDying());
        QVERIFY(!has(*encounter, ava(*encounter), "unconscious"));
        QVERIFY(has(*encounter, ava(*encounter), "prone")); // still prone until it stands up
        QVERIFY(run(*encounter, "{'type': 'heal', 'target': 'ava', 'amount': 50}").ok);
        QCOMPARE(ava(*encounter).hp, 30); // not above the maximum
    }

    void deathAtMinusTheStaggeredValue()
    {
        auto encounter = begun();
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 44}").ok);
        QCOMPARE(ava(*encounter).hp, -14);
        QVERIFY(ava(*encounter).isDying());
        const CommandOutcome outcome = run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 1}");
        QCOMPARE(ava(*encounter).hp, -15);
        QCOMPARE(ofType(outcome.events, "died").size(), 1);
        QVERIFY(ava(*encounter).dead);
        QVERIFY(!ava(*encounter).isDying());
        const CommandOutcome healing = run(*encounter, "{'type': 'heal', 'target': 'ava', 'amount': 10}");
        QVERIFY(!healing.ok); // the dead cannot be healed
        QCOMPARE(ava(*encounter).hp, -15);
    }

    void mookDiesFromAnyRealHit()
    {
        auto encounter = begun(withAva({{QStringLiteral("rank"), QStringLiteral("mook")},
                                        {QStringLiteral("hero"), false},
                                        {QStringLiteral("hp"), 1}}));
        QCOMPARE(ava(*encounter).staggeredValue(), 0);
        const CommandOutcome outcome = run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 5}");
        QCOMPARE(ofType(outcome.events, "died").size(), 1);
        QCOMPARE(ava(*encounter).hp, -4);
    }

    void regenerationAtTheStartOfItsTurn()
    {
        // The ogre regenerates 5: hurt by 20, it heals 5 when its turn starts, and never above its maximum.
        QJsonObject encounter = arena(initiative);
        QJsonArray creatures = encounter.value(QStringLiteral("creatures")).toArray();
        QJsonObject ogre = creatures.at(4).toObject();
        QCOMPARE(ogre.value(QStringLiteral("id")).toString(), QStringLiteral("ogre"));
        ogre.insert(QStringLiteral("regeneration"), 5);
        creatures[4] = ogre;
        auto fight = begun({{QStringLiteral("creatures"), creatures}});
        QVERIFY(run(*fight, "{'type': 'damage', 'target': 'ogre', 'amount': 20}").ok);
        QCOMPARE(fight->state().combatant(QStringLiteral("ogre"))->hp, 40);
        endTurns(*fight, 4); // ava, bran, g1, g2: the ogre's turn starts
        QCOMPARE(fight->state().current, QStringLiteral("ogre"));
        QCOMPARE(fight->state().combatant(QStringLiteral("ogre"))->hp, 45);
        QVERIFY(run(*fight, "{'type': 'heal', 'target': 'ogre', 'amount': 13}").ok);
        endTurns(*fight, 5);
        QCOMPARE(fight->state().combatant(QStringLiteral("ogre"))->hp, 60);
    }

    void rallySpendsARecoveryAndNoneLeftHealsToOne()
    {
        auto encounter = begun();
        QVERIFY(run(*encounter, "{'type': 'damage', 'target': 'ava', 'amount': 12}").ok);
        QVERIFY(run(*encounter, "{'type': 'action', 'creature': 'ava', 'action': 'rally'}").ok);
        QCOMPARE(ava(*encounter).hp, 25); // 18 + recovery value 7
        QCOMPARE(ava(*encounter).recoveries, 1);

        // "Healing with no recoveries": a dying hero with none left who rolls a natural 20 goes to 1 HP.
        auto dying = begun(withAva({{QStringLiteral("recoveriesLeft"), 0}}), {20});
        QVERIFY(run(*dying, "{'type': 'damage', 'target': 'ava', 'amount': 32}").ok);
        QVERIFY(run(*dying, "{'type': 'endTurn', 'creature': 'ava'}").ok);
        QCOMPARE(ava(*dying).hp, 1);
        QVERIFY(!ava(*dying).isDying());
    }
};

QTEST_GUILESS_MAIN(TestEncounterHitPoints)
#include "tst_encounterhitpoints.moc"
