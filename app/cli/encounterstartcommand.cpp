// `battlemat-cli encounter start`: the encounter builder's "Place and start the encounter" from the command line.
#include "encounterprepcommand.h"

#include "core/jsonreader.h"
#include "encounter/scripteddecider.h"
#include "mapedit/mapedit.h"
#include "mapedit/tokenplacement.h"
#include "monsters/monstertoken.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/orcusruleset.h"
#include "session/encounterassembly.h"
#include "session/mapeditcommand.h"
#include "session/tablesession.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

int runEncounterStart(const QStringList &arguments, const CliIo &io)
{
    QStringList positional;
    QString statBlocksFile;
    quint64 seed = 1;
    QList<ScriptedDecider::Answer> answers;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString argument = arguments.at(i);
        if (argument == QLatin1String("--seed")) {
            QString error;
            if (i + 1 >= arguments.size() ||
                !parseSeed(arguments.at(++i), quint64(std::numeric_limits<int>::max()), &seed, &error))
                return io.fail(error.isEmpty() ? QStringLiteral("--seed needs a value") : error);
        } else if (argument == QLatin1String("--decisions")) {
            // The answers to the offers of the modules in force on the heroes' initiative (an action die, a hero
            // token), as the window's prompts take them and as `table`'s startEncounter step writes them.
            if (i + 1 >= arguments.size())
                return io.fail(QStringLiteral("--decisions needs a JSON array of answers"));
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(arguments.at(++i).toUtf8(), &error);
            if (error.error != QJsonParseError::NoError || !document.isArray())
                return io.fail(QStringLiteral("--decisions: not a JSON array of answers (%1)")
                                   .arg(error.error != QJsonParseError::NoError ? error.errorString()
                                                                                : QStringLiteral("not an array")));
            auto read = ScriptedDecider::answersFromJson(document.array(), JsonContext(QStringLiteral("--decisions")));
            if (!read)
                return io.fail(read.errorMessage());
            answers = *read;
        } else if (argument == QLatin1String("--stat-blocks")) {
            if (i + 1 >= arguments.size())
                return io.fail(QStringLiteral("--stat-blocks needs a file"));
            statBlocksFile = arguments.at(++i);
        } else if (argument.startsWith(QLatin1String("--"))) {
            return io.fail(QStringLiteral("unknown option '%1'").arg(argument));
        } else {
            positional.append(argument);
        }
    }
    if (positional.size() != 2)
        return io.fail(QStringLiteral("start needs CAMPAIGN and ENCOUNTER (its id or name)"));
    if (!QFileInfo::exists(positional.at(0)))
        return io.fail(QStringLiteral("%1: no such file").arg(positional.at(0)));
    auto store = CampaignStore::open(positional.at(0));
    if (!store)
        return io.fail(store.errorMessage());
    auto encounter = preparedEncounter(**store, positional.at(1));
    if (!encounter)
        return io.fail(encounter.errorMessage());
    QString mapId;
    auto campaign = loadCampaign(**store, &mapId);
    if (!campaign)
        return io.fail(campaign.errorMessage());
    if (campaign->maps.isEmpty())
        return io.fail(QStringLiteral("%1: the campaign has no map").arg(positional.at(0)));
    TableSession session(store->get(), builtInModules());
    if (Status opened = session.open(mapId, TableScene{campaign->maps.at(campaign->activeMap)}); !opened)
        return io.fail(opened.errorMessage());
    // An ended fight brought back (for its adventuring day) does not stand in the way; a running one does.
    if (auto resumed = session.resume(); !resumed || session.running())
        return io.fail(resumed ? QStringLiteral("an encounter is already running on the campaign's map; end it first")
                               : resumed.errorMessage());

    // Every monster onto the map beside its side, each a map edit of the session, as the builder places them; a
    // grouped row's tokens share its initiative group.
    for (const EncounterBudget::Entry &entry : encounter->monsters) {
        const QString group = entry.initiativeGroup ? entry.monster.id : QString();
        for (int n = 0; n < entry.count; ++n) {
            const BattleMap &map = session.table().scene.map;
            MapCreature creature = monsterToken(entry.monster, map.creatures, group);
            creature.id = TokenPlacement::freeId(map, creature.id);
            const auto space = TokenPlacement::besideItsSide(map, creature);
            if (!space)
                return io.fail(QStringLiteral("there is no free space on the map for %1").arg(creature.name));
            creature.position = *space;
            const int hp = entry.monster.monster.maxHitPoints;
            const CommandOutcome placed = session.apply(std::make_shared<MapEditCommand>(
                MapEdit::placeCreature(creature, CreatureStatus::fromHitPoints(hp, std::max(1, hp)))));
            if (!placed.ok)
                return io.fail(QStringLiteral("%1 could not be placed: %2").arg(creature.name, placed.error));
        }
    }
    // The map's other monsters (not placed from the library) fight with the blocks of --stat-blocks, as `table`'s
    // startEncounter step reads them (docs/encounter.md).
    QJsonArray blocks;
    if (!statBlocksFile.isEmpty()) {
        auto file = readJsonObjectFile(statBlocksFile);
        if (!file)
            return io.fail(file.errorMessage());
        auto creatures = JsonContext(statBlocksFile).requireArray(*file, QStringLiteral("creatures"));
        if (!creatures)
            return io.fail(creatures.errorMessage());
        blocks = *creatures;
    }
    auto assembled = assembleEncounter(
        session.table().scene.map, blocks, [&](const QString &heroId) { return campaign->hero(heroId); },
        orcusSettingsOf(session.table().rules));
    if (!assembled)
        return io.fail(assembled.errorMessage());
    ScriptedDecider decider(answers); // no answers: the documented defaults (every offer declined)
    auto started = session.startEncounter(*assembled, encounter->name, seed, &decider);
    if (!started)
        return io.fail(started.errorMessage());
    if (!started->ok)
        return io.fail(started->error);
    // The order as the tracker shows it: one entry per roll, a group's members together.
    const EncounterState &state = session.encounter()->state();
    QJsonArray order;
    for (const InitiativeEntry &entry : state.initiative.entries())
        order.append(QJsonObject{{QStringLiteral("members"), QJsonArray::fromStringList(entry.members)},
                                 {QStringLiteral("total"), entry.total}});
    QJsonArray events; // the rolls and the answers to the offers, as the dice log shows them
    for (const QJsonObject &event : std::as_const(started->events))
        events.append(event);
    io.printJson({{QStringLiteral("type"), QStringLiteral("started")},
                  {QStringLiteral("encounter"), session.encounterId()},
                  {QStringLiteral("initiative"), order},
                  {QStringLiteral("events"), events}});
    return exitOk;
}
