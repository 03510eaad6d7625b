#include "storage/vttoutlinesquares.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace battlemat {

QList<Square> vttOutlineSquares(const QList<QPointF> &outline, int width, int height)
{
    QList<Square> squares;
    if (outline.size() < 3 || width <= 0 || height <= 0)
        return squares;
    double top = outline.constFirst().y(), bottom = top;
    for (const QPointF &p : outline) {
        top = std::min(top, p.y());
        bottom = std::max(bottom, p.y());
    }
    // Rows whose centre line y + 0.5 can lie in [top, bottom); one either side for the rounding, clamped to the map.
    const int firstRow = std::max(0, int(std::floor(top - 0.5)));
    const int lastRow = std::min(height - 1, int(std::ceil(bottom - 0.5)));
    if (firstRow > lastRow)
        return squares;
    std::vector<std::vector<double>> crossings(std::size_t(lastRow - firstRow + 1));
    for (qsizetype i = 0, j = outline.size() - 1; i < outline.size(); j = i++) {
        const QPointF a = outline.at(i);
        const QPointF b = outline.at(j);
        const int from = std::max(firstRow, int(std::floor(std::min(a.y(), b.y()) - 0.5)));
        const int to = std::min(lastRow, int(std::ceil(std::max(a.y(), b.y()) - 0.5)));
        for (int y = from; y <= to; ++y) {
            const double cy = y + 0.5;
            // The even-odd test counts this edge for a centre (x, cy) left of where the edge crosses cy.
            if ((a.y() > cy) != (b.y() > cy))
                crossings[std::size_t(y - firstRow)].push_back((b.x() - a.x()) * (cy - a.y()) / (b.y() - a.y()) +
                                                               a.x());
        }
    }
    for (int y = firstRow; y <= lastRow; ++y) {
        std::vector<double> &row = crossings[std::size_t(y - firstRow)];
        if (row.empty())
            continue;
        std::sort(row.begin(), row.end());
        // A centre is inside when an odd number of crossings lie right of it (strictly, as the test has it).
        const int firstColumn = std::max(0, int(std::floor(row.front() - 0.5)));
        const int lastColumn = std::min(width - 1, int(std::ceil(row.back() - 0.5)));
        std::size_t passed = 0; // crossings at or left of the centre
        for (int x = firstColumn; x <= lastColumn; ++x) {
            const double cx = x + 0.5;
            while (passed < row.size() && row[passed] <= cx)
                ++passed;
            if ((row.size() - passed) % 2 == 1)
                squares.append(Square{x, y});
        }
    }
    return squares;
}

} // namespace battlemat
