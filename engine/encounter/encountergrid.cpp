#include "encounter/encountergrid.h"

#include "encounter/auralight.h"
#include "encounter/auramovecosts.h"
#include "encounter/conditionrules.h"
#include "grid/coverrules.h"
#include "grid/flankingrules.h"

#include <algorithm>
#include <iterator>

namespace battlemat {

namespace {

// The conditions the grid rules read, as the encounter derives them (ConditionRules::has: a dying or knocked-out
// creature is unconscious and so helpless, grappled means immobilized, ...), in a fixed order; then "dying" and
// "cannot-make-opportunity-attacks".
const std::pair<Condition, QString> gridConditions[] = {
    {Condition::Prone, QStringLiteral("prone")},
    {Condition::Helpless, QStringLiteral("helpless")},
    {Condition::Blinded, QStringLiteral("blinded")},
    {Condition::Invisible, QStringLiteral("invisible")},
    {Condition::Stunned, QStringLiteral("stunned")},
    {Condition::Surprised, QStringLiteral("surprised")},
    {Condition::Unconscious, QStringLiteral("unconscious")},
    {Condition::Dazed, QStringLiteral("dazed")},
    {Condition::Immobilized, QStringLiteral("immobilized")},
    {Condition::Restrained, QStringLiteral("restrained")},
    {Condition::Slowed, QStringLiteral("slowed")},
};
constexpr int gridConditionCount = int(std::size(gridConditions));
constexpr quint32 dyingBit = 1u << gridConditionCount;
constexpr quint32 noOpportunityAttacksBit = 1u << (gridConditionCount + 1);

/**
 * What the grid reads of a combatant beyond its square, size, side and speed: its reach and its grid conditions as
 * bits (gridConditions' order, then dying and no opportunity attacks). Comparing the bits tells whether a kept grid
 * still holds (sameForTheGrid) without making the conditions' names, which follow from the bits alone.
 */
struct GridTraits
{
    int reach = 0;
    quint32 conditions = 0;
};

GridTraits gridTraitsOf(const EncounterState &state, const Combatant &c)
{
    GridTraits traits;
    // Most creatures have no effect on them and are neither down nor surprised: nothing to derive (conditionsOf
    // answers at once), else one pass over the effects for all of them.
    const ConditionRules::ConditionSet set = ConditionRules::conditionsOf(state, c);
    if (set != ConditionRules::ConditionSet()) {
        for (int k = 0; k < gridConditionCount; ++k) {
            if (set.has(gridConditions[k].first))
                traits.conditions |= 1u << k;
        }
    }
    if (c.isDying())
        traits.conditions |= dyingBit;
    // Opportunity attacks are basic melee attacks (Orcus "Opportunity attacks"); without one it makes none,
    // and a creature that cannot attack does not flank either (Orcus "Flanking"). Where a charge may end (Orcus
    // "Charge"): the reach of that attack.
    const CombatPower *basic = c.basicMeleeAttack();
    if (!basic)
        traits.conditions |= noOpportunityAttacksBit;
    traits.reach = basic ? std::max(1, basic->range) : MapCreature().reach;
    return traits;
}

QStringList conditionNames(quint32 bits)
{
    static const QString dying = QStringLiteral("dying");
    static const QString noOpportunityAttacks = QStringLiteral("cannot-make-opportunity-attacks");
    QStringList names;
    for (int k = 0; k < gridConditionCount; ++k) {
        if (bits & (1u << k))
            names.append(gridConditions[k].second);
    }
    if (bits & dyingBit)
        names.append(dying);
    if (bits & noOpportunityAttacksBit)
        names.append(noOpportunityAttacks);
    return names;
}

// The living combatants as the grid sees them, and the bits of each one's grid conditions.
std::pair<QList<MapCreature>, std::vector<quint32>> creaturesOf(const EncounterState &state)
{
    QList<MapCreature> creatures;
    creatures.reserve(state.combatants.size());
    std::vector<quint32> conditionBits;
    conditionBits.reserve(std::size_t(state.combatants.size()));
    for (const Combatant &c : state.combatants) {
        if (c.dead)
            continue;
        const GridTraits traits = gridTraitsOf(state, c);
        MapCreature placed;
        placed.id = c.id;
        placed.name = c.name;
        placed.position = c.position;
        placed.size = c.size;
        placed.side = c.side;
        // Its speeds as effects change them ("speeds increase by 1"): the grid judges its moves by them.
        placed.speed = ConditionRules::speed(state, c);
        placed.movementModes = ConditionRules::movementModes(state, c);
        placed.senses = c.senses;
        placed.opportunityAttackUsed = c.opportunityAttackUsed;
        placed.reach = traits.reach;
        placed.conditions = conditionNames(traits.conditions);
        creatures.append(placed);
        conditionBits.push_back(traits.conditions);
    }
    return {creatures, conditionBits};
}

// The grid's creatures hold copies of the combatants' ids, sides and names, sharing their characters: equal at once
// when they do, compared as text otherwise.
bool sameText(const QString &a, const QString &b)
{
    return (a.constData() == b.constData() && a.size() == b.size()) || a == b;
}

// Whether creaturesOf(state) would give these creatures (every field it sets equal; the conditions by the bits their
// names were made from), without building it: asked before every rules question of a state, most often of a state
// whose grid is kept.
bool sameForTheGrid(const EncounterState &state, const QList<MapCreature> &creatures,
                    const std::vector<quint32> &conditionBits)
{
    qsizetype i = 0;
    for (const Combatant &c : state.combatants) {
        if (c.dead)
            continue;
        if (i >= creatures.size())
            return false;
        const MapCreature &m = creatures.at(i);
        if (m.position != c.position || m.size != c.size || m.speed != ConditionRules::speed(state, c) ||
            m.opportunityAttackUsed != c.opportunityAttackUsed || !sameText(m.id, c.id) || !sameText(m.side, c.side) ||
            !sameText(m.name, c.name) || m.senses != c.senses ||
            m.movementModes != ConditionRules::movementModes(state, c))
            return false;
        const GridTraits traits = gridTraitsOf(state, c);
        if (m.reach != traits.reach || conditionBits[std::size_t(i)] != traits.conditions)
            return false;
        ++i;
    }
    return i == creatures.size();
}

BattleMap battleMapOf(const EncounterState &state, QList<MapCreature> creatures)
{
    BattleMap map;
    map.name = state.mapName;
    map.grid = state.grid;
    map.lighting = AuraLight::lightingOf(state);
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

EncounterGrid::EncounterGrid(const EncounterState &state, const EncounterGrid &kept)
    : EncounterGrid(state, {kept.m_grid.creatures(), kept.m_conditionBits})
{}

EncounterGrid::EncounterGrid(const EncounterState &state, std::pair<QList<MapCreature>, std::vector<quint32>> creatures)
    : m_grid(battleMapOf(state, std::move(creatures.first)), terrainOf(state))
    , m_light(m_grid)
    , m_terrain(state.terrainIndex)
    , m_conditionBits(std::move(creatures.second))
    , m_count(int(m_grid.creatures().size()))
    , m_cover(std::size_t(m_count) * m_count, 0)
    , m_flanking(std::size_t(m_count) * m_count, 0)
    , m_concealment(std::size_t(m_count) * m_count * attackKinds)
{
    // Auras that make squares difficult for some movers (auras8; null, and nothing asked, without one).
    m_grid.setMoveCosts(AuraMoveCosts::of(state));
}

std::shared_ptr<const EncounterGrid> EncounterGrid::of(const EncounterState &state)
{
    terrainOf(state);
    std::shared_ptr<EncounterGrid> &kept = state.gridCache.grid;
    if (kept && kept->m_terrain == state.terrainIndex && kept->m_grid.map().name == state.mapName &&
        AuraLight::holds(state, kept->m_grid.map().lighting) &&
        sameForTheGrid(state, kept->m_grid.creatures(), kept->m_conditionBits))
        return kept;
    kept.reset(new EncounterGrid(state));
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
    // The light it carries goes with it (LightMap::sourceSpace): the squares' light is worked out again.
    if (m_light.carriesLight(m_grid.creature(index).id))
        m_light.forget();
    // Cover from an area's origin square with the moved creature as the attacker stays what it was: the lines start
    // at the origin, and CoverRules never counts the attacker as an obstacle. The policy asks it again for each
    // square it weighs, with the enemies (and so the origins around them) where they were.
    if (!m_coverFrom.isEmpty())
        m_coverFrom.removeIf([index](const QHash<quint64, CoverGrade>::iterator &entry) {
            return int(entry.key() & 0xfff) != (index & 0xfff);
        });
    std::fill(m_cover.begin(), m_cover.end(), 0);
    std::fill(m_flanking.begin(), m_flanking.end(), 0);
    for (const int slot : m_concealmentKnown)
        m_concealment[std::size_t(slot)].reset();
    m_concealmentKnown.clear();
    m_areas.clear();
}

CoverGrade EncounterGrid::cover(int attacker, int target, const std::optional<Square> &origin) const
{
    const CoverRules rules(m_grid);
    if (origin) {
        const quint64 key = pairKey(attacker, target) | squareKey(*origin) << 24;
        auto it = m_coverFrom.constFind(key);
        if (it != m_coverFrom.constEnd())
            return *it;
        return *m_coverFrom.insert(key, rules.gradeFrom(Space{*origin, 1}, target, attacker));
    }
    const int slot = pairSlot(attacker, target);
    if (slot < 0)
        return rules.grade(attacker, target);
    if (!m_cover[std::size_t(slot)]) {
        const CoverGrade grade = rules.grade(attacker, target);
        m_cover[std::size_t(slot)] = quint8(int(grade) + 1);
    }
    return CoverGrade(m_cover[std::size_t(slot)] - 1);
}

ConcealmentResult EncounterGrid::concealment(int attacker, int target, AttackKind kind) const
{
    const int slot = pairSlot(attacker, target);
    if (slot < 0 || int(kind) < 0 || int(kind) >= attackKinds)
        return ConcealmentRules(m_grid, &m_light).concealment(attacker, target, kind);
    const int at = slot * attackKinds + int(kind);
    std::optional<ConcealmentResult> &known = m_concealment[std::size_t(at)];
    if (!known) {
        known = ConcealmentRules(m_grid, &m_light).concealment(attacker, target, kind);
        m_concealmentKnown.push_back(at);
    }
    return *known;
}

bool EncounterGrid::flanking(int attacker, int target) const
{
    const int slot = pairSlot(attacker, target);
    if (slot < 0)
        return FlankingRules(m_grid).flanks(attacker, target);
    if (!m_flanking[std::size_t(slot)])
        m_flanking[std::size_t(slot)] = FlankingRules(m_grid).flanks(attacker, target) ? 2 : 1;
    return m_flanking[std::size_t(slot)] == 2;
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
