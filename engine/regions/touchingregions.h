#pragma once

#include <QList>
#include <QPointF>

#include <utility>

namespace battlemat {

/**
 * Which region polygons share a border (shareBorder()), found for a whole map at once: every polygon edge goes into
 * the cells of a uniform grid that it passes within the tolerance of, and only edges meeting in a cell are compared.
 * Two edges sharing a stretch of border always meet in some cell, so the pairs are exactly those comparing every
 * region with every other finds, at the cost of the edges and their near neighbours: a map of long slanted strips,
 * whose bounding boxes all overlap, costs no more than a map of small rooms.
 *
 * Returns the pairs (i, j), i < j and j >= firstNew (pairs among the first `firstNew` polygons are known already),
 * sorted, for which shareBorder(polygons[j], polygons[i], tolerance) holds.
 */
QList<std::pair<qsizetype, qsizetype>> touchingRegions(const QList<QList<QPointF>> &polygons, qsizetype firstNew,
                                                       double tolerance = 1.0);

} // namespace battlemat
