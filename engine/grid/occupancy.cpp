#include "grid/occupancy.h"

namespace battlemat {

Occupancy::Occupancy(int width, int height, const QList<MapCreature> &creatures)
    : m_width(width)
    , m_height(height)
    , m_head(size_t(width) * height, -1)
{
    for (qsizetype i = 0; i < creatures.size(); ++i)
        add(int(i), creatures.at(i).space());
}

void Occupancy::add(int creature, const Space &space)
{
    for (int y = space.top(); y <= space.bottom(); ++y) {
        for (int x = space.left(); x <= space.right(); ++x) {
            if (x < 0 || y < 0 || x >= m_width || y >= m_height)
                continue;
            int &head = m_head[size_t(y) * m_width + x];
            int entry;
            if (!m_free.empty()) {
                entry = m_free.back();
                m_free.pop_back();
                m_entries[size_t(entry)] = {creature, head};
            } else {
                entry = int(m_entries.size());
                m_entries.push_back({creature, head});
            }
            head = entry;
        }
    }
}

void Occupancy::remove(int creature, const Space &space)
{
    for (int y = space.top(); y <= space.bottom(); ++y) {
        for (int x = space.left(); x <= space.right(); ++x) {
            if (x < 0 || y < 0 || x >= m_width || y >= m_height)
                continue;
            int *link = &m_head[size_t(y) * m_width + x];
            while (*link >= 0) {
                Entry &e = m_entries[size_t(*link)];
                if (e.creature == creature) {
                    const int freed = *link;
                    *link = e.next;
                    m_free.push_back(freed);
                    break;
                }
                link = &e.next;
            }
        }
    }
}

} // namespace battlemat
