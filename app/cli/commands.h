#pragma once

#include "clicommand.h"

#include <QList>

/** Every subcommand of battlemat-cli, in the order --help lists them. */
QList<CliCommand> allCliCommands();
