#pragma once

#include <QList>
#include <QPointF>

namespace battlemat {

/**
 * Whether two region polygons share a stretch of border longer than `tolerance` (image pixels): some edge of
 * one lies along some edge of the other. Touching at a single corner is not sharing a border.
 */
bool shareBorder(const QList<QPointF> &a, const QList<QPointF> &b, double tolerance = 1.0);

/**
 * The test shareBorder() applies to one edge p1-p2 of the first polygon and one edge q1-q2 of the second: both ends
 * of q lie within `tolerance` of p's line and the two overlap along it by more than `tolerance`.
 */
bool edgesShareBorder(QPointF p1, QPointF p2, QPointF q1, QPointF q2, double tolerance);

} // namespace battlemat
