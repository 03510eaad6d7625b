#pragma once

#include "clicommand.h"

/** `battlemat-cli monsters import|list|show`: the published Orcus monsters as stat blocks (docs/cli.md). */
CliCommand monstersCliCommand();
