#include "fivetorches/ftdattack.h"

#include <algorithm>
#include <numeric>

namespace battlemat::ftd {

Result<FtdAttack> FtdAttack::roll(DieSource &dice, int attackModifier, int armorClass, Edge edge, int damageCount,
                                  int damageSides, int damageBonus)
{
    if (damageCount < 0 || damageCount > 100 || damageSides < 1 || damageSides > 1000)
        return Error{
            QStringLiteral("damage %1d%2 is not a die roll the engine takes").arg(damageCount).arg(damageSides)};
    auto check = rollCheck(dice, attackModifier, armorClass, edge);
    if (!check)
        return check.error();
    FtdAttack attack;
    attack.check = *check;
    attack.critical = check->roll.natural == 20;
    // The text calls a natural 20 a critical hit: it hits whatever the AC (the 5e reading).
    attack.hit = attack.critical || check->success();
    if (!attack.hit)
        return attack;
    auto faces = rollDice(dice, damageCount, damageSides);
    if (!faces)
        return faces.error();
    attack.damageDice = *faces;
    const int rolled = std::max(0, std::accumulate(faces->cbegin(), faces->cend(), 0) + damageBonus);
    attack.damage = attack.critical ? rolled * 2 : rolled;
    return attack;
}

int damageToPc(int damage, int naturalOfCheck)
{
    return naturalOfCheck == 1 ? damage * 2 : damage;
}

} // namespace battlemat::ftd
