#pragma once

#include "core/result.h"

#include <QList>
#include <QPointF>

#include <optional>
#include <utility>

namespace battlemat {

/**
 * The polygon geometry the region map editor needs beyond shared borders: whether a drawn polygon crosses itself,
 * whether two regions overlap, and splitting and merging regions. Distances are image pixels; `tolerance` is the
 * slack shareBorder() allows, so that regions drawn a pixel over each other still count as touching, not overlapping.
 */
namespace RegionGeometry {

inline constexpr double tolerance = 1.0;

/** Twice the signed area (positive when the corners run clockwise on screen, y pointing down). */
double doubleSignedArea(const QList<QPointF> &polygon);

/**
 * Where the polygon's outline crosses or runs along itself: the indexes (i, j) of the first two edges that meet
 * (edge i runs from corner i to corner i + 1), or nullopt when the outline is simple. Edges next to each other may
 * share their corner only.
 */
std::optional<std::pair<qsizetype, qsizetype>> selfIntersection(const QList<QPointF> &polygon);

/** Whether the point lies inside the polygon farther than the tolerance from its outline. */
bool strictlyInside(const QList<QPointF> &polygon, QPointF point);

/**
 * Whether the insides of two simple polygons overlap (more than the tolerance): edges crossing, a corner of one
 * inside the other, or one lying on the other (a point just inside each edge of one inside the other).
 */
bool overlap(const QList<QPointF> &a, const QList<QPointF> &b);

/**
 * Splits a polygon along the straight cut from corner `from` to corner `to`: the two halves (the first runs from
 * `from` to `to`). Refused when the corners are next to each other or the same, or the cut leaves the polygon.
 */
Result<std::pair<QList<QPointF>, QList<QPointF>>> split(const QList<QPointF> &polygon, qsizetype from, qsizetype to);

/**
 * Joins two polygons that share a stretch of border into one outline (corners of one lying on the other's edges are
 * taken as shared). Refused when they share no border, or the union would have a hole or be two pieces.
 */
Result<QList<QPointF>> merge(const QList<QPointF> &a, const QList<QPointF> &b);

} // namespace RegionGeometry
} // namespace battlemat
