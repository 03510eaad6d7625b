#include "encounterfixture.h"

#include "encounter/singleattack.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

QJsonObject block(const char *id)
{
    for (const QJsonValue &value : arena({}).value(QStringLiteral("creatures")).toArray()) {
        if (value.toObject().value(QStringLiteral("id")).toString() == QLatin1String(id))
            return value.toObject();
    }
    return {};
}

SingleAttack attackOf(const char *attacker, const char *target, const QString &power = {})
{
    SingleAttack attack;
    attack.attacker = {block(attacker), CreatureSize::Medium};
    attack.targets = {{block(target), CreatureSize::Medium}};
    attack.power = power;
    attack.seed = 5;
    return attack;
}

QJsonObject attackEvent(const SingleAttackOutcome &outcome)
{
    return ofType(outcome.events, "attack").constLast();
}

int distance(const QJsonObject &placed, const char *a, const char *b)
{
    const QJsonArray from = placed.value(QLatin1String(a)).toArray();
    const QJsonArray to = placed.value(QLatin1String(b)).toArray();
    return std::max(std::abs(from.at(0).toInt() - to.at(0).toInt()), std::abs(from.at(1).toInt() - to.at(1).toInt()));
}

} // namespace

/**
 * `battlemat-cli attack` is a one-command encounter: the same modifiers, roll and damage as in a fight, with the
 * creatures placed so the attack is what was asked for.
 */
class TestSingleAttack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void meleeIsAdjacentAndTotalsItsModifiers()
    {
        auto outcome = resolveSingleAttack(attackOf("ava", "g1", QStringLiteral("sword")));
        QVERIFY2(outcome, qPrintable(outcome.errorMessage()));
        QCOMPARE(distance(outcome->placed, "ava", "g1"), 1);
        const QJsonObject attack = attackEvent(*outcome);
        QCOMPARE(attack.value(QStringLiteral("defense")).toInt(), 14);
        QCOMPARE(attack.value(QStringLiteral("modifiers")).toObject(), QJsonObject());
        QCOMPARE(attack.value(QStringLiteral("total")).toInt(), attack.value(QStringLiteral("natural")).toInt() + 6);
        // The same seed, the same attack.
        auto again = resolveSingleAttack(attackOf("ava", "g1", QStringLiteral("sword")));
        QCOMPARE(again->events, outcome->events);
    }

    void rangedShotsStandApartAndProvokeNothing()
    {
        SingleAttack shot = attackOf("ava", "g1", QStringLiteral("bow"));
        shot.conditions = {{QStringLiteral("g1"), QStringLiteral("prone")}};
        auto outcome = resolveSingleAttack(shot);
        QVERIFY2(outcome, qPrintable(outcome.errorMessage()));
        QCOMPARE(distance(outcome->placed, "ava", "g1"), 2);
        QVERIFY(ofType(outcome->events, "opportunityAttack").isEmpty());
        // Orcus "Prone": ranged attacks from attackers not adjacent take -2.
        QCOMPARE(attackEvent(*outcome)
                     .value(QStringLiteral("modifiers"))
                     .toObject()
                     .value(QStringLiteral("targetProne"))
                     .toInt(),
                 -2);
    }

    void longRangeIsShownOnTheMap()
    {
        SingleAttack shot = attackOf("ava", "g1", QStringLiteral("bow"));
        shot.declared.longRange = true;
        auto outcome = resolveSingleAttack(shot);
        QVERIFY2(outcome, qPrintable(outcome.errorMessage()));
        QCOMPARE(distance(outcome->placed, "ava", "g1"), 11); // beyond the bow's 10, within its 20
        QCOMPARE(attackEvent(*outcome)
                     .value(QStringLiteral("modifiers"))
                     .toObject()
                     .value(QStringLiteral("longRange"))
                     .toInt(),
                 -2);
    }

    void notAdjacentMeleeIsOutOfReach()
    {
        SingleAttack swing = attackOf("ava", "g1", QStringLiteral("sword"));
        swing.notAdjacent = true;
        auto outcome = resolveSingleAttack(swing);
        QVERIFY(!outcome);
        QVERIFY2(outcome.errorMessage().contains(QStringLiteral("reach")), qPrintable(outcome.errorMessage()));
    }

    void chargeAddsOne()
    {
        SingleAttack charge = attackOf("ava", "g1");
        charge.charge = true;
        auto outcome = resolveSingleAttack(charge);
        QVERIFY2(outcome, qPrintable(outcome.errorMessage()));
        QCOMPARE(
            attackEvent(*outcome).value(QStringLiteral("modifiers")).toObject().value(QStringLiteral("charge")).toInt(),
            1);
    }

    void offGuardNeedsSight()
    {
        // Declared flanking makes g1 off-guard against ava (+2); blinded, ava cannot see it: total concealment
        // (-5) and no off-guard bonus (Orcus "Off-guard", orcus-gaps-filled.md section 7 "Blinded").
        SingleAttack flanking = attackOf("ava", "g1", QStringLiteral("sword"));
        flanking.declared.flanking = true;
        auto seen = resolveSingleAttack(flanking);
        QVERIFY2(seen, qPrintable(seen.errorMessage()));
        QCOMPARE(
            attackEvent(*seen).value(QStringLiteral("modifiers")).toObject().value(QStringLiteral("offGuard")).toInt(),
            2);
        flanking.conditions = {{QStringLiteral("ava"), QStringLiteral("blinded")}};
        auto blind = resolveSingleAttack(flanking);
        QVERIFY2(blind, qPrintable(blind.errorMessage()));
        const QJsonObject mods = attackEvent(*blind).value(QStringLiteral("modifiers")).toObject();
        QVERIFY(!mods.contains(QStringLiteral("offGuard")));
        QCOMPARE(mods.value(QStringLiteral("totalConcealment")).toInt(), -5);
    }

    void coupDeGraceOnTheHelpless()
    {
        SingleAttack coup = attackOf("ava", "g1", QStringLiteral("sword"));
        coup.coupDeGrace = true;
        auto refused = resolveSingleAttack(coup);
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("helpless")), qPrintable(refused.errorMessage()));
        coup.conditions = {{QStringLiteral("g1"), QStringLiteral("helpless")}};
        auto outcome = resolveSingleAttack(coup);
        QVERIFY2(outcome, qPrintable(outcome.errorMessage()));
        // An automatic critical: the sword's maximum 1d8+3 = 11, at least g1's staggered value 10, so it dies.
        QVERIFY(attackEvent(*outcome).value(QStringLiteral("critical")).toBool());
        QCOMPARE(ofType(outcome->events, "damage").constFirst().value(QStringLiteral("amount")).toInt(), 11);
        QCOMPARE(ofType(outcome->events, "died").size(), 1);
    }

    void badRequestsSayWhy()
    {
        auto noPower = resolveSingleAttack(attackOf("ava", "g1", QStringLiteral("Fireball")));
        QVERIFY(!noPower);
        QCOMPARE(noPower.errorMessage(), QStringLiteral("--power: ava has no power 'Fireball'"));
        SingleAttack twice = attackOf("ava", "ava", QStringLiteral("sword"));
        QVERIFY(!resolveSingleAttack(twice));
        SingleAttack unknownCondition = attackOf("ava", "g1", QStringLiteral("sword"));
        unknownCondition.conditions = {{QStringLiteral("g1"), QStringLiteral("sleepy")}};
        auto refused = resolveSingleAttack(unknownCondition);
        QVERIFY(!refused);
        QVERIFY2(refused.errorMessage().startsWith(QStringLiteral("--condition g1=sleepy")),
                 qPrintable(refused.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestSingleAttack)
#include "tst_singleattack.moc"
