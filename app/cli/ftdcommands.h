#pragma once

#include "clicommand.h"

/** `battlemat-cli ftd time|clock|travel-turn|return|morale|chase|injury|plan ...`: Five Torches Deep bookkeeping. */
CliCommand ftdCliCommand();
/** `ftd plan ...` (ftdplancommand.cpp): a journey's miles a day, days and travel turns. */
int runFtdPlan(const QStringList &arguments, const CliIo &io);
