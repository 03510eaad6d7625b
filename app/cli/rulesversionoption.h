#pragma once

#include "core/result.h"
#include "orcus/orcussettings.h"

#include <QString>

/**
 * The Orcus settings a hero file is turned into a stat block with (`play`, `simulate`): `--rules-version` when given
 * (rulesVersionText not empty), else the rules of the campaign named by campaignFile when it exists (Settings > Rules
 * modules, "rules.set"), else the defaults (Basic Rules v0.1). ../shared/rules/README.md, "Rules versions".
 */
battlemat::Result<battlemat::OrcusSettings> orcusSettingsForCli(const QString &rulesVersionText,
                                                                const QString &campaignFile);
