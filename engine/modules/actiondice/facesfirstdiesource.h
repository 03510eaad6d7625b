#pragma once

#include "dice/diesource.h"

#include <QList>

namespace battlemat {

/**
 * Die results typed in at the table (a step's "faces": the dice a player rolled by hand, or a rules text's
 * example) used first and in order, then the module's seeded generator. A face that does not fit the die rolled
 * is refused, so a typo never becomes a 7 on a d6.
 */
class FacesFirstDieSource : public DieSource
{
public:
    FacesFirstDieSource(QList<int> faces, DieSource &then)
        : m_faces(std::move(faces))
        , m_then(then)
    {}

    Result<int> roll(int sides) override
    {
        if (m_next >= m_faces.size())
            return m_then.roll(sides);
        const int face = m_faces.at(m_next++);
        if (face < 1 || face > sides)
            return Error{QStringLiteral("faces: %1 does not fit a d%2").arg(face).arg(sides)};
        return face;
    }

private:
    QList<int> m_faces;
    qsizetype m_next = 0;
    DieSource &m_then;
};

} // namespace battlemat
