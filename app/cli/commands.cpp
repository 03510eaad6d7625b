#include "commands.h"

#include "campaigncommands.h"

#include "actiondicecommand.h"
#include "campaign/campaignjson.h"
#include "dicecommands.h"
#include "encountercommands.h"
#include "encounterprepcommand.h"
#include "ftdcommands.h"
#include "grid/battlemapjson.h"
#include "gridcommands.h"
#include "masterycommands.h"
#include "masterysheetcommands.h"
#include "monsterscommands.h"
#include "orcuscommands.h"
#include "regioncommands.h"
#include "regionmapcommands.h"
#include "sheetcommands.h"
#include "simulatecommand.h"
#include "tablecommand.h"

namespace {

// check FILE: reads a campaign or a map file and reports what it holds, or exactly what is wrong with it.
int runCheck(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1)
        return io.fail(QStringLiteral("usage: battlemat-cli check FILE.json"));
    const QString fileName = arguments.constFirst();
    auto object = battlemat::readJsonObjectFile(fileName);
    if (!object)
        return io.fail(object.errorMessage());
    if (object->contains(QStringLiteral("format"))) {
        auto campaign = battlemat::campaignFromJson(*object, fileName);
        if (!campaign)
            return io.fail(campaign.errorMessage());
        io.printJson({{QStringLiteral("kind"), QStringLiteral("campaign")},
                      {QStringLiteral("name"), campaign->name},
                      {QStringLiteral("maps"), int(campaign->maps.size())}});
        return exitOk;
    }
    auto map = battlemat::battleMapFromJson(*object, battlemat::JsonContext(fileName));
    if (!map)
        return io.fail(map.errorMessage());
    io.printJson({{QStringLiteral("kind"), QStringLiteral("map")},
                  {QStringLiteral("name"), map->name},
                  {QStringLiteral("width"), map->grid.width()},
                  {QStringLiteral("height"), map->grid.height()},
                  {QStringLiteral("creatures"), int(map->creatures.size())}});
    return exitOk;
}

} // namespace

QList<CliCommand> allCliCommands()
{
    return {
        {QStringLiteral("check"), QStringLiteral("check FILE.json   validate a campaign or battle map file"), runCheck},
        regionsCliCommand(),
        regionMapCliCommand(),
        masteryCliCommand(),
        masterySheetCliCommand(),
        rollCliCommand(),
        oddsCliCommand(),
        actionDiceCliCommand(),
        campaignCliCommand(),
        monsterCliCommand(),
        monstersCliCommand(),
        encounterCliCommand(),
        gridCliCommand(),
        creatureCliCommand(),
        attackCliCommand(),
        playCliCommand(),
        replayCliCommand(),
        sheetCliCommand(),
        tableCliCommand(),
        simulateCliCommand(),
        ftdCliCommand(),
    };
}
