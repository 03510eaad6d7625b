#include "encounter/encountergrid.h"

#include "encounter/conditionrules.h"

#include <algorithm>

namespace battlemat {

namespace {

BattleMap battleMapOf(const EncounterState &state)
{
    // The conditions the grid rules read, as the encounter derives them (ConditionRules::has: a dying or
    // knocked-out creature is unconscious and so helpless, grappled means immobilized, ...).
    static const QString conditions[] = {
        QStringLiteral("prone"),       QStringLiteral("helpless"), QStringLiteral("blinded"),
        QStringLiteral("invisible"),   QStringLiteral("stunned"),  QStringLiteral("surprised"),
        QStringLiteral("unconscious"), QStringLiteral("dazed"),    QStringLiteral("immobilized"),
        QStringLiteral("restrained"),  QStringLiteral("slowed"),
    };
    BattleMap map;
    map.name = state.mapName;
    map.grid = state.grid;
    map.creatures.reserve(state.combatants.size());
    for (const Combatant &c : state.combatants) {
        if (c.dead)
            continue;
        MapCreature placed;
        placed.id = c.id;
        placed.name = c.name;
        placed.position = c.position;
        placed.size = c.size;
        placed.side = c.side;
        placed.speed = c.speed;
        placed.opportunityAttackUsed = c.opportunityAttackUsed;
        if (const CombatPower *basic = c.basicMeleeAttack())
            placed.reach = std::max(1, basic->range); // where a charge may end (Orcus "Charge")
        // Most creatures have no effect on them and are neither down nor surprised: nothing to derive.
        const bool affected = c.isDying() || c.knockedOut || state.phase == EncounterPhase::Surprise ||
                              std::any_of(state.effects.cbegin(), state.effects.cend(),
                                          [&](const ActiveEffect &e) { return e.target == c.id; });
        if (affected) {
            for (const QString &condition : conditions) {
                if (ConditionRules::has(state, c, condition))
                    placed.conditions.append(condition);
            }
        }
        if (c.isDying())
            placed.conditions.append(QStringLiteral("dying"));
        // Opportunity attacks are basic melee attacks (Orcus "Opportunity attacks"); without one it makes none,
        // and a creature that cannot attack does not flank either (Orcus "Flanking").
        if (!c.basicMeleeAttack())
            placed.conditions.append(QStringLiteral("cannot-make-opportunity-attacks"));
        map.creatures.append(placed);
    }
    return map;
}

} // namespace

Space spaceOf(const Combatant &c)
{
    return {c.position, spaceSquares(c.size)};
}

int rangeBetween(const Combatant &a, const Combatant &b)
{
    return rangeBetween(spaceOf(a), spaceOf(b));
}

bool isAdjacent(const Combatant &a, const Combatant &b)
{
    return rangeBetween(a, b) == 1;
}

namespace {
const TerrainIndex &terrainOf(const EncounterState &state)
{
    if (!state.terrainIndex || state.terrainIndex->width() != state.grid.width() ||
        state.terrainIndex->height() != state.grid.height())
        state.terrainIndex = std::make_shared<const TerrainIndex>(state.grid);
    return *state.terrainIndex;
}
} // namespace

EncounterGrid::EncounterGrid(const EncounterState &state)
    : m_grid(battleMapOf(state), terrainOf(state))
{}

} // namespace battlemat
