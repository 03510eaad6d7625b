// AuraRules while a creature is in an aura (../shared/rules/orcus-monsters-1.0.md, e.g. the gloomwarden's "Creatures
// in the aura receive a -2 penalty to Will defense"): read by the one rule function each modifier belongs to.
#include "encounter/aurarules.h"

#include "encounter/encountergrid.h"

namespace battlemat::AuraRules {

namespace {

template<typename Add>
void forEachReaching(const EncounterState &state, const QString &creatureId, Add add)
{
    // Const: a range-for over a QList that is not would detach it, an allocation for every question of a creature
    // in no aura (the attack rules ask them for every square the tactics policy weighs).
    const QList<AuraRef> auras = reaching(state, creatureId);
    for (const AuraRef &ref : auras)
        add(state.combatant(ref.owner)->auras.at(ref.index).play);
}

const char *defenseKey(DefenseKind defense)
{
    switch (defense) {
    case DefenseKind::AC:
        return "ac";
    case DefenseKind::Fortitude:
        return "fortitude";
    case DefenseKind::Reflex:
        return "reflex";
    case DefenseKind::Will:
        return "will";
    }
    return "";
}

} // namespace

int saveModifier(const EncounterState &state, const QString &creatureId)
{
    int total = 0;
    forEachReaching(state, creatureId, [&](const AuraPlay &play) { total += play.saveModifier; });
    return total;
}

int defenseModifier(const EncounterState &state, const QString &creatureId, DefenseKind defense)
{
    int total = 0;
    forEachReaching(state, creatureId, [&](const AuraPlay &play) {
        if (play.defense.isEmpty() || play.defense == QLatin1String(defenseKey(defense)))
            total += play.defenseModifier;
    });
    return total;
}

int attackModifier(const EncounterState &state, const QString &attackerId, const QString &targetId)
{
    int total = 0;
    const QList<AuraRef> auras = reaching(state, attackerId); // const: see forEachReaching
    for (const AuraRef &ref : auras) {
        const AuraPlay &play = state.combatant(ref.owner)->auras.at(ref.index).play;
        total += play.attackModifier;
        if (ref.owner == targetId)
            total -= play.ownerDefenseBonus;
    }
    return total;
}

bool grantsCombatAdvantage(const EncounterState &state, const QString &targetId, const QString &attackerId)
{
    const QList<AuraRef> auras = reaching(state, targetId); // const: see forEachReaching
    for (const AuraRef &ref : auras) {
        if (ref.owner == attackerId && state.combatant(ref.owner)->auras.at(ref.index).play.grantsCombatAdvantage)
            return true;
    }
    return false;
}

int healingOf(const EncounterState &state, const QString &creatureId, int amount)
{
    // "Cannot heal" wins over "only regain half"; half rounds down (Orcus rounds down unless it says otherwise).
    bool half = false;
    bool none = false;
    forEachReaching(state, creatureId, [&](const AuraPlay &play) {
        none = none || play.healing == QLatin1String("none");
        half = half || play.healing == QLatin1String("half");
    });
    return none ? 0 : half ? amount / 2 : amount;
}

int allySpeedBonus(const EncounterState &state, const QString &creatureId)
{
    // Asked for every creature whenever the grid is checked against the state (ConditionRules::speed): the auras are
    // looked at first, and the creature found by its id only once some aura gives a bonus, since most fights have
    // no such aura at all.
    const Combatant *creature = nullptr;
    int best = 0;
    for (const Combatant &owner : state.combatants) {
        for (int i = 0; i < owner.auras.size(); ++i) {
            const int bonus = owner.auras.at(i).play.allySpeedBonus;
            if (bonus <= best)
                continue;
            if (!creature) {
                creature = state.combatant(creatureId);
                if (!creature || creature->dead)
                    return 0;
            }
            if (owner.id != creatureId && owner.side == creature->side && isOn(state, AuraRef{owner.id, i}) &&
                rangeBetween(owner, *creature) <= owner.auras.at(i).radius)
                best = bonus;
        }
    }
    return best;
}

} // namespace battlemat::AuraRules
