#include "scripteddiesource.h"

namespace battlemat {

ScriptedDieSource::ScriptedDieSource(QList<int> results)
    : m_results(std::move(results))
{}

Result<int> ScriptedDieSource::roll(int sides)
{
    if (m_next >= m_results.size()) {
        return Error{QStringLiteral("the scripted dice ran out after %1 results (a d%2 was asked for)")
                         .arg(m_results.size())
                         .arg(sides)};
    }
    const int value = m_results.at(m_next);
    if (value < 1 || value > sides) {
        return Error{QStringLiteral("scripted die result %1 (number %2) does not fit a d%3")
                         .arg(value)
                         .arg(m_next + 1)
                         .arg(sides)};
    }
    ++m_next;
    return value;
}

} // namespace battlemat
