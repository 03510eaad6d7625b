#include "encounter/monstercombatant.h"

#include "encounter/combataura.h"
#include "encounter/combatpowerjson.h"
#include "encounter/diceformula.h"
#include "encounter/powercreature.h"
#include "grid/lightlevel.h"
#include "orcus/damagetype.h"
#include "orcus/statblockjson.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace battlemat {

namespace {

// Printed monster damage is dice and a number ("2d8 + 5"); an expression the dice roller cannot read (a weapon's
// dW, a level) is left to the table with its power.
bool rollable(const std::optional<PowerDamage> &damage)
{
    return !damage || DiceFormula::parse(encounterFormula(damage->expression)).ok();
}

QJsonObject combatPower(const Power &power, QSet<QString> &ids)
{
    int rechargeMin = 0;
    QString id = encounterPowerId(power.name);
    for (int n = 2; ids.contains(id); ++n)
        id = encounterPowerId(power.name) + QLatin1Char('-') + QString::number(n);
    ids.insert(id);
    QJsonObject object{{QStringLiteral("id"), id},
                       {QStringLiteral("name"), power.name},
                       {QStringLiteral("usage"), encounterPowerUsage(power.recharge, &rechargeMin)},
                       {QStringLiteral("action"), encounterPowerAction(power.action)},
                       {QStringLiteral("origin"), encounterPowerOrigin(power.origin)}};
    if (power.basic)
        object.insert(QStringLiteral("basic"), true);
    if (rechargeMin > 0)
        object.insert(QStringLiteral("recharge"), QStringLiteral("%1-6").arg(rechargeMin));
    if (power.range > 0) {
        object.insert(QStringLiteral("range"), power.range);
        if (power.longRange > 0)
            object.insert(QStringLiteral("longRange"), power.longRange);
        if (power.minRange > 0)
            object.insert(QStringLiteral("minRange"), power.minRange);
    }
    encounterPowerAreaAndTrigger(power, &object);
    if (encounterIgnoresAttack(power))
        object.insert(QStringLiteral("ignoresAttack"), true);
    if (const auto automatic = encounterAutomaticDamage(power)) {
        object.insert(QStringLiteral("automatic"), true);
        object.insert(QStringLiteral("damage"), encounterFormula(automatic->expression));
        if (automatic->type != DamageType::Untyped)
            object.insert(QStringLiteral("damageType"), damageTypeName(automatic->type));
    }
    if (encounterMakesCritical(power)) {
        object.insert(QStringLiteral("makesCritical"), true);
        object.insert(QStringLiteral("with"), encounterHitWith(power));
    }
    if (encounterRerollsHit(power))
        object.insert(QStringLiteral("rerollsHit"), true);
    if (encounterMakesMiss(power))
        object.insert(QStringLiteral("makesMiss"), true);
    if (encounterSpendsWard(power))
        object.insert(QStringLiteral("spendsWard"), true); // Protected by Death (Wards)
    if (const auto change = encounterSelfChange(power))
        object.insert(QStringLiteral("selfChange"), selfChangeToJson(*change));
    // Egg Sacs' spider swarm, Fading's natural form: the creature carried in the power (PowerCreature).
    if (!power.places.isEmpty()) {
        if (const auto block = statBlockFromJson(power.places, JsonContext(power.name, QStringLiteral("places"))))
            if (const auto carried = PowerCreature::placesOf(*block))
                object.insert(QStringLiteral("places"), *carried);
    }
    if (!power.becomes.isEmpty()) {
        if (const auto block = statBlockFromJson(power.becomes, JsonContext(power.name, QStringLiteral("becomes"))))
            if (const auto carried = PowerCreature::becomesOf(*block))
                object.insert(QStringLiteral("becomes"), *carried);
    }
    if (object.contains(QStringLiteral("places")) || object.contains(QStringLiteral("becomes")))
        object.insert(QStringLiteral("origin"), QStringLiteral("self")); // it strikes nobody: no attack to make
    if (power.attack) {
        object.insert(QStringLiteral("attack"), power.attack->bonus.value_or(0));
        object.insert(QStringLiteral("vs"), defenseName(power.attack->defense).toLower());
    }
    if (power.hit.damage) {
        object.insert(QStringLiteral("damage"), encounterFormula(power.hit.damage->expression));
        if (power.hit.damage->type != DamageType::Untyped)
            object.insert(QStringLiteral("damageType"), damageTypeName(power.hit.damage->type));
    }
    if (const QJsonArray effects = encounterOnHitEffects(power.hit); !effects.isEmpty())
        object.insert(QStringLiteral("onHit"), effects);
    if (const QJsonArray effects = encounterOwnHitEffects(power); !effects.isEmpty())
        object.insert(QStringLiteral("onHit"), effects); // Pervasive Wound: laid on the target its user hit
    // "the barghest heals 10 hit points", "the bear shifter gets 8 temporary hit points": for each target hit.
    if (const QString heal = encounterHitHealing(power); !heal.isEmpty())
        object.insert(QStringLiteral("hitHeal"), heal);
    if (const int temporary = encounterHitTemporaryHitPoints(power); temporary > 0)
        object.insert(QStringLiteral("hitTempHp"), temporary);
    if (power.hit.forcedMovement) // "pushed 5 squares": moved through the grid when the attack hits
        object.insert(QStringLiteral("forced"),
                      QJsonObject{{QStringLiteral("kind"), movementModeName(power.hit.forcedMovement->kind)},
                                  {QStringLiteral("distance"), power.hit.forcedMovement->distance}});
    if (!power.tags.isEmpty())
        object.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(power.tags));
    const QJsonObject use = encounterSelfUse(power);
    for (auto it = use.begin(); it != use.end(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

/**
 * A triggered power that uses another power of the block at once (encounterUsedPowerName): that power's attack under
 * the triggered power's name, use, action and trigger, expending the named power too. Nothing when the block holds no
 * such power the encounter plays, or only a wall (its squares are chosen at the table); a far burst's origin is
 * asked of its controller when the trigger is met (a Square question, TriggerOffer).
 */
std::optional<QJsonObject> usingPower(const Power &power, const StatBlock &block, QSet<QString> &ids)
{
    const QString named = encounterUsedPowerName(power);
    const auto used = std::find_if(block.powers.cbegin(), block.powers.cend(), [&](const Power &candidate) {
        return candidate.name.toLower() == named && MonsterCombatant::playsPower(candidate) && candidate.attack &&
               !candidate.area.contains(QStringLiteral("wall"));
    });
    if (named.isEmpty() || used == block.powers.cend())
        return std::nullopt;
    QSet<QString> unused;
    QJsonObject object = combatPower(*used, unused);
    const QJsonObject own = combatPower(power, ids);
    for (const QString &key : {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("usage"),
                               QStringLiteral("action"), QStringLiteral("trigger")})
        object.insert(key, own.value(key));
    object.remove(QStringLiteral("basic"));
    object.remove(QStringLiteral("recharge"));
    if (own.contains(QStringLiteral("recharge")))
        object.insert(QStringLiteral("recharge"), own.value(QStringLiteral("recharge")));
    object.insert(QStringLiteral("expends"), encounterPowerId(used->name));
    return object;
}

} // namespace

bool MonsterCombatant::playsAura(const Aura &aura)
{
    // The importer marks an aura automated when at least one sentence of it is in its fields (docs/encounter.md
    // "Auras"); the encounter's reader (combatAuraFromJson) must take what the fields make of it.
    if (!aura.automated)
        return false;
    return combatAuraFromJson(combatAuraToJson(combatAura(aura)), JsonContext(QStringLiteral("aura"))).ok();
}

bool MonsterCombatant::playsAuraWhole(const Aura &aura)
{
    return playsAura(aura) && aura.tableText.isEmpty();
}

CombatAura MonsterCombatant::combatAura(const Aura &aura)
{
    CombatAura combat;
    combat.name = aura.name;
    combat.radius = aura.radius;
    // "A creature that enters": the text names no side, so every creature but the owner.
    combat.affects = aura.affects.isEmpty() ? QStringLiteral("creatures") : aura.affects;
    combat.startOfTurn = aura.startOfTurn;
    combat.onEnter = aura.onEnter;
    if (aura.damage) {
        if (auto formula = DiceFormula::parse(encounterFormula(aura.damage->expression)))
            combat.damage = *formula;
        if (aura.damage->type != DamageType::Untyped)
            combat.damageType = damageTypeName(aura.damage->type);
    }
    combat.play = aura.play;
    return combat;
}

QJsonArray MonsterCombatant::auras(const MonsterDetails &details)
{
    QJsonArray played;
    for (const Aura &aura : details.auras) {
        if (playsAura(aura))
            played.append(combatAuraToJson(combatAura(aura)));
    }
    return played;
}

bool MonsterCombatant::playsTrait(const Trait &trait)
{
    return encounterWardOnDrop(trait.text); // Soul Harvest: a ward for each creature it drops (Wards)
}

bool MonsterCombatant::playsPower(const Power &power)
{
    // Egg Sacs, Fading: the creature it places or the form it takes, when its trigger is met (TriggerOffer).
    if ((!power.places.isEmpty() || !power.becomes.isEmpty()) && !encounterTrigger(power).isEmpty())
        return true;
    // Second Phase, Eruption: what it does to its user when its trigger is met; an attack it also makes ("makes an
    // *iron onslaught* attack") stays the table's text with the rest (TriggerOffer).
    if (encounterSelfChange(power))
        return true;
    if (!encounterOwnHitEffects(power).isEmpty())
        return true; // Pervasive Wound: persistent damage on the target its user hit (TriggeredPowers)
    if (!encounterUsedPowerName(power).isEmpty())
        return true; // Energy Leak, Bile Duct, Capacitor Purge: the named power's attack, when its trigger is met
    if (!power.attacksWith.isEmpty())
        return false; // several attacks in one action: the table makes them one by one
    if (encounterIgnoresAttack(power))
        return true; // Machine Logic: the attack that triggers it has no effect on its user (TriggeredPowers)
    if (encounterMakesCritical(power) || encounterRerollsHit(power) || encounterMakesMiss(power))
        return true; // Head Shot, Intimidating, Pulse Engine: they change the hit (TriggeredPowers::whenHit)
    if (const auto automatic = encounterAutomaticDamage(power); automatic && power.origin == Power::Origin::Self)
        return rollable(automatic); // Vermin Rebuke: damage to the creature that set it off, no attack roll
    if (power.origin == Power::Origin::Near || power.origin == Power::Origin::Far) {
        // The encounter places a burst, spray or wall of at least one square; any other area is the table's.
        QJsonObject shape;
        encounterPowerAreaAndTrigger(power, &shape);
        const int size =
            std::max({shape.value(QStringLiteral("burst")).toInt(), shape.value(QStringLiteral("spray")).toInt(),
                      shape.value(QStringLiteral("wall")).toInt()});
        if (size < 1)
            return false;
    }
    if (power.attack)
        return power.attack->bonus.has_value() && rollable(power.hit.damage);
    if (const auto automatic = encounterAutomaticDamage(power))
        return rollable(automatic); // the balor's Fallen Angel's Reckoning: a burst of damage, no attack roll
    // Harden Skin, Self-Repair: temporary hit points or healing for its user, used with the usePower command.
    return encounterSelfUseApplies(encounterSelfUse(power));
}

bool MonsterCombatant::playsWhole(const Power &power)
{
    if (!playsPower(power))
        return false;
    // "Place a spider swarm in an adjacent space (whether or not it is occupied)": an occupied space is the table's,
    // since the encounter keeps no Swarm trait ("A swarm can occupy the same space as other creatures").
    if (!power.places.isEmpty())
        return false;
    if (!power.becomes.isEmpty())
        return true;
    if (const auto change = encounterSelfChange(power))
        return change->tableText.isEmpty();
    if (!encounterOwnHitEffects(power).isEmpty()) // its end at 0 hit points is the table's
        return !power.effect.text.contains(QStringLiteral("reduced to 0"));
    if (encounterIgnoresAttack(power) || encounterAutomaticDamage(power) || !encounterUsedPowerName(power).isEmpty() ||
        encounterMakesCritical(power) || encounterRerollsHit(power) || encounterMakesMiss(power))
        return true; // Machine Logic, Vermin Rebuke, Energy Leak: the whole effect is the attack the engine makes
    if (const QJsonObject use = encounterSelfUse(power); !use.isEmpty())
        return !use.contains(QStringLiteral("tableText"));
    const PowerOutcome &hit = power.hit;
    // A trigger the encounter does not watch for (TriggeredPowers) is the table's: it uses the power when it fires.
    const bool triggerWatched = power.trigger.isEmpty() || !encounterTrigger(power).isEmpty();
    // Its Hit line's healing and temporary hit points are played when they are numbers or dice (HitHealing).
    const bool healingPlayed = hit.healing.isEmpty() || !encounterHitHealing(power).isEmpty();
    const bool temporaryPlayed = hit.temporaryHitPoints.isEmpty() || encounterHitTemporaryHitPoints(power) > 0;
    return triggerWatched && power.miss.isEmpty() && power.effect.isEmpty() && healingPlayed && temporaryPlayed &&
           hit.text.isEmpty() && hit.secondaryAttacks.empty();
}

MonsterCombatant::Parts MonsterCombatant::parts(const StatBlock &block)
{
    Parts parts;
    const MonsterDetails &details = block.monster.details;
    for (const Aura &aura : details.auras)
        (!playsAura(aura) ? parts.table : playsAuraWhole(aura) ? parts.whole : parts.partly) += 1;
    for (const Trait &trait : details.traits)
        (playsTrait(trait) ? parts.whole : parts.table) += 1;
    for (const Power &power : block.powers)
        (!playsPower(power) ? parts.table : playsWhole(power) ? parts.whole : parts.partly) += 1;
    return parts;
}

QStringList MonsterCombatant::tableParts(const StatBlock &block)
{
    QStringList parts;
    for (const Power &power : block.powers) {
        if (!playsPower(power))
            parts.append(QStringLiteral("power '%1'").arg(power.name));
    }
    const MonsterDetails &details = block.monster.details;
    for (const Trait &trait : details.traits) {
        if (!playsTrait(trait))
            parts.append(QStringLiteral("trait '%1'").arg(trait.name));
    }
    for (const Aura &aura : details.auras) {
        if (!playsAura(aura))
            parts.append(QStringLiteral("aura '%1'").arg(aura.name));
        else if (!aura.tableText.isEmpty())
            parts.append(QStringLiteral("aura '%1': %2").arg(aura.name, aura.tableText));
    }
    return parts;
}

Result<QJsonObject> MonsterCombatant::statBlock(const StatBlock &block, const QString &creatureId)
{
    if (!block.isMonster())
        return Error{QStringLiteral("%1 is not a monster's stat block").arg(block.name)};
    const MonsterSheet &sheet = block.monster;
    QJsonArray powers;
    QSet<QString> ids;
    for (const Power &power : block.powers) {
        if (!playsPower(power))
            continue;
        if (encounterUsedPowerName(power).isEmpty())
            powers.append(combatPower(power, ids));
        else if (const auto using_ = usingPower(power, block, ids))
            powers.append(*using_);
    }
    QJsonObject skills;
    for (auto it = sheet.details.skills.cbegin(); it != sheet.details.skills.cend(); ++it)
        skills.insert(it.key().toLower(), it.value());
    if (sheet.details.perception)
        skills.insert(QStringLiteral("perception"), *sheet.details.perception);
    QJsonObject resist;
    for (auto it = block.damageAdjustments.resistances.cbegin(); it != block.damageAdjustments.resistances.cend(); ++it)
        resist.insert(damageTypeName(it.key()), it.value());
    for (auto it = block.damageAdjustments.weaknesses.cbegin(); it != block.damageAdjustments.weaknesses.cend(); ++it)
        resist.insert(damageTypeName(it.key()), -it.value());
    QJsonArray immune;
    for (DamageType type : block.damageAdjustments.immunities)
        immune.append(damageTypeName(type));

    QJsonObject object{
        {QStringLiteral("id"), creatureId.isEmpty() ? block.id : creatureId},
        {QStringLiteral("level"), block.level},
        {QStringLiteral("rank"), monsterRankName(sheet.rank)},
        {QStringLiteral("hp"), sheet.maxHitPoints},
        {QStringLiteral("defenses"), sheet.defenses.toJson()},
        {QStringLiteral("initiative"), sheet.initiative},
        {QStringLiteral("xp"), sheet.xp},
        {QStringLiteral("strength"), block.abilities.modifier(Ability::Strength)},
        {QStringLiteral("dexterity"), block.abilities.modifier(Ability::Dexterity)},
        {QStringLiteral("powers"), powers},
    };
    // Printed action points replace the rank's default (elite 1, boss 2); a block that prints none keeps it.
    if (sheet.details.actionPoints > 0)
        object.insert(QStringLiteral("actionPoints"), sheet.details.actionPoints);
    if (sheet.details.savingThrowBonus != 0)
        object.insert(QStringLiteral("saveBonus"), sheet.details.savingThrowBonus);
    if (block.regeneration > 0)
        object.insert(QStringLiteral("regeneration"), block.regeneration);
    if (std::any_of(sheet.details.traits.cbegin(), sheet.details.traits.cend(),
                    [](const Trait &trait) { return encounterWardOnDrop(trait.text); }))
        object.insert(QStringLiteral("wardOnDrop"), true);
    if (!skills.isEmpty())
        object.insert(QStringLiteral("skills"), skills);
    if (!resist.isEmpty())
        object.insert(QStringLiteral("resist"), resist);
    // "Resist: all 10" and the Ghost's half damage from every attack: the encounter's one damage adjustment reads them.
    if (sheet.details.resistAll > 0)
        object.insert(QStringLiteral("resistAll"), sheet.details.resistAll);
    if (sheet.details.incorporeal)
        object.insert(QStringLiteral("incorporeal"), true);
    if (!immune.isEmpty())
        object.insert(QStringLiteral("immune"), immune);
    // "Immune: charm, prone": the encounter stops such effects (addEffect, a power's keywords).
    if (!sheet.details.immuneTo.isEmpty())
        object.insert(QStringLiteral("immuneTo"), QJsonArray::fromStringList(sheet.details.immuneTo));
    if (QJsonArray played = auras(sheet.details); !played.isEmpty()) {
        // A Senses line that sees through the aura by name (the ice hag's "can see through concealment from
        // precipitation, including the hag's unceasing sleet aura"): its owner sees through that obscurement.
        const QString senses = block.senses.join(QLatin1Char(' ')).toLower().remove(QLatin1Char('*'));
        for (qsizetype i = 0; i < played.size() && senses.contains(QLatin1String("see through")); ++i) {
            QJsonObject aura = played.at(i).toObject();
            if (aura.contains(QStringLiteral("obscured")) &&
                senses.contains(aura.value(QStringLiteral("name")).toString().toLower())) {
                aura.insert(QStringLiteral("ownerSeesThrough"), true);
                played.replace(i, aura);
            }
        }
        object.insert(QStringLiteral("auras"), played);
    }
    // What another monster's aura asks of this one: "living creatures" (not undead or constructs), "other than a
    // ghoul worm" (its kind).
    if (block.tags.contains(QStringLiteral("undead"), Qt::CaseInsensitive) ||
        block.tags.contains(QStringLiteral("construct"), Qt::CaseInsensitive))
        object.insert(QStringLiteral("living"), false);
    object.insert(QStringLiteral("kind"), block.name.toLower());
    // "Senses: darkvision": how it sees the fight's light (Orcus "Senses"); normal, the default, is not written.
    if (const Senses senses = sensesOfList(block.senses); senses != Senses::Normal)
        object.insert(QStringLiteral("senses"), sensesName(senses));
    // "... swimming creatures that don't have the Water tag" (the water elemental's Vortex).
    if (!block.tags.isEmpty())
        object.insert(QStringLiteral("tags"), QJsonArray::fromStringList(block.tags));
    return object;
}

} // namespace battlemat
