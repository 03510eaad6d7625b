#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "storage/entitykind.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The check a document passes before it is stored: a map must be a valid battle map file; a character or a
 * monster an object with a name (its stat block is checked by its own reader once the rules module reads it); an
 * encounter a name and, optionally, the id of its map.
 */
Status validateEntityDocument(EntityKind kind, const QJsonObject &document, const JsonContext &context);

/** Checks one event of an encounter log: an object with "seq" (1-based position) and a non-empty "type". */
Status validateEvent(const QJsonObject &event, int expectedSeq, const JsonContext &context);

/** An id made from a name ("Ash Ogre" -> "ash-ogre"), or the kind's name when nothing of the name is usable. */
QString idFromName(const QString &name, EntityKind kind);

/** Ids are what scripts and the command line type: letters, digits, '-' and '_', at most 64 characters. */
bool isValidEntityId(const QString &id);

} // namespace battlemat
