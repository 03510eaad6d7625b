#pragma once

#include "mastery/masterydecider.h"
#include "mastery/masteryroll.h"

#include <QList>

namespace battlemat::testing {

/** Dice that show the given faces in order (then 1s), copyable like the encounter's own dice. */
inline FaceRoller fixedFaces(QList<int> faces)
{
    return [faces = std::move(faces), next = qsizetype(0)](int sides) mutable {
        const int face = next < faces.size() ? faces.at(next++) : 1;
        return std::min(face, sides);
    };
}

/** Answers offers from a list, in order, and remembers what it was offered. */
class QueuedDecider : public MasteryDecider
{
public:
    explicit QueuedDecider(QList<MasteryChoice> answers)
        : m_answers(std::move(answers))
    {}
    QCoro::Task<MasteryChoice> decide(MasteryOffer offer) override
    {
        offers.append(offer);
        co_return m_next < m_answers.size() ? m_answers.at(m_next++) : MasteryChoice::Pass;
    }
    QList<MasteryOffer> offers;

private:
    QList<MasteryChoice> m_answers;
    qsizetype m_next = 0;
};

} // namespace battlemat::testing
