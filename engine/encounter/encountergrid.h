#pragma once

#include "grid/areaofeffect.h"
#include "grid/attackkind.h"
#include "grid/battlegrid.h"
#include "grid/concealmentrules.h"
#include "grid/covergrade.h"
#include "grid/lightmemo.h"

#include <QHash>

#include <QString>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace battlemat {

struct Combatant;
struct EncounterState;

/** A combatant's space on the grid (Orcus "Size"). */
Space spaceOf(const Combatant &c);
/** Orcus "Range" between two combatants' spaces: 0 overlapping, 1 adjacent. */
int rangeBetween(const Combatant &a, const Combatant &b);
bool isAdjacent(const Combatant &a, const Combatant &b);

/**
 * The encounter as the grid module sees it at one moment: a BattleGrid of the map in the fight's light with every
 * living combatant where it stands (with its senses), carrying the conditions the grid rules read (prone, helpless,
 * blinded, invisible, stunned, surprised, unconscious, dying, dazed, immobilized, restrained, slowed; "cannot make
 * opportunity attacks" when it has no basic melee attack) and whether it has used its opportunity attack this turn.
 * Movement, opportunity attacks, cover, concealment, flanking and areas are all asked of the grid module through it, so
 * the encounter has no geometry of its own. A state is a value that commands change: of() keeps the grid on the state
 * and builds it again only when what the grid reads of the state has changed.
 */
class EncounterGrid
{
public:
    explicit EncounterGrid(const EncounterState &state);
    /**
     * The same as EncounterGrid(state) for a state `kept` holds for (of() gave it for that state or an equal copy),
     * without deriving the creatures again: their view is kept's, which of() found equal to the state's. The tactics
     * policy's what-if copy of the state, once per decision.
     */
    EncounterGrid(const EncounterState &state, const EncounterGrid &kept);
    EncounterGrid(const EncounterGrid &) = delete;
    EncounterGrid &operator=(const EncounterGrid &) = delete;

    /**
     * The grid of the state as it is now: the one kept on the state when the creatures as the grid sees them
     * (where they stand, their conditions, their opportunity attack) are unchanged, else a new one kept in its
     * place. Hold the pointer while using the grid: a later call after a change replaces what the state keeps.
     */
    static std::shared_ptr<const EncounterGrid> of(const EncounterState &state);

    const BattleGrid &grid() const { return m_grid; }
    /** The grid index of a living combatant, or -1 (dead or unknown). */
    int indexOf(const QString &id) const { return m_grid.indexOf(id); }
    const QString &idOf(int index) const { return m_grid.creature(index).id; }

    /**
     * Puts a creature elsewhere on this grid only, the state untouched: the tactics policy asks the rules what an
     * attack would be from a square it might move to, on one grid instead of one per square.
     */
    void moveCreature(int index, Square topLeft);

    /**
     * CoverRules' grade of target from attacker (from the origin square instead when there is one: far areas),
     * remembered while the grid is unchanged: the policy and the attack ask it of the same pair several times.
     */
    CoverGrade cover(int attacker, int target, const std::optional<Square> &origin = std::nullopt) const;
    /** ConcealmentRules' answer for attacker and target, remembered the same way. */
    ConcealmentResult concealment(int attacker, int target, AttackKind kind) const;
    /** FlankingRules: whether attacker flanks target, remembered the same way. */
    bool flanking(int attacker, int target) const;
    /** AreaOfEffect's evaluation of the request, remembered the same way (walls, laid square by square, are not). */
    AreaResult area(const AreaRequest &request) const;

private:
    EncounterGrid(const EncounterState &state, std::pair<QList<MapCreature>, std::vector<quint32>> creatures);

    BattleGrid m_grid;
    LightMemo m_light; // the fight's light on the squares concealment asks about, kept until a carrier moves
    std::shared_ptr<const TerrainIndex> m_terrain; // the state's index it was built with
    // Each creature's grid conditions as bits, in the grid's order: of() compares them with the state's.
    std::vector<quint32> m_conditionBits;
    static constexpr int attackKinds = 4; // AttackKind's values

    /** The slot of a pair of creatures in the tables below, -1 for an index that is not a creature's. */
    int pairSlot(int attacker, int target) const
    {
        return attacker >= 0 && target >= 0 && attacker < m_count && target < m_count ? attacker * m_count + target
                                                                                      : -1;
    }

    // The answers above by their question, forgotten when a creature moves on this grid. Those about two creatures
    // sit in flat tables by pair (the policy asks them for every square it weighs and clears them on every move, a
    // hash's allocations cost more than the answers): 0 for not known yet.
    int m_count = 0;
    mutable std::vector<quint8> m_cover;                                 // grade + 1
    mutable std::vector<quint8> m_flanking;                              // 1 no, 2 yes
    mutable std::vector<std::optional<ConcealmentResult>> m_concealment; // by pair and AttackKind
    // The concealment slots answered since the last move: a move forgets only those (the policy moves its creature
    // hundreds of times per fight and asks a handful of the 4 * count * count questions between moves).
    mutable std::vector<int> m_concealmentKnown;
    mutable QHash<quint64, CoverGrade> m_coverFrom; // from an area's origin square
    mutable QHash<std::pair<quint64, quint64>, AreaResult> m_areas;
};

} // namespace battlemat
