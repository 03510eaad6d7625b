#pragma once

#include "clicommand.h"

/** `battlemat-cli mastery roll|odds|play ...`: the mastery-point ruleset without a window (docs/cli.md). */
CliCommand masteryCliCommand();
