#pragma once

#include "core/jsonreader.h"

#include <QStringList>

namespace battlemat::ftd {

/** Refuses a field the format does not know (a typo like "hitpoints" must not be silently ignored). */
Status checkKnownKeys(const QJsonObject &object, const JsonContext &context, const QStringList &known);
/** Checks "format" and "version" (1) of a Five Torches Deep file. */
Status checkFormat(const QJsonObject &object, const JsonContext &context, const QString &format);

} // namespace battlemat::ftd
