#pragma once

#include "clicommand.h"

#include "core/result.h"
#include "orcus/statblock.h"

/**
 * `battlemat-cli monsters import|list|show|budget|template|relevel`: the published Orcus monsters as stat blocks,
 * with templates and new levels (docs/cli.md).
 */
CliCommand monstersCliCommand();
/** `monsters budget ARGS...` (and `encounter budget`): the party's XP budget table and the monsters' total. */
int runMonstersBudget(const QStringList &arguments, const CliIo &io);
/** The blocks of a monster markdown file, of a folder of stat block files, or (from "") the bundled library. */
battlemat::Result<QList<battlemat::StatBlock>> loadMonsterBlocks(const QString &from);
