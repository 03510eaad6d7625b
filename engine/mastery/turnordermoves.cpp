#include "mastery/turnordermoves.h"

#include <algorithm>

namespace battlemat::TurnOrderMoves {

namespace {

bool inTurnOf(const CombatantState &combatant, const QString &entry)
{
    return !entry.isEmpty() &&
           (combatant.sheet.id == entry || (!combatant.sheet.group.isEmpty() && combatant.sheet.group == entry));
}

/** Someone of the initiative entry whose turn it is has taken a non-free action this turn. */
const CombatantState *actedInTurn(const MasteryState &state, const QString &entry)
{
    for (const CombatantState &combatant : state.combatants) {
        if (inTurnOf(combatant, entry) && combatant.ap.actedThisTurn())
            return &combatant;
    }
    return nullptr;
}

} // namespace

Status canDelay(const MasteryState &state, const QString &actor)
{
    if (!state.contested || state.order.isEmpty())
        return Error{QStringLiteral("no turn is running; start combat first")};
    const QString current = state.order.current();
    const CombatantState *combatant = state.combatant(actor);
    if (actor != current && !(combatant && combatant->sheet.group == current))
        return Error{QStringLiteral("only the one whose turn it is can delay; it is '%1''s turn").arg(current)};
    if (const CombatantState *acted = actedInTurn(state, current))
        return Error{QStringLiteral("'%1' has already acted this turn").arg(acted->sheet.id)};
    return success();
}

Status canResume(const MasteryState &state, const QString &actor)
{
    if (!state.contested)
        return Error{QStringLiteral("no combat is running")};
    const bool delaying = std::any_of(state.order.delayed().cbegin(), state.order.delayed().cend(),
                                      [&](const RefInitiativeEntry &entry) { return entry.id == actor; });
    if (!state.order.entry(actor) || !delaying)
        return Error{QStringLiteral("'%1' is not delaying").arg(actor)};
    const QString waiting = state.order.current();
    if (actedInTurn(state, waiting))
        return Error{QStringLiteral("'%1' is in the middle of its turn; resume when a turn ends").arg(waiting)};
    return success();
}

Status canInterrupt(const MasteryState &state, const QString &actor, bool declared)
{
    if (!state.contested || state.order.isEmpty())
        return Error{QStringLiteral("no turn is running; start combat first")};
    const CombatantState *combatant = state.combatant(actor);
    if (!combatant)
        return Error{QStringLiteral("no combatant '%1' in this encounter").arg(actor)};
    if (combatant->sheet.defeated())
        return Error{QStringLiteral("'%1' is defeated").arg(actor)};
    if (inTurnOf(*combatant, state.order.current()))
        return Error{QStringLiteral("'%1' cannot interrupt its own turn").arg(actor)};
    if (state.interruption)
        return Error{QStringLiteral("'%1' is already interrupting").arg(state.interruption->who)};
    if (!combatant->ap.canInterrupt(MasteryActionKind::Minor))
        return Error{QStringLiteral("'%1' has no AP of its next turn left for interrupting").arg(actor)};
    if (!declared && combatant->sheet.dice.value(QStringLiteral("ref"), 0) == 0)
        return Error{QStringLiteral("'%1' has no 'ref' die").arg(actor)};
    return success();
}

Status canEndInterrupt(const MasteryState &state)
{
    if (!state.interruption)
        return Error{QStringLiteral("nobody is interrupting")};
    return success();
}

} // namespace battlemat::TurnOrderMoves
