#pragma once

#include "core/jsonreader.h"
#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace battlemat::ftd {

/**
 * A carried torch or lantern: 30 ft of dim light, a torch for 1 hour and a lantern for 3, burning down with the
 * travel turns ("Light", ../shared/rules/checks-actions-combat-gritty.txt). Players note when theirs go out; the
 * clock does it for them here.
 */
struct LightSource
{
    QString kind; // "torch", "lantern" or a name the GM gives
    QString carrier;
    int hoursLeft = 0;
    int radiusFeet = 30;
    bool lit = true;

    static constexpr int torchHours = 1;
    static constexpr int lanternHours = 3;
    static constexpr int dimRadiusFeet = 30;

    /** A fresh torch or lantern; other kinds need their hours given. */
    static Result<LightSource> fresh(const QString &kind, const QString &carrier);
    bool burning() const { return lit && hoursLeft > 0; }

    QJsonObject toJson() const;
    static Result<LightSource> fromJson(const QJsonObject &object, const JsonContext &context);
};

/** One hour passes for every lit source; returns the ones that went out this hour (for the log). */
QList<LightSource> burnHour(QList<LightSource> &sources);

} // namespace battlemat::ftd
