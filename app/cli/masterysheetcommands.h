#pragma once

#include "clicommand.h"

/** battlemat-cli mastery-sheet list|create|remove|print: the campaign's mastery characters and monster groups. */
CliCommand masterySheetCliCommand();
