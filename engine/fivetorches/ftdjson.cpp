#include "fivetorches/ftdjson.h"

namespace battlemat::ftd {

Status checkKnownKeys(const QJsonObject &object, const JsonContext &context, const QStringList &known)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!known.contains(it.key()))
            return context.child(it.key()).error(
                QStringLiteral("is not a field of this format (known: %1)").arg(known.join(QStringLiteral(", "))));
    }
    return success();
}

Status checkFormat(const QJsonObject &object, const JsonContext &context, const QString &format)
{
    auto found = context.requireString(object, QStringLiteral("format"));
    if (!found)
        return found.error();
    if (*found != format)
        return context.child(QStringLiteral("format")).error(QStringLiteral("'%1' is not '%2'").arg(*found, format));
    auto version = context.requireInt(object, QStringLiteral("version"), 1, 1000);
    if (!version)
        return version.error();
    if (*version != 1)
        return context.child(QStringLiteral("version"))
            .error(QStringLiteral("version %1 is newer than this Battlemat reads (1)").arg(*version));
    return success();
}

} // namespace battlemat::ftd
