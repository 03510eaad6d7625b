// The tactics policy's help for a dying ally beside it (docs/simulation.md "A turn, step by step";
// ../shared/rules/orcus-basic-rules.txt "Stabilize", "Death saving throws"): Stabilize, Heal vs 15, and the ally
// makes no more death saving throws. Weighed in the attack scoring's units; legality from the skill action command's
// own validate(). Rally Ally is not chosen: a dying ally may not take even the free Rally it would give (the
// commands refuse a creature that cannot act, CommandChecks::requireTurn), and for a standing one it only trades the
// healer's standard action for the ally's.
#include "encounter/skillactioncommand.h"
#include "simulation/attackvalue.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticspolicy.h"

#include <algorithm>
#include <cmath>

namespace battlemat {

namespace {

// A skill check against a DC: the d20 plus the skill meets it, no automatic success (Orcus "Skill checks").
double checkChance(const Combatant &c, const QString &skill, int dc)
{
    return std::clamp((21 + c.skill(skill) - dc) / 20.0, 0.0, 1.0);
}

} // namespace

double TacticsPolicy::stabilizeValue(const Combatant &healer, const Combatant &ally)
{
    if (!ally.isDying() || ally.stabilized)
        return 0;
    // Orcus "Death saving throws": each fails on 1..9 (9/20) and a 20 brings the hero back (1/20); the third
    // failure kills. So the saves kill it before a 20 saves it with 0.9 per failure still to come. Dead, it is out
    // for good: its next attacks, as a Coup de Grace that kills counts them.
    const int toCome = std::max(1, 3 - ally.deathSaveFailures);
    const double dies = std::pow(0.45 / (0.45 + 0.05), toCome);
    return checkChance(healer, QStringLiteral("heal"), 15) * dies * AttackValue::basicMeleeMean(ally);
}

std::optional<TacticsPolicy::HealPlan> TacticsPolicy::healAlly(const EncounterState &state, const Combatant &c) const
{
    std::optional<HealPlan> best;
    for (const Combatant &ally : state.combatants) {
        // The cheap questions first: a dying ally beside it is rare.
        if (ally.id == c.id || !ally.isDying() || state.isHostile(c, ally) || !isAdjacent(c, ally))
            continue;
        const double value = stabilizeValue(c, ally);
        if (value <= 0 || (best && value <= best->value))
            continue;
        auto command = std::make_shared<SkillActionCommand>(c.id, SkillActionCommand::Kind::Stabilize, ally.id,
                                                            ActionKind::Standard, false);
        if (CheckedCommand::validate(state, command))
            best = HealPlan{command, value};
    }
    return best;
}

} // namespace battlemat
