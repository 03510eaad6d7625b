#pragma once

#include "core/jsonreader.h"
#include "orcus/monsterdetails.h"

#include <QJsonObject>
#include <QStringList>

namespace battlemat {

/**
 * The published-block fields of a monster's sheet (docs/file-formats.md, "Orcus stat blocks", monster details).
 * They sit in the `monster` object next to its numbers; every one is optional, so files without them read as
 * before.
 */
QStringList monsterDetailsKeys();
void monsterDetailsToJson(const MonsterDetails &details, QJsonObject &monster);
Result<MonsterDetails> monsterDetailsFromJson(const QJsonObject &monster, const JsonContext &context);

} // namespace battlemat
