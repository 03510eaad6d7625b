#include "encounter/auramovecosts.h"

#include "encounter/aurarules.h"
#include "encounter/encounterstate.h"
#include "grid/battlegrid.h"

#include <QSet>

namespace battlemat {

namespace {

// The water squares connected to the owner's space through water (8 ways, as creatures move): its body of water.
// An owner standing in no water has none.
QSet<Square> bodyOfWater(const BattleGrid &grid, const Space &owner)
{
    const TerrainIndex &terrain = grid.terrain();
    QSet<Square> body;
    QList<Square> open;
    for (int y = owner.top(); y <= owner.bottom(); ++y) {
        for (int x = owner.left(); x <= owner.right(); ++x) {
            if (grid.contains({x, y}) && (terrain.at(x, y) & TerrainIndex::Water) && !body.contains({x, y})) {
                body.insert({x, y});
                open.append({x, y});
            }
        }
    }
    while (!open.isEmpty()) {
        const Square s = open.takeLast();
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Square n{s.x + dx, s.y + dy};
                if (grid.contains(n) && (terrain.at(n.x, n.y) & TerrainIndex::Water) && !body.contains(n)) {
                    body.insert(n);
                    open.append(n);
                }
            }
        }
    }
    return body;
}

} // namespace

std::shared_ptr<const AuraMoveCosts> AuraMoveCosts::of(const EncounterState &state)
{
    std::shared_ptr<AuraMoveCosts> costs;
    for (const Combatant &owner : state.combatants) {
        for (int i = 0; i < owner.auras.size(); ++i) {
            const CombatAura &aura = owner.auras.at(i);
            if (aura.play.difficultTerrain.isEmpty())
                continue;
            const AuraRef ref{owner.id, i};
            QList<QString> affected;
            // AuraRules::reaches with the owner right beside: who it affects, wherever they stand.
            for (const Combatant &c : state.combatants) {
                if (AuraRules::affects(state, ref, c.id))
                    affected.append(c.id);
            }
            if (affected.isEmpty())
                continue;
            if (!costs)
                costs = std::make_shared<AuraMoveCosts>();
            const int zone = int(costs->m_zones.size());
            costs->m_zones.append({owner.id, aura.radius, aura.play.difficultTerrain == QLatin1String("water")});
            for (const QString &id : affected)
                costs->m_zonesFor[id].append(zone);
        }
    }
    return costs;
}

MoveCostOverlay AuraMoveCosts::overlayFor(const BattleGrid &grid, int creature) const
{
    const auto zones = m_zonesFor.constFind(grid.creature(creature).id);
    if (zones == m_zonesFor.cend())
        return {};
    QList<Square> difficult;
    for (int z : *zones) {
        const Zone &zone = m_zones.at(z);
        const int owner = grid.indexOf(zone.owner);
        if (owner < 0)
            continue;
        // The squares within the radius of the owner's space (Orcus "Range"), on the map.
        const Space space = grid.creature(owner).space();
        const QSet<Square> water = zone.waterOnly ? bodyOfWater(grid, space) : QSet<Square>();
        for (int y = space.top() - zone.radius; y <= space.bottom() + zone.radius; ++y) {
            for (int x = space.left() - zone.radius; x <= space.right() + zone.radius; ++x) {
                if (grid.contains({x, y}) && (!zone.waterOnly || water.contains({x, y})))
                    difficult.append({x, y});
            }
        }
    }
    return MoveCostOverlay(difficult);
}

} // namespace battlemat
