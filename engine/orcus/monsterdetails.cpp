#include "orcus/monsterdetails.h"

namespace battlemat {

bool MonsterDetails::isEmpty() const
{
    return !perception && skills.isEmpty() && languages.isEmpty() && movementModes.isEmpty() && !hover && !phasing &&
           walks && movementNotes.isEmpty() && actionPoints == 0 && savingThrowBonus == 0 && immuneTo.isEmpty() &&
           resistAll == 0 && !incorporeal && defenseNotes.isEmpty() && auras.isEmpty() && traits.isEmpty() &&
           scoresAbove30.isEmpty() && printedStaggered == 0 && equipment.isEmpty();
}

bool MonsterDetails::isImmuneTo(const QString &effect) const
{
    return immuneTo.contains(effect.trimmed(), Qt::CaseInsensitive);
}

} // namespace battlemat
