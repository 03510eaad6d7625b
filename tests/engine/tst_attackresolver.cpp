#include "dice/scripteddiesource.h"
#include "orcus/attackresolver.h"
#include "orcus/attackwithdecisions.h"
#include "orcus/basicattack.h"
#include "orcus/damagerules.h"
#include "orcus/monsterbuilder.h"
#include "orcus/powerjson.h"

#include <QCoroTask>
#include <QTest>

using namespace battlemat;

static QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

namespace {

Creature hero(int level, const QString &weapon, int strength = 18, const QString &id = QStringLiteral("hero"))
{
    StatBlock block;
    block.id = id;
    block.level = level;
    block.hero.weapon = weapon;
    block.hero.classHitPoints = 30;
    (void)block.abilities.setScore(Ability::Strength, strength);
    (void)block.abilities.setScore(Ability::Dexterity, 14);
    return Creature::create(block).value();
}

Creature monster(int level, MonsterRole role, MonsterRank rank, const QString &id)
{
    MonsterRequest request;
    request.level = level;
    request.role = role;
    request.rank = rank;
    request.id = id;
    return Creature::create(MonsterBuilder(*MonsterTables::standard()).build(request).value()).value();
}

Power power(const char *text)
{
    auto object = parseJsonObject(json(text), QStringLiteral("power.json"));
    return powerFromJson(object.value(), JsonContext(QStringLiteral("power.json"))).value();
}

int modifier(const AttackResolution::Target &target, const QString &name)
{
    for (const AttackModifier &modifier : target.modifiers) {
        if (modifier.name == name)
            return modifier.value;
    }
    return 0;
}

bool hasModifier(const AttackResolution::Target &target, const QString &name)
{
    for (const AttackModifier &modifier : target.modifiers) {
        if (modifier.name == name)
            return true;
    }
    return false;
}

// QCoro::waitFor needs a default-constructible result, which Result<T> is not: wrap it in an optional.
QCoro::Task<std::optional<Result<AttackResolution>>> decided(AttackResolver *resolver, const Creature *attacker,
                                                             Power power, QList<AttackTarget> targets,
                                                             AttackDecider *decider)
{
    co_return co_await resolveAttackWithDecisions(resolver, attacker, power, targets, decider);
}

/** Knocks every target out and lets the first target named choose to be hit. */
class ScriptedDecider : public AttackDecider
{
public:
    QString hitChooser;
    int knockOutQuestions = 0;
    QCoro::Task<bool> choosesToBeHit(const Creature &target, const Creature &, const Power &) override
    {
        co_return target.id() == hitChooser;
    }
    QCoro::Task<bool> knocksOut(const Creature &, const Creature &) override
    {
        ++knockOutQuestions;
        co_return true;
    }
};

} // namespace

/** Attack resolution: the d20, every modifier by name, hits and criticals, damage once, conditions applied. */
class TestAttackResolver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void criticalWithAMaulAtLevel11()
    {
        Creature attacker = hero(11, QStringLiteral("maul"));
        Creature ogre = monster(11, MonsterRole::Wrecker, MonsterRank::Boss, QStringLiteral("ogre"));
        const Power basic = BasicAttack::with(*EquipmentCatalog::standard()->weapon(QStringLiteral("maul")), false);
        ScriptedDieSource dice({20, 3, 7}); // natural 20, then the improved critical 2dW (2d10) at level 11
        AttackResolver resolver(dice);
        auto result = resolver.resolve(attacker, basic, {{&ogre, {}}});
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        const AttackResolution::Target &target = result->targets.first();
        QVERIFY(target.hit);
        QVERIFY(target.critical);
        QCOMPARE(result->hitDamageExpression, QStringLiteral("2dW + 11 + 4"));
        QVERIFY(!result->hitDamageRoll); // no ordinary hit: nothing rolled for the shared damage
        QCOMPARE(target.criticalMaximum, 2 * 10 + 11 + 4);
        QCOMPARE(target.criticalDice->total, 10);
        QCOMPARE(target.hitDamage, 45);
        QCOMPARE(ogre.hitPoints(), ogre.maxHitPoints() - 45);
        QCOMPARE(modifier(target, QStringLiteral("Str modifier + half level")), 4 + 5);
        QCOMPARE(modifier(target, QStringLiteral("weapon proficiency")), 2);
        QCOMPARE(target.total, 20 + 11);
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(result->toJson()
                     .value(QStringLiteral("targets"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("outcome")),
                 QStringLiteral("critical hit"));
    }

    void levelTwentyOneBasicAttackAndImprovedCritical()
    {
        Creature attacker = hero(21, QStringLiteral("warhammer"), 10);
        Creature dummy = monster(21, MonsterRole::Blocker, MonsterRank::Boss, QStringLiteral("dummy"));
        const Power basic =
            BasicAttack::with(*EquipmentCatalog::standard()->weapon(QStringLiteral("warhammer")), false);
        ScriptedDieSource dice({20, 1, 2, 3});
        auto result = AttackResolver(dice).resolve(attacker, basic, {{&dummy, {}}});
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QCOMPARE(result->hitDamageExpression, QStringLiteral("3dW + 21 + 0"));
        QCOMPARE(result->targets.first().criticalMaximum, 3 * 8 + 21);
        QCOMPARE(result->targets.first().criticalDice->dice.size(), 3); // +3dW from level 21
        QCOMPARE(result->targets.first().hitDamage, 45 + 6);
    }

    void naturalOneMissesAndNaturalTwentyHits()
    {
        Creature attacker = hero(30, QStringLiteral("longsword"), 30);
        Creature wall = monster(1, MonsterRole::Archer, MonsterRank::Standard, QStringLiteral("wall"));
        const Power basic =
            BasicAttack::with(*EquipmentCatalog::standard()->weapon(QStringLiteral("longsword")), false);
        ScriptedDieSource dice({1});
        auto result = AttackResolver(dice).resolve(attacker, basic, {{&wall, {}}});
        QVERIFY(result.ok());
        QVERIFY(result->targets.first().total >= result->targets.first().defenseValue);
        QVERIFY(!result->targets.first().hit);
        QVERIFY(result->targets.first().fumble);
        QCOMPARE(wall.hitPoints(), wall.maxHitPoints());

        Creature weak = hero(1, QStringLiteral("knife"), 3);
        Creature fortress = monster(30, MonsterRole::Blocker, MonsterRank::Boss, QStringLiteral("fortress"));
        ScriptedDieSource crit({20, 2});
        auto critical = AttackResolver(crit).resolve(
            weak, BasicAttack::with(*EquipmentCatalog::standard()->weapon(QStringLiteral("knife")), false),
            {{&fortress, {}}});
        QVERIFY(critical.ok());
        QVERIFY(critical->targets.first().total < critical->targets.first().defenseValue);
        QVERIFY(critical->targets.first().hit);
    }

    void everyCircumstanceIsNamed()
    {
        Creature attacker = hero(1, QStringLiteral("longbow"));
        Creature target = monster(1, MonsterRole::Striker, MonsterRank::Standard, QStringLiteral("target"));
        attacker.conditions().add(Condition::Prone, ConditionDuration::UntilResolved);
        attacker.conditions().add(Condition::Restrained, ConditionDuration::SaveEnds, QStringLiteral("web"));
        attacker.conditions().add(Condition::Rattled, ConditionDuration::SaveEnds, QStringLiteral("ghost"));
        attacker.conditions().add(Condition::Marked, ConditionDuration::UntilEndOfUsersNextTurn,
                                  QStringLiteral("knight"));
        target.conditions().add(Condition::Dazed, ConditionDuration::SaveEnds);
        AttackCircumstances circumstances;
        circumstances.cover = AttackCircumstances::CoverGrade::ThreeQuarters;
        circumstances.concealment = AttackCircumstances::ConcealmentGrade::Concealment;
        circumstances.longRange = true;
        circumstances.flanking = true;
        circumstances.charged = true;
        circumstances.attackerRan = true;
        circumstances.other.append({QStringLiteral("underwater"), -2, QStringLiteral("GM")});
        const Power shot = BasicAttack::with(*EquipmentCatalog::standard()->weapon(QStringLiteral("longbow")), true);
        ScriptedDieSource dice({12, 4});
        auto result = AttackResolver(dice).resolve(attacker, shot, {{&target, circumstances}});
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        const AttackResolution::Target &outcome = result->targets.first();
        QCOMPARE(modifier(outcome, QStringLiteral("Dex modifier + half level")), 2);
        QCOMPARE(modifier(outcome, QStringLiteral("weapon proficiency")), 2);
        QCOMPARE(modifier(outcome, QStringLiteral("target is off-guard")), 2); // dazed and flanked: counted once
        QCOMPARE(modifier(outcome, QStringLiteral("attacker is prone")), -2);
        QCOMPARE(modifier(outcome, QStringLiteral("attacker is restrained")), -2);
        QCOMPARE(modifier(outcome, QStringLiteral("attacker is rattled")), -2);
        QCOMPARE(modifier(outcome, QStringLiteral("marked, not attacking the marker")), -2);
        QCOMPARE(modifier(outcome, QStringLiteral("charge")), 1);
        QCOMPARE(modifier(outcome, QStringLiteral("attacker ran")), -5);
        QCOMPARE(modifier(outcome, QStringLiteral("three-quarters cover")), -5);
        QCOMPARE(modifier(outcome, QStringLiteral("concealment")), -2);
        QCOMPARE(modifier(outcome, QStringLiteral("long range")), -2);
        QCOMPARE(modifier(outcome, QStringLiteral("underwater")), -2);
        QCOMPARE(outcome.total, 12 + 2 + 2 + 2 - 2 - 2 - 2 - 2 + 1 - 5 - 5 - 2 - 2 - 2);
        QVERIFY(!outcome.hit);
        for (const AttackModifier &modifier : outcome.modifiers)
            QVERIFY2(!modifier.source.isEmpty(), qPrintable(modifier.name));
    }

    void concealmentOnlyCountsForMeleeAndRanged()
    {
        Creature attacker = monster(5, MonsterRole::Spoiler, MonsterRank::Standard, QStringLiteral("mage"));
        Creature target = hero(5, QStringLiteral("longsword"));
        target.conditions().add(Condition::Invisible, ConditionDuration::EndOfEncounter);
        const Power blast = power("{'name': 'Fire burst', 'origin': 'far', 'area': 'burst 1', 'range': 10,"
                                  " 'attack': {'bonus': 8, 'vs': 'reflex'}, 'hit': {'damage': {'expression': '2d6'}}}");
        AttackCircumstances circumstances;
        circumstances.concealment = AttackCircumstances::ConcealmentGrade::Total;
        ScriptedDieSource dice({10, 1, 1});
        auto result = AttackResolver(dice).resolve(attacker, blast, {{&target, circumstances}});
        QVERIFY(result.ok());
        QVERIFY(!hasModifier(result->targets.first(), QStringLiteral("total concealment")));
        const Power bolt =
            power("{'name': 'Bolt', 'origin': 'ranged', 'range': 10, 'attack': {'bonus': 8, 'vs': 'ac'}}");
        ScriptedDieSource more({10});
        auto ranged = AttackResolver(more).resolve(attacker, bolt, {{&target, {}}});
        QVERIFY(ranged.ok());
        QCOMPARE(modifier(ranged->targets.first(), QStringLiteral("total concealment")), -5); // invisible target
    }

    void blindedAttackerGetsNoOffGuardBonusAndItsTargetsAreConcealed()
    {
        Creature attacker = hero(1, QStringLiteral("longsword"));
        attacker.conditions().add(Condition::Blinded, ConditionDuration::SaveEnds);
        Creature target = monster(1, MonsterRole::Striker, MonsterRank::Standard, QStringLiteral("target"));
        AttackCircumstances circumstances;
        circumstances.flanking = true;
        ScriptedDieSource dice({10});
        auto result = AttackResolver(dice).resolve(
            attacker, BasicAttack::with(*EquipmentCatalog::standard()->weapon(QStringLiteral("longsword")), false),
            {{&target, circumstances}});
        QVERIFY(result.ok());
        QVERIFY(!hasModifier(result->targets.first(), QStringLiteral("target is off-guard")));
        QCOMPARE(modifier(result->targets.first(), QStringLiteral("total concealment")), -5);
    }

    void anUnconsciousTargetFallsProne()
    {
        Creature attacker = monster(5, MonsterRole::Spoiler, MonsterRank::Standard, QStringLiteral("witch"));
        Creature target = hero(5, QString());
        const Power sleep = power("{'name': 'Sleep', 'origin': 'ranged', 'range': 10, 'attack': {'bonus': 8, 'vs': "
                                  "'will'}, 'hit': {'conditions': [{'condition': 'unconscious', 'duration': "
                                  "'save-ends'}]}}");
        ScriptedDieSource dice({15});
        auto result = AttackResolver(dice).resolve(attacker, sleep, {{&target, {}}});
        QVERIFY(result.ok());
        QVERIFY(target.conditions().has(Condition::Unconscious));
        QVERIFY(target.conditions().has(Condition::Prone));
        QCOMPARE(result->targets.first().conditionsApplied.size(), 2);
        QCOMPARE(target.currentDefenses().will, target.derived().defenses.will - 5);
    }

    void damageIsRolledOnceForEveryTargetHit()
    {
        Creature attacker = monster(1, MonsterRole::Spoiler, MonsterRank::Standard, QStringLiteral("mage"));
        Creature a = hero(1, QString());
        Creature b = hero(1, QString());
        Creature c = hero(1, QString());
        const Power blast = power("{'name': 'Fire burst', 'origin': 'far', 'area': 'burst 1', 'range': 10,"
                                  " 'attack': {'bonus': 4, 'vs': 'reflex'},"
                                  " 'hit': {'damage': {'expression': '2d6+3', 'type': 'fire'},"
                                  "         'conditions': [{'condition': 'dazed', 'duration': 'save-ends'}]}}");
        // d20 per target (15 hits, 1 misses, 20 crits), then one damage roll 3 + 4.
        ScriptedDieSource dice({15, 1, 20, 3, 4});
        auto result = AttackResolver(dice).resolve(attacker, blast, {{&a, {}}, {&b, {}}, {&c, {}}});
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(result->targets[0].hitDamage, 10);
        QCOMPARE(result->targets[1].hitDamage, 0);
        QCOMPARE(result->targets[2].hitDamage, 15); // critical: maximum 2d6+3, no improved critical without weapon
        QCOMPARE(a.hitPoints(), a.maxHitPoints() - 10);
        QCOMPARE(b.hitPoints(), b.maxHitPoints());
        QCOMPARE(c.hitPoints(), c.maxHitPoints() - 15);
        QVERIFY(a.conditions().has(Condition::Dazed));
        QVERIFY(!b.conditions().has(Condition::Dazed));
        QCOMPARE(a.conditions().instances().first().sourceId, QStringLiteral("mage"));
        QCOMPARE(result->targets[0].conditionsApplied.size(), 1);
    }

    void choosingToBeHitSkipsTheRoll()
    {
        Creature attacker = monster(3, MonsterRole::Striker, MonsterRank::Standard, QStringLiteral("ally"));
        Creature target = hero(3, QString());
        AttackCircumstances circumstances;
        circumstances.chooseToBeHit = true;
        ScriptedDieSource dice({5}); // only the damage: 1d12+3 at level 2? no: level 3 at-will single 1d12+4
        auto result =
            AttackResolver(dice).resolve(attacker, attacker.statBlock().powers.first(), {{&target, circumstances}});
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QVERIFY(result->targets.first().choseToBeHit);
        QVERIFY(!result->targets.first().attackRoll);
        QCOMPARE(result->targets.first().hitDamage, 9);
    }

    void weakenedHalvesAndPersistentDamageIsKept()
    {
        Creature attacker = monster(4, MonsterRole::Skulker, MonsterRank::Standard, QStringLiteral("spider"));
        attacker.conditions().add(Condition::Weakened, ConditionDuration::SaveEnds, QStringLiteral("cleric"));
        Creature target = hero(4, QString());
        const Power bite = power("{'name': 'Bite', 'attack': {'bonus': 9, 'vs': 'ac'},"
                                 " 'hit': {'damage': {'expression': '1d12+5', 'type': 'poison'},"
                                 "         'persistent': {'amount': 5, 'type': 'poison'}}}");
        ScriptedDieSource dice({18, 8});
        auto result = AttackResolver(dice).resolve(attacker, bite, {{&target, {}}});
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QVERIFY(result->attackerWeakened);
        QCOMPARE(result->targets.first().damage.first().hitPointsLost, 6); // 13 halved
        QCOMPARE(target.persistentDamage().value(DamageType::Poison), 5);
        QCOMPARE(target.addPersistentDamage(DamageType::Poison, 3), 5); // only the highest of a type is kept
    }

    void explanationShowsStaggeredAndDying()
    {
        Creature attacker = monster(10, MonsterRole::Wrecker, MonsterRank::Standard, QStringLiteral("ogre"));
        Creature target = hero(1, QString()); // 30 + 10 = 40 HP
        DamageRules::applyDamage(target, Damage{25, DamageType::Untyped});
        ScriptedDieSource dice({19, 12, 12});
        auto result = AttackResolver(dice).resolve(attacker, attacker.statBlock().powers.first(), {{&target, {}}});
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QCOMPARE(target.hitPoints(), 15 - (24 + 10));
        const QJsonObject explanation = result->toJson();
        const QJsonObject first = explanation.value(QStringLiteral("targets")).toArray().first().toObject();
        QVERIFY(first.value(QStringLiteral("statuses")).toArray().contains(QStringLiteral("dying")));
        QVERIFY(first.value(QStringLiteral("statuses")).toArray().contains(QStringLiteral("staggered")));
        QCOMPARE(explanation.value(QStringLiteral("hitDamage")).toObject().value(QStringLiteral("expression")),
                 QStringLiteral("2d12+10"));
    }

    void decisionsAreAskedWhenTheRulesAskForThem()
    {
        Creature attacker = monster(10, MonsterRole::Wrecker, MonsterRank::Standard, QStringLiteral("ogre"));
        Creature friendly = hero(1, QString(), 18, QStringLiteral("friend"));
        friendly.setHitPoints(5);
        Creature other = hero(1, QString(), 18, QStringLiteral("other"));
        ScriptedDecider decider;
        decider.hitChooser = friendly.id();
        // "other" rolls a natural 1 and is missed; "friend" chose to be hit, so only one d20, then the damage.
        ScriptedDieSource dice({1, 12, 12});
        AttackResolver resolver(dice);
        auto waited = QCoro::waitFor(decided(&resolver, &attacker, attacker.statBlock().powers.first(),
                                             {{&other, {}}, {&friendly, {}}}, &decider));
        QVERIFY(waited.has_value());
        const Result<AttackResolution> &result = *waited;
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(decider.knockOutQuestions, 1); // only the target the damage drops to 0 or below
        QVERIFY(friendly.isKnockedOut());
        QVERIFY(!friendly.isDying());
        QVERIFY(!friendly.isDead()); // 5 - 34 = -29 would have killed it
        QCOMPARE(other.hitPoints(), other.maxHitPoints());
    }

    void refusedAttacksSayWhy()
    {
        Creature attacker = monster(2, MonsterRole::Striker, MonsterRank::Standard, QStringLiteral("orc"));
        Creature target = hero(2, QString());
        ScriptedDieSource dice({10, 10, 10});
        AttackResolver resolver(dice);
        auto noAttack = resolver.resolve(attacker, power("{'name': 'Roar', 'origin': 'self'}"), {{&target, {}}});
        QCOMPARE(noAttack.errorMessage(), QStringLiteral("Roar has no attack roll"));
        auto noWeapon =
            resolver.resolve(attacker,
                             power("{'name': 'Cleave', 'tags': ['weapon'], 'attack': {'bonus': 7, 'vs': 'ac'},"
                                   " 'hit': {'damage': {'expression': '2dW + Str'}}}"),
                             {{&target, {}}});
        QVERIFY(!noWeapon.ok());
        QVERIFY2(noWeapon.errorMessage().startsWith(QStringLiteral("Cleave: hit damage '2dW + 1': ")),
                 qPrintable(noWeapon.errorMessage()));
        QVERIFY2(noWeapon.errorMessage().contains(QStringLiteral("dW stands for weapon dice")),
                 qPrintable(noWeapon.errorMessage()));
        QCOMPARE(target.hitPoints(), target.maxHitPoints()); // nothing half-applied
        attacker.conditions().add(Condition::Stunned, ConditionDuration::SaveEnds);
        auto stunned = resolver.resolve(attacker, attacker.statBlock().powers.first(), {{&target, {}}});
        QCOMPARE(stunned.errorMessage(), QStringLiteral("orc cannot take actions (stunned)"));
        auto none = resolver.resolve(target, attacker.statBlock().powers.first(), {});
        QVERIFY(none.errorMessage().contains(QStringLiteral("at least one target")));
    }
};

QTEST_GUILESS_MAIN(TestAttackResolver)
#include "tst_attackresolver.moc"
