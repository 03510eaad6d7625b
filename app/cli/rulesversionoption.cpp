#include "rulesversionoption.h"

#include "rulesets/builtinmodules.h"
#include "rulesets/orcusruleset.h"
#include "session/tablestatestore.h"
#include "storage/campaignstore.h"

#include <QFileInfo>

using namespace battlemat;

Result<OrcusSettings> orcusSettingsForCli(const QString &rulesVersionText, const QString &campaignFile)
{
    OrcusSettings settings;
    if (!rulesVersionText.isEmpty()) {
        const auto version = rulesVersionFromName(rulesVersionText);
        if (!version)
            return Error{QStringLiteral("--rules-version: ") + version.errorMessage()};
        settings.rulesVersion = *version;
        return settings;
    }
    // `play --campaign` may create the campaign it records into: a file not there yet has the default rules.
    if (campaignFile.isEmpty() || !QFileInfo::exists(campaignFile))
        return settings;
    auto store = CampaignStore::open(campaignFile);
    if (!store)
        return store.error();
    TableState table;
    if (Status loaded = TableStateStore::load(**store, builtInModules(), &table); !loaded)
        return loaded.error();
    return orcusSettingsOf(table.rules);
}
