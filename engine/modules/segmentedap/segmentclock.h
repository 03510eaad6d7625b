#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "modules/segmentedap/segmentedactioncosts.h"
#include "modules/segmentedap/segmentedcombatant.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace battlemat {

/** What resets a combatant's action points to 0 ("Action points": attacking, knocked out, stunned, interrupted). */
enum class SegmentedReset
{
    Attack,
    KnockedOut,
    Stunned,
    Interrupted,
};

/** An action taken: its price, the points left, and the points the "maximum remaining" rule took away. */
struct SegmentedActionResult
{
    SegmentedActionCost cost;
    int primary = 0;
    int secondary = 0;
    int dropped = 0;
};

/** A move: how far, whether sprinting (half DCV), and the points left. */
struct SegmentedMoveResult
{
    int squares = 0;
    bool sprinting = false;
    int primary = 0;
    int secondary = 0;
};

/**
 * The segmented action points clock (segmented-action-points.txt): a turn of 12 one-second segments; at the start
 * of each segment every combatant gains 1 primary and 1 secondary action point, zero-phase actions come first and
 * the actions follow in Dexterity order. Actions are priced by SegmentedActionCosts; attacking, being knocked out,
 * stunned or interrupted resets a combatant's points to 0.
 */
class SegmentClock
{
public:
    static constexpr int segmentsPerTurn = 12;

    int turn() const { return m_turn; }
    int segment() const { return m_segment; }
    bool started() const { return m_started; }
    const QList<SegmentedCombatant> &combatants() const { return m_combatants; }
    Result<SegmentedCombatant> combatant(const QString &id) const;

    /** Joins the clock with 0 points (SPD checked); it gains its first points when the next segment starts. */
    Status addCombatant(const SegmentedCombatant &combatant);
    /** Turn 1, segment 1 begins: every combatant gains its first PAP and SAP. */
    Status start();
    /** The next segment (after 12: segment 1 of the next turn); every combatant gains 1 PAP and 1 SAP. */
    Status nextSegment();
    /** The order of this segment's actions: Dexterity, highest first; ties by SPD, then as they joined. */
    QStringList actingOrder() const;

    /** A zero-phase action: free, any time in the segment before the combatant attacks. */
    Status zeroPhaseAction(const QString &id);
    /** Pays an action (SPD from the combatant) and applies its "maximum remaining action points". */
    Result<SegmentedActionResult> act(const QString &id, SegmentedActionRequest request);
    /** Moves by 1 SAP, then optionally again by 1 PAP; sprinting doubles the distance at half DCV. */
    Result<SegmentedMoveResult> move(const QString &id, bool withPrimary, bool sprint);
    /** Sprints this segment: each of its movement points moves it double, at half DCV (no point is paid yet). */
    Status declareSprint(const QString &id);
    /** Aborts to a defensive action: allowed while PAP >= 0, priced as usual (PAP may go below 0), and the
     *  combatant takes no further action this segment. */
    Result<SegmentedActionResult> abortTo(const QString &id, SegmentedActionRequest request);
    /** Knocked out, stunned, interrupted (or an attack): PAP and SAP go to 0. */
    Status reset(const QString &id, SegmentedReset why);

    /** Whether the combatant could pay this action now, and if not why. */
    Status canAfford(const QString &id, SegmentedActionRequest request) const;

    /** {"started", "turn", "segment", "combatants": [{id, dexterity, speed, squaresPerPoint, primary, ...}]}. */
    QJsonObject toJson() const;
    static Result<SegmentClock> fromJson(const QJsonObject &object, const JsonContext &context);
    /** The clock for a person: turn, segment, the acting order, each combatant's PAP/SAP and what it can afford. */
    QJsonObject view() const;

    bool operator==(const SegmentClock &other) const = default;

private:
    Result<qsizetype> indexOf(const QString &id) const;
    Status checkRunning() const;
    void beginSegment();
    static SegmentedActionResult pay(SegmentedCombatant &combatant, const SegmentedActionCost &cost);

    QList<SegmentedCombatant> m_combatants;
    int m_turn = 1;
    int m_segment = 1;
    bool m_started = false;
};

} // namespace battlemat
