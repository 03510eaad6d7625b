#pragma once

#include "core/result.h"
#include "modules/segmentedap/segmentedactioncosts.h"

#include <QString>

#include <optional>

namespace battlemat {

/** How one Orcus action is taken on the segment clock: a priced phase, a move, or a free zero-phase action. */
struct SegmentedOrcusAction
{
    std::optional<SegmentedActionKind> phase; // priced by SegmentedActionCosts
    bool movement = false;                    // a move action: SegmentClock::move, 1 SAP (then 1 PAP) a segment
    bool zeroPhase = false;                   // minor and free actions: no points, before an attack
};

/**
 * Orcus's actions on segmented action points (docs/modules.md, "Segmented action points"): a standard action
 * that attacks is a 1/2 phase attack (a spell's a 1/2 phase attack spell), any other standard action a 1/2 phase
 * action (a spell's a full phase spell), a move action is movement, a minor or free action a zero-phase action,
 * and a standard and a move action used together (a charge) a full phase action.
 */
class OrcusPhaseMapping
{
public:
    /** action: "standard", "move", "minor", "free" or "full"; refused for another word. */
    static Result<SegmentedOrcusAction> map(const QString &action, bool attack, bool spell);
};

} // namespace battlemat
