#pragma once

#include <QString>
#include <QStringList>

namespace battlemat {

/** One row of the Orcus weapon tables ("Weapons", Melee Weapons / Ranged Weapons, Improvised weapons). */
struct Weapon
{
    enum class Kind : quint8
    {
        Melee,
        Ranged
    };
    enum class Hands : quint8
    {
        Side,
        One,
        Two
    };

    QString id; // "longsword"
    QString name;
    Kind kind = Kind::Melee;
    QString category; // simple, martial, exotic, improvised
    Hands hands = Hands::One;
    int proficiencyBonus = 0;
    int weight = 0;     // pounds, "Table - Melee Weapons" / "Ranged Weapons": carried, it counts in the hero's load
    int damageDice = 1; // the weapon die dW is damageDice d damageSides (2d8 for a dwarven spear-axe)
    int damageSides = 4;
    int shortRange = 0; // squares; 0 for melee weapons that cannot be thrown
    int longRange = 0;
    QStringList groups;     // axe, bow, crossbow, flail, heavy-blade, light-blade, mace, pick, polearm, ...
    QStringList properties; // improved-critical, reach, thrown-light, thrown-heavy, loading-free, loading-swift

    bool hasProperty(const QString &property) const { return properties.contains(property); }
    bool hasImprovedCritical() const { return hasProperty(QStringLiteral("improved-critical")); }
    bool hasReach() const { return hasProperty(QStringLiteral("reach")); }
    bool isThrown() const
    {
        return hasProperty(QStringLiteral("thrown-light")) || hasProperty(QStringLiteral("thrown-heavy"));
    }
    /** "1d10", "2d8": the weapon die as written in the table. */
    QString weaponDie() const { return QStringLiteral("%1d%2").arg(damageDice).arg(damageSides); }
    /**
     * "Improved Critical" (Orcus "Weapons"): the dice a critical hit adds to its maximum damage, +1dW at level 1,
     * +2dW at level 11, +3dW at level 21, written out ("2d10"); empty for a weapon without the property.
     */
    QString improvedCriticalDice(int level) const
    {
        if (!hasImprovedCritical())
            return {};
        const int weaponDice = level >= 21 ? 3 : (level >= 11 ? 2 : 1);
        return QStringLiteral("%1d%2").arg(weaponDice * damageDice).arg(damageSides);
    }
};

} // namespace battlemat
