#include "orcus/basicattack.h"

#include "orcus/attackmodifiers.h"

namespace battlemat {

Power BasicAttack::with(const Weapon &weapon, bool ranged, RulesVersion version)
{
    Power power;
    power.name = ranged ? QStringLiteral("Basic ranged attack") : QStringLiteral("Basic melee attack");
    power.basic = true;
    power.recharge.kind = Recharge::Kind::AtWill;
    power.action = Power::Action::Standard;
    power.tags = {QStringLiteral("Weapon")};
    power.origin = ranged ? Power::Origin::Ranged : Power::Origin::Melee;
    power.range = ranged ? weapon.shortRange : (weapon.hasReach() ? 2 : 0);
    power.longRange = ranged ? weapon.longRange : 0;
    power.targets = QStringLiteral("one enemy");
    const Ability ability = AttackModifiers::weaponAbility(power, &weapon);
    power.attack = PowerAttack{ability, std::nullopt, Defense::AC};
    const QString modifier = abilityAbbreviation(ability);
    if (version == RulesVersion::Orcus10)
        power.hit.damage = PowerDamage{QStringLiteral("1dW + ") + modifier, DamageType::Untyped, {}};
    else
        power.hit.damage = PowerDamage{QStringLiteral("2dW + level + ") + modifier,
                                       DamageType::Untyped,
                                       {{21, QStringLiteral("3dW + level + ") + modifier}}};
    return power;
}

} // namespace battlemat
