#pragma once

#include "clicommand.h"

/** `battlemat-cli region list|create|export CAMPAIGN ...`: the region maps stored in a campaign (docs/cli.md). */
CliCommand regionMapCliCommand();
