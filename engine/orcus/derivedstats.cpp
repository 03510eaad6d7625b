#include "orcus/derivedstats.h"

#include "orcus/staggered.h"

#include <QJsonArray>

#include <tuple>

namespace battlemat {

namespace {

class Breakdown
{
public:
    /**
     * One part of a defense: source is the English words (the JSON's, the CLI's), kind and item what the window
     * and the printed sheet put into the table's language ("armor" + "Chainmail" is "base Chainmail").
     */
    void add(Defense defense, const QString &source, const QString &kind, const QString &item, int value)
    {
        if (value == 0 && kind != QLatin1String("armor") && kind != QLatin1String("base"))
            return;
        QJsonObject part{
            {QStringLiteral("source"), source}, {QStringLiteral("kind"), kind}, {QStringLiteral("value"), value}};
        if (!item.isEmpty())
            part.insert(QStringLiteral("item"), item);
        m_parts[static_cast<size_t>(defense)].append(part);
        m_totals[static_cast<size_t>(defense)] += value;
    }
    void addHalfLevel(Defense defense, int half)
    {
        add(defense, QStringLiteral("half level"), QStringLiteral("halfLevel"), {}, half);
    }
    void addBase(Defense defense) { add(defense, QStringLiteral("base"), QStringLiteral("base"), {}, 10); }
    void addAbility(Defense defense, const QString &abbreviation, int modifier)
    {
        add(defense, abbreviation, QStringLiteral("ability"), abbreviation, modifier);
    }
    int total(Defense defense) const { return m_totals[static_cast<size_t>(defense)]; }
    QJsonObject toJson() const
    {
        QJsonObject object;
        for (Defense defense : allDefenses)
            object.insert(defenseKey(defense), m_parts[static_cast<size_t>(defense)]);
        return object;
    }

private:
    std::array<QJsonArray, 4> m_parts;
    std::array<int, 4> m_totals{};
};

QString better(const AbilityScores &abilities, Ability first, Ability second)
{
    return abilities.modifier(first) >= abilities.modifier(second) ? abilityAbbreviation(first)
                                                                   : abilityAbbreviation(second);
}

} // namespace

Result<DerivedStats> DerivedStats::of(const StatBlock &block, const EquipmentCatalog &catalog,
                                      const OrcusSettings &settings)
{
    // Published monsters go to level 35 (Orcus); heroes stop at 30.
    const int maxLevel = block.isMonster() ? maxMonsterLevel : maxCreatureLevel;
    if (block.level < minCreatureLevel || block.level > maxLevel)
        return Error{QStringLiteral("%1: level %2 is outside 1 to %3").arg(block.id).arg(block.level).arg(maxLevel)};
    if (settings.recoveryValueDivisor < 1)
        return Error{QStringLiteral("recovery value divisor must be at least 1")};
    DerivedStats stats;
    const AbilityScores &abilities = block.abilities;
    const int half = block.halfLevel();
    for (Ability ability : allAbilities)
        stats.abilityBonuses[static_cast<size_t>(ability)] = abilities.modifier(ability) + half;

    if (block.isMonster()) {
        const MonsterSheet &monster = block.monster;
        stats.defenses = monster.defenses;
        for (Defense defense : allDefenses)
            stats.defenseBreakdown.insert(
                defenseKey(defense),
                QJsonArray{QJsonObject{{QStringLiteral("source"), QStringLiteral("stat block")},
                                       {QStringLiteral("kind"), QStringLiteral("statBlock")},
                                       {QStringLiteral("value"), monster.defenses.value(defense)}}});
        stats.maxHitPoints = monster.maxHitPoints;
        stats.speed = monster.speed;
        stats.initiative = monster.initiative;
        stats.recoveries = 0;
    } else {
        const HeroSheet &hero = block.hero;
        const QString armorId = hero.armor.isEmpty() ? QStringLiteral("none") : hero.armor;
        const Armor *armor = catalog.armor(armorId);
        if (!armor || armor->isShield())
            return Error{QStringLiteral("%1: unknown armor '%2'").arg(block.id, armorId)};
        const Armor *shield = nullptr;
        if (!hero.shield.isEmpty()) {
            shield = catalog.armor(hero.shield);
            if (!shield || !shield->isShield())
                return Error{QStringLiteral("%1: unknown shield '%2'").arg(block.id, hero.shield)};
        }
        if (!hero.weapon.isEmpty() && !catalog.weapon(hero.weapon))
            return Error{QStringLiteral("%1: unknown weapon '%2'").arg(block.id, hero.weapon)};

        Breakdown breakdown;
        // "Armor Class (AC)": the armor gives the base; light or no armor adds the better of Dex or Int.
        breakdown.add(Defense::AC, QStringLiteral("base ") + armor->name, QStringLiteral("armor"), armor->name,
                      armor->baseAc);
        breakdown.addHalfLevel(Defense::AC, half);
        if (armor->type == Armor::Type::Light)
            breakdown.addAbility(Defense::AC, better(abilities, Ability::Dexterity, Ability::Intelligence),
                                 abilities.betterModifier(Ability::Dexterity, Ability::Intelligence));
        // Fortitude, Reflex, Will: 10 + half level + the better modifier (shared rules README, "Known unknowns").
        for (auto [defense, first, second] : {std::tuple{Defense::Fortitude, Ability::Strength, Ability::Constitution},
                                              {Defense::Reflex, Ability::Dexterity, Ability::Intelligence},
                                              {Defense::Will, Ability::Wisdom, Ability::Charisma}}) {
            breakdown.addBase(defense);
            breakdown.addHalfLevel(defense, half);
            breakdown.addAbility(defense, better(abilities, first, second), abilities.betterModifier(first, second));
        }
        if (shield) {
            // "A shield's bonus applies to Armor Class and Reflex defenses."
            for (Defense defense : {Defense::AC, Defense::Reflex})
                breakdown.add(defense, shield->name, QStringLiteral("shield"), shield->name, shield->shieldBonus);
        }
        if (!hero.armorProficient && armorId != QLatin1String("none")) {
            breakdown.add(Defense::Reflex, QStringLiteral("not proficient with ") + armor->name,
                          QStringLiteral("notProficient"), armor->name, -2);
            stats.armorAttackPenalty = -2;
        }
        for (Defense defense : allDefenses)
            breakdown.add(defense, QStringLiteral("other bonuses"), QStringLiteral("otherBonuses"), {},
                          hero.defenseBonuses.value(defense));
        for (Defense defense : allDefenses)
            stats.defenses.set(defense, breakdown.total(defense));
        stats.defenseBreakdown = breakdown.toJson();

        // "Hit Points and Recoveries": the Constitution score is added to hit points, its modifier to recoveries.
        stats.maxHitPoints =
            hero.classHitPoints + abilities.score(Ability::Constitution) + hero.hitPointsPerLevel * (block.level - 1);
        stats.recoveries = std::max(0, hero.baseRecoveries + abilities.modifier(Ability::Constitution));
        // "Speed Penalty": applies to every movement mode.
        stats.speed = std::max(0, hero.baseSpeed + armor->speedPenalty + (shield ? shield->speedPenalty : 0));
        stats.initiative = abilities.modifier(Ability::Dexterity) + half;
    }
    if (stats.maxHitPoints < 1)
        return Error{
            QStringLiteral("%1: maximum hit points must be at least 1, not %2").arg(block.id).arg(stats.maxHitPoints)};
    stats.staggeredValue = battlemat::staggeredValue(stats.maxHitPoints);
    stats.recoveryValue = stats.maxHitPoints / settings.recoveryValueDivisor;
    return stats;
}

QJsonObject DerivedStats::toJson() const
{
    QJsonObject bonuses;
    for (Ability ability : allAbilities)
        bonuses.insert(abilityKey(ability), abilityBonus(ability));
    QJsonObject object{{QStringLiteral("defenses"), defenses.toJson()},
                       {QStringLiteral("maxHitPoints"), maxHitPoints},
                       {QStringLiteral("staggeredValue"), staggeredValue},
                       {QStringLiteral("recoveries"), recoveries},
                       {QStringLiteral("recoveryValue"), recoveryValue},
                       {QStringLiteral("speed"), speed},
                       {QStringLiteral("initiative"), initiative},
                       {QStringLiteral("abilityBonuses"), bonuses},
                       {QStringLiteral("defenseBreakdown"), defenseBreakdown}};
    if (armorAttackPenalty != 0)
        object.insert(QStringLiteral("armorAttackPenalty"), armorAttackPenalty);
    return object;
}

} // namespace battlemat
