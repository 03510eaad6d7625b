#include "encounter/restcommand.h"

#include "encounter/lighttime.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

namespace {
constexpr int shortRestMinutes = 5;
constexpr int longRestMinutes = 6 * 60;
constexpr int day = 24 * 60;
} // namespace

Result<std::shared_ptr<Command>> RestCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto kindName = context.requireString(object, QStringLiteral("kind"));
    if (!kindName)
        return kindName.error();
    Kind kind;
    if (*kindName == QLatin1String("short"))
        kind = Kind::Short;
    else if (*kindName == QLatin1String("long"))
        kind = Kind::Long;
    else if (*kindName == QLatin1String("wait"))
        kind = Kind::Wait;
    else
        return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is not short, long or wait").arg(*kindName));
    auto minutes = context.optionalInt(object, QStringLiteral("minutes"), 0, 0, 10 * day);
    if (!minutes)
        return minutes.error();
    if (kind == Kind::Wait && *minutes < 1)
        return context.child(QStringLiteral("minutes")).error(QStringLiteral("waiting needs a number of minutes"));
    QHash<QString, int> recoveries;
    if (object.contains(QStringLiteral("recoveries"))) {
        auto spend = context.requireObject(object, QStringLiteral("recoveries"));
        if (!spend)
            return spend.error();
        for (auto it = spend->begin(); it != spend->end(); ++it) {
            auto count = context.child(QStringLiteral("recoveries")).requireInt(*spend, it.key(), 0, 100);
            if (!count)
                return count.error();
            recoveries.insert(it.key(), *count);
        }
    }
    return std::shared_ptr<Command>(std::make_shared<RestCommand>(kind, recoveries, *minutes));
}

QJsonObject RestCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("rest")},
                       {QStringLiteral("kind"), m_kind == Kind::Short  ? QStringLiteral("short")
                                                : m_kind == Kind::Long ? QStringLiteral("long")
                                                                       : QStringLiteral("wait")}};
    if (m_kind == Kind::Wait)
        object.insert(QStringLiteral("minutes"), m_minutes);
    if (!m_recoveries.isEmpty()) {
        QJsonObject spend;
        for (auto it = m_recoveries.begin(); it != m_recoveries.end(); ++it)
            spend.insert(it.key(), it.value());
        object.insert(QStringLiteral("recoveries"), spend);
    }
    return object;
}

Status RestCommand::validate(const EncounterState &state) const
{
    if (state.phase != EncounterPhase::Setup && state.phase != EncounterPhase::Ended)
        return Error{QStringLiteral("no resting during an encounter: end it first")};
    if (m_kind != Kind::Short && !m_recoveries.isEmpty())
        return Error{QStringLiteral("recoveries are spent during a short rest")};
    for (auto it = m_recoveries.begin(); it != m_recoveries.end(); ++it) {
        const Combatant *c = state.combatant(it.key());
        if (!c)
            return Error{QStringLiteral("recoveries: no creature '%1'").arg(it.key())};
        if (c->dead)
            return Error{QStringLiteral("%1 is dead").arg(it.key())};
        if (it.value() > c->recoveries)
            return Error{
                QStringLiteral("%1 has %2 recoveries, not %3").arg(it.key()).arg(c->recoveries).arg(it.value())};
    }
    // Orcus "Long rest": one in 24 hours, counted from the start of the previous one.
    if (m_kind == Kind::Long && state.minutesSinceLongRest + longRestMinutes < day)
        return Error{QStringLiteral("only one long rest in 24 hours: %1 more minutes must pass")
                         .arg(day - longRestMinutes - state.minutesSinceLongRest)};
    return success();
}

int RestCommand::minutes() const
{
    switch (m_kind) {
    case Kind::Short:
        return shortRestMinutes;
    case Kind::Long:
        return longRestMinutes;
    case Kind::Wait:
        break;
    }
    return m_minutes;
}

QCoro::Task<void> RestCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    // The fight's lights burn through the time the party waits or rests (docs/vision.md "Carrying and burning down").
    if (m_kind == Kind::Wait) {
        state.minutesSinceLongRest += m_minutes;
        context->record(
            {{QStringLiteral("type"), QStringLiteral("timePassed")}, {QStringLiteral("minutes"), m_minutes}});
        LightTime::pass(context, 60 * minutes());
        co_return;
    }
    const bool longRest = m_kind == Kind::Long;
    state.minutesSinceLongRest = longRest ? 0 : state.minutesSinceLongRest + shortRestMinutes;
    if (longRest)
        state.encountersSinceLongRest = 0;
    context->record({{QStringLiteral("type"), QStringLiteral("restStarted")},
                     {QStringLiteral("kind"), longRest ? QStringLiteral("long") : QStringLiteral("short")}});
    LightTime::pass(context, 60 * minutes());
    QStringList ids;
    for (const Combatant &c : state.combatants)
        ids << c.id;
    for (const QString &id : ids) {
        Combatant *c = state.combatant(id);
        if (c->dead)
            continue;
        c->deathSaveFailures = 0; // Orcus "Death saving throws": failures reset on a short or long rest
        c->tempHp = 0;
        c->stabilized = false;
        if (longRest) {
            c->hp = c->maxHp;
            c->knockedOut = false;
            c->recoveries = c->maxRecoveries;
            c->expendedPowers.clear();
            c->actionPoints = c->hero ? 1 : c->actionPoints;
        } else {
            if (c->knockedOut && c->hp <= 0) {
                c->hp = 1; // Orcus "Knocking a creature out": heals 1 HP after a short rest
                c->knockedOut = false;
            }
            for (int i = 0; i < m_recoveries.value(id); ++i)
                context->spendRecovery(id, QStringLiteral("short rest"));
            // Encounter powers and recharge powers come back; daily powers wait for a long rest.
            c = state.combatant(id);
            c->expendedPowers.removeIf([&](const QString &powerId) {
                const CombatPower *power = c->power(powerId);
                return !power || power->usage != PowerUsage::Daily;
            });
        }
        context->record(QJsonObject{{QStringLiteral("type"), QStringLiteral("rested")},
                                    {QStringLiteral("creature"), id},
                                    {QStringLiteral("hp"), c->hp},
                                    {QStringLiteral("recoveries"), c->recoveries},
                                    {QStringLiteral("actionPoints"), c->actionPoints}});
    }
    state.effects.clear();
}

} // namespace battlemat
