#include "orcus/damagetype.h"

#include <QStringList>

namespace battlemat {

namespace {
constexpr std::array<const char *, damageTypeCount> names{
    "untyped", "acid", "cold", "fire", "force", "lightning", "necrotic", "poison", "psychic", "radiant", "thunder"};
}

QString damageTypeName(DamageType type)
{
    return QString::fromLatin1(names[static_cast<size_t>(type)]);
}

std::optional<DamageType> damageTypeFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    for (size_t i = 0; i < names.size(); ++i) {
        if (lower == QLatin1String(names[i]))
            return static_cast<DamageType>(i);
    }
    return std::nullopt;
}

QString damageTypeNameList()
{
    QStringList list;
    for (const char *name : names)
        list.append(QString::fromLatin1(name));
    return list.join(QStringLiteral(", "));
}

} // namespace battlemat
