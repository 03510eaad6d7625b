#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace battlemat {

/** One step of the damage pipeline ("weakened", "resist fire 5", "temporary hit points"), for the explanation. */
struct DamageStep
{
    QString name;
    int before = 0;
    int after = 0;
};

/** What one application of damage did to one creature, step by step. */
struct DamageReport
{
    QString targetId;
    int dealt = 0; // before any adjustment
    QList<DamageStep> steps;
    int afterAdjustments = 0; // after weakened, immunity, resistance and weakness
    int absorbedByTemporary = 0;
    int hitPointsLost = 0;
    int hitPointsBefore = 0;
    int hitPointsAfter = 0;
    int temporaryBefore = 0;
    int temporaryAfter = 0;
    bool becameStaggered = false;
    bool becameDying = false;
    bool knockedOut = false;
    bool died = false;
    QStringList statusesAfter;

    QJsonObject toJson() const;
};

} // namespace battlemat
