#include "regions/sharedborder.h"

#include <algorithm>
#include <cmath>

namespace battlemat {

namespace {

double length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

double dot(QPointF a, QPointF b)
{
    return a.x() * b.x() + a.y() * b.y();
}

double cross(QPointF a, QPointF b)
{
    return a.x() * b.y() - a.y() * b.x();
}

} // namespace

// Two segments overlap along a common line by more than `tolerance`: both ends of q lie within `tolerance` of
// p's line and the projections of the two segments on it overlap by more than `tolerance`.
bool edgesShareBorder(QPointF p1, QPointF p2, QPointF q1, QPointF q2, double tolerance)
{
    const QPointF direction = p2 - p1;
    const double len = length(direction);
    if (len <= tolerance || length(q2 - q1) <= tolerance)
        return false;
    if (std::abs(cross(direction, q1 - p1)) / len > tolerance || std::abs(cross(direction, q2 - p1)) / len > tolerance)
        return false;
    const double t1 = dot(q1 - p1, direction) / len;
    const double t2 = dot(q2 - p1, direction) / len;
    const double overlap = std::min(len, std::max(t1, t2)) - std::max(0.0, std::min(t1, t2));
    return overlap > tolerance;
}

bool shareBorder(const QList<QPointF> &a, const QList<QPointF> &b, double tolerance)
{
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QPointF p1 = a.at(i);
        const QPointF p2 = a.at((i + 1) % a.size());
        for (qsizetype j = 0; j < b.size(); ++j) {
            if (edgesShareBorder(p1, p2, b.at(j), b.at((j + 1) % b.size()), tolerance))
                return true;
        }
    }
    return false;
}

} // namespace battlemat
