#include "mastery/masteryroll.h"

#include <algorithm>
#include <cstdlib>

namespace battlemat {

int MasteryRoll::kept() const
{
    if (faces.isEmpty())
        return 0;
    return disadvantaged() ? *std::min_element(faces.cbegin(), faces.cend())
                           : *std::max_element(faces.cbegin(), faces.cend());
}

qsizetype MasteryRoll::lowestIndex() const
{
    return std::min_element(faces.cbegin(), faces.cend()) - faces.cbegin();
}

void MasteryRoll::spendMp(int face)
{
    if (disadvantaged() && !faces.isEmpty())
        faces[lowestIndex()] = face;
    else
        faces.append(face);
    ++mpSpent;
}

MasteryRoll MasteryRoll::roll(int sides, int level, const FaceRoller &roller)
{
    MasteryRoll result{sides, level, {}, 0};
    for (int i = 0; i < 1 + std::abs(level); ++i)
        result.faces.append(roller(sides));
    return result;
}

MasteryRoll MasteryRoll::maximum(int sides)
{
    return MasteryRoll{sides, 0, {sides}, 0};
}

} // namespace battlemat

#include "dice/seededdiesource.h"

namespace battlemat {

FaceRoller seededFaceRoller(quint64 seed)
{
    // Held by value, so that copying the roller (with the encounter state) copies the generator's position.
    return [source = SeededDieSource(seed)](int sides) mutable {
        const Result<int> face = source.roll(sides);
        return face.ok() ? *face : 1;
    };
}

} // namespace battlemat
