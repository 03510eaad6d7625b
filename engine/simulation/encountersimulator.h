#pragma once

#include "core/result.h"
#include "orcus/orcussettings.h"
#include "simulation/encounterchanges.h"
#include "simulation/fightrunner.h"

#include <QJsonObject>

#include <atomic>
#include <functional>

namespace battlemat {

/** What a simulation runs (docs/simulation.md, `battlemat-cli simulate`). */
struct SimulationOptions
{
    int runs = 1000;
    quint64 seed = 1;
    int threads = 0;     // 0: every core (std::thread::hardware_concurrency)
    QString policy;      // a profile name for every creature; empty: heroes cautious, monsters brute
    int roundLimit = 20; // a fight undecided after this round is a stalemate
    int changeRuns = -1; // fights per single change; -1: min(runs, 1000); 0: no changes tried
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(int done, int total)> progress; // called from worker threads
};

/**
 * Runs an encounter many times on all cores and reports the odds with 95% intervals (docs/simulation.md). Fight i
 * rolls with a seed derived from the simulation's seed and i alone, and results are added up in the order of i,
 * so the report is the same for any number of threads.
 */
namespace EncounterSimulator {

/**
 * An encounter file with its map and hero sheets inlined, as the command processor reads it; settings say how a hero
 * file becomes a stat block (the rules version's basic attack damage, ../shared/rules/README.md "Rules versions").
 */
Result<QJsonObject> readEncounterFile(const QString &fileName, const OrcusSettings &settings = {});
/** The seed of fight `index` of a simulation seeded `seed` (splitmix64 of both). */
quint64 fightSeed(quint64 seed, int index);
/** The policies the options name: {party, monsters}; an error for an unknown profile name. */
Result<std::pair<TacticsPolicy, TacticsPolicy>> policies(const SimulationOptions &options);
/** Runs `runs` fights of one encounter; empty when cancelled. */
QList<FightResult> runFights(const FightRunner &runner, int runs, const SimulationOptions &options,
                             int progressOffset = 0, int progressTotal = 0);
/** The whole report: odds, risks, spending, damage shares, the single changes, what was left to the table. */
Result<QJsonObject> simulate(const QJsonObject &encounter, const QString &source, const SimulationOptions &options);
/**
 * The report's "changes": each single change's win chance over the first changeRuns fight seeds of `fights`
 * (common random numbers), its shift from the unchanged encounter's, and the one that moves the odds most; an
 * error when cancelled. Progress counts on from progressOffset.
 */
Result<QJsonObject> measureChanges(const QList<StateChange> &changes, const QList<FightResult> &fights,
                                   const FightRunner &runner, int changeRuns, const SimulationOptions &options,
                                   int progressOffset, int progressTotal);
/** The figures of a list of fights (the report's "odds" part). */
QJsonObject summarize(const EncounterState &initial, const QList<FightResult> &fights);
/** What of the stat blocks the policy never uses or the engine does not run (docs/simulation.md). */
QJsonArray leftToTable(const EncounterState &initial);

} // namespace EncounterSimulator
} // namespace battlemat
