#pragma once

#include "dice/diesource.h"

#include <QList>

namespace battlemat {

/** Die results given in advance, for tests and for replaying a recorded roll exactly. */
class ScriptedDieSource : public DieSource
{
public:
    explicit ScriptedDieSource(QList<int> results);

    /** The next scripted result; refused when the script is used up or the result does not fit the die. */
    Result<int> roll(int sides) override;

    qsizetype remaining() const { return m_results.size() - m_next; }

private:
    QList<int> m_results;
    qsizetype m_next = 0;
};

} // namespace battlemat
