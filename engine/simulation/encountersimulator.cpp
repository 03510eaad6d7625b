#include "simulation/encountersimulator.h"

#include "encounter/encounterfile.h"
#include "encounter/herocombatant.h"
#include "encounter/triggeredpowers.h"
#include "grid/battlemapjson.h"
#include "simulation/encounterchanges.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <cmath>
#include <thread>
#include <vector>

namespace battlemat::EncounterSimulator {

namespace {

constexpr double z95 = 1.959963984540054;

double round4(double v)
{
    return std::round(v * 10000.0) / 10000.0;
}

// Wilson score interval: unlike the normal approximation it stays inside [0, 1] and keeps its coverage when the
// chance is near 0 or 1, which is where "will a hero die" lives.
QJsonObject proportion(int successes, int n)
{
    if (n == 0)
        return {{QStringLiteral("p"), 0}, {QStringLiteral("low"), 0}, {QStringLiteral("high"), 0}};
    const double p = double(successes) / n;
    const double z2 = z95 * z95;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z95 * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    return {{QStringLiteral("p"), round4(p)},
            {QStringLiteral("low"), round4(std::max(0.0, centre - half))},
            {QStringLiteral("high"), round4(std::min(1.0, centre + half))}};
}

// Mean with the normal interval of the mean (fights are independent; n is in the hundreds at least). Every quantity
// averaged counts something (rounds, hit points, recoveries, powers), so the interval stops at 0: a rare daily power
// in 200 fights read "-0.0 to 0.0" in the Simulate dialog.
QJsonObject meanOf(const QList<double> &values)
{
    const qsizetype n = values.size();
    if (n == 0)
        return {{QStringLiteral("mean"), 0}, {QStringLiteral("low"), 0}, {QStringLiteral("high"), 0}};
    double sum = 0;
    for (double v : values)
        sum += v;
    const double mean = sum / n;
    double squares = 0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    const double sd = n > 1 ? std::sqrt(squares / (n - 1)) : 0.0;
    const double half = z95 * sd / std::sqrt(double(n));
    return {{QStringLiteral("mean"), round4(mean)},
            {QStringLiteral("low"), round4(std::max(0.0, mean - half))},
            {QStringLiteral("high"), round4(mean + half)}};
}

template<typename F>
QJsonObject meanOver(const QList<FightResult> &fights, F field)
{
    QList<double> values;
    values.reserve(fights.size());
    for (const FightResult &f : fights)
        values.append(double(field(f)));
    return meanOf(values);
}

int wins(const QList<FightResult> &fights)
{
    int n = 0;
    for (const FightResult &f : fights)
        n += f.outcome == FightOutcome::PartyWins ? 1 : 0;
    return n;
}

} // namespace

Result<QJsonObject> readEncounterFile(const QString &fileName, const OrcusSettings &settings)
{
    auto read = readJsonObjectFile(fileName);
    if (!read)
        return read.error();
    QJsonObject object = *read;
    // The same inlining as CommandProcessor::fromEncounterFile: a map named by file, hero sheets by path.
    if (object.value(QLatin1String("map")).isString()) {
        const QString mapFile =
            QFileInfo(fileName).absoluteDir().filePath(object.value(QLatin1String("map")).toString());
        auto map = readBattleMapFile(mapFile);
        if (!map)
            return map.error();
        object.insert(QStringLiteral("map"), battleMapToJson(*map));
    }
    return HeroCombatant::inlineHeroSheets(object, QFileInfo(fileName).absolutePath(), JsonContext(fileName), settings);
}

quint64 fightSeed(quint64 seed, int index)
{
    // splitmix64 (Steele, Lea, Flood 2014) of the seed advanced by the fight's index: neighbouring fights get
    // unrelated generators.
    quint64 z = seed + 0x9E3779B97F4A7C15ull * (quint64(index) + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

Result<std::pair<TacticsPolicy, TacticsPolicy>> policies(const SimulationOptions &options)
{
    if (options.policy.isEmpty())
        return std::pair{TacticsPolicy(TacticsProfile::cautious()), TacticsPolicy(TacticsProfile::brute())};
    auto profile = TacticsProfile::named(options.policy);
    if (!profile) {
        return Error{QStringLiteral("--policy: '%1' is not a policy (%2)")
                         .arg(options.policy, TacticsProfile::names().join(QStringLiteral(", ")))};
    }
    return std::pair{TacticsPolicy(*profile), TacticsPolicy(*profile)};
}

QList<FightResult> runFights(const FightRunner &runner, int runs, const SimulationOptions &options, int progressOffset,
                             int progressTotal)
{
    std::vector<FightResult> results(std::size_t(std::max(0, runs)));
    std::atomic<int> nextIndex{0};
    std::atomic<int> done{0};
    const int threads =
        std::max(1, std::min(runs, options.threads > 0 ? options.threads
                                                       : int(std::max(1u, std::thread::hardware_concurrency()))));
    auto work = [&] {
        for (;;) {
            if (options.cancel && options.cancel->load())
                return;
            const int i = nextIndex.fetch_add(1);
            if (i >= runs)
                return;
            results[std::size_t(i)] = runner.run(fightSeed(options.seed, i));
            const int finished = done.fetch_add(1) + 1;
            if (options.progress && (finished % 64 == 0 || finished == runs))
                options.progress(progressOffset + finished, progressTotal > 0 ? progressTotal : runs);
        }
    };
    // Each fight is a pure function of its index, so which thread runs it changes nothing.
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &thread : pool)
        thread.join();
    if (options.cancel && options.cancel->load())
        return {};
    return QList<FightResult>(results.begin(), results.end());
}

QJsonObject summarize(const EncounterState &initial, const QList<FightResult> &fights)
{
    const int n = int(fights.size());
    int losses = 0;
    int stalemates = 0;
    qint64 totalDamage = 0;
    QHash<QString, qint64> damage;
    for (const FightResult &f : fights) {
        losses += f.outcome == FightOutcome::PartyLoses ? 1 : 0;
        stalemates += f.outcome == FightOutcome::Stalemate ? 1 : 0;
        for (auto it = f.damageDealt.begin(); it != f.damageDealt.end(); ++it)
            damage[it.key()] += it.value();
    }
    QJsonArray heroes;
    QJsonArray monsters;
    qint64 monsterDamage = 0;
    for (const Combatant &c : initial.combatants) {
        if (!c.hero)
            monsterDamage += damage.value(c.id);
    }
    monsterDamage += damage.value(QStringLiteral("persistent"));
    for (const Combatant &c : initial.combatants) {
        if (c.hero) {
            int dropped = 0;
            int died = 0;
            for (const FightResult &f : fights) {
                dropped += f.dropped.contains(c.id) ? 1 : 0;
                died += f.died.contains(c.id) ? 1 : 0;
            }
            heroes.append(QJsonObject{{QStringLiteral("id"), c.id},
                                      {QStringLiteral("name"), c.name},
                                      {QStringLiteral("droppedTo0"), proportion(dropped, n)},
                                      {QStringLiteral("died"), proportion(died, n)}});
        } else {
            const qint64 dealt = damage.value(c.id);
            monsters.append(QJsonObject{
                {QStringLiteral("id"), c.id},
                {QStringLiteral("name"), c.name},
                {QStringLiteral("damagePerFight"), round4(n ? double(dealt) / n : 0)},
                {QStringLiteral("damageShare"), round4(monsterDamage ? double(dealt) / double(monsterDamage) : 0)}});
        }
        totalDamage += damage.value(c.id);
    }
    int refused = 0;
    QString firstRefusal;
    for (const FightResult &f : fights) {
        refused += f.refused;
        if (firstRefusal.isEmpty())
            firstRefusal = f.firstRefusal;
    }
    QJsonObject result{
        {QStringLiteral("fights"), n},
        {QStringLiteral("partyWins"), proportion(wins(fights), n)},
        {QStringLiteral("partyLoses"), proportion(losses, n)},
        {QStringLiteral("stalemate"), proportion(stalemates, n)},
        {QStringLiteral("rounds"), meanOver(fights, [](const FightResult &f) { return f.rounds; })},
        {QStringLiteral("partyHpLost"), meanOver(fights, [](const FightResult &f) { return f.partyHpLost; })},
        {QStringLiteral("partyHpLeft"), meanOver(fights, [](const FightResult &f) { return f.partyHpLeft; })},
        {QStringLiteral("recoveriesSpent"), meanOver(fights, [](const FightResult &f) { return f.recoveriesSpent; })},
        {QStringLiteral("dailyPowersSpent"), meanOver(fights, [](const FightResult &f) { return f.dailyPowersSpent; })},
        {QStringLiteral("encounterPowersSpent"),
         meanOver(fights, [](const FightResult &f) { return f.encounterPowersSpent; })},
        {QStringLiteral("heroes"), heroes},
        {QStringLiteral("monsters"), monsters},
        {QStringLiteral("refusedCommands"), refused},
    };
    if (!firstRefusal.isEmpty())
        result.insert(QStringLiteral("firstRefusal"), firstRefusal);
    return result;
}

QJsonArray leftToTable(const EncounterState &initial)
{
    QJsonArray left;
    auto note = [&](const Combatant &c, const QString &part, const QString &why) {
        left.append(QJsonObject{
            {QStringLiteral("creature"), c.id}, {QStringLiteral("part"), part}, {QStringLiteral("why"), why}});
    };
    // A power whose trigger the engine watches is offered in a simulated fight as at the table (TriggeredPowers; the
    // simulation's decider takes it).
    const QStringList watched = QStringList{QStringLiteral("attacked")} + TriggeredPowers::known();
    for (const Combatant &c : initial.combatants) {
        for (const CombatPower &p : c.powers) {
            if (watched.contains(p.trigger) &&
                (p.isAttack() || p.ignoresAttack || p.makesCritical || p.rerollsHit || p.makesMiss || p.changesSelf() ||
                 p.placesCreature() || p.changesForm()))
                continue;
            // A power on itself that heals or grants temporary hit points is used by the policy (TacticsSelfPower).
            if (!p.isAttack() && !(p.isSelfUse() && p.selfUseApplies()))
                note(c, p.id, QStringLiteral("a Self power whose effect is only text: the table applies it"));
            else if (p.area == AreaType::Wall && (p.origin == PowerOrigin::Near || p.origin == PowerOrigin::Far))
                note(c, p.id, QStringLiteral("a wall: laid square by square at the table"));
            else if (p.action == ActionKind::Immediate)
                note(c, p.id, QStringLiteral("an immediate power with a trigger the engine does not detect"));
            else if (p.action == ActionKind::Free)
                note(c, p.id, QStringLiteral("a free-action attack: the policy does not use it"));
        }
    }
    return left;
}

Result<QJsonObject> measureChanges(const QList<StateChange> &changes, const QList<FightResult> &fights,
                                   const FightRunner &runner, int changeRuns, const SimulationOptions &options,
                                   int progressOffset, int progressTotal)
{
    // The same fight seeds for every change (common random numbers): the difference is the change's, not the dice's.
    changeRuns = std::min(changeRuns, int(fights.size()));
    const int baseWins = wins(fights.mid(0, changeRuns));
    QJsonArray tried;
    QJsonObject biggest;
    double biggestShift = -1;
    int offset = progressOffset;
    for (const StateChange &change : changes) {
        bool hero = false;
        bool monster = false;
        for (const Combatant &c : change.state.combatants)
            (c.hero ? hero : monster) = true;
        QJsonObject entry{{QStringLiteral("change"), change.kind}, {QStringLiteral("creature"), change.creature}};
        if (!hero || !monster) {
            // No one left on one side: the outcome is certain without a fight.
            entry.insert(QStringLiteral("partyWins"), proportion(monster ? 0 : changeRuns, changeRuns));
        } else {
            const FightRunner changed(change.state, runner.partyPolicy(), runner.monsterPolicy(), runner.roundLimit());
            const QList<FightResult> changedFights = runFights(changed, changeRuns, options, offset, progressTotal);
            if (changedFights.isEmpty())
                return Error{QStringLiteral("cancelled")};
            entry.insert(QStringLiteral("partyWins"), proportion(wins(changedFights), changeRuns));
        }
        offset += changeRuns;
        const double p = entry.value(QLatin1String("partyWins")).toObject().value(QLatin1String("p")).toDouble();
        const double shift = p - double(baseWins) / changeRuns;
        entry.insert(QStringLiteral("shift"), round4(shift));
        if (std::abs(shift) > biggestShift) {
            biggestShift = std::abs(shift);
            biggest = entry;
        }
        tried.append(entry);
    }
    return QJsonObject{{QStringLiteral("fightsEach"), changeRuns},
                       {QStringLiteral("tried"), tried},
                       {QStringLiteral("movesOddsMost"), biggest}};
}

Result<QJsonObject> simulate(const QJsonObject &encounter, const QString &source, const SimulationOptions &options)
{
    if (options.runs < 1)
        return Error{QStringLiteral("--runs must be 1 or more")};
    auto chosen = policies(options);
    if (!chosen)
        return chosen.error();
    auto initial = encounterFromJson(encounter, JsonContext(source));
    if (!initial)
        return initial.error();
    bool anyHero = false;
    bool anyMonster = false;
    for (const Combatant &c : initial->combatants)
        (c.hero ? anyHero : anyMonster) = true;
    if (!anyHero || !anyMonster)
        return Error{QStringLiteral("%1: the encounter needs at least one hero and one monster").arg(source)};

    const FightRunner runner(*initial, chosen->first, chosen->second, options.roundLimit);
    const QList<EncounterChange> changes =
        options.changeRuns == 0 ? QList<EncounterChange>{} : EncounterChanges::singleChanges(encounter);
    // Each change is measured over the first fights' seeds, so no more changed fights than fights.
    const int changeRuns = std::min(options.runs, options.changeRuns < 0 ? 1000 : options.changeRuns);
    const int total = options.runs + changeRuns * int(changes.size());
    const QList<FightResult> fights = runFights(runner, options.runs, options, 0, total);
    if (fights.isEmpty())
        return Error{QStringLiteral("cancelled")};

    QJsonObject report = summarize(*initial, fights);
    report.insert(QStringLiteral("seed"), QString::number(options.seed));
    report.insert(QStringLiteral("roundLimit"), options.roundLimit);
    report.insert(QStringLiteral("policy"), QJsonObject{{QStringLiteral("party"), chosen->first.profile().name},
                                                        {QStringLiteral("monsters"), chosen->second.profile().name}});

    QList<StateChange> tries;
    for (const EncounterChange &change : changes) {
        auto state = encounterFromJson(change.encounter, JsonContext(source));
        if (state)
            tries.append({change.kind, change.creature, *state}); // else the file cannot take it: not tried
    }
    if (!changes.isEmpty()) {
        auto measured = measureChanges(tries, fights, runner, changeRuns, options, options.runs, total);
        if (!measured)
            return measured.error();
        report.insert(QStringLiteral("changes"), *measured);
    }
    report.insert(QStringLiteral("leftToTable"), leftToTable(*initial));
    return report;
}

} // namespace battlemat::EncounterSimulator
