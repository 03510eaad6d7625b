// Orcus rules throughput: one basic attack resolved end to end (modifiers, d20, damage roll, damage pipeline),
// an area attack against 10 targets, the damage pipeline alone, and building a monster from the tables.
#include "dice/seededdiesource.h"
#include "orcus/attackresolver.h"
#include "orcus/basicattack.h"
#include "orcus/damagerules.h"
#include "orcus/monsterbuilder.h"

#include <benchmark/benchmark.h>

using namespace battlemat;

namespace {

Creature fighter()
{
    StatBlock block;
    block.id = QStringLiteral("fighter");
    block.level = 11;
    block.hero.weapon = QStringLiteral("maul");
    block.hero.armor = QStringLiteral("chainmail");
    (void)block.abilities.setScore(Ability::Strength, 18);
    return Creature::create(block).value();
}

Creature monster(const QString &id)
{
    MonsterRequest request;
    request.level = 11;
    request.role = MonsterRole::Blocker;
    request.rank = MonsterRank::Boss;
    request.id = id;
    return Creature::create(MonsterBuilder(*MonsterTables::standard()).build(request).value()).value();
}

void BM_BasicAttack(benchmark::State &state)
{
    const Creature attacker = fighter();
    const Creature fresh = monster(QStringLiteral("target"));
    const Power basic = BasicAttack::with(*EquipmentCatalog::standard()->weapon(QStringLiteral("maul")), false);
    SeededDieSource dice(42);
    AttackResolver resolver(dice);
    AttackCircumstances circumstances;
    circumstances.flanking = true;
    circumstances.cover = AttackCircumstances::CoverGrade::Cover;
    for (auto _ : state) {
        Creature target = fresh;
        auto result = resolver.resolve(attacker, basic, {{&target, circumstances}});
        benchmark::DoNotOptimize(result);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BasicAttack);

void BM_AreaAttackTenTargets(benchmark::State &state)
{
    const Creature attacker = monster(QStringLiteral("mage"));
    QList<Creature> fresh;
    for (int i = 0; i < 10; ++i)
        fresh.append(monster(QStringLiteral("t%1").arg(i)));
    Power burst;
    burst.name = QStringLiteral("Fire burst");
    burst.origin = Power::Origin::Far;
    burst.area = QStringLiteral("burst 2");
    burst.attack = PowerAttack{std::nullopt, 14, Defense::Reflex};
    burst.hit.damage = PowerDamage{QStringLiteral("3d8+5"), DamageType::Fire, {}};
    burst.hit.conditions.append({Condition::Dazed, ConditionDuration::SaveEnds});
    SeededDieSource dice(7);
    AttackResolver resolver(dice);
    for (auto _ : state) {
        QList<Creature> targets = fresh;
        QList<AttackTarget> attackTargets;
        for (Creature &target : targets)
            attackTargets.append(AttackTarget{&target, {}});
        auto result = resolver.resolve(attacker, burst, attackTargets);
        benchmark::DoNotOptimize(result);
    }
    state.SetItemsProcessed(state.iterations() * 10);
}
BENCHMARK(BM_AreaAttackTenTargets);

void BM_ApplyDamage(benchmark::State &state)
{
    StatBlock block;
    block.id = QStringLiteral("salamander");
    block.hero.classHitPoints = 1000;
    block.damageAdjustments.resistances.insert(DamageType::Fire, 5);
    block.damageAdjustments.weaknesses.insert(DamageType::Cold, 5);
    Creature target = Creature::create(block).value();
    Damage damage;
    damage.amount = 7;
    damage.type = DamageType::Fire;
    for (auto _ : state) {
        DamageRules::grantTemporaryHitPoints(target, 3);
        auto report = DamageRules::applyDamage(target, damage);
        DamageRules::heal(target, 10);
        benchmark::DoNotOptimize(report);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ApplyDamage);

void BM_BuildMonster(benchmark::State &state)
{
    const MonsterBuilder builder(*MonsterTables::standard());
    int level = 1;
    for (auto _ : state) {
        MonsterRequest request;
        request.level = level;
        request.role = MonsterRole::Wrecker;
        request.rank = MonsterRank::Elite;
        auto creature = Creature::create(builder.build(request).value());
        benchmark::DoNotOptimize(creature);
        level = level % 30 + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BuildMonster);

} // namespace
