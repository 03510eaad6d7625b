#pragma once

#include "grid/mapcreature.h"

#include <QList>

#include <vector>

namespace battlemat {

/**
 * Which creatures stand on each square, as flat arrays: one head index per square and a linked list of
 * (creature, next) entries, so that the common case (nobody, or one creature) is a single array read. Several
 * creatures share a square only when Tiny ones do, or a creature lies prone under another.
 */
class Occupancy
{
public:
    Occupancy() = default;
    Occupancy(int width, int height, const QList<MapCreature> &creatures);

    /** Index of the first creature on s, or -1; walk the others with next(). */
    int headEntry(int x, int y) const { return m_head[size_t(y) * m_width + x]; }
    int entryCreature(int entry) const { return m_entries[size_t(entry)].creature; }
    int nextEntry(int entry) const { return m_entries[size_t(entry)].next; }
    bool isEmpty(int x, int y) const { return headEntry(x, y) < 0; }

    void add(int creature, const Space &space);
    void remove(int creature, const Space &space);

    template<typename F>
    void forEachOccupant(int x, int y, F &&f) const
    {
        for (int e = headEntry(x, y); e >= 0; e = m_entries[size_t(e)].next)
            f(m_entries[size_t(e)].creature);
    }

private:
    struct Entry
    {
        int creature;
        int next;
    };
    int m_width = 0;
    int m_height = 0;
    std::vector<int> m_head;
    std::vector<Entry> m_entries;
    std::vector<int> m_free;
};

} // namespace battlemat
