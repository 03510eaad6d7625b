#include "storage/vttwalltracer.h"

#include <algorithm>
#include <cmath>

namespace battlemat {

int VttWallTracer::cell(double coordinate, int size) const
{
    return std::clamp(int(std::floor(coordinate)), 0, size - 1);
}

void VttWallTracer::addCuts(double start, double delta, double tolerance)
{
    if (delta == 0)
        return; // parallel to these lines: nothing along it changes
    const double low = std::min(start, start + delta);
    const double high = std::max(start, start + delta);
    // Lines k - tolerance, k, k + tolerance and k + 0.5 for every k whose lines can fall inside [low, high]; points
    // lie inside the map (at most 1000 squares), so k stays small.
    const int first = int(std::floor(low)) - 1;
    const int last = int(std::ceil(high)) + 1;
    for (int k = first; k <= last; ++k) {
        for (const double line : {k - tolerance, double(k), k + tolerance, k + 0.5}) {
            const double t = (line - start) / delta;
            if (t > 0 && t < 1)
                m_cuts.push_back(t);
        }
    }
}

void VttWallTracer::trace(QPointF a, QPointF b, double tolerance)
{
    const QPointF d = b - a;
    const double length = std::hypot(d.x(), d.y());
    if (length == 0)
        return;
    const bool mostlyVertical = std::abs(d.y()) >= std::abs(d.x());
    m_cuts.clear();
    m_cuts.push_back(0);
    m_cuts.push_back(1);
    addCuts(a.x(), d.x(), tolerance);
    addCuts(a.y(), d.y(), tolerance);
    std::sort(m_cuts.begin(), m_cuts.end());
    for (std::size_t i = 1; i < m_cuts.size(); ++i) {
        const double from = m_cuts[i - 1];
        const double to = m_cuts[i];
        if (to <= from)
            continue; // the same cut twice: the segment crosses two lines at one point (a grid corner)
        // The piece lies wholly in one place: where its middle is. The rule is the one the importer always had.
        const QPointF p = a + d * ((from + to) / 2);
        const double nearX = std::abs(p.x() - std::round(p.x()));
        const double nearY = std::abs(p.y() - std::round(p.y()));
        const bool onVertical = nearX <= tolerance && (mostlyVertical || nearY > tolerance);
        const bool onHorizontal = !onVertical && nearY <= tolerance;
        const double piece = length * (to - from);
        if (onVertical)
            m_vertical[Square{int(std::round(p.x())), cell(p.y(), m_height)}] += piece;
        else if (onHorizontal)
            m_horizontal[Square{cell(p.x(), m_width), int(std::round(p.y()))}] += piece;
        else
            m_squares[Square{cell(p.x(), m_width), cell(p.y(), m_height)}] += piece;
    }
}

double VttWallTracer::measured(Place place, Square key) const
{
    switch (place) {
    case Place::VerticalEdge:
        return m_vertical.value(key);
    case Place::HorizontalEdge:
        return m_horizontal.value(key);
    case Place::Square:
        return m_squares.value(key);
    }
    return 0;
}

} // namespace battlemat
