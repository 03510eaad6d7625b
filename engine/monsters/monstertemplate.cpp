#include "monsters/monstertemplate.h"

#include <QtMath>

namespace battlemat {

namespace {

// "Standard Bonuses": one step up, standard to elite or elite to boss.
Status stepUp(StatBlock &block, QStringList &changes)
{
    MonsterSheet &sheet = block.monster;
    MonsterDetails &details = sheet.details;
    const int hp = sheet.maxHitPoints, xp = sheet.xp, save = details.savingThrowBonus;
    const int points = details.actionPoints > 0 ? details.actionPoints : (sheet.rank == MonsterRank::Elite ? 1 : 0);
    switch (sheet.rank) {
    case MonsterRank::Standard:
        sheet.rank = MonsterRank::Elite;
        sheet.maxHitPoints = hp * 2;
        details.savingThrowBonus = save + 2;
        details.actionPoints = 1;
        sheet.xp = xp * 2;
        changes << QStringLiteral("rank standard -> elite");
        break;
    case MonsterRank::Elite:
        sheet.rank = MonsterRank::Boss;
        sheet.maxHitPoints = hp * 2;
        // "+5 bonus on saving throws total (doesn't stack)": the elite's +2 becomes +5, never less than +5.
        details.savingThrowBonus = std::max(save + 3, 5);
        details.actionPoints = points + 1;
        sheet.xp = qRound(xp * 2.5);
        changes << QStringLiteral("rank elite -> boss");
        break;
    case MonsterRank::Mook:
        return Error{QStringLiteral("%1 is a mook: the rules template standard and elite monsters (re-create it as a "
                                    "standard monster first)")
                         .arg(block.name)};
    case MonsterRank::Boss:
        return Error{QStringLiteral("%1 is already a boss: no template raises it further").arg(block.name)};
    }
    details.printedStaggered = 0; // staggered is half the new hit points
    changes << QStringLiteral("hit points %1 -> %2").arg(hp).arg(sheet.maxHitPoints)
            << QStringLiteral("saving throws %1 -> %2")
                   .arg(QString::asprintf("%+d", save), QString::asprintf("%+d", details.savingThrowBonus))
            << QStringLiteral("action points %1 -> %2").arg(points).arg(details.actionPoints)
            << QStringLiteral("XP %1 -> %2").arg(xp).arg(sheet.xp);
    return success();
}

// A power the template prints, kept as its text: the game master plays it.
Power printedPower(const QString &name, const QString &recharge, Power::Action action, const QString &text)
{
    Power power;
    power.name = name;
    power.recharge = Recharge::fromString(recharge).value();
    power.action = action;
    power.origin = Power::Origin::Self;
    power.description = text;
    power.effect.text = text;
    return power;
}

void addDefense(StatBlock &block, Defense defense, int bonus, QStringList &changes)
{
    const int before = block.monster.defenses.value(defense);
    block.monster.defenses.set(defense, before + bonus);
    changes << QStringLiteral("%1 %2 -> %3").arg(defenseName(defense)).arg(before).arg(before + bonus);
}

void addSense(StatBlock &block, const QString &sense)
{
    if (!block.senses.contains(sense, Qt::CaseInsensitive))
        block.senses.append(sense);
}

// ../shared/rules/orcus-monsters-1.0.md, "Ghost".
void ghost(StatBlock &block, QStringList &changes)
{
    MonsterDetails &details = block.monster.details;
    details.movementModes.insert(QStringLiteral("fly"), 6);
    details.hover = true;
    details.incorporeal = true;
    for (DamageType type : {DamageType::Radiant, DamageType::Force})
        block.damageAdjustments.weaknesses[type] = std::max(block.damageAdjustments.weaknesses.value(type), 10);
    const int regeneration = block.level >= 21 ? 15 : block.level >= 11 ? 10 : 5;
    details.traits.append({QStringLiteral("Incorporeal"),
                           QStringLiteral("The ghost takes half damage from all attacks. If it takes radiant or force "
                                          "damage, it loses incorporeal until the start of its next turn.")});
    details.traits.append({QStringLiteral("Drain Lifeforce"),
                           QStringLiteral("While adjacent to a creature that is staggered or dying, the ghost has "
                                          "regeneration %1.")
                               .arg(regeneration)});
    block.powers.append(printedPower(
        QStringLiteral("Malevolence"), QStringLiteral("recharge 5-6"), Power::Action::Standard,
        QStringLiteral("Ranged 5, 1 target; +%1 vs Will; target is controlled (save ends). The ghost is removed from "
                       "play until the target succeeds on their save, then the ghost is placed in an unoccupied space "
                       "adjacent to the target.")
            .arg(block.level + 2)));
    block.powers.last().tags = {QStringLiteral("Psychic")};
    changes << QStringLiteral("fly 6 (hover), incorporeal, vulnerable radiant 10 and force 10")
            << QStringLiteral("trait Drain Lifeforce, power Malevolence (the table's)");
}

// ../shared/rules/orcus-monsters-1.0.md, "Half-Fiend".
void halfFiend(StatBlock &block, QStringList &changes)
{
    addDefense(block, Defense::Fortitude, 2, changes);
    addDefense(block, Defense::Reflex, 2, changes);
    addSense(block, QStringLiteral("darkvision"));
    const int resist = block.level >= 21 ? 15 : block.level >= 11 ? 10 : 5;
    for (DamageType type : {DamageType::Acid, DamageType::Cold, DamageType::Fire})
        block.damageAdjustments.resistances[type] = std::max(block.damageAdjustments.resistances.value(type), resist);
    block.damageAdjustments.immunities.insert(DamageType::Poison);
    Aura darkness;
    darkness.name = QStringLiteral("Darkness");
    darkness.radius = 6;
    darkness.text = QStringLiteral("Bright light within the aura is reduced to dim light.");
    block.monster.details.auras.append(darkness);
    const int smite = block.level >= 21 ? 6 : block.level >= 11 ? 4 : 2;
    block.monster.details.traits.append(
        {QStringLiteral("Smite Good"),
         QStringLiteral("Attacks against Good and Lawful Good aligned creatures do +%1 damage.").arg(smite)});
    block.powers.append(printedPower(
        QStringLiteral("Blasphemous Word"), QStringLiteral("recharge 5-6"), Power::Action::Standard,
        QStringLiteral("Near burst 5, enemies only; +%1 vs Will; the target is dazed (save ends) or, if the target is "
                       "staggered, the target is stunned instead (save ends).")
            .arg(block.level + 2)));
    changes << QStringLiteral("darkvision, resist acid, cold and fire %1, immune poison").arg(resist)
            << QStringLiteral("aura Darkness 6, trait Smite Good, power Blasphemous Word (the table's)");
}

// ../shared/rules/orcus-monsters-1.0.md, "Forlorn Shade".
void forlornShade(StatBlock &block, QStringList &changes)
{
    addDefense(block, Defense::AC, 2, changes);
    addDefense(block, Defense::Reflex, 1, changes);
    addDefense(block, Defense::Will, 1, changes);
    addSense(block, QStringLiteral("darkvision"));
    block.powers.append(printedPower(QStringLiteral("Shadow Walk"), QStringLiteral("encounter"), Power::Action::Swift,
                                     QStringLiteral("The shade shifts 3 and is invisible until the end of its next "
                                                    "turn.")));
    block.powers.last().tags = {QStringLiteral("Illusion"), QStringLiteral("Teleportation")};
    Power grasping = printedPower(
        QStringLiteral("Grasping Shadow"), QStringLiteral("at-will"), Power::Action::Reaction,
        QStringLiteral("Ranged 20, the marked creature; Charisma vs Will; psychic damage equal to the shade's level "
                       "(%1).")
            .arg(block.level));
    grasping.trigger = QStringLiteral("A creature marked by the shade makes an attack that does not include the shade "
                                      "as a target");
    block.powers.append(grasping);
    block.monster.details.traits.append(
        {QStringLiteral("Dark Challenge"),
         QStringLiteral("When a shade strikes a target in melee, the target is marked until the end of the shade's "
                        "next turn.")});
    changes << QStringLiteral("darkvision; powers Shadow Walk and Grasping Shadow, trait Dark Challenge (the table's)");
}

} // namespace

QStringList MonsterTemplate::names()
{
    return {QStringLiteral("elite"), QStringLiteral("boss"), QStringLiteral("ghost"), QStringLiteral("half-fiend"),
            QStringLiteral("forlorn-shade")};
}

Result<AdjustedMonster> MonsterTemplate::apply(const StatBlock &source, const QString &name)
{
    if (!source.isMonster())
        return Error{QStringLiteral("%1 is not a monster: templates apply to monsters").arg(source.name)};
    const QString key = name.trimmed().toLower();
    if (!names().contains(key))
        return Error{
            QStringLiteral("unknown template '%1' (expected %2)").arg(name, names().join(QStringLiteral(", ")))};
    AdjustedMonster adjusted{source, {}};
    StatBlock &block = adjusted.block;
    if (key == QLatin1String("boss") && block.monster.rank == MonsterRank::Standard) {
        // "From Standard to Boss (two templates applied)": x4 HP, +5 saves, 2 action points, x5 XP.
        const int hp = block.monster.maxHitPoints, xp = block.monster.xp;
        const int save = block.monster.details.savingThrowBonus;
        block.monster.rank = MonsterRank::Boss;
        block.monster.maxHitPoints = hp * 4;
        block.monster.details.savingThrowBonus = save + 5;
        block.monster.details.actionPoints = 2;
        block.monster.xp = xp * 5;
        block.monster.details.printedStaggered = 0;
        adjusted.changes << QStringLiteral("rank standard -> boss")
                         << QStringLiteral("hit points %1 -> %2").arg(hp).arg(block.monster.maxHitPoints)
                         << QStringLiteral("saving throws %1 -> %2")
                                .arg(QString::asprintf("%+d", save),
                                     QString::asprintf("%+d", block.monster.details.savingThrowBonus))
                         << QStringLiteral("action points 0 -> 2")
                         << QStringLiteral("XP %1 -> %2").arg(xp).arg(block.monster.xp);
    } else if (const Status stepped = stepUp(block, adjusted.changes); !stepped) {
        return stepped.error();
    }
    if (key == QLatin1String("ghost"))
        ghost(block, adjusted.changes);
    else if (key == QLatin1String("half-fiend"))
        halfFiend(block, adjusted.changes);
    else if (key == QLatin1String("forlorn-shade"))
        forlornShade(block, adjusted.changes);
    const QString label = key == QLatin1String("half-fiend")      ? QStringLiteral("half-fiend")
                          : key == QLatin1String("forlorn-shade") ? QStringLiteral("forlorn shade")
                                                                  : key;
    block.id = source.id + QLatin1Char('-') + key;
    block.name = QStringLiteral("%1 (%2)").arg(source.name, label);
    return adjusted;
}

} // namespace battlemat
