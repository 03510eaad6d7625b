#pragma once

#include "core/jsonreader.h"
#include "core/result.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The segmented action points module's settings: the Orcus readings of the HERO terms the text uses
 * (docs/modules.md, "Segmented action points"), each with its default.
 */
struct SegmentedApSettings
{
    /** SPD of a combatant that names none: 2, the HERO System's ordinary person (valid: 1 to 3). */
    int defaultSpeed = 2;
    /**
     * Movement per action point in squares: an Orcus speed is per 6-second round and a segment is one second, so
     * the default is the Orcus speed / 6 rounded up (speed 6: 1 square; 7: 2). 0 means that derivation; any other
     * number is used for every combatant.
     */
    int squaresPerPoint = 0;
    /** Sprinting halves DCV; read as granting combat advantage until the combatant's next segment. On. */
    bool sprintGrantsCombatAdvantage = true;
    /**
     * While the clock runs it is the encounter's clock (SegmentedApTurns): each encounter round is a segment, the
     * creatures' actions are paid in PAP and SAP and refused when they cannot be paid. On; off keeps the clock beside
     * the encounter as bookkeeping.
     */
    bool clockDrivesEncounter = true;

    /** Squares one movement point takes a combatant of this Orcus speed. */
    int squaresFor(int orcusSpeed) const;

    QJsonObject toJson() const;
    static Result<SegmentedApSettings> fromJson(const QJsonObject &object, const JsonContext &context);

    bool operator==(const SegmentedApSettings &other) const = default;
};

} // namespace battlemat
