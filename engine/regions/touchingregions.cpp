#include "regions/touchingregions.h"

#include "regions/sharedborder.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace battlemat {

namespace {

struct Edge
{
    QPointF a;
    QPointF b;
    qsizetype region;
    QPointF normal; // unit normal of the edge's line
    double offset;  // normal . a: points p on the line have normal . p == offset
};

struct CellEntry
{
    qint64 column;
    qint64 row;
    int edge;

    bool operator<(const CellEntry &other) const
    {
        return column != other.column ? column < other.column : row != other.row ? row < other.row : edge < other.edge;
    }
};

// An edge passing through more cells than this is compared with every edge instead: with cells as large as the
// mean edge, few edges are that long, and a far-flung corner cannot make one edge cost millions of cells.
constexpr qint64 maxCellsPerEdge = 4096;

} // namespace

QList<std::pair<qsizetype, qsizetype>> touchingRegions(const QList<QList<QPointF>> &polygons, qsizetype firstNew,
                                                       double tolerance)
{
    std::vector<Edge> edges;
    double extent = 0;
    double largest = 0;
    double left = 0, top = 0;
    bool first = true;
    for (qsizetype r = 0; r < polygons.size(); ++r) {
        const QList<QPointF> &polygon = polygons.at(r);
        for (qsizetype i = 0; i < polygon.size(); ++i) {
            const QPointF a = polygon.at(i);
            const QPointF b = polygon.at((i + 1) % polygon.size());
            // Edges no longer than the tolerance share no border (edgesShareBorder refuses them); corners that are
            // not numbers are refused by RegionMap before they come here.
            if (!std::isfinite(a.x()) || !std::isfinite(a.y()) || !std::isfinite(b.x()) || !std::isfinite(b.y()) ||
                std::hypot(b.x() - a.x(), b.y() - a.y()) <= tolerance)
                continue;
            const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
            const QPointF normal((a.y() - b.y()) / length, (b.x() - a.x()) / length);
            edges.push_back({a, b, r, normal, normal.x() * a.x() + normal.y() * a.y()});
            extent += std::abs(b.x() - a.x()) + std::abs(b.y() - a.y());
            for (const QPointF p : {a, b}) {
                largest = std::max({largest, std::abs(p.x()), std::abs(p.y())});
                left = first ? p.x() : std::min(left, p.x());
                top = first ? p.y() : std::min(top, p.y());
                first = false;
            }
        }
    }
    QList<std::pair<qsizetype, qsizetype>> pairs;
    if (edges.size() < 2)
        return pairs;

    // How far from an edge another may lie and still share its border: the tolerance, and a margin for the
    // rounding of edgesShareBorder's arithmetic at these coordinates.
    const double reach = tolerance + 1e-3 + 1e-9 * largest;
    const double smallestCell = 4 * reach;

    std::vector<CellEntry> entries;
    std::vector<int> longEdges;
    auto fill = [&](double cell) {
        entries.clear();
        longEdges.clear();
        // Monotone, so clamping far-away coordinates can only put more edges into a cell, never fewer.
        auto index = [cell](double coordinate, double origin) {
            return qint64(std::floor(std::clamp((coordinate - origin) / cell, -1.0, 1e15)));
        };
        for (int e = 0; e < int(edges.size()); ++e) {
            const Edge &edge = edges[std::size_t(e)];
            const double x0 = std::min(edge.a.x(), edge.b.x()) - reach;
            const double x1 = std::max(edge.a.x(), edge.b.x()) + reach;
            const double y0 = std::min(edge.a.y(), edge.b.y()) - reach;
            const double y1 = std::max(edge.a.y(), edge.b.y()) + reach;
            const qint64 c0 = index(x0, left), c1 = index(x1, left);
            const qint64 r0 = index(y0, top), r1 = index(y1, top);
            if ((c1 - c0) + (r1 - r0) > maxCellsPerEdge) {
                longEdges.push_back(e);
                continue;
            }
            // Column by column, the rows the edge passes within `reach` of: its points whose x lies within reach of
            // the column, their y grown by reach. Cells of the bounding box far from a slanted edge are left out.
            const double dx = edge.b.x() - edge.a.x();
            const double dy = edge.b.y() - edge.a.y();
            for (qint64 c = c0; c <= c1; ++c) {
                double ya = y0, yb = y1;
                if (c0 != c1 && dx != 0) {
                    const double from = left + double(c) * cell - reach;
                    const double to = left + double(c + 1) * cell + reach;
                    double t0 = std::clamp((from - edge.a.x()) / dx, 0.0, 1.0);
                    double t1 = std::clamp((to - edge.a.x()) / dx, 0.0, 1.0);
                    if (t0 > t1)
                        std::swap(t0, t1);
                    ya = std::min(edge.a.y() + dy * t0, edge.a.y() + dy * t1) - reach;
                    yb = std::max(edge.a.y() + dy * t0, edge.a.y() + dy * t1) + reach;
                }
                for (qint64 r = std::max(r0, index(ya, top)); r <= std::min(r1, index(yb, top)); ++r)
                    entries.push_back({c, r, e});
            }
        }
        std::sort(entries.begin(), entries.end());
        std::size_t candidates = 0;
        for (std::size_t begin = 0, end = 0; begin < entries.size(); begin = end) {
            for (end = begin + 1; end < entries.size() && entries[end].column == entries[begin].column &&
                                  entries[end].row == entries[begin].row;)
                ++end;
            candidates += (end - begin) * (end - begin - 1) / 2;
        }
        return candidates;
    };
    // Cells as large as the mean edge first. Where edges crowd (many long parallel borders close together) the
    // pairs within cells outnumber the entries: halve the cells while that pays, so that neither the pairs nor the
    // entries grow faster than the edges.
    double cell = std::max(extent / double(edges.size()), smallestCell);
    for (;;) {
        const std::size_t candidates = fill(cell);
        if (candidates <= 8 * entries.size() + 1024 || cell / 2 < smallestCell || entries.size() > 32 * edges.size())
            break;
        cell /= 2;
    }

    auto compare = [&](int e, int f) {
        const Edge &one = edges[std::size_t(e)];
        const Edge &other = edges[std::size_t(f)];
        if (one.region == other.region)
            return;
        // shareBorder(later, earlier): the order RegionMap always compared them in (the test is not symmetric).
        const Edge &later = one.region > other.region ? one : other;
        const Edge &earlier = one.region > other.region ? other : one;
        if (later.region < firstNew)
            return;
        // Cheap refusals first, each weaker than edgesShareBorder's own test: the ends of the earlier edge must lie
        // within the tolerance of the later one's line (crowded parallel borders fail here), and their boxes within
        // the tolerance of each other.
        const double d1 = later.normal.x() * earlier.a.x() + later.normal.y() * earlier.a.y() - later.offset;
        const double d2 = later.normal.x() * earlier.b.x() + later.normal.y() * earlier.b.y() - later.offset;
        if (std::abs(d1) > reach || std::abs(d2) > reach)
            return;
        if (std::max(std::min(one.a.x(), one.b.x()), std::min(other.a.x(), other.b.x())) >
                std::min(std::max(one.a.x(), one.b.x()), std::max(other.a.x(), other.b.x())) + reach ||
            std::max(std::min(one.a.y(), one.b.y()), std::min(other.a.y(), other.b.y())) >
                std::min(std::max(one.a.y(), one.b.y()), std::max(other.a.y(), other.b.y())) + reach)
            return;
        if (edgesShareBorder(later.a, later.b, earlier.a, earlier.b, tolerance))
            pairs.append({earlier.region, later.region});
    };
    for (std::size_t begin = 0; begin < entries.size();) {
        std::size_t end = begin + 1;
        while (end < entries.size() && entries[end].column == entries[begin].column &&
               entries[end].row == entries[begin].row)
            ++end;
        for (std::size_t i = begin; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j)
                compare(entries[i].edge, entries[j].edge);
        }
        begin = end;
    }
    for (std::size_t i = 0; i < longEdges.size(); ++i) {
        for (int f = 0; f < int(edges.size()); ++f) {
            // Two long edges meet once: when the second of them comes round.
            if (f != longEdges[i] && !(std::binary_search(longEdges.begin(), longEdges.end(), f) && f < longEdges[i]))
                compare(longEdges[i], f);
        }
    }
    // Edges meeting in several cells were compared in each: one pair each.
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    return pairs;
}

} // namespace battlemat
