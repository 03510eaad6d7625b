#include "mastery/masterystate.h"

namespace battlemat {

CombatantState *MasteryState::combatant(const QString &id)
{
    for (CombatantState &state : combatants) {
        if (state.sheet.id == id)
            return &state;
    }
    return nullptr;
}

const CombatantState *MasteryState::combatant(const QString &id) const
{
    return const_cast<MasteryState *>(this)->combatant(id);
}

MonsterGroup *MasteryState::group(const QString &id)
{
    for (MonsterGroup &group : groups) {
        if (group.id == id)
            return &group;
    }
    return nullptr;
}

const MonsterGroup *MasteryState::group(const QString &id) const
{
    return const_cast<MasteryState *>(this)->group(id);
}

QList<CombatantState *> MasteryState::membersOf(const QString &entry)
{
    QList<CombatantState *> members;
    for (CombatantState &state : combatants) {
        if (state.sheet.id == entry || (!state.sheet.group.isEmpty() && state.sheet.group == entry))
            members.append(&state);
    }
    return members;
}

} // namespace battlemat
