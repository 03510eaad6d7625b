#include "encountersimulation.h"

#include "encountercontroller.h"
#include "simulation/encountersimulator.h"

#include <QJsonArray>
#include <QTimer>

using namespace battlemat;

/** What the worker thread owns: the fights to run and, once done, their results. */
struct EncounterSimulation::Work
{
    EncounterState initial;
    std::unique_ptr<FightRunner> runner;
    SimulationOptions options;
    QList<FightResult> fights;
};

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

QVariantMap interval(const QString &label, const QJsonObject &p)
{
    return {{QStringLiteral("label"), label},
            {QStringLiteral("p"), p.value(QStringLiteral("p")).toDouble()},
            {QStringLiteral("low"), p.value(QStringLiteral("low")).toDouble()},
            {QStringLiteral("high"), p.value(QStringLiteral("high")).toDouble()}};
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
    auto work = std::make_shared<Work>();
    work->initial = m_encounter->processor()->state();
    // The same policies as `battlemat-cli simulate` without --policy: heroes cautious, monsters brute.
    auto policies = EncounterSimulator::policies(work->options);
    work->runner = std::make_unique<FightRunner>(work->initial, policies->first, policies->second);
    work->options.runs = std::clamp(runs, 1, 1000000);
    work->options.seed = work->initial.seed + quint64(work->initial.turnNumber);
    work->options.cancel = &m_cancel;
    work->options.progress = [this](int done, int) { m_done = done; };
    m_cancel = false;
    m_done = 0;
    // The last run's figures go: a cancelled run must not seem to have produced them.
    m_outcomes.clear();
    m_heroes.clear();
    m_rounds.clear();
    m_hpLeft.clear();
    m_total = work->options.runs;
    m_work = work;
    m_status = tr("Simulating…");
    m_thread = QThread::create(
        [work] { work->fights = EncounterSimulator::runFights(*work->runner, work->options.runs, work->options); });
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
    m_status = tr("%n fight(s) from round %1, the current state.", nullptr, n).arg(work->initial.round);
    Q_EMIT changed();
    Q_EMIT progressChanged();
}
