#pragma once

#include <QString>

#include <optional>

namespace battlemat {

/** Orcus "Origin of effect": concealment applies to melee and ranged only; ranged and far attacks provoke. */
enum class AttackKind : quint8
{
    Melee,
    Ranged,
    Near,
    Far,
};

inline std::optional<AttackKind> attackKindFromName(const QString &name)
{
    if (name == QLatin1String("melee"))
        return AttackKind::Melee;
    if (name == QLatin1String("ranged"))
        return AttackKind::Ranged;
    if (name == QLatin1String("near"))
        return AttackKind::Near;
    if (name == QLatin1String("far"))
        return AttackKind::Far;
    return std::nullopt;
}

} // namespace battlemat
