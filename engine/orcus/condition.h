#pragma once

#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/**
 * The Orcus conditions ("Conditions", definitions in orcus-gaps-filled.md section 7) plus the statuses that can be
 * imposed like one: Invisible ("Invisible") and OffGuard ("Off-guard", e.g. after Run or a Feint). Staggered
 * follows from hit points and flanking from positions, so neither is stored as a condition.
 */
enum class Condition : quint8
{
    Blinded,
    Controlled,
    Dazed,
    Dying,
    Helpless,
    Immobilized,
    Marked,
    Prone,
    Rattled,
    Restrained,
    Slowed,
    Stunned,
    Surprised,
    Unconscious,
    Weakened,
    Invisible,
    OffGuard
};

inline constexpr int conditionCount = 17;

QString conditionName(Condition condition); // "blinded", ..., "off-guard"
std::optional<Condition> conditionFromName(const QString &name);
QString conditionNameList();

} // namespace battlemat
