#include "grid/concealmentrules.h"

#include "grid/battlegrid.h"
#include "grid/sightline.h"

namespace battlemat {

QString concealmentGradeName(ConcealmentGrade grade)
{
    switch (grade) {
    case ConcealmentGrade::None:
        return QStringLiteral("none");
    case ConcealmentGrade::Concealment:
        return QStringLiteral("concealment");
    case ConcealmentGrade::Total:
        return QStringLiteral("total");
    }
    return {};
}

ConcealmentRules::ConcealmentRules(const BattleGrid &grid)
    : m_grid(grid)
{}

ConcealmentResult ConcealmentRules::concealment(int attacker, int target, AttackKind kind) const
{
    const MapCreature &a = m_grid.creature(attacker);
    const MapCreature &t = m_grid.creature(target);
    if (kind == AttackKind::Near || kind == AttackKind::Far)
        return {ConcealmentGrade::None, QStringLiteral("concealment applies only to melee and ranged attacks")};
    if (a.isBlinded())
        return {ConcealmentGrade::Total, QStringLiteral("%1 is blinded").arg(a.id)};
    if (t.isInvisible())
        return {ConcealmentGrade::Total, QStringLiteral("%1 is invisible").arg(t.id)};
    if (!SightLine(m_grid, SightLine::Kind::Sight).clearLine(a.space(), t.space()))
        return {ConcealmentGrade::Total, QStringLiteral("%1 has no line of sight to %2").arg(a.id, t.id)};

    // A target bigger than one square may stand in several kinds of square; the attacker aims at the one that
    // hides it least, as it picks the least cover (Orcus "Cover" by analogy; docs/grid-geometry.md).
    const bool adjacent = isAdjacent(a.space(), t.space());
    const Space space = t.space();
    ConcealmentResult best{ConcealmentGrade::Total, {}};
    bool first = true;
    for (int y = space.top(); y <= space.bottom(); ++y) {
        for (int x = space.left(); x <= space.right(); ++x) {
            const quint16 f = m_grid.terrain().at(x, y);
            ConcealmentResult here{ConcealmentGrade::None, QStringLiteral("%1 is in a clear square").arg(t.id)};
            if (f & TerrainIndex::LightlyObscured) {
                here = {ConcealmentGrade::Concealment,
                        QStringLiteral("%1 is in a lightly obscured square (%2,%3)").arg(t.id).arg(x).arg(y)};
            } else if (f & TerrainIndex::HeavilyObscured) {
                here = adjacent
                           ? ConcealmentResult{ConcealmentGrade::Concealment,
                                               QStringLiteral("%1 is adjacent, in a heavily obscured square (%2,%3)")
                                                   .arg(t.id)
                                                   .arg(x)
                                                   .arg(y)}
                           : ConcealmentResult{ConcealmentGrade::Total,
                                               QStringLiteral("%1 is not adjacent, in a heavily obscured square "
                                                              "(%2,%3)")
                                                   .arg(t.id)
                                                   .arg(x)
                                                   .arg(y)};
            } else if (f & TerrainIndex::TotallyObscured) {
                here = {ConcealmentGrade::Total,
                        QStringLiteral("%1 is in a totally obscured square (%2,%3)").arg(t.id).arg(x).arg(y)};
            }
            if (first || here.grade < best.grade) {
                best = here;
                first = false;
            }
        }
    }
    return best;
}

} // namespace battlemat
