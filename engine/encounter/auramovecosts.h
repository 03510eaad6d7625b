#pragma once

#include "grid/movecostoverlay.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace battlemat {

struct EncounterState;

/**
 * The auras that make squares difficult terrain for the creatures they affect (AuraPlay::difficultTerrain: the
 * jinushigami's Terrain Manipulation, "Enemies treat all squares in the aura as difficult terrain"; the water
 * elementals' Vortex, the water of their body of water "difficult terrain for swimming creatures that don't have
 * the Water tag"; ../shared/rules/orcus-monsters-1.0.md). Set on the encounter's grid, which asks it for each mover:
 * whom an aura affects comes from the state (AuraRules' side, living, kind and tag filters, its owner able to act),
 * where it lies from the grid (its owner's space there), so a what-if move on the grid moves it too.
 */
class AuraMoveCosts : public MoveCostSource
{
public:
    /** Null when no combatant has such an aura that is on: the grid then asks nothing. */
    static std::shared_ptr<const AuraMoveCosts> of(const EncounterState &state);

    MoveCostOverlay overlayFor(const BattleGrid &grid, int creature) const override;

private:
    struct Zone
    {
        QString owner;
        int radius = 1;
        bool waterOnly = false; // "water": the owner's body of water within the aura
    };
    QList<Zone> m_zones;
    QHash<QString, QList<int>> m_zonesFor; // creature id -> the zones that affect it
};

} // namespace battlemat
