#include "fivetorches/expedition.h"

#include <QJsonArray>

namespace battlemat::ftd {

QJsonObject ExpeditionHour::toJson() const
{
    QJsonArray faces;
    for (int face : travelTurn.d20.faces)
        faces.append(face);
    QJsonArray out;
    for (const LightSource &light : lightsOut)
        out.append(light.toJson());
    QJsonArray due;
    for (qsizetype i = 0; i < resilienceChecksDue.size(); ++i)
        due.append(QJsonObject{{QStringLiteral("name"), resilienceChecksDue.at(i)},
                               {QStringLiteral("dc"), resilienceDcs.at(i)}});
    return {{QStringLiteral("day"), day},
            {QStringLiteral("hour"), hour},
            {QStringLiteral("travelTurn"), travelTurnNumber},
            {QStringLiteral("faces"), faces},
            {QStringLiteral("edge"), edgeName(travelTurn.edge)},
            {QStringLiteral("roll"), travelTurn.d20.natural},
            {QStringLiteral("threat"), TravelTurn::threatName(travelTurn.threat)},
            {QStringLiteral("summary"), TravelTurn::threatSummary(travelTurn.threat)},
            {QStringLiteral("lightsOut"), out},
            {QStringLiteral("supplies"), suppliesLeft},
            {QStringLiteral("suppliesOut"), suppliesOut},
            {QStringLiteral("resilienceChecks"), due}};
}

Expedition::Expedition(ExpeditionClock clock, int suppliesPerHour)
    : m_clock(clock)
    , m_suppliesPerHour(suppliesPerHour < 0 ? 0 : suppliesPerHour)
{}

void Expedition::addMember(const QString &name, int constitution, int hoursAdventured, bool exhausted)
{
    m_party.insert(name, Resilience{constitution, hoursAdventured, exhausted});
}

Result<ExpeditionHour> Expedition::advanceHour(DieSource &dice, Approach approach)
{
    // The roll comes first: if the dice fail, nothing of the hour has happened.
    auto turn = TravelTurn::roll(dice, approach);
    if (!turn)
        return turn.error();
    m_clock.advanceHours(1);
    ExpeditionHour report;
    report.day = m_clock.day();
    report.hour = m_clock.hour();
    report.travelTurnNumber = m_clock.travelTurns();
    report.travelTurn = *turn;
    report.lightsOut = burnHour(m_lights);
    const bool hadSupplies = m_supplies > 0;
    setSupplies(m_supplies - m_suppliesPerHour);
    report.suppliesLeft = m_supplies;
    report.suppliesOut = hadSupplies && m_supplies == 0;
    for (auto it = m_party.begin(); it != m_party.end(); ++it) {
        ++it->hoursAdventured;
        if (it->checkDue() && !it->exhausted) {
            report.resilienceChecksDue.append(it.key());
            report.resilienceDcs.append(it->checkDc());
        }
    }
    return report;
}

Result<std::optional<ExpeditionHour>> Expedition::advanceScene(DieSource &dice, Approach approach)
{
    if (m_clock.scenesThisHour() + 1 < m_clock.scenesPerHour()) {
        m_clock.advanceScene();
        return std::optional<ExpeditionHour>();
    }
    auto hour = advanceHour(dice, approach);
    if (!hour)
        return hour.error();
    return std::optional<ExpeditionHour>(*hour);
}

void Expedition::returnToSafety(bool safeRest)
{
    m_clock.returnToSafety();
    rest(safeRest);
}

void Expedition::rest(bool safe)
{
    for (Resilience &member : m_party)
        member.rest(safe);
}

Result<CheckResult> Expedition::rollResilienceCheck(const QString &name, DieSource &dice)
{
    const auto it = m_party.find(name);
    if (it == m_party.end())
        return Error{QStringLiteral("'%1' is not in the party").arg(name)};
    if (!it->checkDue())
        return Error{QStringLiteral("%1 has adventured %2 of %3 hours: no resilience check is due")
                         .arg(name)
                         .arg(it->hoursAdventured)
                         .arg(it->resilience())};
    return it->rollCheck(dice);
}

QJsonObject Expedition::toJson() const
{
    QJsonArray lights;
    for (const LightSource &light : m_lights)
        lights.append(light.toJson());
    QJsonArray party;
    for (auto it = m_party.cbegin(); it != m_party.cend(); ++it)
        party.append(QJsonObject{{QStringLiteral("name"), it.key()},
                                 {QStringLiteral("constitution"), it->constitution},
                                 {QStringLiteral("hoursAdventured"), it->hoursAdventured},
                                 {QStringLiteral("exhausted"), it->exhausted}});
    return {{QStringLiteral("clock"), m_clock.toJson()},
            {QStringLiteral("supplies"), m_supplies},
            {QStringLiteral("suppliesPerHour"), m_suppliesPerHour},
            {QStringLiteral("lights"), lights},
            {QStringLiteral("party"), party}};
}

Result<Expedition> Expedition::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto clockObject = context.requireObject(object, QStringLiteral("clock"));
    if (!clockObject)
        return clockObject.error();
    auto clock = ExpeditionClock::fromJson(*clockObject, context.child(QStringLiteral("clock")));
    if (!clock)
        return clock.error();
    auto perHour = context.optionalInt(object, QStringLiteral("suppliesPerHour"), 1, 0, 100);
    if (!perHour)
        return perHour.error();
    Expedition expedition(*clock, *perHour);
    auto supplies = context.optionalInt(object, QStringLiteral("supplies"), 0, 0, 1000000);
    if (!supplies)
        return supplies.error();
    expedition.m_supplies = *supplies;
    auto lights = context.optionalArray(object, QStringLiteral("lights"));
    if (!lights)
        return lights.error();
    for (qsizetype i = 0; i < lights->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("lights")).at(i);
        if (!lights->at(i).isObject())
            return here.error(QStringLiteral("expected a light object with a kind"));
        auto light = LightSource::fromJson(lights->at(i).toObject(), here);
        if (!light)
            return light.error();
        expedition.m_lights.append(*light);
    }
    auto party = context.optionalArray(object, QStringLiteral("party"));
    if (!party)
        return party.error();
    for (qsizetype i = 0; i < party->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("party")).at(i);
        if (!party->at(i).isObject())
            return here.error(QStringLiteral("expected a member object with a name"));
        const QJsonObject member = party->at(i).toObject();
        auto name = here.requireString(member, QStringLiteral("name"));
        if (!name)
            return name.error();
        if (expedition.m_party.contains(*name))
            return here.child(QStringLiteral("name")).error(QStringLiteral("'%1' is named twice").arg(*name));
        auto con = here.requireInt(member, QStringLiteral("constitution"), 0, 30);
        if (!con)
            return con.error();
        auto hours = here.optionalInt(member, QStringLiteral("hoursAdventured"), 0, 0, 100000);
        if (!hours)
            return hours.error();
        auto exhausted = here.optionalBool(member, QStringLiteral("exhausted"), false);
        if (!exhausted)
            return exhausted.error();
        expedition.addMember(*name, *con, *hours, *exhausted);
    }
    return expedition;
}

} // namespace battlemat::ftd
