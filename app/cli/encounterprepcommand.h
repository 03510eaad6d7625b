#pragma once

#include "clicommand.h"

/**
 * `battlemat-cli encounter budget|print`: encounter prep, the XP budget table of a party and the game master's PDF of
 * a prepared encounter stored in a campaign (docs/cli.md).
 */
CliCommand encounterCliCommand();

#include "core/result.h"
#include "monsters/preparedencounter.h"

namespace battlemat {
class CampaignStore;
}

/** The prepared encounter of the campaign with this id or name; the error lists the campaign's. */
battlemat::Result<battlemat::PreparedEncounter> preparedEncounter(const battlemat::CampaignStore &store,
                                                                  const QString &wanted);
/** `encounter start CAMPAIGN ENCOUNTER [--seed N]` (encounterstartcommand.cpp). */
int runEncounterStart(const QStringList &arguments, const CliIo &io);
