#include "grid/lightsource.h"

namespace battlemat {

const QList<LightSourceKind> &lightSourceKinds()
{
    // Orcus "Adventuring Gear": candle dim light 2 squares for 1 hour; torch bright 5 for 1 hour; lantern bright
    // 10 for 8 hours per pint of oil; glowbasket bright 20 for 4 hours.
    static const QList<LightSourceKind> kinds{
        {QStringLiteral("candle"), LightLevel::Dim, 2, 60},
        {QStringLiteral("torch"), LightLevel::Bright, 5, 60},
        {QStringLiteral("lantern"), LightLevel::Bright, 10, 8 * 60},
        {QStringLiteral("glowbasket"), LightLevel::Bright, 20, 4 * 60},
    };
    return kinds;
}

std::optional<LightSourceKind> lightSourceKind(const QString &name)
{
    for (const LightSourceKind &kind : lightSourceKinds()) {
        if (kind.name == name)
            return kind;
    }
    return std::nullopt;
}

} // namespace battlemat
