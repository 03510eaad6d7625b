#include "encountersimulation.h"

#include "campaigncontroller.h"
#include "encounter/encounterfile.h"
#include "encountercontroller.h"
#include "grid/battlemapjson.h"
#include "rulesets/orcusruleset.h"
#include "session/tablesession.h"
#include "simulation/encountersimulator.h"
#include "simulation/preparedplacement.h"
#include "storage/campaignstore.h"

#include <QJsonArray>
#include <QTimer>

using namespace battlemat;

/** What the worker thread owns: the fights to run and, once done, their results. */
struct EncounterSimulation::Work
{
    EncounterState initial;
    std::unique_ptr<FightRunner> runner;
    SimulationOptions options;
    QList<StateChange> changes;
    int changeRuns = 0;
    QString from; // what the status line says the fights began from
    QList<FightResult> fights;
    QJsonObject changesReport;
};

// Fights per single change in the window: enough for the shifts that matter, few enough that a dozen changes do
// not take many times the fights asked for.
constexpr int windowChangeRuns = 200;

namespace {

QVariantMap bar(const QString &label, int count)
{
    return {{QStringLiteral("label"), label}, {QStringLiteral("count"), count}, {QStringLiteral("share"), 0.0}};
}

// Bar heights relative to the tallest, so the plot fills its height whatever the number of fights.
QVariantList scaled(QVariantList bars)
{
    int tallest = 1;
    for (const QVariant &b : std::as_const(bars))
        tallest = std::max(tallest, b.toMap().value(QStringLiteral("count")).toInt());
    for (qsizetype i = 0; i < bars.size(); ++i) {
        QVariantMap map = bars.at(i).toMap();
        map.insert(QStringLiteral("share"), map.value(QStringLiteral("count")).toDouble() / tallest);
        // The label under the bar: every one when a dozen or fewer fit, else every other one.
        map.insert(QStringLiteral("tick"),
                   bars.size() <= 12 || i % 2 == 0 ? map.value(QStringLiteral("label")) : QVariant(QString()));
        bars[i] = map;
    }
    return bars;
}

QVariantMap mean(const QString &key, const QString &label, const QJsonObject &m)
{
    return {{QStringLiteral("key"), key},
            {QStringLiteral("label"), label},
            {QStringLiteral("mean"), m.value(QStringLiteral("mean")).toDouble()},
            {QStringLiteral("low"), m.value(QStringLiteral("low")).toDouble()},
            {QStringLiteral("high"), m.value(QStringLiteral("high")).toDouble()}};
}

QVariantMap interval(const QString &label, const QJsonObject &p)
{
    return {{QStringLiteral("label"), label},
            {QStringLiteral("p"), p.value(QStringLiteral("p")).toDouble()},
            {QStringLiteral("low"), p.value(QStringLiteral("low")).toDouble()},
            {QStringLiteral("high"), p.value(QStringLiteral("high")).toDouble()}};
}

QString changeLabel(const QString &kind, const QString &name)
{
    if (kind == QLatin1String("removeMonster") || kind == QLatin1String("removeHero"))
        return EncounterSimulation::tr("Without %1").arg(name);
    if (kind == QLatin1String("monsterUp2"))
        return EncounterSimulation::tr("%1 two levels up").arg(name);
    if (kind == QLatin1String("monsterDown2"))
        return EncounterSimulation::tr("%1 two levels down").arg(name);
    return kind;
}

// The report's changes as rows, the largest shift first (the one that moves the odds most heads the list).
QVariantList changeRows(const EncounterState &initial, const QJsonObject &report)
{
    const QJsonObject most = report.value(QStringLiteral("movesOddsMost")).toObject();
    QList<QVariantMap> rows;
    for (const QJsonValue &value : report.value(QStringLiteral("tried")).toArray()) {
        const QJsonObject change = value.toObject();
        const QString id = change.value(QStringLiteral("creature")).toString();
        const Combatant *c = initial.combatant(id);
        const QString kind = change.value(QStringLiteral("change")).toString();
        rows.append({{QStringLiteral("kind"), kind},
                     {QStringLiteral("creature"), id},
                     {QStringLiteral("label"), changeLabel(kind, c && !c->name.isEmpty() ? c->name : id)},
                     {QStringLiteral("p"), change.value(QStringLiteral("partyWins")).toObject().value("p").toDouble()},
                     {QStringLiteral("shift"), change.value(QStringLiteral("shift")).toDouble()},
                     // Bold says "this one matters": not when even the largest shift rounds to no point at all.
                     {QStringLiteral("most"),
                      change == most && std::abs(change.value(QStringLiteral("shift")).toDouble()) >= 0.005}});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const QVariantMap &a, const QVariantMap &b) {
        if (a.value(QStringLiteral("most")).toBool() != b.value(QStringLiteral("most")).toBool())
            return a.value(QStringLiteral("most")).toBool();
        return std::abs(a.value(QStringLiteral("shift")).toDouble()) >
               std::abs(b.value(QStringLiteral("shift")).toDouble());
    });
    QVariantList list;
    for (const QVariantMap &row : std::as_const(rows))
        list.append(row);
    return list;
}

} // namespace

EncounterSimulation::EncounterSimulation(QObject *parent)
    : QObject(parent)
{}

EncounterSimulation::~EncounterSimulation()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
    }
}

void EncounterSimulation::setEncounter(EncounterController *encounter)
{
    if (m_encounter == encounter)
        return;
    m_encounter = encounter;
    Q_EMIT encounterChanged();
}

bool EncounterSimulation::start(int runs)
{
    if (m_thread)
        return false;
    if (!m_encounter || !m_encounter->running() || !m_encounter->processor()) {
        m_status = tr("No encounter is running: start one on the map first.");
        Q_EMIT changed();
        return false;
    }
    if (m_encounter->waiting()) {
        m_status = tr("A question waits for an answer: answer it first.");
        Q_EMIT changed();
        return false;
    }
    const EncounterState &state = m_encounter->processor()->state();
    return run(state, state.seed + quint64(state.turnNumber), runs,
               tr("from round %1, the current state").arg(state.round));
}

bool EncounterSimulation::startEncounter(const QVariantMap &encounter, int runs)
{
    if (m_thread)
        return false;
    const QJsonObject object = QJsonObject::fromVariantMap(encounter);
    auto initial = encounterFromJson(object, JsonContext(QStringLiteral("encounter")));
    if (!initial) {
        m_status = initial.errorMessage();
        Q_EMIT changed();
        return false;
    }
    bool hero = false;
    bool monster = false;
    for (const Combatant &c : std::as_const(initial->combatants))
        (c.hero ? hero : monster) = true;
    if (!hero || !monster) {
        m_status = tr("The encounter needs at least one hero and one monster.");
        Q_EMIT changed();
        return false;
    }
    return run(*initial, initial->seed, runs, tr("of the prepared encounter"));
}

void EncounterSimulation::setCampaign(CampaignController *campaign)
{
    if (m_campaign == campaign)
        return;
    m_campaign = campaign;
    Q_EMIT encounterChanged();
}

bool EncounterSimulation::refuse(const QString &why)
{
    m_status = why;
    Q_EMIT changed();
    return false;
}

QVariantList EncounterSimulation::campaignMaps() const
{
    QVariantList maps;
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    if (!store)
        return maps;
    if (auto listed = store->entities(EntityKind::Map)) {
        for (const EntitySummary &map : std::as_const(*listed))
            maps.append(QVariantMap{{QStringLiteral("id"), map.id}, {QStringLiteral("name"), map.name}});
    }
    return maps;
}

bool EncounterSimulation::startPrepared(const QVariantMap &document, int runs)
{
    if (m_thread)
        return false;
    CampaignStore *store = m_campaign ? m_campaign->store() : nullptr;
    if (!store)
        return refuse(tr("Open or create a campaign first: its heroes are the party."));
    const QJsonObject prepared = QJsonObject::fromVariantMap(document).value(QStringLiteral("prepared")).toObject();
    if (prepared.isEmpty())
        return refuse(tr("Add a monster from the library first."));
    QList<HeroCharacter> heroes;
    for (const QVariant &row : m_campaign->heroes()) {
        if (const HeroCharacter *hero = m_campaign->hero(row.toMap().value(QStringLiteral("id")).toString()))
            heroes.append(*hero);
    }
    if (heroes.isEmpty())
        return refuse(tr("The campaign has no heroes: import one first, they are the party."));
    std::optional<BattleMap> map;
    if (const QString mapId = prepared.value(QStringLiteral("simulationMap")).toString(); !mapId.isEmpty()) {
        auto stored = store->entity(EntityKind::Map, mapId);
        if (!stored)
            return refuse(stored.errorMessage());
        auto read = battleMapFromJson(*stored, JsonContext(mapId));
        if (!read)
            return refuse(read.errorMessage());
        map = *read;
    }
    const EncounterController *table = m_encounter;
    const OrcusSettings settings =
        table && table->session() ? orcusSettingsOf(table->session()->table().rules) : OrcusSettings{};
    auto encounter = PreparedPlacement::encounterFile(prepared, map, heroes, settings);
    if (!encounter)
        return refuse(encounter.errorMessage());
    auto initial = encounterFromJson(*encounter, JsonContext(QStringLiteral("prepared encounter")));
    if (!initial)
        return refuse(initial.errorMessage());
    return run(*initial, initial->seed, runs,
               map ? tr("of the prepared encounter on %1").arg(map->name)
                   : tr("of the prepared encounter on the default open map"));
}

bool EncounterSimulation::run(EncounterState initial, quint64 seed, int runs, const QString &from)
{
    auto work = std::make_shared<Work>();
    work->initial = std::move(initial);
    // The same policies as `battlemat-cli simulate` without --policy: heroes cautious, monsters brute.
    auto policies = EncounterSimulator::policies(work->options);
    work->runner = std::make_unique<FightRunner>(work->initial, policies->first, policies->second);
    work->options.runs = std::clamp(runs, 1, 1000000);
    work->options.seed = seed;
    work->options.cancel = &m_cancel;
    work->options.progress = [this](int done, int) { m_done = done; };
    work->from = from;
    work->changes = EncounterChanges::singleChanges(work->initial);
    work->changeRuns = std::min(work->options.runs, windowChangeRuns);
    m_cancel = false;
    m_done = 0;
    // The last run's figures go: a cancelled run must not seem to have produced them.
    m_outcomes.clear();
    m_heroes.clear();
    m_rounds.clear();
    m_hpLeft.clear();
    m_spending.clear();
    m_changes.clear();
    m_total = work->options.runs + work->changeRuns * int(work->changes.size());
    m_work = work;
    m_status = tr("Simulating…");
    const int total = m_total;
    m_thread = QThread::create([work, total] {
        work->fights = EncounterSimulator::runFights(*work->runner, work->options.runs, work->options, 0, total);
        if (work->fights.isEmpty() || work->changes.isEmpty())
            return;
        // The same seeds as the first fights for every change: the shift is the change's, not the dice's.
        auto measured = EncounterSimulator::measureChanges(work->changes, work->fights, *work->runner, work->changeRuns,
                                                           work->options, work->options.runs, total);
        if (measured)
            work->changesReport = *measured;
        else
            work->fights.clear(); // cancelled while measuring the changes
    });
    connect(m_thread, &QThread::finished, this, &EncounterSimulation::finish);
    // Progress is polled: the workers only count, and the bar moves at the window's pace.
    auto *poll = new QTimer(m_thread);
    poll->setInterval(50);
    connect(poll, &QTimer::timeout, this, &EncounterSimulation::progressChanged);
    poll->start();
    m_thread->start();
    Q_EMIT changed();
    Q_EMIT progressChanged();
    return true;
}

void EncounterSimulation::cancel()
{
    m_cancel = true;
}

void EncounterSimulation::finish()
{
    QThread *thread = m_thread;
    m_thread = nullptr;
    thread->deleteLater();
    const std::shared_ptr<Work> work = std::move(m_work);
    if (work->fights.isEmpty()) {
        m_status = tr("Cancelled after %n fight(s).", nullptr, m_done.load());
        Q_EMIT changed();
        Q_EMIT progressChanged();
        return;
    }
    const QJsonObject report = EncounterSimulator::summarize(work->initial, work->fights);
    const int n = int(work->fights.size());
    m_outcomes = {interval(tr("Party wins"), report.value(QStringLiteral("partyWins")).toObject()),
                  interval(tr("Party loses"), report.value(QStringLiteral("partyLoses")).toObject()),
                  interval(tr("Undecided after round %1").arg(work->options.roundLimit),
                           report.value(QStringLiteral("stalemate")).toObject())};
    m_heroes.clear();
    for (const QJsonValue &h : report.value(QStringLiteral("heroes")).toArray()) {
        const QJsonObject hero = h.toObject();
        m_heroes.append(QVariantMap{
            {QStringLiteral("name"), hero.value(QStringLiteral("name")).toString()},
            {QStringLiteral("dropped"), hero.value(QStringLiteral("droppedTo0")).toObject().value("p").toDouble()},
            {QStringLiteral("died"), hero.value(QStringLiteral("died")).toObject().value("p").toDouble()}});
    }
    m_leftToTable = partsLeftToTable(work->initial);
    // Rounds: one bar per round from the earliest to the latest end.
    int first = INT_MAX;
    int last = 0;
    for (const FightResult &f : std::as_const(work->fights)) {
        first = std::min(first, f.rounds);
        last = std::max(last, f.rounds);
    }
    QList<int> perRound(std::max(0, last - first + 1), 0);
    for (const FightResult &f : std::as_const(work->fights))
        ++perRound[f.rounds - first];
    QVariantList rounds;
    for (int r = first; r <= last; ++r)
        rounds.append(bar(QString::number(r), perRound.at(r - first)));
    m_rounds = scaled(rounds);
    // The party's hit points left: ten bars over 0 .. the heroes' maximum hit points together.
    int partyMax = 0;
    for (const Combatant &c : std::as_const(work->initial.combatants))
        partyMax += c.hero ? c.maxHp : 0;
    const int width = std::max(1, (partyMax + 9) / 10);
    QList<int> perBin(10, 0);
    for (const FightResult &f : std::as_const(work->fights))
        ++perBin[std::clamp(f.partyHpLeft / width, 0, 9)];
    QVariantList hp;
    for (int b = 0; b < 10; ++b)
        hp.append(bar(b == 9 ? QStringLiteral("%1+").arg(b * width)
                             : QStringLiteral("%1–%2").arg(b * width).arg((b + 1) * width - 1),
                      perBin.at(b)));
    m_hpLeft = scaled(hp);
    m_spending = {mean(QStringLiteral("rounds"), tr("Rounds"), report.value(QStringLiteral("rounds")).toObject()),
                  mean(QStringLiteral("partyHpLeft"), tr("Party's hit points left"),
                       report.value(QStringLiteral("partyHpLeft")).toObject()),
                  mean(QStringLiteral("partyHpLost"), tr("Party's hit points lost"),
                       report.value(QStringLiteral("partyHpLost")).toObject()),
                  mean(QStringLiteral("recoveriesSpent"), tr("Recoveries spent"),
                       report.value(QStringLiteral("recoveriesSpent")).toObject()),
                  mean(QStringLiteral("dailyPowersSpent"), tr("Daily powers spent"),
                       report.value(QStringLiteral("dailyPowersSpent")).toObject()),
                  mean(QStringLiteral("encounterPowersSpent"), tr("Encounter powers spent"),
                       report.value(QStringLiteral("encounterPowersSpent")).toObject())};
    m_partyHitPoints = 0;
    for (const Combatant &c : std::as_const(work->initial.combatants))
        m_partyHitPoints += c.hero ? std::max(0, c.hp) : 0;
    m_changes = changeRows(work->initial, work->changesReport);
    m_changeFights = work->changesReport.value(QStringLiteral("fightsEach")).toInt();
    m_status = tr("%n fight(s) %1.", nullptr, n).arg(work->from);
    Q_EMIT changed();
    Q_EMIT progressChanged();
}

QStringList EncounterSimulation::partsLeftToTable(const EncounterState &initial)
{
    // The engine's reasons (EncounterSimulator::leftToTable), in the table's language.
    const QHash<QString, QString> reasons{
        {QStringLiteral("a Self power whose effect is only text: the table applies it"),
         tr("a power on itself whose effect is text only: the table applies it")},
        {QStringLiteral("a wall: laid square by square at the table"),
         tr("a wall: laid square by square at the table")},
        {QStringLiteral("an immediate power with a trigger the engine does not detect"),
         tr("a reaction whose trigger the engine does not detect")},
        {QStringLiteral("a free-action attack: the policy does not use it"),
         tr("a free-action attack: the engine does not use it")}};
    QStringList lines;
    for (const QJsonValue &value : EncounterSimulator::leftToTable(initial)) {
        const QJsonObject part = value.toObject();
        const QString id = part.value(QStringLiteral("creature")).toString();
        const Combatant *creature = initial.combatant(id);
        QString power = part.value(QStringLiteral("part")).toString();
        for (const CombatPower &p : creature ? creature->powers : QList<CombatPower>()) {
            if (p.id == power && !p.name.isEmpty())
                power = p.name;
        }
        const QString why = part.value(QStringLiteral("why")).toString();
        lines.append(tr("%1: %2 (%3)").arg(creature ? creature->name : id, power, reasons.value(why, why)));
    }
    return lines;
}
