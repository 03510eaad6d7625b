#pragma once

#include "core/jsonreader.h"
#include "orcus/damagetype.h"

#include <QJsonObject>
#include <QMap>
#include <QSet>

namespace battlemat {

/** A creature's damage immunities, resistances and weaknesses ("Immunities, resistances and weaknesses"). */
struct DamageAdjustments
{
    QSet<DamageType> immunities;
    QMap<DamageType, int> resistances; // resist X: subtract X, minimum 0
    QMap<DamageType, int> weaknesses;  // weak X: add X

    bool isEmpty() const { return immunities.isEmpty() && resistances.isEmpty() && weaknesses.isEmpty(); }

    /** {"immune": ["fire"], "resist": {"cold": 5}, "weak": {"radiant": 5}}; empty parts are left out. */
    QJsonObject toJson() const;
    static Result<DamageAdjustments> fromJson(const QJsonObject &object, const JsonContext &context);
};

} // namespace battlemat
