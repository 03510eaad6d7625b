#pragma once

#include "core/jsonreader.h"
#include "orcus/statblock.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The stat block file format for heroes and monsters (docs/file-formats.md, "Orcus stat blocks"). Reading checks
 * every field and names the path of the first wrong one; it does not look armor or weapon ids up (Creature::create
 * does, with the equipment tables).
 */
QJsonObject statBlockToJson(const StatBlock &block);
Result<StatBlock> statBlockFromJson(const QJsonObject &object, const JsonContext &context);

} // namespace battlemat
