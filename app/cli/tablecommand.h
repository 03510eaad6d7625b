#pragma once

#include "clicommand.h"

/** `battlemat-cli table CAMPAIGN --script STEPS.json`: the window's encounter commands on the table session. */
CliCommand tableCliCommand();
