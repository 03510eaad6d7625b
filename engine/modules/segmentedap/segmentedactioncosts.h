#pragma once

#include "core/result.h"

#include <QString>

#include <optional>

namespace battlemat {

/** The rows of the segmented action points' conversion table ("Regular Actions"). */
enum class SegmentedActionKind
{
    HalfPhaseAttack,
    HalfPhaseAction,
    FullPhaseAction,
    AttackSpell,    // 1/2 phase attack spell casting
    FullPhaseSpell, // full phase spell casting
};

/** The words scripts and the log use ("half-attack", "half", "full", "attack-spell", "full-spell"). */
QString segmentedActionKindName(SegmentedActionKind kind);
std::optional<SegmentedActionKind> segmentedActionKindFromName(const QString &name);

/** What an action is, for its cost: the SPD characteristic, the GM's +/- modifiers, spell numbers, extra time. */
struct SegmentedActionRequest
{
    SegmentedActionKind kind = SegmentedActionKind::HalfPhaseAction;
    int speed = 2;       // the text's SPD, 1 to 3 (not Orcus movement speed)
    int modifiers = 0;   // the "+/- modifiers" of every formula
    int spellLevel = 0;  // spells only
    int casterLevel = 1; // spells only
    int extraPhases = 0; // Extra Time Limitation: further phases, each a full phase's cost
};

/** An action's price in action points and what the character may keep afterwards. */
struct SegmentedActionCost
{
    int cost = 0;
    bool primaryOnly = false; // attacks are paid in PAP; other actions in SAP and PAP in any mix
    int maxRemaining = 0;     // PAP + SAP the character may retain after the action
    bool resets = false;      // an attack: PAP and SAP go to 0

    bool operator==(const SegmentedActionCost &other) const = default;
};

/**
 * The conversion formulas of segmented action points ("Regular Actions", "Extra Time Limitation"), at a valid
 * SPD. The "Modified Speed Characteristic" rule the text refers to is missing, so only SPD 1 to 3 is accepted
 * (../shared/rules/README.md, "Known unknowns": every cost stays positive there).
 */
class SegmentedActionCosts
{
public:
    static constexpr int minSpeed = 1;
    static constexpr int maxSpeed = 3;

    /** SPD 1..3, or the message that says why another SPD cannot be priced. */
    static Status checkSpeed(int speed);
    /** A full phase in action points, 12 - 2 x SPD: the unit of extra time. */
    static int fullPhase(int speed) { return 12 - 2 * speed; }
    static Result<SegmentedActionCost> cost(const SegmentedActionRequest &request);
};

} // namespace battlemat
