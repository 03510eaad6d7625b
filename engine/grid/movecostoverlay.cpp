#include "grid/movecostoverlay.h"

#include <algorithm>

namespace battlemat {

MoveCostOverlay::MoveCostOverlay(const QList<Square> &difficult)
{
    if (difficult.isEmpty())
        return;
    int right = difficult.first().x, bottom = difficult.first().y;
    m_left = right;
    m_top = bottom;
    for (const Square &s : difficult) {
        m_left = std::min(m_left, s.x);
        m_top = std::min(m_top, s.y);
        right = std::max(right, s.x);
        bottom = std::max(bottom, s.y);
    }
    m_width = right - m_left + 1;
    m_height = bottom - m_top + 1;
    m_bits.assign(std::size_t(m_width) * std::size_t(m_height), 0);
    for (const Square &s : difficult)
        m_bits[std::size_t((s.y - m_top) * m_width + (s.x - m_left))] = 1;
}

QList<Square> MoveCostOverlay::squares() const
{
    QList<Square> found;
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            if (m_bits[std::size_t(y * m_width + x)])
                found.append({m_left + x, m_top + y});
        }
    }
    return found;
}

} // namespace battlemat
