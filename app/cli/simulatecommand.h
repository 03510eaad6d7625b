#pragma once

#include "clicommand.h"

/** `battlemat-cli simulate (ENCOUNTER.json | --campaign FILE --encounter ID) --runs N ...`: the odds of a fight. */
CliCommand simulateCliCommand();
