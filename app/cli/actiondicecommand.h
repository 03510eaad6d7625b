#pragma once

#include "clicommand.h"

/** `battlemat-cli actiondice pool|play ...`: action dice pools by level, and game night scripts. */
CliCommand actionDiceCliCommand();
