#pragma once

#include "grid/square.h"

#include <QList>
#include <QPointF>

namespace battlemat {

/**
 * The squares a closed object outline of a Universal VTT file makes solid (docs/file-formats.md, "Universal VTT
 * import"): those of the width x height map whose centre the outline encloses by the even-odd rule, row by row.
 * A scanline per row of the outline's bounding box: each border edge gives its crossing with the rows whose
 * centre line it spans, so an outline costs its edges and the squares of its box, not the whole map. The crossing
 * test is the point-in-polygon test's, term for term, so the squares are exactly those it would find.
 */
QList<Square> vttOutlineSquares(const QList<QPointF> &outline, int width, int height);

} // namespace battlemat
