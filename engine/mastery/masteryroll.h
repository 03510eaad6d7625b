#pragma once

#include <QList>

#include <functional>

namespace battlemat {

/** Rolls one die with `sides` faces; the encounter's seeded generator, or a fixed sequence in tests. */
using FaceRoller = std::function<int(int sides)>;

/**
 * One side's dice of a ladder roll while Mastery Points are spent on it ("Rolls with Advantage",
 * "Mastery Points"): net level +N rolled N+1 dice and keeps the highest, -N keeps the lowest. An MP adds a die
 * to an advantaged or plain roll and re-rolls the lowest die of a disadvantaged one (the new face stays, even
 * when it is lower).
 */
struct MasteryRoll
{
    int sides = 0;
    int level = 0; // net advantage (+) or disadvantage (-), after cancelling
    QList<int> faces;
    int mpSpent = 0;

    bool disadvantaged() const { return level < 0; }
    int kept() const;
    /** Index of the die an MP would re-roll on a disadvantaged roll (the lowest, first of equals). */
    qsizetype lowestIndex() const;
    /** Applies one MP with the freshly rolled `face`. */
    void spendMp(int face);

    static MasteryRoll roll(int sides, int level, const FaceRoller &roller);
    /** Out of combat and not under duress the maximum may be assumed: one die showing its top face. */
    static MasteryRoll maximum(int sides);
};

} // namespace battlemat

namespace battlemat {

/** The encounter's dice as a FaceRoller: a seeded generator (dice/seededdiesource.h) held by value. */
FaceRoller seededFaceRoller(quint64 seed);

} // namespace battlemat
