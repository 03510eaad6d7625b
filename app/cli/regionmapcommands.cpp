#include "regionmapcommands.h"

#include "core/filewriter.h"
#include "regions/regionmapcheck.h"
#include "regions/regionmapjson.h"
#include "storage/campaignstore.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace battlemat;

namespace {

const QString usage =
    QStringLiteral("usage: battlemat-cli region list CAMPAIGN\n"
                   "       battlemat-cli region create CAMPAIGN NAME [--id ID] [--from REGIONMAP.json]\n"
                   "       battlemat-cli region export CAMPAIGN ID OUTPUT.json");

// region list CAMPAIGN: one line per stored region map, with its size and adjacency.
int runList(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1)
        return io.fail(usage);
    auto store = CampaignStore::open(arguments.constFirst());
    if (!store)
        return io.fail(store.errorMessage());
    auto list = (*store)->entities(EntityKind::RegionMap);
    if (!list)
        return io.fail(list.errorMessage());
    for (const EntitySummary &summary : *list) {
        auto document = (*store)->entity(EntityKind::RegionMap, summary.id);
        if (!document)
            return io.fail(document.errorMessage());
        auto map = regionMapFromJson(
            *document, JsonContext(QStringLiteral("%1: region map %2").arg(arguments.constFirst(), summary.id)), true);
        if (!map)
            return io.fail(map.errorMessage());
        io.printJson({{QStringLiteral("id"), summary.id},
                      {QStringLiteral("name"), summary.name},
                      {QStringLiteral("regions"), int(map->regions().size())},
                      {QStringLiteral("links"), int(map->links().size())},
                      {QStringLiteral("adjacency"), regionAdjacencyToJson(*map)}});
    }
    return exitOk;
}

// region create CAMPAIGN NAME [--id ID] [--from FILE]: a blank region map, or a copy of a region map file.
int runCreate(QStringList arguments, const CliIo &io)
{
    QString id;
    QString from;
    for (const QString option : {QStringLiteral("--id"), QStringLiteral("--from")}) {
        const qsizetype at = arguments.indexOf(option);
        if (at < 0)
            continue;
        if (at + 1 >= arguments.size())
            return io.fail(QStringLiteral("%1 needs a value").arg(option));
        (option == QLatin1String("--id") ? id : from) = arguments.at(at + 1);
        arguments.remove(at, 2);
    }
    if (arguments.size() != 2)
        return io.fail(usage);
    const QString name = arguments.at(1);
    if (name.trimmed().isEmpty())
        return io.fail(QStringLiteral("NAME: a region map needs a name"));
    RegionMap map;
    // Everything is read and checked before the campaign is opened for writing: bad input changes nothing.
    if (!from.isEmpty()) {
        auto object = readJsonObjectFile(from);
        if (!object)
            return io.fail(object.errorMessage());
        auto read = regionMapFromJson(*object, JsonContext(from));
        if (!read)
            return io.fail(read.errorMessage());
        if (auto valid = validateRegionMap(*read); !valid)
            return io.fail(QStringLiteral("%1: %2").arg(from, valid.errorMessage()));
        map = std::move(read).value();
    }
    map.name = name;
    auto store = CampaignStore::open(arguments.constFirst());
    if (!store)
        return io.fail(store.errorMessage());
    if (!id.isEmpty() && (*store)->contains(EntityKind::RegionMap, id))
        return io.fail(QStringLiteral("--id: the campaign has a region map '%1' already").arg(id));
    auto stored = (*store)->addEntity(EntityKind::RegionMap, regionMapToJson(map), id);
    if (!stored)
        return io.fail(stored.errorMessage());
    io.printJson({{QStringLiteral("created"), *stored},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("regions"), int(map.regions().size())}});
    return exitOk;
}

// region export CAMPAIGN ID OUTPUT.json: the stored region map as a region map file (`battlemat-cli regions` reads it).
int runExport(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 3)
        return io.fail(usage);
    auto store = CampaignStore::open(arguments.constFirst());
    if (!store)
        return io.fail(store.errorMessage());
    if (!(*store)->contains(EntityKind::RegionMap, arguments.at(1)))
        return io.fail(QStringLiteral("%1: no region map '%2'").arg(arguments.constFirst(), arguments.at(1)));
    auto document = (*store)->entity(EntityKind::RegionMap, arguments.at(1));
    if (!document)
        return io.fail(document.errorMessage());
    if (auto written = FileWriter::write(arguments.at(2), QJsonDocument(*document).toJson(QJsonDocument::Indented));
        !written)
        return io.fail(written.errorMessage());
    io.printJson({{QStringLiteral("exported"), arguments.at(1)}, {QStringLiteral("file"), arguments.at(2)}});
    return exitOk;
}

int runRegion(const QStringList &arguments, const CliIo &io)
{
    if (arguments.isEmpty())
        return io.fail(usage);
    const QString sub = arguments.constFirst();
    const QStringList rest = arguments.mid(1);
    if (sub == QLatin1String("list"))
        return runList(rest, io);
    if (sub == QLatin1String("create"))
        return runCreate(rest, io);
    if (sub == QLatin1String("export"))
        return runExport(rest, io);
    return io.fail(QStringLiteral("'%1' is not a region subcommand; use list, create or export\n%2").arg(sub, usage));
}

} // namespace

CliCommand regionMapCliCommand()
{
    return {QStringLiteral("region"),
            QStringLiteral("region list|create|export CAMPAIGN ...   the region maps stored in a campaign"), runRegion,
            usage};
}
