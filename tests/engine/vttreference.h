#pragma once

// The Universal VTT importer's wall and outline rules as they were before issue 23 (walls walked in steps of 0.05
// squares, every outline tested against every square of the map): the reference the exact tracer and the
// bounding-box rasterizer are compared with. Kept only in the tests.
#include "grid/square.h"

#include <QHash>
#include <QList>
#include <QPointF>

#include <algorithm>
#include <cmath>

namespace battlemat::reference {

class SteppingTracer
{
public:
    /** The importer walked 0.05 squares a step; finer steps approach the exact measure. */
    SteppingTracer(int width, int height, double step = 0.05)
        : m_width(width)
        , m_height(height)
        , m_step(step)
    {}

    void trace(QPointF a, QPointF b, double tolerance)
    {
        const QPointF d = b - a;
        const double length = std::hypot(d.x(), d.y());
        const int steps = std::max(1, int(std::ceil(length / m_step)));
        const bool mostlyVertical = std::abs(d.y()) >= std::abs(d.x());
        for (int i = 0; i < steps; ++i) {
            const QPointF p = a + d * ((i + 0.5) / steps);
            const double nearX = std::abs(p.x() - std::round(p.x()));
            const double nearY = std::abs(p.y() - std::round(p.y()));
            const bool onVertical = nearX <= tolerance && (mostlyVertical || nearY > tolerance);
            const bool onHorizontal = !onVertical && nearY <= tolerance;
            const double weight = length / steps;
            if (onVertical)
                vertical[Square{int(std::round(p.x())), cell(p.y(), m_height)}] += weight;
            else if (onHorizontal)
                horizontal[Square{cell(p.x(), m_width), int(std::round(p.y()))}] += weight;
            else
                squares[Square{cell(p.x(), m_width), cell(p.y(), m_height)}] += weight;
        }
    }

    QHash<Square, double> vertical;   // key: line x (0..width), row y
    QHash<Square, double> horizontal; // key: column x, line y (0..height)
    QHash<Square, double> squares;

private:
    static int cell(double coordinate, int size) { return std::clamp(int(std::floor(coordinate)), 0, size - 1); }

    int m_width;
    int m_height;
    double m_step;
};

inline bool insidePolygon(const QList<QPointF> &polygon, QPointF p)
{
    bool inside = false;
    for (qsizetype i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const QPointF a = polygon.at(i);
        const QPointF b = polygon.at(j);
        if ((a.y() > p.y()) != (b.y() > p.y()) && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x())
            inside = !inside;
    }
    return inside;
}

/** Every square of the map whose centre the outline encloses, row by row. */
inline QList<Square> squaresInside(const QList<QPointF> &outline, int width, int height)
{
    QList<Square> result;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (insidePolygon(outline, QPointF(x + 0.5, y + 0.5)))
                result.append(Square{x, y});
        }
    }
    return result;
}

} // namespace battlemat::reference
