#pragma once

#include "clicommand.h"

/** `battlemat-cli ftd time|clock|travel-turn|return|morale|chase|injury|plan|sheet|loot|xp ...`: Five Torches Deep
 * bookkeeping.
 */
CliCommand ftdCliCommand();
/** `ftd plan ...` (ftdplancommand.cpp): a journey's miles a day, days and travel turns. */
int runFtdPlan(const QStringList &arguments, const CliIo &io);
/** `ftd sheet FILE... [--pdf OUT]` (ftdsheetcommand.cpp): character sheets and stat blocks, derived or printed. */
int runFtdSheet(const QStringList &arguments, const CliIo &io);
/**
 * `ftd sheets|drop|treasure --campaign CAMPAIGN ...` (ftdcampaigncommand.cpp): the campaign's stored sheets, items
 * dropped from one, treasure shared out; each a step of the campaign's table session.
 */
int runFtdCampaign(const QString &sub, const QStringList &arguments, const CliIo &io);
