#pragma once

#include <QString>

#include <optional>

namespace battlemat {

/** Orcus creature sizes; the space a creature controls on the grid follows from it. */
enum class CreatureSize : quint8
{
    Tiny,
    Small,
    Medium,
    Large,
    Huge,
    Gargantuan
};

/** Side length of the space in squares: Tiny, Small and Medium 1, Large 2, Huge 3, Gargantuan 4. */
int spaceSquares(CreatureSize size);
/** The size whose space is that many squares a side (1 reads as Medium); none outside 1 to 4. */
std::optional<CreatureSize> creatureSizeOfSpace(int squares);
std::optional<CreatureSize> creatureSizeFromName(const QString &name);
QString creatureSizeName(CreatureSize size);

} // namespace battlemat
