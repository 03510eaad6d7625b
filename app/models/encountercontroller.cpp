#include "encountercontroller.h"

#include "ftdrefusaltexts.h"
#include "masteryrefusaltexts.h"
#include "monsterrefusaltexts.h"
#include "orcusrefusaltexts.h"

#include "campaigncontroller.h"
#include "dicelog.h"
#include "encounternarrator.h"
#include "mapdocument.h"

#include "core/jsonreader.h"
#include "encounter/commandparser.h"
#include "grid/battlemapjson.h"
#include "mapedit/mapeditjson.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/orcusruleset.h"
#include "session/encounterassembly.h"
#include "session/tokensteps.h"
#include "storage/campaignstore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

using namespace battlemat;

EncounterController::EncounterController(QObject *parent)
    : QAbstractListModel(parent)
    , m_statBlocksFile(sampleStatBlocksFile())
    , m_session(std::make_unique<TableSession>(nullptr, builtInModules()))
    , m_prompt(new PromptDecider(this))
{
    m_prompt->setNameOf([this](const QString &id) {
        // While an encounter starts (its initiative offers) its creatures are not yet the table's.
        const CommandProcessor *fight = processor() ? processor() : m_session->startingEncounter();
        const Combatant *creature = fight ? fight->state().combatant(id) : nullptr;
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
    if (m_document && m_document->session() == m_session.get())
        m_document->setSession(nullptr); // the map outlives this window's table: it keeps no pointer to it
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
    if (m_document) {
        connect(m_document, &MapDocument::sceneReset, this, &EncounterController::discard);
        // The map's Undo and Redo walk the session's one history: the same as the encounter's.
        connect(m_document, &MapDocument::undoRequested, this, &EncounterController::undo);
        connect(m_document, &MapDocument::redoRequested, this, &EncounterController::redo);
        connect(m_document, &MapDocument::historyChanged, this, &EncounterController::stateChanged);
        openTable();
    }
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
    return m_session->running();
}

int EncounterController::round() const
{
    return processor() ? processor()->state().round : 0;
}

QString EncounterController::currentCreature() const
{
    return running() ? processor()->state().current : QString();
}

QString EncounterController::currentName() const
{
    if (!running())
        return {};
    const Combatant *creature = processor()->state().combatant(processor()->state().current);
    return creature ? creature->name : QString();
}

int EncounterController::standardActions() const
{
    return running() ? processor()->state().budget.standard() : 0;
}

int EncounterController::moveActions() const
{
    return running() ? processor()->state().budget.move() : 0;
}

int EncounterController::swiftActions() const
{
    return running() ? processor()->state().budget.swift() : 0;
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
    auto blocks = JsonContext(m_statBlocksFile).requireArray(*file, QStringLiteral("creatures"));
    if (!blocks)
        return fail(blocks.errorMessage());
    // Heroes of the campaign bring their character sheets: the fight uses the sheet's numbers.
    // Heroes fight under the campaign's rules version (their basic attacks' damage).
    auto assembled = assembleEncounter(
        map, *blocks, [this](const QString &heroId) { return m_campaign ? m_campaign->hero(heroId) : nullptr; },
        orcusSettingsOf(m_session->table().rules));
    if (!assembled)
        return fail(assembled.errorMessage());
    // Seed 0: a fresh one, kept in the log's first event so the encounter replays.
    const quint64 actualSeed = seed > 0 ? quint64(seed) : QRandomGenerator::global()->bounded(1, 1 << 30);
    const QString name = tr("%1, started %2").arg(map.name, QDateTime::currentDateTime().toString(Qt::ISODate));
    releasePrompt();
    // Runs at once up to the first question (a hero's initiative offer); if nothing is asked it has finished.
    auto done = std::make_shared<std::optional<bool>>();
    QCoro::Task<void> starting = startWithPrompt(*assembled, name, actualSeed, done);
    if (done->has_value())
        return **done;
    Q_EMIT stateChanged(); // waiting: the prompt is up
    return true;
}

QCoro::Task<void> EncounterController::startWithPrompt(AssembledEncounter assembled, QString name, quint64 seed,
                                                       std::shared_ptr<std::optional<bool>> done)
{
    auto task = m_session->beginEncounter(std::move(assembled), std::move(name), seed, m_prompt);
    const Result<CommandOutcome> rolled = co_await task;
    if (!rolled) {
        *done = fail(rolled.errorMessage());
        Q_EMIT stateChanged();
        co_return;
    }
    adoptEncounter();
    reportRolls(rolled->events);
    *done = finish(*rolled);
}

// The encounter the session now holds (started or resumed) becomes the tracker's rows, and the map's own
// conditions of each creature are kept under the encounter's.
void EncounterController::adoptEncounter()
{
    beginResetModel();
    static int encounters = 0;
    m_logSource = ++encounters; // the dice log strikes this encounter's lines on undo, no other's
    m_mapConditions.clear();
    if (m_document) {
        for (const MapCreature &creature : m_document->map().creatures)
            m_mapConditions.insert(creature.id, creature.conditions);
    }
    m_order = processor() ? processor()->state().initiative.turnOrder() : QStringList();
    endResetModel();
}

void EncounterController::setCampaign(CampaignController *campaign)
{
    if (m_campaign == campaign)
        return;
    if (m_campaign) {
        disconnect(m_campaign, nullptr, this, nullptr);
        m_campaign->setHeroSheetStep({});
    }
    m_campaign = campaign;
    if (m_campaign) {
        connect(m_campaign, &CampaignController::campaignChanged, this, &EncounterController::resume);
        m_campaign->setHeroSheetStep([this](const HeroCharacter &hero) -> Status {
            if (putHeroSheet(hero))
                return success();
            return Error{m_error};
        });
        // The session lets go of the closing file at once: the map's reset that follows reopens the table, and on
        // the closed store that crashed (File > Close campaign, or opening another campaign).
        connect(m_campaign, &CampaignController::storeClosing, this, [this] {
            releasePrompt();
            beginResetModel();
            if (m_document)
                m_document->setSession(nullptr);
            m_session = std::make_unique<TableSession>(nullptr, builtInModules());
            m_order.clear();
            endResetModel();
        });
    }
    resume();
    Q_EMIT campaignChanged();
}

// Every change was committed as it happened, so reopening a campaign (even after a crash) finds its fight in the
// file: the session replays the stored log and the table is exactly where it was.
void EncounterController::resume()
{
    releasePrompt();
    beginResetModel();
    if (m_document)
        m_document->setSession(nullptr);
    m_session = std::make_unique<TableSession>(m_campaign ? m_campaign->store() : nullptr, builtInModules());
    m_order.clear();
    endResetModel();
    if (!openTable()) {
        Q_EMIT stateChanged();
        return;
    }
    if (m_campaign && m_campaign->store()) {
        auto resumed = m_session->resume();
        if (!resumed) {
            fail(tr("The running encounter could not be restored: %1").arg(resumed.errorMessage()));
        } else if (*resumed) {
            adoptEncounter();
            reportRolls(processor()->log().events()); // the dice log shows the fight's rolls so far again
            finish(CommandOutcome{true, {}, {}});
            return;
        }
    }
    Q_EMIT stateChanged();
}

bool EncounterController::nextTurn()
{
    if (!running())
        return fail(tr("No encounter is running."));
    return run({{QStringLiteral("type"), QStringLiteral("endTurn")},
                {QStringLiteral("creature"), processor()->state().current}});
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
    const TableSession::StepKind kind = m_session->undoKind();
    const CommandOutcome outcome = m_session->undo();
    // The undo notice says from which seq the log was removed: the dice log strikes those lines through (all of
    // the encounter's when its start was undone).
    if (m_diceLog && outcome.ok && kind == TableSession::StepKind::Encounter && !outcome.events.isEmpty())
        m_diceLog->strikeFrom(m_logSource, outcome.events.constFirst().value(QStringLiteral("fromSeq")).toInt());
    if (m_diceLog && outcome.ok && kind == TableSession::StepKind::Start)
        m_diceLog->strikeFrom(m_logSource, 1);
    showTable(outcome);
    return finish(outcome);
}

bool EncounterController::redo()
{
    if (waiting())
        return fail(tr("Answer the question first."));
    if (!canRedo())
        return fail(tr("Nothing to redo."));
    const TableSession::StepKind kind = m_session->redoKind();
    const CommandOutcome outcome = m_session->redo();
    // The very same events are back: their struck lines are restored rather than told twice.
    if (outcome.ok && kind != TableSession::StepKind::Table && !(m_diceLog && m_diceLog->unstrikeLast()))
        reportRolls(outcome.events);
    showTable(outcome);
    return finish(outcome);
}

// Another map is shown: the session forgets the last one's encounter and history and opens the new one.
void EncounterController::discard()
{
    releasePrompt();
    beginResetModel();
    m_session->close();
    m_order.clear();
    endResetModel();
    openTable();
    Q_EMIT stateChanged();
}

bool EncounterController::openTable()
{
    if (!m_document) {
        m_session->close();
        return true;
    }
    m_document->clearOverlay();
    // The campaign may have been closed or replaced since: the session works on the file open now.
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    if (m_session->store() != store) {
        m_document->setSession(nullptr);
        m_session = std::make_unique<TableSession>(store, builtInModules());
    }
    const Status opened = m_session->open(m_campaign ? m_campaign->activeMapId() : QString(), m_document->scene());
    if (!opened) {
        m_document->setSession(nullptr);
        return fail(tr("The campaign's table could not be opened: %1").arg(opened.errorMessage()));
    }
    m_document->setSession(m_session.get());
    return true;
}

// After undo or redo the map shows the session's scene again, under the encounter's tokens while one runs.
void EncounterController::showTable(const CommandOutcome &outcome)
{
    if (!outcome.ok || !m_document)
        return;
    if (!processor())
        m_document->clearOverlay();
    m_document->adoptSession();
    if (!processor())
        refresh();
    Q_EMIT tableChanged(); // the step may have been the rules or a module's
}

bool EncounterController::setHitPoints(const QString &creatureId, int hitPoints, int maxHitPoints)
{
    // The ended encounter still on the table keeps its creatures' hit points (a rest changes them): set there too.
    // One fought on another map shares only its heroes with this map's tokens.
    if (processor() && processor()->state().combatant(creatureId) &&
        (!m_session->encounterIsElsewhere() || m_session->heroOf().contains(creatureId))) {
        if (maxHitPoints < 1)
            return fail(tr("In an encounter every creature's hit points are tracked: the maximum must be 1 or more."));
        return run({{QStringLiteral("type"), QStringLiteral("setHitPoints")},
                    {QStringLiteral("target"), creatureId},
                    {QStringLiteral("hp"), hitPoints},
                    {QStringLiteral("maxHp"), maxHitPoints}});
    }
    if (!m_document)
        return fail(tr("No map is open."));
    if (!m_document->setHitPoints(creatureId, hitPoints, maxHitPoints))
        return fail(m_document->lastError());
    return true;
}

bool EncounterController::execute(const QString &commandJson)
{
    auto object = parseJsonObject(commandJson.toUtf8(), tr("command"));
    if (!object)
        return fail(object.errorMessage());
    return run(*object);
}

// Any step of the session (a map edit, the rules, a module's command, an encounter command): the session decides
// which it is, not the caller.
bool EncounterController::run(const QJsonObject &commandJson)
{
    if (processor() && processor()->busy())
        return fail(tr("The previous command has not finished yet."));
    auto step = m_session->parseStep(commandJson, JsonContext(tr("command")));
    if (!step)
        return fail(step.errorMessage());
    if (const auto *table = std::get_if<std::shared_ptr<const TableCommand>>(&*step)) {
        const CommandOutcome outcome = m_session->apply(*table);
        if (outcome.ok && m_document)
            m_document->adoptSession();
        const bool done = finish(outcome);
        if (outcome.ok)
            Q_EMIT tableCommandApplied(outcome.events);
        Q_EMIT tableChanged();
        return done;
    }
    if (!processor())
        return fail(tr("No encounter is running."));
    return launch(std::get<std::shared_ptr<const Command>>(*step));
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
    auto task = m_session->execute(std::move(command), m_prompt); // call first, then await (building.md trap 10)
    const CommandOutcome outcome = co_await task;
    reportRolls(outcome.events);
    *done = finish(outcome);
    if (outcome.ok)
        Q_EMIT encounterCommandApplied(outcome.events);
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

bool EncounterController::dropInEditing(const QString &creatureId, int column, int row)
{
    return runTokenStep(TokenSteps::place(*m_session, creatureId, {column, row}));
}

bool EncounterController::moveToken(const QString &creatureId, const QVariantList &path, bool step)
{
    QList<Square> squares;
    for (const QVariant &square : path) {
        const QPoint point = square.toPoint();
        squares.append({point.x(), point.y()});
    }
    if (squares.isEmpty())
        return fail(tr("The token did not move."));
    return runTokenStep(TokenSteps::move(*m_session, creatureId, squares, step));
}

// A map edit goes through the map document, which shows and announces it; an encounter command through the
// encounter's run. What the step is was the session's decision.
bool EncounterController::runTokenStep(const QJsonObject &step)
{
    m_lastTokenStep = step;
    if (!isMapEditType(step.value(QStringLiteral("type")).toString()))
        return run(step);
    if (!m_document)
        return fail(tr("No map is open."));
    if (!m_document->runEdit(step))
        return fail(m_document->lastError());
    return true;
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
    if (const QString foldError = m_session->takeFoldError(); !foldError.isEmpty())
        fail(foldError);
    return true;
}

void EncounterController::reportRolls(const QList<QJsonObject> &events)
{
    if (!m_diceLog || !processor())
        return;
    QList<DiceLogLine> lines = EncounterNarrator::narrate(events, processor()->state());
    for (DiceLogLine &line : lines)
        line.source = m_logSource;
    m_diceLog->appendLines(lines);
}

void EncounterController::refresh()
{
    const QStringList order = processor() ? processor()->state().initiative.turnOrder() : QStringList();
    if (order != m_order) {
        beginResetModel();
        m_order = order;
        endResetModel();
    } else if (!m_order.isEmpty()) {
        Q_EMIT dataChanged(index(0), index(int(m_order.size()) - 1));
    }
    Q_EMIT stateChanged();
}

QString EncounterController::tableLanguage(const QString &message) const
{
    // The engine words its refusals in English, naming creatures by id; the rulesets' catalogues put them into the
    // table's language here (Orcus's with the creatures' names, then Five Torches Deep's, then the region maps' and
    // the mastery rules', then the monster library's).
    const QString orcus = OrcusRefusalTexts::translate(
        message, processor() ? OrcusRefusalTexts::namesIn(processor()->state()) : QHash<QString, QString>());
    if (orcus != message)
        return orcus;
    const QString ftd = FtdRefusalTexts::translate(message);
    if (ftd != message)
        return ftd;
    const QString mastery = MasteryRefusalTexts::translate(message);
    return mastery != message ? mastery : MonsterRefusalTexts::translate(message);
}

bool EncounterController::fail(const QString &message)
{
    m_error = tableLanguage(message);
    Q_EMIT errorMessageChanged();
    return false;
}
