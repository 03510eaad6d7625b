#include "actiondicecommands.h"

#include "modules/actiondice/boostoffer.h"

#include <QJsonArray>

#include <functional>

namespace battlemat {

namespace {

/** The fields of one command object, read with the command's context so each message says where. */
class Fields
{
public:
    Fields(const QJsonObject &object, const JsonContext &context)
        : m_object(object)
        , m_context(context)
    {}

    Result<QString> hero() const { return m_context.requireString(m_object, QStringLiteral("hero")); }
    /** "for": whose roll or benefit; the hero's own by default. */
    Result<QString> beneficiary(const QString &hero) const
    {
        return m_context.optionalString(m_object, QStringLiteral("for"), hero);
    }
    Result<int> integer(const char *key, int fallback, int min, int max) const
    {
        return m_context.optionalInt(m_object, QLatin1String(key), fallback, min, max);
    }
    Result<int> requiredInteger(const char *key, int min, int max) const
    {
        return m_context.requireInt(m_object, QLatin1String(key), min, max);
    }
    Result<bool> flag(const char *key, bool fallback) const
    {
        return m_context.optionalBool(m_object, QLatin1String(key), fallback);
    }
    bool has(const char *key) const { return m_object.contains(QLatin1String(key)); }
    const JsonContext &context() const { return m_context; }
    const QJsonObject &object() const { return m_object; }

private:
    const QJsonObject &m_object;
    const JsonContext &m_context;
};

/** Reads several flags at once; the first error wins. */
Status readFlags(const Fields &fields, std::initializer_list<std::tuple<const char *, bool *, bool>> flags)
{
    for (const auto &[key, target, fallback] : flags) {
        auto value = fields.flag(key, fallback);
        if (!value)
            return value.error();
        *target = *value;
    }
    return success();
}

struct Context
{
    ActionDiceNight &night;
    const ActionDiceSettings &settings;
    DieSource &dice;
};

QJsonObject spentEvent(const QString &hero, const QString &spend, int diceLeft)
{
    return {{QStringLiteral("type"), QStringLiteral("actionDiceSpent")},
            {QStringLiteral("hero"), hero},
            {QStringLiteral("spend"), spend},
            {QStringLiteral("diceLeft"), diceLeft}};
}

Result<QJsonObject> startGameNight(const Fields &fields, Context &c)
{
    auto heroes = fields.context().requireArray(fields.object(), QStringLiteral("heroes"));
    if (!heroes)
        return heroes.error();
    QList<ActionDiceHero> list;
    for (qsizetype i = 0; i < heroes->size(); ++i) {
        const JsonContext item = fields.context().child(QStringLiteral("heroes")).at(i);
        if (!heroes->at(i).isObject())
            return item.error(QStringLiteral("expected a hero object with id and level"));
        const QJsonObject hero = heroes->at(i).toObject();
        auto id = item.requireString(hero, QStringLiteral("id"));
        if (!id)
            return id.error();
        auto level = item.requireInt(hero, QStringLiteral("level"), 1, 100);
        if (!level)
            return level.error();
        auto bonus = item.optionalInt(hero, QStringLiteral("bonusLevels"), 0, 0, 100);
        if (!bonus)
            return bonus.error();
        list.append({*id, *level, *bonus});
    }
    if (auto started = c.night.start(list, c.settings); !started)
        return started.error();
    QJsonObject pools;
    for (auto it = c.night.pools().constBegin(); it != c.night.pools().constEnd(); ++it) {
        pools.insert(it.key(), QJsonObject{{QStringLiteral("dice"), it->dice},
                                           {QStringLiteral("sides"), it->sides},
                                           {QStringLiteral("heroTokens"), it->heroTokens}});
    }
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("gameNightStarted")},
                       {QStringLiteral("night"), c.night.number()},
                       {QStringLiteral("pools"), pools}};
}

Result<QJsonObject> endGameNight(const Fields &fields, Context &c)
{
    auto partyLevel = fields.requiredInteger("partyLevel", 1, 100);
    if (!partyLevel)
        return partyLevel.error();
    auto xp = c.night.end(*partyLevel, c.settings);
    if (!xp)
        return xp.error();
    QJsonObject byHero;
    for (const ActionDiceNightXp &award : *xp) {
        byHero.insert(award.heroId, QJsonObject{{QStringLiteral("awardedDice"), award.awardedDice},
                                                {QStringLiteral("earnedTokens"), award.earnedTokens},
                                                {QStringLiteral("xp"), award.xp}});
    }
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("gameNightEnded")},
                       {QStringLiteral("night"), c.night.number()},
                       {QStringLiteral("partyLevel"), *partyLevel},
                       {QStringLiteral("carriedOver"), c.settings.carryOver},
                       {QStringLiteral("xp"), byHero}};
}

Result<QJsonObject> award(const Fields &fields, Context &c, bool tokens)
{
    auto hero = fields.hero();
    if (!hero)
        return hero.error();
    auto count = fields.integer(tokens ? "tokens" : "dice", 1, -1000, 1000);
    if (!count)
        return count.error();
    const Status awarded = tokens ? c.night.awardTokens(*hero, *count) : c.night.awardDice(*hero, *count);
    if (!awarded)
        return awarded.error();
    const ActionDiceHeroPool pool = *c.night.pool(*hero);
    return QJsonObject{
        {QStringLiteral("type"), tokens ? QStringLiteral("heroTokensAwarded") : QStringLiteral("actionDiceAwarded")},
        {QStringLiteral("hero"), *hero},
        {tokens ? QStringLiteral("tokens") : QStringLiteral("dice"), *count},
        {QStringLiteral("diceLeft"), pool.dice},
        {QStringLiteral("heroTokensLeft"), pool.heroTokens}};
}

Result<QJsonObject> boost(const Fields &fields, Context &c)
{
    auto hero = fields.hero();
    if (!hero)
        return hero.error();
    auto beneficiary = fields.beneficiary(*hero);
    if (!beneficiary)
        return beneficiary.error();
    auto kindName = fields.context().optionalString(fields.object(), QStringLiteral("kind"), QStringLiteral("other"));
    if (!kindName)
        return kindName.error();
    const auto kind = actionDiceRollKindFromName(*kindName);
    if (!kind) {
        return fields.context()
            .child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is no roll kind: give attack, damage, check, save, healing, initiative, other, "
                                  "ability-score or max-hp")
                       .arg(*kindName));
    }
    ActionDiceBoostRequest request;
    request.who = {*hero, *beneficiary, 0};
    request.kind = *kind;
    auto dice = fields.integer("dice", 1, -1000, 1000);
    if (!dice)
        return dice.error();
    auto before = fields.integer("diceSpentBefore", 0, 0, 1000);
    if (!before)
        return before.error();
    request.dice = *dice;
    request.diceSpentBefore = *before;
    if (auto flags = readFlags(fields, {{"rolled", &request.rolled, true},
                                        {"outcomeApplied", &request.outcomeApplied, false},
                                        {"forbidden", &request.forbiddenByAbility, false}});
        !flags)
        return flags.error();
    std::optional<int> total;
    std::optional<int> target;
    if (fields.has("total")) {
        auto value = fields.requiredInteger("total", -100000, 100000);
        if (!value)
            return value.error();
        total = *value;
    }
    if (fields.has("target")) {
        auto value = fields.requiredInteger("target", -100000, 100000);
        if (!value)
            return value.error();
        target = *value;
    }
    // The chance, as the table is offered it, before the dice are rolled.
    QString offer;
    if (total && target && *total < *target) {
        if (auto pool = c.night.pool(*hero)) {
            if (auto made = BoostOffer::make(std::max(*dice, 1), pool->sides, *target - *total,
                                             QStringLiteral("failure"), QStringLiteral("success")))
                offer = made->text();
        }
    }
    auto rolled = c.night.boost(request, c.dice);
    if (!rolled)
        return rolled.error();
    QJsonObject event = spentEvent(*hero, QStringLiteral("boost"), rolled->diceLeft);
    event.insert(QStringLiteral("kind"), *kindName);
    event.insert(QStringLiteral("roll"), rolled->roll.toJson());
    if (!offer.isEmpty())
        event.insert(QStringLiteral("offer"), offer);
    if (total) {
        event.insert(QStringLiteral("total"), *total + rolled->roll.total);
        if (target)
            event.insert(QStringLiteral("succeeds"), *total + rolled->roll.total >= *target);
    }
    return event;
}

Result<QJsonObject> acBoost(const Fields &fields, Context &c)
{
    auto hero = fields.hero();
    if (!hero)
        return hero.error();
    auto beneficiary = fields.beneficiary(*hero);
    if (!beneficiary)
        return beneficiary.error();
    ActionDiceSituation situation;
    if (auto flags = readFlags(fields, {{"atRoundStart", &situation.atRoundStart, true}}); !flags)
        return flags.error();
    auto rolled = c.night.boostAc(*hero, situation, c.dice, *beneficiary);
    if (!rolled)
        return rolled.error();
    QJsonObject event = spentEvent(*hero, QStringLiteral("ac"), rolled->diceLeft);
    event.insert(QStringLiteral("roll"), rolled->roll.toJson());
    event.insert(QStringLiteral("acBonus"), 2);
    event.insert(QStringLiteral("rounds"), rolled->roll.total);
    return event;
}

Result<QJsonObject> startRound(const Fields &, Context &c)
{
    c.night.startRound();
    QJsonObject boosts;
    for (auto it = c.night.pools().constBegin(); it != c.night.pools().constEnd(); ++it) {
        if (it->acBoostRoundsLeft > 0)
            boosts.insert(it.key(), it->acBoostRoundsLeft);
    }
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("roundStarted")}, {QStringLiteral("acBoosts"), boosts}};
}

Result<QJsonObject> heal(const Fields &fields, Context &c)
{
    auto hero = fields.hero();
    if (!hero)
        return hero.error();
    auto beneficiary = fields.beneficiary(*hero);
    if (!beneficiary)
        return beneficiary.error();
    auto dice = fields.integer("dice", 1, -1000, 1000);
    if (!dice)
        return dice.error();
    ActionDiceSituation situation;
    if (auto flags = readFlags(
            fields, {{"inEncounter", &situation.inEncounter, false}, {"threatened", &situation.threatened, false}});
        !flags)
        return flags.error();
    auto rolled = c.night.heal(*hero, *dice, c.settings, situation, c.dice, *beneficiary);
    if (!rolled)
        return rolled.error();
    QJsonObject event = spentEvent(*hero, QStringLiteral("heal"), rolled->diceLeft);
    event.insert(QStringLiteral("roll"), rolled->roll.toJson());
    event.insert(QStringLiteral("hitPoints"), rolled->roll.total);
    return event;
}

/** The spends that roll nothing: check, pay one die, report. */
Result<QJsonObject> oneDie(const Fields &fields, Context &c, const QString &spend)
{
    auto hero = fields.hero();
    if (!hero)
        return hero.error();
    auto beneficiary = fields.beneficiary(*hero);
    if (!beneficiary)
        return beneficiary.error();
    auto who = c.night.spender(*hero, *beneficiary);
    if (!who)
        return who.error();
    Status check = success();
    QJsonObject extra;
    if (spend == QLatin1String("activateThreat")) {
        auto natural = fields.requiredInteger("natural", 1, 20);
        if (!natural)
            return natural.error();
        bool critical = false;
        bool damageRolled = false;
        if (auto flags = readFlags(fields, {{"critical", &critical, false}, {"damageRolled", &damageRolled, false}});
            !flags)
            return flags.error();
        check = ActionDiceSpendRules::checkActivateThreat(*who, c.settings, *natural, critical, damageRolled);
    } else if (spend == QLatin1String("negateCritical")) {
        bool critical = true;
        bool damageRolled = false;
        if (auto flags = readFlags(fields, {{"critical", &critical, true}, {"damageRolled", &damageRolled, false}});
            !flags)
            return flags.error();
        check = ActionDiceSpendRules::checkNegateCritical(*who, critical, damageRolled);
    } else if (spend == QLatin1String("stabilize")) {
        ActionDiceSituation situation;
        if (auto flags = readFlags(fields, {{"dying", &situation.dying, false}}); !flags)
            return flags.error();
        check = ActionDiceSpendRules::checkStabilize(*who, situation);
    } else if (spend == QLatin1String("secondChance")) {
        bool failed = false;
        bool ongoing = false;
        if (auto flags = readFlags(fields, {{"saveFailed", &failed, false}, {"effectOngoing", &ongoing, false}});
            !flags)
            return flags.error();
        check = ActionDiceSpendRules::checkSecondChance(*who, failed, ongoing);
    } else if (spend == QLatin1String("reuseAbility")) {
        bool limited = false;
        if (auto flags = readFlags(fields, {{"limited", &limited, false}}); !flags)
            return flags.error();
        auto power = fields.context().optionalString(fields.object(), QStringLiteral("power"));
        if (!power)
            return power.error();
        extra.insert(QStringLiteral("power"), *power);
        check = ActionDiceSpendRules::checkReuseAbility(*who, limited);
    }
    if (auto paid = c.night.payOneDie(*hero, check); !paid)
        return paid.error();
    QJsonObject event = spentEvent(*hero, spend, c.night.pool(*hero)->dice);
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        event.insert(it.key(), it.value());
    return event;
}

Result<QJsonObject> extraAction(const Fields &fields, Context &c)
{
    auto hero = fields.hero();
    if (!hero)
        return hero.error();
    auto action = fields.context().requireString(fields.object(), QStringLiteral("action"));
    if (!action)
        return action.error();
    if (*action != QLatin1String("attack") && *action != QLatin1String("move")) {
        return fields.context()
            .child(QStringLiteral("action"))
            .error(QStringLiteral("'%1': an extra action is an attack or a move").arg(*action));
    }
    auto turn = fields.requiredInteger("turn", 1, 1000000);
    if (!turn)
        return turn.error();
    ActionDiceSituation situation;
    if (auto flags = readFlags(fields, {{"heroesTurn", &situation.heroesTurn, true},
                                        {"attackedThisTurn", &situation.attackedThisTurn, false}});
        !flags)
        return flags.error();
    if (auto taken = c.night.extraAction(*hero, *action == QLatin1String("attack"), c.settings, situation, *turn);
        !taken)
        return taken.error();
    QJsonObject event = spentEvent(*hero, QStringLiteral("extraAction"), c.night.pool(*hero)->dice);
    event.insert(QStringLiteral("action"), *action);
    event.insert(QStringLiteral("turn"), *turn);
    return event;
}

Result<QJsonObject> heroToken(const Fields &fields, Context &c, const QString &spend)
{
    auto hero = fields.hero();
    if (!hero)
        return hero.error();
    auto beneficiary = fields.beneficiary(*hero);
    if (!beneficiary)
        return beneficiary.error();
    Status spent = success();
    if (spend == QLatin1String("actionDice")) {
        if (*beneficiary != *hero)
            return Error{QStringLiteral("%1 cannot spend a hero token for %2").arg(*hero, *beneficiary)};
        spent = c.night.tokenForActionDice(*hero, c.settings);
    } else if (spend == QLatin1String("standardAction")) {
        bool heroesTurn = true;
        if (auto flags = readFlags(fields, {{"heroesTurn", &heroesTurn, true}}); !flags)
            return flags.error();
        spent = c.night.tokenForStandardAction(*hero, *beneficiary, heroesTurn);
    } else {
        bool d20 = true;
        bool applied = false;
        if (auto flags = readFlags(fields, {{"d20", &d20, true}, {"outcomeApplied", &applied, false}}); !flags)
            return flags.error();
        spent = c.night.tokenForReroll(*hero, *beneficiary, d20, applied);
    }
    if (!spent)
        return spent.error();
    const ActionDiceHeroPool pool = *c.night.pool(*hero);
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("heroTokenSpent")},
                       {QStringLiteral("hero"), *hero},
                       {QStringLiteral("spend"), spend},
                       {QStringLiteral("heroTokensLeft"), pool.heroTokens},
                       {QStringLiteral("diceLeft"), pool.dice}};
}

using Handler = std::function<Result<QJsonObject>(const Fields &, Context &)>;

const QList<QPair<QString, Handler>> &handlers()
{
    static const QList<QPair<QString, Handler>> list{
        {QStringLiteral("startGameNight"), startGameNight},
        {QStringLiteral("endGameNight"), endGameNight},
        {QStringLiteral("awardActionDice"), [](const Fields &f, Context &c) { return award(f, c, false); }},
        {QStringLiteral("awardHeroTokens"), [](const Fields &f, Context &c) { return award(f, c, true); }},
        {QStringLiteral("boost"), boost},
        {QStringLiteral("boostAc"), acBoost},
        {QStringLiteral("startRound"), startRound},
        {QStringLiteral("heal"), heal},
        {QStringLiteral("activateThreat"),
         [](const Fields &f, Context &c) { return oneDie(f, c, QStringLiteral("activateThreat")); }},
        {QStringLiteral("negateCritical"),
         [](const Fields &f, Context &c) { return oneDie(f, c, QStringLiteral("negateCritical")); }},
        {QStringLiteral("stabilize"),
         [](const Fields &f, Context &c) { return oneDie(f, c, QStringLiteral("stabilize")); }},
        {QStringLiteral("secondChance"),
         [](const Fields &f, Context &c) { return oneDie(f, c, QStringLiteral("secondChance")); }},
        {QStringLiteral("reuseAbility"),
         [](const Fields &f, Context &c) { return oneDie(f, c, QStringLiteral("reuseAbility")); }},
        {QStringLiteral("extraAction"), extraAction},
        {QStringLiteral("tokenForActionDice"),
         [](const Fields &f, Context &c) { return heroToken(f, c, QStringLiteral("actionDice")); }},
        {QStringLiteral("tokenForStandardAction"),
         [](const Fields &f, Context &c) { return heroToken(f, c, QStringLiteral("standardAction")); }},
        {QStringLiteral("tokenForReroll"),
         [](const Fields &f, Context &c) { return heroToken(f, c, QStringLiteral("reroll")); }},
    };
    return list;
}

} // namespace

QStringList ActionDiceCommands::types()
{
    QStringList names;
    for (const auto &entry : handlers())
        names.append(entry.first);
    return names;
}

Result<QJsonObject> ActionDiceCommands::apply(const QJsonObject &command, const JsonContext &context,
                                              ActionDiceNight &night, const ActionDiceSettings &settings,
                                              DieSource &dice)
{
    auto type = context.requireString(command, QStringLiteral("type"));
    if (!type)
        return type.error();
    for (const auto &[name, handler] : handlers()) {
        if (name != *type)
            continue;
        // Worked on a copy: a refusal half-way (a die source that runs dry) leaves the night as it was.
        ActionDiceNight changed = night;
        Context c{changed, settings, dice};
        auto event = handler(Fields(command, context), c);
        if (event)
            night = std::move(changed);
        return event;
    }
    return context.child(QStringLiteral("type"))
        .error(QStringLiteral("'%1' is no action dice command; the commands are %2")
                   .arg(*type, types().join(QLatin1String(", "))));
}

} // namespace battlemat
