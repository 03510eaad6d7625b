#include "simulation/attackvalue.h"

#include "dice/diceparser.h"
#include "encounter/attackrules.h"

#include <QHash>

#include <array>

namespace battlemat::AttackValue {

namespace {

struct OddsKey
{
    int bonus;
    int defense;
    DiceFormula damage;
    friend bool operator==(const OddsKey &, const OddsKey &) = default;
};
size_t qHash(const OddsKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.bonus, k.defense, k.damage.count, k.damage.sides, k.damage.bonus);
}

// Every answer this thread has worked out (oddsFor() asks it when its table of recent ones misses).
const AttackOdds &oddsAfterHash(const OddsKey &key)
{
    thread_local QHash<OddsKey, AttackOdds> cache;
    const int bonus = key.bonus;
    const int defense = key.defense;
    const DiceFormula &damage = key.damage;
    auto it = cache.constFind(key);
    if (it != cache.constEnd())
        return *it;
    const DiceParser parser;
    AttackOdds odds;
    const auto attack =
        parser.parse(bonus == 0 ? QStringLiteral("1d20")
                                : QStringLiteral("1d20%1%2").arg(bonus > 0 ? "+" : "-").arg(std::abs(bonus)));
    std::optional<DiceExpression> damageExpression;
    if (damage.count > 0 || damage.bonus != 0) {
        if (auto parsed = parser.parse(damage.toString()))
            damageExpression = *parsed;
    }
    if (attack) {
        if (auto computed = AttackOdds::compute(*attack, defense, damageExpression))
            odds = *computed;
    }
    return *cache.insert(key, odds);
}

} // namespace

double basicMeleeMean(const Combatant &c)
{
    const CombatPower *basic = c.basicMeleeAttack();
    if (!basic)
        return 0;
    return basic->damage.count * (basic->damage.sides + 1) / 2.0 + basic->damage.bonus;
}

const AttackOdds &oddsFor(int bonus, int defense, const DiceFormula &damage)
{
    // The policy asks the same few questions thousands of times per fight, so each thread keeps its answers: the
    // last asked in a small table by the key's bits (one comparison, some 20 instructions), all of them in a hash.
    struct Recent
    {
        bool known = false;
        OddsKey key{};
        AttackOdds odds;
    };
    thread_local std::array<Recent, 64> recent;
    const OddsKey key{bonus, defense, damage};
    Recent &slot =
        recent[std::size_t(bonus * 7 + defense * 13 + damage.count * 31 + damage.sides * 5 + damage.bonus * 3) &
               (recent.size() - 1)];
    if (slot.known && slot.key == key)
        return slot.odds;
    slot.known = true;
    slot.key = key;
    slot.odds = oddsAfterHash(key);
    return slot.odds;
}

double expectedDamage(const EncounterState &state, const Combatant &target, const CombatPower &power, int bonus,
                      double *hitChance)
{
    const int defense = AttackRules::defenseAgainst(state, target, power);
    const AttackOdds &odds = oddsFor(bonus, defense, power.damage);
    if (hitChance)
        *hitChance = odds.hit;
    if (!power.damageType.isEmpty() && target.immune.contains(power.damageType))
        return 0;
    const int resist = power.damageType.isEmpty() ? 0 : target.resist.value(power.damageType, 0);
    const double ordinary = std::max(0.0, odds.damageOnHit - resist);
    const double critical = std::max(0.0, double(odds.damageOnCritical) - resist);
    double expected = (odds.hit - odds.critical) * ordinary + odds.critical * critical;
    if (power.halfOnMiss)
        expected += odds.miss * std::max(0.0, odds.damageOnHit / 2 - resist);
    return expected;
}

double criticalDamage(const Combatant &target, const CombatPower &power)
{
    if (!power.damageType.isEmpty() && target.immune.contains(power.damageType))
        return 0;
    const int resist = power.damageType.isEmpty() ? 0 : target.resist.value(power.damageType, 0);
    return std::max(0.0, double(oddsFor(0, 0, power.damage).damageOnCritical) - resist);
}

double value(const EncounterState &state, const Combatant &target, const CombatPower &power, int bonus,
             double staggeredFocus)
{
    double hit = 0;
    const double expected = expectedDamage(state, target, power, bonus, &hit);
    return valueOf(target, power, hit, expected, staggeredFocus);
}

double valueOf(const Combatant &target, const CombatPower &power, double hit, double expectedDamage,
               double staggeredFocus)
{
    double expected = expectedDamage;
    // Conditions on a hit are worth something beyond the damage; two points each is a table's rule of thumb.
    expected += hit * 2.0 * power.onHit.size();
    if (!standing(target))
        return 0.3 * expected; // finishing a dying hero: worth little next to a creature still fighting
    // Damage beyond what the target has left is wasted; what is left counts more when it drops the target.
    const int left = target.hp + target.tempHp;
    const double capped = std::min(expected, double(left));
    double value = capped;
    if (target.hp <= target.staggeredValue())
        value *= 1.0 + staggeredFocus;
    const AttackOdds &odds = oddsFor(0, 0, power.damage);
    if (odds.damageOnHit >= left)
        value += hit * basicMeleeMean(target); // dropping it takes its next attacks out of the fight
    return value;
}

} // namespace battlemat::AttackValue
