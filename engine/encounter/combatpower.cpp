#include "encounter/combatpower.h"

#include "encounter/powercreature.h"
#include "encounter/triggeredpowers.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

namespace {

template<typename Enum, size_t N>
std::optional<Enum> lookup(const std::array<std::pair<Enum, const char *>, N> &table, const QString &name)
{
    for (const auto &[value, text] : table) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

template<typename Enum, size_t N>
QString nameOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &[entry, text] : table) {
        if (entry == value)
            return QString::fromLatin1(text);
    }
    return {};
}

template<typename Enum, size_t N>
QString choices(const std::array<std::pair<Enum, const char *>, N> &table)
{
    QStringList names;
    for (const auto &entry : table)
        names << QString::fromLatin1(entry.second);
    return names.join(QStringLiteral(", "));
}

const std::array<std::pair<PowerUsage, const char *>, 4> usageNames{{{PowerUsage::AtWill, "at-will"},
                                                                     {PowerUsage::Encounter, "encounter"},
                                                                     {PowerUsage::Daily, "daily"},
                                                                     {PowerUsage::Recharge, "recharge"}}};
const std::array<std::pair<ActionKind, const char *>, 5> actionNames{{{ActionKind::Standard, "standard"},
                                                                      {ActionKind::Move, "move"},
                                                                      {ActionKind::Swift, "swift"},
                                                                      {ActionKind::Free, "free"},
                                                                      {ActionKind::Immediate, "immediate"}}};
const std::array<std::pair<PowerOrigin, const char *>, 5> originNames{{{PowerOrigin::Melee, "melee"},
                                                                       {PowerOrigin::Ranged, "ranged"},
                                                                       {PowerOrigin::Near, "near"},
                                                                       {PowerOrigin::Far, "far"},
                                                                       {PowerOrigin::Self, "self"}}};
const std::array<std::pair<DefenseKind, const char *>, 4> defenseNames{{{DefenseKind::AC, "ac"},
                                                                        {DefenseKind::Fortitude, "fortitude"},
                                                                        {DefenseKind::Reflex, "reflex"},
                                                                        {DefenseKind::Will, "will"}}};

} // namespace

QString powerUsageName(PowerUsage usage)
{
    return nameOf(usageNames, usage);
}
QString actionKindName(ActionKind kind)
{
    return nameOf(actionNames, kind);
}
QString powerOriginName(PowerOrigin origin)
{
    return nameOf(originNames, origin);
}
QString defenseName(DefenseKind defense)
{
    return nameOf(defenseNames, defense);
}

namespace {

// A self power's healing, recovery, effects on its user and table text (CombatPower::heal ... tableText).
Status readSelfUse(const QJsonObject &object, const JsonContext &context, CombatPower *power)
{
    auto heal = context.optionalString(object, QStringLiteral("heal"));
    auto recovery = context.optionalBool(object, QStringLiteral("recovery"), false);
    auto onSelf = context.optionalArray(object, QStringLiteral("onSelf"));
    auto text = context.optionalString(object, QStringLiteral("tableText"));
    if (!heal)
        return heal.error();
    if (!recovery)
        return recovery.error();
    if (!onSelf)
        return onSelf.error();
    if (!text)
        return text.error();
    if (!heal->isEmpty()) {
        auto formula = DiceFormula::parse(*heal);
        if (!formula)
            return context.child(QStringLiteral("heal")).error(formula.errorMessage());
        power->heal = *formula;
    }
    power->spendsRecovery = *recovery;
    const JsonContext here = context.child(QStringLiteral("onSelf"));
    for (qsizetype i = 0; i < onSelf->size(); ++i) {
        if (!onSelf->at(i).isObject())
            return here.at(i).error(QStringLiteral("must be an effect object"));
        auto effect = effectSpecFromJson(onSelf->at(i).toObject(), here.at(i));
        if (!effect)
            return effect.error();
        power->onSelf.append(*effect);
    }
    power->tableText = *text;
    // An attack's Hit line that heals its user or gives it temporary hit points (the barghest's "heals 10 hit
    // points", the bear shifter's "gets 8 temporary hit points"): HitHealing, for each target it hits.
    auto hitHeal = context.optionalString(object, QStringLiteral("hitHeal"));
    auto hitTempHp = context.optionalInt(object, QStringLiteral("hitTempHp"), 0, 0, 1000);
    if (!hitHeal)
        return hitHeal.error();
    if (!hitTempHp)
        return hitTempHp.error();
    if (!hitHeal->isEmpty()) {
        auto formula = DiceFormula::parse(*hitHeal);
        if (!formula)
            return context.child(QStringLiteral("hitHeal")).error(formula.errorMessage());
        power->hitHeal = *formula;
    }
    power->hitTempHp = *hitTempHp;
    return success();
}

void writeSelfUse(const CombatPower &power, QJsonObject *object)
{
    if (power.heal)
        object->insert(QStringLiteral("heal"), power.heal->toString());
    if (power.hitHeal)
        object->insert(QStringLiteral("hitHeal"), power.hitHeal->toString());
    if (power.hitTempHp > 0)
        object->insert(QStringLiteral("hitTempHp"), power.hitTempHp);
    if (power.spendsRecovery)
        object->insert(QStringLiteral("recovery"), true);
    QJsonArray effects;
    for (const EffectSpec &effect : power.onSelf)
        effects.append(effectSpecToJson(effect));
    if (!effects.isEmpty())
        object->insert(QStringLiteral("onSelf"), effects);
    if (!power.tableText.isEmpty())
        object->insert(QStringLiteral("tableText"), power.tableText);
}

} // namespace

Result<CombatPower> combatPowerFromJson(const QJsonObject &object, const JsonContext &context)
{
    CombatPower power;
    auto id = context.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    power.id = *id;
    auto name = context.optionalString(object, QStringLiteral("name"), power.id);
    auto basic = context.optionalBool(object, QStringLiteral("basic"), false);
    auto usage = context.optionalString(object, QStringLiteral("usage"), QStringLiteral("at-will"));
    auto action = context.optionalString(object, QStringLiteral("action"), QStringLiteral("standard"));
    auto origin = context.optionalString(object, QStringLiteral("origin"), QStringLiteral("melee"));
    auto range = context.optionalInt(object, QStringLiteral("range"), 1, 0, 1000);
    auto longRange = context.optionalInt(object, QStringLiteral("longRange"), 0, 0, 1000);
    auto minRange = context.optionalInt(object, QStringLiteral("minRange"), 0, 0, 1000);
    if (!minRange)
        return minRange.error();
    power.minRange = *minRange;
    auto burst = context.optionalInt(object, QStringLiteral("burst"), 0, 0, 50);
    auto spray = context.optionalInt(object, QStringLiteral("spray"), 0, 0, 50);
    auto wall = context.optionalInt(object, QStringLiteral("wall"), 0, 0, 50);
    auto tempHp = context.optionalInt(object, QStringLiteral("tempHp"), 0, 0, 1000);
    auto trigger = context.optionalString(object, QStringLiteral("trigger"));
    auto ignoresAttack = context.optionalBool(object, QStringLiteral("ignoresAttack"), false);
    auto automatic = context.optionalBool(object, QStringLiteral("automatic"), false);
    auto expends = context.optionalString(object, QStringLiteral("expends"));
    auto makesCritical = context.optionalBool(object, QStringLiteral("makesCritical"), false);
    auto with = context.optionalString(object, QStringLiteral("with"));
    auto rerollsHit = context.optionalBool(object, QStringLiteral("rerollsHit"), false);
    auto makesMiss = context.optionalBool(object, QStringLiteral("makesMiss"), false);
    auto spendsWard = context.optionalBool(object, QStringLiteral("spendsWard"), false);
    auto selfUse = readSelfUse(object, context, &power);
    if (!selfUse)
        return selfUse.error();
    const bool hasSecondary = object.contains(QStringLiteral("secondary"));
    auto secondary =
        hasSecondary ? context.requireObject(object, QStringLiteral("secondary")) : Result<QJsonObject>(QJsonObject());
    if (!spray)
        return spray.error();
    if (!wall)
        return wall.error();
    if (!tempHp)
        return tempHp.error();
    if (!trigger)
        return trigger.error();
    if (!ignoresAttack)
        return ignoresAttack.error();
    if (!automatic)
        return automatic.error();
    if (!expends)
        return expends.error();
    if (!makesCritical)
        return makesCritical.error();
    if (!with)
        return with.error();
    if (!rerollsHit)
        return rerollsHit.error();
    if (!makesMiss)
        return makesMiss.error();
    if (!spendsWard)
        return spendsWard.error();
    if (!secondary)
        return secondary.error();
    auto attack = context.optionalInt(object, QStringLiteral("attack"), 0, -50, 100);
    auto vs = context.optionalString(object, QStringLiteral("vs"), QStringLiteral("ac"));
    auto damage = context.optionalString(object, QStringLiteral("damage"), QStringLiteral("0"));
    auto damageType = context.optionalString(object, QStringLiteral("damageType"));
    auto halfOnMiss = context.optionalBool(object, QStringLiteral("halfOnMiss"), false);
    auto recharge = context.optionalString(object, QStringLiteral("recharge"));
    auto onHit = context.optionalArray(object, QStringLiteral("onHit"));
    auto targets = context.optionalInt(object, QStringLiteral("targets"), 1, 1, 50);
    if (!targets)
        return targets.error();
    power.targets = *targets;
    if (!name || !basic || !usage || !action || !origin || !range || !longRange || !burst || !attack || !vs ||
        !damage || !damageType || !halfOnMiss || !recharge || !onHit) {
        for (const Error *error :
             {name ? nullptr : &name.error(), basic ? nullptr : &basic.error(), usage ? nullptr : &usage.error(),
              action ? nullptr : &action.error(), origin ? nullptr : &origin.error(), range ? nullptr : &range.error(),
              longRange ? nullptr : &longRange.error(), burst ? nullptr : &burst.error(),
              attack ? nullptr : &attack.error(), vs ? nullptr : &vs.error(), damage ? nullptr : &damage.error(),
              damageType ? nullptr : &damageType.error(), halfOnMiss ? nullptr : &halfOnMiss.error(),
              recharge ? nullptr : &recharge.error(), onHit ? nullptr : &onHit.error()}) {
            if (error)
                return *error;
        }
    }
    power.name = *name;
    power.basic = *basic;
    power.range = *range;
    power.longRange = *longRange;
    power.burst = *burst;
    power.attackBonus = *attack;
    power.damageType = *damageType;
    power.halfOnMiss = *halfOnMiss;
    if (auto value = lookup(usageNames, *usage))
        power.usage = *value;
    else
        return context.child(QStringLiteral("usage"))
            .error(QStringLiteral("'%1' is not one of %2").arg(*usage, choices(usageNames)));
    if (auto value = lookup(actionNames, *action))
        power.action = *value;
    else
        return context.child(QStringLiteral("action"))
            .error(QStringLiteral("'%1' is not one of %2").arg(*action, choices(actionNames)));
    if (auto value = lookup(originNames, *origin))
        power.origin = *value;
    else
        return context.child(QStringLiteral("origin"))
            .error(QStringLiteral("'%1' is not one of %2").arg(*origin, choices(originNames)));
    if (auto value = lookup(defenseNames, *vs))
        power.defense = *value;
    else
        return context.child(QStringLiteral("vs"))
            .error(QStringLiteral("'%1' is not one of %2").arg(*vs, choices(defenseNames)));
    auto formula = DiceFormula::parse(*damage);
    if (!formula)
        return context.child(QStringLiteral("damage")).error(formula.errorMessage());
    power.damage = *formula;
    if (object.contains(QStringLiteral("keywords"))) {
        auto keywords = context.requireArray(object, QStringLiteral("keywords"));
        if (!keywords)
            return keywords.error();
        for (qsizetype i = 0; i < keywords->size(); ++i) {
            if (!keywords->at(i).isString())
                return context.child(QStringLiteral("keywords")).at(i).error(QStringLiteral("must be a keyword"));
            power.keywords.append(keywords->at(i).toString());
        }
    }
    if (object.contains(QStringLiteral("criticalDice"))) {
        auto criticalText = context.requireString(object, QStringLiteral("criticalDice"));
        if (!criticalText)
            return criticalText.error();
        auto critical = DiceFormula::parse(*criticalText);
        if (!critical)
            return context.child(QStringLiteral("criticalDice")).error(critical.errorMessage());
        power.criticalDice = *critical;
    }
    if (!recharge->isEmpty()) {
        // "Recharge 5-6" is written "5-6" (or "5"); the upper end is always 6 on a d6.
        const QStringList parts = recharge->split(QLatin1Char('-'));
        bool ok = false;
        const int low = parts.constFirst().trimmed().toInt(&ok);
        if (!ok || low < 2 || low > 6 || parts.size() > 2 ||
            (parts.size() == 2 && parts.constLast().trimmed() != QLatin1String("6")))
            return context.child(QStringLiteral("recharge"))
                .error(QStringLiteral("'%1' is not a recharge range like 5-6").arg(*recharge));
        power.usage = PowerUsage::Recharge;
        power.rechargeMin = low;
    } else if (power.usage == PowerUsage::Recharge) {
        return context.child(QStringLiteral("recharge"))
            .error(QStringLiteral("a recharge power needs \"recharge\": \"5-6\""));
    }
    // Orcus areas (orcus-gaps-filled.md section 5): near and far powers have exactly one of burst, spray, wall.
    const int areas = int(power.burst > 0) + int(*spray > 0) + int(*wall > 0);
    if (areas > 1)
        return context.error(QStringLiteral("a power has one area: burst, spray or wall"));
    if (*spray > 0) {
        power.area = AreaType::Spray;
        power.burst = *spray;
    } else if (*wall > 0) {
        power.area = AreaType::Wall;
        power.burst = *wall;
    }
    if ((power.origin == PowerOrigin::Near || power.origin == PowerOrigin::Far) && power.burst < 1)
        return context.child(QStringLiteral("burst"))
            .error(QStringLiteral("near and far powers need an area: burst, spray or wall of at least 1"));
    if (areas > 0 && power.origin != PowerOrigin::Near && power.origin != PowerOrigin::Far)
        return context.error(QStringLiteral("only near and far powers have an area"));
    if (power.area == AreaType::Spray && power.origin != PowerOrigin::Near)
        return context.child(QStringLiteral("spray")).error(QStringLiteral("a spray starts next to its user: near"));
    power.tempHp = *tempHp;
    power.trigger = *trigger;
    // "attacked": a counter before the attack (CounterActions); the others reactions after it (TriggeredPowers).
    const QStringList triggers = QStringList{QStringLiteral("attacked")} + TriggeredPowers::known();
    if (!power.trigger.isEmpty() && !triggers.contains(power.trigger))
        return context.child(QStringLiteral("trigger"))
            .error(QStringLiteral("'%1' is not a trigger the engine knows (%2)")
                       .arg(power.trigger, triggers.join(QStringLiteral(", "))));
    power.ignoresAttack = *ignoresAttack;
    if (power.ignoresAttack && power.trigger != QLatin1String("targetedByPsychic"))
        return context.child(QStringLiteral("ignoresAttack"))
            .error(QStringLiteral("only a power with trigger targetedByPsychic ignores the attack that triggers it"));
    power.automatic = *automatic;
    power.expends = *expends;
    if (power.automatic && power.origin == PowerOrigin::Self && power.trigger.isEmpty())
        return context.child(QStringLiteral("automatic"))
            .error(QStringLiteral("a self power without an attack roll strikes the creature that triggers it: give a "
                                  "trigger"));
    power.makesCritical = *makesCritical;
    power.with = *with;
    power.rerollsHit = *rerollsHit;
    if (power.makesCritical && (power.trigger != QLatin1String("ownHit") || power.with.isEmpty()))
        return context.child(QStringLiteral("makesCritical"))
            .error(QStringLiteral("only a power with trigger ownHit and the power it answers (with) makes a hit "
                                  "critical"));
    if (power.rerollsHit && power.trigger != QLatin1String("beingHit"))
        return context.child(QStringLiteral("rerollsHit"))
            .error(QStringLiteral("only a power with trigger beingHit makes the attacker roll again"));
    power.makesMiss = *makesMiss;
    if (power.makesMiss && power.trigger != QLatin1String("beingHit"))
        return context.child(QStringLiteral("makesMiss"))
            .error(QStringLiteral("only a power with trigger beingHit turns the hit into a miss"));
    power.spendsWard = *spendsWard;
    if (power.spendsWard && power.trigger.isEmpty())
        return context.child(QStringLiteral("spendsWard"))
            .error(QStringLiteral("only a power with a trigger spends a ward (it is offered when the trigger is met)"));
    if (object.contains(QStringLiteral("selfChange"))) {
        const JsonContext here = context.child(QStringLiteral("selfChange"));
        auto selfObject = context.requireObject(object, QStringLiteral("selfChange"));
        if (!selfObject)
            return selfObject.error();
        auto change = selfChangeFromJson(*selfObject, here);
        if (!change)
            return change.error();
        power.selfChange = *change;
        // Whom it changes and when: its user, when its trigger is met (TriggerOffer); a self power used with usePower
        // may only shift its user (the cruel lieutenant's Rage: "shifts 4 squares", SelfPowerRules).
        if (power.origin != PowerOrigin::Self || (power.trigger.isEmpty() && !power.selfChange.onlyShifts()))
            return here.error(QStringLiteral("only a self power with a trigger changes its user (one without a "
                                             "trigger only shifts)"));
        if (power.selfChange.takesNoDamage && power.trigger != QLatin1String("beingHit"))
            return here.child(QStringLiteral("takesNoDamage"))
                .error(QStringLiteral("only a power with trigger beingHit spares its user the hit's damage"));
    }
    if (const Status creatures = PowerCreature::read(object, context, &power); !creatures)
        return creatures.error();
    if ((power.placesCreature() || power.changesForm()) && power.trigger.isEmpty())
        return context.child(power.placesCreature() ? QStringLiteral("places") : QStringLiteral("becomes"))
            .error(QStringLiteral("only a triggered power brings in another creature or form"));
    if (!power.expends.isEmpty() && power.trigger.isEmpty())
        return context.child(QStringLiteral("expends"))
            .error(QStringLiteral("only a triggered power uses another power at once"));
    if (power.trigger == QLatin1String("attacked") && power.action != ActionKind::Immediate)
        return context.child(QStringLiteral("trigger")).error(QStringLiteral("only immediate powers counter"));
    if (!power.trigger.isEmpty() && power.action != ActionKind::Immediate && power.action != ActionKind::Free)
        return context.child(QStringLiteral("trigger"))
            .error(QStringLiteral("only immediate and free powers have a trigger"));
    if ((power.heal || power.spendsRecovery || !power.onSelf.isEmpty()) && !power.isSelfUse())
        return context.error(QStringLiteral("only a self power without a trigger heals its user or puts effects on it "
                                            "(heal, recovery, onSelf)"));
    if ((power.hitHeal || power.hitTempHp > 0) && !power.isAttack())
        return context.error(QStringLiteral("only an attack heals its user on a hit (hitHeal, hitTempHp)"));
    if (object.contains(QStringLiteral("forced"))) {
        const JsonContext here = context.child(QStringLiteral("forced"));
        auto forced = context.requireObject(object, QStringLiteral("forced"));
        if (!forced)
            return forced.error();
        auto kind = here.requireString(*forced, QStringLiteral("kind"));
        if (!kind)
            return kind.error();
        const std::optional<MovementMode> mode = movementModeFromName(*kind);
        if (!mode || (*mode != MovementMode::Push && *mode != MovementMode::Pull && *mode != MovementMode::Shunt))
            return here.child(QStringLiteral("kind"))
                .error(QStringLiteral("'%1' is not push, pull or shunt").arg(*kind));
        auto distance = here.requireInt(*forced, QStringLiteral("distance"), 1, 20);
        if (!distance)
            return distance.error();
        power.forcedMode = *mode;
        power.forcedDistance = *distance;
    }
    if (power.origin == PowerOrigin::Melee && power.range < 1)
        return context.child(QStringLiteral("range"))
            .error(QStringLiteral("a melee power needs a reach of at least 1"));
    if (power.longRange != 0 && power.longRange < power.range)
        return context.child(QStringLiteral("longRange")).error(QStringLiteral("must not be shorter than range"));
    // A least range only where there is a distance to keep: a ranged target's or a far origin's; and some room left.
    if (power.minRange > 0 && power.origin != PowerOrigin::Ranged && power.origin != PowerOrigin::Far)
        return context.child(QStringLiteral("minRange")).error(QStringLiteral("only a ranged or far power has one"));
    if (power.minRange > 0 && power.minRange >= std::max(power.range, power.longRange))
        return context.child(QStringLiteral("minRange"))
            .error(QStringLiteral("%1 is not less than the range %2")
                       .arg(power.minRange)
                       .arg(std::max(power.range, power.longRange)));
    const JsonContext hitContext = context.child(QStringLiteral("onHit"));
    for (qsizetype i = 0; i < onHit->size(); ++i) {
        if (!onHit->at(i).isObject())
            return hitContext.at(i).error(QStringLiteral("must be an effect object"));
        auto effect = effectSpecFromJson(onHit->at(i).toObject(), hitContext.at(i));
        if (!effect)
            return effect.error();
        power.onHit.append(*effect);
    }
    if (hasSecondary) {
        const JsonContext here = context.child(QStringLiteral("secondary"));
        auto on = here.optionalString(*secondary, QStringLiteral("on"), QStringLiteral("hit"));
        if (!on)
            return on.error();
        if (*on == QLatin1String("hit"))
            power.secondaryOn = SecondaryTrigger::Hit;
        else if (*on == QLatin1String("miss"))
            power.secondaryOn = SecondaryTrigger::Miss;
        else if (*on == QLatin1String("effect"))
            power.secondaryOn = SecondaryTrigger::Effect;
        else
            return here.child(QStringLiteral("on")).error(QStringLiteral("'%1' is not hit, miss or effect").arg(*on));
        if (secondary->contains(QStringLiteral("secondary")))
            return here.child(QStringLiteral("secondary"))
                .error(QStringLiteral("a secondary attack has no own secondary"));
        // "Secondary attacks use the same tags, attack, defense and range as the original attack, unless otherwise
        // specified": the primary's fields first, the secondary's over them; never its use, damage or effects.
        QJsonObject merged;
        for (const char *key :
             {"origin", "range", "longRange", "minRange", "burst", "spray", "wall", "attack", "vs", "damageType"}) {
            const QString name = QString::fromLatin1(key);
            // A secondary that names its own origin or range keeps no least range of the primary's.
            if (name == QLatin1String("minRange") &&
                (secondary->contains(QStringLiteral("origin")) || secondary->contains(QStringLiteral("range"))))
                continue;
            if (object.contains(name))
                merged.insert(name, object.value(name));
        }
        for (auto it = secondary->begin(); it != secondary->end(); ++it) {
            if (it.key() != QLatin1String("on"))
                merged.insert(it.key(), it.value());
        }
        merged.insert(QStringLiteral("id"), power.id + QStringLiteral(".secondary"));
        if (!secondary->contains(QStringLiteral("name")))
            merged.insert(QStringLiteral("name"), power.name + QStringLiteral(" (secondary)"));
        auto parsed = combatPowerFromJson(merged, here);
        if (!parsed)
            return parsed.error();
        power.secondary = std::make_shared<const CombatPower>(*parsed);
    }
    return power;
}

QJsonObject combatPowerToJson(const CombatPower &power)
{
    QJsonObject object{{QStringLiteral("id"), power.id},
                       {QStringLiteral("name"), power.name},
                       {QStringLiteral("usage"), powerUsageName(power.usage)},
                       {QStringLiteral("action"), actionKindName(power.action)},
                       {QStringLiteral("origin"), powerOriginName(power.origin)},
                       {QStringLiteral("range"), power.range},
                       {QStringLiteral("attack"), power.attackBonus},
                       {QStringLiteral("vs"), defenseName(power.defense)},
                       {QStringLiteral("damage"), power.damage.toString()}};
    if (power.basic)
        object.insert(QStringLiteral("basic"), true);
    if (power.usage == PowerUsage::Recharge)
        object.insert(QStringLiteral("recharge"), QStringLiteral("%1-6").arg(power.rechargeMin));
    if (power.targets != 1)
        object.insert(QStringLiteral("targets"), power.targets);
    if (power.longRange)
        object.insert(QStringLiteral("longRange"), power.longRange);
    if (power.minRange)
        object.insert(QStringLiteral("minRange"), power.minRange);
    if (power.burst)
        object.insert(power.area == AreaType::Spray  ? QStringLiteral("spray")
                      : power.area == AreaType::Wall ? QStringLiteral("wall")
                                                     : QStringLiteral("burst"),
                      power.burst);
    if (power.tempHp)
        object.insert(QStringLiteral("tempHp"), power.tempHp);
    writeSelfUse(power, &object);
    if (!power.trigger.isEmpty())
        object.insert(QStringLiteral("trigger"), power.trigger);
    if (power.ignoresAttack)
        object.insert(QStringLiteral("ignoresAttack"), true);
    if (power.automatic)
        object.insert(QStringLiteral("automatic"), true);
    if (!power.expends.isEmpty())
        object.insert(QStringLiteral("expends"), power.expends);
    if (power.makesCritical)
        object.insert(QStringLiteral("makesCritical"), true);
    if (!power.with.isEmpty())
        object.insert(QStringLiteral("with"), power.with);
    if (power.rerollsHit)
        object.insert(QStringLiteral("rerollsHit"), true);
    if (power.makesMiss)
        object.insert(QStringLiteral("makesMiss"), true);
    if (power.spendsWard)
        object.insert(QStringLiteral("spendsWard"), true);
    if (power.changesSelf())
        object.insert(QStringLiteral("selfChange"), selfChangeToJson(power.selfChange));
    PowerCreature::write(power, &object);
    if (power.forcedMode)
        object.insert(QStringLiteral("forced"),
                      QJsonObject{{QStringLiteral("kind"), movementModeName(*power.forcedMode)},
                                  {QStringLiteral("distance"), power.forcedDistance}});
    if (power.secondary) {
        QJsonObject secondary = combatPowerToJson(*power.secondary);
        secondary.remove(QStringLiteral("id"));
        secondary.insert(QStringLiteral("on"), power.secondaryOn == SecondaryTrigger::Hit ? QStringLiteral("hit")
                                               : power.secondaryOn == SecondaryTrigger::Miss
                                                   ? QStringLiteral("miss")
                                                   : QStringLiteral("effect"));
        object.insert(QStringLiteral("secondary"), secondary);
    }
    if (!power.damageType.isEmpty())
        object.insert(QStringLiteral("damageType"), power.damageType);
    if (power.halfOnMiss)
        object.insert(QStringLiteral("halfOnMiss"), true);
    if (!power.keywords.isEmpty())
        object.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(power.keywords));
    if (power.criticalDice.count > 0)
        object.insert(QStringLiteral("criticalDice"), power.criticalDice.toString());
    QJsonArray effects;
    for (const EffectSpec &effect : power.onHit)
        effects.append(effectSpecToJson(effect));
    if (!effects.isEmpty())
        object.insert(QStringLiteral("onHit"), effects);
    return object;
}

} // namespace battlemat
