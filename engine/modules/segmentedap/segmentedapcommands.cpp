#include "segmentedapcommands.h"

#include "modules/segmentedap/orcusphasemapping.h"

#include <QJsonArray>

#include <functional>

namespace battlemat {

namespace {

struct Context
{
    const QJsonObject &command;
    const JsonContext &where;
    SegmentClock &clock;
    const SegmentedApSettings &settings;
};

QJsonObject eventOf(const QString &type, const SegmentClock &clock, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("type"), type);
    fields.insert(QStringLiteral("clock"), clock.view());
    return fields;
}

Result<SegmentedCombatant> combatantFrom(const QJsonObject &entry, const JsonContext &item,
                                         const SegmentedApSettings &settings)
{
    SegmentedCombatant combatant;
    auto id = item.requireString(entry, QStringLiteral("id"));
    if (!id)
        return id.error();
    auto dexterity = item.optionalInt(entry, QStringLiteral("dexterity"), 10, -100, 1000);
    if (!dexterity)
        return dexterity.error();
    // SPD is checked by the clock, so that 4 is told why (the missing Modified Speed Characteristic rule).
    auto speed = item.optionalInt(entry, QStringLiteral("speed"), settings.defaultSpeed, -1000, 1000);
    if (!speed)
        return speed.error();
    auto orcusSpeed = item.optionalInt(entry, QStringLiteral("orcusSpeed"), 6, 0, 100);
    if (!orcusSpeed)
        return orcusSpeed.error();
    combatant.id = *id;
    combatant.dexterity = *dexterity;
    combatant.speed = *speed;
    combatant.squaresPerPoint = settings.squaresFor(*orcusSpeed);
    return combatant;
}

Result<QJsonObject> startClock(Context &c)
{
    auto combatants = c.where.requireArray(c.command, QStringLiteral("combatants"));
    if (!combatants)
        return combatants.error();
    if (c.clock.started())
        return Error{QStringLiteral("the segment clock is running already; end it first")};
    SegmentClock clock;
    for (qsizetype i = 0; i < combatants->size(); ++i) {
        const JsonContext item = c.where.child(QStringLiteral("combatants")).at(i);
        if (!combatants->at(i).isObject())
            return item.error(QStringLiteral("expected a combatant object with an id"));
        auto combatant = combatantFrom(combatants->at(i).toObject(), item, c.settings);
        if (!combatant)
            return combatant.error();
        if (auto added = clock.addCombatant(*combatant); !added)
            return item.error(added.errorMessage());
    }
    if (auto started = clock.start(); !started)
        return started.error();
    c.clock = clock;
    return eventOf(QStringLiteral("clockStarted"), c.clock);
}

Result<QJsonObject> addCombatant(Context &c)
{
    auto combatant = combatantFrom(c.command, c.where, c.settings);
    if (!combatant)
        return combatant.error();
    if (auto added = c.clock.addCombatant(*combatant); !added)
        return added.error();
    return eventOf(QStringLiteral("combatantJoined"), c.clock, {{QStringLiteral("combatant"), combatant->id}});
}

Result<QJsonObject> nextSegment(Context &c)
{
    if (auto next = c.clock.nextSegment(); !next)
        return next.error();
    return eventOf(QStringLiteral("segmentStarted"), c.clock);
}

Result<QString> combatantId(Context &c)
{
    return c.where.requireString(c.command, QStringLiteral("combatant"));
}

/** The action of an act or abort command: "action" (a row of the table) or "orcusAction" with attack/spell. */
Result<SegmentedActionRequest> requestFrom(Context &c, bool *zeroPhase)
{
    SegmentedActionRequest request;
    *zeroPhase = false;
    if (c.command.contains(QStringLiteral("orcusAction"))) {
        auto action = c.where.requireString(c.command, QStringLiteral("orcusAction"));
        if (!action)
            return action.error();
        auto attack = c.where.optionalBool(c.command, QStringLiteral("attack"), false);
        if (!attack)
            return attack.error();
        auto spell = c.where.optionalBool(c.command, QStringLiteral("spell"), false);
        if (!spell)
            return spell.error();
        auto mapped = OrcusPhaseMapping::map(*action, *attack, *spell);
        if (!mapped)
            return c.where.child(QStringLiteral("orcusAction")).error(mapped.errorMessage());
        if (mapped->zeroPhase) {
            *zeroPhase = true;
            return request;
        }
        if (!mapped->phase) {
            return c.where.child(QStringLiteral("orcusAction"))
                .error(QStringLiteral("a move action is the move command (1 SAP, then 1 PAP)"));
        }
        request.kind = *mapped->phase;
    } else {
        auto name = c.where.requireString(c.command, QStringLiteral("action"));
        if (!name)
            return name.error();
        const auto kind = segmentedActionKindFromName(*name);
        if (!kind) {
            return c.where.child(QStringLiteral("action"))
                .error(QStringLiteral("'%1' is no action: give half-attack, half, full, attack-spell or full-spell")
                           .arg(*name));
        }
        request.kind = *kind;
    }
    struct Field
    {
        const char *key;
        int *target;
        int fallback;
    };
    for (const Field &field :
         {Field{"modifiers", &request.modifiers, 0}, Field{"spellLevel", &request.spellLevel, 0},
          Field{"casterLevel", &request.casterLevel, 1}, Field{"extraPhases", &request.extraPhases, 0}}) {
        auto value = c.where.optionalInt(c.command, QLatin1String(field.key), field.fallback, -1000, 1000);
        if (!value)
            return value.error();
        *field.target = *value;
    }
    return request;
}

QJsonObject resultFields(const QString &id, const SegmentedActionRequest &request, const SegmentedActionResult &result)
{
    return {{QStringLiteral("combatant"), id},
            {QStringLiteral("action"), segmentedActionKindName(request.kind)},
            {QStringLiteral("cost"), result.cost.cost},
            {QStringLiteral("pap"), result.primary},
            {QStringLiteral("sap"), result.secondary},
            {QStringLiteral("dropped"), result.dropped},
            {QStringLiteral("maxRemaining"), result.cost.maxRemaining}};
}

Result<QJsonObject> act(Context &c, bool abort)
{
    auto id = combatantId(c);
    if (!id)
        return id.error();
    bool zeroPhase = false;
    auto request = requestFrom(c, &zeroPhase);
    if (!request)
        return request.error();
    if (zeroPhase) {
        if (abort)
            return Error{QStringLiteral("aborting is to a defensive action, not a minor or free one")};
        if (auto free = c.clock.zeroPhaseAction(*id); !free)
            return free.error();
        return eventOf(QStringLiteral("zeroPhaseAction"), c.clock, {{QStringLiteral("combatant"), *id}});
    }
    auto result = abort ? c.clock.abortTo(*id, *request) : c.clock.act(*id, *request);
    if (!result)
        return result.error();
    return eventOf(abort ? QStringLiteral("aborted") : QStringLiteral("actionTaken"), c.clock,
                   resultFields(*id, *request, *result));
}

Result<QJsonObject> zeroPhase(Context &c)
{
    auto id = combatantId(c);
    if (!id)
        return id.error();
    if (auto free = c.clock.zeroPhaseAction(*id); !free)
        return free.error();
    return eventOf(QStringLiteral("zeroPhaseAction"), c.clock, {{QStringLiteral("combatant"), *id}});
}

Result<QJsonObject> move(Context &c)
{
    auto id = combatantId(c);
    if (!id)
        return id.error();
    auto primary = c.where.optionalBool(c.command, QStringLiteral("withPrimary"), false);
    if (!primary)
        return primary.error();
    auto sprint = c.where.optionalBool(c.command, QStringLiteral("sprint"), false);
    if (!sprint)
        return sprint.error();
    auto moved = c.clock.move(*id, *primary, *sprint);
    if (!moved)
        return moved.error();
    return eventOf(
        QStringLiteral("moved"), c.clock,
        {{QStringLiteral("combatant"), *id},
         {QStringLiteral("squares"), moved->squares},
         {QStringLiteral("sprinting"), moved->sprinting},
         {QStringLiteral("grantsCombatAdvantage"), moved->sprinting && c.settings.sprintGrantsCombatAdvantage},
         {QStringLiteral("pap"), moved->primary},
         {QStringLiteral("sap"), moved->secondary}});
}

Result<QJsonObject> reset(Context &c)
{
    auto id = combatantId(c);
    if (!id)
        return id.error();
    auto reason = c.where.requireString(c.command, QStringLiteral("reason"));
    if (!reason)
        return reason.error();
    static const QList<QPair<QString, SegmentedReset>> reasons{
        {QStringLiteral("attack"), SegmentedReset::Attack},
        {QStringLiteral("knockedOut"), SegmentedReset::KnockedOut},
        {QStringLiteral("stunned"), SegmentedReset::Stunned},
        {QStringLiteral("interrupted"), SegmentedReset::Interrupted}};
    for (const auto &[name, why] : reasons) {
        if (name != *reason)
            continue;
        if (auto done = c.clock.reset(*id, why); !done)
            return done.error();
        return eventOf(QStringLiteral("pointsReset"), c.clock,
                       {{QStringLiteral("combatant"), *id}, {QStringLiteral("reason"), *reason}});
    }
    return c.where.child(QStringLiteral("reason"))
        .error(QStringLiteral("'%1': give attack, knockedOut, stunned or interrupted").arg(*reason));
}

Result<QJsonObject> endClock(Context &c)
{
    if (!c.clock.started())
        return Error{QStringLiteral("the segment clock has not started")};
    const int turn = c.clock.turn();
    const int segment = c.clock.segment();
    c.clock = SegmentClock();
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("clockEnded")},
                       {QStringLiteral("turn"), turn},
                       {QStringLiteral("segment"), segment}};
}

using Handler = std::function<Result<QJsonObject>(Context &)>;

const QList<QPair<QString, Handler>> &handlers()
{
    static const QList<QPair<QString, Handler>> list{
        {QStringLiteral("startClock"), startClock},
        {QStringLiteral("addCombatant"), addCombatant},
        {QStringLiteral("nextSegment"), nextSegment},
        {QStringLiteral("zeroPhase"), zeroPhase},
        {QStringLiteral("act"), [](Context &c) { return act(c, false); }},
        {QStringLiteral("move"), move},
        {QStringLiteral("abort"), [](Context &c) { return act(c, true); }},
        {QStringLiteral("reset"), reset},
        {QStringLiteral("endClock"), endClock},
    };
    return list;
}

} // namespace

QStringList SegmentedApCommands::types()
{
    QStringList names;
    for (const auto &entry : handlers())
        names.append(entry.first);
    return names;
}

Result<QJsonObject> SegmentedApCommands::apply(const QJsonObject &command, const JsonContext &context,
                                               SegmentClock &clock, const SegmentedApSettings &settings)
{
    auto type = context.requireString(command, QStringLiteral("type"));
    if (!type)
        return type.error();
    for (const auto &[name, handler] : handlers()) {
        if (name != *type)
            continue;
        SegmentClock changed = clock;
        Context c{command, context, changed, settings};
        auto event = handler(c);
        if (event)
            clock = std::move(changed);
        return event;
    }
    return context.child(QStringLiteral("type"))
        .error(QStringLiteral("'%1' is no segmented action points command; the commands are %2")
                   .arg(*type, types().join(QLatin1String(", "))));
}

} // namespace battlemat
