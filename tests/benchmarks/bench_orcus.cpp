// Orcus rules throughput: one attack outside a fight as `battlemat-cli attack` resolves it (a one-command encounter:
// placing, initiative, the attack with its damage), the one damage adjustment alone, and building a monster from the
// tables.
#include "encounter/herocombatant.h"
#include "encounter/monstercombatant.h"
#include "encounter/singleattack.h"
#include "orcus/creature.h"
#include "orcus/damageadjustment.h"
#include "orcus/monsterbuilder.h"

#include <benchmark/benchmark.h>

using namespace battlemat;

namespace {

SingleAttack::Creature fighter()
{
    HeroCharacter hero;
    hero.creature.id = QStringLiteral("fighter");
    hero.creature.kind = StatBlock::Kind::Hero;
    hero.creature.level = 11;
    hero.creature.hero.weapon = QStringLiteral("maul");
    hero.creature.hero.armor = QStringLiteral("chainmail");
    (void)hero.creature.abilities.setScore(Ability::Strength, 18);
    return {HeroCombatant::statBlock(hero).value(), CreatureSize::Medium};
}

SingleAttack::Creature monster(const QString &id)
{
    MonsterRequest request;
    request.level = 11;
    request.role = MonsterRole::Blocker;
    request.rank = MonsterRank::Boss;
    request.id = id;
    return {MonsterCombatant::statBlock(MonsterBuilder(*MonsterTables::standard()).build(request).value()).value(),
            CreatureSize::Medium};
}

void BM_SingleAttack(benchmark::State &state)
{
    SingleAttack attack;
    attack.attacker = fighter();
    attack.targets = {monster(QStringLiteral("target"))};
    attack.declared.flanking = true;
    attack.declared.cover = CoverGrade::Cover;
    for (auto _ : state) {
        ++attack.seed;
        auto outcome = resolveSingleAttack(attack);
        benchmark::DoNotOptimize(outcome);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SingleAttack);

void BM_AdjustDamage(benchmark::State &state)
{
    DamageDefenses salamander;
    salamander.resist.insert(QStringLiteral("fire"), 5);
    salamander.weak.insert(QStringLiteral("cold"), 5);
    salamander.resistAll = 2;
    IncomingDamage fire;
    fire.amount = 7;
    fire.type = QStringLiteral("fire");
    for (auto _ : state) {
        int amount = adjustDamage(salamander, fire);
        benchmark::DoNotOptimize(amount);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AdjustDamage);

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
