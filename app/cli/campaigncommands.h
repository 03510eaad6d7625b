#pragma once

#include "clicommand.h"

/** `battlemat-cli campaign ...`: create, inspect, import into, export from and check campaign files. */
CliCommand campaignCliCommand();
