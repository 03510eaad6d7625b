#include "grid/opportunityattack.h"

#include "grid/mapcreature.h"

#include <algorithm>

namespace battlemat {

QString OpportunityAttack::reason() const
{
    switch (trigger) {
    case Trigger::LeavesAdjacency:
        return QStringLiteral("leaves a square adjacent to %1 to a square that is not").arg(attackerId);
    case Trigger::RangedAttack:
        return QStringLiteral("makes a ranged attack while adjacent to %1").arg(attackerId);
    case Trigger::FarAttack:
        return QStringLiteral("uses a far power while adjacent to %1").arg(attackerId);
    }
    return {};
}

QList<int> opportunityThreateners(const QList<MapCreature> &all, int creature, const Space &near)
{
    const MapCreature &self = all.at(creature);
    QList<int> result;
    for (qsizetype i = 0; i < all.size(); ++i) {
        const MapCreature &other = all.at(i);
        if (!near.overlaps(other.space()))
            continue;
        // Orcus "Opportunity attacks": a hostile creature that can see the mover, can make opportunity attacks
        // and has not yet made its one this turn; invisible movers cannot be seen (orcus-gaps-filled.md 9).
        if (i != creature && other.isHostileTo(self) && other.canMakeOpportunityAttacks() &&
            !other.opportunityAttackUsed && other.canSee(self))
            result.append(int(i));
    }
    return result;
}

QList<OpportunityAttack> opportunityAttacksAlong(const QList<MapCreature> &all, int creature, const QList<Square> &path)
{
    QList<OpportunityAttack> result;
    const int size = all.at(creature).spaceSquares();
    if (path.isEmpty())
        return result;
    // Only creatures adjacent to some square of the path can be left behind: the path's box grown by one.
    int left = path.first().x, top = path.first().y, right = left, bottom = top;
    for (const Square s : path) {
        left = std::min(left, s.x);
        top = std::min(top, s.y);
        right = std::max(right, s.x);
        bottom = std::max(bottom, s.y);
    }
    const int side = std::max(right - left, bottom - top) + size + 2;
    QList<int> candidates = opportunityThreateners(all, creature, Space{{left - 1, top - 1}, side});
    for (qsizetype i = 0; i + 1 < path.size() && !candidates.isEmpty(); ++i) {
        const Space from{path.at(i), size};
        const Space to{path.at(i + 1), size};
        for (qsizetype k = 0; k < candidates.size();) {
            const MapCreature &attacker = all.at(candidates.at(k));
            // Only adjacency counts, whatever its reach (Orcus "Reach" weapon property).
            if (isAdjacent(from, attacker.space()) && !isAdjacent(to, attacker.space())) {
                result.append(
                    {candidates.at(k), attacker.id, path.at(i), int(i), OpportunityAttack::Trigger::LeavesAdjacency});
                candidates.removeAt(k); // one opportunity attack per creature per turn
            } else {
                ++k;
            }
        }
    }
    return result;
}

} // namespace battlemat
