#pragma once

#include "clicommand.h"
#include "grid/battlegrid.h"

#include <QStringList>

/**
 * `battlemat-cli grid MAP.json vision [--side SIDE] [--campaign CAMPAIGN | --ruleset ID]`: what a side sees now, by
 * the light of the ruleset (RulesModule::sightLight, the players' window's one computation; docs/vision.md).
 */
int runGridVision(battlemat::BattleGrid &grid, const QStringList &arguments, const CliIo &io);
