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
    friend bool operator==(const LightSourceKind &, const LightSourceKind &) = default;
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
    // The minutes begun and not yet burnt (0: burnt out), and the seconds of the current one gone (0 to 59): a fight
    // burns its lights by six-second rounds (burnLightsSeconds).
    int minutesLeft = 0;
    int secondsSpent = 0;
    // An aura's light (the flash beetle's Luminescence, docs/vision.md "Auras of light and obscurement"): its own
    // level and radius instead of the kind's, lit while it is there. Only the encounter's grid makes such lights;
    // no file holds them.
    std::optional<LightSourceKind> own;

    bool isLit() const { return own || minutesLeft > 0; }
    friend bool operator==(const LightSource &, const LightSource &) = default;
};

/**
 * The lights after `minutes` pass: every lit light burns that much shorter, down to 0 (burnt out; it stays where it
 * is, unlit, until taken away or lit anew). Orcus "Adventuring Gear" gives each kind's burning time.
 */
QList<LightSource> burnLights(QList<LightSource> lights, int minutes);
/**
 * The lights after `seconds` pass (a fight's rounds: Orcus "Combat", a round is about six seconds): the seconds come
 * off each lit light's time left, minutesLeft counting the minutes begun (a torch lit for 60 minutes shows 60 until
 * its first whole minute is gone) and secondsSpent the part of the current one burnt.
 */
QList<LightSource> burnLightsSeconds(QList<LightSource> lights, int seconds);
/**
 * The lights after a creature takes up a freshly lit light of `kind` (a name of lightSourceKinds()), letting go
 * of any it carried; an empty kind only lets go (the light is put out and taken away).
 */
QList<LightSource> carryLight(QList<LightSource> lights, const QString &creatureId, const QString &kind);

} // namespace battlemat
