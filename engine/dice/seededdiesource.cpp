#include "seededdiesource.h"

namespace battlemat {

SeededDieSource::SeededDieSource(quint64 seed)
    : m_seed(seed)
    , m_generator(seed)
{}

Result<int> SeededDieSource::roll(int sides)
{
    if (sides < 1)
        return Error{QStringLiteral("a die needs at least 1 side, not %1").arg(sides)};
    ++m_rollsDrawn;
    return int(m_generator.below(quint32(sides))) + 1;
}

} // namespace battlemat
