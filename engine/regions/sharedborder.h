#pragma once

#include <QList>
#include <QPointF>

namespace battlemat {

/**
 * Whether two region polygons share a stretch of border longer than `tolerance` (image pixels): some edge of
 * one lies along some edge of the other. Touching at a single corner is not sharing a border.
 */
bool shareBorder(const QList<QPointF> &a, const QList<QPointF> &b, double tolerance = 1.0);

} // namespace battlemat
