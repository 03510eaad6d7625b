#pragma once

#include <QList>
#include <QPointF>
#include <QString>

namespace battlemat {

/**
 * One region of a region map ("Regions": a room, a corridor, a street crossing): a named polygon drawn over
 * the background image, in image pixels. Everyone inside it is in melee with everyone else inside it.
 */
struct Region
{
    QString id;
    QString name;
    QList<QPointF> polygon;
    /** Crossing it means swimming or climbing: an exclusive action with the running penalties. */
    bool needsSwimming = false;
    bool needsClimbing = false;

    bool needsSwimmingOrClimbing() const { return needsSwimming || needsClimbing; }
};

} // namespace battlemat
