#include "orcus/conditioneffects.h"

#include <QTest>

using namespace battlemat;

/** The Orcus conditions: what each one changes, instances that do not stack, marks that replace each other. */
class TestOrcusConditions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eachConditionAppliesItsDefinition()
    {
        auto effectsOf = [](Condition condition) {
            ConditionSet set;
            set.add(condition, ConditionDuration::SaveEnds, QStringLiteral("wizard"));
            return ConditionEffects::of(set);
        };
        ConditionEffects blinded = effectsOf(Condition::Blinded);
        QVERIFY(blinded.isOffGuardAgainst(false));
        QVERIFY(!blinded.canFlank());
        QCOMPARE(blinded.targetsHaveTotalConcealment, QStringList{QStringLiteral("blinded")});
        QCOMPARE(blinded.perceptionPenalty, -10);

        ConditionEffects dazed = effectsOf(Condition::Dazed);
        QVERIFY(dazed.isOffGuardAgainst(false));
        QVERIFY(!dazed.noMoveOrSwiftAction.isEmpty());
        QVERIFY(dazed.canTakeAnyAction());

        ConditionEffects controlled = effectsOf(Condition::Controlled);
        QVERIFY(!controlled.noMoveOrSwiftAction.isEmpty()); // "You are dazed."
        QCOMPARE(controlled.noMoveOrSwiftAction, QStringList{QStringLiteral("dazed (controlled)")});

        QVERIFY(!effectsOf(Condition::Immobilized).canMove());
        QVERIFY(effectsOf(Condition::Immobilized).cannotBeMovedUnwillingly.isEmpty());
        ConditionEffects restrained = effectsOf(Condition::Restrained);
        QVERIFY(!restrained.canMove());
        QVERIFY(!restrained.cannotBeMovedUnwillingly.isEmpty());
        QCOMPARE(restrained.attackPenalty, -2);
        QVERIFY(restrained.isOffGuardAgainst(false));

        ConditionEffects prone = effectsOf(Condition::Prone);
        QVERIFY(!prone.isOffGuardAgainst(false));
        QVERIFY(prone.isOffGuardAgainst(true));
        QCOMPARE(prone.attackPenalty, -2);

        QCOMPARE(effectsOf(Condition::Rattled).attackPenalty, -2);
        QCOMPARE(effectsOf(Condition::Slowed).effectiveSpeed(6), 2);
        QCOMPARE(effectsOf(Condition::Slowed).effectiveSpeed(1), 1);
        QVERIFY(!effectsOf(Condition::Stunned).canTakeAnyAction());
        QVERIFY(!effectsOf(Condition::Surprised).onlyFreeActions.isEmpty());
        ConditionEffects unconscious = effectsOf(Condition::Unconscious);
        QCOMPARE(unconscious.defensePenalty, -5);
        QVERIFY(!unconscious.canTakeAnyAction());
        QVERIFY(!effectsOf(Condition::Weakened).halvesAttackDamage.isEmpty());
        QVERIFY(!effectsOf(Condition::Helpless).canBeCoupDeGraced.isEmpty());
        QVERIFY(effectsOf(Condition::OffGuard).isOffGuardAgainst(false));
        QVERIFY(!effectsOf(Condition::Dying).makesDeathSaves.isEmpty());
        QCOMPARE(effectsOf(Condition::Dying).defensePenalty, -5); // dying means unconscious
    }

    void differentConditionsAddUpButInstancesDoNotStack()
    {
        ConditionSet set;
        set.add(Condition::Prone, ConditionDuration::UntilResolved);
        set.add(Condition::Rattled, ConditionDuration::SaveEnds);
        const int first = set.add(Condition::Restrained, ConditionDuration::SaveEnds, QStringLiteral("a"));
        set.add(Condition::Restrained, ConditionDuration::UntilEndOfUsersNextTurn, QStringLiteral("b"));
        ConditionEffects effects = ConditionEffects::of(set);
        QCOMPARE(effects.attackPenalty, -6); // prone, rattled, restrained once
        QCOMPARE(set.instances().size(), 4);
        QVERIFY(set.remove(first));
        QVERIFY(set.has(Condition::Restrained)); // the other instance keeps its own duration
        QCOMPARE(set.removeAll(Condition::Restrained), 1);
        QVERIFY(!set.has(Condition::Restrained));
        QVERIFY(!set.remove(first));
    }

    void aNewMarkReplacesTheOld()
    {
        ConditionSet set;
        set.add(Condition::Marked, ConditionDuration::UntilEndOfUsersNextTurn, QStringLiteral("fighter"));
        set.add(Condition::Marked, ConditionDuration::UntilEndOfUsersNextTurn, QStringLiteral("paladin"));
        QCOMPARE(set.markerId(), QStringLiteral("paladin"));
        QCOMPARE(set.instances().size(), 1);
    }

    void conditionsReadFromJson()
    {
        const QJsonArray array{QStringLiteral("prone"),
                               QJsonObject{{QStringLiteral("condition"), QStringLiteral("dazed")},
                                           {QStringLiteral("duration"), QStringLiteral("save-ends")},
                                           {QStringLiteral("source"), QStringLiteral("wizard")}}};
        auto set = ConditionSet::fromJson(array, JsonContext(QStringLiteral("c.json"), QStringLiteral("conditions")));
        QVERIFY2(set.ok(), qPrintable(set.errorMessage()));
        QCOMPARE(set->instances().size(), 2);
        QCOMPARE(set->instances().at(1).duration, ConditionDuration::SaveEnds);
        auto bad = ConditionSet::fromJson(QJsonArray{QJsonObject{{QStringLiteral("condition"), QStringLiteral("dazed")},
                                                                 {QStringLiteral("duration"), QStringLiteral("soon")}}},
                                          JsonContext(QStringLiteral("c.json"), QStringLiteral("conditions")));
        QVERIFY(!bad.ok());
        QVERIFY2(
            bad.errorMessage().startsWith(QStringLiteral("c.json: conditions[0].duration: unknown duration 'soon'")),
            qPrintable(bad.errorMessage()));
        auto unknown =
            ConditionSet::fromJson(QJsonArray{QStringLiteral("sleepy")}, JsonContext(QStringLiteral("c.json")));
        QVERIFY(unknown.errorMessage().contains(QStringLiteral("unknown condition 'sleepy'")));
    }
};

QTEST_GUILESS_MAIN(TestOrcusConditions)
#include "tst_orcusconditions.moc"
