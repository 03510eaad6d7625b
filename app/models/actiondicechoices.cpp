// What a hero's token menu offers to spend action dice on in the running fight (docs/modules.md, "Spends in the
// encounter"): the engine's own checks pick the choices, so the menu lists only what the spend would take.
#include "actiondicepools.h"

#include "encounter/attackrules.h"
#include "encountercontroller.h"
#include "modules/actiondice/actiondicespendcommand.h"

using namespace battlemat;

QVariantMap ActionDicePools::spendChoices(const QString &creatureId) const
{
    QVariantList targets;
    QVariantList powers;
    QVariantList effects;
    const CommandProcessor *encounter = m_table && m_table->running() ? m_table->processor() : nullptr;
    const Combatant *hero = encounter ? encounter->state().combatant(creatureId) : nullptr;
    if (hero) {
        const EncounterState &state = encounter->state();
        if (const CombatPower *basic = hero->basicMeleeAttack()) {
            for (const Combatant &other : state.combatants) {
                if (other.side != hero->side && !other.dead &&
                    AttackRules::validate(state, *hero, *basic, {other.id}, AttackOptions{}))
                    targets.append(QVariantMap{{QStringLiteral("id"), other.id}, {QStringLiteral("name"), other.name}});
            }
        }
        for (const QString &id : hero->expendedPowers) {
            const CombatPower *power = hero->power(id);
            if (power && power->usage != PowerUsage::AtWill)
                powers.append(QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("name"), power->name}});
        }
        for (const ActiveEffect &effect : state.effects) {
            QString why;
            if (effect.target == creatureId &&
                ActionDiceSpendCommand::ongoingFailedEffect(state, effect.id, creatureId, &why))
                effects.append(QVariantMap{{QStringLiteral("id"), QString::number(effect.id)},
                                           {QStringLiteral("text"), effect.spec.describe()}});
        }
    }
    return {
        {QStringLiteral("targets"), targets}, {QStringLiteral("powers"), powers}, {QStringLiteral("effects"), effects}};
}
