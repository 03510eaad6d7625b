#include "fivetorches/lightsource.h"

namespace battlemat::ftd {

Result<LightSource> LightSource::fresh(const QString &kind, const QString &carrier)
{
    if (kind == QLatin1String("torch"))
        return LightSource{kind, carrier, torchHours, dimRadiusFeet, true};
    if (kind == QLatin1String("lantern"))
        return LightSource{kind, carrier, lanternHours, dimRadiusFeet, true};
    return Error{QStringLiteral("'%1' is not a torch or a lantern; give its hours").arg(kind)};
}

QJsonObject LightSource::toJson() const
{
    return {{QStringLiteral("kind"), kind},
            {QStringLiteral("carrier"), carrier},
            {QStringLiteral("hoursLeft"), hoursLeft},
            {QStringLiteral("radiusFeet"), radiusFeet},
            {QStringLiteral("lit"), lit}};
}

Result<LightSource> LightSource::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto kind = context.requireString(object, QStringLiteral("kind"));
    if (!kind)
        return kind.error();
    if (kind->isEmpty())
        return context.child(QStringLiteral("kind")).error(QStringLiteral("must not be empty"));
    auto carrier = context.optionalString(object, QStringLiteral("carrier"));
    if (!carrier)
        return carrier.error();
    const int fallbackHours = *kind == QLatin1String("lantern") ? lanternHours
                              : *kind == QLatin1String("torch") ? torchHours
                                                                : -1;
    // A torch or lantern may leave its hours out (fresh); any other light must say how long it burns.
    auto hours = fallbackHours < 0 ? context.requireInt(object, QStringLiteral("hoursLeft"), 0, 10000)
                                   : context.optionalInt(object, QStringLiteral("hoursLeft"), fallbackHours, 0, 10000);
    if (!hours)
        return hours.error();
    auto radius = context.optionalInt(object, QStringLiteral("radiusFeet"), dimRadiusFeet, 0, 1000);
    if (!radius)
        return radius.error();
    auto lit = context.optionalBool(object, QStringLiteral("lit"), true);
    if (!lit)
        return lit.error();
    return LightSource{*kind, *carrier, *hours, *radius, *lit};
}

QList<LightSource> burnHour(QList<LightSource> &sources)
{
    QList<LightSource> wentOut;
    for (LightSource &source : sources) {
        if (!source.burning())
            continue;
        if (--source.hoursLeft == 0) {
            source.lit = false;
            wentOut.append(source);
        }
    }
    return wentOut;
}

} // namespace battlemat::ftd
