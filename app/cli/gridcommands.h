#pragma once

#include "clicommand.h"

/** `battlemat-cli grid MAP.json SUBCOMMAND ...`: the battle grid rules on a map file (docs/cli.md). */
CliCommand gridCliCommand();
