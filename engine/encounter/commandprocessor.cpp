#include "encounter/commandprocessor.h"

#include "encounter/encounterfile.h"
#include "encounter/herocombatant.h"
#include "encounter/scripteddecider.h"
#include "grid/battlemapjson.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace battlemat {

CommandProcessor::CommandProcessor(EncounterState initial, QJsonObject encounterJson)
    : m_initial(initial)
    , m_state(std::move(initial))
{
    m_log.append({{QStringLiteral("type"), QStringLiteral("encounter")},
                  {QStringLiteral("seed"), QString::number(m_initial.seed)},
                  {QStringLiteral("encounter"), encounterJson}});
}

Result<std::unique_ptr<CommandProcessor>>
CommandProcessor::fromEncounterJson(QJsonObject encounterJson, const QString &source, std::optional<quint64> seed)
{
    if (seed)
        encounterJson.insert(QStringLiteral("seed"), double(*seed));
    auto state = encounterFromJson(encounterJson, JsonContext(source));
    if (!state)
        return state.error();
    return std::make_unique<CommandProcessor>(*state, encounterJson);
}

Result<std::unique_ptr<CommandProcessor>> CommandProcessor::fromEncounterFile(const QString &fileName,
                                                                              std::optional<quint64> seed)
{
    auto read = readJsonObjectFile(fileName);
    if (!read)
        return read.error();
    QJsonObject object = *read;
    // Inline a map given by file name, so the log's "encounter" event is complete on its own.
    if (object.value(QStringLiteral("map")).isString()) {
        const QString mapFile =
            QFileInfo(fileName).absoluteDir().filePath(object.value(QStringLiteral("map")).toString());
        auto map = readBattleMapFile(mapFile);
        if (!map)
            return map.error();
        object.insert(QStringLiteral("map"), battleMapToJson(*map));
    }
    auto inlined = HeroCombatant::inlineHeroSheets(object, QFileInfo(fileName).absolutePath(), JsonContext(fileName));
    if (!inlined)
        return inlined.error();
    return fromEncounterJson(*inlined, fileName, seed);
}

QCoro::Task<CommandOutcome> CommandProcessor::execute(std::shared_ptr<const Command> command, Decider *decider)
{
    CommandOutcome outcome;
    co_await executeInto(std::move(command), decider, &outcome);
    co_return outcome;
}

CommandOutcome CommandProcessor::run(std::shared_ptr<const Command> command, Decider *decider)
{
    CommandOutcome outcome;
    QCoro::Task<void> task = executeInto(std::move(command), decider, &outcome);
    if (!task.isReady())
        QCoro::waitFor(task);
    return outcome;
}

QCoro::Task<void> CommandProcessor::executeInto(std::shared_ptr<const Command> command, Decider *decider,
                                                CommandOutcome *outcome)
{
    const QJsonObject commandJson = command->toJson();
    auto refuse = [&](const QString &message) {
        outcome->ok = false;
        outcome->error = message;
        outcome->events = {QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                       {QStringLiteral("command"), commandJson},
                                       {QStringLiteral("message"), message}}};
    };
    if (m_busy) {
        refuse(QStringLiteral("another command is still waiting for a decision"));
        co_return;
    }
    Status valid = command->validate(m_state);
    if (valid && m_reviews && m_reviews->modules)
        valid = command->validateModules(m_state, *m_reviews);
    if (!valid) {
        refuse(valid.errorMessage());
        co_return;
    }
    if (const Status tried = tryOnCopy(*command, decider); !tried) {
        refuse(tried.errorMessage());
        co_return;
    }
    m_busy = true;
    Record record{command, m_state, m_state, {}};
    record.events.append(
        {{QStringLiteral("type"), QStringLiteral("command")}, {QStringLiteral("command"), commandJson}});
    RulesContext context(&record.after, &record.events, decider);
    context.setReviews(m_reviews);
    co_await command->apply(&context);
    m_busy = false;
    // The modules count what the command cost (a segment clock's points) and may refuse it; not on a replay.
    if (m_reviews && m_reviews->modules) {
        for (const auto &review : m_reviews->reviews) {
            if (const Status counted = review->commandApplied(record.before.current, record.before.budget, &context);
                !counted) {
                refuse(counted.errorMessage());
                co_return;
            }
        }
    }
    if (const Status stored = commit(std::move(record)); !stored) {
        refuse(QStringLiteral("not done, because it could not be saved: %1").arg(stored.errorMessage()));
        co_return;
    }
    m_undone.clear();
    outcome->ok = true;
    outcome->events = m_done.constLast().events;
}

// A module that may refuse a command for what it did (a segment clock pricing it) sees it run first on a copy,
// answered by the documented defaults, so its refusal comes before anyone is asked anything (RollReview).
Status CommandProcessor::tryOnCopy(const Command &command, Decider *decider) const
{
    if (!m_reviews || !m_reviews->modules || (decider && decider->replaying()))
        return success();
    const bool tried = std::any_of(m_reviews->reviews.cbegin(), m_reviews->reviews.cend(),
                                   [this](const auto &review) { return review->mayRefuseCommands(*m_reviews); });
    if (!tried)
        return success();
    QMap<QString, QJsonObject> modules = *m_reviews->modules;
    RollReviews trial = *m_reviews;
    trial.modules = &modules;
    EncounterState copy = m_state;
    QList<QJsonObject> events;
    ScriptedDecider defaults;
    RulesContext context(&copy, &events, &defaults);
    context.setReviews(&trial);
    QCoro::Task<void> applying = command.apply(&context);
    if (!applying.isReady())
        QCoro::waitFor(applying); // the default answers never wait
    for (const auto &review : trial.reviews) {
        if (const Status counted = review->commandApplied(m_state.current, m_state.budget, &context); !counted)
            return counted;
    }
    return success();
}

Status CommandProcessor::commit(Record record)
{
    // Numbered as the log will number them, but appended only once the storage hook has them.
    int seq = m_log.size();
    for (QJsonObject &event : record.events)
        event.insert(QStringLiteral("seq"), ++seq);
    if (m_store) {
        if (const Status stored = m_store(record.events, record.after); !stored)
            return stored;
    }
    for (const QJsonObject &event : std::as_const(record.events))
        m_log.append(event);
    m_state = record.after;
    m_done.append(std::move(record));
    return success();
}

CommandOutcome CommandProcessor::undo()
{
    CommandOutcome outcome;
    if (m_done.isEmpty() || m_busy) {
        outcome.error =
            m_busy ? QStringLiteral("a command is still waiting for a decision") : QStringLiteral("nothing to undo");
        outcome.events = {
            QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                        {QStringLiteral("command"), QJsonObject{{QStringLiteral("type"), QStringLiteral("undo")}}},
                        {QStringLiteral("message"), outcome.error}}};
        return outcome;
    }
    const int fromSeq = m_done.constLast().events.constFirst().value(QStringLiteral("seq")).toInt();
    if (m_unstore) {
        if (const Status unstored = m_unstore(fromSeq, m_done.constLast().before); !unstored) {
            outcome.error =
                QStringLiteral("not undone, because it could not be saved: %1").arg(unstored.errorMessage());
            outcome.events = {
                QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                            {QStringLiteral("command"), QJsonObject{{QStringLiteral("type"), QStringLiteral("undo")}}},
                            {QStringLiteral("message"), outcome.error}}};
            return outcome;
        }
    }
    Record record = m_done.takeLast();
    m_state = record.before;
    m_log.truncate(fromSeq);
    outcome.ok = true;
    outcome.events = {QJsonObject{{QStringLiteral("type"), QStringLiteral("undone")},
                                  {QStringLiteral("command"), record.command->toJson()},
                                  {QStringLiteral("fromSeq"), fromSeq}}};
    m_undone.append(std::move(record));
    return outcome;
}

CommandOutcome CommandProcessor::redo()
{
    CommandOutcome outcome;
    if (m_undone.isEmpty() || m_busy) {
        outcome.error =
            m_busy ? QStringLiteral("a command is still waiting for a decision") : QStringLiteral("nothing to redo");
        outcome.events = {
            QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                        {QStringLiteral("command"), QJsonObject{{QStringLiteral("type"), QStringLiteral("redo")}}},
                        {QStringLiteral("message"), outcome.error}}};
        return outcome;
    }
    const int fromSeq = m_log.size() + 1;
    const QJsonObject command = m_undone.constLast().command->toJson();
    if (const Status stored = commit(m_undone.constLast()); !stored) {
        outcome.error = QStringLiteral("not redone, because it could not be saved: %1").arg(stored.errorMessage());
        outcome.events = {
            QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                        {QStringLiteral("command"), QJsonObject{{QStringLiteral("type"), QStringLiteral("redo")}}},
                        {QStringLiteral("message"), outcome.error}}};
        return outcome;
    }
    m_undone.removeLast();
    outcome.ok = true;
    outcome.events = {QJsonObject{{QStringLiteral("type"), QStringLiteral("redone")},
                                  {QStringLiteral("command"), command},
                                  {QStringLiteral("fromSeq"), fromSeq}}};
    return outcome;
}

} // namespace battlemat
