#include "encounter/combatant.h"

#include "encounter/trymacro.h"
#include "orcus/monsterbuilder.h"
#include "orcus/monsterrole.h"
#include "orcus/monstertables.h"
#include "orcus/statblock.h"

#include <QJsonArray>

namespace battlemat {

namespace {

const std::array<const char *, 4> defenseKeys{"ac", "fortitude", "reflex", "will"};

Result<QHash<QString, int>> readIntMap(const QJsonObject &object, const QString &key, const JsonContext &context)
{
    QHash<QString, int> map;
    if (!object.contains(key))
        return map;
    if (!object.value(key).isObject())
        return context.child(key).error(QStringLiteral("must be an object of numbers"));
    const QJsonObject values = object.value(key).toObject();
    for (auto it = values.begin(); it != values.end(); ++it) {
        BATTLEMAT_TRY(value, context.child(key).requireInt(values, it.key(), -1000, 1000));
        map.insert(it.key(), *value);
    }
    return map;
}

/**
 * "builder": {"role": "striker", "leader": false} — the orcus module's MonsterBuilder ("Creating new monsters")
 * fills in what the block leaves out: hit points, defenses, initiative and a basic melee attack.
 */
Result<std::optional<StatBlock>> builtMonster(const QJsonObject &object, const JsonContext &context, int level,
                                              MonsterRank rank)
{
    if (!object.contains(QStringLiteral("builder")))
        return std::optional<StatBlock>();
    BATTLEMAT_TRY(builder, context.requireObject(object, QStringLiteral("builder")));
    const JsonContext here = context.child(QStringLiteral("builder"));
    BATTLEMAT_TRY(roleName, here.requireString(*builder, QStringLiteral("role")));
    BATTLEMAT_TRY(leader, here.optionalBool(*builder, QStringLiteral("leader"), false));
    const std::optional<MonsterRole> role = monsterRoleFromName(*roleName);
    if (!role)
        return here.child(QStringLiteral("role")).error(QStringLiteral("'%1' is not a monster role").arg(*roleName));
    const Result<MonsterTables> &tables = MonsterTables::standard();
    if (!tables)
        return tables.error();
    MonsterRequest request;
    request.level = level;
    request.role = *role;
    request.rank = rank;
    request.leader = *leader;
    BATTLEMAT_TRY(block, MonsterBuilder(*tables).build(request));
    return std::optional<StatBlock>(*block);
}

} // namespace

const CombatPower *Combatant::power(const QString &powerId) const
{
    for (const CombatPower &candidate : powers) {
        if (candidate.id == powerId)
            return &candidate;
    }
    return nullptr;
}

const CombatPower *Combatant::basicMeleeAttack() const
{
    for (const CombatPower &candidate : powers) {
        if (candidate.basic && candidate.origin == PowerOrigin::Melee)
            return &candidate;
    }
    return nullptr;
}

DamageDefenses Combatant::damageDefenses() const
{
    DamageDefenses defenses;
    defenses.immune = immune;
    // The encounter file writes a weakness as a negative resistance (docs/encounter.md).
    for (auto it = resist.cbegin(); it != resist.cend(); ++it) {
        if (it.value() > 0)
            defenses.resist.insert(it.key(), it.value());
        else if (it.value() < 0)
            defenses.weak.insert(it.key(), -it.value());
    }
    defenses.resistAll = resistAll;
    defenses.incorporeal = incorporeal;
    return defenses;
}

QString Combatant::immunityTo(const QStringList &conditionsOrKeywords) const
{
    for (const QString &name : conditionsOrKeywords) {
        if (immuneTo.contains(name, Qt::CaseInsensitive))
            return name.toLower();
    }
    return {};
}

int Combatant::xpValue() const
{
    // A published block prints its XP (the library keeps printed numbers); a block without one counts by the table.
    return xp > 0 ? xp : monsterXp(level, rank);
}

int monsterXp(int level, MonsterRank rank)
{
    // The table is an embedded resource (resources/data/experience.json, also read by the monster builder); if it
    // could not be read no monster could have been built, so a monster is then worth nothing rather than a guess.
    const auto &tables = MonsterTables::standard();
    return tables ? tables->monsterXp(level, rank) : 0;
}

int levelForXp(int xp)
{
    const auto &tables = MonsterTables::standard();
    return tables ? tables->heroLevelForXp(xp) : 1;
}

Status readStatBlock(Combatant &combatant, const QJsonObject &object, const JsonContext &context)
{
    BATTLEMAT_TRY(hero, context.optionalBool(object, QStringLiteral("hero"), false));
    BATTLEMAT_TRY(level, context.optionalInt(object, QStringLiteral("level"), 1, 1, maxMonsterLevel));
    BATTLEMAT_TRY(rank, context.optionalString(object, QStringLiteral("rank"), QStringLiteral("standard")));
    const std::optional<MonsterRank> rankValue = monsterRankFromName(*rank);
    if (!rankValue)
        return context.child(QStringLiteral("rank"))
            .error(QStringLiteral("'%1' is not mook, standard, elite or boss").arg(*rank));
    combatant.rank = *rankValue;
    BATTLEMAT_TRY(built, builtMonster(object, context, *level, *rankValue));
    BATTLEMAT_TRY(hp, built->has_value() && !object.contains(QStringLiteral("hp"))
                          ? Result<int>((*built)->monster.maxHitPoints)
                          : context.requireInt(object, QStringLiteral("hp"), 1, 100000));
    BATTLEMAT_TRY(currentHp, context.optionalInt(object, QStringLiteral("currentHp"), *hp, -100000, *hp));
    // The rules never define the recovery value; a quarter of maximum HP is the documented default (docs/encounter.md).
    BATTLEMAT_TRY(recoveryValue, context.optionalInt(object, QStringLiteral("recoveryValue"), *hp / 4, 0, 100000));
    BATTLEMAT_TRY(recoveries, context.optionalInt(object, QStringLiteral("recoveries"), *hero ? 6 : 0, 0, 100));
    // A hero from a character sheet comes in with the recoveries it has not spent since its last long rest.
    BATTLEMAT_TRY(recoveriesLeft,
                  context.optionalInt(object, QStringLiteral("recoveriesLeft"), *recoveries, 0, *recoveries));
    BATTLEMAT_TRY(initiative, context.optionalInt(object, QStringLiteral("initiative"),
                                                  built->has_value() ? (*built)->monster.initiative : 0, -50, 100));
    BATTLEMAT_TRY(saveBonus, context.optionalInt(object, QStringLiteral("saveBonus"), 0, -20, 20));
    BATTLEMAT_TRY(regeneration, context.optionalInt(object, QStringLiteral("regeneration"), 0, 0, 1000));
    BATTLEMAT_TRY(wardOnDrop, context.optionalBool(object, QStringLiteral("wardOnDrop"), false));
    BATTLEMAT_TRY(wards, context.optionalInt(object, QStringLiteral("wards"), 0, 0, 100));
    BATTLEMAT_TRY(group, context.optionalString(object, QStringLiteral("group")));
    BATTLEMAT_TRY(strength, context.optionalInt(object, QStringLiteral("strength"), 0, -10, 50));
    BATTLEMAT_TRY(dexterity, context.optionalInt(object, QStringLiteral("dexterity"), 0, -10, 50));
    BATTLEMAT_TRY(xp, context.optionalInt(object, QStringLiteral("xp"), 0, 0, 10000000));
    const bool builtDefenses = built->has_value() && !object.contains(QStringLiteral("defenses"));
    BATTLEMAT_TRY(defensesObject, builtDefenses ? Result<QJsonObject>((*built)->monster.defenses.toJson())
                                                : context.requireObject(object, QStringLiteral("defenses")));
    BATTLEMAT_TRY(resist, readIntMap(object, QStringLiteral("resist"), context));
    BATTLEMAT_TRY(skills, readIntMap(object, QStringLiteral("skills"), context));
    BATTLEMAT_TRY(immune, context.optionalArray(object, QStringLiteral("immune")));
    BATTLEMAT_TRY(resistAll, context.optionalInt(object, QStringLiteral("resistAll"), 0, 0, 1000));
    BATTLEMAT_TRY(incorporeal, context.optionalBool(object, QStringLiteral("incorporeal"), false));
    BATTLEMAT_TRY(immuneTo, context.optionalArray(object, QStringLiteral("immuneTo")));
    BATTLEMAT_TRY(auras, context.optionalArray(object, QStringLiteral("auras")));
    BATTLEMAT_TRY(living, context.optionalBool(object, QStringLiteral("living"), true));
    BATTLEMAT_TRY(kind, context.optionalString(object, QStringLiteral("kind")));
    BATTLEMAT_TRY(tags, context.optionalArray(object, QStringLiteral("tags")));
    BATTLEMAT_TRY(senses, context.optionalString(object, QStringLiteral("senses"), sensesName(combatant.senses)));
    const std::optional<Senses> sensesValue = sensesFromName(*senses);
    if (!sensesValue)
        return context.child(QStringLiteral("senses"))
            .error(QStringLiteral("'%1' is not a sense; use normal, low-light or darkvision").arg(*senses));
    BATTLEMAT_TRY(powers, built->has_value() ? context.optionalArray(object, QStringLiteral("powers"))
                                             : context.requireArray(object, QStringLiteral("powers")));

    // Orcus "Action points": heroes start with 1; elite and boss monsters have them too (one a round at most).
    const int defaultActionPoints =
        *hero ? 1 : (combatant.rank == MonsterRank::Elite ? 1 : (combatant.rank == MonsterRank::Boss ? 2 : 0));
    BATTLEMAT_TRY(actionPoints,
                  context.optionalInt(object, QStringLiteral("actionPoints"), defaultActionPoints, 0, 10));

    const JsonContext defensesContext = context.child(QStringLiteral("defenses"));
    for (size_t i = 0; i < defenseKeys.size(); ++i) {
        BATTLEMAT_TRY(value, defensesContext.requireInt(*defensesObject, QString::fromLatin1(defenseKeys[i]), 0, 200));
        combatant.defenses[i] = *value;
    }
    const JsonContext immuneContext = context.child(QStringLiteral("immune"));
    for (qsizetype i = 0; i < immune->size(); ++i) {
        if (!immune->at(i).isString())
            return immuneContext.at(i).error(QStringLiteral("must be a damage type name"));
        combatant.immune.append(immune->at(i).toString());
    }
    const JsonContext powersContext = context.child(QStringLiteral("powers"));
    for (qsizetype i = 0; i < powers->size(); ++i) {
        if (!powers->at(i).isObject())
            return powersContext.at(i).error(QStringLiteral("must be a power object"));
        BATTLEMAT_TRY(power, combatPowerFromJson(powers->at(i).toObject(), powersContext.at(i)));
        if (combatant.power(power->id))
            return powersContext.at(i).error(QStringLiteral("power id '%1' is used twice").arg(power->id));
        combatant.powers.append(*power);
    }
    if (built->has_value() && !combatant.basicMeleeAttack()) {
        // The builder's basic attack: its attack bonus against AC and its level's at-will single-target damage.
        CombatPower basic;
        basic.id = QStringLiteral("basic");
        basic.name = QStringLiteral("Basic Attack");
        basic.basic = true;
        basic.attackBonus = (*built)->monster.attackVsAc;
        auto damage = DiceFormula::parse((*built)->monster.atWillSingle);
        if (!damage)
            return context.child(QStringLiteral("builder"))
                .error(QStringLiteral("the built damage %1").arg(damage.errorMessage()));
        basic.damage = *damage;
        combatant.powers.append(basic);
    }
    combatant.hero = *hero;
    combatant.level = *level;
    combatant.maxHp = *hp;
    combatant.hp = *currentHp;
    combatant.recoveryValue = *recoveryValue;
    combatant.maxRecoveries = *recoveries;
    combatant.recoveries = *recoveriesLeft;
    combatant.initiativeBonus = *initiative;
    combatant.saveBonus = *saveBonus;
    combatant.regeneration = *regeneration;
    combatant.wardOnDrop = *wardOnDrop;
    combatant.wards = *wards;
    combatant.group = *group;
    combatant.strength = *strength;
    combatant.dexterity = *dexterity;
    combatant.xp = *xp;
    combatant.resist = *resist;
    combatant.resistAll = *resistAll;
    combatant.incorporeal = *incorporeal;
    combatant.living = *living;
    combatant.senses = *sensesValue;
    combatant.kind = kind->trimmed().toLower();
    for (qsizetype i = 0; i < tags->size(); ++i) {
        if (!tags->at(i).isString() || tags->at(i).toString().trimmed().isEmpty())
            return context.child(QStringLiteral("tags")).at(i).error(QStringLiteral("expected a tag name"));
        combatant.tags.append(tags->at(i).toString().trimmed().toLower());
    }
    for (qsizetype i = 0; i < immuneTo->size(); ++i) {
        if (!immuneTo->at(i).isString())
            return context.child(QStringLiteral("immuneTo"))
                .at(i)
                .error(QStringLiteral("must be a condition or keyword"));
        combatant.immuneTo.append(immuneTo->at(i).toString());
    }
    const JsonContext aurasContext = context.child(QStringLiteral("auras"));
    for (qsizetype i = 0; i < auras->size(); ++i) {
        if (!auras->at(i).isObject())
            return aurasContext.at(i).error(QStringLiteral("must be an aura object"));
        BATTLEMAT_TRY(aura, combatAuraFromJson(auras->at(i).toObject(), aurasContext.at(i)));
        combatant.auras.append(*aura);
    }
    combatant.skills = *skills;
    combatant.actionPoints = *actionPoints;
    return success();
}

QJsonObject combatantToJson(const Combatant &c)
{
    QJsonArray expended;
    for (const QString &power : c.expendedPowers)
        expended.append(power);
    QJsonObject object{{QStringLiteral("id"), c.id},
                       {QStringLiteral("side"), c.side},
                       {QStringLiteral("x"), c.position.x},
                       {QStringLiteral("y"), c.position.y},
                       {QStringLiteral("hp"), c.hp},
                       {QStringLiteral("maxHp"), c.maxHp},
                       {QStringLiteral("tempHp"), c.tempHp},
                       {QStringLiteral("recoveries"), c.recoveries},
                       {QStringLiteral("actionPoints"), c.actionPoints},
                       {QStringLiteral("expendedPowers"), expended},
                       {QStringLiteral("deathSaveFailures"), c.deathSaveFailures},
                       {QStringLiteral("xp"), c.xp},
                       {QStringLiteral("level"), c.level}};
    // Flags only when set, so summaries stay short.
    const std::array<std::pair<const char *, bool>, 9> flags{
        {{"dead", c.dead},
         {"knockedOut", c.knockedOut},
         {"stabilized", c.stabilized},
         {"rallyUsed", c.rallyUsed},
         {"freeRally", c.freeRally},
         {"actionPointUsedThisEncounter", c.actionPointUsedThisEncounter},
         {"opportunityAttackUsed", c.opportunityAttackUsed},
         {"immediateActionUsed", c.immediateActionUsed},
         {"dying", c.isDying()}}};
    for (const auto &[key, value] : flags) {
        if (value)
            object.insert(QString::fromLatin1(key), true);
    }
    if (c.actionPointRound >= 0)
        object.insert(QStringLiteral("actionPointRound"), c.actionPointRound);
    if (c.pendingSaveBonus)
        object.insert(QStringLiteral("pendingSaveBonus"), c.pendingSaveBonus);
    if (c.squaresMovedThisTurn)
        object.insert(QStringLiteral("squaresMovedThisTurn"), c.squaresMovedThisTurn);
    if (c.wards)
        object.insert(QStringLiteral("wards"), c.wards);
    return object;
}

} // namespace battlemat
