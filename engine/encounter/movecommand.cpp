#include "encounter/movecommand.h"

#include "encounter/commandchecks.h"

namespace battlemat {

Result<std::shared_ptr<Command>> MoveCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto modeName = context.optionalString(object, QStringLiteral("mode"), QStringLiteral("walk"));
    if (!modeName)
        return modeName.error();
    const std::optional<MovementMode> mode = movementModeFromName(*modeName);
    if (!mode || (*mode != MovementMode::Walk && *mode != MovementMode::Run && *mode != MovementMode::Step))
        return context.child(QStringLiteral("mode"))
            .error(QStringLiteral("'%1' is not walk, run or step").arg(*modeName));
    auto path = CommandChecks::readPath(object, QStringLiteral("path"), context);
    if (!path)
        return path.error();
    auto special = context.optionalString(object, QStringLiteral("using"), QString());
    if (!special)
        return special.error();
    return std::shared_ptr<Command>(std::make_shared<MoveCommand>(*creature, *mode, *path, special->toLower()));
}

QJsonObject MoveCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("move")},
                       {QStringLiteral("creature"), m_creature},
                       {QStringLiteral("mode"), movementModeName(m_mode)},
                       {QStringLiteral("path"), CommandChecks::pathToJson(m_path)}};
    if (!m_specialMode.isEmpty())
        object.insert(QStringLiteral("using"), m_specialMode);
    return object;
}

Status MoveCommand::validate(const EncounterState &state) const
{
    const Status action = CommandChecks::requireAction(state, m_creature, ActionKind::Move);
    if (!action)
        return action;
    auto checked = EncounterMovement::checkPath(state, m_creature, m_path, m_mode, m_specialMode);
    if (!checked)
        return checked.error();
    return success();
}

QCoro::Task<void> MoveCommand::apply(RulesContext *context) const
{
    context->state().budget.take(ActionKind::Move);
    if (m_mode == MovementMode::Run) {
        // Orcus "Run": -5 to attack rolls and off-guard until the start of the runner's next turn.
        EffectSpec penalty;
        penalty.attackPenalty = 5;
        penalty.duration = EffectDuration::StartOfTargetNextTurn;
        context->addEffect(m_creature, m_creature, penalty);
        context->addEffect(m_creature, m_creature,
                           EffectSpec::ofCondition(QStringLiteral("off-guard"), EffectDuration::StartOfTargetNextTurn));
    }
    auto movement = EncounterMovement::move(context, m_creature, m_path, m_mode, m_specialMode);
    co_await movement;
}

} // namespace battlemat
