#include "grid/concealmentrules.h"

#include "grid/battlegrid.h"
#include "grid/lightmap.h"
#include "grid/lightmemo.h"
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

namespace {

// Names the light when it, not the terrain, obscures the square: ", dim light", ", darkness".
QString lightReason(LightLevel seen)
{
    if (seen == LightLevel::Bright)
        return {};
    return seen == LightLevel::Dim ? QStringLiteral(", dim light") : QStringLiteral(", darkness");
}

} // namespace

ConcealmentRules::ConcealmentRules(const BattleGrid &grid, const LightMemo *light)
    : m_grid(grid)
    , m_light(light)
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
    // The grade of each square first and the reason of the chosen one only: the attack roll asks for every target
    // of every attack, and the tactics policy for every square it weighs.
    ConcealmentGrade bestGrade = ConcealmentGrade::Total;
    Obscurement bestObscured = Obscurement::None;
    LightLevel bestLight = LightLevel::Bright;
    Square bestSquare = space.origin;
    bool first = true;
    for (int y = space.top(); y <= space.bottom(); ++y) {
        for (int x = space.left(); x <= space.right(); ++x) {
            // The attacker's own eyes decide: the square's terrain, its light as the attacker's senses see it and
            // the obscuring auras over it (docs/vision.md), so a torch, darkvision or a cloud of sleet changes the
            // odds.
            const LightLevel light = m_light ? m_light->at({x, y}) : LightMap::levelAt(m_grid, {x, y});
            const Obscurement obscured = LightMap::obscurementAt(m_grid, a, {x, y}, light);
            ConcealmentGrade grade = ConcealmentGrade::None;
            if (obscured == Obscurement::Lightly)
                grade = ConcealmentGrade::Concealment;
            else if (obscured == Obscurement::Heavily)
                grade = adjacent ? ConcealmentGrade::Concealment : ConcealmentGrade::Total;
            else if (obscured == Obscurement::Totally)
                grade = ConcealmentGrade::Total;
            if (first || grade < bestGrade) {
                bestGrade = grade;
                bestObscured = obscured;
                bestLight = light;
                bestSquare = {x, y};
                first = false;
            }
        }
    }
    const int x = bestSquare.x;
    const int y = bestSquare.y;
    const QString why = lightReason(perceivedLight(bestLight, a.senses));
    switch (bestObscured) {
    case Obscurement::Lightly:
        return {bestGrade,
                QStringLiteral("%1 is in a lightly obscured square (%2,%3%4)").arg(t.id).arg(x).arg(y).arg(why)};
    case Obscurement::Heavily:
        return {bestGrade, adjacent ? QStringLiteral("%1 is adjacent, in a heavily obscured square (%2,%3%4)")
                                          .arg(t.id)
                                          .arg(x)
                                          .arg(y)
                                          .arg(why)
                                    : QStringLiteral("%1 is not adjacent, in a heavily obscured square (%2,%3%4)")
                                          .arg(t.id)
                                          .arg(x)
                                          .arg(y)
                                          .arg(why)};
    case Obscurement::Totally:
        return {bestGrade,
                QStringLiteral("%1 is in a totally obscured square (%2,%3%4)").arg(t.id).arg(x).arg(y).arg(why)};
    default:
        return {bestGrade, t.id + QLatin1String(" is in a clear square")}; // the common answer: no format to parse
    }
}

} // namespace battlemat
