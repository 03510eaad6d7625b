#pragma once

#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/** Orcus damage types ("Damage types"); Untyped is damage that names no type. */
enum class DamageType : quint8
{
    Untyped,
    Acid,
    Cold,
    Fire,
    Force,
    Lightning,
    Necrotic,
    Poison,
    Psychic,
    Radiant,
    Thunder
};

inline constexpr int damageTypeCount = 11;

/** "untyped", "acid", ... (the JSON names). */
QString damageTypeName(DamageType type);
std::optional<DamageType> damageTypeFromName(const QString &name);
/** "acid, cold, fire, ..." for error messages. */
QString damageTypeNameList();

} // namespace battlemat
