#include "grid/flankingrules.h"

#include "grid/battlegrid.h"

namespace battlemat {

namespace {

// Does the segment p-q (half-square units) meet the line x = at with y within [lo, hi]?
bool meetsVertical(int px, int py, int qx, int qy, int at, int lo, int hi)
{
    if (px == qx || at < std::min(px, qx) || at > std::max(px, qx))
        return false;
    long long den = qx - px;
    long long num = (long long)py * den + (long long)(at - px) * (qy - py);
    if (den < 0) {
        den = -den;
        num = -num;
    }
    return num >= lo * den && num <= hi * den;
}

} // namespace

FlankingRules::FlankingRules(const BattleGrid &grid)
    : m_grid(grid)
{}

bool FlankingRules::opposite(const Space &a, const Space &b, const Space &target)
{
    const int left = 2 * target.left();
    const int right = 2 * (target.right() + 1);
    const int top = 2 * target.top();
    const int bottom = 2 * (target.bottom() + 1);
    for (int ay = a.top(); ay <= a.bottom(); ++ay) {
        for (int ax = a.left(); ax <= a.right(); ++ax) {
            if (!isAdjacent({{ax, ay}, 1}, target))
                continue;
            for (int by = b.top(); by <= b.bottom(); ++by) {
                for (int bx = b.left(); bx <= b.right(); ++bx) {
                    if (!isAdjacent({{bx, by}, 1}, target))
                        continue;
                    const int px = 2 * ax + 1, py = 2 * ay + 1, qx = 2 * bx + 1, qy = 2 * by + 1;
                    const bool leftRight = meetsVertical(px, py, qx, qy, left, top, bottom) &&
                                           meetsVertical(px, py, qx, qy, right, top, bottom);
                    const bool topBottom = meetsVertical(py, px, qy, qx, top, left, right) &&
                                           meetsVertical(py, px, qy, qx, bottom, left, right);
                    if (leftRight || topBottom)
                        return true;
                }
            }
        }
    }
    return false;
}

FlankingResult FlankingRules::flanking(int attacker, int target) const
{
    FlankingResult result;
    judge(attacker, target, &result);
    return result;
}

bool FlankingRules::flanks(int attacker, int target) const
{
    return judge(attacker, target, nullptr);
}

bool FlankingRules::judge(int attacker, int target, FlankingResult *explained) const
{
    // The reasons are text for the table's tooltip and the CLI; the attack roll and the tactics policy ask only
    // whether, thousands of times per simulated fight, so the text is written only when asked for.
    const auto because = [explained](auto &&reason) {
        if (explained)
            explained->reason = reason();
        return false;
    };
    const MapCreature &a = m_grid.creature(attacker);
    const MapCreature &t = m_grid.creature(target);
    if (!a.isHostileTo(t))
        return because([&] { return QStringLiteral("%1 is not hostile to %2").arg(a.id, t.id); });
    if (!a.canFlank())
        return because(
            [&] { return QStringLiteral("%1 cannot attack well enough to flank (its conditions)").arg(a.id); });
    // Only adjacent enemies are flanked, whatever the reach (Orcus "Reach" weapon property).
    if (!isAdjacent(a.space(), t.space()))
        return because([&] { return QStringLiteral("%1 is not adjacent to %2").arg(a.id, t.id); });
    because([&] { return QStringLiteral("no ally able to flank stands on the opposite side of %1").arg(t.id); });
    const QList<MapCreature> &all = m_grid.creatures();
    for (qsizetype i = 0; i < all.size(); ++i) {
        const MapCreature &ally = all.at(i);
        // Adjacency first: most creatures are not beside the target, and sides are compared as text.
        if (i == attacker || i == target || !isAdjacent(ally.space(), t.space()) || ally.side != a.side)
            continue;
        if (opposite(a.space(), ally.space(), t.space())) {
            if (!ally.canFlank()) {
                because([&] {
                    return QStringLiteral("%1 is opposite but cannot attack well enough to flank").arg(ally.id);
                });
                continue;
            }
            if (explained) {
                explained->flanking = true;
                explained->ally = int(i);
                explained->allyId = ally.id;
                explained->reason = QStringLiteral("%1 and %2 are on opposite sides of %3").arg(a.id, ally.id, t.id);
            }
            return true;
        }
    }
    return false;
}

} // namespace battlemat
