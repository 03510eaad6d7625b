#pragma once

#include "dice/diesource.h"
#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/**
 * An attack against AC ("Attacks, Damage, & Injury", ../shared/rules/checks-actions-combat-gritty.txt): a check
 * that hits when it meets the AC; a natural 20 doubles the damage for PCs and monsters alike. A natural 1 on a check
 * that would damage a PC doubles what the PC suffers.
 */
struct FtdAttack
{
    CheckResult check;
    bool hit = false;
    bool critical = false; // natural 20
    QList<int> damageDice;
    int damage = 0;

    /** damageCount x d damageSides + damageBonus, doubled on a critical; 0 on a miss. A natural 20 always hits. */
    static Result<FtdAttack> roll(DieSource &dice, int attackModifier, int armorClass, Edge edge, int damageCount,
                                  int damageSides, int damageBonus);
};

/** Damage a PC suffers from a failed check: doubled when the check's d20 showed a natural 1. */
int damageToPc(int damage, int naturalOfCheck);

} // namespace battlemat::ftd
