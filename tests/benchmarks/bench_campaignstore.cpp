// Campaign storage speed: what one committed command costs (WAL, synchronous=FULL) and how long a campaign with a
// long fight takes to open. Latencies are per command, so the median and the 99th percentile are reported as
// counters (seconds) besides Google Benchmark's mean.
#include "campaign/campaignjson.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>

using namespace battlemat;

namespace {

QJsonObject rollEvent(int seq)
{
    return {{QStringLiteral("seq"), seq},
            {QStringLiteral("type"), QStringLiteral("roll")},
            {QStringLiteral("actor"), QStringLiteral("aldric")},
            {QStringLiteral("dice"), QJsonArray{17, 4}},
            {QStringLiteral("total"), 21}};
}

std::unique_ptr<CampaignStore> sampleCampaign(const QString &fileName)
{
    auto campaign = readCampaignFile(QStringLiteral(BATTLEMAT_SOURCE_DIR "/resources/sample-campaign/campaign.json"));
    if (!campaign)
        return nullptr;
    auto store = CampaignStore::create(fileName, campaign->name);
    if (!store || !importCampaign(**store, *campaign))
        return nullptr;
    return std::move(store).value();
}

void reportPercentiles(benchmark::State &state, std::vector<double> &seconds)
{
    if (seconds.empty())
        return;
    std::sort(seconds.begin(), seconds.end());
    state.counters["p50_s"] = seconds[seconds.size() / 2];
    state.counters["p99_s"] = seconds[std::min(seconds.size() - 1, seconds.size() * 99 / 100)];
}

// One command = its events appended to the log in one transaction, committed to disk.
void BM_CommitEventCommand(benchmark::State &state)
{
    QTemporaryDir dir;
    auto store = sampleCampaign(dir.filePath(QStringLiteral("bench.battlemat")));
    if (!store || !store->putEntity(EntityKind::Encounter, QStringLiteral("fight"),
                                    {{QStringLiteral("name"), QStringLiteral("Fight")}})) {
        state.SkipWithError("cannot create the campaign");
        return;
    }
    std::vector<double> seconds;
    int seq = 0;
    QElapsedTimer timer;
    for (auto _ : state) {
        timer.start();
        const Status done = store->appendEvents(QStringLiteral("fight"), {rollEvent(seq + 1), rollEvent(seq + 2)});
        seconds.push_back(timer.nsecsElapsed() / 1e9);
        seq += 2;
        if (!done) {
            state.SkipWithError(qPrintable(done.errorMessage()));
            return;
        }
    }
    reportPercentiles(state, seconds);
}
BENCHMARK(BM_CommitEventCommand)->Iterations(500)->Unit(benchmark::kMillisecond);

// A map edit: the 24 x 16 sample map rewritten after a token moves.
void BM_CommitMapEdit(benchmark::State &state)
{
    QTemporaryDir dir;
    auto store = sampleCampaign(dir.filePath(QStringLiteral("bench.battlemat")));
    auto map = store ? store->map(QStringLiteral("crypt-entrance")) : Result<BattleMap>(Error{});
    if (!map) {
        state.SkipWithError("cannot create the campaign");
        return;
    }
    BattleMap edited = *map;
    std::vector<double> seconds;
    int step = 0;
    QElapsedTimer timer;
    for (auto _ : state) {
        edited.creatures[0].position = {1 + step % 10, 1 + step % 5};
        ++step;
        timer.start();
        const Status done = store->putMap(QStringLiteral("crypt-entrance"), edited);
        seconds.push_back(timer.nsecsElapsed() / 1e9);
        if (!done) {
            state.SkipWithError(qPrintable(done.errorMessage()));
            return;
        }
    }
    reportPercentiles(state, seconds);
}
BENCHMARK(BM_CommitMapEdit)->Iterations(500)->Unit(benchmark::kMillisecond);

// Opening a campaign whose fight has 5,000 events: lock, quick_check, then the whole log read back.
void BM_OpenCampaignWith5000Events(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("long-fight.battlemat"));
    {
        auto store = sampleCampaign(fileName);
        if (!store || !store->putEntity(EntityKind::Encounter, QStringLiteral("fight"),
                                        {{QStringLiteral("name"), QStringLiteral("Fight")}})) {
            state.SkipWithError("cannot create the campaign");
            return;
        }
        QList<QJsonObject> events;
        for (int seq = 1; seq <= 5000; ++seq)
            events.append(rollEvent(seq));
        if (!store->appendEvents(QStringLiteral("fight"), events)) {
            state.SkipWithError("cannot write the log");
            return;
        }
    }
    for (auto _ : state) {
        auto store = CampaignStore::open(fileName);
        auto events = store ? (*store)->events(QStringLiteral("fight")) : Result<QList<QJsonObject>>(Error{});
        if (!events || events->size() != 5000) {
            state.SkipWithError("cannot open the campaign");
            return;
        }
        auto campaign = loadCampaign(**store);
        benchmark::DoNotOptimize(campaign);
    }
    state.counters["file_bytes"] = double(QFile(fileName).size());
}
BENCHMARK(BM_OpenCampaignWith5000Events)->Unit(benchmark::kMillisecond);

} // namespace
