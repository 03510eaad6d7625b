#pragma once

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

/**
 * The expedition's journey planner (docs/modules.md, "Five Torches Deep"; "Overland Travel" and "Overwater Travel",
 * ../shared/rules/checks-actions-combat-gritty.txt): how far the party goes a day, how many days a distance takes
 * and how many travel turns to roll on the way, from the engine's one reckoning (the same as `battlemat-cli ftd
 * plan`). It changes nothing at the table: the GM then advances the clock.
 */
class JourneyPlanner : public QObject
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit JourneyPlanner(QObject *parent = nullptr);

    /**
     * On foot (vessel ""): each traveller's STR modifier ("2, -1"), terrain open/difficult/harsh, light, pace
     * normal/tactical/stealthy, encumbered; on water (vessel boat or ship): the current neutral/favorable/unfavorable.
     * {ok, text, milesPerDay, days, wholeDays, travelTurns, cadence} or {ok: false, text: why}.
     */
    Q_INVOKABLE QVariantMap plan(double miles, const QString &vessel, const QString &strengthModifiers,
                                 const QString &terrain, const QString &light, const QString &pace, bool encumbered,
                                 const QString &current) const;
};
