#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/skillactioncommand.h"
#include "simulation/attackvalue.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticspolicy.h"

#include <QSet>

#include <algorithm>

namespace battlemat {

double TacticsPolicy::grantSaveValue(const EncounterState &state, const Combatant &granter, const ActiveEffect &effect)
{
    const Combatant *ally = state.combatant(effect.target);
    if (!ally || ally->dead || ally->id == granter.id || state.isHostile(granter, *ally) || !isAdjacent(granter, *ally))
        return 0;
    // Orcus "Grant Save": Heal vs 15 (a skill check: no automatic success on a natural 20).
    const double check = std::clamp((6 + granter.skill(QStringLiteral("heal"))) / 20.0, 0.0, 1.0);
    // Orcus "Saving throws": 10 or higher on the d20 succeeds. The ally saves at once (PolicyDecider).
    const double save = 0.55;
    double worth = 0;
    // An ally that cannot act loses its whole turn: freeing it gives back its next attack.
    if (!ConditionRules::canAct(state, *ally) &&
        (effect.spec.condition == QLatin1String("stunned") || effect.spec.condition == QLatin1String("unconscious")))
        worth += AttackValue::basicMeleeMean(*ally);
    else if (!effect.spec.condition.isEmpty())
        worth += 2.0; // the attack scoring's rule of thumb for a condition (docs/simulation.md "Choosing an attack")
    // Persistent damage would go on for 1 / 0.55 of the ally's turns on average, less the one it still takes now.
    worth += effect.spec.persistentDamage * (1.0 / save - 1.0);
    return check * save * worth;
}

std::shared_ptr<Command> TacticsPolicy::grantSave(const EncounterState &state, const Combatant &c,
                                                  double attackValue) const
{
    double best = std::max(attackValue, 0.0);
    QString target;
    // The command saves against the first save-ends effect on the ally (SkillActionCommand::apply): only that one.
    QSet<QString> seen;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.spec.duration != EffectDuration::SaveEnds || seen.contains(effect.target))
            continue;
        seen.insert(effect.target);
        const double value = grantSaveValue(state, c, effect);
        if (value > best) {
            best = value;
            target = effect.target;
        }
    }
    if (target.isEmpty())
        return nullptr;
    auto command = std::make_shared<SkillActionCommand>(c.id, SkillActionCommand::Kind::GrantSave, target,
                                                        ActionKind::Standard, false);
    if (!CheckedCommand::validate(state, command))
        return nullptr;
    return command;
}

} // namespace battlemat
