#pragma once

#include "clicommand.h"

/** `battlemat-cli monster`: a monster stat block from the Orcus "Creating new monsters" tables. */
CliCommand monsterCliCommand();
