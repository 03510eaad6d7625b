#include "encounter/encountergrid.h"

#include "encounter/conditionrules.h"
#include "grid/coverrules.h"
#include "grid/flankingrules.h"

#include <algorithm>

namespace battlemat {

namespace {

QList<MapCreature> creaturesOf(const EncounterState &state)
{
    // The conditions the grid rules read, as the encounter derives them (ConditionRules::has: a dying or
    // knocked-out creature is unconscious and so helpless, grappled means immobilized, ...).
    static const QString conditions[] = {
        QStringLiteral("prone"),       QStringLiteral("helpless"), QStringLiteral("blinded"),
        QStringLiteral("invisible"),   QStringLiteral("stunned"),  QStringLiteral("surprised"),
        QStringLiteral("unconscious"), QStringLiteral("dazed"),    QStringLiteral("immobilized"),
        QStringLiteral("restrained"),  QStringLiteral("slowed"),
    };
    QList<MapCreature> creatures;
    creatures.reserve(state.combatants.size());
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
        placed.movementModes = c.movementModes;
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
        creatures.append(placed);
    }
    return creatures;
}

// Everything of a creature that creaturesOf sets: when these are equal for every creature, so are the grids.
bool sameForTheGrid(const MapCreature &a, const MapCreature &b)
{
    return a.position == b.position && a.size == b.size && a.speed == b.speed && a.reach == b.reach &&
           a.opportunityAttackUsed == b.opportunityAttackUsed && a.id == b.id && a.side == b.side &&
           a.conditions == b.conditions && a.name == b.name && a.movementModes == b.movementModes;
}

BattleMap battleMapOf(const EncounterState &state, QList<MapCreature> creatures)
{
    BattleMap map;
    map.name = state.mapName;
    map.grid = state.grid;
    map.creatures = std::move(creatures);
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
    : EncounterGrid(state, creaturesOf(state))
{}

EncounterGrid::EncounterGrid(const EncounterState &state, QList<MapCreature> creatures)
    : m_grid(battleMapOf(state, std::move(creatures)), terrainOf(state))
    , m_terrain(state.terrainIndex)
{}

std::shared_ptr<const EncounterGrid> EncounterGrid::of(const EncounterState &state)
{
    QList<MapCreature> creatures = creaturesOf(state);
    terrainOf(state);
    std::shared_ptr<EncounterGrid> &kept = state.gridCache.grid;
    if (kept && kept->m_terrain == state.terrainIndex && kept->m_grid.map().name == state.mapName &&
        std::equal(creatures.cbegin(), creatures.cend(), kept->m_grid.creatures().cbegin(),
                   kept->m_grid.creatures().cend(), sameForTheGrid))
        return kept;
    kept.reset(new EncounterGrid(state, std::move(creatures)));
    return kept;
}

namespace {
// Indexes and squares are small: 12 bits for each creature index, 16 for each coordinate.
quint64 pairKey(int a, int b)
{
    return quint64(quint32(a) & 0xfff) | quint64(quint32(b) & 0xfff) << 12;
}
quint64 squareKey(Square s)
{
    return quint64(quint16(s.x)) | quint64(quint16(s.y)) << 16;
}
} // namespace

void EncounterGrid::moveCreature(int index, Square topLeft)
{
    m_grid.moveCreature(index, topLeft);
    // Cover from an area's origin square with the moved creature as the attacker stays what it was: the lines start
    // at the origin, and CoverRules never counts the attacker as an obstacle. The policy asks it again for each
    // square it weighs, with the enemies (and so the origins around them) where they were.
    m_cover.removeIf([index](const QHash<quint64, CoverGrade>::iterator &entry) {
        const quint64 key = entry.key();
        return !((key >> 24) & 1) || int(key & 0xfff) != (index & 0xfff);
    });
    m_concealment.clear();
    m_flanking.clear();
    m_areas.clear();
}

CoverGrade EncounterGrid::cover(int attacker, int target, const std::optional<Square> &origin) const
{
    const quint64 key = pairKey(attacker, target) | (origin ? quint64(1) << 24 | squareKey(*origin) << 25 : 0);
    auto it = m_cover.constFind(key);
    if (it != m_cover.constEnd())
        return *it;
    const CoverRules rules(m_grid);
    const CoverGrade grade =
        origin ? rules.coverFrom(Space{*origin, 1}, target, attacker).grade : rules.grade(attacker, target);
    m_cover.insert(key, grade);
    return grade;
}

ConcealmentResult EncounterGrid::concealment(int attacker, int target, AttackKind kind) const
{
    const quint64 key = pairKey(attacker, target) | quint64(kind) << 24;
    auto it = m_concealment.constFind(key);
    if (it != m_concealment.constEnd())
        return *it;
    return *m_concealment.insert(key, ConcealmentRules(m_grid).concealment(attacker, target, kind));
}

bool EncounterGrid::flanking(int attacker, int target) const
{
    const quint64 key = pairKey(attacker, target);
    auto it = m_flanking.constFind(key);
    if (it != m_flanking.constEnd())
        return *it;
    return *m_flanking.insert(key, FlankingRules(m_grid).flanking(attacker, target).flanking);
}

AreaResult EncounterGrid::area(const AreaRequest &request) const
{
    if (request.type == AreaType::Wall)
        return AreaOfEffect(m_grid).evaluate(request);
    const std::pair<quint64, quint64> key(
        quint64(request.type) | quint64(quint32(request.size)) << 8 | quint64(quint32(request.user) & 0xfff) << 40 |
            quint64(request.origin ? 1 : 0) << 52,
        quint64(quint32(request.range)) << 32 | (request.origin ? squareKey(*request.origin) : 0));
    auto it = m_areas.constFind(key);
    if (it != m_areas.constEnd())
        return *it;
    return *m_areas.insert(key, AreaOfEffect(m_grid).evaluate(request));
}

} // namespace battlemat
