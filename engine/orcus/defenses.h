#pragma once

#include "core/jsonreader.h"
#include "orcus/defense.h"

#include <QJsonObject>

namespace battlemat {

/** One number per defense: a creature's AC, Fortitude, Reflex and Will (or bonuses to them). */
struct Defenses
{
    int ac = 10;
    int fortitude = 10;
    int reflex = 10;
    int will = 10;

    int value(Defense defense) const;
    void set(Defense defense, int value);

    QJsonObject toJson() const;
    /** Each defense is required unless fallback is given, in which case a missing one takes the fallback's value. */
    static Result<Defenses> fromJson(const QJsonObject &object, const JsonContext &context,
                                     std::optional<Defenses> fallback = std::nullopt);

    bool operator==(const Defenses &other) const = default;
};

} // namespace battlemat
