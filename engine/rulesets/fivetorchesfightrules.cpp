#include "rulesets/fivetorchesfightrules.h"

#include "grid/battlegrid.h"
#include "rulesets/fivetorcheslight.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace battlemat {

std::optional<ftd::FtdFight> fightOf(const QJsonObject &rulesetState)
{
    const QJsonValue fight = rulesetState.value(QStringLiteral("fight"));
    if (!fight.isObject())
        return std::nullopt;
    return ftd::FtdFight::fromJson(fight.toObject());
}

int feetBetween(const MapCreature &a, const MapCreature &b)
{
    const Space one = a.space();
    const Space two = b.space();
    const int dx = std::max({0, two.left() - one.right(), one.left() - two.right()});
    const int dy = std::max({0, two.top() - one.bottom(), one.top() - two.bottom()});
    // Squares apart, counting the square entered: adjacent creatures stand 5 ft apart.
    return std::max(dx, dy) * 5;
}

double hitChance(int bonus, int armorClass, ftd::Edge edge)
{
    int hits = 0;
    for (int face = 1; face <= 20; ++face)
        hits += face == 20 || face + bonus >= armorClass ? 1 : 0;
    const double p = hits / 20.0;
    if (edge == ftd::Edge::Advantage)
        return 1 - (1 - p) * (1 - p);
    if (edge == ftd::Edge::Disadvantage)
        return p * p;
    return p;
}

QJsonObject FtdAttackPlan::toJson() const
{
    return {{QStringLiteral("allowed"), allowed},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("distanceFeet"), distanceFeet},
            {QStringLiteral("band"), ftd::rangeBandName(band)},
            {QStringLiteral("bonus"), bonus},
            {QStringLiteral("armorClass"), armorClass},
            {QStringLiteral("damage"), damage.text()},
            {QStringLiteral("weapon"), weapon},
            {QStringLiteral("edge"), ftd::edgeName(edge)},
            {QStringLiteral("light"), ftd::lightLevelName(light)},
            {QStringLiteral("advantages"), QJsonArray::fromStringList(advantages)},
            {QStringLiteral("disadvantages"), QJsonArray::fromStringList(disadvantages)},
            {QStringLiteral("chance"), std::round(chance * 10000) / 10000}};
}

FtdAttackPlan planAttack(const ftd::FtdFight &fight, const BattleMap &map, const QString &attacker,
                         const QString &target, bool ranged, ftd::Edge gmEdge, const QString &weapon)
{
    FtdAttackPlan plan;
    const ftd::FtdFighter *from = fight.fighter(attacker);
    const ftd::FtdFighter *to = fight.fighter(target);
    const MapCreature *fromToken = map.creature(attacker);
    const MapCreature *toToken = map.creature(target);
    if (!from || !fromToken) {
        plan.reason = QStringLiteral("'%1' is not in the fight").arg(attacker);
        return plan;
    }
    if (!to || !toToken) {
        plan.reason = QStringLiteral("'%1' is not in the fight").arg(target);
        return plan;
    }
    if (fight.over) {
        plan.reason = QStringLiteral("the fight is over");
        return plan;
    }
    if (fight.current() != attacker) {
        plan.reason = QStringLiteral("it is not %1's turn").arg(from->name);
        return plan;
    }
    if (!from->canAct()) {
        plan.reason = QStringLiteral("%1 cannot act (%2)").arg(from->name, ftd::fighterStatusName(from->status));
        return plan;
    }
    if (from->activeUsed) {
        plan.reason = QStringLiteral("%1 already took the active action this round").arg(from->name);
        return plan;
    }
    if (attacker == target) {
        plan.reason = QStringLiteral("a combatant does not attack itself");
        return plan;
    }
    // "Stealth": a character successfully in stealth can't be directly targeted.
    if (to->stealth) {
        plan.reason = QStringLiteral("%1 is in stealth and cannot be targeted").arg(to->name);
        return plan;
    }
    if (to->status == ftd::FighterStatus::Dead) {
        plan.reason = QStringLiteral("%1 is dead").arg(to->name);
        return plan;
    }
    const ftd::WeaponAttack *armed = nullptr;
    if (!weapon.isEmpty()) {
        armed = from->weapon(weapon);
        if (!armed) {
            QStringList names;
            for (const ftd::WeaponAttack &w : from->weapons)
                names.append(w.name);
            plan.reason = names.isEmpty()
                              ? QStringLiteral("%1 has no weapons on the sheet, so not '%2'").arg(from->name, weapon)
                              : QStringLiteral("%1 has no weapon '%2' (%3)").arg(from->name, weapon, names.join(", "));
            return plan;
        }
        ranged = armed->ranged;
        plan.weapon = armed->name;
    }
    const int rangeFeet = armed ? armed->rangeFeet : from->rangeFeet;
    if (ranged && rangeFeet <= 0) {
        plan.reason = QStringLiteral("%1 has no ranged attack").arg(from->name);
        return plan;
    }
    plan.distanceFeet = feetBetween(*fromToken, *toToken);
    const ftd::AttackReach reach = ftd::attackReach(ranged, plan.distanceFeet, rangeFeet);
    plan.band = ftd::rangeBandFor(plan.distanceFeet, ranged ? rangeFeet : 10);
    if (!reach.allowed) {
        plan.reason = QStringLiteral("%1 is %2 ft away: %3").arg(to->name).arg(plan.distanceFeet).arg(reach.reason);
        return plan;
    }
    plan.allowed = true;
    plan.bonus = armed ? armed->bonus : ranged ? from->rangedBonus : from->meleeBonus;
    plan.damage = armed ? armed->damage : ranged ? from->rangedDamage : from->meleeDamage;
    plan.armorClass = to->armorClass;
    if (gmEdge == ftd::Edge::Advantage)
        plan.advantages.append(QStringLiteral("the GM's call"));
    else if (gmEdge == ftd::Edge::Disadvantage)
        plan.disadvantages.append(QStringLiteral("the GM's call"));
    if (reach.edge == ftd::Edge::Disadvantage)
        plan.disadvantages.append(QStringLiteral("ranged attack in melee"));
    if (from->disadvantageOnAllChecks)
        plan.disadvantages.append(QStringLiteral("disadvantage on all checks"));
    // "Light": darkness hinders all attacks, dim light ranged ones, brilliant light long-range ones. The text gives
    // no long range; Battlemat reads it as past half the weapon's range. Darksight reverses darkness.
    const bool longRange = ranged && plan.distanceFeet * 2 > rangeFeet;
    const ftd::LightCheck check = !ranged     ? ftd::LightCheck::Attack
                                  : longRange ? ftd::LightCheck::LongRangeAttack
                                              : ftd::LightCheck::RangedAttack;
    // The light where the target stands (what the attacker must see), from the map's light and its sources.
    plan.light = FtdMapLight::at(BattleGrid(map), toToken->space(), fight.light);
    const ftd::Edge light = ftd::lightEdge(plan.light, check, from->darksight);
    const QString lightWhy = QStringLiteral("%1 light").arg(ftd::lightLevelName(plan.light));
    if (light == ftd::Edge::Advantage)
        plan.advantages.append(from->darksight ? QStringLiteral("darksight in darkness") : lightWhy);
    else if (light == ftd::Edge::Disadvantage)
        plan.disadvantages.append(plan.light == ftd::LightLevel::Darkness ? QStringLiteral("darkness") : lightWhy);
    plan.edge = ftd::combineEdges(!plan.advantages.isEmpty(), !plan.disadvantages.isEmpty());
    plan.chance = hitChance(plan.bonus, plan.armorClass, plan.edge);
    return plan;
}

} // namespace battlemat
