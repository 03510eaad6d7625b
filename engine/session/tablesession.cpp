#include "session/tablesession.h"

#include "encounter/commandparser.h"
#include "encounter/encounterreplay.h"
#include "encounter/scripteddecider.h"
#include "session/encounterrecording.h"
#include "storage/campaignstore.h"

#include <QDateTime>
#include <QJsonArray>

namespace battlemat {

namespace {

CommandOutcome refused(const QString &message)
{
    CommandOutcome outcome;
    outcome.error = message;
    outcome.events = {
        QJsonObject{{QStringLiteral("type"), QStringLiteral("error")}, {QStringLiteral("message"), message}}};
    return outcome;
}

Result<std::shared_ptr<Command>> plainCommand(const QString &type)
{
    return commandFromJson({{QStringLiteral("type"), type}}, JsonContext(type));
}

} // namespace

TableSession::TableSession(CampaignStore *store)
    : m_store(store)
{}

TableSession::~TableSession() = default;

bool TableSession::running() const
{
    if (!m_processor)
        return false;
    const EncounterPhase phase = m_processor->state().phase;
    return phase == EncounterPhase::Surprise || phase == EncounterPhase::Combat;
}

Result<CommandOutcome> TableSession::startEncounter(const AssembledEncounter &assembled, const QString &mapId,
                                                    const QString &name, quint64 seed)
{
    if (running())
        return Error{QStringLiteral("an encounter is already running; end it first")};
    auto processor =
        CommandProcessor::fromEncounterJson(assembled.encounter, QStringLiteral("encounter of %1").arg(name), seed);
    if (!processor)
        return processor.error();
    auto start = plainCommand(QStringLiteral("start"));
    auto roll = plainCommand(QStringLiteral("rollInitiative"));
    if (!start || !roll)
        return !start ? start.error() : roll.error();
    ScriptedDecider defaults; // the documented defaults: nobody is asked while initiative is rolled
    if (const CommandOutcome started = (*processor)->run(*start, &defaults); !started.ok)
        return Error{started.error};
    CommandOutcome rolled = (*processor)->run(*roll, &defaults);
    if (!rolled.ok)
        return Error{rolled.error};

    QString id;
    if (m_store) {
        QJsonObject heroes;
        for (auto it = assembled.heroOf.cbegin(); it != assembled.heroOf.cend(); ++it)
            heroes.insert(it.key(), it.value());
        auto recorded = EncounterRecording::begin(
            *m_store, **processor,
            {{QStringLiteral("name"), name},
             {QStringLiteral("map"), mapId},
             {QStringLiteral("heroes"), heroes},
             {QStringLiteral("startedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}});
        if (!recorded)
            return Error{
                QStringLiteral("the encounter cannot be saved to the campaign file: %1").arg(recorded.errorMessage())};
        id = *recorded;
    }
    m_processor = std::move(processor).value();
    m_encounterId = id;
    m_mapId = mapId;
    m_heroOf = assembled.heroOf;
    return rolled;
}

Result<bool> TableSession::resume(const QString &mapId)
{
    close();
    if (!m_store)
        return false;
    auto encounters = m_store->entities(EntityKind::Encounter);
    if (!encounters)
        return encounters.error();
    // The newest encounter of this map whose log has not ended: the one the table was playing.
    QString newestId;
    QJsonObject newest;
    for (const EntitySummary &summary : *encounters) {
        auto document = m_store->entity(EntityKind::Encounter, summary.id);
        if (!document)
            return document.error();
        if (document->value(QStringLiteral("map")).toString() != mapId || mapId.isEmpty())
            continue;
        const QString startedAt = document->value(QStringLiteral("startedAt")).toString();
        if (!newestId.isEmpty() && startedAt <= newest.value(QStringLiteral("startedAt")).toString())
            continue;
        auto ended = m_store->hasEvent(summary.id, QStringLiteral("encounterEnded"));
        if (!ended)
            return ended.error();
        if (!*ended) {
            newestId = summary.id;
            newest = *document;
        }
    }
    if (newestId.isEmpty())
        return false;

    auto events = m_store->events(newestId);
    if (!events)
        return events.error();
    EncounterLog log;
    for (const QJsonObject &event : *events)
        log.append(event);
    const QString source = QStringLiteral("%1: encounter '%2'").arg(m_store->fileName(), newestId);
    auto processor = EncounterReplay::replay(log, source);
    if (!processor)
        return Error{QStringLiteral("%1 cannot be resumed: %2").arg(source, processor.errorMessage())};
    m_processor = std::move(processor).value();
    EncounterRecording::follow(*m_store, *m_processor, newestId);
    m_encounterId = newestId;
    m_mapId = mapId;
    const QJsonObject heroes = newest.value(QStringLiteral("heroes")).toObject();
    for (auto it = heroes.constBegin(); it != heroes.constEnd(); ++it)
        m_heroOf.insert(it.key(), it.value().toString());
    return true;
}

void TableSession::close()
{
    m_processor.reset();
    m_encounterId.clear();
    m_mapId.clear();
    m_heroOf.clear();
}

QCoro::Task<CommandOutcome> TableSession::execute(std::shared_ptr<const Command> command, Decider *decider)
{
    if (!m_processor)
        co_return refused(QStringLiteral("no encounter is running"));
    auto task = m_processor->execute(std::move(command), decider); // call first, then await (building.md trap 10)
    co_return co_await task;
}

CommandOutcome TableSession::run(std::shared_ptr<const Command> command, Decider *decider)
{
    if (!m_processor)
        return refused(QStringLiteral("no encounter is running"));
    return m_processor->run(std::move(command), decider);
}

CommandOutcome TableSession::undo()
{
    return m_processor ? m_processor->undo() : refused(QStringLiteral("nothing to undo"));
}

CommandOutcome TableSession::redo()
{
    return m_processor ? m_processor->redo() : refused(QStringLiteral("nothing to redo"));
}

} // namespace battlemat
