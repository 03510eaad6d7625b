#include "encounter/encountergrid.h"

#include "encounter/conditionrules.h"
#include "grid/coverrules.h"
#include "grid/flankingrules.h"

#include <algorithm>

namespace battlemat {

namespace {

// The conditions the grid rules read, as the encounter derives them (ConditionRules::has: a dying or knocked-out
// creature is unconscious and so helpless, grappled means immobilized, ...), each given to `add` in a fixed order.
template<typename Add>
void forEachGridCondition(const EncounterState &state, const Combatant &c, Add add)
{
    static const std::pair<Condition, QString> conditions[] = {
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
    static const QString dying = QStringLiteral("dying");
    static const QString noOpportunityAttacks = QStringLiteral("cannot-make-opportunity-attacks");
    // Most creatures have no effect on them and are neither down nor surprised: nothing to derive (conditionsOf
    // answers at once), else one pass over the effects for all of them.
    const ConditionRules::ConditionSet set = ConditionRules::conditionsOf(state, c);
    for (const auto &[condition, name] : conditions) {
        if (set.has(condition))
            add(name);
    }
    if (c.isDying())
        add(dying);
    // Opportunity attacks are basic melee attacks (Orcus "Opportunity attacks"); without one it makes none,
    // and a creature that cannot attack does not flank either (Orcus "Flanking").
    if (!c.basicMeleeAttack())
        add(noOpportunityAttacks);
}

// Where a charge may end (Orcus "Charge"): the reach of its basic melee attack.
int reachOf(const Combatant &c)
{
    const CombatPower *basic = c.basicMeleeAttack();
    return basic ? std::max(1, basic->range) : MapCreature().reach;
}

QList<MapCreature> creaturesOf(const EncounterState &state)
{
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
        // Its speeds as effects change them ("speeds increase by 1"): the grid judges its moves by them.
        placed.speed = ConditionRules::speed(state, c);
        placed.movementModes = ConditionRules::movementModes(state, c);
        placed.opportunityAttackUsed = c.opportunityAttackUsed;
        placed.reach = reachOf(c);
        forEachGridCondition(state, c, [&](const QString &condition) { placed.conditions.append(condition); });
        creatures.append(placed);
    }
    return creatures;
}

// Whether creaturesOf(state) would give these creatures (every field it sets equal), without building it: asked
// before every rules question of a state, most often of a state whose grid is kept.
bool sameForTheGrid(const EncounterState &state, const QList<MapCreature> &creatures)
{
    qsizetype i = 0;
    for (const Combatant &c : state.combatants) {
        if (c.dead)
            continue;
        if (i >= creatures.size())
            return false;
        const MapCreature &m = creatures.at(i++);
        if (m.position != c.position || m.size != c.size || m.speed != ConditionRules::speed(state, c) ||
            m.reach != reachOf(c) || m.opportunityAttackUsed != c.opportunityAttackUsed || m.id != c.id ||
            m.side != c.side || m.name != c.name || m.movementModes != ConditionRules::movementModes(state, c))
            return false;
        qsizetype k = 0;
        bool same = true;
        forEachGridCondition(state, c, [&](const QString &condition) {
            same = same && k < m.conditions.size() && m.conditions.at(k) == condition;
            ++k;
        });
        if (!same || k != m.conditions.size())
            return false;
    }
    return i == creatures.size();
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
    , m_count(int(m_grid.creatures().size()))
    , m_cover(std::size_t(m_count) * m_count, 0)
    , m_flanking(std::size_t(m_count) * m_count, 0)
    , m_concealment(std::size_t(m_count) * m_count * attackKinds)
{}

std::shared_ptr<const EncounterGrid> EncounterGrid::of(const EncounterState &state)
{
    terrainOf(state);
    std::shared_ptr<EncounterGrid> &kept = state.gridCache.grid;
    if (kept && kept->m_terrain == state.terrainIndex && kept->m_grid.map().name == state.mapName &&
        sameForTheGrid(state, kept->m_grid.creatures()))
        return kept;
    kept.reset(new EncounterGrid(state, creaturesOf(state)));
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
        return ConcealmentRules(m_grid).concealment(attacker, target, kind);
    const int at = slot * attackKinds + int(kind);
    std::optional<ConcealmentResult> &known = m_concealment[std::size_t(at)];
    if (!known) {
        known = ConcealmentRules(m_grid).concealment(attacker, target, kind);
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
