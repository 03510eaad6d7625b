#pragma once

#include "dice/diesource.h"
#include "fivetorches/expeditionclock.h"
#include "fivetorches/lightsource.h"
#include "fivetorches/resilience.h"
#include "fivetorches/travelturn.h"

#include <QJsonObject>
#include <QList>
#include <QMap>

namespace battlemat::ftd {

/** What one hour of the expedition brought, for the log: the travel turn, lights out, supplies, who is past resilience.
 */
struct ExpeditionHour
{
    int day = 1;
    int hour = 1;
    int travelTurnNumber = 0;
    TravelTurn travelTurn;
    QList<LightSource> lightsOut;
    int suppliesLeft = 0;
    bool suppliesOut = false;
    QStringList resilienceChecksDue; // names, with the DC each faces
    QList<int> resilienceDcs;

    QJsonObject toJson() const;
};

/**
 * The bookkeeping of an expedition the GM would keep on paper: the clock, the party's lights, their supplies and
 * each PC's hours against resilience. Each hour a travel turn is rolled, lights and supplies burn down and the
 * hours adventured grow ("Travel Turns", "Light", "Resilience & Exhaustion",
 * ../shared/rules/checks-actions-combat-gritty.txt).
 */
class Expedition
{
public:
    explicit Expedition(ExpeditionClock clock, int suppliesPerHour = 1);

    const ExpeditionClock &clock() const { return m_clock; }
    const QList<LightSource> &lights() const { return m_lights; }
    const QMap<QString, Resilience> &party() const { return m_party; }
    int supplies() const { return m_supplies; }

    void setSupplies(int supplies) { m_supplies = supplies < 0 ? 0 : supplies; }
    void addLight(const LightSource &light) { m_lights.append(light); }
    /** Adds or replaces a PC by name with their CON score. */
    void addMember(const QString &name, int constitution, int hoursAdventured = 0, bool exhausted = false);

    /** One hour passes: a travel turn rolled with the approach, lights and supplies burn, hours counted. */
    Result<ExpeditionHour> advanceHour(DieSource &dice, Approach approach);
    /** One scene; when it completes the hour, that hour's report (else nothing happened but the count). */
    Result<std::optional<ExpeditionHour>> advanceScene(DieSource &dice, Approach approach);
    /** The party is back in safety: the return count starts again and, with safe rest, exhaustion is cured. */
    void returnToSafety(bool safeRest);
    /** A night's rest where the party is: hours adventured start again; only safe rest cures exhaustion. */
    void rest(bool safe);
    /** The GM calls a PC's resilience check: refused for an unknown name or before their hours pass resilience. */
    Result<CheckResult> rollResilienceCheck(const QString &name, DieSource &dice);

    QJsonObject toJson() const;
    static Result<Expedition> fromJson(const QJsonObject &object, const JsonContext &context);

private:
    ExpeditionClock m_clock;
    int m_suppliesPerHour = 1;
    int m_supplies = 0;
    QList<LightSource> m_lights;
    QMap<QString, Resilience> m_party;
};

} // namespace battlemat::ftd
