#pragma once

#include "core/jsonreader.h"
#include "encounter/command.h"

#include <memory>

namespace battlemat {

/** Reads one command from its JSON form ({"type": "move", ...}); the message names the field that is wrong. */
Result<std::shared_ptr<Command>> commandFromJson(const QJsonObject &object, const JsonContext &context);
/** The command types scripts may use, for messages and documentation. */
QStringList commandTypes();

} // namespace battlemat
