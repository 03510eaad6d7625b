#include "encounter/chargecommand.h"

#include "encounter/attackrules.h"
#include "encounter/commandchecks.h"
#include "encounter/encountergrid.h"
#include "encounter/encountermovement.h"
#include "grid/movementrules.h"

namespace battlemat {

Result<std::shared_ptr<Command>> ChargeCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    QList<Square> path;
    if (object.contains(QStringLiteral("path"))) {
        auto read = CommandChecks::readPath(object, QStringLiteral("path"), context);
        if (!read)
            return read.error();
        path = *read;
    }
    auto charge = std::make_shared<ChargeCommand>(*creature, *target, path);
    if (object.contains(QStringLiteral("declared"))) {
        auto declaredObject = context.requireObject(object, QStringLiteral("declared"));
        if (!declaredObject)
            return declaredObject.error();
        auto declared = declaredCircumstancesFromJson(*declaredObject, context.child(QStringLiteral("declared")));
        if (!declared)
            return declared.error();
        charge->declared = *declared;
    }
    return std::shared_ptr<Command>(charge);
}

QJsonObject ChargeCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("charge")},
                       {QStringLiteral("creature"), m_creature},
                       {QStringLiteral("target"), m_target}};
    if (!m_path.isEmpty()) // a charge from where the charger stands has no path; fromJson reads it back so
        object.insert(QStringLiteral("path"), CommandChecks::pathToJson(m_path));
    if (!declared.isEmpty())
        object.insert(QStringLiteral("declared"), declaredCircumstancesToJson(declared));
    return object;
}

Status ChargeCommand::validate(const EncounterState &state) const
{
    const Status action = CommandChecks::requireAction(state, m_creature, ActionKind::Standard);
    if (!action)
        return action;
    const Combatant *charger = state.combatant(m_creature);
    const Combatant *target = state.combatant(m_target);
    if (!target)
        return Error{QStringLiteral("no creature '%1'").arg(m_target)};
    const CombatPower *basic = charger->basicMeleeAttack();
    if (!basic)
        return Error{QStringLiteral("%1 has no basic melee attack to charge with").arg(m_creature)};
    if (!m_path.isEmpty()) {
        auto checked = EncounterMovement::checkPath(state, m_creature, m_path, MovementMode::Charge);
        if (!checked)
            return checked.error();
        // "Directly towards" the enemy as well: every square brings the charger's space closer to the target's.
        int distance = rangeBetween(*charger, *target);
        for (qsizetype i = 0; i < m_path.size(); ++i) {
            const int next = rangeBetween(Space{m_path[i], spaceSquares(charger->size)}, spaceOf(*target));
            if (next >= distance)
                return Error{QStringLiteral("charge path[%1] does not move directly towards %2").arg(i).arg(m_target)};
            distance = next;
        }
    }
    // Orcus "Charge": towards "the nearest unoccupied space from which you can attack that enemy". The grid
    // module's MovementRules::charge finds those spaces; the charge must end in one of them (when several are
    // equally near, the charger chooses: any of them).
    const Square end = m_path.isEmpty() ? charger->position : m_path.constLast();
    {
        const auto kept = EncounterGrid::of(state); // held while the grid is used
        const EncounterGrid &grid = *kept;
        const int chargerIndex = grid.indexOf(m_creature);
        const int targetIndex = grid.indexOf(m_target);
        if (targetIndex < 0)
            return Error{QStringLiteral("%1 is dead").arg(m_target)};
        const MovePath nearest = MovementRules(grid.grid()).charge(chargerIndex, targetIndex);
        if (!nearest.legal)
            return Error{nearest.reason};
        const auto steps = [&](Square s) {
            return std::max(std::abs(s.x - charger->position.x), std::abs(s.y - charger->position.y));
        };
        const Square goal = nearest.path.constLast();
        if (steps(end) != steps(goal))
            return Error{QStringLiteral("a charge ends in the nearest unoccupied space from which %1 can attack %2: "
                                        "%3 squares away (as %4,%5 is), not %6")
                             .arg(m_creature, m_target)
                             .arg(steps(goal))
                             .arg(goal.x)
                             .arg(goal.y)
                             .arg(steps(end))};
        const Space endSpace{end, spaceSquares(charger->size)};
        for (const Combatant &other : state.combatants) {
            if (other.id != m_creature && !other.dead && endSpace.overlaps(spaceOf(other)))
                return Error{QStringLiteral("a charge ends in an unoccupied space; %1 is there").arg(other.id)};
        }
    }
    EncounterState after = state;
    after.combatant(m_creature)->position = end;
    return AttackRules::validate(after, *after.combatant(m_creature), *basic, {m_target}, AttackOptions{});
}

QCoro::Task<void> ChargeCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    state.budget.take(ActionKind::Standard);
    int moved = 0;
    if (!m_path.isEmpty()) {
        auto movement = EncounterMovement::move(context, m_creature, m_path, MovementMode::Charge);
        moved = co_await movement;
    }
    const Combatant *charger = state.combatant(m_creature);
    if (moved == m_path.size() && !charger->dead && charger->hp > 0) {
        AttackOptions options;
        options.charge = true;
        options.chargeSquares = moved;
        options.declared = declared;
        QStringList targets;
        targets << m_target;
        auto attack = AttackRules::resolve(context, m_creature, *charger->basicMeleeAttack(), targets, options);
        co_await attack;
    } else {
        context->record({{QStringLiteral("type"), QStringLiteral("attackAbandoned")},
                         {QStringLiteral("attacker"), m_creature},
                         {QStringLiteral("power"), QStringLiteral("charge")},
                         {QStringLiteral("reason"), QStringLiteral("the charge was stopped")}});
    }
    state.budget.clear();
    context->record({{QStringLiteral("type"), QStringLiteral("actions")},
                     {QStringLiteral("creature"), m_creature},
                     {QStringLiteral("standard"), 0},
                     {QStringLiteral("move"), 0},
                     {QStringLiteral("swift"), 0},
                     {QStringLiteral("reason"), QStringLiteral("charge ends the turn's actions")}});
}

} // namespace battlemat
