#pragma once

#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/** The four Orcus defenses an attack can target. */
enum class Defense : quint8
{
    AC,
    Fortitude,
    Reflex,
    Will
};

inline constexpr std::array<Defense, 4> allDefenses{Defense::AC, Defense::Fortitude, Defense::Reflex, Defense::Will};

/** "AC", "Fortitude", "Reflex", "Will", as the rules print them. */
QString defenseName(Defense defense);
/** "ac", "fortitude", "reflex", "will" (the JSON keys). */
QString defenseKey(Defense defense);
/** Accepts the key, the name and the short forms Fort / Ref, in any letter case. */
std::optional<Defense> defenseFromName(const QString &name);

} // namespace battlemat
