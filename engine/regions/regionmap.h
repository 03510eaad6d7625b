#pragma once

#include "core/result.h"
#include "regions/region.h"
#include "regions/regionlink.h"

#include <QHash>
#include <QList>
#include <QRectF>
#include <QSet>
#include <QStringList>

#include <optional>

namespace battlemat {

/**
 * A map divided into regions ("Regions"): polygons over a background image, and which of them are adjacent.
 * Adjacency is derived from shared borders, then edited by links (a wall parts touching regions; a door, a
 * ladder or an opening joins any two). Ranges are counted in regions: 0 is melee, 1 an adjacent region.
 */
class RegionMap
{
public:
    RegionMap() = default;

    QString name;
    QString background; // the picture's file: its name when image holds its bytes, else relative to the map file
    QByteArray image;   // the picture's bytes (PNG, JPEG or WebP) as the campaign stores them; empty: none or a file

    const QList<Region> &regions() const { return m_regions; }
    const QList<RegionLink> &links() const { return m_links; }
    const Region *region(const QString &id) const;
    bool contains(const QString &id) const { return m_index.contains(id); }

    /**
     * Adds a region; refused when the id is empty or taken, the polygon has fewer than 3 corners or a corner is not
     * a finite number. Compares it with every region there: for drawing one region at a time.
     */
    Status addRegion(Region region);
    /**
     * Adds many regions at once, as reading a map file does: all or none (the first refusal, as addRegion words
     * it). Shared borders are found for all of them together (touchingRegions()), in time linear in their edges.
     */
    Status addRegions(QList<Region> regions);
    /** Sets (or replaces) the link between two regions; refused for unknown or identical regions. */
    Status setLink(RegionLink link);
    /** Removes the edit between two regions, so that their shared border (or its absence) decides again. */
    void removeLink(const QString &first, const QString &second);

    /** Whether the polygons of two regions share a border, whatever the links say. */
    bool touching(const QString &first, const QString &second) const;
    bool adjacent(const QString &first, const QString &second) const;
    std::optional<RegionLink> linkBetween(const QString &first, const QString &second) const;
    /** Adjacent regions of `id`, in the map's region order. */
    QStringList neighbours(const QString &id) const;

    /** Regions between two regions by the shortest way (breadth-first); nullopt when none leads there. */
    std::optional<int> range(const QString &from, const QString &to) const;
    /** Range from `from` to every region it can reach (itself at 0). */
    QHash<QString, int> rangesFrom(const QString &from) const;

    /** The region whose polygon holds the point (even-odd rule), or an empty id. */
    QString regionAt(QPointF point) const;

private:
    Status check(Region &region, const QSet<QString> &alsoTaken) const;
    void append(Region region);
    void rebuildAdjacency();
    /** Adjacency of one pair from its link, or its border when it has none. */
    void updateAdjacency(qsizetype a, qsizetype b);
    static quint64 pairKey(qsizetype a, qsizetype b);

    QList<Region> m_regions;
    QList<RegionLink> m_links;
    QHash<QString, qsizetype> m_index;
    QList<QRectF> m_bounds;              // by region index: polygons whose bounds are apart cannot share a border
    QList<QList<qsizetype>> m_touching;  // by region index: indexes of regions sharing a border
    QList<QList<qsizetype>> m_adjacency; // by region index: after the links, sorted
    QSet<quint64> m_linked;              // pairKey() of every pair with a link
};

} // namespace battlemat
