#pragma once

#include <QString>

#include <optional>

namespace battlemat {

/** How much of a turn an action takes ("Actions": free, minor, major, exclusive). */
enum class MasteryActionKind
{
    Free,      // costs no AP
    Minor,     // 1 AP; ends the turn only when it spends the last AP
    Major,     // 1 AP and ends the turn (from rank 2 an MP can keep it going)
    Exclusive, // every AP of the turn; nothing but free actions besides it
};

QString masteryActionKindName(MasteryActionKind kind);
std::optional<MasteryActionKind> masteryActionKindFromName(const QString &name);

} // namespace battlemat
