#include "regions/regiongeometry.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace battlemat::RegionGeometry {

namespace {

double cross(QPointF o, QPointF a, QPointF b)
{
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

double length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

/** Distance from p to the segment a-b, and where along it (0 at a, 1 at b) the nearest point lies. */
double distanceToSegment(QPointF p, QPointF a, QPointF b, double *along = nullptr)
{
    const QPointF d = b - a;
    const double squared = QPointF::dotProduct(d, d);
    double t = squared > 0 ? QPointF::dotProduct(p - a, d) / squared : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    if (along)
        *along = t;
    return length(p - (a + t * d));
}

/** Signed distance of p from the line through a and b (0 for a degenerate line). */
double sideOf(QPointF p, QPointF a, QPointF b)
{
    const double l = length(b - a);
    return l > 0 ? cross(a, b, p) / l : 0.0;
}

/** Whether the segments cross each other at a point well inside both (each pair of ends clearly on opposite sides). */
bool properlyCross(QPointF p1, QPointF p2, QPointF q1, QPointF q2)
{
    const double a = sideOf(q1, p1, p2), b = sideOf(q2, p1, p2);
    const double c = sideOf(p1, q1, q2), d = sideOf(p2, q1, q2);
    return ((a > tolerance && b < -tolerance) || (a < -tolerance && b > tolerance)) &&
           ((c > tolerance && d < -tolerance) || (c < -tolerance && d > tolerance));
}

bool evenOddInside(const QList<QPointF> &p, QPointF point)
{
    bool inside = false;
    for (qsizetype i = 0, j = p.size() - 1; i < p.size(); j = i++) {
        if ((p.at(i).y() > point.y()) != (p.at(j).y() > point.y()) &&
            point.x() <
                (p.at(j).x() - p.at(i).x()) * (point.y() - p.at(i).y()) / (p.at(j).y() - p.at(i).y()) + p.at(i).x())
            inside = !inside;
    }
    return inside;
}

double distanceToOutline(const QList<QPointF> &polygon, QPointF point)
{
    double best = std::numeric_limits<double>::infinity();
    for (qsizetype i = 0; i < polygon.size(); ++i)
        best = std::min(best, distanceToSegment(point, polygon.at(i), polygon.at((i + 1) % polygon.size())));
    return best;
}

bool same(QPointF a, QPointF b)
{
    return length(a - b) <= tolerance;
}

QList<QPointF> clockwise(QList<QPointF> polygon)
{
    if (doubleSignedArea(polygon) < 0)
        std::reverse(polygon.begin(), polygon.end());
    return polygon;
}

/** The polygon with every corner of `other` that lies on one of its edges (not at its ends) added as a corner. */
QList<QPointF> withCornersOf(const QList<QPointF> &polygon, const QList<QPointF> &other)
{
    QList<QPointF> result;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF a = polygon.at(i), b = polygon.at((i + 1) % polygon.size());
        result.append(a);
        QList<std::pair<double, QPointF>> onEdge;
        for (const QPointF &corner : other) {
            double t = 0;
            if (!same(corner, a) && !same(corner, b) && distanceToSegment(corner, a, b, &t) <= tolerance)
                onEdge.append({t, corner});
        }
        std::sort(onEdge.begin(), onEdge.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        for (const auto &[t, corner] : onEdge)
            result.append(corner);
    }
    return result;
}

/** Drops corners that lie on the straight line between their neighbours (left over where a shared border was). */
QList<QPointF> withoutStraightCorners(QList<QPointF> polygon)
{
    for (qsizetype i = 0; i < polygon.size() && polygon.size() > 3;) {
        const QPointF prev = polygon.at((i + polygon.size() - 1) % polygon.size());
        const QPointF next = polygon.at((i + 1) % polygon.size());
        double t = 0;
        if (distanceToSegment(polygon.at(i), prev, next, &t) < 0.01 && t > 0 && t < 1)
            polygon.removeAt(i);
        else
            ++i;
    }
    return polygon;
}

} // namespace

double doubleSignedArea(const QList<QPointF> &polygon)
{
    double sum = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF a = polygon.at(i), b = polygon.at((i + 1) % polygon.size());
        sum += a.x() * b.y() - b.x() * a.y();
    }
    return sum;
}

std::optional<std::pair<qsizetype, qsizetype>> selfIntersection(const QList<QPointF> &polygon)
{
    const qsizetype n = polygon.size();
    auto corner = [&](qsizetype i) { return polygon.at(i % n); };
    for (qsizetype i = 0; i < n; ++i) {
        for (qsizetype j = i + 1; j < n; ++j) {
            const QPointF p1 = corner(i), p2 = corner(i + 1), q1 = corner(j), q2 = corner(j + 1);
            if (j == i + 1 || (i == 0 && j == n - 1)) {
                // Neighbours share one corner; the far end of one on the other means the outline folds back on itself.
                const QPointF far1 = j == i + 1 ? p1 : p2;
                const QPointF far2 = j == i + 1 ? q2 : q1;
                if (distanceToSegment(far1, q1, q2) <= tolerance || distanceToSegment(far2, p1, p2) <= tolerance)
                    return std::pair{i, j};
                continue;
            }
            if (properlyCross(p1, p2, q1, q2) || distanceToSegment(q1, p1, p2) <= tolerance ||
                distanceToSegment(q2, p1, p2) <= tolerance || distanceToSegment(p1, q1, q2) <= tolerance ||
                distanceToSegment(p2, q1, q2) <= tolerance)
                return std::pair{i, j};
        }
    }
    return std::nullopt;
}

bool strictlyInside(const QList<QPointF> &polygon, QPointF point)
{
    return evenOddInside(polygon, point) && distanceToOutline(polygon, point) > tolerance;
}

bool overlap(const QList<QPointF> &a, const QList<QPointF> &b)
{
    for (qsizetype i = 0; i < a.size(); ++i) {
        for (qsizetype j = 0; j < b.size(); ++j) {
            if (properlyCross(a.at(i), a.at((i + 1) % a.size()), b.at(j), b.at((j + 1) % b.size())))
                return true;
        }
    }
    for (const auto &[one, other] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
        const QList<QPointF> outline = clockwise(*one);
        for (qsizetype i = 0; i < outline.size(); ++i) {
            const QPointF from = outline.at(i), to = outline.at((i + 1) % outline.size());
            if (strictlyInside(*other, from))
                return true;
            // Just inside this edge (clockwise on screen: the inside is to the right, +90 degrees with y down).
            const double l = length(to - from);
            if (l <= 4 * tolerance)
                continue;
            const QPointF inward = QPointF(-(to.y() - from.y()), to.x() - from.x()) / l;
            const QPointF probe = (from + to) / 2 + 2 * tolerance * inward;
            if (strictlyInside(outline, probe) && strictlyInside(*other, probe))
                return true;
        }
    }
    return false;
}

Result<std::pair<QList<QPointF>, QList<QPointF>>> split(const QList<QPointF> &polygon, qsizetype from, qsizetype to)
{
    const qsizetype n = polygon.size();
    if (from < 0 || to < 0 || from >= n || to >= n)
        return Error{QStringLiteral("the polygon has corners 0 to %1").arg(n - 1)};
    if (from == to || (from + 1) % n == to || (to + 1) % n == from)
        return Error{QStringLiteral("a cut needs two corners that are not next to each other")};
    const QPointF a = polygon.at(from), b = polygon.at(to);
    for (qsizetype i = 0; i < n; ++i) {
        const qsizetype next = (i + 1) % n;
        if (i == from || i == to || next == from || next == to)
            continue;
        if (properlyCross(a, b, polygon.at(i), polygon.at(next)) || distanceToSegment(polygon.at(i), a, b) <= tolerance)
            return Error{QStringLiteral("the cut from corner %1 to corner %2 leaves the region").arg(from).arg(to)};
    }
    if (!evenOddInside(polygon, (a + b) / 2))
        return Error{QStringLiteral("the cut from corner %1 to corner %2 leaves the region").arg(from).arg(to)};
    QList<QPointF> first, second;
    for (qsizetype i = from;; i = (i + 1) % n) {
        first.append(polygon.at(i));
        if (i == to)
            break;
    }
    for (qsizetype i = to;; i = (i + 1) % n) {
        second.append(polygon.at(i));
        if (i == from)
            break;
    }
    return std::pair{first, second};
}

Result<QList<QPointF>> merge(const QList<QPointF> &a, const QList<QPointF> &b)
{
    // Both clockwise, each with the other's corners on its edges: a shared stretch of border is then the same edges,
    // run in opposite directions.
    const QList<QPointF> one = withCornersOf(clockwise(a), b);
    const QList<QPointF> two = withCornersOf(clockwise(b), a);
    struct Edge
    {
        QPointF from, to;
    };
    auto edges = [](const QList<QPointF> &polygon) {
        QList<Edge> result;
        for (qsizetype i = 0; i < polygon.size(); ++i)
            result.append({polygon.at(i), polygon.at((i + 1) % polygon.size())});
        return result;
    };
    QList<Edge> oneEdges = edges(one), twoEdges = edges(two);
    QList<Edge> outline;
    bool shared = false;
    for (const Edge &edge : std::as_const(oneEdges)) {
        const auto twin = std::find_if(twoEdges.begin(), twoEdges.end(), [&](const Edge &other) {
            return same(other.from, edge.to) && same(other.to, edge.from);
        });
        if (twin != twoEdges.end()) {
            twoEdges.erase(twin);
            shared = true;
        } else {
            outline.append(edge);
        }
    }
    if (!shared)
        return Error{QStringLiteral("the two regions share no border")};
    // Edges of the second that ran along the first were removed above; the rest continue the outline.
    for (const Edge &edge : std::as_const(twoEdges)) {
        const bool onOne = std::any_of(oneEdges.begin(), oneEdges.end(), [&](const Edge &other) {
            return same(other.from, edge.to) && same(other.to, edge.from);
        });
        if (!onOne)
            outline.append(edge);
    }
    QList<QPointF> result{outline.constFirst().from};
    QPointF at = outline.constFirst().to;
    outline.removeFirst();
    while (!same(at, result.constFirst())) {
        const auto next =
            std::find_if(outline.begin(), outline.end(), [&](const Edge &edge) { return same(edge.from, at); });
        if (next == outline.end())
            return Error{QStringLiteral("the two regions do not join into one outline")};
        result.append(at);
        at = next->to;
        outline.erase(next);
    }
    if (!outline.isEmpty())
        return Error{QStringLiteral("the merged region would enclose a hole or fall into pieces")};
    return withoutStraightCorners(result);
}

} // namespace battlemat::RegionGeometry
