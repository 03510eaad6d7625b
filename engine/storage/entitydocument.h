#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "storage/entitykind.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The check a document passes before it is stored: a map must be a valid battle map file; a character an Orcus
 * stat block of kind hero, a monster one of kind monster (docs/file-formats.md, "Orcus stat blocks"); an encounter
 * a name and, optionally, the id of its map.
 */
Status validateEntityDocument(EntityKind kind, const QJsonObject &document, const JsonContext &context);
/** A character may be a bare Orcus stat block or a whole hero file ("format": "battlemat-hero"). */
bool isHeroSheetDocument(const QJsonObject &document);

/** Checks one event of an encounter log: an object with "seq" (1-based position) and a non-empty "type". */
Status validateEvent(const QJsonObject &event, int expectedSeq, const JsonContext &context);

/** An id made from a name ("Ash Ogre" -> "ash-ogre"), or the kind's name when nothing of the name is usable. */
QString idFromName(const QString &name, EntityKind kind);

/** The name a list shows: the document's "name", else its "id" (a stat block's name defaults to its id). */
QString entityDisplayName(const QJsonObject &document);

/** Ids are what scripts and the command line type: letters, digits, '-' and '_', at most 64 characters. */
bool isValidEntityId(const QString &id);

} // namespace battlemat
