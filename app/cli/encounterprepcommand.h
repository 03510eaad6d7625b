#pragma once

#include "clicommand.h"

/**
 * `battlemat-cli encounter budget|print`: encounter prep, the XP budget table of a party and the game master's PDF of
 * a prepared encounter stored in a campaign (docs/cli.md).
 */
CliCommand encounterCliCommand();
