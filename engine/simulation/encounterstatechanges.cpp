#include "simulation/encounterchanges.h"

namespace battlemat::EncounterChanges {

namespace {

// A creature gone from the fight: off the map and out of the initiative order (its group's place stays for the
// others).
EncounterState withoutCombatant(EncounterState state, const QString &id)
{
    state.combatants.removeIf([&](const Combatant &c) { return c.id == id; });
    QList<InitiativeEntry> entries;
    for (InitiativeEntry entry : state.initiative.entries()) {
        entry.members.removeAll(id);
        if (!entry.members.isEmpty())
            entries.append(entry);
    }
    state.initiative.setEntries(entries);
    state.effects.removeIf([&](const ActiveEffect &e) { return e.target == id || e.source == id; });
    return state;
}

void shiftPower(CombatPower &power, int attack, int damage)
{
    power.attackBonus += attack;
    power.damage.bonus += damage;
    if (power.secondary) {
        CombatPower secondary = *power.secondary;
        shiftPower(secondary, attack, damage);
        power.secondary = std::make_shared<const CombatPower>(secondary);
    }
}

} // namespace

QList<StateChange> singleChanges(const EncounterState &state)
{
    QList<StateChange> changes;
    for (const Combatant &c : state.combatants) {
        if (c.dead)
            continue;
        // The creature whose turn it is stays: its turn is under way.
        if (c.id != state.current)
            changes.append({c.hero ? QStringLiteral("removeHero") : QStringLiteral("removeMonster"), c.id,
                            withoutCombatant(state, c.id)});
        if (c.hero)
            continue;
        for (int levels : {2, -2}) {
            const auto shift = levelShift(c.level, MonsterRole::Striker, c.rank, levels);
            if (!shift)
                continue;
            EncounterState changed = state;
            Combatant &m = *changed.combatant(c.id);
            m.level = shift->level;
            m.maxHp = std::max(1, m.maxHp + shift->hitPoints);
            m.hp = std::min(m.maxHp, m.hp + shift->hitPoints); // the hit points it has lost stay lost
            for (int &defense : m.defenses)
                defense += shift->defenses;
            for (CombatPower &power : m.powers)
                shiftPower(power, shift->attack, shift->damage);
            changes.append({levels > 0 ? QStringLiteral("monsterUp2") : QStringLiteral("monsterDown2"), c.id, changed});
        }
    }
    return changes;
}

} // namespace battlemat::EncounterChanges
