// The tactics policy's Escape a Grapple (docs/simulation.md "A turn, step by step"; ../shared/rules/
// orcus-basic-rules.txt "Escape a Grapple": a move action, Acrobatics vs Reflex or Athletics vs Fortitude of the
// grappler, on a success a step of 1 square). Worth what holding it is worth to the grappler (holdWorth, the
// same scoring that made the policy grapple), times the check's chance; legality from the command's validate().
#include "encounter/basicactioncommand.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/selfpowerrules.h"
#include "simulation/attackvalue.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticspolicy.h"
#include "simulation/tacticsselfpower.h"

#include <algorithm>

namespace battlemat {

double TacticsPolicy::escapeChance(const EncounterState &state, const Combatant &c, QString *skill)
{
    const Combatant *grappler = state.combatant(ConditionRules::grappledBy(state, c));
    return grappler ? escapeChance(state, *grappler, c, skill) : 0.0;
}

double TacticsPolicy::escapeChance(const EncounterState &state, const Combatant &grappler, const Combatant &c,
                                   QString *skill)
{
    // A skill check: the d20 plus the skill meets the DC, no automatic success (as Grant Save's Heal check).
    const auto chance = [&](const QString &name, bool athletics) {
        const int dc = BasicActionCommand::escapeDc(state, grappler, athletics);
        return std::clamp((21 + c.skill(name) - dc) / 20.0, 0.0, 1.0);
    };
    const double acrobatics = chance(QStringLiteral("acrobatics"), false);
    const double athletics = chance(QStringLiteral("athletics"), true);
    if (skill)
        *skill = athletics > acrobatics ? QStringLiteral("athletics") : QStringLiteral("acrobatics");
    return std::max(acrobatics, athletics);
}

std::shared_ptr<Command> TacticsPolicy::escape(const EncounterState &state, const EncounterGrid &grid,
                                               const Combatant &c) const
{
    const Combatant *grappler = state.combatant(ConditionRules::grappledBy(state, c));
    if (!grappler || state.budget.move() <= 0)
        return nullptr;
    QString skill;
    const double value = escapeChance(state, c, &skill) * holdWorth(state, grid, *grappler, c);
    // The move action's other uses from where it stands (held, it cannot walk): an attack power or a power on
    // itself that costs a move action.
    double other = 0;
    if (const auto minor = bestAttack(state, grid, c, {ActionKind::Move}))
        other = minor->value;
    for (const CombatPower *power : SelfPowerRules::usable(c)) {
        if (power->action == ActionKind::Move)
            other = std::max(other, TacticsSelfPower::worth(state, c, *power));
    }
    if (value <= other)
        return nullptr;
    // On a success it may step 1 square: to one beside no standing enemy, so that shooting from there provokes
    // nothing (what the grapple was worth to the grappler); the command judges the step as if the grapple were broken.
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const Square square{c.position.x + dx, c.position.y + dy};
            if ((dx == 0 && dy == 0) || !state.grid.contains(square))
                continue;
            const Space there{square, spaceSquares(c.size)};
            if (std::any_of(state.combatants.cbegin(), state.combatants.cend(), [&](const Combatant &e) {
                    return standing(e) && state.isHostile(c, e) && rangeBetween(there, spaceOf(e)) <= 1;
                }))
                continue;
            auto stepping = std::make_shared<BasicActionCommand>(c.id, BasicActionCommand::Kind::Escape, skill,
                                                                 QList<Square>{square});
            if (CheckedCommand::validate(state, stepping))
                return stepping;
        }
    }
    auto staying = std::make_shared<BasicActionCommand>(c.id, BasicActionCommand::Kind::Escape, skill, QList<Square>{});
    if (!CheckedCommand::validate(state, staying))
        return nullptr;
    return staying;
}

} // namespace battlemat
