#include "grid/lightsource.h"

#include <algorithm>

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

QList<LightSource> burnLights(QList<LightSource> lights, int minutes)
{
    return burnLightsSeconds(std::move(lights), 60 * std::max(0, minutes));
}

QList<LightSource> burnLightsSeconds(QList<LightSource> lights, int seconds)
{
    for (LightSource &light : lights) {
        if (light.minutesLeft <= 0)
            continue;
        const qint64 left =
            std::max<qint64>(0, qint64(light.minutesLeft) * 60 - light.secondsSpent - std::max(0, seconds));
        light.minutesLeft = int((left + 59) / 60);
        light.secondsSpent = int(qint64(light.minutesLeft) * 60 - left);
    }
    return lights;
}

QList<LightSource> carryLight(QList<LightSource> lights, const QString &creatureId, const QString &kind)
{
    lights.removeIf([&](const LightSource &light) { return light.carriedBy == creatureId; });
    if (const auto found = lightSourceKind(kind))
        lights.append({found->name, {}, creatureId, found->minutes});
    return lights;
}

} // namespace battlemat
