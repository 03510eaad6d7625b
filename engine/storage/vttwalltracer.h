#pragma once

#include "grid/square.h"

#include <QHash>
#include <QPointF>

#include <vector>

namespace battlemat {

/**
 * Where the walls of a Universal VTT file lie on the grid (docs/file-formats.md, "Universal VTT import"): per square
 * edge and per square, how much wall length lies there. A point within `tolerance` of a grid line counts for the
 * edge under it (near a corner, where it is near two lines, for the edge along the segment's main direction), any
 * other point for the square it is in.
 *
 * Measured exactly: each segment is cut where it crosses a grid line, a line at `tolerance` from one, or a line half
 * way between two (where the nearest grid line changes). Every piece between two cuts lies wholly in one edge or
 * square, so it counts with its length, and a segment costs the squares it crosses (a grid traversal), not its
 * length in small steps. Pieces are classified at their middle, so a segment through an exact grid corner counts
 * for neither side at that corner.
 */
class VttWallTracer
{
public:
    enum class Place : char
    {
        VerticalEdge = 'v',   // key: line x (0..width), row y
        HorizontalEdge = 'h', // key: column x, line y (0..height)
        Square = 's',
    };

    /** Edges covered over at least this share of their length become walls. */
    static constexpr double edgeShare = 0.4;
    /** Squares crossed over at least this length (in squares) become blocking. */
    static constexpr double squareLength = 0.25;

    VttWallTracer(int width, int height)
        : m_width(width)
        , m_height(height)
    {}

    /** Adds the segment a-b (in squares, inside the map). */
    void trace(QPointF a, QPointF b, double tolerance);

    /** Wall length measured on one edge or square (0 where none). */
    double measured(Place place, Square key) const;

    /** Calls f(place, key) for each edge covered over edgeShare and each square crossed over squareLength. */
    template<typename F>
    void forEach(F &&f) const
    {
        // A length of exactly 40 % (or a quarter square) counts, whatever the rounding of the pieces' sum.
        constexpr double slack = 1e-9;
        for (auto it = m_vertical.cbegin(); it != m_vertical.cend(); ++it) {
            if (it.value() >= edgeShare - slack)
                f(Place::VerticalEdge, it.key());
        }
        for (auto it = m_horizontal.cbegin(); it != m_horizontal.cend(); ++it) {
            if (it.value() >= edgeShare - slack)
                f(Place::HorizontalEdge, it.key());
        }
        for (auto it = m_squares.cbegin(); it != m_squares.cend(); ++it) {
            if (it.value() >= squareLength - slack)
                f(Place::Square, it.key());
        }
    }

private:
    void addCuts(double start, double delta, double tolerance);
    int cell(double coordinate, int size) const;

    int m_width;
    int m_height;
    std::vector<double> m_cuts; // scratch, reused between segments
    QHash<Square, double> m_vertical;
    QHash<Square, double> m_horizontal;
    QHash<Square, double> m_squares;
};

} // namespace battlemat
