#include "encountercontroller.h"

#include "campaigncontroller.h"
#include "dicelog.h"
#include "encounternarrator.h"
#include "mapdocument.h"

#include "core/jsonreader.h"
#include "encounter/commandparser.h"
#include "encounter/herocombatant.h"
#include "grid/battlemapjson.h"
#include "storage/campaignstore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

using namespace battlemat;

EncounterController::EncounterController(QObject *parent)
    : QAbstractListModel(parent)
    , m_statBlocksFile(sampleStatBlocksFile())
    , m_prompt(new PromptDecider(this))
{
    m_prompt->setNameOf([this](const QString &id) {
        const Combatant *creature = m_processor ? m_processor->state().combatant(id) : nullptr;
        return creature ? creature->name : id;
    });
}

MapDocument *EncounterController::document() const
{
    return m_document;
}

DiceLog *EncounterController::diceLog() const
{
    return m_diceLog;
}

CampaignController *EncounterController::campaign() const
{
    return m_campaign;
}

EncounterController::~EncounterController()
{
    releasePrompt();
}

// A command waiting for an answer holds the processor; it must finish before the processor goes. Declining is
// what the table does when it walks away from the question.
void EncounterController::releasePrompt()
{
    if (m_prompt->pending())
        m_prompt->answer(false);
}

QString EncounterController::sampleStatBlocksFile()
{
    return QStringLiteral(":/sample-campaign/crypt-encounter.json");
}

void EncounterController::setDocument(MapDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    discard();
    m_document = document;
    if (m_document)
        connect(m_document, &MapDocument::sceneReset, this, &EncounterController::discard);
    Q_EMIT documentChanged();
}

void EncounterController::setDiceLog(DiceLog *log)
{
    if (m_diceLog == log)
        return;
    m_diceLog = log;
    Q_EMIT diceLogChanged();
}

void EncounterController::setStatBlocksFile(const QString &fileName)
{
    if (m_statBlocksFile == fileName)
        return;
    m_statBlocksFile = fileName;
    Q_EMIT statBlocksFileChanged();
}

bool EncounterController::running() const
{
    if (!m_processor)
        return false;
    const EncounterPhase phase = m_processor->state().phase;
    return phase == EncounterPhase::Surprise || phase == EncounterPhase::Combat;
}

int EncounterController::round() const
{
    return m_processor ? m_processor->state().round : 0;
}

QString EncounterController::currentCreature() const
{
    return running() ? m_processor->state().current : QString();
}

QString EncounterController::currentName() const
{
    if (!running())
        return {};
    const Combatant *creature = m_processor->state().combatant(m_processor->state().current);
    return creature ? creature->name : QString();
}

int EncounterController::standardActions() const
{
    return running() ? m_processor->state().budget.standard() : 0;
}

int EncounterController::moveActions() const
{
    return running() ? m_processor->state().budget.move() : 0;
}

int EncounterController::swiftActions() const
{
    return running() ? m_processor->state().budget.swift() : 0;
}

bool EncounterController::start(int seed)
{
    if (running())
        return fail(tr("An encounter is already running; end it first."));
    if (!m_document)
        return fail(tr("No map is open."));
    const BattleMap &map = m_document->map();
    if (map.creatures.isEmpty())
        return fail(tr("There are no creatures on this map."));
    auto file = readJsonObjectFile(m_statBlocksFile);
    if (!file)
        return fail(file.errorMessage());
    const JsonContext context(m_statBlocksFile);
    auto blocks = context.requireArray(*file, QStringLiteral("creatures"));
    if (!blocks)
        return fail(blocks.errorMessage());

    // The encounter file wants exactly one stat block per creature of the map: take those of the map's creatures,
    // so a stat block file may serve several maps of a campaign.
    // Heroes of the campaign bring their character sheets (engine/encounter/herocombatant): the fight uses the
    // sheet's numbers and the damage goes back onto it.
    QSet<QString> onMap;
    QJsonArray used;
    QHash<QString, QString> heroOf;
    for (const MapCreature &creature : map.creatures) {
        if (creature.character.isEmpty()) {
            onMap.insert(creature.id);
            continue;
        }
        const HeroCharacter *hero = m_campaign ? m_campaign->hero(creature.character) : nullptr;
        if (!hero)
            return fail(tr("%1's character sheet is not in the campaign").arg(creature.name));
        auto block = HeroCombatant::statBlock(*hero, creature.id);
        if (!block)
            return fail(tr("%1's character sheet: %2").arg(creature.name, block.errorMessage()));
        used.append(*block);
        heroOf.insert(creature.id, creature.character);
    }
    for (const QJsonValue &block : *blocks) {
        if (onMap.contains(block.toObject().value(QStringLiteral("id")).toString()))
            used.append(block);
    }
    QJsonObject encounter{{QStringLiteral("map"), battleMapToJson(map)}, {QStringLiteral("creatures"), used}};
    // Seed 0: a fresh one, kept in the log's first event so the encounter replays.
    const quint64 actualSeed = seed > 0 ? quint64(seed) : QRandomGenerator::global()->bounded(1, 1 << 30);
    auto processor = CommandProcessor::fromEncounterJson(encounter, m_statBlocksFile, actualSeed);
    if (!processor)
        return fail(processor.errorMessage());

    auto startCommand = commandFromJson({{QStringLiteral("type"), QStringLiteral("start")}}, JsonContext(tr("start")));
    auto rollCommand =
        commandFromJson({{QStringLiteral("type"), QStringLiteral("rollInitiative")}}, JsonContext(tr("initiative")));
    if (!startCommand || !rollCommand)
        return fail(!startCommand ? startCommand.errorMessage() : rollCommand.errorMessage());
    CommandOutcome started = (*processor)->run(*startCommand, &m_decider);
    if (!started.ok)
        return fail(started.error);
    CommandOutcome rolled = (*processor)->run(*rollCommand, &m_decider);
    if (!rolled.ok)
        return fail(rolled.error);

    beginResetModel();
    m_processor = std::move(processor).value();
    static int encounters = 0;
    m_logSource = ++encounters; // the dice log strikes this encounter's lines on undo, no other's
    m_heroOf = heroOf;
    m_mapConditions.clear();
    for (const MapCreature &creature : map.creatures)
        m_mapConditions.insert(creature.id, creature.conditions);
    m_order = m_processor->state().initiative.turnOrder();
    endResetModel();
    record();
    reportRolls(rolled.events);
    return finish(rolled);
}

void EncounterController::setCampaign(CampaignController *campaign)
{
    if (m_campaign == campaign)
        return;
    m_campaign = campaign;
    Q_EMIT campaignChanged();
}

// Orcus encounters are part of the campaign: the log so far goes into the campaign file in one transaction, and
// every later command (and every undo) in its own, as it happens. A JSON campaign (the embedded sample before Save
// As) has no file to write to, so nothing is recorded.
void EncounterController::record()
{
    m_recordedId.clear();
    battlemat::CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    if (!store || !m_processor)
        return;
    const QString name =
        tr("%1, started %2")
            .arg(m_document ? m_document->map().name : QString(), QDateTime::currentDateTime().toString(Qt::ISODate));
    auto id = store->addEntity(battlemat::EntityKind::Encounter, {{QStringLiteral("name"), name}});
    if (!id) {
        recorded(id.error());
        return;
    }
    m_recordedId = *id;
    recorded(store->appendEvents(m_recordedId, m_processor->log().events()));
    m_processor->setEventsAppended([this](const QList<QJsonObject> &events) {
        if (battlemat::CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
            store && !m_recordedId.isEmpty())
            recorded(store->appendEvents(m_recordedId, events));
    });
    m_processor->setEventsRemoved([this](int fromSeq) {
        if (battlemat::CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
            store && !m_recordedId.isEmpty())
            recorded(store->removeEventsAfter(m_recordedId, fromSeq - 1));
    });
}

void EncounterController::recorded(const battlemat::Status &status)
{
    if (status)
        return;
    // The fight goes on at the table; the file stops following it, and the game master is told why.
    m_recordedId.clear();
    fail(tr("The encounter is no longer saved to the campaign file: %1").arg(status.errorMessage()));
}

bool EncounterController::nextTurn()
{
    if (!running())
        return fail(tr("No encounter is running."));
    return run({{QStringLiteral("type"), QStringLiteral("endTurn")},
                {QStringLiteral("creature"), m_processor->state().current}});
}

bool EncounterController::endEncounter()
{
    if (!running())
        return fail(tr("No encounter is running."));
    return run({{QStringLiteral("type"), QStringLiteral("endEncounter")}});
}

bool EncounterController::undo()
{
    if (waiting())
        return fail(tr("Answer the question first."));
    if (!canUndo())
        return fail(tr("Nothing to undo."));
    const CommandOutcome outcome = m_processor->undo();
    // The undo notice says from which seq the log was removed: the dice log strikes those lines through.
    if (m_diceLog && outcome.ok && !outcome.events.isEmpty())
        m_diceLog->strikeFrom(m_logSource, outcome.events.constFirst().value(QStringLiteral("fromSeq")).toInt());
    return finish(outcome);
}

bool EncounterController::redo()
{
    if (waiting())
        return fail(tr("Answer the question first."));
    if (!canRedo())
        return fail(tr("Nothing to redo."));
    const CommandOutcome outcome = m_processor->redo();
    // The very same events are back: their struck lines are restored rather than told twice.
    if (outcome.ok && !(m_diceLog && m_diceLog->unstrikeLast()))
        reportRolls(outcome.events);
    return finish(outcome);
}

void EncounterController::discard()
{
    if (!m_processor)
        return;
    releasePrompt();
    beginResetModel();
    m_processor.reset();
    m_heroOf.clear();
    m_recordedId.clear();
    m_order.clear();
    endResetModel();
    Q_EMIT stateChanged();
}

bool EncounterController::execute(const QString &commandJson)
{
    if (!m_processor)
        return fail(tr("No encounter is running."));
    auto object = parseJsonObject(commandJson.toUtf8(), tr("command"));
    if (!object)
        return fail(object.errorMessage());
    return run(*object);
}

bool EncounterController::run(const QJsonObject &commandJson)
{
    if (m_processor->busy())
        return fail(tr("The previous command has not finished yet."));
    auto command = commandFromJson(commandJson, JsonContext(tr("command")));
    if (!command)
        return fail(command.errorMessage());
    return launch(*command);
}

bool EncounterController::launch(std::shared_ptr<const Command> command)
{
    // Runs at once up to the first question; if nothing is asked it has finished when this returns.
    auto done = std::make_shared<std::optional<bool>>();
    QCoro::Task<void> running = runWithPrompt(std::move(command), done);
    if (done->has_value())
        return **done;
    Q_EMIT stateChanged(); // waiting: the prompt is up
    return true;
}

QCoro::Task<void> EncounterController::runWithPrompt(std::shared_ptr<const Command> command,
                                                     std::shared_ptr<std::optional<bool>> done)
{
    auto task = m_processor->execute(std::move(command), m_prompt); // call first, then await (building.md trap 10)
    const CommandOutcome outcome = co_await task;
    reportRolls(outcome.events);
    *done = finish(outcome);
}

bool EncounterController::move(const QString &creatureId, const QString &mode, const QVariantList &path)
{
    if (!running())
        return fail(tr("No encounter is running."));
    QJsonArray squares;
    for (const QVariant &square : path) {
        if (square.canConvert<QPoint>() && square.typeId() != QMetaType::QVariantMap) {
            const QPoint point = square.toPoint();
            squares.append(QJsonArray{point.x(), point.y()});
        } else {
            const QVariantMap map = square.toMap();
            squares.append(QJsonArray{map.value(QStringLiteral("x")).toInt(), map.value(QStringLiteral("y")).toInt()});
        }
    }
    return run({{QStringLiteral("type"), QStringLiteral("move")},
                {QStringLiteral("creature"), creatureId},
                {QStringLiteral("mode"), mode},
                {QStringLiteral("path"), squares}});
}

bool EncounterController::place(const QString &creatureId, int column, int row)
{
    if (!running())
        return fail(tr("No encounter is running."));
    return run({{QStringLiteral("type"), QStringLiteral("place")},
                {QStringLiteral("creature"), creatureId},
                {QStringLiteral("x"), column},
                {QStringLiteral("y"), row}});
}

bool EncounterController::finish(const CommandOutcome &outcome)
{
    refresh();
    if (!outcome.ok)
        return fail(outcome.error);
    if (!m_error.isEmpty()) {
        m_error.clear();
        Q_EMIT errorMessageChanged();
    }
    syncMap();
    writeBackHeroes(); // after the error is cleared: a sheet that could not be saved is reported
    return true;
}

void EncounterController::reportRolls(const QList<QJsonObject> &events)
{
    if (!m_diceLog || !m_processor)
        return;
    QList<DiceLogLine> lines = EncounterNarrator::narrate(events, m_processor->state());
    for (DiceLogLine &line : lines)
        line.source = m_logSource;
    m_diceLog->appendLines(lines);
}

void EncounterController::refresh()
{
    const QStringList order = m_processor ? m_processor->state().initiative.turnOrder() : QStringList();
    if (order != m_order) {
        beginResetModel();
        m_order = order;
        endResetModel();
    } else if (!m_order.isEmpty()) {
        Q_EMIT dataChanged(index(0), index(int(m_order.size()) - 1));
    }
    Q_EMIT stateChanged();
}

bool EncounterController::fail(const QString &message)
{
    m_error = message;
    Q_EMIT errorMessageChanged();
    return false;
}
