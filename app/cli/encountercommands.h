#pragma once

#include "clicommand.h"

/** battlemat-cli play ENCOUNTER.json --script COMMANDS.json: runs an encounter script, one event per line. */
CliCommand playCliCommand();
/** battlemat-cli replay LOG.jsonl: rebuilds an encounter from its log and checks every roll. */
CliCommand replayCliCommand();
