#pragma once

#include "encounter/rulescontext.h"

#include <QList>
#include <QString>

namespace battlemat {

/** One aura of one creature: its owner and the aura's place in the owner's list. */
struct AuraRef
{
    QString owner;
    int index = 0;

    friend bool operator==(const AuraRef &, const AuraRef &) = default;
};

/**
 * Auras in the encounter (../shared/rules/orcus-monsters-1.0.md, e.g. "A creature that enters or begins its turn in
 * the aura takes 20 fire damage"). The monsters chapter prints auras without a general rule, so Battlemat reads them
 * as docs/encounter.md "Auras" states: an aura covers the squares within its radius of its owner's space (Orcus
 * "Range", diagonals count as adjacent); it never affects its owner; it is off while its owner is at 0 hit points or
 * dead; it moving onto a creature is not that creature entering it; a creature that enters it takes its effect once
 * per move, however often it leaves and comes back in that move.
 */
namespace AuraRules {

/** Whether the aura of owner reaches the creature now (whom it affects, its radius, its owner able to act). */
bool reaches(const EncounterState &state, const AuraRef &aura, const QString &creatureId);
/** The auras that reach the creature now. */
QList<AuraRef> reaching(const EncounterState &state, const QString &creatureId);
/** The start of a creature's turn: every aura with startOfTurn that reaches it deals its damage. */
QCoro::Task<void> startOfTurn(RulesContext *context, QString creatureId);
/**
 * After a step of a move: the onEnter auras that reach the mover now and did not before the step, and have not hit
 * it yet in this move (hitThisMove, updated), deal their damage.
 */
QCoro::Task<void> entered(RulesContext *context, QString moverId, QList<AuraRef> before, QList<AuraRef> *hitThisMove);

} // namespace AuraRules
} // namespace battlemat
