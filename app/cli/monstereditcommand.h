#pragma once

#include "clicommand.h"

/**
 * `monsters edit ID [--campaign FILE] [--set KEY=VALUE]... [--template NAME] [--relevel L] [--tables] [--fields]`:
 * a monster's numbers edited by field (engine/monsters/monsterfields.h), stored in a campaign's library as a session
 * step ("monster.put") or printed (docs/cli.md).
 */
int runMonstersEdit(const QStringList &arguments, const CliIo &io);
