#pragma once

#include "core/result.h"

#include <QSqlDatabase>
#include <QString>

namespace battlemat {

/**
 * The tables of a campaign file and how an older file is brought up to date. The version lives in
 * PRAGMA user_version, and PRAGMA application_id marks the file as ours, so a stranger's SQLite file is refused.
 *
 * Version 1: one table per entity kind (id, name, document) and events (encounter_id, seq, document), with a
 * map's background image inline in its document. Version 2 moves the image bytes into their own table,
 * map_images (so a map edit no longer rewrites megabytes), and gives every event its type in a column (so the
 * dice history is a query). Version 3 adds table_events, the log of the table session's commands that belong
 * to no encounter (map edits, rules modules' commands). Version 4 adds regionmaps, the campaign's region maps (id,
 * name, document like the other kinds). Version 5 adds regionmap_images, a region map's picture bytes.
 * Version 6 adds templates, the monster templates of the campaign's library (id, name, document).
 */
namespace CampaignSchema {

inline constexpr int currentVersion = 6;
inline constexpr int applicationId = 0x42544d54; // "BTMT"

/** Creates the tables of the given version in an empty database (older versions exist for migration tests). */
Status create(QSqlDatabase &db, int version = currentVersion);

/** Brings a database of fromVersion up to currentVersion; the caller holds the transaction. */
Status migrate(QSqlDatabase &db, int fromVersion);

/**
 * Checks that the tables of this version are there with their columns: a file that carries Battlemat's application
 * id and version but another layout (another program's, or a damaged one) gets a message saying so, not the SQL
 * error of the first query that misses a table.
 */
Status checkTables(QSqlDatabase &db, int version);

/** Runs one statement, returning the driver's message on failure. */
Status exec(QSqlDatabase &db, const QString &statement);

} // namespace CampaignSchema
} // namespace battlemat
