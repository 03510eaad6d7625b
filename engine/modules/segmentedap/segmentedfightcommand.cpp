#include "segmentedfightcommand.h"

#include "encounter/commandchecks.h"
#include "encounter/conditionrules.h"
#include "encounter/encountermovement.h"
#include "encounter/turnrules.h"
#include "modules/segmentedap/segmentclock.h"
#include "modules/segmentedap/segmentedapsettings.h"

namespace battlemat {

namespace {

const QString moduleId = QStringLiteral("segmentedAp");

Result<SegmentClock> clockOf(const QMap<QString, QJsonObject> &modules)
{
    auto clock = SegmentClock::fromJson(modules.value(moduleId).value(QStringLiteral("clock")).toObject(),
                                        JsonContext(QStringLiteral("segmentedAp.clock")));
    if (!clock)
        return clock.error();
    if (!clock->started())
        return Error{QStringLiteral("the segment clock has not started: start it first")};
    return clock;
}

void keep(QMap<QString, QJsonObject> &modules, const SegmentClock &clock)
{
    QJsonObject state = modules.value(moduleId);
    state.insert(QStringLiteral("clock"), clock.toJson());
    modules.insert(moduleId, state);
}

bool inCombat(const EncounterState &state)
{
    return state.phase == EncounterPhase::Combat || state.phase == EncounterPhase::Surprise;
}

} // namespace

QStringList SegmentedFightCommand::types()
{
    return {QStringLiteral("segmentedAp.endSegment"), QStringLiteral("segmentedAp.sprint"),
            QStringLiteral("segmentedAp.abortToDefense")};
}

Result<std::shared_ptr<Command>> SegmentedFightCommand::fromJson(const QJsonObject &step, const JsonContext &where,
                                                                 const QJsonObject &settings)
{
    auto type = where.requireString(step, QStringLiteral("type"));
    if (!type)
        return type.error();
    const qsizetype index = types().indexOf(*type);
    if (index < 0)
        return where.child(QStringLiteral("type"))
            .error(QStringLiteral("'%1' is no segment clock fight command").arg(*type));
    auto command = std::make_shared<SegmentedFightCommand>();
    command->m_kind = Kind(index);
    QJsonObject json{{QStringLiteral("type"), *type}};
    if (command->m_kind != Kind::EndSegment) {
        auto combatant = where.requireString(step, QStringLiteral("combatant"));
        if (!combatant)
            return combatant.error();
        command->m_combatant = *combatant;
        json.insert(QStringLiteral("combatant"), *combatant);
    }
    if (command->m_kind == Kind::Sprint) {
        if (step.contains(QStringLiteral("path"))) {
            auto path = CommandChecks::readPath(step, QStringLiteral("path"), where);
            if (!path)
                return path.error();
            command->m_path = *path;
            json.insert(QStringLiteral("path"), CommandChecks::pathToJson(*path));
        }
        // The setting as it stood when the sprint was made: a replay gives the same fight.
        bool advantage = SegmentedApSettings().sprintGrantsCombatAdvantage;
        if (auto read = SegmentedApSettings::fromJson(settings, where.child(QStringLiteral("settings"))))
            advantage = read->sprintGrantsCombatAdvantage;
        auto given = where.optionalBool(step, QStringLiteral("grantsCombatAdvantage"), advantage);
        if (!given)
            return given.error();
        command->m_combatAdvantage = *given;
        json.insert(QStringLiteral("grantsCombatAdvantage"), *given);
    }
    if (command->m_kind == Kind::Abort) {
        auto action = where.optionalString(step, QStringLiteral("action"), QStringLiteral("half"));
        if (!action)
            return action.error();
        const auto kind = segmentedActionKindFromName(*action);
        if (!kind || *kind == SegmentedActionKind::HalfPhaseAttack || *kind == SegmentedActionKind::AttackSpell)
            return where.child(QStringLiteral("action"))
                .error(QStringLiteral("'%1': aborting is to a defensive action: give half or full").arg(*action));
        auto modifiers = where.optionalInt(step, QStringLiteral("modifiers"), 0, -12, 12);
        if (!modifiers)
            return modifiers.error();
        command->m_request.kind = *kind;
        command->m_request.modifiers = *modifiers;
        json.insert(QStringLiteral("action"), *action);
        if (*modifiers != 0)
            json.insert(QStringLiteral("modifiers"), *modifiers);
    }
    command->m_json = json;
    return std::shared_ptr<Command>(command);
}

Status SegmentedFightCommand::validate(const EncounterState &state) const
{
    if (!inCombat(state))
        return Error{QStringLiteral("the encounter is not in combat")};
    if (m_kind == Kind::EndSegment) {
        if (state.current.isEmpty())
            return Error{QStringLiteral("nobody is left to take a turn")};
        return success();
    }
    const Combatant *creature = state.combatant(m_combatant);
    if (!creature)
        return Error{QStringLiteral("there is no creature '%1' in the encounter").arg(m_combatant)};
    if (creature->dead || !ConditionRules::canAct(state, *creature))
        return Error{QStringLiteral("%1 cannot act").arg(creature->name)};
    if (m_kind == Kind::Sprint) {
        if (state.current != m_combatant)
            return Error{QStringLiteral("it is not %1's turn: a sprint is its movement").arg(creature->name)};
        if (!m_path.isEmpty()) {
            if (const Status action = CommandChecks::requireAction(state, m_combatant, ActionKind::Move); !action)
                return action;
            if (auto checked = EncounterMovement::checkPath(state, m_combatant, m_path, MovementMode::Walk); !checked)
                return checked.error();
        }
    }
    return success();
}

Status SegmentedFightCommand::validateModules(const EncounterState &state, const RollReviews &reviews) const
{
    Q_UNUSED(state)
    auto clock = clockOf(*reviews.modules);
    if (!clock)
        return Error{QStringLiteral("segment clock: %1").arg(clock.errorMessage())};
    if (m_kind == Kind::EndSegment)
        return success();
    auto entry = clock->combatant(m_combatant);
    if (!entry)
        return Error{QStringLiteral("segment clock: %1").arg(entry.errorMessage())};
    SegmentClock trial = *clock;
    if (m_kind == Kind::Abort) {
        if (auto aborted = trial.abortTo(m_combatant, m_request); !aborted)
            return Error{QStringLiteral("segment clock: %1").arg(aborted.errorMessage())};
        return success();
    }
    if (auto declared = trial.declareSprint(m_combatant); !declared)
        return Error{QStringLiteral("segment clock: %1").arg(declared.errorMessage())};
    if (!m_path.isEmpty()) {
        auto moved = trial.move(m_combatant, entry->movedSecondary, true);
        if (!moved)
            return Error{QStringLiteral("segment clock: %1").arg(moved.errorMessage())};
        if (m_path.size() > moved->squares)
            return Error{QStringLiteral("segment clock: a sprinting point moves %1 %2 square(s), not %3")
                             .arg(m_combatant)
                             .arg(moved->squares)
                             .arg(m_path.size())};
    }
    return success();
}

QCoro::Task<void> SegmentedFightCommand::apply(RulesContext *context) const
{
    switch (m_kind) {
    case Kind::EndSegment: {
        auto ending = endSegment(context);
        co_await ending;
        break;
    }
    case Kind::Sprint: {
        auto sprinting = sprint(context);
        co_await sprinting;
        break;
    }
    case Kind::Abort: {
        auto aborting = abortToDefense(context);
        co_await aborting;
        break;
    }
    }
}

QCoro::Task<void> SegmentedFightCommand::endSegment(RulesContext *context) const
{
    EncounterState &state = context->state();
    const int round = state.round;
    context->record(
        {{QStringLiteral("type"), QStringLiteral("segmentedAp.segmentEnding")}, {QStringLiteral("round"), round}});
    // Every turn left in this segment ends, in order (end-of-turn saves and all); the next round that begins is
    // the clock's next segment (SegmentedApTurns::roundStarted).
    const qsizetype guard = state.initiative.turnOrder().size() + 1;
    for (qsizetype i = 0; i < guard && state.round == round && !state.current.isEmpty(); ++i) {
        auto ending = TurnRules::endTurn(context);
        co_await ending;
        auto next = TurnRules::advance(context);
        co_await next;
    }
}

QCoro::Task<void> SegmentedFightCommand::sprint(RulesContext *context) const
{
    EncounterState &state = context->state();
    const RollReviews *hooks = context->reviews();
    if (hooks && hooks->modules) {
        // Each movement point moves it double this segment; the move itself is paid like any move.
        if (auto clock = clockOf(*hooks->modules)) {
            SegmentClock changed = *clock;
            if (changed.declareSprint(m_combatant))
                keep(*hooks->modules, changed);
        }
    }
    context->record({{QStringLiteral("type"), QStringLiteral("segmentedAp.sprinting")},
                     {QStringLiteral("combatant"), m_combatant},
                     {QStringLiteral("grantsCombatAdvantage"), m_combatAdvantage}});
    // "At 1/2 DCV", read as granting combat advantage until its next segment, which is its next turn.
    if (m_combatAdvantage)
        context->addEffect(m_combatant, m_combatant,
                           EffectSpec::ofCondition(QStringLiteral("off-guard"), EffectDuration::StartOfTargetNextTurn));
    if (!m_path.isEmpty()) {
        state.budget.take(ActionKind::Move);
        auto moving = EncounterMovement::move(context, m_combatant, m_path, MovementMode::Walk);
        co_await moving;
    }
}

QCoro::Task<void> SegmentedFightCommand::abortToDefense(RulesContext *context) const
{
    EncounterState &state = context->state();
    const RollReviews *hooks = context->reviews();
    if (hooks && hooks->modules) {
        if (auto clock = clockOf(*hooks->modules)) {
            SegmentClock changed = *clock;
            if (changed.abortTo(m_combatant, m_request))
                keep(*hooks->modules, changed);
        }
    }
    context->record({{QStringLiteral("type"), QStringLiteral("segmentedAp.abortedToDefense")},
                     {QStringLiteral("combatant"), m_combatant},
                     {QStringLiteral("action"), segmentedActionKindName(m_request.kind)}});
    // The defensive action is Orcus's Full Defense: +2 to all defenses until the start of its next turn.
    EffectSpec defense;
    defense.defenseBonus = 2;
    defense.duration = EffectDuration::StartOfTargetNextTurn;
    context->addEffect(m_combatant, m_combatant, defense);
    // "After you abort ... you cannot take any further actions this segment": on its own turn, the turn ends.
    if (state.current == m_combatant) {
        auto ending = TurnRules::endTurn(context);
        co_await ending;
        auto next = TurnRules::advance(context);
        co_await next;
    }
}

} // namespace battlemat
