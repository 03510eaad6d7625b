// The start of an encounter on the table (docs/table.md, "The table session"): one history step that assembles,
// starts and rolls initiative, asking the decider what the modules in force offer on the heroes' initiative rolls
// (an action die, a hero token: docs/modules.md, "Initiative"), and that undo ends as if it had never begun.
#include "session/tablesession.h"

#include "session/tablesessionstep.h"

#include "encounter/commandparser.h"
#include "encounter/encounterreplay.h"
#include "encounter/scripteddecider.h"
#include "session/encounterrecording.h"
#include "session/herosheetwriter.h"
#include "storage/campaignstore.h"

#include <QDateTime>

#include <optional>

namespace battlemat {

namespace {

Result<std::shared_ptr<Command>> plainCommand(const QString &type)
{
    return commandFromJson({{QStringLiteral("type"), type}}, JsonContext(type));
}

CommandOutcome refusedStep(const QString &message, const QString &what)
{
    CommandOutcome outcome;
    outcome.error = message;
    outcome.events = {QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                  {QStringLiteral("message"), message},
                                  {QStringLiteral("command"), QJsonObject{{QStringLiteral("type"), what}}}}};
    return outcome;
}

QCoro::Task<void> startInto(TableSession *session, AssembledEncounter assembled, QString name, quint64 seed,
                            Decider *decider, std::optional<Result<CommandOutcome>> *result)
{
    auto starting = session->beginEncounter(std::move(assembled), std::move(name), seed, decider);
    result->emplace(co_await starting);
}

} // namespace

Result<CommandOutcome> TableSession::startEncounter(const AssembledEncounter &assembled, const QString &name,
                                                    quint64 seed, Decider *decider)
{
    ScriptedDecider defaults;
    std::optional<Result<CommandOutcome>> result;
    QCoro::Task<void> task = startInto(this, assembled, name, seed, decider ? decider : &defaults, &result);
    if (!task.isReady())
        QCoro::waitFor(task);
    return std::move(*result);
}

// The adventuring day goes on from the campaign's last fight (Orcus "Action points": one more after every second
// encounter between long rests; "Long rest": one in 24 hours), on whichever map it was: the party that fought in the
// crypt and walks on to the next map is on the same day. The fight on the table is that fight (resumeEnded puts
// back only the campaign's newest); else the newest is read from the file.
void TableSession::carryAdventuringDay(QJsonObject &encounter) const
{
    auto carry = [&](const EncounterState &last) {
        encounter.insert(QStringLiteral("encountersSinceLongRest"), last.encountersSinceLongRest);
        encounter.insert(QStringLiteral("minutesSinceLongRest"), last.minutesSinceLongRest);
    };
    if (m_processor && !running()) {
        carry(m_processor->state());
        return;
    }
    if (!m_store)
        return;
    auto found = EncounterRecording::newestOfCampaign(*m_store);
    if (!found || !*found)
        return;
    auto log = EncounterRecording::storedLog(*m_store, (*found)->first);
    if (!log)
        return;
    const RollReviews reviews = rollReviews(nullptr, EncounterRecording::heroesOf((*found)->second));
    // An old fight that no longer replays is history: the day starts anew rather than refusing the new fight.
    if (auto last = EncounterReplay::replay(*log, (*found)->first, &reviews))
        carry((*last)->state());
}

QCoro::Task<Result<CommandOutcome>> TableSession::beginEncounter(AssembledEncounter assembled, QString name,
                                                                 quint64 seed, Decider *decider)
{
    if (m_starting || (m_processor && m_processor->busy()))
        co_return Error{QStringLiteral("a command is still waiting for a decision")};
    if (running())
        co_return Error{QStringLiteral("an encounter is already running; end it first")};
    QJsonObject encounter = assembled.encounter;
    carryAdventuringDay(encounter);
    auto processor = CommandProcessor::fromEncounterJson(encounter, QStringLiteral("encounter of %1").arg(name), seed);
    if (!processor)
        co_return processor.error();
    auto start = plainCommand(QStringLiteral("start"));
    auto roll = plainCommand(QStringLiteral("rollInitiative"));
    if (!start || !roll)
        co_return !start ? start.error() : roll.error();
    ScriptedDecider defaults; // starting asks nobody
    if (const CommandOutcome started = (*processor)->run(*start, &defaults); !started.ok)
        co_return Error{started.error};

    // The initiative roll is reviewed by the modules in force, which may pay from their state (a working copy,
    // kept only if the start is kept). Meanwhile the table waits: nothing else may change it.
    QMap<QString, QJsonObject> modules = m_table.modules;
    const RollReviews reviews = rollReviews(&modules, assembled.heroOf);
    (*processor)->setRollReviews(&reviews);
    m_starting = processor->get();
    auto rolling = (*processor)->execute(*roll, decider); // call first, then await (building.md trap 10)
    CommandOutcome rolled = co_await rolling;
    m_starting = nullptr;
    (*processor)->setRollReviews(nullptr);
    if (!rolled.ok)
        co_return Error{rolled.error};
    const int opening = runOpeningSteps(**processor, assembled.heroOf, &rolled.events);
    co_return keepStart(std::move(processor).value(), std::move(rolled), assembled, name, opening, modules);
}

Result<CommandOutcome> TableSession::keepStart(std::unique_ptr<CommandProcessor> processor, CommandOutcome rolled,
                                               const AssembledEncounter &assembled, const QString &name, int opening,
                                               const QMap<QString, QJsonObject> &modules)
{
    if (running())
        return Error{QStringLiteral("an encounter is already running; end it first")};
    QJsonObject heroes;
    for (auto it = assembled.heroOf.cbegin(); it != assembled.heroOf.cend(); ++it)
        heroes.insert(it.key(), it.value());
    QJsonObject document{{QStringLiteral("name"), name},
                         {QStringLiteral("map"), m_table.mapId},
                         {QStringLiteral("heroes"), heroes},
                         {QStringLiteral("startedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    if (opening > 0)
        document.insert(QStringLiteral("openingSteps"), opening); // part of the start: undone with it
    QString id;
    auto step = std::make_shared<Step>();
    const bool offersPaid = modules != m_table.modules;
    if (m_store) {
        // The encounter's row, its opening log and what its initiative offers paid (an action die) in one
        // transaction: a kill between them neither keeps a fight whose spend is lost nor a spend without its fight.
        const Status stored = m_store->transaction([&]() -> Status {
            auto recorded =
                EncounterRecording::begin(*m_store, *processor, document, {}, {}, commitWriter(assembled.heroOf));
            if (!recorded)
                return recorded.error();
            id = *recorded;
            if (!offersPaid)
                return success();
            prepareTableChanges(*step, modules, false, 0, processor->state(), int(processor->undoDepth()), id);
            return storeTable(step->before, step->after, step->events, step->seqBefore);
        });
        if (!stored)
            return Error{
                QStringLiteral("the encounter cannot be saved to the campaign file: %1").arg(stored.errorMessage())};
    } else if (offersPaid) {
        prepareTableChanges(*step, modules, false, 0, processor->state(), int(processor->undoDepth()), id);
    }
    forgetRedo();
    step->kind = Step::Kind::Start;
    step->command =
        QJsonObject{{QStringLiteral("type"), QStringLiteral("startEncounter")}, {QStringLiteral("name"), name}};
    step->document = document;
    m_processor = std::move(processor);
    m_encounterId = id;
    m_encounterMap.clear();
    m_heroOf = assembled.heroOf;
    if (offersPaid) {
        // What the initiative offers paid is the start's: the modules' state before it went into the table's log at
        // the start's depth, so a reopened campaign can still undo the start with its spend.
        adoptTableChanges(*step);
    }
    followFightOnSheets();
    m_done.append(step);
    return rolled;
}

// Undoing the start ends the encounter as if it had never begun: its row and log leave the file (the same
// transaction removes both), what its initiative offers paid is given back, and the processor waits in the history
// for a redo.
CommandOutcome TableSession::undoStart(Step &step)
{
    if (m_store && !m_encounterId.isEmpty()) {
        if (const Status removed = m_store->removeEntity(EntityKind::Encounter, m_encounterId); !removed)
            return refusedStep(
                QStringLiteral("not undone, because it could not be saved: %1").arg(removed.errorMessage()),
                QStringLiteral("undo"));
    }
    if (step.changesTable) {
        if (const Status stored = storeTable(step.after, step.before, {}, step.seqBefore); !stored)
            return refusedStep(
                QStringLiteral("not undone, because it could not be saved: %1").arg(stored.errorMessage()),
                QStringLiteral("undo"));
        m_table = step.before;
        m_tableSeq = step.seqBefore;
    }
    step.parked = std::move(m_processor);
    step.encounterId = m_encounterId;
    step.heroOf = m_heroOf;
    m_encounterId.clear();
    m_encounterMap.clear();
    m_heroOf.clear();
    CommandOutcome outcome;
    outcome.ok = true;
    outcome.events = {
        QJsonObject{{QStringLiteral("type"), QStringLiteral("undone")}, {QStringLiteral("command"), step.command}},
        QJsonObject{{QStringLiteral("type"), QStringLiteral("encounterEnded")},
                    {QStringLiteral("reason"), QStringLiteral("its start was undone")}}};
    return outcome;
}

CommandOutcome TableSession::redoStart(Step &step)
{
    if (running())
        return refusedStep(QStringLiteral("an encounter is already running; end it first"), QStringLiteral("redo"));
    QString id = step.encounterId;
    if (m_store) {
        auto recorded = EncounterRecording::begin(*m_store, *step.parked, step.document, step.encounterId, {},
                                                  commitWriter(step.heroOf));
        if (!recorded)
            return refusedStep(
                QStringLiteral("not redone, because it could not be saved: %1").arg(recorded.errorMessage()),
                QStringLiteral("redo"));
        id = *recorded;
    }
    if (step.changesTable) {
        if (const Status stored = storeTable(step.before, step.after, step.events, step.seqBefore); stored) {
            m_table = step.after;
            m_tableSeq = step.seqBefore + int(step.events.size());
        } else {
            step.changesTable = false; // the fight is back; the pools stay as the file has them
        }
    }
    m_processor = std::move(step.parked);
    m_encounterId = id;
    m_encounterMap.clear();
    m_heroOf = step.heroOf;
    followFightOnSheets();
    CommandOutcome outcome;
    outcome.ok = true;
    outcome.events = {
        QJsonObject{{QStringLiteral("type"), QStringLiteral("redone")}, {QStringLiteral("command"), step.command}}};
    return outcome;
}

} // namespace battlemat
