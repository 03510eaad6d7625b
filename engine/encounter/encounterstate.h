#pragma once

#include "encounter/actionbudget.h"
#include "encounter/activeeffect.h"
#include "encounter/combatant.h"
#include "encounter/dicerng.h"
#include "encounter/encountergridcache.h"
#include "encounter/initiativeorder.h"
#include "encounter/moduledefensebonus.h"
#include "grid/gridmap.h"
#include "grid/maplighting.h"
#include "grid/terrainindex.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>

namespace battlemat {

/** Where the encounter is, per Orcus "Combat step by step". */
enum class EncounterPhase : quint8
{
    Setup,    // creatures placed, surprise not yet determined
    Started,  // surprise determined, waiting for initiative
    Surprise, // the surprise round: only unsurprised creatures act, one standard action each
    Combat,
    Ended, // XP awarded; rests may follow
};

QString encounterPhaseName(EncounterPhase phase);

/**
 * Everything an encounter is at one moment: the map, the creatures, initiative, whose turn it is and what it has
 * left, the effects in force and the dice generator. A value: commands change a copy and the processor keeps the
 * copies it needs for undo. Only commands change it.
 */
struct EncounterState
{
    QString mapName;
    GridMap grid;
    // light9: the fight's light (ambient, areas, light sources; carried ones by their carrier's id), the map's as
    // the encounter began (docs/vision.md "In a fight"); bright everywhere by default. No fog fields are used.
    MapLighting light;
    QList<Combatant> combatants;
    QList<ActiveEffect> effects;
    int nextEffectId = 1;
    InitiativeOrder initiative;
    EncounterPhase phase = EncounterPhase::Setup;
    int round = 0;              // 0 is the surprise round
    int turnNumber = 0;         // counts every turn begun; durations compare against it
    QString current;            // whose turn it is
    ActionBudget budget;        // what the current creature has left
    QStringList surprised;      // surprised in the surprise round
    QSet<QString> deterRefused; // "actor>target": Deter/Unnerve failed, not again this encounter
    DiceRng rng;
    quint64 seed = 0;
    bool monstersDieAtZero = true;
    int encountersSinceLongRest = 0;
    int minutesSinceLongRest = 24 * 60; // Orcus "Long rest": at most one per 24 hours
    bool grappleMaintainedByCurrent = false;
    // Defense bonuses the add-on modules set through their encounter commands (an action die's +2 AC).
    QList<ModuleDefenseBonus> moduleDefenseBonuses;
    // The grid module's index of `grid` (terrain, edges, corners), built on first use and shared by every copy of
    // the state: the map does not change during an encounter, and building the index is most of a grid query.
    mutable std::shared_ptr<const TerrainIndex> terrainIndex;
    // The grid of the creatures as they stand (EncounterGrid::of), rebuilt when what it reads has changed.
    mutable EncounterGridCache gridCache;

    Combatant *combatant(const QString &id);
    const Combatant *combatant(const QString &id) const;
    bool isHostile(const Combatant &a, const Combatant &b) const { return a.side != b.side; }

    QJsonObject toJson() const;
};

} // namespace battlemat
