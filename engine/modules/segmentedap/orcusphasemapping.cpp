#include "orcusphasemapping.h"

namespace battlemat {

Result<SegmentedOrcusAction> OrcusPhaseMapping::map(const QString &action, bool attack, bool spell)
{
    SegmentedOrcusAction mapped;
    if (action == QLatin1String("standard")) {
        if (attack)
            mapped.phase = spell ? SegmentedActionKind::AttackSpell : SegmentedActionKind::HalfPhaseAttack;
        else
            mapped.phase = spell ? SegmentedActionKind::FullPhaseSpell : SegmentedActionKind::HalfPhaseAction;
    } else if (action == QLatin1String("full")) {
        mapped.phase = attack ? SegmentedActionKind::HalfPhaseAttack : SegmentedActionKind::FullPhaseAction;
        // A charge moves and attacks: the move is the segment's movement, the attack its 1/2 phase attack.
        mapped.movement = attack;
    } else if (action == QLatin1String("move")) {
        mapped.movement = true;
    } else if (action == QLatin1String("minor") || action == QLatin1String("free")) {
        mapped.zeroPhase = true;
    } else {
        return Error{QStringLiteral("'%1' is no Orcus action: give standard, move, minor, free or full").arg(action)};
    }
    return mapped;
}

} // namespace battlemat
