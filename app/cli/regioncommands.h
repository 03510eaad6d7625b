#pragma once

#include "clicommand.h"

/** `battlemat-cli regions MAP.json [--range FROM TO]`: a region map's adjacency and ranges (docs/cli.md). */
CliCommand regionsCliCommand();
