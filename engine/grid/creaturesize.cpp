#include "grid/creaturesize.h"

#include <array>

namespace battlemat {

namespace {
constexpr std::array<const char *, 6> sizeNames{"tiny", "small", "medium", "large", "huge", "gargantuan"};
}

int spaceSquares(CreatureSize size)
{
    switch (size) {
    case CreatureSize::Tiny:
    case CreatureSize::Small:
    case CreatureSize::Medium:
        return 1;
    case CreatureSize::Large:
        return 2;
    case CreatureSize::Huge:
        return 3;
    case CreatureSize::Gargantuan:
        return 4;
    }
    return 1;
}

std::optional<CreatureSize> creatureSizeOfSpace(int squares)
{
    switch (squares) {
    case 1:
        return CreatureSize::Medium;
    case 2:
        return CreatureSize::Large;
    case 3:
        return CreatureSize::Huge;
    case 4:
        return CreatureSize::Gargantuan;
    default:
        return std::nullopt;
    }
}

std::optional<CreatureSize> creatureSizeFromName(const QString &name)
{
    const QString lower = name.toLower();
    for (size_t i = 0; i < sizeNames.size(); ++i) {
        if (lower == QLatin1String(sizeNames[i]))
            return static_cast<CreatureSize>(i);
    }
    return std::nullopt;
}

QString creatureSizeName(CreatureSize size)
{
    return QString::fromLatin1(sizeNames[static_cast<size_t>(size)]);
}

} // namespace battlemat
