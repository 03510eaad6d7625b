// What one keystroke on the character sheet costs: the edited hero JSON is read back (every field checked) and
// every derived number recomputed, as CharacterSheetModel does on each edit.
#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"

#include <benchmark/benchmark.h>

using namespace battlemat;

namespace {

QJsonObject sampleJson(const char *name)
{
    auto hero = readHeroCharacterFile(QStringLiteral(":/battlemat/heroes/%1.json").arg(QLatin1String(name)));
    if (!hero)
        qFatal("%s", qPrintable(hero.errorMessage()));
    return heroCharacterToJson(*hero);
}

void BM_DeriveSheet(benchmark::State &state)
{
    auto hero = heroCharacterFromJson(sampleJson("sefra-dunmoor"), JsonContext(QStringLiteral("hero")));
    for (auto _ : state) {
        auto sheet = CharacterSheet::of(*hero);
        benchmark::DoNotOptimize(sheet);
    }
}
BENCHMARK(BM_DeriveSheet)->Unit(benchmark::kMicrosecond);

void BM_KeystrokeReadAndDerive(benchmark::State &state)
{
    const QJsonObject json = sampleJson("sefra-dunmoor");
    for (auto _ : state) {
        auto hero = heroCharacterFromJson(json, JsonContext(QStringLiteral("hero")));
        auto sheet = CharacterSheet::of(*hero);
        benchmark::DoNotOptimize(sheet);
    }
}
BENCHMARK(BM_KeystrokeReadAndDerive)->Unit(benchmark::kMicrosecond);

} // namespace
