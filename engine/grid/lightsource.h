#pragma once

#include "grid/lightlevel.h"
#include "grid/square.h"

#include <QList>
#include <QString>

#include <optional>

namespace battlemat {

/** One kind of light from the equipment (Orcus "Adventuring Gear"): what light it casts, how far, how long. */
struct LightSourceKind
{
    QString name;     // "candle", "torch", "lantern", "glowbasket"
    LightLevel level; // the light it casts in its radius
    int radius = 0;   // squares, measured like a burst (Orcus "Range")
    int minutes = 0;  // how long it burns when lit (a lantern: per pint of oil)
};

/** The four light sources of the equipment table. */
const QList<LightSourceKind> &lightSourceKinds();
std::optional<LightSourceKind> lightSourceKind(const QString &name);

/**
 * A light on the map: standing on a square, or carried by a creature (then it moves with it and the square is
 * ignored). It lights squares within its radius that it has line of sight to, until its minutes run out.
 */
struct LightSource
{
    QString kind;      // a name of lightSourceKinds()
    Square square;     // where it stands when nobody carries it
    QString carriedBy; // creature id, or empty
    int minutesLeft = 0;

    bool isLit() const { return minutesLeft > 0; }
    friend bool operator==(const LightSource &, const LightSource &) = default;
};

} // namespace battlemat
