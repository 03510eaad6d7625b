#pragma once

#include "core/jsonreader.h"
#include "orcus/power.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The power file format (docs/file-formats.md, "Orcus powers"). A secondary attack inherits the tags, attack,
 * origin and range of the power it belongs to unless it gives its own ("Secondary attacks").
 */
QJsonObject powerToJson(const Power &power);
Result<Power> powerFromJson(const QJsonObject &object, const JsonContext &context, const Power *parent = nullptr);

} // namespace battlemat
