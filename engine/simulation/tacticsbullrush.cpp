// The tactics policy's Bull Rush into a pit (docs/simulation.md "A turn, step by step"; ../shared/rules/
// orcus-basic-rules.txt "Bull Rush": Strength vs Fortitude, push the target 1 square; orcus-gaps-filled.md section 10:
// a creature pushed at a pit saves or falls in). Only pushes that drop an enemy into a pit are weighed: a push of 1
// square elsewhere changes little the policy can count. Whether the push reaches a pit is the rules'
// (UnwillingMovement::pushesIntoPit), the save's chance theirs (pitSaveChance), the fall's dice the grid's.
#include "encounter/attackcommand.h"
#include "encounter/diceformula.h"
#include "encounter/encountergrid.h"
#include "encounter/unwillingmovement.h"
#include "grid/falling.h"
#include "simulation/attackvalue.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticspolicy.h"

#include <algorithm>

namespace battlemat {

double TacticsPolicy::pitPushWorth(const EncounterState &state, const Combatant &target)
{
    // Saved, it falls prone at the edge; failed, it falls in: the fall's mean damage (up to what it has left) and
    // prone as well (it took damage). A condition counts 2, the attack scoring's rule of thumb.
    const double saves = UnwillingMovement::pitSaveChance(state, target.id) / 100.0;
    const auto dice = DiceFormula::parse(fallingDamage(pitDepthFeet));
    const double mean = dice ? dice->count * (dice->sides + 1) / 2.0 + dice->bonus : 0.0;
    const double fall = std::min(mean, double(std::max(0, target.hp + target.tempHp)));
    return saves * 2.0 + (1.0 - saves) * (fall + 2.0);
}

namespace {

// Whether any square of the terrain is a pit, per thread and per TerrainIndex::revision() (a new one after every
// edit): every fight on a map asks it of the same terrain.
bool anyPit(const TerrainIndex &terrain)
{
    thread_local quint64 revision = 0;
    thread_local bool pit = false;
    if (revision != terrain.revision()) {
        pit = false;
        for (int y = 0; y < terrain.height() && !pit; ++y) {
            for (int x = 0; x < terrain.width() && !pit; ++x)
                pit = terrain.at(x, y) & TerrainIndex::Pit;
        }
        revision = terrain.revision();
    }
    return pit;
}

} // namespace

std::shared_ptr<Command> TacticsPolicy::bullRush(const EncounterState &state, const EncounterGrid &grid,
                                                 const Combatant &c, double otherValue) const
{
    // Without a pit on the map no push drops anyone into one: pushesIntoPit's first test (ForcedFall::overPit) reads
    // only the pit flag of the squares pushed to.
    if (!anyPit(grid.grid().terrain()))
        return nullptr;
    std::optional<CombatPower> rush;
    double best = std::max(otherValue, 0.0);
    std::shared_ptr<Command> chosen;
    for (const Combatant &t : state.combatants) {
        if (!standing(t) || !state.isHostile(c, t) || !isAdjacent(c, t))
            continue;
        const Space space = spaceOf(t);
        // The squares its top-left square could be pushed to: one step in any direction (the rules judge which).
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Square to{space.left() + dx, space.top() + dy};
                if ((dx == 0 && dy == 0) || !UnwillingMovement::pushesIntoPit(state, grid, c.id, t.id, to))
                    continue;
                if (!rush)
                    rush = AttackRules::universalPower(c, QStringLiteral("bull-rush"));
                if (!rush)
                    return nullptr;
                const QStringList targets{t.id};
                AttackOptions options;
                options.push = to;
                if (!AttackRules::validate(state, grid, c, *rush, targets, options))
                    continue;
                double hit = 0;
                expectedDamage(state, grid, c, t, *rush, targets, options, &hit);
                const double value = hit * pitPushWorth(state, t);
                if (value <= best)
                    continue;
                auto command = std::make_shared<AttackCommand>(c.id, rush->id, targets, options);
                if (!CheckedCommand::validate(state, command))
                    continue;
                best = value;
                chosen = command;
            }
        }
    }
    return chosen;
}

} // namespace battlemat
